// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describerregistry.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace kube {

namespace {

QString describerKey(const QString &group, const QString &kind)
{
    return group + QLatin1Char('/') + kind;
}

// The kinds kubectl 1.32 has a describer of its own for (its describerMap): printing these generically would
// print something else than kubectl, so until they are written here qkubectl says so instead.
bool kubectlHasOwnDescriber(const QString &group, const QString &kind)
{
    static const QSet<QString> kinds{describerKey({}, u"Pod"_s),
                                     describerKey({}, u"ReplicationController"_s),
                                     describerKey({}, u"Secret"_s),
                                     describerKey({}, u"Service"_s),
                                     describerKey({}, u"ServiceAccount"_s),
                                     describerKey({}, u"Node"_s),
                                     describerKey({}, u"LimitRange"_s),
                                     describerKey({}, u"ResourceQuota"_s),
                                     describerKey({}, u"PersistentVolume"_s),
                                     describerKey({}, u"PersistentVolumeClaim"_s),
                                     describerKey({}, u"Namespace"_s),
                                     describerKey({}, u"Endpoints"_s),
                                     describerKey({}, u"ConfigMap"_s),
                                     describerKey(u"discovery.k8s.io"_s, u"EndpointSlice"_s),
                                     describerKey(u"autoscaling"_s, u"HorizontalPodAutoscaler"_s),
                                     describerKey(u"networking.k8s.io"_s, u"Ingress"_s),
                                     describerKey(u"networking.k8s.io"_s, u"IngressClass"_s),
                                     describerKey(u"networking.k8s.io"_s, u"ServiceCIDR"_s),
                                     describerKey(u"networking.k8s.io"_s, u"IPAddress"_s),
                                     describerKey(u"networking.k8s.io"_s, u"NetworkPolicy"_s),
                                     describerKey(u"batch"_s, u"Job"_s),
                                     describerKey(u"batch"_s, u"CronJob"_s),
                                     describerKey(u"apps"_s, u"StatefulSet"_s),
                                     describerKey(u"apps"_s, u"Deployment"_s),
                                     describerKey(u"apps"_s, u"DaemonSet"_s),
                                     describerKey(u"apps"_s, u"ReplicaSet"_s),
                                     describerKey(u"certificates.k8s.io"_s, u"CertificateSigningRequest"_s),
                                     describerKey(u"storage.k8s.io"_s, u"StorageClass"_s),
                                     describerKey(u"storage.k8s.io"_s, u"CSINode"_s),
                                     describerKey(u"storage.k8s.io"_s, u"VolumeAttributesClass"_s),
                                     describerKey(u"policy"_s, u"PodDisruptionBudget"_s),
                                     describerKey(u"rbac.authorization.k8s.io"_s, u"Role"_s),
                                     describerKey(u"rbac.authorization.k8s.io"_s, u"ClusterRole"_s),
                                     describerKey(u"rbac.authorization.k8s.io"_s, u"RoleBinding"_s),
                                     describerKey(u"rbac.authorization.k8s.io"_s, u"ClusterRoleBinding"_s),
                                     describerKey(u"scheduling.k8s.io"_s, u"PriorityClass"_s)};
    return kinds.contains(describerKey(group, kind));
}

} // namespace

const DescriberRegistry &DescriberRegistry::instance()
{
    static const DescriberRegistry registry = [] {
        DescriberRegistry filled;
        registerBuiltinDescribers(filled);
        registerConfigMapDescriber(filled);
        registerSecretDescriber(filled);
        registerServiceAccountDescriber(filled);
        registerNamespaceDescriber(filled);
        registerResourceQuotaDescriber(filled);
        registerLimitRangeDescriber(filled);
        registerRoleDescribers(filled);
        registerRoleBindingDescribers(filled);
        registerCronJobDescriber(filled);
        registerDaemonSetDescriber(filled);
        registerReplicaSetDescriber(filled);
        registerPriorityClassDescriber(filled);
        registerIngressClassDescriber(filled);
        registerStorageClassDescriber(filled);
        registerPodDisruptionBudgetDescriber(filled);
        registerEndpointsDescriber(filled);
        registerEndpointSliceDescriber(filled);
        registerReplicationControllerDescriber(filled);
        registerPersistentVolumeDescriber(filled);
        registerNetworkPolicyDescriber(filled);
        registerCertificateSigningRequestDescriber(filled);
        return filled;
    }();
    return registry;
}

void DescriberRegistry::add(const QString &group, const QString &kind, Describer describer)
{
    m_describers.insert(describerKey(group, kind), std::move(describer));
}

const Describer *DescriberRegistry::find(const QString &group, const QString &kind) const
{
    const auto found = m_describers.constFind(describerKey(group, kind));
    if (found != m_describers.cend())
        return &found.value();
    return kubectlHasOwnDescriber(group, kind) ? nullptr : &m_generic;
}

} // namespace kube
