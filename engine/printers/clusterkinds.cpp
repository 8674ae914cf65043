// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "builtinkinds.h"
#include "kinddigest.h"
#include "kindprinter.h"

#include "describe/describers.h"
#include "printers/humanduration.h"
#include "printers/podview.h"

#include <QSet>

// Cluster-wide kinds and events (kubectl's printNode, printNamespace, printEvent, printAPIService,
// printFlowSchema, printPriorityLevelConfiguration, printPriorityClass).
namespace kube::detail {

namespace {

QString nodeAddress(Field status, std::string_view type)
{
    QString address = QStringLiteral("<none>");
    status["addresses"].forEach([&](Field entry) {
        if (address == QLatin1String("<none>") && entry["type"].view() == type)
            address = entry["address"].text();
    });
    return address;
}

QString orUnknown(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("<unknown>") : text;
}

QList<PrintCell> nodeCells(const Object &object, Field root)
{
    const Field status = root["status"];
    QStringList conditions;
    status["conditions"].forEach([&](Field condition) {
        if (condition["type"].view() == "Ready")
            conditions = {condition["status"].view() == "True" ? QStringLiteral("Ready")
                                                               : QStringLiteral("NotReady")};
    });
    if (conditions.isEmpty())
        conditions.append(QStringLiteral("Unknown"));
    if (root["spec"]["unschedulable"].boolean().value_or(false))
        conditions.append(QStringLiteral("SchedulingDisabled"));

    static constexpr std::string_view rolePrefix = "node-role.kubernetes.io/";
    QSet<QString> roleSet;
    root["metadata"]["labels"].forEachMember([&](std::string_view key, Field value) {
        if (key.substr(0, rolePrefix.size()) == rolePrefix && key.size() > rolePrefix.size())
            roleSet.insert(
                QString::fromUtf8(key.data() + rolePrefix.size(), qsizetype(key.size() - rolePrefix.size())));
        else if (key == "kubernetes.io/role" && !value.text().isEmpty())
            roleSet.insert(value.text());
    });
    QStringList roles(roleSet.cbegin(), roleSet.cend());
    roles.sort();

    const Field info = status["nodeInfo"];
    return {nameCell(object),
            PrintCell::text(conditions.join(QLatin1Char(','))),
            PrintCell::text(orNone(roles.join(QLatin1Char(',')))),
            ageCell(object),
            PrintCell::text(info["kubeletVersion"].text()),
            PrintCell::text(nodeAddress(status, "InternalIP")),
            PrintCell::text(nodeAddress(status, "ExternalIP")),
            PrintCell::text(orUnknown(info["osImage"].text())),
            PrintCell::text(orUnknown(info["kernelVersion"].text())),
            PrintCell::text(orUnknown(info["containerRuntimeVersion"].text()))};
}

QList<PrintCell> namespaceCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::text(root["status"]["phase"].text()), ageCell(object)};
}

// Where an event's fields are: core/v1 and events.k8s.io/v1 name them differently; the apiserver prints both
// through the core type.
struct EventFields
{
    std::string_view involvedObject, message, source, firstTimestamp, lastTimestamp, count,
        reportingController;
};
constexpr EventFields coreEvent{
    "involvedObject", "message", "source", "firstTimestamp", "lastTimestamp", "count", "reportingComponent"};
constexpr EventFields eventsV1Event{"regarding",
                                    "note",
                                    "deprecatedSource",
                                    "deprecatedFirstTimestamp",
                                    "deprecatedLastTimestamp",
                                    "deprecatedCount",
                                    "reportingController"};

QList<PrintCell> eventCells(const Object &object, Field root, const EventFields &fields)
{
    qint64 first = root[fields.firstTimestamp].timestamp();
    if (!first)
        first = root["eventTime"].timestamp();
    qint64 last = root[fields.lastTimestamp].timestamp();
    if (!last)
        last = first;
    qint64 count = root[fields.count].toInt();
    if (const Field series = root["series"]; series.exists()) {
        last = series["lastObservedTime"].timestamp();
        count = series["count"].toInt();
    } else if (count == 0) {
        count = 1;
    }
    const Field involved = root[fields.involvedObject];
    const QString kind = involved["kind"].text().toLower();
    const QString target =
        involved["name"].text().isEmpty() ? kind : kind + QLatin1Char('/') + involved["name"].text();
    const Field source = root[fields.source];
    const QString component = source["component"].text().isEmpty() ? root[fields.reportingController].text()
                                                                   : source["component"].text();
    const QString host =
        source["host"].text().isEmpty() ? root["reportingInstance"].text() : source["host"].text();
    return {PrintCell::age(last),
            PrintCell::text(root["type"].text()),
            PrintCell::text(root["reason"].text()),
            PrintCell::text(target),
            PrintCell::text(involved["fieldPath"].text()),
            PrintCell::text(host.isEmpty() ? component : component + QStringLiteral(", ") + host),
            PrintCell::text(root[fields.message].text().trimmed()),
            PrintCell::age(first),
            PrintCell::integer(count),
            nameCell(object)};
}

QList<PrintCell> coreEventCells(const Object &object, Field root)
{
    return eventCells(object, root, coreEvent);
}

QList<PrintCell> eventsV1EventCells(const Object &object, Field root)
{
    return eventCells(object, root, eventsV1Event);
}

QList<PrintCell> priorityClassCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::integer(root["value"].toInt()),
            PrintCell::boolean(root["globalDefault"].boolean().value_or(false)), ageCell(object)};
}

QList<PrintCell> apiServiceCells(const Object &object, Field root)
{
    const Field service = root["spec"]["service"];
    QString available = QStringLiteral("Unknown");
    root["status"]["conditions"].forEach([&](Field condition) {
        if (condition["type"].view() != "Available")
            return;
        available = condition["status"].text();
        if (condition["status"].view() != "True" && !condition["reason"].text().isEmpty())
            available += QStringLiteral(" (%1)").arg(condition["reason"].text());
    });
    return {nameCell(object),
            PrintCell::text(service.exists()
                                ? service["namespace"].text() + QLatin1Char('/') + service["name"].text()
                                : QStringLiteral("Local")),
            PrintCell::text(available), ageCell(object)};
}

QList<PrintCell> flowSchemaCells(const Object &object, Field root)
{
    const Field spec = root["spec"];
    QString dangling = QStringLiteral("?");
    bool found = false;
    root["status"]["conditions"].forEach([&](Field condition) {
        if (!found && condition["type"].view() == "Dangling") {
            dangling = condition["status"].text();
            found = true;
        }
    });
    const Field method = spec["distinguisherMethod"];
    return {nameCell(object),
            PrintCell::text(spec["priorityLevelConfiguration"]["name"].text()),
            PrintCell::integer(spec["matchingPrecedence"].toInt()),
            PrintCell::text(method.exists() ? method["type"].text() : QStringLiteral("<none>")),
            ageCell(object),
            PrintCell::text(dangling)};
}

PrintCell integerOrNone(Field value)
{
    return value.exists() ? PrintCell::integer(value.toInt()) : PrintCell::text(QStringLiteral("<none>"));
}

QList<PrintCell> priorityLevelCells(const Object &object, Field root)
{
    const Field spec = root["spec"];
    const Field limited = spec["limited"];
    const Field queuing = limited["limitResponse"]["queuing"];
    return {nameCell(object),
            PrintCell::text(spec["type"].text()),
            limited.exists() ? PrintCell::integer(limited["nominalConcurrencyShares"].toInt())
                             : PrintCell::text(QStringLiteral("<none>")),
            integerOrNone(queuing.exists() ? queuing["queues"] : Field()),
            integerOrNone(queuing.exists() ? queuing["handSize"] : Field()),
            integerOrNone(queuing.exists() ? queuing["queueLengthLimit"] : Field()),
            ageCell(object)};
}

QList<PrintCell> webhookConfigurationCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::integer(qint64(root["webhooks"].size())), ageCell(object)};
}

// The Healthy condition's status, message and error; Unknown without one.
QList<PrintCell> componentStatusCells(const Object &object, Field root)
{
    QString status = QStringLiteral("Unknown"), message, error;
    bool found = false;
    root["conditions"].forEach([&](Field condition) {
        if (found || condition["type"].view() != "Healthy")
            return;
        found = true;
        status =
            condition["status"].view() == "True" ? QStringLiteral("Healthy") : QStringLiteral("Unhealthy");
        message = condition["message"].text();
        error = condition["error"].text();
    });
    return {nameCell(object), PrintCell::text(status), PrintCell::text(message), PrintCell::text(error)};
}

// kubectl's extractCSRStatus: Denied, else Approved, else Pending; then ",Failed" and ",Issued".
QList<PrintCell> certificateSigningRequestCells(const Object &object, Field root)
{
    bool approved = false, denied = false, failed = false;
    root["status"]["conditions"].forEach([&](Field condition) {
        const std::string_view type = condition["type"].view();
        approved |= type == "Approved";
        denied |= type == "Denied";
        failed |= type == "Failed";
    });
    QString condition = denied     ? QStringLiteral("Denied")
                        : approved ? QStringLiteral("Approved")
                                   : QStringLiteral("Pending");
    if (failed)
        condition += QStringLiteral(",Failed");
    if (!root["status"]["certificate"].text().isEmpty())
        condition += QStringLiteral(",Issued");
    const Field spec = root["spec"];
    const QString signer = spec["signerName"].text();
    const auto seconds = spec["expirationSeconds"].integer();
    return {nameCell(object),
            ageCell(object),
            PrintCell::text(orNone(signer)),
            PrintCell::text(spec["username"].text()),
            PrintCell::text(seconds ? humanDuration(*seconds * 1000) : QStringLiteral("<none>")),
            PrintCell::text(condition)};
}

// k9s's node rule: a node not Ready needs a person (kubectl prints "Unknown" when the kubelet never
// said); a cordoned one is Ready but takes no new pods.
Health nodeHealth(const Object &, Field root)
{
    if (conditionStatus(root["status"]["conditions"], "Ready") != "True")
        return Health::Failing;
    return root["spec"]["unschedulable"].boolean().value_or(false) ? Health::Warning : Health::Healthy;
}

Health namespaceHealth(const Object &, Field root)
{
    return root["status"]["phase"].view() == "Terminating" ? Health::Warning : Health::Healthy;
}

// Both Event APIs keep the type in "type".
Health eventHealth(const Object &, Field root)
{
    return root["type"].view() == "Warning" ? Health::Warning : Health::Unknown;
}

// An aggregated API that is not Available fails every request to its group.
Health apiServiceHealth(const Object &, Field root)
{
    const std::string_view available = conditionStatus(root["status"]["conditions"], "Available");
    if (available.empty())
        return Health::Unknown;
    return available == "True" ? Health::Healthy : Health::Failing;
}

// The details digests.

void digestNode(ObjectDetails &details, const Object &, const QJsonObject &json)
{
    RelatedQuery pods = podsQuery(DetailsLabel::Runs, {});
    pods.fieldSelector = QStringLiteral("spec.nodeName=") + details.name;
    details.related.append(pods);
    details.unschedulable = objectAt(json, {"spec"}).value(QLatin1String("unschedulable")).toBool();
}

// The object an Event is about, as a link: core/v1 names it involvedObject, events.k8s.io/v1 regarding.
void digestEvent(ObjectDetails &details, const Object &, const QJsonObject &json)
{
    const QJsonObject about =
        json.value(QLatin1String(json.contains(QLatin1String("regarding")) ? "regarding" : "involvedObject"))
            .toObject();
    if (!about.isEmpty())
        details.references.append({about.value(QLatin1String("apiVersion")).toString(),
                                   about.value(QLatin1String("kind")).toString(),
                                   about.value(QLatin1String("namespace")).toString(),
                                   about.value(QLatin1String("name")).toString(),
                                   about.value(QLatin1String("uid")).toString(), false});
}

// What a new Namespace starts from in the window's New resource dialog.
const char namespaceManifest[] = R"(apiVersion: v1
kind: Namespace
metadata:
  name: my-namespace
)";

} // namespace

void addClusterKinds(KindRegistry &registry)
{
    // The apiserver describes both address columns with the field they come from.
    const char *nodeAddressesDescription =
        "List of addresses reachable to the node. Queried from cloud provider, if available. More info: "
        "https://kubernetes.io/docs/concepts/nodes/node/#addresses Note: This field is declared as "
        "mergeable, but the "
        "merge key is not sufficiently unique, which can cause data corruption when it is merged. "
        "Callers should "
        "instead use a full-replacement patch. See https://pr.k8s.io/79391 for an example. Consumers "
        "should assume "
        "that addresses can change during the lifetime of a Node. However, there are some exceptions "
        "where this may "
        "not be possible, such as Pods that inherit a Node's address in its own status or consumers of "
        "the downward "
        "API (status.hostIP).";
    registry.add(
        BuiltinKinds::nodes.group, BuiltinKinds::nodes.resource,
        {KindCategory::Cluster, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Nodes"),
         KindAction::Drain | KindAction::Usage},
        {nameColumn(), statusColumn(column("Status", "The status of the node")),
         column("Roles", "The roles of the node"), ageColumn(),
         column("Version", "Kubelet Version reported by the node."),
         column("Internal-IP", nodeAddressesDescription, 1),
         column("External-IP", nodeAddressesDescription, 1),
         column("OS-Image",
                "OS Image reported by the node from /etc/os-release (e.g. Debian GNU/Linux 7 (wheezy)).", 1),
         column("Kernel-Version",
                "Kernel Version reported by the node from 'uname -r' (e.g. 3.16.0-0.bpo.4-amd64).", 1),
         column("Container-Runtime",
                "ContainerRuntime Version reported by the node through runtime remote API (e.g. "
                "containerd://1.4.2).",
                1)},
        nodeCells, nodeHealth);
    registry.add(BuiltinKinds::namespaces.group, BuiltinKinds::namespaces.resource,
                 {KindCategory::Cluster, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Namespaces")},
                 {nameColumn(), statusColumn(column("Status", "The status of the namespace")), ageColumn()},
                 namespaceCells, namespaceHealth);
    // Both Event APIs print the same columns (kube-apiserver uses one table convertor for them).
    const QList<PrintColumn> eventColumns = {
        column("Last Seen", "The time at which the most recent occurrence of this event was recorded."),
        column("Type", "Type of this event (Normal, Warning), new types could be added in the future"),
        column("Reason", "This should be a short, machine understandable string that gives the reason for "
                         "the transition into the "
                         "object's current status."),
        column("Object", "The object that this event is about."),
        column("Subobject",
               "If referring to a piece of an object instead of an entire object, this string should "
               "contain a valid JSON/Go "
               "field access statement, such as desiredState.manifest.containers[2]. For example, if the "
               "object reference is "
               "to a container within a pod, this would take on a value like: \"spec.containers{name}\" "
               "(where \"name\" "
               "refers to the name of the container that triggered the event) or if no container name is "
               "specified "
               "\"spec.containers[2]\" (container with index 2 in this pod). This syntax is chosen only to "
               "have some "
               "well-defined way of referencing a part of an object.",
               1),
        column("Source",
               "The component reporting this event. Should be a short machine understandable string.", 1),
        column("Message", "A human-readable description of the status of this operation."),
        column("First Seen",
               "The time at which the event was first recorded. (Time of server receipt is in TypeMeta.)", 1),
        column("Count", "The number of times this event has occurred.", 1),
        column("Name",
               "Name must be unique within a namespace. Is required when creating resources, although some "
               "resources may "
               "allow a client to request the generation of an appropriate name automatically. Name is "
               "primarily intended for "
               "creation idempotence and configuration definition. Cannot be updated. More info: "
               "https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names",
               1, "string", "name")};
    // What happened last is what a reader of events looks for: the youngest Last Seen first.
    const PrintSort newestFirst{QStringLiteral("Last Seen"), Qt::AscendingOrder};
    registry.add(BuiltinKinds::events.group, BuiltinKinds::events.resource,
                 {KindCategory::Cluster, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Events")}, eventColumns,
                 coreEventCells, eventHealth, newestFirst);
    registry.add("events.k8s.io", "events", otherKind, eventColumns, eventsV1EventCells, eventHealth,
                 newestFirst);
    registry.add("apiregistration.k8s.io", "apiservices", otherKind,
                 {nameColumn(),
                  column("Service", "The reference to the service that hosts this API endpoint."),
                  column("Available", "Whether this service is available."), ageColumn()},
                 apiServiceCells, apiServiceHealth);
    registry.add(
        "flowcontrol.apiserver.k8s.io", "flowschemas", otherKind,
        {nameColumn(),
         column("PriorityLevel",
                "`name` is the name of the priority level configuration being referenced Required."),
         column(
             "MatchingPrecedence",
             "`matchingPrecedence` is used to choose among the FlowSchemas that match a given request. The "
             "chosen "
             "FlowSchema is among those with the numerically lowest (which we take to be logically highest) "
             "MatchingPrecedence.  Each MatchingPrecedence value must be ranged in [1,10000]. Note that if "
             "the precedence "
             "is not specified, it will be set to 1000 as default."),
         column(
             "DistinguisherMethod",
             "`distinguisherMethod` defines how to compute the flow distinguisher for requests that match "
             "this schema. "
             "`nil` specifies that the distinguisher is disabled and thus will always be the empty string."),
         ageColumn(), column("MissingPL", "references a broken or non-existent PriorityLevelConfiguration")},
        flowSchemaCells, noHealth);
    registry.add(
        "flowcontrol.apiserver.k8s.io", "prioritylevelconfigurations", otherKind,
        {nameColumn(),
         column("Type",
                "`type` indicates whether this priority level is subject to limitation on request execution. "
                " A value of "
                "`\"Exempt\"` means that requests of this priority level are not subject to a limit (and "
                "thus are never "
                "queued) and do not detract from the capacity made available to other priority levels.  A "
                "value of "
                "`\"Limited\"` means that (a) requests of this priority level _are_ subject to limits and "
                "(b) some of the "
                "server's limited capacity is made available exclusively to this priority level. Required."),
         column("NominalConcurrencyShares",
                "`nominalConcurrencyShares` (NCS) contributes to the computation of the "
                "NominalConcurrencyLimit (NominalCL) of "
                "this level. This is the number of execution seats available at this priority level. This is "
                "used both for "
                "requests dispatched from this priority level as well as requests dispatched from other "
                "priority levels "
                "borrowing seats from this level. The server's concurrency limit (ServerCL) is divided among "
                "the Limited "
                "priority levels in proportion to their NCS values:\n\nNominalCL(i)  = ceil( ServerCL * "
                "NCS(i) / sum_ncs ) "
                "sum_ncs = sum[priority level k] NCS(k)\n\nBigger numbers mean a larger nominal concurrency "
                "limit, at the "
                "expense of every other priority level. This field has a default value of 30."),
         column("Queues", "`queues` is the number of queues for this priority level. The queues exist "
                          "independently at each apiserver. "
                          "The value must be positive.  Setting it to 1 effectively precludes "
                          "shufflesharding and thus makes the "
                          "distinguisher method of associated flow schemas irrelevant.  This field has a "
                          "default value of 64."),
         column("HandSize", "`handSize` is a small positive number that configures the shuffle sharding of "
                            "requests into queues.  When "
                            "enqueuing a request at this priority level the request's flow identifier (a "
                            "string pair) is hashed and the "
                            "hash value is used to shuffle the list of queues and deal a hand of the size "
                            "specified here.  The request is "
                            "put into one of the shortest queues in that hand. `handSize` must be no larger "
                            "than `queues`, and should be "
                            "significantly smaller (so that a few heavy flows do not saturate most of the "
                            "queues).  See the user-facing "
                            "documentation for more extensive guidance on setting this field.  This field "
                            "has a default value of 8."),
         column("QueueLengthLimit", "`queueLengthLimit` is the maximum number of requests allowed to be "
                                    "waiting in a given queue of this priority "
                                    "level at a time; excess requests are rejected.  This value must be "
                                    "positive.  If not specified, it will be "
                                    "defaulted to 50."),
         ageColumn()},
        priorityLevelCells, noHealth);
    registry.add("scheduling.k8s.io", "priorityclasses",
                 {KindCategory::Cluster, QT_TRANSLATE_NOOP("kube::NavigatorModel", "PriorityClasses")},
                 {nameColumn(),
                  column("Value",
                         "value represents the integer value of this priority class. This is the actual "
                         "priority that pods receive when "
                         "they have the name of this class in their pod spec.",
                         0, "integer"),
                  column("Global-Default",
                         "globalDefault specifies whether this PriorityClass should be considered as the "
                         "default priority for pods that "
                         "do not have any priority class. Only one PriorityClass can be marked as "
                         "`globalDefault`. However, if more "
                         "than one PriorityClasses exists with their `globalDefault` field set to true, the "
                         "smallest value of such "
                         "global default PriorityClasses will be used as the default priority.",
                         0, "boolean"),
                  ageColumn()},
                 priorityClassCells, noHealth);
    registry.add(
        "admissionregistration.k8s.io", "mutatingwebhookconfigurations", otherKind,
        {nameColumn(),
         column("Webhooks", "Webhooks indicates the number of webhooks registered in this configuration", 0,
                "integer"),
         ageColumn()},
        webhookConfigurationCells, noHealth);
    registry.add(
        "admissionregistration.k8s.io", "validatingwebhookconfigurations", otherKind,
        {nameColumn(),
         column("Webhooks", "Webhooks indicates the number of webhooks registered in this configuration", 0,
                "integer"),
         ageColumn()},
        webhookConfigurationCells, noHealth);
    registry.add("", "componentstatuses", otherKind,
                 {nameColumn(), column("Status", "Status of the component conditions"),
                  column("Message", "Message of the component conditions"),
                  column("Error", "Error of the component conditions")},
                 componentStatusCells, noHealth);
    registry.add(
        "certificates.k8s.io", "certificatesigningrequests", otherKind,
        {nameColumn(), ageColumn(),
         column(
             "SignerName",
             "signerName indicates the requested signer, and is a qualified name.\n\nList/watch requests for "
             "CertificateSigningRequests can filter on this field using a \"spec.signerName=NAME\" "
             "fieldSelector.\n\nWell-known Kubernetes signers are:\n 1. "
             "\"kubernetes.io/kube-apiserver-client\": issues client certificates that can be used to "
             "authenticate to kube-apiserver.\n  Requests for this signer are never auto-approved by "
             "kube-controller-manager, can be issued by the \"csrsigning\" controller in "
             "kube-controller-manager.\n 2. \"kubernetes.io/kube-apiserver-client-kubelet\": issues client "
             "certificates that kubelets use to authenticate to kube-apiserver.\n  Requests for this signer "
             "can be auto-approved by the \"csrapproving\" controller in kube-controller-manager, and can be "
             "issued by the \"csrsigning\" controller in kube-controller-manager.\n 3. "
             "\"kubernetes.io/kubelet-serving\" issues serving certificates that kubelets use to serve TLS "
             "endpoints, which kube-apiserver can connect to securely.\n  Requests for this signer are never "
             "auto-approved by kube-controller-manager, and can be issued by the \"csrsigning\" controller "
             "in kube-controller-manager.\n\nMore details are available at "
             "https://k8s.io/docs/reference/access-authn-authz/certificate-signing-requests/"
             "#kubernetes-signers\n\nCustom signerNames can also be specified. The signer defines:\n 1. "
             "Trust distribution: how trust (CA bundles) are distributed.\n 2. Permitted subjects: and "
             "behavior when a disallowed subject is requested.\n 3. Required, permitted, or forbidden x509 "
             "extensions in the request (including whether subjectAltNames are allowed, which types, "
             "restrictions on allowed values) and behavior when a disallowed extension is requested.\n 4. "
             "Required, permitted, or forbidden key usages / extended key usages.\n 5. "
             "Expiration/certificate lifetime: whether it is fixed by the signer, configurable by the "
             "admin.\n 6. Whether or not requests for CA certificates are allowed."),
         column("Requestor",
                "request contains an x509 certificate signing request encoded in a \"CERTIFICATE "
                "REQUEST\" PEM block. When serialized as JSON or YAML, the data is additionally "
                "base64-encoded."),
         column(
             "RequestedDuration",
             "expirationSeconds is the requested duration of validity of the issued certificate. The "
             "certificate signer may issue a certificate with a different validity duration so a client must "
             "check the delta between the notBefore and and notAfter fields in the issued certificate to "
             "determine the actual duration.\n\nThe v1.22+ in-tree implementations of the well-known "
             "Kubernetes signers will honor this field as long as the requested duration is not greater than "
             "the maximum duration they will honor per the --cluster-signing-duration CLI flag to the "
             "Kubernetes controller manager.\n\nCertificate signers may not honor this field for various "
             "reasons:\n\n  1. Old signer that is unaware of the field (such as the in-tree\n     "
             "implementations prior to v1.22)\n  2. Signer whose configured maximum is shorter than the "
             "requested duration\n  3. Signer whose configured minimum is longer than the requested "
             "duration\n\nThe minimum valid value for expirationSeconds is 600, i.e. 10 minutes."),
         column("Condition", "conditions applied to the request. Known conditions are \"Approved\", "
                             "\"Denied\", and \"Failed\".")},
        certificateSigningRequestCells, noHealth);

    registry.setDigest("", "nodes", digestNode);
    registry.setDigest("", "events", digestEvent);
    registry.setDigest("events.k8s.io", "events", digestEvent);

    registry.setManifest("", "namespaces", namespaceManifest);
    registry.setDescriber("", "nodes", describeNodeObject);
    registry.setDescriber("", "namespaces", describeNamespaceObject);
    registry.setDescriber("scheduling.k8s.io", "priorityclasses", describePriorityClassObject);
    registry.setDescriber("certificates.k8s.io", "certificatesigningrequests",
                          describeCertificateSigningRequestObject);
}

} // namespace kube::detail
