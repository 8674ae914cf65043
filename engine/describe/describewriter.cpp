// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describewriter.h"

#include "core/object.h"
#include "printers/humanduration.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace kube {

namespace {

const QString lastAppliedAnnotation = QStringLiteral("kubectl.kubernetes.io/last-applied-configuration");

QString requirement(const QString &key, const QString &op, QStringList values)
{
    values.sort();
    values.removeDuplicates();
    if (op == QLatin1String("In"))
        return QStringLiteral("%1 in (%2)").arg(key, values.join(QLatin1Char(',')));
    if (op == QLatin1String("NotIn"))
        return QStringLiteral("%1 notin (%2)").arg(key, values.join(QLatin1Char(',')));
    if (op == QLatin1String("Exists"))
        return key;
    if (op == QLatin1String("DoesNotExist"))
        return QLatin1Char('!') + key;
    return key + QLatin1Char('=') + values.value(0);
}

constexpr int shownEndpoints = 3; // kubectl lists this many addresses, then "+ N more..."

bool ready(const QJsonObject &endpoint)
{
    const QJsonValue value = jsonObject(endpoint, "conditions").value(QLatin1String("ready"));
    return !value.isBool() || value.toBool(); // unknown readiness counts as ready
}

QString hostPort(const QString &host, qint64 port)
{
    return (host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host) +
           QLatin1Char(':') + QString::number(port);
}

} // namespace

void DescribeWriter::write(int level, const QString &text)
{
    m_text += QString(level * 2, QLatin1Char(' ')) + text;
}

Description DescribeWriter::description() const
{
    return Description::fromRaw(m_text);
}

QString DescribeWriter::text() const
{
    return description().text();
}

void DescribeWriter::labels(const QString &title, const QJsonObject &labels, const QString &indent)
{
    QStringList pairs;
    for (auto it = labels.begin(); it != labels.end(); ++it) // QJsonObject keeps its keys sorted
        pairs.append(it.key() + QLatin1Char('=') + it.value().toString());
    multiline(title, pairs, indent);
}

void DescribeWriter::multiline(const QString &title, const QStringList &values, const QString &indent)
{
    write(level0, indent + title + QStringLiteral(":\t"));
    if (values.isEmpty()) {
        write(level0, QStringLiteral("<none>\n"));
        return;
    }
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (i != 0)
            write(level0, indent + QLatin1Char('\t'));
        write(level0, values.at(i) + QLatin1Char('\n'));
    }
}

void DescribeWriter::annotations(const QString &title, const QJsonObject &annotations)
{
    write(level0, title + QStringLiteral(":\t"));
    QStringList keys = annotations.keys();
    keys.removeAll(lastAppliedAnnotation);
    if (keys.isEmpty()) {
        write(level0, QStringLiteral("<none>\n"));
        return;
    }
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const QString &key = keys.at(i);
        if (i != 0)
            write(level0, QStringLiteral("\t"));
        QString value = annotations.value(key).toString();
        if (value.endsWith(QLatin1Char('\n')))
            value.chop(1);
        if (value.toUtf8().size() + key.toUtf8().size() + 2 > maxAnnotationLength ||
            value.contains(QLatin1Char('\n'))) {
            write(level0, key + QStringLiteral(":\n"));
            for (const QString &part : value.split(QLatin1Char('\n'))) {
                const QString cut = part.toUtf8().size() > maxAnnotationLength - 2
                                        ? QString::fromUtf8(part.toUtf8().left(maxAnnotationLength - 2)) +
                                              QStringLiteral("...")
                                        : part;
                write(level0, QStringLiteral("\t  ") + cut + QLatin1Char('\n'));
            }
        } else {
            write(level0, key + QStringLiteral(": ") + value + QLatin1Char('\n'));
        }
    }
}

QString DescribeWriter::timestamp(const QString &rfc3339) const
{
    const qint64 ms = parseTimestamp(rfc3339.toStdString());
    if (rfc3339.isEmpty() || ms == 0)
        return QStringLiteral(
            "Mon, 01 Jan 0001 00:00:00 +0000"); // Go's zero time, as kubectl prints an unset one
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(ms, m_clock.zone);
    const int offset = at.offsetFromUtc() / 60;
    const QString zone = QStringLiteral("%1%2%3")
                             .arg(offset < 0 ? QLatin1Char('-') : QLatin1Char('+'))
                             .arg(std::abs(offset) / 60, 2, 10, QLatin1Char('0'))
                             .arg(std::abs(offset) % 60, 2, 10, QLatin1Char('0'));
    return QLocale::c().toString(at, QStringLiteral("ddd, dd MMM yyyy HH:mm:ss ")) + zone;
}

QString DescribeWriter::since(const QString &rfc3339) const
{
    const qint64 ms = rfc3339.isEmpty() ? 0 : parseTimestamp(rfc3339.toStdString());
    if (ms == 0)
        return QStringLiteral("<unknown>");
    return humanDuration(m_clock.nowMs - ms);
}

QString goValue(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return value.toDouble() == double(value.toInteger())
                   ? QString::number(value.toInteger())
                   : QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QJsonValue::String:
        return value.toString();
    default:
        return {};
    }
}

QString formatLabels(const QJsonObject &labels)
{
    QStringList pairs;
    for (auto it = labels.begin(); it != labels.end(); ++it)
        pairs.append(it.key() + QLatin1Char('=') + it.value().toString());
    return pairs.isEmpty() ? QStringLiteral("<none>") : pairs.join(QLatin1Char(','));
}

QString formatLabelSelector(const QJsonObject &selector)
{
    QList<std::pair<QString, QString>> requirements; // key, text: sorted by key, as the selector's String()
    const QJsonObject matchLabels = selector.value(QLatin1String("matchLabels")).toObject();
    for (auto it = matchLabels.begin(); it != matchLabels.end(); ++it)
        requirements.append({it.key(), requirement(it.key(), QString(), {it.value().toString()})});
    for (const QJsonValue &expression : selector.value(QLatin1String("matchExpressions")).toArray()) {
        const QJsonObject e = expression.toObject();
        QStringList values;
        for (const QJsonValue &v : e.value(QLatin1String("values")).toArray())
            values.append(v.toString());
        const QString key = e.value(QLatin1String("key")).toString();
        requirements.append({key, requirement(key, e.value(QLatin1String("operator")).toString(), values)});
    }
    std::stable_sort(requirements.begin(), requirements.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList parts;
    for (const auto &[key, text] : std::as_const(requirements))
        parts.append(text);
    return parts.join(QLatin1Char(','));
}

QString controllerOf(const QJsonObject &object)
{
    for (const QJsonValue &owner : object.value(QLatin1String("metadata"))
                                       .toObject()
                                       .value(QLatin1String("ownerReferences"))
                                       .toArray()) {
        const QJsonObject ref = owner.toObject();
        if (ref.value(QLatin1String("controller")).toBool())
            return ref.value(QLatin1String("kind")).toString() + QLatin1Char('/') +
                   ref.value(QLatin1String("name")).toString();
    }
    return {};
}

QString formatEndpointSlices(const QList<QJsonObject> &slices, const QString &portName)
{
    if (slices.isEmpty())
        return QStringLiteral("<none>");
    QStringList list;
    bool more = false;
    int count = 0;
    const auto add = [&](const QJsonObject &endpoint, const QString &text) {
        if (list.size() == shownEndpoints)
            more = true;
        if (!ready(endpoint))
            return;
        if (!more)
            list.append(text);
        ++count;
    };
    for (const QJsonObject &slice : slices) {
        const QJsonArray endpoints = slice.value(QLatin1String("endpoints")).toArray();
        const QJsonArray ports = slice.value(QLatin1String("ports")).toArray();
        if (ports.isEmpty()) {
            for (const QJsonValue &e : endpoints)
                add(e.toObject(),
                    e.toObject().value(QLatin1String("addresses")).toArray().first().toString());
            continue;
        }
        for (const QJsonValue &p : ports) {
            if (jsonString(p.toObject(), "name") != portName)
                continue;
            for (const QJsonValue &e : endpoints)
                add(e.toObject(),
                    hostPort(e.toObject().value(QLatin1String("addresses")).toArray().first().toString(),
                             p.toObject().value(QLatin1String("port")).toInteger()));
        }
    }
    const QString text = list.join(QLatin1Char(','));
    return more ? QStringLiteral("%1 + %2 more...").arg(text).arg(count - shownEndpoints) : text;
}

} // namespace kube
