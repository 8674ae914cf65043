// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "../objectstore.h"

namespace kube::sim {

class ControllerManager;

// The built-in types the controllers watch and write. ResourceType::builtin hands out one object per type, so a
// store event's type is matched by address.
namespace types {
inline const ResourceType &pods()
{
    return ResourceType::builtin({}, QStringLiteral("pods"));
}
inline const ResourceType &nodes()
{
    return ResourceType::builtin({}, QStringLiteral("nodes"));
}
inline const ResourceType &namespaces()
{
    return ResourceType::builtin({}, QStringLiteral("namespaces"));
}
inline const ResourceType &services()
{
    return ResourceType::builtin({}, QStringLiteral("services"));
}
inline const ResourceType &endpoints()
{
    return ResourceType::builtin({}, QStringLiteral("endpoints"));
}
inline const ResourceType &slices()
{
    return ResourceType::builtin(QStringLiteral("discovery.k8s.io"), QStringLiteral("endpointslices"));
}
inline const ResourceType &deployments()
{
    return ResourceType::builtin(QStringLiteral("apps"), QStringLiteral("deployments"));
}
inline const ResourceType &replicaSets()
{
    return ResourceType::builtin(QStringLiteral("apps"), QStringLiteral("replicasets"));
}
inline const ResourceType &replicationControllers()
{
    return ResourceType::builtin({}, QStringLiteral("replicationcontrollers"));
}
inline const ResourceType &statefulSets()
{
    return ResourceType::builtin(QStringLiteral("apps"), QStringLiteral("statefulsets"));
}
inline const ResourceType &daemonSets()
{
    return ResourceType::builtin(QStringLiteral("apps"), QStringLiteral("daemonsets"));
}
inline const ResourceType &jobs()
{
    return ResourceType::builtin(QStringLiteral("batch"), QStringLiteral("jobs"));
}
inline const ResourceType &cronJobs()
{
    return ResourceType::builtin(QStringLiteral("batch"), QStringLiteral("cronjobs"));
}
} // namespace types

// One of kubesim's controllers, shaped like a kube-controller-manager loop: observe() sees every change to the
// store (heartbeat touches excluded) and enqueues the keys that need work through the manager; sync() brings
// one key to its desired state by writing the store, which feeds observe() again until nothing changes.
// Runs on the server's thread; sync() must write only what differs, so the loop settles.
class Controller
{
public:
    explicit Controller(ControllerManager *manager) : m_manager(manager) {}
    virtual ~Controller() = default;
    // Once, when the manager starts: a controller driven by time as well as changes queues its first work here.
    virtual void start() {}
    virtual void observe(const StoreEvent &event) = 0;
    virtual void sync(const QString &key) = 0;

protected:
    ControllerManager *m_manager;
};

} // namespace kube::sim
