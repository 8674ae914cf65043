// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "../objectstore.h"

namespace kube::sim {

class ControllerManager;

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
