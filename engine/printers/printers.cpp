// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "printer.h"

#include "jsonpath.h"
#include "kindprinter.h"

namespace kube {

using namespace detail;

namespace {

// A custom resource's columns, as apiextensions-apiserver's table convertor prints them: each JSONPath's
// first value, typed by the column (a value of another type prints as <none>).
class CustomResourcePrinter final : public Printer
{
public:
    explicit CustomResourcePrinter(const QList<CustomPrinterColumn> &columns)
    {
        m_columns.append(nameColumn());
        for (const CustomPrinterColumn &column : columns) {
            auto path = JsonPath::parse(QLatin1Char('{') + column.jsonPath + QLatin1Char('}'));
            if (!path)
                break; // the apiserver keeps the columns before the one it cannot parse
            path.value().setAllowMissingKeys(true);
            m_paths.append(path.value());
            const QString description =
                column.description.isEmpty()
                    ? QStringLiteral("Custom resource definition column (in JSONPath format): %1")
                          .arg(column.jsonPath)
                    : column.description;
            m_columns.append({column.name, column.type, column.format, column.priority, description});
        }
    }

    QList<PrintColumn> columns() const override { return m_columns; }

    QList<PrintCell> cells(const Object &object) const override
    {
        QList<PrintCell> cells{nameCell(object)};
        const QJsonValue data = object.toJsonObject();
        for (qsizetype i = 0; i < m_paths.size(); ++i) {
            const auto found = m_paths[i].find(data);
            if (!found || found->isEmpty() || found->first().isNull()) {
                cells.append(PrintCell::none());
                continue;
            }
            cells.append(typed(m_columns[i + 1].type, found->first()));
        }
        return cells;
    }

    // The convention most controllers follow (Flux, cert-manager, Crossplane, Cluster API): a Ready
    // condition. Without one there is nothing to judge.
    Health health(const Object &object) const override
    {
        const std::string_view ready = conditionStatus(Field::parse(object)["status"]["conditions"], "Ready");
        if (ready.empty())
            return Health::Unknown;
        return ready == "True" ? Health::Healthy : Health::Warning;
    }

private:
    static PrintCell typed(const QString &type, const QJsonValue &value)
    {
        if (type == QLatin1String("string"))
            return PrintCell::text(JsonPath::toText(value));
        if (type == QLatin1String("integer") && value.isDouble())
            return PrintCell::integer(qint64(value.toDouble()));
        if (type == QLatin1String("number") && value.isDouble())
            return PrintCell::real(value.toDouble());
        if (type == QLatin1String("boolean") && value.isBool())
            return PrintCell::boolean(value.toBool());
        if (type == QLatin1String("date") && value.isString()) {
            const qint64 ms = parseTimestamp(value.toString().toStdString());
            return ms ? PrintCell::age(ms) : PrintCell::text(QStringLiteral("<invalid>"));
        }
        return PrintCell::none();
    }

    QList<PrintColumn> m_columns;
    QList<JsonPath> m_paths;
};

// A custom resource without printer columns shows NAME and AGE, the apiserver's default column.
const QList<CustomPrinterColumn> &defaultCustomColumns()
{
    static const QList<CustomPrinterColumn> columns = {{QStringLiteral("Age"),
                                                        QStringLiteral("date"),
                                                        {},
                                                        ageColumn().description,
                                                        0,
                                                        QStringLiteral(".metadata.creationTimestamp")}};
    return columns;
}

const KindRegistry &registry()
{
    static const KindRegistry kinds = [] {
        KindRegistry r;
        addWorkloadKinds(r);
        addNetworkKinds(r);
        addConfigKinds(r);
        addStorageKinds(r);
        addClusterKinds(r);
        addAccessKinds(r);
        return r;
    }();
    return kinds;
}

} // namespace

namespace Printers {

std::shared_ptr<const Printer> forResource(const QString &group, const QString &resource)
{
    const Kind *kind = registry().find(group, resource);
    return kind ? kind->printer : defaultPrinter();
}

std::shared_ptr<const Printer> forCustomResource(const QList<CustomPrinterColumn> &columns)
{
    return std::make_shared<const CustomResourcePrinter>(columns.isEmpty() ? defaultCustomColumns()
                                                                           : columns);
}

std::shared_ptr<const Printer> forCustomResourceDefinition(const Object &crd, const QString &version)
{
    const QJsonObject spec = crd.toJsonObject().value(QLatin1String("spec")).toObject();
    QList<CustomPrinterColumn> columns;
    const auto read = [&columns](const QJsonArray &definitions, QLatin1String pathKey) {
        for (const QJsonValue &entry : definitions) {
            const QJsonObject definition = entry.toObject();
            columns.append({definition.value(QLatin1String("name")).toString(),
                            definition.value(QLatin1String("type")).toString(),
                            definition.value(QLatin1String("format")).toString(),
                            definition.value(QLatin1String("description")).toString(),
                            definition.value(QLatin1String("priority")).toInt(),
                            definition.value(pathKey).toString()});
        }
    };
    for (const QJsonValue &entry : spec.value(QLatin1String("versions")).toArray()) {
        const QJsonObject served = entry.toObject();
        if (served.value(QLatin1String("name")).toString() == version)
            read(served.value(QLatin1String("additionalPrinterColumns")).toArray(),
                 QLatin1String("jsonPath"));
    }
    if (columns.isEmpty()) // apiextensions.k8s.io/v1beta1 kept one list for every version
        read(spec.value(QLatin1String("additionalPrinterColumns")).toArray(), QLatin1String("JSONPath"));
    return forCustomResource(columns);
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
        QJsonObject metadata = object.toJsonObject().value(QLatin1String("metadata")).toObject();
        metadata.remove(QStringLiteral("managedFields"));
        rows.append(
            QJsonObject{{QStringLiteral("cells"), cells},
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

namespace Kinds {

const Kind *find(const QString &group, const QString &resource)
{
    return registry().find(group, resource);
}

const QList<Kind> &all()
{
    return registry().all();
}

} // namespace Kinds

} // namespace kube
