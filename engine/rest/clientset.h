// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "dynamicclient.h"
#include "typed/groupclients.h"

namespace kube {

// The kinds the explorer shows, as data (GVR, kind, scope) rather than a class each.
struct QKUBE_ENGINE_EXPORT ResourceKind
{
    GroupVersionResource gvr;
    const char *kind;
    bool namespaced;
};

namespace Kinds {
inline const ResourceKind Namespace{
    {QString(), QStringLiteral("v1"), QStringLiteral("namespaces")}, "Namespace", false};
inline const ResourceKind Node{{QString(), QStringLiteral("v1"), QStringLiteral("nodes")}, "Node", false};
inline const ResourceKind Pod{{QString(), QStringLiteral("v1"), QStringLiteral("pods")}, "Pod", true};
inline const ResourceKind Event{{QString(), QStringLiteral("v1"), QStringLiteral("events")}, "Event", true};
inline const ResourceKind Service{
    {QString(), QStringLiteral("v1"), QStringLiteral("services")}, "Service", true};
inline const ResourceKind ConfigMap{
    {QString(), QStringLiteral("v1"), QStringLiteral("configmaps")}, "ConfigMap", true};
inline const ResourceKind Secret{
    {QString(), QStringLiteral("v1"), QStringLiteral("secrets")}, "Secret", true};
inline const ResourceKind Deployment{
    {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")}, "Deployment", true};
inline const ResourceKind ReplicaSet{
    {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("replicasets")}, "ReplicaSet", true};
inline const ResourceKind StatefulSet{
    {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("statefulsets")}, "StatefulSet", true};
inline const ResourceKind DaemonSet{
    {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("daemonsets")}, "DaemonSet", true};
inline const ResourceKind EventV1{
    {QStringLiteral("events.k8s.io"), QStringLiteral("v1"), QStringLiteral("events")}, "Event", true};
} // namespace Kinds

// client-go's kubernetes.Clientset. Typed, by group version: `clientset.coreV1().pods("default")` is a
// TypedClient<api::core::v1::Pod> (GroupClients, generated for every built-in kind). Untyped, by kind:
// `clientset.pods("default")` is a ResourceClient on kube::Object, for code that reads a few fields through
// typed views (PodView) without decoding whole objects.
class QKUBE_ENGINE_EXPORT Clientset : public GroupClients
{
public:
    explicit Clientset(RestClient *client) : GroupClients(client), m_client(client) {}
    ResourceClient resource(const ResourceKind &kind, const QString &ns = {}) const
    {
        return ResourceClient(m_client, kind.gvr, kind.namespaced ? ns : QString());
    }
    ResourceClient namespaces() const { return resource(Kinds::Namespace); }
    ResourceClient nodes() const { return resource(Kinds::Node); }
    ResourceClient pods(const QString &ns = {}) const { return resource(Kinds::Pod, ns); }
    ResourceClient events(const QString &ns = {}) const { return resource(Kinds::Event, ns); }
    ResourceClient services(const QString &ns = {}) const { return resource(Kinds::Service, ns); }
    ResourceClient configMaps(const QString &ns = {}) const { return resource(Kinds::ConfigMap, ns); }
    ResourceClient secrets(const QString &ns = {}) const { return resource(Kinds::Secret, ns); }
    ResourceClient deployments(const QString &ns = {}) const { return resource(Kinds::Deployment, ns); }
    ResourceClient replicaSets(const QString &ns = {}) const { return resource(Kinds::ReplicaSet, ns); }
    ResourceClient statefulSets(const QString &ns = {}) const { return resource(Kinds::StatefulSet, ns); }
    ResourceClient daemonSets(const QString &ns = {}) const { return resource(Kinds::DaemonSet, ns); }

    static QList<ResourceKind> all();

private:
    RestClient *m_client;
};

} // namespace kube
