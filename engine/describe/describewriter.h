// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "description.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTimeZone>

namespace kube {

// What every describer needs besides the objects: the instant ages are computed at ("now") and the zone
// timestamps are printed in (kubectl prints them in the local zone, as RFC 1123 with a numeric offset).
struct QKUBE_ENGINE_EXPORT DescribeClock
{
    qint64 nowMs = 0;
    QTimeZone zone = QTimeZone::systemTimeZone();
};

// kubectl describe's text layout: lines written at an indentation level (two spaces a level) whose
// tab-separated cells are aligned as Go's text/tabwriter aligns them (minimum width 0, padding 2, spaces):
// a column's width is set by the run of consecutive lines that have a cell in that column, and the text
// after a line's last tab is never padded. Also the blocks every describer shares: labels and annotations
// one a line, "Key: value" rows, ages and timestamps. A plain value used on one thread.
class QKUBE_ENGINE_EXPORT DescribeWriter
{
public:
    // Indentation levels, as kubectl's LEVEL_0..LEVEL_3.
    static constexpr int level0 = 0, level1 = 1, level2 = 2, level3 = 3;
    // Annotations longer than this (key, ": " and value) go on lines of their own, cut at this length.
    static constexpr int maxAnnotationLength = 140;

    explicit DescribeWriter(DescribeClock clock) : m_clock(std::move(clock)) {}

    // Appends `text` (which may hold tabs and line breaks) after `level` indentations.
    void write(int level, const QString &text);
    // Everything written, as lines of cells.
    Description description() const;
    // The aligned text of everything written (description().text()).
    QString text() const;

    const DescribeClock &clock() const { return m_clock; }
    // "Title:\tk=v" lines, keys sorted, "<none>" when empty; `indent` goes before the title and every
    // continuation line (kubectl's printLabelsMultilineWithIndent).
    void labels(const QString &title, const QJsonObject &labels, const QString &indent = {});
    // "Title:\tkey: value" lines, sorted, kubectl's last-applied-configuration left out; long or multi-line
    // values below their key.
    void annotations(const QString &title, const QJsonObject &annotations);
    // "Title:\t..." lines: one per entry of `values`, "<none>" when there are none.
    void multiline(const QString &title, const QStringList &values, const QString &indent = {});

    // An RFC 3339 timestamp as kubectl prints it (Go's RFC1123Z in the clock's zone); "" for none.
    QString timestamp(const QString &rfc3339) const;
    // How long ago `rfc3339` was, as kubectl's translateTimestampSince: "<unknown>" when absent.
    QString since(const QString &rfc3339) const;

private:
    DescribeClock m_clock;
    QString m_text;
};

// The string or object at `key` of a decoded object ("" or {} when absent or of another type).
inline QString jsonString(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toString();
}
inline QJsonObject jsonObject(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toObject();
}

// Small readers shared by the describers: a JSON value as Go's %v prints it for the scalar kinds that occur
// in objects (integers without a fraction, booleans as true/false).
QKUBE_ENGINE_EXPORT QString goValue(const QJsonValue &value);
// "k=v,k2=v2" sorted, or "<none>" (labels.FormatLabels).
QKUBE_ENGINE_EXPORT QString formatLabels(const QJsonObject &labels);
// A LabelSelector as its labels.Selector prints it ("app=web,tier in (a,b)"; "" when it selects everything).
QKUBE_ENGINE_EXPORT QString formatLabelSelector(const QJsonObject &selector);
// The ready addresses of `endpointSlices` for the service port named `portName`, as "ip:port,..." (up to
// three, then "+ N more..."); "<none>" when there are no slices (kubectl's formatEndpointSlices).
QKUBE_ENGINE_EXPORT QString formatEndpointSlices(const QList<QJsonObject> &endpointSlices,
                                                 const QString &portName);
// "Kind/name" of the controller owner reference, or "".
QKUBE_ENGINE_EXPORT QString controllerOf(const QJsonObject &object);

} // namespace kube
