// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "builtinkinds.h"
#include "kinddigest.h"
#include "kindprinter.h"

#include "describe/describers.h"

#include "printers/podview.h"

#include <QSet>

#include <algorithm>

// Workloads: pods and what runs them (kubectl's printPod, printDeployment, printReplicaSet, printStatefulSet,
// printDaemonSet, printJob, printCronJob, printReplicationController, printPodTemplate).
namespace kube::detail {

namespace {

// A pod's health from kubectl's STATUS and READY, as k9s judges a pod (ready containers against all, a
// terminating pod not healthy), with the statuses that need a person called Failing.
Health podHealth(const PodView &pod)
{
    static const QSet<QString> failingStatuses = {
        QStringLiteral("CrashLoopBackOff"), QStringLiteral("Error"),
        QStringLiteral("ImagePullBackOff"), QStringLiteral("ErrImagePull"),
        QStringLiteral("Failed"),           QStringLiteral("OOMKilled"),
        QStringLiteral("Evicted"),          QStringLiteral("CreateContainerConfigError"),
        QStringLiteral("InvalidImageName"), QStringLiteral("CreateContainerError"),
        QStringLiteral("Unknown"),          QStringLiteral("ContainerStatusUnknown"),
        QStringLiteral("RunContainerError")};
    static const QStringList failingPrefixes = {
        QStringLiteral("Init:Error"),     QStringLiteral("Init:CrashLoopBackOff"),
        QStringLiteral("Init:ExitCode:"), QStringLiteral("Init:Signal:"),
        QStringLiteral("Init:ImagePull"), QStringLiteral("Init:ErrImagePull"),
        QStringLiteral("ExitCode:"),      QStringLiteral("Signal:")};
    const QString &status = pod.status;
    if (status == QLatin1String("Completed") || status == QLatin1String("Succeeded"))
        return Health::Completed;
    if (failingStatuses.contains(status) ||
        std::any_of(failingPrefixes.begin(), failingPrefixes.end(),
                    [&status](const QString &prefix) { return status.startsWith(prefix); }))
        return Health::Failing;
    if (status == QLatin1String("Running") && pod.totalContainers > 0 &&
        pod.readyContainers >= pod.totalContainers)
        return Health::Healthy;
    return Health::Warning; // starting (Pending, ContainerCreating, Init:0/2), not all ready, Terminating
}

// Pods are the hot kind (100k rows): PodView reads the JSON once with simdjson; no second parse here.
class PodPrinter final : public Printer
{
public:
    QList<PrintColumn> columns() const override { return m_columns; }
    QList<PrintCell> cells(const Object &object) const override
    {
        return cellsOf(object, PodView::fromObject(object));
    }
    Health health(const Object &object) const override { return podHealth(PodView::fromObject(object)); }
    PrintRow row(const Object &object) const override
    {
        const PodView pod = PodView::fromObject(object);
        return {cellsOf(object, pod), podHealth(pod)};
    }

private:
    static QList<PrintCell> cellsOf(const Object &object, const PodView &pod)
    {
        return {
            nameCell(object),
            PrintCell::text(pod.readyText()),
            PrintCell::text(pod.status),
            PrintCell::countWithAgo(pod.restarts, pod.lastRestartMs),
            ageCell(object),
            PrintCell::text(orNone(pod.podIp)),
            PrintCell::text(orNone(pod.nodeName)),
            PrintCell::text(orNone(pod.nominatedNodeName)),
            PrintCell::text(pod.readinessGates
                                ? QStringLiteral("%1/%2").arg(pod.readinessGatesTrue).arg(pod.readinessGates)
                                : QStringLiteral("<none>"))};
    }

    const QList<PrintColumn> m_columns = {
        nameColumn(),
        column("Ready", "The aggregate readiness state of this pod for accepting traffic."),
        statusColumn(column("Status", "The aggregate status of the containers in this pod.")),
        column("Restarts", "The number of times the containers in this pod have been restarted and when the "
                           "last container in this pod "
                           "has restarted."),
        ageColumn(),
        column("IP",
               "podIP address allocated to the pod. Routable at least within the cluster. Empty if not yet "
               "allocated.",
               1),
        column("Node",
               "NodeName is a request to schedule this pod onto a specific node. If it is non-empty, the "
               "scheduler simply "
               "schedules this pod onto that node, assuming that it fits resource requirements.",
               1),
        column("Nominated Node",
               "nominatedNodeName is set only when this pod preempts other pods on the node, but it cannot "
               "be scheduled right "
               "away as preemption victims receive their graceful termination periods. This field does not "
               "guarantee that the "
               "pod will be scheduled on this node. Scheduler may decide to place the pod elsewhere if other "
               "nodes become "
               "available sooner. Scheduler may also decide to give the resources on this node to a higher "
               "priority pod that "
               "is created after preemption. As a result, this field may be different than PodSpec.nodeName "
               "when the pod is "
               "scheduled.",
               1),
        column("Readiness Gates",
               "If specified, all readiness gates will be evaluated for pod readiness. A pod is ready when "
               "all its containers "
               "are ready AND all conditions specified in the readiness gates have status equal to \"True\" "
               "More info: "
               "https://git.k8s.io/enhancements/keps/sig-network/580-pod-readiness-gates",
               1)};
};

// The apiserver defaults spec.replicas to 1; an object written without it (kubesim's fixtures) reads the
// same.
constexpr qint64 defaultReplicas = 1;

QString ratio(qint64 have, qint64 want)
{
    return QStringLiteral("%1/%2").arg(have).arg(want);
}

QList<PrintCell> deploymentCells(const Object &object, Field root)
{
    const Field spec = root["spec"], status = root["status"];
    const Field containers = spec["template"]["spec"]["containers"];
    return {nameCell(object),
            PrintCell::text(ratio(status["readyReplicas"].toInt(), spec["replicas"].toInt(defaultReplicas))),
            PrintCell::integer(status["updatedReplicas"].toInt()),
            PrintCell::integer(status["availableReplicas"].toInt()),
            ageCell(object),
            PrintCell::text(containerNames(containers)),
            PrintCell::text(containerImages(containers)),
            PrintCell::text(formatLabelSelector(spec["selector"]))};
}

QList<PrintCell> replicaSetCells(const Object &object, Field root)
{
    const Field spec = root["spec"], status = root["status"];
    const Field containers = spec["template"]["spec"]["containers"];
    return {nameCell(object),
            PrintCell::integer(spec["replicas"].toInt(defaultReplicas)),
            PrintCell::integer(status["replicas"].toInt()),
            PrintCell::integer(status["readyReplicas"].toInt()),
            ageCell(object),
            PrintCell::text(containerNames(containers)),
            PrintCell::text(containerImages(containers)),
            PrintCell::text(formatLabelSelector(spec["selector"]))};
}

QList<PrintCell> replicationControllerCells(const Object &object, Field root)
{
    const Field spec = root["spec"], status = root["status"];
    const Field containers = spec["template"]["spec"]["containers"];
    return {nameCell(object),
            PrintCell::integer(spec["replicas"].toInt(defaultReplicas)),
            PrintCell::integer(status["replicas"].toInt()),
            PrintCell::integer(status["readyReplicas"].toInt()),
            ageCell(object),
            PrintCell::text(containerNames(containers)),
            PrintCell::text(containerImages(containers)),
            PrintCell::text(formatLabels(spec["selector"]))};
}

QList<PrintCell> statefulSetCells(const Object &object, Field root)
{
    const Field spec = root["spec"], status = root["status"];
    const Field containers = spec["template"]["spec"]["containers"];
    return {nameCell(object),
            PrintCell::text(ratio(status["readyReplicas"].toInt(), spec["replicas"].toInt(defaultReplicas))),
            ageCell(object), PrintCell::text(containerNames(containers)),
            PrintCell::text(containerImages(containers))};
}

QList<PrintCell> daemonSetCells(const Object &object, Field root)
{
    const Field spec = root["spec"], status = root["status"];
    const Field podSpec = spec["template"]["spec"];
    return {nameCell(object),
            PrintCell::integer(status["desiredNumberScheduled"].toInt()),
            PrintCell::integer(status["currentNumberScheduled"].toInt()),
            PrintCell::integer(status["numberReady"].toInt()),
            PrintCell::integer(status["updatedNumberScheduled"].toInt()),
            PrintCell::integer(status["numberAvailable"].toInt()),
            PrintCell::text(formatLabels(podSpec["nodeSelector"])),
            ageCell(object),
            PrintCell::text(containerNames(podSpec["containers"])),
            PrintCell::text(containerImages(podSpec["containers"])),
            PrintCell::text(formatLabelSelector(spec["selector"]))};
}

QList<PrintCell> jobCells(const Object &object, Field root)
{
    const Field spec = root["spec"], status = root["status"];
    const qint64 succeeded = status["succeeded"].toInt();
    QString completions;
    if (const auto wanted = spec["completions"].integer())
        completions = ratio(succeeded, *wanted);
    else if (const auto parallelism = spec["parallelism"].integer(); parallelism && *parallelism > 1)
        completions = QStringLiteral("%1/1 of %2").arg(succeeded).arg(*parallelism);
    else
        completions = ratio(succeeded, 1);
    const Field containers = spec["template"]["spec"]["containers"];
    return {nameCell(object),
            PrintCell::text(completions),
            PrintCell::elapsed(status["startTime"].timestamp(), status["completionTime"].timestamp()),
            ageCell(object),
            PrintCell::text(containerNames(containers)),
            PrintCell::text(containerImages(containers)),
            PrintCell::text(formatLabelSelector(spec["selector"]))};
}

QList<PrintCell> cronJobCells(const Object &object, Field root)
{
    const Field spec = root["spec"], status = root["status"];
    const Field jobSpec = spec["jobTemplate"]["spec"];
    const Field containers = jobSpec["template"]["spec"]["containers"];
    const auto suspend = spec["suspend"].boolean();
    const qint64 lastSchedule = status["lastScheduleTime"].timestamp();
    return {nameCell(object),
            PrintCell::text(spec["schedule"].text()),
            PrintCell::text(suspend ? (*suspend ? QStringLiteral("True") : QStringLiteral("False"))
                                    : QStringLiteral("<unset>")),
            PrintCell::integer(qint64(status["active"].size())),
            lastSchedule ? PrintCell::age(lastSchedule) : PrintCell::text(QStringLiteral("<none>")),
            ageCell(object),
            PrintCell::text(containerNames(containers)),
            PrintCell::text(containerImages(containers)),
            PrintCell::text(formatLabelSelector(jobSpec["selector"]))};
}

// k9s's workload rule: the replicas wanted are all ready. A Deployment whose rollout stalled (its progress
// deadline passed) or whose ReplicaSet cannot make pods is Failing.
Health deploymentHealth(const Object &, Field root)
{
    const Field conditions = root["status"]["conditions"];
    bool stalled = conditionStatus(conditions, "ReplicaFailure") == "True";
    conditions.forEach([&stalled](Field condition) {
        stalled =
            stalled || (condition["type"].view() == "Progressing" && condition["status"].view() == "False" &&
                        condition["reason"].view() == "ProgressDeadlineExceeded");
    });
    if (stalled)
        return Health::Failing;
    return replicasHealth(root["status"]["readyReplicas"].toInt(),
                          root["spec"]["replicas"].toInt(defaultReplicas));
}

// ReplicaSets, ReplicationControllers and StatefulSets: ready replicas against spec.replicas.
Health replicatedHealth(const Object &, Field root)
{
    if (conditionStatus(root["status"]["conditions"], "ReplicaFailure") == "True")
        return Health::Failing;
    return replicasHealth(root["status"]["readyReplicas"].toInt(),
                          root["spec"]["replicas"].toInt(defaultReplicas));
}

Health daemonSetHealth(const Object &, Field root)
{
    const Field status = root["status"];
    return replicasHealth(status["numberReady"].toInt(), status["desiredNumberScheduled"].toInt());
}

// A Job by its conditions: Failed (or about to be, FailureTarget) needs a person, Complete is done, a
// suspended one waits; one running is healthy.
Health jobHealth(const Object &, Field root)
{
    const Field conditions = root["status"]["conditions"];
    if (conditionStatus(conditions, "Failed") == "True" ||
        conditionStatus(conditions, "FailureTarget") == "True")
        return Health::Failing;
    if (conditionStatus(conditions, "Complete") == "True")
        return Health::Completed;
    if (conditionStatus(conditions, "Suspended") == "True")
        return Health::Warning;
    return Health::Healthy;
}

Health cronJobHealth(const Object &, Field root)
{
    return root["spec"]["suspend"].boolean().value_or(false) ? Health::Warning : Health::Healthy;
}

QList<PrintCell> podTemplateCells(const Object &object, Field root)
{
    const Field podTemplate = root["template"];
    const Field containers = podTemplate["spec"]["containers"];
    return {nameCell(object), PrintCell::text(containerNames(containers)),
            PrintCell::text(containerImages(containers)),
            PrintCell::text(formatLabels(podTemplate["metadata"]["labels"]))};
}

// The controller as kubectl names it: "daemonset.apps/agent", or <none>.
QList<PrintCell> controllerRevisionCells(const Object &object, Field root)
{
    QString controller = QStringLiteral("<none>");
    for (const OwnerReference &owner : object.ownerReferences()) {
        if (!owner.controller)
            continue;
        const QByteArray group = owner.apiVersion.contains('/')
                                     ? owner.apiVersion.left(owner.apiVersion.indexOf('/'))
                                     : QByteArray();
        const QByteArray groupKind = group.isEmpty() ? owner.kind : owner.kind + '.' + group;
        controller =
            QString::fromUtf8(groupKind).toLower() + QLatin1Char('/') + QString::fromUtf8(owner.name);
        break;
    }
    return {nameCell(object), PrintCell::text(controller), PrintCell::integer(root["revision"].toInt()),
            ageCell(object)};
}

// The details digests.

// Its containers of every kind, from the spec (so a pod not yet scheduled has them), their ports, its node.
void digestPod(ObjectDetails &details, const Object &, const QJsonObject &json)
{
    const QJsonObject spec = json.value(QLatin1String("spec")).toObject();
    if (const QString node = spec.value(QLatin1String("nodeName")).toString(); !node.isEmpty())
        details.references.append({QStringLiteral("v1"), QStringLiteral("Node"), {}, node, {}, false});
    const struct
    {
        const char *specKey;
        PodContainer::Kind kind;
    } groups[] = {{"initContainers", PodContainer::Kind::Init},
                  {"containers", PodContainer::Kind::Regular},
                  {"ephemeralContainers", PodContainer::Kind::Ephemeral}};
    for (const auto &group : groups)
        for (const QJsonValue &value : spec.value(QLatin1String(group.specKey)).toArray()) {
            const QJsonObject container = value.toObject();
            details.containers.append({container.value(QLatin1String("name")).toString(), group.kind});
            for (const QJsonValue &port : container.value(QLatin1String("ports")).toArray())
                addForwardablePort(details, port.toObject(), "containerPort");
        }
}

const GroupVersionResource podsResource{QString(), QStringLiteral("v1"), QStringLiteral("pods")};

RelatedQuery podsControlledBy(const ObjectDetails &details, const QJsonObject &json)
{
    return controlledQuery(details, json, podsResource, QStringLiteral("v1"), QStringLiteral("Pod"));
}

// spec.replicas, defaulted as the apiserver does: what the scale dialog starts from.
void addReplicas(ObjectDetails &details, const QJsonObject &json)
{
    details.desiredReplicas =
        objectAt(json, {"spec"}).value(QLatin1String("replicas")).toInt(int(defaultReplicas));
}

void digestDeployment(ObjectDetails &details, const Object &object, const QJsonObject &json)
{
    details.related.append(controlledQuery(
        details, json, {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("replicasets")},
        QStringLiteral("apps/v1"), QStringLiteral("ReplicaSet")));
    addReplicas(details, json);
    addPodTemplateLogs(details, object, json);
}

void digestReplicaSet(ObjectDetails &details, const Object &object, const QJsonObject &json)
{
    details.related.append(podsControlledBy(details, json));
    addReplicas(details, json);
    addPodTemplateLogs(details, object, json);
}

void digestStatefulSet(ObjectDetails &details, const Object &object, const QJsonObject &json)
{
    details.related.append(podsControlledBy(details, json));
    addReplicas(details, json);
    addPodTemplateLogs(details, object, json);
}

void digestDaemonSet(ObjectDetails &details, const Object &object, const QJsonObject &json)
{
    details.related.append(podsControlledBy(details, json));
    addPodTemplateLogs(details, object, json);
}

void digestJob(ObjectDetails &details, const Object &object, const QJsonObject &json)
{
    details.related.append(
        controlledQuery(details, json, podsResource, QStringLiteral("v1"), QStringLiteral("Pod")));
    addPodTemplateLogs(details, object, json);
}

void digestCronJob(ObjectDetails &details, const Object &, const QJsonObject &json)
{
    // A CronJob's Jobs carry no label of it.
    details.related.append(controlledQuery(
        details, json, {QStringLiteral("batch"), QStringLiteral("v1"), QStringLiteral("jobs")},
        QStringLiteral("batch/v1"), QStringLiteral("Job"), false));
    details.suspended = objectAt(json, {"spec"}).value(QLatin1String("suspend")).toBool();
}

// What a new Deployment starts from in the window's New resource dialog (%1: the namespace).
const char deploymentManifest[] = R"(apiVersion: apps/v1
kind: Deployment
metadata:
  name: my-app
  namespace: %1
spec:
  replicas: 1
  selector:
    matchLabels:
      app: my-app
  template:
    metadata:
      labels:
        app: my-app
    spec:
      containers:
      - name: my-app
        image: nginx:1.27
        ports:
        - containerPort: 80
)";

// What a new Job starts from in the window's New resource dialog (%1: the namespace).
const char jobManifest[] = R"(apiVersion: batch/v1
kind: Job
metadata:
  name: my-job
  namespace: %1
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
      - name: job
        image: busybox:1.36
        command: ["sh", "-c", "echo hello"]
)";

// What a new CronJob starts from in the window's New resource dialog (%1: the namespace).
const char cronJobManifest[] = R"(apiVersion: batch/v1
kind: CronJob
metadata:
  name: my-cronjob
  namespace: %1
spec:
  schedule: "*/5 * * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
          - name: job
            image: busybox:1.36
            command: ["sh", "-c", "date"]
)";

} // namespace

void addWorkloadKinds(KindRegistry &registry)
{
    registry.add(BuiltinKinds::pods.group, BuiltinKinds::pods.resource,
                 {KindCategory::Workloads, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Pods"),
                  KindAction::GracefulDelete | KindAction::Usage | KindAction::LogsAndExec},
                 std::make_shared<const PodPrinter>());
    registry.add(BuiltinKinds::deployments.group, BuiltinKinds::deployments.resource,
                 {KindCategory::Workloads, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Deployments"),
                  KindAction::RolloutRestart | KindAction::LogsAndExec},
                 {nameColumn(), column("Ready", "Number of the pod with ready state"),
                  column("Up-to-date", "Total number of non-terminated pods targeted by this deployment that "
                                       "have the desired template spec."),
                  column("Available", "Total number of available pods (ready for at least minReadySeconds) "
                                      "targeted by this deployment."),
                  ageColumn(), containersColumn(), imagesColumn(),
                  column("Selector",
                         "Label selector for pods. Existing ReplicaSets whose pods are selected by this will "
                         "be the ones affected by "
                         "this deployment.",
                         1)},
                 deploymentCells, deploymentHealth);
    registry.add(
        "apps", "replicasets",
        {KindCategory::Workloads, QT_TRANSLATE_NOOP("kube::NavigatorModel", "ReplicaSets"),
         KindAction::LogsAndExec},
        {nameColumn(),
         column("Desired",
                "Replicas is the number of desired replicas. This is a pointer to distinguish between "
                "explicit zero and "
                "unspecified. Defaults to 1. More info: "
                "https://kubernetes.io/docs/concepts/workloads/controllers/replicationcon"
                "troller/#what-is-a-replicationcontroller",
                0, "integer"),
         column("Current",
                "Replicas is the most recently observed number of replicas. More info: "
                "https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller/"
                "#what-is-a-replicationcontrolle"
                "r",
                0, "integer"),
         column("Ready", "The number of ready replicas for this replica set.", 0, "integer"), ageColumn(),
         containersColumn(), imagesColumn(),
         column("Selector",
                "Selector is a label query over pods that should match the replica count. If the selector is "
                "empty, it is "
                "defaulted to the labels present on the pod template. Label keys and values that must match "
                "in order to be "
                "controlled by this replica set. More info: "
                "https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors",
                1)},
        replicaSetCells, replicatedHealth);
    registry.add(
        BuiltinKinds::replicationControllers.group, BuiltinKinds::replicationControllers.resource, otherKind,
        {nameColumn(),
         column("Desired",
                "Replicas is the number of desired replicas. This is a pointer to distinguish between "
                "explicit zero and "
                "unspecified. Defaults to 1. More info: "
                "https://kubernetes.io/docs/concepts/workloads/controllers/replicationcon"
                "troller#what-is-a-replicationcontroller",
                0, "integer"),
         column("Current",
                "Replicas is the most recently observed number of replicas. More info: "
                "https://kubernetes.io/docs/concepts/workloads/controllers/"
                "replicationcontroller#what-is-a-replicationcontroller"
                "",
                0, "integer"),
         column("Ready", "The number of ready replicas for this replication controller.", 0, "integer"),
         ageColumn(), containersColumn(), imagesColumn(),
         column("Selector",
                "Selector is a label query over pods that should match the Replicas count. If Selector is "
                "empty, it is "
                "defaulted to the labels present on the Pod template. Label keys and values that must match "
                "in order to be "
                "controlled by this replication controller, if empty defaulted to labels on Pod template. "
                "More info: "
                "https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors",
                1)},
        replicationControllerCells, replicatedHealth);
    registry.add("apps", "statefulsets",
                 {KindCategory::Workloads, QT_TRANSLATE_NOOP("kube::NavigatorModel", "StatefulSets"),
                  KindAction::RolloutRestart | KindAction::LogsAndExec},
                 {nameColumn(), column("Ready", "Number of the pod with ready state"), ageColumn(),
                  containersColumn(), imagesColumn()},
                 statefulSetCells, replicatedHealth);
    registry.add(
        BuiltinKinds::daemonSets.group, BuiltinKinds::daemonSets.resource,
        {KindCategory::Workloads, QT_TRANSLATE_NOOP("kube::NavigatorModel", "DaemonSets"),
         KindAction::RolloutRestart | KindAction::LogsAndExec},
        {nameColumn(),
         column("Desired",
                "The total number of nodes that should be running the daemon pod (including nodes correctly "
                "running the daemon "
                "pod). More info: https://kubernetes.io/docs/concepts/workloads/controllers/daemonset/",
                0, "integer"),
         column("Current",
                "The number of nodes that are running at least 1 daemon pod and are supposed to run the "
                "daemon pod. More info: "
                "https://kubernetes.io/docs/concepts/workloads/controllers/daemonset/",
                0, "integer"),
         column("Ready",
                "The number of nodes that should be running the daemon pod and have one or more of the "
                "daemon pod running and "
                "ready.",
                0, "integer"),
         column("Up-to-date", "The total number of nodes that are running updated daemon pod", 0, "integer"),
         column("Available",
                "The number of nodes that should be running the daemon pod and have one or more of the "
                "daemon pod running and "
                "available (ready for at least spec.minReadySeconds)",
                0, "integer"),
         column("Node Selector", "NodeSelector is a selector which must be true for the pod to fit on a "
                                 "node. Selector which must match a "
                                 "node's labels for the pod to be scheduled on that node. More info: "
                                 "https://kubernetes.io/docs/concepts/configuration/assign-pod-node/"),
         ageColumn(), containersColumn(), imagesColumn(),
         column("Selector",
                "A label query over pods that are managed by the daemon set. Must match in order to be "
                "controlled. If empty, "
                "defaulted to labels on Pod template. More info: "
                "https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors",
                1)},
        daemonSetCells, daemonSetHealth);
    registry.add(
        "batch", "jobs",
        {KindCategory::Workloads, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Jobs"), KindAction::LogsAndExec},
        {nameColumn(), column("Completions", "The number of pods which reached phase Succeeded."),
         column("Duration", "Time required to complete the job."), ageColumn(), containersColumn(),
         imagesColumn(),
         column("Selector",
                "A label query over pods that should match the pod count. Normally, the system sets this "
                "field for you. More "
                "info: "
                "https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors",
                1)},
        jobCells, jobHealth);
    registry.add(
        "batch", "cronjobs",
        {KindCategory::Workloads, QT_TRANSLATE_NOOP("kube::NavigatorModel", "CronJobs"),
         KindAction::CreateJob},
        {nameColumn(),
         column("Schedule", "The schedule in Cron format, see https://en.wikipedia.org/wiki/Cron."),
         column("Suspend",
                "This flag tells the controller to suspend subsequent executions, it does not apply to "
                "already started "
                "executions.  Defaults to false.",
                0, "boolean"),
         column("Active", "A list of pointers to currently running jobs.", 0, "integer"),
         column("Last Schedule", "Information when was the last time the job was successfully scheduled."),
         ageColumn(), containersColumn(), imagesColumn(),
         column("Selector",
                "A label query over pods that should match the pod count. Normally, the system sets this "
                "field for you. More "
                "info: "
                "https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors",
                1)},
        cronJobCells, cronJobHealth);
    registry.add("", "podtemplates", otherKind,
                 {nameColumn(), column("Containers", "Names of each container in the template."),
                  column("Images", "Images referenced by each container in the template."),
                  column("Pod Labels", "The labels for the pod template.")},
                 podTemplateCells, noHealth);
    registry.add("apps", "controllerrevisions", otherKind,
                 {nameColumn(), column("Controller", "Controller of the object"),
                  column("Revision", "Revision indicates the revision of the state represented by Data."),
                  ageColumn()},
                 controllerRevisionCells, noHealth);

    registry.setDigest("", "pods", digestPod);
    registry.setDigest("apps", "deployments", digestDeployment);
    registry.setDigest("apps", "replicasets", digestReplicaSet);
    registry.setDigest("apps", "statefulsets", digestStatefulSet);
    registry.setDigest("apps", "daemonsets", digestDaemonSet);
    registry.setDigest("batch", "jobs", digestJob);
    registry.setDigest("batch", "cronjobs", digestCronJob);

    registry.setManifest("apps", "deployments", deploymentManifest);
    registry.setManifest("batch", "jobs", jobManifest);
    registry.setManifest("batch", "cronjobs", cronJobManifest);
    registry.setDescriber("", "pods", describePodObject);
    registry.setDescriber("apps", "deployments", describeDeploymentObject);
    registry.setDescriber("apps", "replicasets", describeReplicaSetObject);
    registry.setDescriber("apps", "statefulsets", describeStatefulSetObject);
    registry.setDescriber("apps", "daemonsets", describeDaemonSetObject);
    registry.setDescriber("batch", "jobs", describeJobObject);
    registry.setDescriber("batch", "cronjobs", describeCronJobObject);
    registry.setDescriber("", "replicationcontrollers", describeReplicationControllerObject);
}

} // namespace kube::detail
