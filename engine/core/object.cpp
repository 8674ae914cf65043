// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "object.h"
#include "objectdata.h"
#include "objectlist.h"
#include "listdecoder.h"

#include <QJsonDocument>

#include <algorithm>
#include <simdjson.h>

namespace kube {

using detail::ObjectData;
using detail::Span;
namespace od = simdjson::ondemand;

namespace {

constexpr std::string_view lastAppliedKey = "kubectl.kubernetes.io/last-applied-configuration";
constexpr std::string_view initialEventsEndKey = "k8s.io/initial-events-end";


int digits(std::string_view text, size_t at, size_t count)
{
    int value = 0;
    for (size_t i = at; i < at + count; ++i) {
        if (i >= text.size() || text[i] < '0' || text[i] > '9')
            return -1;
        value = value * 10 + (text[i] - '0');
    }
    return value;
}

// Days since 1970-01-01 of a civil date (Howard Hinnant's algorithm).
qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = int(y - era * 400);
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

// Finds the extent of `"key": value` to cut, with one neighbouring comma, so the rest stays valid JSON.
std::pair<qint32, qint32> memberCut(std::string_view json, qint32 keyBegin, qint32 valueEnd)
{
    qint32 end = valueEnd;
    qint32 probe = end;
    while (probe < qint32(json.size()) && std::isspace(static_cast<unsigned char>(json[probe])))
        ++probe;
    if (probe < qint32(json.size()) && json[probe] == ',')
        return {keyBegin, probe + 1};
    qint32 begin = keyBegin;
    probe = begin - 1;
    while (probe >= 0 && std::isspace(static_cast<unsigned char>(json[probe])))
        --probe;
    if (probe >= 0 && json[probe] == ',')
        begin = probe;
    return {begin, end};
}

QByteArray cutRanges(std::string_view json, std::vector<std::pair<qint32, qint32>> cuts)
{
    std::sort(cuts.begin(), cuts.end());
    // Reserve exactly what stays: the cut bytes are the memory the caller wants back.
    qsizetype kept = qsizetype(json.size());
    qint32 end = 0;
    for (const auto &[b, e] : cuts) {
        if (b < end)
            continue;
        kept -= e - b;
        end = e;
    }
    QByteArray out;
    out.reserve(kept);
    qint32 at = 0;
    for (const auto &[begin, end] : cuts) {
        if (begin < at)
            continue; // nested in a cut already made
        out.append(json.data() + at, begin - at);
        at = end;
    }
    out.append(json.data() + at, qsizetype(json.size()) - at);
    return out;
}

class ObjectDecoder
{
public:
    explicit ObjectDecoder(const char *base) : m_base(base) {} // offsets of cut ranges count from here

    void decodeMetadata(od::object metadata, ObjectData &data)
    {
        for (auto field : metadata) {
            const char *keyBegin = field.key().raw() - 1; // before unescaped_key(), which consumes the key
            const std::string_view key = field.unescaped_key();
            od::value value = field.value();
            if (key == "name")
                data.name = data.add(value.get_string());
            else if (key == "namespace")
                data.namespaceName = data.add(value.get_string());
            else if (key == "uid")
                data.uid = data.add(value.get_string());
            else if (key == "resourceVersion")
                data.resourceVersion = data.add(value.get_string());
            else if (key == "generation")
                data.generation = value.get_int64();
            else if (key == "creationTimestamp")
                data.created = timestampOf(value);
            else if (key == "deletionTimestamp")
                data.deleted = timestampOf(value);
            else if (key == "labels")
                decodeLabels(value.get_object(), data);
            else if (key == "annotations")
                decodeAnnotations(value.get_object(), data);
            else if (key == "ownerReferences")
                decodeOwners(value.get_array(), data);
            else if (key == "managedFields") {
                od::array array = value.get_array();
                std::string_view raw = array.raw_json();
                data.managedFieldsBegin = qint32(keyBegin - m_base);
                data.managedFieldsEnd = qint32(raw.data() + raw.size() - m_base);
            }
        }
    }

private:
    static qint64 timestampOf(od::value value)
    {
        if (value.is_null())
            return 0;
        return parseTimestamp(value.get_string());
    }

    void decodeLabels(od::object labels, ObjectData &data)
    {
        for (auto field : labels) {
            const Span key = data.add(field.unescaped_key());
            const Span value = data.add(field.value().get_string());
            data.labels.emplace_back(key, value);
        }
        std::sort(data.labels.begin(), data.labels.end(), [&data](const auto &a, const auto &b) {
            return data.view(a.first) < data.view(b.first);
        });
    }

    void decodeAnnotations(od::object annotations, ObjectData &data)
    {
        for (auto field : annotations) {
            const char *keyBegin = field.key().raw() - 1;
            const std::string_view key = field.unescaped_key();
            od::value value = field.value();
            if (key == lastAppliedKey) {
                std::string_view raw = value.raw_json_token();
                data.lastAppliedBegin = qint32(keyBegin - m_base);
                data.lastAppliedEnd = qint32(raw.data() + raw.size() - m_base);
                // raw_json_token may include trailing whitespace; trim it.
                while (data.lastAppliedEnd > data.lastAppliedBegin
                       && std::isspace(static_cast<unsigned char>(m_base[data.lastAppliedEnd - 1])))
                    --data.lastAppliedEnd;
            } else if (key == initialEventsEndKey) {
                data.initialEventsEnd = std::string_view(value.get_string()) == "true";
            }
        }
    }

    void decodeOwners(od::array owners, ObjectData &data)
    {
        for (auto element : owners) {
            detail::OwnerSpans owner;
            for (auto field : element.get_object()) {
                const std::string_view key = field.unescaped_key();
                od::value value = field.value();
                if (key == "apiVersion")
                    owner.apiVersion = data.add(value.get_string());
                else if (key == "kind")
                    owner.kind = data.add(value.get_string());
                else if (key == "name")
                    owner.name = data.add(value.get_string());
                else if (key == "uid")
                    owner.uid = data.add(value.get_string());
                else if (key == "controller")
                    owner.controller = value.get_bool();
            }
            data.owners.push_back(owner);
        }
    }

    const char *m_base;
};

} // namespace

qint64 parseTimestamp(std::string_view text)
{
    // YYYY-MM-DDTHH:MM:SS[.frac](Z|±HH:MM)
    if (text.size() < 20 || text[4] != '-' || text[7] != '-' || (text[10] != 'T' && text[10] != 't')
        || text[13] != ':' || text[16] != ':')
        return 0;
    const int year = digits(text, 0, 4), month = digits(text, 5, 2), day = digits(text, 8, 2);
    const int hour = digits(text, 11, 2), minute = digits(text, 14, 2), second = digits(text, 17, 2);
    if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0
        || minute > 59 || second < 0 || second > 60)
        return 0;
    size_t at = 19;
    qint64 millis = 0;
    if (at < text.size() && text[at] == '.') {
        ++at;
        int scale = 100;
        while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
            millis += (text[at] - '0') * scale;
            scale /= 10;
            ++at;
        }
    }
    qint64 offsetSeconds = 0;
    if (at < text.size() && (text[at] == 'Z' || text[at] == 'z')) {
        ++at;
    } else if (at + 6 <= text.size() && (text[at] == '+' || text[at] == '-') && text[at + 3] == ':') {
        const int oh = digits(text, at + 1, 2), om = digits(text, at + 4, 2);
        if (oh < 0 || om < 0)
            return 0;
        offsetSeconds = (oh * 3600 + om * 60) * (text[at] == '+' ? 1 : -1);
        at += 6;
    } else {
        return 0;
    }
    if (at != text.size())
        return 0;
    const qint64 days = daysFromCivil(year, month, day);
    const qint64 seconds = days * 86400 + hour * 3600 + minute * 60 + second - offsetSeconds;
    return seconds * 1000 + millis;
}

Result<Object> Object::fromJson(QByteArrayView json, const DecodeOptions &options)
{
    simdjson::padded_string padded(json.data(), size_t(json.size()));
    return fromPaddedJson(std::string_view(padded.data(), padded.size()), options);
}

namespace {

// Which of kind/apiVersion the object carried itself (list items carry neither).
struct DecodedFields
{
    bool kind = false;
    bool apiVersion = false;
};

// Reads kind, apiVersion and metadata from an object whose text starts at `base`.
DecodedFields decodeFields(od::object object, const char *base, ObjectData &data)
{
    ObjectDecoder decoder(base);
    DecodedFields seen;
    for (auto field : object) {
        const std::string_view key = field.unescaped_key();
        if (key == "kind") {
            data.kind = data.add(field.value().get_string());
            seen.kind = true;
        } else if (key == "apiVersion") {
            data.apiVersion = data.add(field.value().get_string());
            seen.apiVersion = true;
        } else if (key == "metadata") {
            decoder.decodeMetadata(field.value().get_object(), data);
        }
    }
    return seen;
}

} // namespace

// Fills defaults and the bytes (with what the options drop cut out) of an object decoded from `json`.
Result<Object> Object::finish(std::shared_ptr<detail::ObjectData> data, std::string_view json, const DecodeOptions &options, bool sawKind,
                              bool sawApiVersion)
{
    if (!sawKind && !options.defaultKind.isEmpty())
        data->kind = data->add(std::string_view(options.defaultKind.constData(), size_t(options.defaultKind.size())));
    if (!sawApiVersion && !options.defaultApiVersion.isEmpty())
        data->apiVersion = data->add(std::string_view(options.defaultApiVersion.constData(), size_t(options.defaultApiVersion.size())));
    std::vector<std::pair<qint32, qint32>> cuts;
    if (options.dropManagedFields && data->managedFieldsBegin >= 0)
        cuts.push_back(memberCut(json, data->managedFieldsBegin, data->managedFieldsEnd));
    if (options.dropLastAppliedAnnotation && data->lastAppliedBegin >= 0)
        cuts.push_back(memberCut(json, data->lastAppliedBegin, data->lastAppliedEnd));
    if (cuts.empty()) {
        data->json = QByteArray(json.data(), qsizetype(json.size()));
    } else {
        data->json = cutRanges(json, cuts);
        // Ranges after a cut have moved; keep only those still meaningful.
        if (options.dropManagedFields)
            data->managedFieldsBegin = data->managedFieldsEnd = -1;
        if (options.dropLastAppliedAnnotation)
            data->lastAppliedBegin = data->lastAppliedEnd = -1;
        if (data->managedFieldsBegin >= 0 || data->lastAppliedBegin >= 0) {
            // One of the two stayed: decode again so its range matches the new bytes.
            DecodeOptions keep = options;
            keep.dropManagedFields = keep.dropLastAppliedAnnotation = false;
            simdjson::padded_string padded(data->json.constData(), size_t(data->json.size()));
            return fromPaddedJson(std::string_view(padded.data(), padded.size()), keep);
        }
    }
    data->strings.squeeze();
    return Object(std::shared_ptr<const ObjectData>(std::move(data)));
}

Result<Object> Object::fromPaddedJson(std::string_view json, const DecodeOptions &options)
{
    thread_local od::parser parser;
    auto data = std::make_shared<ObjectData>();
    data->strings.reserve(160);
    DecodedFields seen;
    try {
        od::document document = parser.iterate(json.data(), json.size(), json.size() + simdjson::SIMDJSON_PADDING);
        seen = decodeFields(document.get_object(), json.data(), *data);
    } catch (const simdjson::simdjson_error &error) {
        return Error(Error::Kind::Decode, QStringLiteral("invalid JSON object: %1").arg(QString::fromUtf8(error.what())));
    }
    return finish(std::move(data), json, options, seen.kind, seen.apiVersion);
}

QByteArray Object::json() const { return d ? d->json : QByteArray(); }
QByteArrayView Object::kind() const { return d ? d->view(d->kind) : QByteArrayView(); }
QByteArrayView Object::apiVersion() const { return d ? d->view(d->apiVersion) : QByteArrayView(); }
QByteArrayView Object::namespaceName() const { return d ? d->view(d->namespaceName) : QByteArrayView(); }
QByteArrayView Object::name() const { return d ? d->view(d->name) : QByteArrayView(); }
QByteArrayView Object::uid() const { return d ? d->view(d->uid) : QByteArrayView(); }
QByteArrayView Object::resourceVersion() const { return d ? d->view(d->resourceVersion) : QByteArrayView(); }
qint64 Object::generation() const { return d ? d->generation : 0; }
qint64 Object::creationTimestamp() const { return d ? d->created : 0; }
qint64 Object::deletionTimestamp() const { return d ? d->deleted : 0; }
bool Object::isInitialEventsEnd() const { return d && d->initialEventsEnd; }
bool Object::hasManagedFields() const { return d && d->managedFieldsBegin >= 0; }

QList<std::pair<QByteArray, QByteArray>> Object::labels() const
{
    QList<std::pair<QByteArray, QByteArray>> out;
    if (!d)
        return out;
    out.reserve(qsizetype(d->labels.size()));
    for (const auto &[key, value] : d->labels)
        out.append({d->view(key).toByteArray(), d->view(value).toByteArray()});
    return out;
}

QByteArray Object::label(QByteArrayView key, bool *found) const
{
    if (d) {
        for (const auto &[k, v] : d->labels) {
            if (d->view(k) == key) {
                if (found)
                    *found = true;
                return d->view(v).toByteArray();
            }
        }
    }
    if (found)
        *found = false;
    return {};
}

QList<OwnerReference> Object::ownerReferences() const
{
    QList<OwnerReference> out;
    if (!d)
        return out;
    for (const auto &owner : d->owners)
        out.append({d->view(owner.apiVersion).toByteArray(), d->view(owner.kind).toByteArray(),
                    d->view(owner.name).toByteArray(), d->view(owner.uid).toByteArray(), owner.controller});
    return out;
}

QByteArray Object::key() const
{
    if (!d)
        return {};
    const QByteArrayView ns = namespaceName();
    if (ns.isEmpty())
        return name().toByteArray();
    QByteArray key;
    key.reserve(ns.size() + 1 + name().size());
    key.append(ns).append('/').append(name());
    return key;
}

Object Object::stripped(bool managedFields, bool lastAppliedAnnotation) const
{
    if (!d || ((!managedFields || d->managedFieldsBegin < 0) && (!lastAppliedAnnotation || d->lastAppliedBegin < 0)))
        return *this;
    DecodeOptions options;
    options.dropManagedFields = managedFields;
    options.dropLastAppliedAnnotation = lastAppliedAnnotation;
    auto result = fromJson(d->json, options);
    return result ? result.value() : *this;
}

QJsonObject Object::toJsonObject() const
{
    return d ? QJsonDocument::fromJson(d->json).object() : QJsonObject();
}

qsizetype Object::memoryFootprint() const
{
    if (!d)
        return 0;
    return qsizetype(sizeof(ObjectData)) + d->json.capacity() + d->strings.capacity()
        + qsizetype(d->labels.capacity() * sizeof(d->labels[0]) + d->owners.capacity() * sizeof(detail::OwnerSpans))
        + 16 /* shared_ptr control block */;
}

void ensureJsonPadding(QByteArray &bytes)
{
    const qsizetype size = bytes.size();
    bytes.append(qsizetype(simdjson::SIMDJSON_PADDING), '\0');
    bytes.truncate(size); // shrinking keeps the allocation: the padding stays readable
}

Result<ObjectList> ObjectList::fromJson(QByteArray body, const DecodeOptions &options)
{
    // Items are decoded in place; only the last, too near the end for the parser's padding, is copied.
    ListDecoder decoder(options);
    decoder.feed(body);
    return decoder.finish();
}

Error statusError(QByteArrayView body, int httpCode, const QString &where)
{
    const QJsonObject status = QJsonDocument::fromJson(body.toByteArray()).object();
    if (status.value(QLatin1String("kind")).toString() == QLatin1String("Status")) {
        const int code = status.value(QLatin1String("code")).toInt(httpCode);
        QString message = status.value(QLatin1String("message")).toString();
        const Error::Reason reason = Error::reasonFromName(status.value(QLatin1String("reason")).toString());
        if (message.isEmpty())
            message = QStringLiteral("the server returned HTTP %1").arg(code);
        return Error::status(code ? code : httpCode, reason, message, where);
    }
    // Not a Status: say what came back, briefly (a proxy's HTML page, say).
    QString text = QString::fromUtf8(body.first(std::min<qsizetype>(body.size(), 200)).toByteArray()).simplified();
    QString message = QStringLiteral("the server returned HTTP %1").arg(httpCode);
    if (!text.isEmpty())
        message += QStringLiteral(": ") + text;
    return Error::status(httpCode, Error::Reason::Unknown, message, where);
}

} // namespace kube
