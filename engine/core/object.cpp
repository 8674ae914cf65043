// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "object.h"
#include "jsoncompactor.h"
#include "jsonsyntax.h"
#include "listdecoder.h"
#include "objectdata.h"
#include "objectlist.h"

#include <QJsonDocument>

#include <algorithm>
#include <array>
#include <cstring>
#include <mutex>
#include <simdjson.h>

namespace kube {

using detail::initialEventsEndKey;
using detail::isJsonSpace;
using detail::lastAppliedKey;
using detail::maxJsonDepth;
using detail::ObjectData;
using detail::Span;
namespace od = simdjson::ondemand;

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

[[noreturn]] void reject(simdjson::error_code code)
{
    throw simdjson::simdjson_error(code);
}

// Just past a scalar's last byte: simdjson hands a scalar over with the whitespace that follows it.
const char *scalarEnd(std::string_view token)
{
    const char *end = token.data() + token.size();
    while (end > token.data() && isJsonSpace(end[-1]))
        --end;
    return end;
}

// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)? and nothing else.
bool isNumber(const char *at, const char *end)
{
    if (at < end && *at == '-')
        ++at;
    if (at == end || !isDigit(*at))
        return false;
    if (*at == '0')
        ++at;
    else
        while (at < end && isDigit(*at))
            ++at;
    if (at < end && *at == '.') {
        if (++at == end || !isDigit(*at))
            return false;
        while (at < end && isDigit(*at))
            ++at;
    }
    if (at < end && (*at == 'e' || *at == 'E')) {
        ++at;
        if (at < end && (*at == '+' || *at == '-'))
            ++at;
        if (at == end || !isDigit(*at))
            return false;
        while (at < end && isDigit(*at))
            ++at;
    }
    return at == end;
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')
        return (c | 0x20) - 'a' + 10;
    return -1;
}

// The UTF-16 unit of a \uXXXX escape at `at`, or -1.
int escapedUnit(const char *at, const char *end)
{
    if (end - at < 6 || at[0] != '\\' || at[1] != 'u')
        return -1;
    int unit = 0;
    for (int i = 2; i < 6; ++i) {
        const int digit = hexDigit(at[i]);
        if (digit < 0)
            return -1;
        unit = unit * 16 + digit;
    }
    return unit;
}

// Whether every backslash starts a valid escape (\uXXXX surrogates in pairs). One memchr pass over the whole
// text, as backslashes are rare in Kubernetes JSON: valid JSON has them only inside strings, and one outside
// a string is rejected anyway (it falls inside a number or literal, which checkValue refuses).
bool escapesAreValid(std::string_view json)
{
    const char *at = json.data();
    const char *const end = json.data() + json.size();
    while ((at = static_cast<const char *>(std::memchr(at, '\\', size_t(end - at))))) {
        if (end - at < 2)
            return false;
        switch (at[1]) {
        case '"':
        case '\\':
        case '/':
        case 'b':
        case 'f':
        case 'n':
        case 'r':
        case 't':
            at += 2;
            continue;
        case 'u': {
            const int unit = escapedUnit(at, end);
            if (unit < 0 || (unit >= 0xdc00 && unit <= 0xdfff))
                return false;
            if (unit >= 0xd800 && unit <= 0xdbff) {
                const int low = escapedUnit(at + 6, end);
                if (low < 0xdc00 || low > 0xdfff)
                    return false;
                at += 6;
            }
            at += 6;
            continue;
        }
        default:
            return false;
        }
    }
    return true;
}

// Checks a value the decoder does not keep and returns the byte just past it. On-Demand checks only what it
// is asked for (stage 1 has checked UTF-8, control characters and unclosed strings; iterating checks commas,
// colons and brackets): this asks for the rest (numbers, literals) on the way through, so with
// escapesAreValid a decode accepts exactly RFC 8259 without a second parse. `depth` counts the containers
// around the value.
const char *checkValue(od::value value, int depth)
{
    switch (value.type()) {
    case od::json_type::object: {
        if (depth >= maxJsonDepth)
            reject(simdjson::DEPTH_ERROR);
        const char *end = std::string_view(value.raw_json_token()).data() + 1;
        for (auto field : value.get_object()) {
            end = checkValue(field.value(), depth + 1);
        }
        while (isJsonSpace(*end))
            ++end;
        return end + 1; // the '}' iterating has checked
    }
    case od::json_type::array: {
        if (depth >= maxJsonDepth)
            reject(simdjson::DEPTH_ERROR);
        const char *end = std::string_view(value.raw_json_token()).data() + 1;
        for (auto element : value.get_array())
            end = checkValue(element.value(), depth + 1);
        while (isJsonSpace(*end))
            ++end;
        return end + 1;
    }
    case od::json_type::string: {
        // Stage 1 and escapesAreValid have checked its bytes, but it must be consumed: On-Demand skips an
        // untouched string followed by ':' as if it were a key, so {"a":"b":{}} would pass.
        const char *end = scalarEnd(value.raw_json_token());
        [[maybe_unused]] const od::raw_json_string consumed = value.get_raw_json_string();
        return end;
    }
    case od::json_type::number: {
        const std::string_view token = value.raw_json_token();
        const char *end = scalarEnd(token);
        if (!isNumber(token.data(), end))
            reject(simdjson::NUMBER_ERROR);
        return end;
    }
    case od::json_type::boolean:
    case od::json_type::null: {
        const std::string_view token = value.raw_json_token();
        const std::string_view word(token.data(), size_t(scalarEnd(token) - token.data()));
        if (word != "true" && word != "false" && word != "null")
            reject(simdjson::T_ATOM_ERROR);
        return word.data() + word.size();
    }
    }
    reject(simdjson::INCORRECT_TYPE);
}

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

// Decodes the fields an Object keeps and checks every other value on the way (see checkValue). Depths count
// the containers around a value: the object's members are at 1, metadata's at 2.
class ObjectDecoder
{
public:
    explicit ObjectDecoder(const char *base) : m_base(base) {} // offsets of cut ranges count from here

    // The member being decoded, for the message when it has the wrong type.
    std::string_view field() const { return m_field; }

    // Reads kind, apiVersion and metadata; returns which of kind and apiVersion the object carried (list
    // items carry neither).
    std::pair<bool, bool> decodeObject(od::object object, ObjectData &data)
    {
        bool sawKind = false, sawApiVersion = false;
        for (auto field : object) {
            const std::string_view key = field.unescaped_key();
            od::value value = field.value();
            if (key == "kind") {
                m_field = "kind";
                data.kind = data.add(value.get_string());
                sawKind = true;
            } else if (key == "apiVersion") {
                m_field = "apiVersion";
                data.apiVersion = data.add(value.get_string());
                sawApiVersion = true;
            } else if (key == "metadata") {
                m_field = "metadata";
                decodeMetadata(value.get_object(), data);
            } else {
                checkValue(value, 1);
            }
        }
        return {sawKind, sawApiVersion};
    }

private:
    void decodeMetadata(od::object metadata, ObjectData &data)
    {
        for (auto field : metadata) {
            const char *keyBegin = field.key().raw() - 1; // before unescaped_key(), which consumes the key
            const std::string_view key = field.unescaped_key();
            od::value value = field.value();
            m_field = "metadata";
            if (key == "name")
                data.name = data.add(string(value, "metadata.name"));
            else if (key == "namespace")
                data.namespaceName = data.add(string(value, "metadata.namespace"));
            else if (key == "uid")
                data.uid = data.add(string(value, "metadata.uid"));
            else if (key == "resourceVersion")
                data.resourceVersion = data.add(string(value, "metadata.resourceVersion"));
            else if (key == "generation") {
                m_field = "metadata.generation";
                checkValue(value, 2); // get_int64 alone takes "1x"
                data.generation = value.get_int64();
            } else if (key == "creationTimestamp")
                data.created = timestampOf(value, "metadata.creationTimestamp");
            else if (key == "deletionTimestamp")
                data.deleted = timestampOf(value, "metadata.deletionTimestamp");
            else if (key == "labels") {
                m_field = "metadata.labels";
                decodeLabels(value.get_object(), data);
            } else if (key == "annotations") {
                m_field = "metadata.annotations";
                decodeAnnotations(value.get_object(), data);
            } else if (key == "ownerReferences") {
                m_field = "metadata.ownerReferences";
                decodeOwners(value.get_array(), data);
            } else if (key == "managedFields") {
                m_field = "metadata.managedFields";
                if (value.type() != od::json_type::array)
                    reject(simdjson::INCORRECT_TYPE);
                data.managedFieldsBegin = qint32(keyBegin - m_base);
                data.managedFieldsEnd = qint32(checkValue(value, 2) - m_base);
            } else {
                checkValue(value, 2);
            }
        }
    }

    std::string_view string(od::value value, std::string_view field)
    {
        m_field = field;
        return value.get_string();
    }

    qint64 timestampOf(od::value value, std::string_view field)
    {
        m_field = field;
        if (value.type() == od::json_type::null) {
            checkValue(value, 2); // is_null() alone takes "nullx"
            return 0;
        }
        return parseTimestamp(value.get_string());
    }

    void decodeLabels(od::object labels, ObjectData &data)
    {
        for (auto field : labels) {
            const Span key = data.add(field.unescaped_key());
            const Span value = data.add(field.value().get_string());
            data.labels.emplace_back(key, value);
        }
        std::sort(data.labels.begin(), data.labels.end(),
                  [&data](const auto &a, const auto &b) { return data.view(a.first) < data.view(b.first); });
    }

    void decodeAnnotations(od::object annotations, ObjectData &data)
    {
        for (auto field : annotations) {
            const char *keyBegin = field.key().raw() - 1;
            const std::string_view key = field.unescaped_key();
            od::value value = field.value();
            if (key == lastAppliedKey) {
                data.lastAppliedBegin = qint32(keyBegin - m_base);
                data.lastAppliedEnd = qint32(checkValue(value, 3) - m_base);
            } else if (key == initialEventsEndKey) {
                data.initialEventsEnd = std::string_view(value.get_string()) == "true";
            } else {
                checkValue(value, 3);
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
                    owner.controller = boolOf(value);
                else
                    checkValue(value, 4);
            }
            data.owners.push_back(owner);
        }
    }

    // get_bool() alone takes "tru".
    static bool boolOf(od::value value)
    {
        const std::string_view token = value.raw_json_token();
        const std::string_view word(token.data(), size_t(scalarEnd(token) - token.data()));
        if (word != "true" && word != "false")
            reject(simdjson::INCORRECT_TYPE);
        return word == "true";
    }

    const char *m_base;
    std::string_view m_field = "the top-level value";
};

} // namespace

qint64 parseTimestamp(std::string_view text)
{
    // YYYY-MM-DDTHH:MM:SS[.frac](Z|±HH:MM)
    if (text.size() < 20 || text[4] != '-' || text[7] != '-' || (text[10] != 'T' && text[10] != 't') ||
        text[13] != ':' || text[16] != ':')
        return 0;
    const int year = digits(text, 0, 4), month = digits(text, 5, 2), day = digits(text, 8, 2);
    const int hour = digits(text, 11, 2), minute = digits(text, 14, 2), second = digits(text, 17, 2);
    if (year < 0 || month < 1 || month > 12 || day < 1 || day > 31 || hour < 0 || hour > 23 || minute < 0 ||
        minute > 59 || second < 0 || second > 60)
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

// Fills defaults and the bytes (with what the options drop cut out) of an object decoded from `json`.
Result<Object> Object::finish(std::shared_ptr<detail::ObjectData> data, std::string_view json,
                              const DecodeOptions &options, bool sawKind, bool sawApiVersion)
{
    if (!sawKind && !options.defaultKind.isEmpty())
        data->kind =
            data->add(std::string_view(options.defaultKind.constData(), size_t(options.defaultKind.size())));
    if (!sawApiVersion && !options.defaultApiVersion.isEmpty())
        data->apiVersion = data->add(std::string_view(options.defaultApiVersion.constData(),
                                                      size_t(options.defaultApiVersion.size())));
    std::vector<std::pair<qint32, qint32>> cuts;
    if (options.dropManagedFields && data->managedFieldsBegin >= 0)
        cuts.push_back(memberCut(json, data->managedFieldsBegin, data->managedFieldsEnd));
    if (options.dropLastAppliedAnnotation && data->lastAppliedBegin >= 0)
        cuts.push_back(memberCut(json, data->lastAppliedBegin, data->lastAppliedEnd));
    if (cuts.empty()) {
        data->json = options.compactor ? QByteArray() : QByteArray(json.data(), qsizetype(json.size()));
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
    if (options.compactor) {
        const QByteArrayView bytes =
            cuts.empty() ? QByteArrayView(json.data(), qsizetype(json.size())) : QByteArrayView(data->json);
        if (QByteArray packed = options.compactor->pack(bytes); !packed.isEmpty()) {
            data->jsonSize = bytes.size();
            data->json = std::move(packed);
            data->compactor = options.compactor;
        } else if (cuts.empty()) {
            data->json = bytes.toByteArray();
        }
    }
    data->strings.squeeze();
    return Object(std::shared_ptr<const ObjectData>(std::move(data)));
}

Result<Object> Object::fromDecodedMetadata(std::shared_ptr<detail::ObjectData> data, std::string_view json,
                                           const DecodeOptions &options)
{
    return finish(std::move(data), json, options, false, false);
}

Result<Object> Object::fromPaddedJson(std::string_view json, const DecodeOptions &options,
                                      qint64 offsetInBody)
{
    thread_local od::parser parser;
    auto data = std::make_shared<ObjectData>();
    data->strings.reserve(160);
    ObjectDecoder decoder(json.data());
    std::pair<bool, bool> seen;
    od::document document;
    try {
        document = parser.iterate(json.data(), json.size(), json.size() + simdjson::SIMDJSON_PADDING);
        if (!escapesAreValid(json))
            reject(simdjson::STRING_ERROR);
        seen = decoder.decodeObject(document.get_object(), *data);
        if (document.current_location().error() != simdjson::OUT_OF_BOUNDS)
            reject(simdjson::TRAILING_CONTENT);
    } catch (const simdjson::simdjson_error &error) {
        // Rare: now take the slow path that says exactly what is wrong and where.
        if (const detail::JsonSyntaxError syntax = detail::findJsonSyntaxError(json))
            return Error(Error::Kind::Decode, QStringLiteral("invalid JSON at byte %1: %2")
                                                  .arg(offsetInBody + syntax.offset)
                                                  .arg(syntax.what));
        // Valid JSON, but not a Kubernetes object: a member has the wrong type.
        auto location = document.current_location();
        const qint64 at =
            location.error() ? qint64(json.size()) : qint64(location.value_unsafe() - json.data());
        const QString field = QString::fromUtf8(decoder.field().data(), qsizetype(decoder.field().size()));
        return Error(
            Error::Kind::Decode,
            error.error() == simdjson::INCORRECT_TYPE
                ? QStringLiteral("%1 has the wrong JSON type (at byte %2)").arg(field).arg(offsetInBody + at)
                : QStringLiteral("%1: %2 (at byte %3)")
                      .arg(field, QString::fromUtf8(error.what()))
                      .arg(offsetInBody + at));
    }
    return finish(std::move(data), json, options, seen.first, seen.second);
}

QByteArray Object::json() const
{
    if (!d)
        return {};
    return d->compactor ? d->compactor->unpack(d->json, d->jsonSize) : d->json;
}

qsizetype Object::storedJsonSize() const
{
    return d ? d->json.size() : 0;
}
QByteArrayView Object::kind() const
{
    return d ? d->view(d->kind) : QByteArrayView();
}
QByteArrayView Object::apiVersion() const
{
    return d ? d->view(d->apiVersion) : QByteArrayView();
}
QByteArrayView Object::namespaceName() const
{
    return d ? d->view(d->namespaceName) : QByteArrayView();
}
QByteArrayView Object::name() const
{
    return d ? d->view(d->name) : QByteArrayView();
}
QByteArrayView Object::uid() const
{
    return d ? d->view(d->uid) : QByteArrayView();
}
QByteArrayView Object::resourceVersion() const
{
    return d ? d->view(d->resourceVersion) : QByteArrayView();
}
qint64 Object::generation() const
{
    return d ? d->generation : 0;
}
qint64 Object::creationTimestamp() const
{
    return d ? d->created : 0;
}
qint64 Object::deletionTimestamp() const
{
    return d ? d->deleted : 0;
}
bool Object::isInitialEventsEnd() const
{
    return d && d->initialEventsEnd;
}
bool Object::hasManagedFields() const
{
    return d && d->managedFieldsBegin >= 0;
}

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
    if (!d || ((!managedFields || d->managedFieldsBegin < 0) &&
               (!lastAppliedAnnotation || d->lastAppliedBegin < 0)))
        return *this;
    DecodeOptions options;
    options.dropManagedFields = managedFields;
    options.dropLastAppliedAnnotation = lastAppliedAnnotation;
    options.compactor = d->compactor;
    auto result = fromJson(json(), options);
    return result ? result.value() : *this;
}

QJsonObject Object::toJsonObject() const
{
    return d ? QJsonDocument::fromJson(json()).object() : QJsonObject();
}

namespace detail {

namespace {
// The locks the decoded slots share: one per slot would cost each cached object a mutex; one for all would
// make the readers of a typed list on several threads wait on each other.
std::mutex &slotLock(const void *slot)
{
    static std::array<std::mutex, 64> locks;
    return locks[(reinterpret_cast<quintptr>(slot) / alignof(std::max_align_t)) % locks.size()];
}
} // namespace

std::shared_ptr<const void> DecodedSlot::get(const void *type) const
{
    const std::lock_guard lock(slotLock(this));
    return m_type == type ? m_value.lock() : nullptr;
}

std::shared_ptr<const void> DecodedSlot::keep(const void *type, std::shared_ptr<const void> value) const
{
    const std::lock_guard lock(slotLock(this));
    if (std::shared_ptr<const void> kept = m_value.lock())
        return m_type == type ? kept : value;
    m_type = type;
    m_value = value;
    return value;
}

} // namespace detail

std::shared_ptr<const void> Object::decoded(const void *type) const
{
    return d ? d->decoded.get(type) : nullptr;
}

std::shared_ptr<const void> Object::keepDecoded(const void *type, std::shared_ptr<const void> value) const
{
    return d ? d->decoded.keep(type, std::move(value)) : value;
}

qsizetype Object::memoryFootprint() const
{
    if (!d)
        return 0;
    return qsizetype(sizeof(ObjectData)) + d->json.capacity() + d->strings.capacity() +
           qsizetype(d->labels.capacity() * sizeof(d->labels[0]) +
                     d->owners.capacity() * sizeof(detail::OwnerSpans)) +
           16 /* shared_ptr control block */;
}

void ensureJsonPadding(QByteArray &bytes)
{
    const qsizetype size = bytes.size();
    bytes.append(qsizetype(simdjson::SIMDJSON_PADDING), '\0');
    bytes.truncate(size); // shrinking keeps the allocation: the padding stays readable
}

void ensureJsonPadding(std::string &bytes)
{
    bytes.reserve(bytes.size() +
                  simdjson::SIMDJSON_PADDING); // std::string never gives capacity back by itself
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
    QString text =
        QString::fromUtf8(body.first(std::min<qsizetype>(body.size(), 200)).toByteArray()).simplified();
    QString message = QStringLiteral("the server returned HTTP %1").arg(httpCode);
    if (!text.isEmpty())
        message += QStringLiteral(": ") + text;
    return Error::status(httpCode, Error::Reason::Unknown, message, where);
}

} // namespace kube
