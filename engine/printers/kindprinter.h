// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "field.h"
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

// The built-in kinds' printers by group and resource, filled once by the add*Printers functions below.
class PrinterRegistry
{
public:
    void add(const char *group, const char *resource, QList<PrintColumn> columns, CellsFunction cells,
             HealthFunction health, PrintSort defaultSort = {});
    void add(const char *group, const char *resource, std::shared_ptr<const Printer> printer);
    std::shared_ptr<const Printer> find(const QString &group, const QString &resource) const;

private:
    QHash<QString, std::shared_ptr<const Printer>> m_printers; // "resource.group"
};

void addWorkloadPrinters(PrinterRegistry &registry);
void addServicePrinters(PrinterRegistry &registry);
void addConfigPrinters(PrinterRegistry &registry);
void addStoragePrinters(PrinterRegistry &registry);
void addClusterPrinters(PrinterRegistry &registry);

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
