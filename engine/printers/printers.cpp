// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "printer.h"

#include "rest/podview.h"

namespace kube {

namespace {

// NAME and AGE: what kubectl prints for a kind it has no printer for.
class DefaultPrinter final : public Printer
{
public:
    QList<PrintColumn> columns() const override
    {
        return {{QStringLiteral("Name"), QStringLiteral("string"), QStringLiteral("name"), 0, {}},
                {QStringLiteral("Age"), QStringLiteral("string"), {}, 0, {}}};
    }
    QList<PrintCell> cells(const Object &object) const override
    {
        return {PrintCell::text(QString::fromUtf8(object.name())), PrintCell::age(object.creationTimestamp())};
    }
};

class PodPrinter final : public Printer
{
public:
    QList<PrintColumn> columns() const override
    {
        return {{QStringLiteral("Name"), QStringLiteral("string"), QStringLiteral("name"), 0, {}},
                {QStringLiteral("Ready"), QStringLiteral("string"), {}, 0, {}},
                {QStringLiteral("Status"), QStringLiteral("string"), {}, 0, {}},
                {QStringLiteral("Restarts"), QStringLiteral("string"), {}, 0, {}},
                {QStringLiteral("Age"), QStringLiteral("string"), {}, 0, {}},
                {QStringLiteral("IP"), QStringLiteral("string"), {}, 1, {}},
                {QStringLiteral("Node"), QStringLiteral("string"), {}, 1, {}},
                {QStringLiteral("Nominated Node"), QStringLiteral("string"), {}, 1, {}},
                {QStringLiteral("Readiness Gates"), QStringLiteral("string"), {}, 1, {}}};
    }
    QList<PrintCell> cells(const Object &object) const override
    {
        const PodView pod = PodView::fromObject(object);
        const auto orNone = [](const QString &value) { return PrintCell::text(value.isEmpty() ? QStringLiteral("<none>") : value); };
        return {PrintCell::text(QString::fromUtf8(object.name())),
                PrintCell::text(pod.readyText()),
                PrintCell::text(pod.status),
                PrintCell::countWithAgo(pod.restarts, pod.lastRestartMs),
                PrintCell::age(object.creationTimestamp()),
                orNone(pod.podIp),
                orNone(pod.nodeName),
                PrintCell::text(QStringLiteral("<none>")),
                PrintCell::text(QStringLiteral("<none>"))};
    }
};

} // namespace

namespace Printers {

std::shared_ptr<const Printer> forResource(const QString &group, const QString &resource)
{
    static const auto pods = std::make_shared<const PodPrinter>();
    static const auto fallback = std::make_shared<const DefaultPrinter>();
    if (group.isEmpty() && resource == QLatin1String("pods"))
        return pods;
    return fallback;
}

QJsonObject table(const Printer &printer, const QList<Object> &objects, qint64 nowMs)
{
    QJsonArray definitions;
    for (const PrintColumn &column : printer.columns())
        definitions.append(QJsonObject{{QStringLiteral("name"), column.name},
                                       {QStringLiteral("type"), column.type},
                                       {QStringLiteral("format"), column.format},
                                       {QStringLiteral("description"), column.description},
                                       {QStringLiteral("priority"), column.priority}});
    QJsonArray rows;
    for (const Object &object : objects) {
        QJsonArray cells;
        for (const PrintCell &cell : printer.cells(object))
            cells.append(cell.toJson(nowMs));
        QJsonObject metadata{{QStringLiteral("name"), QString::fromUtf8(object.name())},
                             {QStringLiteral("uid"), QString::fromUtf8(object.uid())},
                             {QStringLiteral("resourceVersion"), QString::fromUtf8(object.resourceVersion())}};
        if (!object.namespaceName().isEmpty())
            metadata.insert(QStringLiteral("namespace"), QString::fromUtf8(object.namespaceName()));
        rows.append(QJsonObject{{QStringLiteral("cells"), cells},
                                {QStringLiteral("object"),
                                 QJsonObject{{QStringLiteral("kind"), QStringLiteral("PartialObjectMetadata")},
                                             {QStringLiteral("apiVersion"), QStringLiteral("meta.k8s.io/v1")},
                                             {QStringLiteral("metadata"), metadata}}}});
    }
    return QJsonObject{{QStringLiteral("kind"), QStringLiteral("Table")},
                       {QStringLiteral("apiVersion"), QStringLiteral("meta.k8s.io/v1")},
                       {QStringLiteral("metadata"), QJsonObject{}},
                       {QStringLiteral("columnDefinitions"), definitions},
                       {QStringLiteral("rows"), rows}};
}

} // namespace Printers

} // namespace kube
