// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kinddigest.h"

#include "kindprinter.h"

namespace kube::detail {

namespace {

// A workload's spec.selector as a label selector string (matchLabels and matchExpressions), so that the pods
// a query reads are narrowed by the server; empty if it has none.
QString selectorText(const QJsonObject &selector)
{
    QStringList parts;
    const QJsonObject labels = selector.value(QLatin1String("matchLabels")).toObject();
    for (auto it = labels.begin(); it != labels.end(); ++it)
        parts.append(it.key() + QLatin1Char('=') + it.value().toString());
    for (const QJsonValue &value : selector.value(QLatin1String("matchExpressions")).toArray()) {
        const QJsonObject expression = value.toObject();
        const QString key = expression.value(QLatin1String("key")).toString();
        const QString op = expression.value(QLatin1String("operator")).toString();
        QStringList values;
        for (const QJsonValue &v : expression.value(QLatin1String("values")).toArray())
            values.append(v.toString());
        if (op == QLatin1String("In") || op == QLatin1String("NotIn"))
            parts.append(QStringLiteral("%1 %2 (%3)").arg(key, op.toLower(), values.join(QLatin1Char(','))));
        else if (op == QLatin1String("Exists"))
            parts.append(key);
        else if (op == QLatin1String("DoesNotExist"))
            parts.append(QLatin1Char('!') + key);
    }
    return parts.join(QLatin1Char(','));
}

} // namespace

QJsonObject objectAt(const QJsonObject &object, std::initializer_list<const char *> path)
{
    QJsonObject at = object;
    for (const char *key : path)
        at = at.value(QLatin1String(key)).toObject();
    return at;
}

void addForwardablePort(ObjectDetails &details, const QJsonObject &port, const char *numberKey)
{
    if (port.value(QLatin1String("protocol")).toString(QStringLiteral("TCP")) != QLatin1String("TCP"))
        return;
    const ForwardablePort forwardable{port.value(QLatin1String("name")).toString(),
                                      quint16(port.value(QLatin1String(numberKey)).toInt())};
    if (forwardable.number != 0 && !details.forwardablePorts.contains(forwardable))
        details.forwardablePorts.append(forwardable);
}

void addPodTemplateLogs(ObjectDetails &details, const Object &object, const QJsonObject &json)
{
    const QString selector = formatLabelSelector(Field::parse(object)["spec"]["selector"]);
    if (selector.isEmpty() || selector == QLatin1String("<none>"))
        return; // an empty selector would pick every pod of the namespace
    details.podSelector = selector;
    const QJsonObject podSpec = objectAt(json, {"spec", "template", "spec"});
    for (const QJsonValue &value : podSpec.value(QLatin1String("initContainers")).toArray())
        details.containers.append(
            {value.toObject().value(QLatin1String("name")).toString(), PodContainer::Kind::Init});
    for (const QJsonValue &value : podSpec.value(QLatin1String("containers")).toArray()) {
        details.containers.append(
            {value.toObject().value(QLatin1String("name")).toString(), PodContainer::Kind::Regular});
        for (const QJsonValue &port : value.toObject().value(QLatin1String("ports")).toArray())
            addForwardablePort(details, port.toObject(), "containerPort");
    }
}

RelatedQuery podsQuery(DetailsLabel title, const QString &namespaceName)
{
    RelatedQuery query;
    query.title = title;
    query.gvr = {QString(), QStringLiteral("v1"), QStringLiteral("pods")};
    query.apiVersion = QStringLiteral("v1");
    query.kind = QStringLiteral("Pod");
    query.namespaceName = namespaceName;
    return query;
}

RelatedQuery controlledQuery(const ObjectDetails &details, const QJsonObject &json, GroupVersionResource gvr,
                             const QString &apiVersion, const QString &kind, bool bySelector)
{
    RelatedQuery query = podsQuery(DetailsLabel::Controls, details.namespaceName);
    query.gvr = std::move(gvr);
    query.apiVersion = apiVersion;
    query.kind = kind;
    query.match = RelatedQuery::Match::ControlledBy;
    query.value = details.uid;
    // What it controls carries its selector's labels: the server narrows the list to those.
    if (bySelector)
        query.labelSelector = selectorText(objectAt(json, {"spec", "selector"}));
    return query;
}

} // namespace kube::detail
