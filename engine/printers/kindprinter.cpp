// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kindprinter.h"

#include <QMap>

#include <algorithm>

namespace kube::detail {

KindPrinter::KindPrinter(QList<PrintColumn> columns, CellsFunction cells, HealthFunction health,
                         PrintSort defaultSort)
    : m_columns(std::move(columns)), m_cells(cells), m_health(health), m_defaultSort(std::move(defaultSort))
{
}

QList<PrintCell> KindPrinter::cells(const Object &object) const
{
    return cellsOf(object, Field::parse(object));
}

Health KindPrinter::health(const Object &object) const
{
    const Field root = Field::parse(object);
    return root.exists() ? m_health(object, root) : Health::Unknown;
}

PrintRow KindPrinter::row(const Object &object) const
{
    const Field root = Field::parse(object);
    return {cellsOf(object, root), root.exists() ? m_health(object, root) : Health::Unknown};
}

QList<PrintCell> KindPrinter::cellsOf(const Object &object, Field root) const
{
    QList<PrintCell> cells = root.exists() ? m_cells(object, root) : QList<PrintCell>{};
    // A handler always fills every column; an object whose JSON does not parse keeps its name and nothing
    // else.
    if (cells.isEmpty())
        cells.append(nameCell(object));
    while (cells.size() < m_columns.size())
        cells.append(PrintCell::none());
    return cells;
}

void KindRegistry::add(const char *group, const char *resource, KindListing listing,
                       QList<PrintColumn> columns, CellsFunction cells, HealthFunction health,
                       PrintSort defaultSort)
{
    add(group, resource, listing,
        std::make_shared<const KindPrinter>(std::move(columns), cells, health, std::move(defaultSort)));
}

void KindRegistry::add(const char *group, const char *resource, KindListing listing,
                       std::shared_ptr<const Printer> printer)
{
    m_index.insert(QLatin1String(resource) + QLatin1Char('.') + QLatin1String(group), m_kinds.size());
    m_kinds.append({QLatin1String(group), QLatin1String(resource), listing.category, listing.label,
                    listing.actions, std::move(printer)});
}

void KindRegistry::addDefault(const char *group, const char *resource, KindListing listing)
{
    add(group, resource, listing, defaultPrinter());
}

Kind &KindRegistry::added(const char *group, const char *resource)
{
    const auto it = m_index.constFind(QLatin1String(resource) + QLatin1Char('.') + QLatin1String(group));
    if (it == m_index.constEnd()) // a definition file's mistake, found by the first test that runs
        qFatal("KindRegistry: %s.%s is not registered", resource, group);
    return m_kinds[*it];
}

void KindRegistry::setDigest(const char *group, const char *resource, KindDigest digest)
{
    added(group, resource).digest = digest;
}

void KindRegistry::setDescriber(const char *group, const char *resource, KindDescriber describer)
{
    added(group, resource).describer = describer;
}

void KindRegistry::setManifest(const char *group, const char *resource, const char *manifest)
{
    added(group, resource).manifest = manifest;
}

const Kind *KindRegistry::find(const QString &group, const QString &resource) const
{
    const auto it = m_index.constFind(resource + QLatin1Char('.') + group);
    return it == m_index.constEnd() ? nullptr : &m_kinds.at(*it);
}

namespace {

QList<PrintCell> defaultCells(const Object &object, Field)
{
    return {nameCell(object), PrintCell::timestamp(object.creationTimestamp())};
}

} // namespace

std::shared_ptr<const Printer> defaultPrinter()
{
    static const auto printer = [] {
        PrintColumn createdAt = ageColumn();
        createdAt.name = QStringLiteral("Created At");
        createdAt.type = QStringLiteral("date");
        return std::make_shared<const KindPrinter>(QList<PrintColumn>{nameColumn(), createdAt}, defaultCells,
                                                   noHealth);
    }();
    return printer;
}

PrintColumn nameColumn()
{
    return column("Name",
                  "Name must be unique within a namespace. Is required when creating resources, although "
                  "some resources may allow a client to "
                  "request the generation of an appropriate name automatically. Name is primarily intended "
                  "for creation idempotence and "
                  "configuration definition. Cannot be updated. More info: "
                  "https://kubernetes.io/docs/concepts/overview/working-with-objects/names#names",
                  0, "string", "name");
}

PrintColumn ageColumn()
{
    return column(
        "Age",
        "CreationTimestamp is a timestamp representing the server time when this object was created. It is "
        "not guaranteed to be set "
        "in happens-before order across separate operations. Clients may not set this value. It is "
        "represented in RFC3339 form and "
        "is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: "
        "https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata");
}

PrintColumn column(const char *name, const char *description, int priority, const char *type,
                   const char *format)
{
    return {QString::fromUtf8(name), QString::fromUtf8(type), QString::fromUtf8(format), priority,
            QString::fromUtf8(description)};
}

PrintColumn containersColumn()
{
    return column("Containers", "Names of each container in the template.", 1);
}

PrintColumn imagesColumn()
{
    return column("Images", "Images referenced by each container in the template.", 1);
}

PrintColumn statusColumn(PrintColumn column)
{
    column.status = true;
    return column;
}

Health noHealth(const Object &, Field)
{
    return Health::Unknown;
}

std::string_view conditionStatus(Field conditions, std::string_view type)
{
    std::string_view status;
    conditions.forEach([&](Field condition) {
        if (status.empty() && condition["type"].view() == type)
            status = condition["status"].view();
    });
    return status;
}

Health replicasHealth(qint64 ready, qint64 wanted)
{
    return ready >= wanted ? Health::Healthy : Health::Warning;
}

PrintCell nameCell(const Object &object)
{
    return PrintCell::text(QString::fromUtf8(object.name()));
}

PrintCell ageCell(const Object &object)
{
    return PrintCell::age(object.creationTimestamp());
}

QString orNone(const QString &text)
{
    return text.isEmpty() ? QStringLiteral("<none>") : text;
}

QString formatLabels(Field labels)
{
    QMap<QString, QString> sorted;
    labels.forEachMember([&](std::string_view key, Field value) {
        sorted.insert(QString::fromUtf8(key.data(), qsizetype(key.size())), value.text());
    });
    QStringList pairs;
    for (auto it = sorted.cbegin(); it != sorted.cend(); ++it)
        pairs.append(it.key() + QLatin1Char('=') + it.value());
    return orNone(pairs.join(QLatin1Char(',')));
}

QString formatLabelSelector(Field selector)
{
    QList<std::pair<QString, QString>>
        requirements; // key, requirement text; sorted by key as labels.Selector does
    selector["matchLabels"].forEachMember([&](std::string_view key, Field value) {
        const QString name = QString::fromUtf8(key.data(), qsizetype(key.size()));
        requirements.append({name, name + QLatin1Char('=') + value.text()});
    });
    selector["matchExpressions"].forEach([&](Field expression) {
        const QString key = expression["key"].text();
        const QString op = expression["operator"].text();
        QStringList values;
        expression["values"].forEach([&](Field value) { values.append(value.text()); });
        values.sort();
        const QString list = QLatin1Char('(') + values.join(QLatin1Char(',')) + QLatin1Char(')');
        if (op == QLatin1String("In"))
            requirements.append({key, key + QStringLiteral(" in ") + list});
        else if (op == QLatin1String("NotIn"))
            requirements.append({key, key + QStringLiteral(" notin ") + list});
        else if (op == QLatin1String("Exists"))
            requirements.append({key, key});
        else if (op == QLatin1String("DoesNotExist"))
            requirements.append({key, QLatin1Char('!') + key});
        else
            requirements.append({key, QStringLiteral("<error>")});
    });
    std::stable_sort(requirements.begin(), requirements.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList texts;
    for (const auto &requirement : std::as_const(requirements))
        texts.append(requirement.second);
    return orNone(texts.join(QLatin1Char(',')));
}

QString containerNames(Field containers)
{
    QStringList names;
    containers.forEach([&](Field container) { names.append(container["name"].text()); });
    return names.join(QLatin1Char(','));
}

QString containerImages(Field containers)
{
    QStringList images;
    containers.forEach([&](Field container) { images.append(container["image"].text()); });
    return images.join(QLatin1Char(','));
}

QString loadBalancerAddresses(Field status)
{
    QStringList addresses;
    status["loadBalancer"]["ingress"].forEach([&](Field ingress) {
        if (!ingress["ip"].text().isEmpty())
            addresses.append(ingress["ip"].text());
        else if (!ingress["hostname"].text().isEmpty())
            addresses.append(ingress["hostname"].text());
    });
    return addresses.join(QLatin1Char(','));
}

QString accessModes(Field modes)
{
    bool rwo = false, rox = false, rwx = false, rwop = false;
    modes.forEach([&](Field mode) {
        const std::string_view m = mode.view();
        rwo |= m == "ReadWriteOnce";
        rox |= m == "ReadOnlyMany";
        rwx |= m == "ReadWriteMany";
        rwop |= m == "ReadWriteOncePod";
    });
    QStringList texts;
    if (rwo)
        texts.append(QStringLiteral("RWO"));
    if (rox)
        texts.append(QStringLiteral("ROX"));
    if (rwx)
        texts.append(QStringLiteral("RWX"));
    if (rwop)
        texts.append(QStringLiteral("RWOP"));
    return texts.join(QLatin1Char(','));
}

QString joinTexts(Field array, const QString &separator)
{
    QStringList texts;
    array.forEach([&](Field value) { texts.append(value.text()); });
    return texts.join(separator);
}

} // namespace kube::detail
