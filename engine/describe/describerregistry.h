// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "describewriter.h"

#include "core/error.h"
#include "core/result.h"
#include "rest/dynamicclient.h"
#include "rest/request.h"

#include <QHash>
#include <QJsonObject>
#include <QList>

#include <functional>
#include <optional>

namespace kube {

// The reads a describer makes besides its object, done by its caller (qkubectl's DescribeCommand) on the
// caller's thread; every answer comes back later through its callback on that thread. Owned by the caller,
// alive until the describer has called `done`.
class DescribeSource
{
public:
    using Items = Result<QList<QJsonObject>>;
    using Events = std::optional<QList<QJsonObject>>;
    virtual ~DescribeSource() = default;
    // Every item of a list, continue tokens followed.
    virtual void list(const GroupVersionResource &resource, const QString &namespaceName,
                      const ListOptions &options, std::function<void(Items)> done) = 0;
    virtual void get(const GroupVersionResource &resource, const QString &namespaceName, const QString &name,
                     std::function<void(Result<QJsonObject>)> done) = 0;
    // The Events about `object` (involvedObject.kind=`kind` unless empty); nullopt: no Events section.
    virtual void events(const QJsonObject &object, const QString &kind, std::function<void(Events)> done) = 0;
    // An error printed after the descriptions; the describer then answers an empty text.
    virtual void fail(const Error &error) = 0;
};

// A kind's describer: reads what it needs through `source`, then calls `done` once with kubectl's text.
using Describer = std::function<void(const QJsonObject &object, DescribeSource *source,
                                     const DescribeClock &clock, std::function<void(QString)> done)>;

// kubectl's generic describer: name, namespace, labels, annotations, every other field by its sorted name,
// and the object's Events.
void describeGenerically(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                         std::function<void(QString)> done);

// Which describer serves which API group and kind, as kubectl's DescriberFor: every built-in describer is
// registered here (each describer file's register function), and the kinds kubectl has no describer of its
// own for (custom resources, CRDs, Events, Leases, ...) fall to the generic one. Filled once, then read only;
// any thread may read it.
class DescriberRegistry
{
public:
    static const DescriberRegistry &instance();
    void add(const QString &group, const QString &kind, Describer describer);
    // The kind's describer; the generic one for a kind kubectl describes generically; nullptr for a kind
    // kubectl has a describer of its own for that is not written here yet.
    const Describer *find(const QString &group, const QString &kind) const;

private:
    QHash<QString, Describer> m_describers;
    Describer m_generic = describeGenerically;
};

// The describers of the kinds qkube knows, each added by the file that writes it.
// Pod, Deployment, StatefulSet, Job, Service, Node, PersistentVolumeClaim, Ingress, HorizontalPodAutoscaler.
void registerBuiltinDescribers(DescriberRegistry &registry);
void registerConfigMapDescriber(DescriberRegistry &registry);
void registerSecretDescriber(DescriberRegistry &registry);
void registerServiceAccountDescriber(DescriberRegistry &registry);
void registerNamespaceDescriber(DescriberRegistry &registry);
void registerResourceQuotaDescriber(DescriberRegistry &registry);
void registerLimitRangeDescriber(DescriberRegistry &registry);
// Role and ClusterRole.
void registerRoleDescribers(DescriberRegistry &registry);
// RoleBinding and ClusterRoleBinding.
void registerRoleBindingDescribers(DescriberRegistry &registry);
void registerCronJobDescriber(DescriberRegistry &registry);
void registerDaemonSetDescriber(DescriberRegistry &registry);
void registerReplicaSetDescriber(DescriberRegistry &registry);
void registerPriorityClassDescriber(DescriberRegistry &registry);
void registerIngressClassDescriber(DescriberRegistry &registry);
void registerStorageClassDescriber(DescriberRegistry &registry);
void registerPodDisruptionBudgetDescriber(DescriberRegistry &registry);
void registerEndpointsDescriber(DescriberRegistry &registry);
void registerEndpointSliceDescriber(DescriberRegistry &registry);
void registerReplicationControllerDescriber(DescriberRegistry &registry);
void registerPersistentVolumeDescriber(DescriberRegistry &registry);
void registerNetworkPolicyDescriber(DescriberRegistry &registry);
void registerCertificateSigningRequestDescriber(DescriberRegistry &registry);

} // namespace kube
