// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "field.h"
#include "kind.h"
#include "printer.h"

#include <QHash>

namespace kube::detail {

// One kind's row: the object (for its decoded metadata) and its parsed JSON.
using CellsFunction = QList<PrintCell> (*)(const Object &object, Field root);
// One kind's health rules, over the same parsed JSON.
using HealthFunction = Health (*)(const Object &object, Field root);

// The printer of a built-in kind: its column definitions and the function that turns one object into cells,
// as one handler of kubectl's table generator. Parses each object once with the thread's simdjson parser.
class KindPrinter final : public Printer
{
public:
    KindPrinter(QList<PrintColumn> columns, CellsFunction cells, HealthFunction health,
                PrintSort defaultSort = {});
    QList<PrintColumn> columns() const override { return m_columns; }
    QList<PrintCell> cells(const Object &object) const override;
    Health health(const Object &object) const override;
    PrintRow row(const Object &object) const override;
    PrintSort defaultSort() const override { return m_defaultSort; }

private:
    QList<PrintCell> cellsOf(const Object &object, Field root) const;

    QList<PrintColumn> m_columns;
    CellsFunction m_cells;
    HealthFunction m_health;
    PrintSort m_defaultSort;
};

// Where a kind's definition lists it: its navigator category and plural, the actions only it has.
struct KindListing
{
    constexpr KindListing(KindCategory category = KindCategory::Other, const char *label = nullptr,
                          KindActions actions = {})
        : category(category), label(label), actions(actions)
    {
    }
    KindCategory category;
    const char *label; // QT_TRANSLATE_NOOP("kube::NavigatorModel", ...); null for Other
    KindActions actions;
};
// A kind a person rarely browses: listed under Other, by its API group and discovery kind.
inline constexpr KindListing otherKind{};

// The built-in kinds by group and resource, filled once by the add*Kinds functions below (one file per family
// of kinds, registering them in the navigator's order).
class KindRegistry
{
public:
    void add(const char *group, const char *resource, KindListing listing, QList<PrintColumn> columns,
             CellsFunction cells, HealthFunction health, PrintSort defaultSort = {});
    void add(const char *group, const char *resource, KindListing listing,
             std::shared_ptr<const Printer> printer);
    // A kind kubectl has no printer for: the apiserver's NAME and CREATED AT, nothing to judge.
    void addDefault(const char *group, const char *resource, KindListing listing);
    // The details digest of a kind added before.
    void setDigest(const char *group, const char *resource, KindDigest digest);
    // The describer of a kind added before.
    void setDescriber(const char *group, const char *resource, KindDescriber describer);
    // The New resource skeleton of a kind added before (Kind::manifest).
    void setManifest(const char *group, const char *resource, const char *manifest);
    const Kind *find(const QString &group, const QString &resource) const;
    const QList<Kind> &all() const { return m_kinds; }

private:
    Kind &added(const char *group, const char *resource);

    QList<Kind> m_kinds;
    QHash<QString, qsizetype> m_index; // "resource.group" -> m_kinds
};

void addWorkloadKinds(KindRegistry &registry);
void addNetworkKinds(KindRegistry &registry);
void addConfigKinds(KindRegistry &registry);
void addStorageKinds(KindRegistry &registry);
void addClusterKinds(KindRegistry &registry);
void addAccessKinds(KindRegistry &registry);

// NAME and CREATED AT: what kube-apiserver prints for a kind without a printer (Roles, LimitRanges, CRDs...).
std::shared_ptr<const Printer> defaultPrinter();

// Column definitions as kube-apiserver describes them.
PrintColumn nameColumn();
PrintColumn ageColumn();
PrintColumn column(const char *name, const char *description, int priority = 0, const char *type = "string",
                   const char *format = "");
PrintColumn containersColumn(); // "Containers", priority 1
PrintColumn imagesColumn();     // "Images", priority 1

// Marks `column` as the one that words the kind's state (PrintColumn::status).
PrintColumn statusColumn(PrintColumn column);

// Health rules kinds share.
Health noHealth(const Object &object, Field root); // a kind with nothing to judge (a ConfigMap, a Role)
// The status ("True", "False", "Unknown") of the condition of `type` in `conditions`; "" when absent.
std::string_view conditionStatus(Field conditions, std::string_view type);
// Replicas ready against replicas wanted: Healthy when all are, Warning while some are not.
Health replicasHealth(qint64 ready, qint64 wanted);

// Cells every kind shares.
PrintCell nameCell(const Object &object);
PrintCell ageCell(const Object &object);
QString orNone(const QString &text);

// kubectl's formatting helpers.
QString formatLabels(Field labels); // "a=1,b=2" sorted by key; "<none>" when empty
QString
formatLabelSelector(Field selector);       // metav1.LabelSelector as "a=1,b in (x,y),!c"; "<none>" when empty
QString containerNames(Field containers);  // "main,sidecar"
QString containerImages(Field containers); // "nginx:1.25,busybox"
QString loadBalancerAddresses(Field status); // status.loadBalancer: ingress IPs or hostnames, joined by ","
QString accessModes(Field modes);            // "RWO,ROX,RWX,RWOP" in that order
QString joinTexts(Field array, const QString &separator); // an array of strings

} // namespace kube::detail
