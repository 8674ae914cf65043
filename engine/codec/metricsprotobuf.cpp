// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "metricsprotobuf.h"

#include "protobufcodec.h"
#include "protobufreader.h"

#include "core/object.h"

#include <QDateTime>
#include <QJsonArray>

#include <cmath>

namespace kube {

// Named, not anonymous: the unity build puts this file beside the other protobuf readers.
namespace metricswire {

using WireType = ProtobufReader::WireType;

// Field numbers of the messages read and written here (generated.proto of k8s.io/metrics and apimachinery).
enum UnknownField : quint32 { UnknownTypeMeta = 1, UnknownRaw = 2 };
enum TypeMetaField : quint32 { TypeMetaApiVersion = 1, TypeMetaKind = 2 };
enum ObjectMetaField : quint32 {
    MetaName = 1,
    MetaNamespace = 3,
    MetaCreationTimestamp = 8,
    MetaLabels = 11
};
enum MetricsField : quint32 {
    MetricsMetadata = 1,
    MetricsTimestamp = 2,
    MetricsWindow = 3,
    MetricsUsage = 4
};
enum ListField : quint32 { ListMetadata = 1, ListItems = 2 };
enum ContainerField : quint32 { ContainerName = 1, ContainerUsage = 2 };
enum MapEntryField : quint32 { EntryKey = 1, EntryValue = 2 };
enum TimeField : quint32 { TimeSeconds = 1 };
enum DurationField : quint32 { DurationNanoseconds = 1 };
enum QuantityField : quint32 { QuantityString = 1 };

// ---- reading

// One message's fields, each handed to `field` with a reader positioned at its value.
template <typename Field>
bool forEachField(QByteArrayView data, qsizetype begin, qsizetype end, Error &error, Field field)
{
    ProtobufReader reader(data, begin, end);
    quint32 number = 0;
    WireType wireType{};
    while (!reader.atEnd()) {
        if (!reader.readTag(number, wireType) || !field(reader, number, wireType)) {
            if (!error)
                error = reader.error() ? reader.error()
                                       : Error(Error::Kind::Decode,
                                               QStringLiteral("unexpected wire type of field %1 at byte %2")
                                                   .arg(number)
                                                   .arg(reader.offset()));
            return false;
        }
    }
    return true;
}

bool readString(ProtobufReader &reader, QByteArrayView data, QString &out)
{
    qsizetype begin = 0, length = 0;
    if (!reader.readLengthDelimited(begin, length))
        return false;
    out = QString::fromUtf8(data.sliced(begin, length));
    return true;
}

// A message field: its bytes' range.
bool readMessage(ProtobufReader &reader, WireType wireType, qsizetype &begin, qsizetype &end)
{
    qsizetype length = 0;
    if (wireType != WireType::LengthDelimited || !reader.readLengthDelimited(begin, length))
        return false;
    end = begin + length;
    return true;
}

// A map<string, string> or map<string, Quantity> entry.
bool readEntry(ProtobufReader &reader, WireType wireType, QByteArrayView data, bool quantity, Error &error,
               QJsonObject &into)
{
    qsizetype begin = 0, end = 0;
    if (!readMessage(reader, wireType, begin, end))
        return false;
    QString key, value;
    const bool ok = forEachField(data, begin, end, error, [&](ProtobufReader &r, quint32 n, WireType w) {
        if (n == EntryKey && w == WireType::LengthDelimited)
            return readString(r, data, key);
        if (n == EntryValue && w == WireType::LengthDelimited && !quantity)
            return readString(r, data, value);
        if (n == EntryValue && w == WireType::LengthDelimited) {
            qsizetype qBegin = 0, qEnd = 0;
            return readMessage(r, w, qBegin, qEnd) &&
                   forEachField(data, qBegin, qEnd, error, [&](ProtobufReader &q, quint32 qn, WireType qw) {
                       return qn == QuantityString && qw == WireType::LengthDelimited
                                  ? readString(q, data, value)
                                  : q.skip(qw);
                   });
        }
        return r.skip(w);
    });
    if (ok)
        into.insert(key, quantity && value.isEmpty() ? QStringLiteral("0") : value);
    return ok;
}

bool readSeconds(QByteArrayView data, qsizetype begin, qsizetype end, Error &error, quint32 fieldNumber,
                 qint64 &out)
{
    return forEachField(data, begin, end, error, [&](ProtobufReader &r, quint32 n, WireType w) {
        quint64 value = 0;
        if (n == fieldNumber && w == WireType::Varint) {
            if (!r.readVarint(value))
                return false;
            out = qint64(value);
            return true;
        }
        return r.skip(w);
    });
}

QString rfc3339(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, Qt::UTC).toString(Qt::ISODate);
}

bool readObjectMeta(QByteArrayView data, qsizetype begin, qsizetype end, Error &error, QJsonObject &out)
{
    QJsonObject labels;
    const bool ok = forEachField(data, begin, end, error, [&](ProtobufReader &r, quint32 n, WireType w) {
        QString text;
        switch (n) {
        case MetaName:
        case MetaNamespace:
            if (w != WireType::LengthDelimited || !readString(r, data, text))
                return false;
            out.insert(n == MetaName ? QStringLiteral("name") : QStringLiteral("namespace"), text);
            return true;
        case MetaCreationTimestamp: {
            qsizetype b = 0, e = 0;
            qint64 seconds = 0;
            if (!readMessage(r, w, b, e) || !readSeconds(data, b, e, error, TimeSeconds, seconds))
                return false;
            out.insert(QStringLiteral("creationTimestamp"), rfc3339(seconds));
            return true;
        }
        case MetaLabels:
            return readEntry(r, w, data, false, error, labels);
        default:
            return r.skip(w);
        }
    });
    if (!labels.isEmpty())
        out.insert(QStringLiteral("labels"), labels);
    return ok;
}

// A NodeMetrics or PodMetrics message.
bool readMetrics(QByteArrayView data, qsizetype begin, qsizetype end, bool pod, Error &error,
                 QJsonObject &out)
{
    QJsonObject metadata, usage;
    QJsonArray containers;
    const bool ok = forEachField(data, begin, end, error, [&](ProtobufReader &r, quint32 n, WireType w) {
        qsizetype b = 0, e = 0;
        switch (n) {
        case MetricsMetadata:
            return readMessage(r, w, b, e) && readObjectMeta(data, b, e, error, metadata);
        case MetricsTimestamp: {
            qint64 seconds = 0;
            if (!readMessage(r, w, b, e) || !readSeconds(data, b, e, error, TimeSeconds, seconds))
                return false;
            out.insert(QStringLiteral("timestamp"), rfc3339(seconds));
            return true;
        }
        case MetricsWindow: {
            qint64 nanoseconds = 0;
            if (!readMessage(r, w, b, e) || !readSeconds(data, b, e, error, DurationNanoseconds, nanoseconds))
                return false;
            std::string text;
            detail::appendGoDurationJson(text, nanoseconds);
            out.insert(QStringLiteral("window"), QString::fromStdString(text.substr(1, text.size() - 2)));
            return true;
        }
        case MetricsUsage:
            if (!pod)
                return readEntry(r, w, data, true, error, usage);
            {
                // A pod's field 4: one ContainerMetrics.
                QString name;
                QJsonObject containerUsage;
                if (!readMessage(r, w, b, e) ||
                    !forEachField(data, b, e, error, [&](ProtobufReader &c, quint32 cn, WireType cw) {
                        if (cn == ContainerName && cw == WireType::LengthDelimited)
                            return readString(c, data, name);
                        if (cn == ContainerUsage)
                            return readEntry(c, cw, data, true, error, containerUsage);
                        return c.skip(cw);
                    }))
                    return false;
                containers.append(
                    QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("usage"), containerUsage}});
                return true;
            }
        default:
            return r.skip(w);
        }
    });
    out.insert(QStringLiteral("metadata"), metadata);
    if (pod)
        out.insert(QStringLiteral("containers"), containers);
    else
        out.insert(QStringLiteral("usage"), usage);
    return ok;
}

// ---- writing

void appendVarint(QByteArray &out, quint64 value)
{
    while (value >= 0x80) {
        out.append(char(value | 0x80));
        value >>= 7;
    }
    out.append(char(value));
}

void appendTag(QByteArray &out, quint32 number, WireType wireType)
{
    appendVarint(out, (quint64(number) << 3) | quint64(wireType));
}

void appendBytes(QByteArray &out, quint32 number, const QByteArray &bytes)
{
    appendTag(out, number, WireType::LengthDelimited);
    appendVarint(out, quint64(bytes.size()));
    out.append(bytes);
}

void appendVarintField(QByteArray &out, quint32 number, quint64 value)
{
    appendTag(out, number, WireType::Varint);
    appendVarint(out, value);
}

QByteArray timeMessage(const QString &rfc3339Text)
{
    QByteArray out;
    if (const qint64 ms = parseTimestamp(rfc3339Text.toStdString()))
        appendVarintField(out, TimeSeconds, quint64(ms / 1000));
    return out;
}

QByteArray quantityMessage(const QString &text)
{
    QByteArray out;
    appendBytes(out, QuantityString, text.toUtf8());
    return out;
}

// map<string, V>: one entry message per key, in key order (as Go's marshaller sorts them).
void appendMap(QByteArray &out, quint32 number, const QJsonObject &map, bool quantity)
{
    for (auto it = map.begin(); it != map.end(); ++it) {
        QByteArray entry;
        appendBytes(entry, EntryKey, it.key().toUtf8());
        appendBytes(entry, EntryValue,
                    quantity ? quantityMessage(it.value().toString()) : it.value().toString().toUtf8());
        appendBytes(out, number, entry);
    }
}

QByteArray objectMetaMessage(const QJsonObject &metadata)
{
    QByteArray out;
    appendBytes(out, MetaName, metadata.value(QLatin1String("name")).toString().toUtf8());
    if (metadata.contains(QLatin1String("namespace")))
        appendBytes(out, MetaNamespace, metadata.value(QLatin1String("namespace")).toString().toUtf8());
    appendBytes(out, MetaCreationTimestamp,
                timeMessage(metadata.value(QLatin1String("creationTimestamp")).toString()));
    appendMap(out, MetaLabels, metadata.value(QLatin1String("labels")).toObject(), false);
    return out;
}

// "15s", "10.5s": the seconds metrics-server's windows are written in.
qint64 windowNanoseconds(const QString &window)
{
    if (!window.endsWith(QLatin1Char('s')))
        return 0;
    bool ok = false;
    const double seconds = window.chopped(1).toDouble(&ok);
    return ok ? qint64(std::llround(seconds * 1e9)) : 0;
}

QByteArray metricsMessage(const QJsonObject &json)
{
    QByteArray out;
    appendBytes(out, MetricsMetadata, objectMetaMessage(json.value(QLatin1String("metadata")).toObject()));
    appendBytes(out, MetricsTimestamp, timeMessage(json.value(QLatin1String("timestamp")).toString()));
    QByteArray window;
    appendVarintField(window, DurationNanoseconds,
                      quint64(windowNanoseconds(json.value(QLatin1String("window")).toString())));
    appendBytes(out, MetricsWindow, window);
    if (json.contains(QLatin1String("containers"))) {
        for (const QJsonValue &c : json.value(QLatin1String("containers")).toArray()) {
            QByteArray container;
            appendBytes(container, ContainerName,
                        c.toObject().value(QLatin1String("name")).toString().toUtf8());
            appendMap(container, ContainerUsage, c.toObject().value(QLatin1String("usage")).toObject(), true);
            appendBytes(out, MetricsUsage, container);
        }
    } else {
        appendMap(out, MetricsUsage, json.value(QLatin1String("usage")).toObject(), true);
    }
    return out;
}

} // namespace metricswire

Result<QJsonObject> metricsProtobufToJson(QByteArrayView body)
{
    using namespace metricswire;
    const auto typeMeta = protobufTypeMeta(body);
    if (!typeMeta)
        return typeMeta.error();
    const QByteArray kind = typeMeta->kind;
    const bool list = kind == "NodeMetricsList" || kind == "PodMetricsList";
    const bool pod = kind == "PodMetrics" || kind == "PodMetricsList";
    if (!list && kind != "NodeMetrics" && kind != "PodMetrics")
        return Error(Error::Kind::Decode, QStringLiteral("protobuf body holds %1, not metrics.k8s.io metrics")
                                              .arg(QString::fromUtf8(kind)));
    // The envelope's raw bytes: the message itself.
    Error error;
    qsizetype rawBegin = -1, rawEnd = -1;
    forEachField(body, protobufMagicSize, body.size(), error, [&](ProtobufReader &r, quint32 n, WireType w) {
        return n == UnknownRaw ? readMessage(r, w, rawBegin, rawEnd) : r.skip(w);
    });
    if (error)
        return error;
    if (rawBegin < 0)
        return Error(Error::Kind::Decode,
                     QStringLiteral("protobuf %1 without its raw bytes").arg(QString::fromUtf8(kind)));
    QJsonObject out{{QStringLiteral("kind"), QString::fromUtf8(kind)},
                    {QStringLiteral("apiVersion"), QString::fromUtf8(typeMeta->apiVersion)}};
    if (!list) {
        if (!readMetrics(body, rawBegin, rawEnd, pod, error, out))
            return error;
        return out;
    }
    QJsonArray items;
    forEachField(body, rawBegin, rawEnd, error, [&](ProtobufReader &r, quint32 n, WireType w) {
        qsizetype b = 0, e = 0;
        if (n != ListItems)
            return r.skip(w); // ListMeta: metrics-server leaves it empty
        QJsonObject item;
        if (!readMessage(r, w, b, e) || !readMetrics(body, b, e, pod, error, item))
            return false;
        items.append(item);
        return true;
    });
    if (error)
        return error;
    out.insert(QStringLiteral("metadata"), QJsonObject());
    out.insert(QStringLiteral("items"), items);
    return out;
}

QByteArray metricsJsonToProtobuf(const QJsonObject &json)
{
    using namespace metricswire;
    const QString kind = json.value(QLatin1String("kind")).toString();
    QByteArray raw;
    if (kind.endsWith(QLatin1String("List"))) {
        appendBytes(raw, ListMetadata, {});
        for (const QJsonValue &item : json.value(QLatin1String("items")).toArray())
            appendBytes(raw, ListItems, metricsMessage(item.toObject()));
    } else {
        raw = metricsMessage(json);
    }
    QByteArray typeMeta;
    appendBytes(typeMeta, TypeMetaApiVersion, json.value(QLatin1String("apiVersion")).toString().toUtf8());
    appendBytes(typeMeta, TypeMetaKind, kind.toUtf8());
    QByteArray out(protobufMagic, protobufMagicSize);
    appendBytes(out, UnknownTypeMeta, typeMeta);
    appendBytes(out, UnknownRaw, raw);
    return out;
}

} // namespace kube
