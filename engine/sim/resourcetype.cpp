// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "resourcetype.h"

namespace kube::sim {

using namespace Qt::StringLiterals;

QStringList ResourceType::allVerbs()
{
    return {u"create"_s, u"delete"_s, u"deletecollection"_s, u"get"_s, u"list"_s, u"patch"_s, u"update"_s, u"watch"_s};
}

namespace {

// The resources whose objects a v1.28.7 apiserver gives a generation (tests/data/kubectlperresource holds
// their objects as it served them).
QList<ResourceType> withGenerations(QList<ResourceType> types)
{
    static const QStringList tracked{
        u"admissionregistration.k8s.io/mutatingwebhookconfigurations"_s,
        u"admissionregistration.k8s.io/validatingwebhookconfigurations"_s,
        u"apiextensions.k8s.io/customresourcedefinitions"_s,
        u"apps/daemonsets"_s,
        u"apps/deployments"_s,
        u"apps/replicasets"_s,
        u"apps/statefulsets"_s,
        u"batch/cronjobs"_s,
        u"batch/jobs"_s,
        u"discovery.k8s.io/endpointslices"_s,
        u"flowcontrol.apiserver.k8s.io/flowschemas"_s,
        u"flowcontrol.apiserver.k8s.io/prioritylevelconfigurations"_s,
        u"networking.k8s.io/ingressclasses"_s,
        u"networking.k8s.io/ingresses"_s,
        u"networking.k8s.io/networkpolicies"_s,
        u"policy/poddisruptionbudgets"_s,
        u"scheduling.k8s.io/priorityclasses"_s,
        u"/podtemplates"_s,
        u"/replicationcontrollers"_s,
    };
    for (ResourceType &type : types)
        type.tracksGeneration = tracked.contains(type.key());
    return types;
}

} // namespace

const QList<ResourceType> &ResourceType::all()
{
    // As kube-apiserver 1.28's aggregated discovery lists them (tests/data/sim/discovery-aggregated-*.json).
    const QStringList allVerbs = ResourceType::allVerbs();
    static const QList<ResourceType> types = withGenerations({
        {u""_s, u"v1"_s, u"configmaps"_s, u"ConfigMap"_s, true, {u"cm"_s}, {}, allVerbs, {}, {}},
        {u""_s, u"v1"_s, u"endpoints"_s, u"Endpoints"_s, true, {u"ep"_s}, {}, allVerbs, {}, u"endpoints"_s},
        {u""_s, u"v1"_s, u"events"_s, u"Event"_s, true, {u"ev"_s}, {}, allVerbs, {}, {}},
        {u""_s, u"v1"_s, u"limitranges"_s, u"LimitRange"_s, true, {u"limits"_s}, {}, allVerbs, {}, {}},
        {u""_s, u"v1"_s, u"namespaces"_s, u"Namespace"_s, false, {u"ns"_s}, {}, {u"create"_s, u"delete"_s, u"get"_s, u"list"_s, u"patch"_s, u"update"_s, u"watch"_s}, {u"status"_s}, {}},
        {u""_s, u"v1"_s, u"nodes"_s, u"Node"_s, false, {u"no"_s}, {}, allVerbs, {u"status"_s}, {}},
        {u""_s, u"v1"_s, u"persistentvolumeclaims"_s, u"PersistentVolumeClaim"_s, true, {u"pvc"_s}, {}, allVerbs, {u"status"_s}, {}},
        {u""_s, u"v1"_s, u"persistentvolumes"_s, u"PersistentVolume"_s, false, {u"pv"_s}, {}, allVerbs, {u"status"_s}, {}},
        {u""_s, u"v1"_s, u"pods"_s, u"Pod"_s, true, {u"po"_s}, {u"all"_s}, allVerbs, {u"status"_s, u"log"_s, u"eviction"_s, u"binding"_s, u"exec"_s, u"attach"_s, u"portforward"_s}, {}},
        {u""_s, u"v1"_s, u"resourcequotas"_s, u"ResourceQuota"_s, true, {u"quota"_s}, {}, allVerbs, {u"status"_s}, {}},
        {u""_s, u"v1"_s, u"secrets"_s, u"Secret"_s, true, {}, {}, allVerbs, {}, {}},
        {u""_s, u"v1"_s, u"serviceaccounts"_s, u"ServiceAccount"_s, true, {u"sa"_s}, {}, allVerbs, {}, {}},
        {u""_s, u"v1"_s, u"services"_s, u"Service"_s, true, {u"svc"_s}, {u"all"_s}, allVerbs, {u"status"_s}, {}},
        {u"apps"_s, u"v1"_s, u"daemonsets"_s, u"DaemonSet"_s, true, {u"ds"_s}, {u"all"_s}, allVerbs, {u"status"_s}, {}},
        {u"apps"_s, u"v1"_s, u"deployments"_s, u"Deployment"_s, true, {u"deploy"_s}, {u"all"_s}, allVerbs, {u"scale"_s, u"status"_s}, {}},
        {u"apps"_s, u"v1"_s, u"replicasets"_s, u"ReplicaSet"_s, true, {u"rs"_s}, {u"all"_s}, allVerbs, {u"scale"_s, u"status"_s}, {}},
        {u"apps"_s, u"v1"_s, u"statefulsets"_s, u"StatefulSet"_s, true, {u"sts"_s}, {u"all"_s}, allVerbs, {u"scale"_s, u"status"_s}, {}},
        {u"events.k8s.io"_s, u"v1"_s, u"events"_s, u"Event"_s, true, {u"ev"_s}, {}, allVerbs, {}, {}},
        {u"autoscaling"_s, u"v2"_s, u"horizontalpodautoscalers"_s, u"HorizontalPodAutoscaler"_s, true, {u"hpa"_s}, {u"all"_s}, allVerbs, {u"status"_s}, {}},
        {u"batch"_s, u"v1"_s, u"cronjobs"_s, u"CronJob"_s, true, {u"cj"_s}, {u"all"_s}, allVerbs, {u"status"_s}, {}},
        {u"batch"_s, u"v1"_s, u"jobs"_s, u"Job"_s, true, {}, {u"all"_s}, allVerbs, {u"status"_s}, {}},
        {u"networking.k8s.io"_s, u"v1"_s, u"ingressclasses"_s, u"IngressClass"_s, false, {}, {}, allVerbs, {}, {}},
        {u"networking.k8s.io"_s, u"v1"_s, u"ingresses"_s, u"Ingress"_s, true, {u"ing"_s}, {}, allVerbs, {u"status"_s}, {}},
        {u"networking.k8s.io"_s, u"v1"_s, u"networkpolicies"_s, u"NetworkPolicy"_s, true, {u"netpol"_s}, {}, allVerbs, {}, {}},
        {u"policy"_s, u"v1"_s, u"poddisruptionbudgets"_s, u"PodDisruptionBudget"_s, true, {u"pdb"_s}, {}, allVerbs, {u"status"_s}, {}},
        {u"rbac.authorization.k8s.io"_s, u"v1"_s, u"clusterrolebindings"_s, u"ClusterRoleBinding"_s, false, {}, {}, allVerbs, {}, {}},
        {u"rbac.authorization.k8s.io"_s, u"v1"_s, u"clusterroles"_s, u"ClusterRole"_s, false, {}, {}, allVerbs, {}, {}},
        {u"rbac.authorization.k8s.io"_s, u"v1"_s, u"rolebindings"_s, u"RoleBinding"_s, true, {}, {}, allVerbs, {}, {}},
        {u"rbac.authorization.k8s.io"_s, u"v1"_s, u"roles"_s, u"Role"_s, true, {}, {}, allVerbs, {}, {}},
        {u"storage.k8s.io"_s, u"v1"_s, u"storageclasses"_s, u"StorageClass"_s, false, {u"sc"_s}, {}, allVerbs, {}, {}},
        {u"apiextensions.k8s.io"_s, u"v1"_s, u"customresourcedefinitions"_s, u"CustomResourceDefinition"_s, false, {u"crd"_s, u"crds"_s}, {u"api-extensions"_s}, allVerbs, {u"status"_s}, {}},
        {u"scheduling.k8s.io"_s, u"v1"_s, u"priorityclasses"_s, u"PriorityClass"_s, false, {u"pc"_s}, {}, allVerbs, {}, {}},
        {u"coordination.k8s.io"_s, u"v1"_s, u"leases"_s, u"Lease"_s, true, {}, {}, allVerbs, {}, {}},
        {u"discovery.k8s.io"_s, u"v1"_s, u"endpointslices"_s, u"EndpointSlice"_s, true, {}, {}, allVerbs, {}, {}},
        {u""_s, u"v1"_s, u"bindings"_s, u"Binding"_s, true, {}, {}, {u"create"_s}, {}, {}},
        {u""_s, u"v1"_s, u"componentstatuses"_s, u"ComponentStatus"_s, false, {u"cs"_s}, {}, {u"get"_s, u"list"_s}, {}, {}},
        {u""_s, u"v1"_s, u"podtemplates"_s, u"PodTemplate"_s, true, {}, {}, allVerbs, {}, {}},
        {u""_s, u"v1"_s, u"replicationcontrollers"_s, u"ReplicationController"_s, true, {u"rc"_s}, {u"all"_s}, allVerbs, {u"scale"_s, u"status"_s}, {}},
        {u"apiregistration.k8s.io"_s, u"v1"_s, u"apiservices"_s, u"APIService"_s, false, {}, {u"api-extensions"_s}, allVerbs, {u"status"_s}, {}},
        {u"apps"_s, u"v1"_s, u"controllerrevisions"_s, u"ControllerRevision"_s, true, {}, {}, allVerbs, {}, {}},
        {u"authentication.k8s.io"_s, u"v1"_s, u"selfsubjectreviews"_s, u"SelfSubjectReview"_s, false, {}, {}, {u"create"_s}, {}, {}},
        {u"authentication.k8s.io"_s, u"v1"_s, u"tokenreviews"_s, u"TokenReview"_s, false, {}, {}, {u"create"_s}, {}, {}},
        {u"authorization.k8s.io"_s, u"v1"_s, u"localsubjectaccessreviews"_s, u"LocalSubjectAccessReview"_s, true, {}, {}, {u"create"_s}, {}, {}},
        {u"authorization.k8s.io"_s, u"v1"_s, u"selfsubjectaccessreviews"_s, u"SelfSubjectAccessReview"_s, false, {}, {}, {u"create"_s}, {}, {}},
        {u"authorization.k8s.io"_s, u"v1"_s, u"selfsubjectrulesreviews"_s, u"SelfSubjectRulesReview"_s, false, {}, {}, {u"create"_s}, {}, {}},
        {u"authorization.k8s.io"_s, u"v1"_s, u"subjectaccessreviews"_s, u"SubjectAccessReview"_s, false, {}, {}, {u"create"_s}, {}, {}},
        {u"certificates.k8s.io"_s, u"v1"_s, u"certificatesigningrequests"_s, u"CertificateSigningRequest"_s, false, {u"csr"_s}, {}, allVerbs, {u"approval"_s, u"status"_s}, {}},
        {u"storage.k8s.io"_s, u"v1"_s, u"csidrivers"_s, u"CSIDriver"_s, false, {}, {}, allVerbs, {}, {}},
        {u"storage.k8s.io"_s, u"v1"_s, u"csinodes"_s, u"CSINode"_s, false, {}, {}, allVerbs, {}, {}},
        {u"storage.k8s.io"_s, u"v1"_s, u"csistoragecapacities"_s, u"CSIStorageCapacity"_s, true, {}, {}, allVerbs, {}, {}},
        {u"storage.k8s.io"_s, u"v1"_s, u"volumeattachments"_s, u"VolumeAttachment"_s, false, {}, {}, allVerbs, {u"status"_s}, {}},
        {u"admissionregistration.k8s.io"_s, u"v1"_s, u"mutatingwebhookconfigurations"_s, u"MutatingWebhookConfiguration"_s, false, {}, {u"api-extensions"_s}, allVerbs, {}, {}},
        {u"admissionregistration.k8s.io"_s, u"v1"_s, u"validatingwebhookconfigurations"_s, u"ValidatingWebhookConfiguration"_s, false, {}, {u"api-extensions"_s}, allVerbs, {}, {}},
        {u"node.k8s.io"_s, u"v1"_s, u"runtimeclasses"_s, u"RuntimeClass"_s, false, {}, {}, allVerbs, {}, {}},
        {u"flowcontrol.apiserver.k8s.io"_s, u"v1beta3"_s, u"flowschemas"_s, u"FlowSchema"_s, false, {}, {}, allVerbs, {u"status"_s}, {}},
        {u"flowcontrol.apiserver.k8s.io"_s, u"v1beta3"_s, u"prioritylevelconfigurations"_s, u"PriorityLevelConfiguration"_s, false, {}, {}, allVerbs, {u"status"_s}, {}},
    });
    return types;
}

const ResourceType *ResourceType::find(const QString &group, const QString &version, const QString &resource)
{
    for (const ResourceType &type : all())
        if (type.group == group && type.version == version && type.resource == resource)
            return &type;
    return nullptr;
}

const ResourceType &ResourceType::builtin(const QString &group, const QString &resource)
{
    for (const ResourceType &type : all())
        if (type.group == group && type.resource == resource)
            return type;
    qFatal("kubesim: no built-in resource %s/%s", qPrintable(group), qPrintable(resource));
}

} // namespace kube::sim
