// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"
#include "health.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace kube {

// One column of a kind's table, as metav1.TableColumnDefinition describes it: the header kubectl upper-cases,
// the Table type ("string", "integer", "number", "boolean", "date"), format "name" for the NAME column, and
// priority 0 (always shown) or 1 (shown with -o wide; hideable extra columns in the GUI).
struct QKUBE_ENGINE_EXPORT PrintColumn
{
    QString name;
    QString type = QStringLiteral("string");
    QString format;
    int priority = 0;
    QString description;
    // The column that words the state its kind's health judges (a pod's STATUS, a node's): where the GUI puts
    // the health icon. At most one per kind; not part of a server's Table.
    bool status = false;
};

// One cell as kubectl prints it, with the value it sorts by. Cells whose text depends on the clock (AGE,
// RESTARTS "3 (5m ago)", a running Job's DURATION) keep instants, not text, and are rendered against `nowMs`,
// so a row computed once keeps ticking. A plain value, cheap to copy; built on the worker thread.
class QKUBE_ENGINE_EXPORT PrintCell
{
public:
    enum class Kind : quint8 {
        Text,    // text; sorts as text
        Integer, // a whole number (a JSON number in a Table); sorts by value
        Number,  // text with a value: a quantity ("500m", "2Gi"), a count printed as text; sorts by value
        Real,    // a real number (a JSON number in a Table, printed as Go's %v); sorts by value
        Boolean, // true/false (a JSON boolean in a Table); false sorts first
        Age,     // humanDuration(now - instant); "<unknown>" when the instant is 0; sorts by the age
        Elapsed, // humanDuration(end - start), end 0 meaning still running (now); sorts by the duration
        CountWithAgo, // "3" or "3 (5m ago)" when an instant is known (pod RESTARTS); sorts by the count
        Timestamp,    // an instant as RFC 3339 ("Created At"); sorts by instant
        None,         // no value (a JSON null in a Table, "<none>" when printed); sorts first
    };

    PrintCell() = default;
    static PrintCell text(QString text);
    static PrintCell integer(qint64 value);
    // A number printed as `text`, a JSON string in a Table (HPA's MINPODS "2", a quantity "10Gi").
    static PrintCell number(double value, QString text);
    static PrintCell real(double value);
    static PrintCell boolean(bool value);
    static PrintCell age(qint64 sinceMs);
    static PrintCell elapsed(qint64 startMs, qint64 endMs);
    static PrintCell countWithAgo(qint64 count, qint64 atMs);
    static PrintCell timestamp(qint64 ms);
    static PrintCell none();

    Kind kind() const { return m_kind; }
    // The text kubectl prints in this cell at `nowMs`.
    QString render(qint64 nowMs) const;
    // The cell as a server-side Table row holds it: integers and reals as JSON numbers, booleans as JSON
    // booleans, None as null, everything else as the text.
    QJsonValue toJson(qint64 nowMs) const;
    // Orders two cells of one column by value (numbers by number, ages by age, text by text); < 0, 0, > 0.
    // None sorts before any value; cells of different kinds (a count beside "<none>") sort by their text.
    static int compare(const PrintCell &left, const PrintCell &right, qint64 nowMs);
    // For a cell with a value (not Text, not None): an integer that orders the cells of its kind exactly as
    // compare() does, so a sort of 100k rows compares integers.
    quint64 orderKey(qint64 nowMs) const;
    // The cell as it reads at `nowMs`, no longer ticking: a clock-dependent cell (Age, Elapsed, CountWithAgo)
    // becomes a Number with that text that sorts as the cell sorted at `nowMs`; others are returned as they
    // are. For a table of a past moment.
    PrintCell frozenAt(qint64 nowMs) const;

    bool operator==(const PrintCell &other) const = default;

private:
    Kind m_kind = Kind::Text;
    QString m_text;
    qint64 m_value = 0;  // Integer, Boolean and CountWithAgo: the number; Age and Timestamp: the instant;
                         // Elapsed: the start
    qint64 m_second = 0; // Elapsed: the end (0: running); CountWithAgo: the instant (0: unknown)
    double m_number = 0; // Number and Real: the value
};

// The order a kind's table opens in, when the kind has one of its own (Events: the newest first). `column` is
// a PrintColumn::name of the printer; `order` is by PrintCell::compare, which puts the youngest age first, so
// an age column ascending is the newest first.
struct QKUBE_ENGINE_EXPORT PrintSort
{
    QString column; // empty: the kind has no order of its own (a table sorts by namespace, then name)
    Qt::SortOrder order = Qt::AscendingOrder;

    bool operator==(const PrintSort &other) const = default;
};

// One object as its kind's definition sees it: the cells of its row and its health, from one reading of the
// object.
struct QKUBE_ENGINE_EXPORT PrintRow
{
    QList<PrintCell> cells;
    Health health = Health::Unknown;
};

// What turns one object of a kind into one table row: kubectl's printers (pkg/printers/internalversion) for
// the built-in kinds, additionalPrinterColumns for a custom resource, NAME and AGE for anything else. A
// kind's columns are defined once, in its printer; qkubectl, kubesim's server-side Tables and the GUI all use
// it. Printers are immutable and thread-safe: cells() runs on worker threads, many at once.
class QKUBE_ENGINE_EXPORT Printer
{
public:
    virtual ~Printer() = default;
    // All columns, wide ones included, in kubectl's order.
    virtual QList<PrintColumn> columns() const = 0;
    // One cell per column, in columns() order.
    virtual QList<PrintCell> cells(const Object &object) const = 0;
    // The object's health by its kind's rules; Unknown for a kind without any.
    virtual Health health(const Object &) const { return Health::Unknown; }
    // cells() and health() together, reading the object once where the kind's printer can.
    virtual PrintRow row(const Object &object) const { return {cells(object), health(object)}; }
    virtual PrintSort defaultSort() const { return {}; }
};

// A custom resource's column, from its CRD's additionalPrinterColumns.
struct QKUBE_ENGINE_EXPORT CustomPrinterColumn
{
    QString name;
    QString type; // string, integer, number, boolean, date
    QString format;
    QString description;
    int priority = 0;
    QString jsonPath; // ".spec.cronSpec"
};

namespace Printers {
// The printer for a built-in resource (group "" for the core group), or for any other resource the one
// kube-apiserver uses for kinds without a printer: NAME and CREATED AT. Never null.
QKUBE_ENGINE_EXPORT std::shared_ptr<const Printer> forResource(const QString &group, const QString &resource);
// A custom resource's printer, as apiextensions-apiserver builds it: NAME, then each column's JSONPath value
// formatted by the column's type (integer, number, boolean, string; date as an age). With no columns at all,
// NAME and AGE. As the apiserver does, the columns stop before the first whose JSONPath does not parse (the
// apiserver's validation rejects such a CRD, so only a hand-made column list meets this). Never null.
QKUBE_ENGINE_EXPORT std::shared_ptr<const Printer>
forCustomResource(const QList<CustomPrinterColumn> &columns);
// The same columns read from a CRD object's version entry (spec.versions[].additionalPrinterColumns); NAME
// and AGE when the CRD has no such version.
QKUBE_ENGINE_EXPORT std::shared_ptr<const Printer> forCustomResourceDefinition(const Object &crd,
                                                                               const QString &version);
// A metav1.Table body for `objects`, as kube-apiserver answers `Accept:
// application/json;as=Table;g=meta.k8s.io;v=v1` (includeObject=Metadata: each row's object is a
// PartialObjectMetadata with the object's metadata, without managedFields). Clock-dependent cells are
// rendered at `nowMs`.
QKUBE_ENGINE_EXPORT QJsonObject table(const Printer &printer, const QList<Object> &objects, qint64 nowMs);
} // namespace Printers

} // namespace kube
