// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kinddigest.h"
#include "kindprinter.h"

#include "describe/describers.h"

#include "printers/outputformat.h"

#include <QMap>
#include <QStringDecoder>

// Configuration, quotas and policy (kubectl's printConfigMap, printSecret, printResourceQuota,
// printHorizontalPodAutoscaler, printPodDisruptionBudget, printLease, printRuntimeClass; LimitRanges print as
// the apiserver's default).
namespace kube::detail {

namespace {

QList<PrintCell> configMapCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::integer(qint64(root["data"].size() + root["binaryData"].size())),
            ageCell(object)};
}

QList<PrintCell> secretCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::text(root["type"].text()),
            PrintCell::integer(qint64(root["data"].size())), ageCell(object)};
}

// "pods: 27/40, requests.cpu: 1350m/8" for the requests, the same for the limits, by resource name.
QList<PrintCell> resourceQuotaCells(const Object &object, Field root)
{
    const Field status = root["status"];
    QMap<QString, QString> hard;
    status["hard"].forEachMember([&](std::string_view name, Field quantity) {
        hard.insert(QString::fromUtf8(name.data(), qsizetype(name.size())), quantity.text());
    });
    QStringList requests, limits;
    for (auto it = hard.cbegin(); it != hard.cend(); ++it) {
        const Field used = status["used"][it.key().toStdString()];
        const QString pair =
            QStringLiteral("%1: %2/%3")
                .arg(it.key(), used.exists() ? used.text() : QStringLiteral("0"), it.value());
        (it.key().startsWith(QLatin1String("limits")) ? limits : requests).append(pair);
    }
    return {nameCell(object), ageCell(object), PrintCell::text(requests.join(QStringLiteral(", "))),
            PrintCell::text(limits.join(QStringLiteral(", ")))};
}

// One metric's "current/target": the status entry at the same index reports the current value.
QString hpaMetric(Field spec, Field status)
{
    static const QString unknown = QStringLiteral("<unknown>");
    const QString type = spec["type"].text();
    const auto sourceKey = [](const QString &type) -> std::string {
        if (type == QLatin1String("ContainerResource"))
            return "containerResource";
        return type.isEmpty() ? std::string()
                              : type.left(1).toLower().toStdString() + type.mid(1).toStdString();
    };
    const std::string key = sourceKey(type);
    if (key != "resource" && key != "containerResource" && key != "pods" && key != "object" &&
        key != "external")
        return QStringLiteral("<unknown type>");
    const Field target = spec[key]["target"];
    const Field current = status["type"].text() == type ? status[key]["current"] : Field();
    const bool statusPresent = status[key].exists() && status["type"].text() == type;
    if (key == "pods")
        return QStringLiteral("%1/%2").arg(statusPresent ? current["averageValue"].text() : unknown,
                                           target["averageValue"].text());
    if (key == "object" || key == "external") {
        if (target["averageValue"].exists()) {
            const QString now =
                statusPresent && current["averageValue"].exists() ? current["averageValue"].text() : unknown;
            return QStringLiteral("%1/%2 (avg)").arg(now, target["averageValue"].text());
        }
        return QStringLiteral("%1/%2").arg(statusPresent ? current["value"].text() : unknown,
                                           target["value"].text());
    }
    if (target["averageValue"].exists())
        return QStringLiteral("%1/%2").arg(statusPresent ? current["averageValue"].text() : unknown,
                                           target["averageValue"].text());
    const QString now = statusPresent && current["averageUtilization"].exists()
                            ? QStringLiteral("%1%").arg(current["averageUtilization"].toInt())
                            : unknown;
    const QString wanted = target["averageUtilization"].exists()
                               ? QStringLiteral("%1%").arg(target["averageUtilization"].toInt())
                               : QStringLiteral("<auto>");
    return QStringLiteral("%1/%2").arg(now, wanted);
}

// TARGETS: the first two metrics, then "+ N more...". autoscaling/v1 objects carry one CPU target instead.
QString hpaTargets(Field spec, Field status)
{
    if (!spec["metrics"].exists() && spec["targetCPUUtilizationPercentage"].exists()) {
        const Field current = status["currentCPUUtilizationPercentage"];
        return QStringLiteral("%1/%2%")
            .arg(current.exists() ? QStringLiteral("%1%").arg(current.toInt()) : QStringLiteral("<unknown>"))
            .arg(spec["targetCPUUtilizationPercentage"].toInt());
    }
    const size_t count = spec["metrics"].size();
    if (count == 0)
        return QStringLiteral("<none>");
    constexpr size_t listedAtMost = 2;
    QStringList listed;
    for (size_t i = 0; i < count && i < listedAtMost; ++i)
        listed.append(hpaMetric(spec["metrics"].at(i), status["currentMetrics"].at(i)));
    QString text = listed.join(QStringLiteral(", "));
    if (count > listedAtMost)
        text += QStringLiteral(" + %1 more...").arg(count - listedAtMost);
    return text;
}

QList<PrintCell> horizontalPodAutoscalerCells(const Object &object, Field root)
{
    const Field spec = root["spec"], status = root["status"];
    const Field target = spec["scaleTargetRef"];
    const auto minReplicas = spec["minReplicas"].integer();
    return {nameCell(object),
            PrintCell::text(target["kind"].text() + QLatin1Char('/') + target["name"].text()),
            PrintCell::text(hpaTargets(spec, status)),
            minReplicas ? PrintCell::number(double(*minReplicas), QString::number(*minReplicas))
                        : PrintCell::text(QStringLiteral("<unset>")),
            PrintCell::integer(spec["maxReplicas"].toInt()),
            PrintCell::integer(status["currentReplicas"].toInt()),
            ageCell(object)};
}

PrintCell intOrStringCell(Field value)
{
    if (!value.exists())
        return PrintCell::text(QStringLiteral("N/A"));
    if (const auto number = value.integer())
        return PrintCell::number(double(*number), QString::number(*number));
    return PrintCell::text(value.text());
}

QList<PrintCell> podDisruptionBudgetCells(const Object &object, Field root)
{
    const Field spec = root["spec"];
    return {nameCell(object), intOrStringCell(spec["minAvailable"]), intOrStringCell(spec["maxUnavailable"]),
            PrintCell::integer(root["status"]["disruptionsAllowed"].toInt()), ageCell(object)};
}

QList<PrintCell> leaseCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::text(root["spec"]["holderIdentity"].text()), ageCell(object)};
}

QList<PrintCell> runtimeClassCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::text(root["handler"].text()), ageCell(object)};
}

// An autoscaler that cannot read its metrics (ScalingActive False) or cannot compute a scale (AbleToScale
// False) does not scale.
Health autoscalerHealth(const Object &, Field root)
{
    const Field conditions = root["status"]["conditions"];
    if (conditionStatus(conditions, "ScalingActive") == "False" ||
        conditionStatus(conditions, "AbleToScale") == "False")
        return Health::Warning;
    return conditions.size() ? Health::Healthy : Health::Unknown;
}

// k9s's budget rule: fewer healthy pods than the budget wants.
Health disruptionBudgetHealth(const Object &, Field root)
{
    const Field status = root["status"];
    if (!status["desiredHealthy"].exists())
        return Health::Unknown;
    return replicasHealth(status["currentHealthy"].toInt(), status["desiredHealthy"].toInt());
}

// The details digests.

// A Secret value longer than this is summarised rather than shown whole in the overview (the YAML has it
// all).
constexpr qsizetype maxShownValueBytes = 64 * 1024;

// Its keys, each value decoded from base64, for the overview to reveal one by one.
void addSecretData(ObjectDetails &details, const QJsonObject &json)
{
    const QJsonObject data = json.value(QLatin1String("data")).toObject();
    for (auto it = data.begin(); it != data.end(); ++it) {
        const QByteArray bytes = QByteArray::fromBase64(it.value().toString().toLatin1());
        QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = utf8.decode(bytes);
        const bool binary = utf8.hasError() || bytes.size() > maxShownValueBytes;
        details.data.append({it.key(), binary ? QString::number(bytes.size()) : decoded, true, binary});
    }
}

// Its values and the last-applied annotation that repeats them stay hidden until the user reveals them.
void digestSecret(ObjectDetails &details, const Object &, const QJsonObject &json)
{
    details.maskedYaml =
        OutputFormat::toYaml(ObjectDetails::maskedSecret(OutputFormat::withoutManagedFields(json)));
    const QJsonObject masked = objectAt(ObjectDetails::maskedSecret(json), {"metadata", "annotations"});
    for (auto &[key, value] : details.annotations)
        value = masked.value(key).toString();
    addSecretData(details, json);
}

// What a new ConfigMap starts from in the window's New resource dialog (%1: the namespace).
const char configMapManifest[] = R"(apiVersion: v1
kind: ConfigMap
metadata:
  name: my-config
  namespace: %1
data:
  key: value
)";

// What a new Secret starts from in the window's New resource dialog (%1: the namespace).
const char secretManifest[] = R"(apiVersion: v1
kind: Secret
metadata:
  name: my-secret
  namespace: %1
type: Opaque
stringData:
  password: change-me
)";

} // namespace

void addConfigKinds(KindRegistry &registry)
{
    registry.add(
        "", "configmaps", {KindCategory::Config, QT_TRANSLATE_NOOP("kube::NavigatorModel", "ConfigMaps")},
        {nameColumn(),
         column("Data", "Data contains the configuration data. Each key must consist of alphanumeric "
                        "characters, '-', '_' or '.'. "
                        "Values with non-UTF-8 byte sequences must use the BinaryData field. The keys stored "
                        "in Data must not overlap "
                        "with the keys in the BinaryData field, this is enforced during validation process."),
         ageColumn()},
        configMapCells, noHealth);
    registry.add(
        "", "secrets", {KindCategory::Config, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Secrets")},
        {nameColumn(),
         column("Type", "Used to facilitate programmatic handling of secret data. More info: "
                        "https://kubernetes.io/docs/concepts/configuration/secret/#secret-types"),
         column("Data",
                "Data contains the secret data. Each key must consist of alphanumeric characters, '-', '_' "
                "or '.'. The "
                "serialized form of the secret data is a base64 encoded string, representing the arbitrary "
                "(possibly "
                "non-string) data value here. Described in https://tools.ietf.org/html/rfc4648#section-4"),
         ageColumn()},
        secretCells, noHealth);
    registry.add(
        "", "resourcequotas",
        {KindCategory::Config, QT_TRANSLATE_NOOP("kube::NavigatorModel", "ResourceQuotas")},
        {nameColumn(), ageColumn(),
         column("Request", "Request represents a minimum amount of cpu/memory that a container may consume."),
         column("Limit", "Limits control the maximum amount of cpu/memory that a container may use "
                         "independent of contention on the "
                         "node.")},
        resourceQuotaCells, noHealth);
    registry.addDefault("", "limitranges",
                        {KindCategory::Config, QT_TRANSLATE_NOOP("kube::NavigatorModel", "LimitRanges")});
    registry.add(
        "autoscaling", "horizontalpodautoscalers",
        {KindCategory::Config, QT_TRANSLATE_NOOP("kube::NavigatorModel", "HorizontalPodAutoscalers")},
        {nameColumn(),
         column("Reference", "scaleTargetRef points to the target resource to scale, and is used to "
                             "the pods for which metrics should be "
                             "collected, as well as to actually change the replica count."),
         column("Targets", "metrics contains the specifications for which to use to calculate the "
                           "desired replica count (the maximum "
                           "replica count across all metrics will be used).  The desired replica "
                           "count is calculated multiplying the "
                           "ratio between the target value and the current value by the current "
                           "number of pods.  Ergo, metrics used must "
                           "decrease as the pod count is increased, and vice-versa.  See the "
                           "individual metric source types for more "
                           "information about how each type of metric must respond."),
         column("MinPods", "minReplicas is the lower limit for the number of replicas to which the "
                           "autoscaler can scale down.  It "
                           "defaults to 1 pod.  minReplicas is allowed to be 0 if the alpha feature "
                           "gate HPAScaleToZero is enabled and at "
                           "least one Object or External metric is configured.  Scaling is active "
                           "as long as at least one metric value is "
                           "available."),
         column("MaxPods", "maxReplicas is the upper limit for the number of replicas to which the "
                           "autoscaler can scale up. It cannot be "
                           "less that minReplicas."),
         column("Replicas", "currentReplicas is current number of replicas of pods managed by this "
                            "autoscaler, as last seen by the "
                            "autoscaler."),
         ageColumn()},
        horizontalPodAutoscalerCells, autoscalerHealth);
    registry.add("policy", "poddisruptionbudgets", otherKind,
                 {nameColumn(), column("Min Available", "The minimum number of pods that must be available."),
                  column("Max Unavailable", "The maximum number of pods that may be unavailable."),
                  column("Allowed Disruptions",
                         "Calculated number of pods that may be disrupted at this time.", 0, "integer"),
                  ageColumn()},
                 podDisruptionBudgetCells, disruptionBudgetHealth);
    registry.add("coordination.k8s.io", "leases", otherKind,
                 {nameColumn(),
                  column("Holder", "holderIdentity contains the identity of the holder of a current lease."),
                  ageColumn()},
                 leaseCells, noHealth);
    registry.add("node.k8s.io", "runtimeclasses", otherKind,
                 {nameColumn(), column("Handler", ""), ageColumn()}, runtimeClassCells, noHealth);

    registry.setDigest("", "secrets", digestSecret);

    registry.setManifest("", "configmaps", configMapManifest);
    registry.setManifest("", "secrets", secretManifest);
    registry.setDescriber("", "configmaps", describeConfigMapObject);
    registry.setDescriber("", "secrets", describeSecretObject);
    registry.setDescriber("", "resourcequotas", describeResourceQuotaObject);
    registry.setDescriber("", "limitranges", describeLimitRangeObject);
    registry.setDescriber("autoscaling", "horizontalpodautoscalers", describeHorizontalPodAutoscalerObject);
    registry.setDescriber("policy", "poddisruptionbudgets", describePodDisruptionBudgetObject);
}

} // namespace kube::detail
