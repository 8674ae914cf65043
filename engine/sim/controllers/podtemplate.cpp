// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podtemplate.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kube::sim::PodTemplate {

using namespace Qt::StringLiterals;

namespace {
QJsonObject withContainerDefaults(QJsonObject container)
{
    const QString image = container.value(QLatin1String("image")).toString();
    const QString tag = image.section(QLatin1Char('/'), -1).section(QLatin1Char(':'), 1);
    if (!container.contains(QLatin1String("imagePullPolicy")))
        container.insert(u"imagePullPolicy"_s, tag.isEmpty() || tag == QLatin1String("latest") ? u"Always"_s : u"IfNotPresent"_s);
    if (!container.contains(QLatin1String("terminationMessagePath")))
        container.insert(u"terminationMessagePath"_s, u"/dev/termination-log"_s);
    if (!container.contains(QLatin1String("terminationMessagePolicy")))
        container.insert(u"terminationMessagePolicy"_s, u"File"_s);
    if (!container.contains(QLatin1String("resources")))
        container.insert(u"resources"_s, QJsonObject());
    QJsonArray ports;
    for (const QJsonValue &port : container.value(QLatin1String("ports")).toArray()) {
        QJsonObject p = port.toObject();
        if (!p.contains(QLatin1String("protocol")))
            p.insert(u"protocol"_s, u"TCP"_s);
        ports.append(p);
    }
    if (!ports.isEmpty())
        container.insert(u"ports"_s, ports);
    return container;
}
} // namespace

QJsonObject withTemplateSpecDefaults(QJsonObject spec)
{
    const std::pair<const char *, QJsonValue> defaults[] = {
        {"restartPolicy", u"Always"_s},        {"dnsPolicy", u"ClusterFirst"_s},   {"schedulerName", u"default-scheduler"_s},
        {"terminationGracePeriodSeconds", 30}, {"securityContext", QJsonObject()},
    };
    for (const auto &[key, value] : defaults)
        if (!spec.contains(QLatin1String(key)))
            spec.insert(QLatin1String(key), value);
    for (const char *list : {"containers", "initContainers"}) {
        if (!spec.contains(QLatin1String(list)))
            continue;
        QJsonArray containers;
        for (const QJsonValue &container : spec.value(QLatin1String(list)).toArray())
            containers.append(withContainerDefaults(container.toObject()));
        spec.insert(QLatin1String(list), containers);
    }
    return spec;
}

QJsonObject withSpecDefaults(QJsonObject spec)
{
    // What admission (ServiceAccount, Priority) and the Pod's own defaulting add to a pod, never to a template.
    const std::pair<const char *, QJsonValue> defaults[] = {
        {"serviceAccountName", u"default"_s}, {"serviceAccount", u"default"_s},
        {"enableServiceLinks", true},         {"preemptionPolicy", u"PreemptLowerPriority"_s},
        {"priority", 0},
    };
    for (const auto &[key, value] : defaults)
        if (!spec.contains(QLatin1String(key)))
            spec.insert(QLatin1String(key), value);
    return withTemplateSpecDefaults(spec);
}

QJsonObject instantiate(const QJsonObject &podTemplate, const QString &ns, const QString &name, const QJsonObject &owner, const QJsonObject &extraLabels,
                        const QString &generateName)
{
    const QJsonObject templateMeta = podTemplate.value(QLatin1String("metadata")).toObject();
    QJsonObject labels = templateMeta.value(QLatin1String("labels")).toObject();
    for (auto it = extraLabels.begin(); it != extraLabels.end(); ++it)
        labels.insert(it.key(), it.value());
    QJsonObject metadata{{u"name"_s, name}, {u"namespace"_s, ns}, {u"labels"_s, labels}, {u"ownerReferences"_s, QJsonArray{owner}}};
    if (!generateName.isEmpty())
        metadata.insert(u"generateName"_s, generateName);
    if (templateMeta.contains(QLatin1String("annotations")))
        metadata.insert(u"annotations"_s, templateMeta.value(QLatin1String("annotations")));
    return {{u"metadata"_s, metadata},
            {u"spec"_s, withSpecDefaults(podTemplate.value(QLatin1String("spec")).toObject())},
            {u"status"_s, QJsonObject{{u"phase"_s, u"Pending"_s}, {u"qosClass"_s, u"BestEffort"_s}}}};
}

QString hash(const QJsonObject &podTemplate)
{
    static const char alphabet[] = "bcdfghjklmnpqrstvwxz2456789";
    // FNV-1a over the template's compact JSON (keys sorted): the same template gives the same hash.
    quint64 value = 14695981039346656037ULL;
    for (const char c : QJsonDocument(podTemplate).toJson(QJsonDocument::Compact)) {
        value ^= quint8(c);
        value *= 1099511628211ULL;
    }
    QString out;
    for (int i = 0; i < 10; ++i) {
        out.append(QLatin1Char(alphabet[value % (sizeof(alphabet) - 1)]));
        value /= sizeof(alphabet) - 1;
    }
    return out;
}

} // namespace kube::sim::PodTemplate
