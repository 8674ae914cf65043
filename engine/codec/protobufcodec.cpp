// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "protobufcodec.h"

#include "protobufreader.h"
#include "protobufschema.h"

#include "core/objectdata.h"

#include <QVarLengthArray>
#include <QtEndian>

#include <algorithm>
#include <bit>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <optional>
#include <string_view>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace kube {

namespace {

// protobuf's own default recursion limit; Kubernetes objects nest about 15 deep.
constexpr int maxNestingDepth = 100;
// etcd keeps objects up to 1.5 MiB by default: a frame far past that is a broken stream, not an object.
constexpr quint32 maxWatchFrameBytes = 64 * 1024 * 1024;
constexpr char watchEventMessage[] = "k8s.io.apimachinery.pkg.apis.meta.v1.WatchEvent";
constexpr char objectMetaMessage[] = "k8s.io.apimachinery.pkg.apis.meta.v1.ObjectMeta";
constexpr int maxJsonDepth = 1000;

using WireType = ProtobufReader::WireType;

// One field occurrence on the wire: a varint/fixed value, or a length-delimited payload's range.
struct Occurrence
{
    int position = 0;
    WireType wireType = WireType::Varint;
    quint64 scalar = 0;
    qsizetype begin = 0;
    qsizetype length = 0;
};

struct Envelope
{
    QByteArrayView apiVersion;
    QByteArrayView kind;
    qsizetype rawBegin = 0;
    qsizetype rawLength = 0;
};

QString wireTypeName(WireType type)
{
    switch (type) {
    case WireType::Varint:
        return QStringLiteral("varint");
    case WireType::Fixed64:
        return QStringLiteral("fixed64");
    case WireType::LengthDelimited:
        return QStringLiteral("length-delimited");
    case WireType::Fixed32:
        return QStringLiteral("fixed32");
    case WireType::StartGroup:
    case WireType::EndGroup:
        break;
    }
    return QStringLiteral("group");
}

WireType wireTypeOf(ProtobufValue value)
{
    switch (value) {
    case ProtobufValue::Int32:
    case ProtobufValue::Int64:
    case ProtobufValue::Bool:
        return WireType::Varint;
    case ProtobufValue::Double:
        return WireType::Fixed64;
    case ProtobufValue::String:
    case ProtobufValue::Bytes:
    case ProtobufValue::Message:
        break;
    }
    return WireType::LengthDelimited;
}

// The length of the valid UTF-8 sequence starting at `at`, 0 when it is not one (Go's rules: no overlongs,
// no surrogates, nothing past U+10FFFF).
int utf8SequenceLength(const unsigned char *at, const unsigned char *end)
{
    const unsigned char lead = *at;
    int length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) {
        length = 2;
    } else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        if (lead == 0xe0)
            low = 0xa0;
        else if (lead == 0xed)
            high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        if (lead == 0xf0)
            low = 0x90;
        else if (lead == 0xf4)
            high = 0x8f;
    } else {
        return 0;
    }
    if (end - at < length || at[1] < low || at[1] > high)
        return 0;
    for (int i = 2; i < length; ++i) {
        if ((at[i] & 0xc0) != 0x80)
            return 0;
    }
    return length;
}

// Checks that bytes embedded verbatim (FieldsV1, RawExtension) are one JSON value in UTF-8, as Go's encoder
// checks before it writes them: the output must stay JSON whatever the input holds.
class JsonValidator
{
public:
    JsonValidator(const char *begin, const char *end) : m_at(begin), m_end(end) {}

    bool document()
    {
        space();
        if (!value(0))
            return false;
        space();
        return m_at == m_end;
    }

private:
    void space()
    {
        while (m_at < m_end && (*m_at == ' ' || *m_at == '\t' || *m_at == '\n' || *m_at == '\r'))
            ++m_at;
    }
    bool literal(const char *word)
    {
        const size_t length = std::strlen(word);
        if (size_t(m_end - m_at) < length || std::memcmp(m_at, word, length) != 0)
            return false;
        m_at += length;
        return true;
    }
    bool digits()
    {
        const char *start = m_at;
        while (m_at < m_end && *m_at >= '0' && *m_at <= '9')
            ++m_at;
        return m_at > start;
    }
    bool number()
    {
        if (m_at < m_end && *m_at == '-')
            ++m_at;
        if (m_at < m_end && *m_at == '0')
            ++m_at;
        else if (!digits())
            return false;
        if (m_at < m_end && *m_at == '.') {
            ++m_at;
            if (!digits())
                return false;
        }
        if (m_at < m_end && (*m_at == 'e' || *m_at == 'E')) {
            ++m_at;
            if (m_at < m_end && (*m_at == '+' || *m_at == '-'))
                ++m_at;
            if (!digits())
                return false;
        }
        return true;
    }
    bool string()
    {
        ++m_at; // the opening quote
        while (m_at < m_end) {
            const unsigned char c = *m_at++;
            if (c == '"')
                return true;
            if (c < 0x20)
                return false;
            if (c >= 0x80) {
                const int length = utf8SequenceLength(reinterpret_cast<const unsigned char *>(m_at - 1),
                                                      reinterpret_cast<const unsigned char *>(m_end));
                if (!length)
                    return false;
                m_at += length - 1;
            }
            if (c == '\\') {
                if (m_at >= m_end)
                    return false;
                const char escaped = *m_at++;
                if (escaped == 'u') {
                    for (int i = 0; i < 4; ++i) {
                        if (m_at >= m_end || !std::isxdigit(static_cast<unsigned char>(*m_at++)))
                            return false;
                    }
                } else if (!std::strchr("\"\\/bfnrt", escaped) || escaped == '\0') {
                    return false;
                }
            }
        }
        return false;
    }
    bool value(int depth)
    {
        if (m_at >= m_end || depth > maxJsonDepth)
            return false;
        switch (*m_at) {
        case '{':
        case '[': {
            const char close = *m_at == '{' ? '}' : ']';
            const bool isObject = close == '}';
            ++m_at;
            space();
            if (m_at < m_end && *m_at == close) {
                ++m_at;
                return true;
            }
            for (;;) {
                if (isObject) {
                    if (m_at >= m_end || *m_at != '"' || !string())
                        return false;
                    space();
                    if (m_at >= m_end || *m_at++ != ':')
                        return false;
                    space();
                }
                if (!value(depth + 1))
                    return false;
                space();
                if (m_at >= m_end)
                    return false;
                if (*m_at == close) {
                    ++m_at;
                    return true;
                }
                if (*m_at++ != ',')
                    return false;
                space();
            }
        }
        case '"':
            return string();
        case 't':
            return literal("true");
        case 'f':
            return literal("false");
        case 'n':
            return literal("null");
        default:
            return number();
        }
    }

    const char *m_at;
    const char *m_end;
};

// Printable ASCII but '"', '\\' and the HTML characters: what a JSON string takes as it is.
constexpr bool isPlainStringByte(unsigned char c)
{
    return c >= 0x20 && c < 0x80 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&';
}

// The first byte at or after `at` that is not plain (`end` if none). Strings are mostly plain: with SSE2, 16
// bytes are looked at per step.
const unsigned char *skipPlainStringBytes(const unsigned char *at, const unsigned char *end)
{
#ifdef __SSE2__
    const __m128i space = _mm_set1_epi8(0x20);
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i less = _mm_set1_epi8('<');
    const __m128i greater = _mm_set1_epi8('>');
    const __m128i ampersand = _mm_set1_epi8('&');
    while (end - at >= 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
        // Signed: bytes >= 0x80 are negative, so one comparison finds them and the control characters.
        __m128i special = _mm_cmplt_epi8(bytes, space);
        special = _mm_or_si128(special, _mm_cmpeq_epi8(bytes, quote));
        special = _mm_or_si128(special, _mm_cmpeq_epi8(bytes, backslash));
        special = _mm_or_si128(special, _mm_cmpeq_epi8(bytes, less));
        special = _mm_or_si128(special, _mm_cmpeq_epi8(bytes, greater));
        special = _mm_or_si128(special, _mm_cmpeq_epi8(bytes, ampersand));
        if (const int mask = _mm_movemask_epi8(special))
            return at + std::countr_zero(unsigned(mask));
        at += 16;
    }
#endif
    while (at < end && isPlainStringByte(*at))
        ++at;
    return at;
}

// A JSON string, escaped as Go's encoder escapes it (the apiserver's does HTML too: <, > and & as \\u003c...,
// and U+2028/U+2029); invalid UTF-8 becomes U+FFFD as in Go.
void appendString(std::string &out, QByteArrayView text)
{
    static constexpr char hex[] = "0123456789abcdef";
    out += '"';
    const auto *at = reinterpret_cast<const unsigned char *>(text.data());
    const auto *end = at + text.size();
    const auto *run = at; // plain bytes not yet copied
    while (at < end) {
        at = skipPlainStringBytes(at, end);
        if (at == end)
            break;
        const unsigned char c = *at;
        if (c >= 0x80) {
            if (const int length = utf8SequenceLength(at, end)) {
                const bool lineSeparator =
                    length == 3 && c == 0xe2 && at[1] == 0x80 && (at[2] == 0xa8 || at[2] == 0xa9);
                if (lineSeparator) {
                    out.append(reinterpret_cast<const char *>(run), at - run);
                    out += at[2] == 0xa8 ? "\\u2028" : "\\u2029";
                    run = at += length;
                    continue;
                }
                at += length;
                continue;
            }
        }
        out.append(reinterpret_cast<const char *>(run), at - run);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20 || c == '<' || c == '>' || c == '&') {
                const char escape[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
                out.append(escape, sizeof(escape));
            } else {
                out += "\\ufffd";
            }
        }
        run = ++at;
    }
    out.append(reinterpret_cast<const char *>(run), end - run);
    out += '"';
}

template <typename Number> void appendNumber(std::string &out, Number value)
{
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof(buffer), value);
    out.append(buffer, result.ptr - buffer);
}

void appendDigits(char *at, int value, int width)
{
    for (int i = width - 1; i >= 0; --i) {
        at[i] = char('0' + value % 10);
        value /= 10;
    }
}

// Unix seconds as RFC 3339 in UTC, with `fractionDigits` of the nanoseconds (0 or 6); false outside years
// 0..9999, which Go refuses to write too.
bool appendTimestamp(std::string &out, qint64 seconds, qint64 nanos, int fractionDigits)
{
    seconds += nanos / 1000000000;
    nanos %= 1000000000;
    if (nanos < 0) {
        nanos += 1000000000;
        --seconds;
    }
    constexpr qint64 secondsPerDay = 86400;
    qint64 days = seconds / secondsPerDay;
    qint64 rest = seconds % secondsPerDay;
    if (rest < 0) {
        rest += secondsPerDay;
        --days;
    }
    // Days since 1970-01-01 to a civil date (proleptic Gregorian), by 400-year eras.
    days += 719468;
    const qint64 era = (days >= 0 ? days : days - 146096) / 146097;
    const qint64 dayOfEra = days - era * 146097;
    const qint64 yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
    const qint64 dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
    const qint64 monthIndex = (5 * dayOfYear + 2) / 153;
    const int day = int(dayOfYear - (153 * monthIndex + 2) / 5 + 1);
    const int month = int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9);
    const qint64 year = yearOfEra + era * 400 + (month <= 2);
    if (year < 0 || year > 9999)
        return false;
    char text[32] = "\"0000-00-00T00:00:00";
    appendDigits(text + 1, int(year), 4);
    appendDigits(text + 6, month, 2);
    appendDigits(text + 9, day, 2);
    appendDigits(text + 12, int(rest / 3600), 2);
    appendDigits(text + 15, int(rest / 60 % 60), 2);
    appendDigits(text + 18, int(rest % 60), 2);
    qsizetype length = 20;
    if (fractionDigits) {
        text[length++] = '.';
        appendDigits(text + length, int(nanos / 1000), fractionDigits);
        length += fractionDigits;
    }
    text[length++] = 'Z';
    text[length++] = '"';
    out.append(text, length);
    return true;
}

// Go's time.Duration.String(): "1h2m3.5s", "1.5ms", "0s".
void appendDuration(std::string &out, qint64 nanoseconds)
{
    out += '"';
    if (nanoseconds == 0) {
        out += "0s\"";
        return;
    }
    if (nanoseconds < 0)
        out += '-';
    quint64 value = nanoseconds < 0 ? 0 - quint64(nanoseconds) : quint64(nanoseconds);
    // The integer part and up to `digits` fraction digits, without trailing zeros.
    const auto appendFraction = [&out](quint64 number, int digits) {
        quint64 scale = 1;
        for (int i = 0; i < digits; ++i)
            scale *= 10;
        appendNumber(out, number / scale);
        quint64 fraction = number % scale;
        if (!fraction)
            return;
        int width = digits;
        while (fraction % 10 == 0) {
            fraction /= 10;
            --width;
        }
        out += '.';
        char text[20];
        for (int i = width - 1; i >= 0; --i) {
            text[i] = char('0' + fraction % 10);
            fraction /= 10;
        }
        out.append(text, width);
    };
    if (value < 1000) {
        appendNumber(out, value);
        out += "ns";
    } else if (value < 1000000) {
        appendFraction(value, 3);
        out += "\xc2\xb5s"; // µs, as Go writes it
    } else if (value < 1000000000) {
        appendFraction(value, 6);
        out += "ms";
    } else {
        const quint64 hours = value / 3600000000000ull;
        const quint64 minutes = value / 60000000000ull % 60;
        if (hours) {
            appendNumber(out, hours);
            out += 'h';
        }
        if (hours || minutes) {
            appendNumber(out, minutes);
            out += 'm';
        }
        appendFraction(value % 60000000000ull, 9);
        out += 's';
    }
    out += '"';
}

bool isProtobufType(QByteArrayView contentType)
{
    return contentType.isEmpty() || isProtobufContentType(contentType);
}

// Reads the envelope at [begin, end): magic, then runtime.Unknown. Fields it does not use are skipped.
bool readEnvelope(QByteArrayView data, qsizetype begin, qsizetype end, qsizetype reportOffset,
                  Envelope &envelope, Error &error)
{
    ProtobufReader reader(data, begin, end, reportOffset);
    if (end - begin < protobufMagicSize ||
        std::memcmp(data.data() + begin, protobufMagic, protobufMagicSize) != 0) {
        reader.fail(QStringLiteral("not Kubernetes protobuf (no k8s\\0 magic)"), begin);
        error = reader.error();
        return false;
    }
    ProtobufReader unknown(data, begin + protobufMagicSize, end, reportOffset);
    QByteArrayView contentEncoding;
    QByteArrayView contentType;
    const auto payload = [&](ProtobufReader &from, WireType wireType, quint32 number, const char *message,
                             QByteArrayView *into, qsizetype at) {
        qsizetype start = 0;
        qsizetype length = 0;
        if (wireType != WireType::LengthDelimited)
            return from.fail(QStringLiteral("field %1 of %2 has wire type %3, expected length-delimited")
                                 .arg(number)
                                 .arg(QLatin1String(message), wireTypeName(wireType)),
                             at);
        if (!from.readLengthDelimited(start, length))
            return false;
        if (into)
            *into = data.sliced(start, length);
        else {
            envelope.rawBegin = start;
            envelope.rawLength = length;
        }
        return true;
    };
    while (!unknown.atEnd()) {
        const qsizetype at = unknown.offset();
        quint32 number = 0;
        WireType wireType = WireType::Varint;
        if (!unknown.readTag(number, wireType))
            break;
        if (number == 1) {
            QByteArrayView typeMeta;
            if (!payload(unknown, wireType, number, "runtime.Unknown", &typeMeta, at))
                break;
            const qsizetype typeMetaBegin = typeMeta.data() - data.data();
            ProtobufReader fields(data, typeMetaBegin, typeMetaBegin + typeMeta.size(), reportOffset);
            while (!fields.atEnd()) {
                const qsizetype fieldAt = fields.offset();
                quint32 field = 0;
                WireType type = WireType::Varint;
                if (!fields.readTag(field, type))
                    break;
                if (field == 1 || field == 2) {
                    payload(fields, type, field, "runtime.TypeMeta",
                            field == 1 ? &envelope.apiVersion : &envelope.kind, fieldAt);
                } else {
                    fields.skip(type);
                }
            }
            if (fields.error()) {
                error = fields.error();
                return false;
            }
        } else if (number == 2) {
            payload(unknown, wireType, number, "runtime.Unknown", nullptr, at);
        } else if (number == 3 || number == 4) {
            payload(unknown, wireType, number, "runtime.Unknown",
                    number == 3 ? &contentEncoding : &contentType, at);
        } else {
            unknown.skip(wireType);
        }
    }
    if (unknown.error()) {
        error = unknown.error();
        return false;
    }
    if (!contentEncoding.isEmpty() || !isProtobufType(contentType)) {
        unknown.fail(QStringLiteral("unsupported content encoding \"%1\" or type \"%2\" in the envelope")
                         .arg(QString::fromUtf8(contentEncoding), QString::fromUtf8(contentType)),
                     begin);
        error = unknown.error();
        return false;
    }
    return true;
}

// Writes one protobuf message as Go's JSON encoder would write the Go value decoded from it.
// A field's position in its message's schema, by JSON name; -1 when it has none.
int positionNamed(const ProtobufMessage &type, const char *jsonName)
{
    const auto fields = ProtobufSchema::fields(type);
    for (size_t position = 0; position < fields.size(); ++position)
        if (std::strcmp(fields[position].jsonName, jsonName) == 0)
            return int(position);
    return -1;
}

// Where ObjectMeta's fields are in its schema, found by name once rather than compared at every object.
struct ObjectMetaPositions
{
    const ProtobufMessage *type = ProtobufSchema::message(objectMetaMessage);
    int name = positionNamed(*type, "name");
    int namespaceName = positionNamed(*type, "namespace");
    int uid = positionNamed(*type, "uid");
    int resourceVersion = positionNamed(*type, "resourceVersion");
    int generation = positionNamed(*type, "generation");
    int creationTimestamp = positionNamed(*type, "creationTimestamp");
    int deletionTimestamp = positionNamed(*type, "deletionTimestamp");
    int labels = positionNamed(*type, "labels");
    int annotations = positionNamed(*type, "annotations");
    int ownerReferences = positionNamed(*type, "ownerReferences");
    int managedFields = positionNamed(*type, "managedFields");

    static const ObjectMetaPositions &get()
    {
        static const ObjectMetaPositions positions;
        return positions;
    }
};

// Whether `text` is UTF-8 that the JSON writer copies unchanged (it writes U+FFFD for anything else).
bool isValidUtf8(QByteArrayView text)
{
    const auto *at = reinterpret_cast<const unsigned char *>(text.data());
    const auto *end = at + text.size();
    while (at < end) {
        if (*at < 0x80) {
            ++at;
            continue;
        }
        const int length = utf8SequenceLength(at, end);
        if (!length)
            return false;
        at += length;
    }
    return true;
}

class JsonFromProtobuf
{
public:
    JsonFromProtobuf(QByteArrayView data, qsizetype reportOffset, std::string &out,
                     const ProtobufJsonOptions &options = {})
        : m_data(data), m_reportOffset(reportOffset), m_out(out), m_options(options)
    {
    }

    const Error &error() const { return m_error; }

    // An envelope at [begin, end): {"kind":..,"apiVersion":.., the object's fields}.
    bool envelope(qsizetype begin, qsizetype end, int depth)
    {
        if (depth > maxNestingDepth)
            return fail(QStringLiteral("nesting deeper than %1").arg(maxNestingDepth), begin);
        Envelope found;
        if (!readEnvelope(m_data, begin, end, m_reportOffset, found, m_error))
            return false;
        const ProtobufMessage *type = ProtobufSchema::messageForKind(found.apiVersion, found.kind);
        if (!type) {
            return fail(QStringLiteral("no protobuf schema for %1 %2")
                            .arg(QString::fromUtf8(found.apiVersion), QString::fromUtf8(found.kind)),
                        begin);
        }
        m_out += '{';
        bool first = true;
        if (!found.kind.isEmpty())
            writeKey("kind", first), appendString(m_out, found.kind);
        if (!found.apiVersion.isEmpty())
            writeKey("apiVersion", first), appendString(m_out, found.apiVersion);
        Occurrence raw;
        raw.begin = found.rawBegin;
        raw.length = found.rawLength;
        if (!members(*type, &raw, 1, depth + 1, first))
            return false;
        m_out += '}';
        return true;
    }

    // Also fills `data` with the metadata of the object message() converts, as Object's decoding of the JSON
    // would: its strings, times, labels and owners, and where the cuttable members are in the JSON. The JSON
    // need not be parsed again then. Unless capturedExactly(), the caller parses it after all (a string the
    // writer replaced parts of: its decoded text is the replacement's).
    void captureMetadata(detail::ObjectData *data) { m_capture = data; }
    bool capturedExactly() const { return m_capture && m_captureExact; }

    // A bare message (no envelope) at [begin, end), such as a watch frame's WatchEvent.
    bool message(const ProtobufMessage &type, qsizetype begin, qsizetype end)
    {
        Occurrence whole;
        whole.begin = begin;
        whole.length = end - begin;
        return value(type, &whole, 1, 0);
    }

private:
    // Which of the object's metadata maps is being written while its metadata is captured.
    enum class CapturedMap : quint8 { None, Labels, Annotations };

    bool fail(const QString &what, qsizetype at)
    {
        ProtobufReader reporter(m_data, 0, 0, m_reportOffset);
        reporter.fail(what, at);
        m_error = reporter.error();
        return false;
    }

    void writeKey(const char *name, bool &first)
    {
        if (!first)
            m_out += ',';
        first = false;
        m_out += '"';
        m_out += name;
        m_out += "\":";
    }

    // Reads the fields of a message whose bytes are the concatenation of `parts` (protobuf merges repeated
    // occurrences of a message field that way), sorted into the schema's JSON order.
    bool collect(const ProtobufMessage &type, const Occurrence *parts, qsizetype partCount,
                 QVarLengthArray<Occurrence, 32> &seen)
    {
        const auto fields = ProtobufSchema::fields(type);
        for (qsizetype part = 0; part < partCount; ++part) {
            ProtobufReader reader(m_data, parts[part].begin, parts[part].begin + parts[part].length,
                                  m_reportOffset);
            while (!reader.atEnd()) {
                const qsizetype at = reader.offset();
                Occurrence found;
                quint32 number = 0;
                if (!reader.readTag(number, found.wireType))
                    break;
                found.position = ProtobufSchema::fieldPosition(type, number);
                if (found.position < 0 && m_options.failOnUnknownFields) {
                    reader.fail(
                        QStringLiteral(
                            "field %1 of %2 is not in this client's protobuf schema (a newer server?)")
                            .arg(number)
                            .arg(QLatin1String(type.name)),
                        at);
                    break;
                }
                if (found.position < 0) {
                    reader.skip(found.wireType);
                    continue;
                }
                const ProtobufField &field = fields[found.position];
                const WireType expected =
                    field.has(ProtobufField::Map) ? WireType::LengthDelimited : wireTypeOf(field.value);
                const bool packed = field.has(ProtobufField::Repeated) &&
                                    expected != WireType::LengthDelimited &&
                                    found.wireType == WireType::LengthDelimited;
                if (found.wireType != expected && !packed) {
                    reader.fail(QStringLiteral("field %1 (%2) of %3 has wire type %4, expected %5")
                                    .arg(number)
                                    .arg(QLatin1String(field.jsonName), QLatin1String(type.name),
                                         wireTypeName(found.wireType), wireTypeName(expected)),
                                at);
                    break;
                }
                quint32 fixed32 = 0;
                switch (found.wireType) {
                case WireType::Varint:
                    reader.readVarint(found.scalar);
                    break;
                case WireType::Fixed64:
                    reader.readFixed64(found.scalar);
                    break;
                case WireType::Fixed32:
                    reader.readFixed32(fixed32);
                    found.scalar = fixed32;
                    break;
                case WireType::LengthDelimited:
                    reader.readLengthDelimited(found.begin, found.length);
                    break;
                case WireType::StartGroup:
                case WireType::EndGroup:
                    break;
                }
                if (reader.error())
                    break;
                seen.append(found);
            }
            if (reader.error()) {
                m_error = reader.error();
                return false;
            }
        }
        // Usually already in order (Go writes fields by number, and numbers mostly follow the JSON order); a
        // stable sort allocates.
        const auto byPosition = [](const Occurrence &a, const Occurrence &b) {
            return a.position < b.position;
        };
        if (!std::is_sorted(seen.begin(), seen.end(), byPosition))
            std::stable_sort(seen.begin(), seen.end(), byPosition);
        return true;
    }

    bool members(const ProtobufMessage &type, const Occurrence *parts, qsizetype partCount, int depth,
                 bool &first)
    {
        if (depth > maxNestingDepth)
            return fail(QStringLiteral("nesting deeper than %1").arg(maxNestingDepth),
                        partCount ? parts[0].begin : 0);
        QVarLengthArray<Occurrence, 32> seen;
        if (!collect(type, parts, partCount, seen))
            return false;
        const auto fields = ProtobufSchema::fields(type);
        const ObjectMetaPositions &meta = ObjectMetaPositions::get();
        const int dropped = m_options.dropManagedFields && &type == meta.type ? meta.managedFields : -1;
        const bool capturing = m_capturingMetadata && depth == 1;
        qsizetype next = 0;
        for (int position = 0; position < int(fields.size()); ++position) {
            const qsizetype from = next;
            while (next < seen.size() && seen[next].position == position)
                ++next;
            if (position == dropped)
                continue;
            const size_t before = m_out.size();
            const bool wasFirst = first;
            if (capturing)
                captureField(position, seen.data() + from, next - from);
            if (!member(fields[position], seen.data() + from, next - from, depth, first))
                return false;
            m_capturingMap = CapturedMap::None;
            if (capturing && position == meta.managedFields && m_out.size() > before) {
                // From the key's opening quote, as Object's decoding marks it.
                m_capture->managedFieldsBegin = qint32(before + (wasFirst ? 0 : 1));
                m_capture->managedFieldsEnd = qint32(m_out.size());
            }
        }
        return true;
    }

    // One field of the object's own metadata: its value into m_capture, as Object's decoding of the JSON
    // written for it reads it. Labels and annotations are taken as map() writes them.
    void captureField(int position, const Occurrence *found, qsizetype count)
    {
        const ObjectMetaPositions &meta = ObjectMetaPositions::get();
        const Occurrence *last = count ? found + count - 1 : nullptr;
        const auto text = [&](detail::Span &span) {
            if (last)
                span = addCaptured(m_data.sliced(last->begin, last->length));
        };
        if (position == meta.name)
            text(m_capture->name);
        else if (position == meta.namespaceName)
            text(m_capture->namespaceName);
        else if (position == meta.uid)
            text(m_capture->uid);
        else if (position == meta.resourceVersion)
            text(m_capture->resourceVersion);
        else if (position == meta.generation)
            m_capture->generation = last ? qint64(last->scalar) : 0;
        else if (position == meta.creationTimestamp)
            m_capture->created = timeMs(found, count);
        else if (position == meta.deletionTimestamp)
            m_capture->deleted = timeMs(found, count);
        else if (position == meta.labels)
            m_capturingMap = CapturedMap::Labels;
        else if (position == meta.annotations)
            m_capturingMap = CapturedMap::Annotations;
        else if (position == meta.ownerReferences)
            for (qsizetype i = 0; i < count; ++i)
                captureOwner(found[i]);
    }

    detail::Span addCaptured(QByteArrayView text)
    {
        if (!isValidUtf8(text))
            m_captureExact = false;
        return m_capture->add(std::string_view(text.data(), size_t(text.size())));
    }

    // A metav1.Time as the JSON has it: whole seconds (its nanos are dropped), in ms; 0 for the zero time,
    // which the JSON writes as null.
    qint64 timeMs(const Occurrence *parts, qsizetype count)
    {
        qint64 seconds = 0;
        for (qsizetype part = 0; part < count; ++part) {
            ProtobufReader reader(m_data, parts[part].begin, parts[part].begin + parts[part].length,
                                  m_reportOffset);
            while (!reader.atEnd()) {
                quint32 number = 0;
                WireType wireType = WireType::Varint;
                quint64 value = 0;
                if (!reader.readTag(number, wireType))
                    break;
                if (number == 1 && wireType == WireType::Varint && reader.readVarint(value))
                    seconds = qint64(value);
                else if (number != 1)
                    reader.skip(wireType);
                else
                    break;
            }
            if (reader.error())
                m_captureExact = false; // the writer reports it; the capture only steps aside
        }
        return seconds * 1000;
    }

    // metav1.OwnerReference: kind 1, name 3, uid 4, apiVersion 5, controller 6; the last of each wins.
    void captureOwner(const Occurrence &element)
    {
        detail::OwnerSpans owner;
        ProtobufReader reader(m_data, element.begin, element.begin + element.length, m_reportOffset);
        while (!reader.atEnd()) {
            quint32 number = 0;
            WireType wireType = WireType::Varint;
            if (!reader.readTag(number, wireType))
                break;
            qsizetype begin = 0, length = 0;
            quint64 flag = 0;
            detail::Span *span = number == 1   ? &owner.kind
                                 : number == 3 ? &owner.name
                                 : number == 4 ? &owner.uid
                                 : number == 5 ? &owner.apiVersion
                                               : nullptr;
            if (span && wireType == WireType::LengthDelimited && reader.readLengthDelimited(begin, length))
                *span = addCaptured(m_data.sliced(begin, length));
            else if (number == 6 && wireType == WireType::Varint && reader.readVarint(flag))
                owner.controller = flag != 0;
            else if (!span && number != 6)
                reader.skip(wireType);
            else
                break;
        }
        if (reader.error() || !reader.atEnd())
            m_captureExact = false;
        m_capture->owners.push_back(owner);
    }

    bool member(const ProtobufField &field, const Occurrence *found, qsizetype count, int depth, bool &first)
    {
        const bool omitEmpty = field.has(ProtobufField::OmitEmpty);
        if (field.has(ProtobufField::Map) || field.has(ProtobufField::Repeated)) {
            if (!count) {
                // A nil slice or map: left out, or null as Go writes it without omitempty.
                if (!omitEmpty)
                    writeKey(field.jsonName, first), m_out += "null";
                return true;
            }
            writeKey(field.jsonName, first);
            return field.has(ProtobufField::Map) ? map(field, found, count, depth)
                                                 : list(field, found, count, depth);
        }
        if (field.value == ProtobufValue::Message) {
            if (!count && field.has(ProtobufField::Pointer)) {
                if (!omitEmpty)
                    writeKey(field.jsonName, first), m_out += "null";
                return true;
            }
            const ProtobufMessage &type = ProtobufSchema::message(field.message);
            if (field.has(ProtobufField::Inline))
                return members(type, found, count, depth + 1, first);
            writeKey(field.jsonName, first);
            // The object's own metadata (not a template's, further in).
            const bool ownMetadata =
                m_capture && depth == 0 && &type == ObjectMetaPositions::get().type && !m_capturedMetadata;
            if (ownMetadata)
                m_capturingMetadata = m_capturedMetadata = true;
            const bool written = value(type, found, count, depth + 1);
            if (ownMetadata)
                m_capturingMetadata = false;
            return written;
        }
        // A scalar: the last occurrence wins.
        const Occurrence *last = count ? found + count - 1 : nullptr;
        if (!last) {
            if (field.has(ProtobufField::Pointer) || field.value == ProtobufValue::Bytes) {
                if (!omitEmpty) // a nil pointer or nil []byte
                    writeKey(field.jsonName, first), m_out += "null";
                return true;
            }
            if (omitEmpty)
                return true;
            writeKey(field.jsonName, first);
            return scalar(field, Occurrence{});
        }
        if (omitEmpty && !field.has(ProtobufField::Pointer) && isZero(field.value, *last))
            return true;
        writeKey(field.jsonName, first);
        return scalar(field, *last);
    }

    static bool isZero(ProtobufValue type, const Occurrence &found)
    {
        switch (type) {
        case ProtobufValue::String:
        case ProtobufValue::Bytes:
            return found.length == 0;
        case ProtobufValue::Double:
            return std::bit_cast<double>(found.scalar) == 0;
        case ProtobufValue::Int32:
            return qint32(found.scalar) == 0;
        case ProtobufValue::Int64:
        case ProtobufValue::Bool:
        case ProtobufValue::Message:
            break;
        }
        return found.scalar == 0;
    }

    bool scalar(const ProtobufField &field, const Occurrence &found)
    {
        switch (field.value) {
        case ProtobufValue::String:
            appendString(m_out, m_data.sliced(found.begin, found.length));
            return true;
        case ProtobufValue::Bytes:
            m_out += '"';
            m_out +=
                QByteArray::fromRawData(m_data.data() + found.begin, found.length).toBase64().toStdString();
            m_out += '"';
            return true;
        case ProtobufValue::Int32:
            // Negative int32s travel sign-extended to 64 bits; the low 32 bits are the value.
            appendNumber(m_out, qint32(quint32(found.scalar)));
            return true;
        case ProtobufValue::Int64:
            appendNumber(m_out, qint64(found.scalar));
            return true;
        case ProtobufValue::Bool:
            m_out += found.scalar ? "true" : "false";
            return true;
        case ProtobufValue::Double: {
            const double number = std::bit_cast<double>(found.scalar);
            if (!std::isfinite(number))
                return fail(QStringLiteral("%1 is not a finite number").arg(QLatin1String(field.jsonName)),
                            found.begin);
            appendNumber(m_out, number);
            return true;
        }
        case ProtobufValue::Message:
            break;
        }
        Q_UNREACHABLE();
        return false;
    }

    bool list(const ProtobufField &field, const Occurrence *found, qsizetype count, int depth)
    {
        m_out += '[';
        bool first = true;
        for (qsizetype i = 0; i < count; ++i) {
            if (field.value == ProtobufValue::Message) {
                first ? void(first = false) : void(m_out += ',');
                if (!value(ProtobufSchema::message(field.message), found + i, 1, depth + 1))
                    return false;
            } else if (found[i].wireType == WireType::LengthDelimited &&
                       wireTypeOf(field.value) != WireType::LengthDelimited) {
                if (!packed(field, found[i], first))
                    return false;
            } else {
                first ? void(first = false) : void(m_out += ',');
                if (!scalar(field, found[i]))
                    return false;
            }
        }
        m_out += ']';
        return true;
    }

    // Packed repeated numbers: one payload of back-to-back values.
    bool packed(const ProtobufField &field, const Occurrence &payload, bool &first)
    {
        ProtobufReader reader(m_data, payload.begin, payload.begin + payload.length, m_reportOffset);
        while (!reader.atEnd()) {
            Occurrence element;
            element.wireType = wireTypeOf(field.value);
            if (element.wireType == WireType::Fixed64 ? !reader.readFixed64(element.scalar)
                                                      : !reader.readVarint(element.scalar)) {
                m_error = reader.error();
                return false;
            }
            first ? void(first = false) : void(m_out += ',');
            if (!scalar(field, element))
                return false;
        }
        return true;
    }

    // map<string, V>: entries {1: key, 2: value}, written sorted by key as Go writes maps; a repeated key
    // keeps its last value, as protobuf requires.
    bool map(const ProtobufField &field, const Occurrence *found, qsizetype count, int depth)
    {
        struct Entry
        {
            QByteArrayView key;
            Occurrence value;
            bool hasValue = false;
        };
        QVarLengthArray<Entry, 16> entries;
        const WireType valueWireType = wireTypeOf(field.value);
        for (qsizetype i = 0; i < count; ++i) {
            ProtobufReader reader(m_data, found[i].begin, found[i].begin + found[i].length, m_reportOffset);
            Entry entry;
            while (!reader.atEnd()) {
                const qsizetype at = reader.offset();
                quint32 number = 0;
                WireType wireType = WireType::Varint;
                if (!reader.readTag(number, wireType))
                    break;
                if (number != 1 && number != 2) {
                    reader.skip(wireType);
                    continue;
                }
                const WireType expected = number == 1 ? WireType::LengthDelimited : valueWireType;
                if (wireType != expected) {
                    reader.fail(QStringLiteral("map entry field %1 of %2 has wire type %3, expected %4")
                                    .arg(number)
                                    .arg(QLatin1String(field.jsonName), wireTypeName(wireType),
                                         wireTypeName(expected)),
                                at);
                    break;
                }
                Occurrence item;
                item.wireType = wireType;
                if (wireType == WireType::LengthDelimited)
                    reader.readLengthDelimited(item.begin, item.length);
                else if (wireType == WireType::Fixed64)
                    reader.readFixed64(item.scalar);
                else
                    reader.readVarint(item.scalar);
                if (number == 1) {
                    entry.key = m_data.sliced(item.begin, item.length);
                } else {
                    entry.value = item;
                    entry.hasValue = true;
                }
            }
            if (reader.error()) {
                m_error = reader.error();
                return false;
            }
            entries.append(entry);
        }
        // Go writes a map's entries sorted by key already; a stable sort allocates even then.
        const auto byKey = [](const Entry &a, const Entry &b) { return a.key < b.key; };
        if (!std::is_sorted(entries.begin(), entries.end(), byKey))
            std::stable_sort(entries.begin(), entries.end(), byKey);
        const CapturedMap capturing =
            field.value == ProtobufValue::String ? m_capturingMap : CapturedMap::None;
        m_capturingMap = CapturedMap::None;
        m_out += '{';
        for (qsizetype i = 0; i < entries.size(); ++i) {
            if (i + 1 < entries.size() && entries[i + 1].key == entries[i].key)
                continue; // a later entry replaces this one
            if (m_out.back() != '{')
                m_out += ',';
            const size_t keyBegin = m_out.size();
            appendString(m_out, entries[i].key);
            m_out += ':';
            const Entry &entry = entries[i];
            bool ok = true;
            if (field.value == ProtobufValue::Message)
                ok = value(ProtobufSchema::message(field.message), &entry.value, entry.hasValue ? 1 : 0,
                           depth + 1);
            else
                ok = scalar(field, entry.hasValue ? entry.value : Occurrence{});
            if (!ok)
                return false;
            if (capturing != CapturedMap::None)
                captureEntry(capturing, entry.key,
                             entry.hasValue ? m_data.sliced(entry.value.begin, entry.value.length)
                                            : QByteArrayView(),
                             keyBegin);
        }
        m_out += '}';
        return true;
    }

    // A label, or an annotation Object's decoding looks for (written from keyBegin to the end of m_out).
    void captureEntry(CapturedMap map, QByteArrayView key, QByteArrayView value, size_t keyBegin)
    {
        const std::string_view name(key.data(), size_t(key.size()));
        if (map == CapturedMap::Labels) {
            const detail::Span keySpan = addCaptured(key);
            m_capture->labels.emplace_back(keySpan, addCaptured(value));
        } else if (name == detail::lastAppliedKey) {
            m_capture->lastAppliedBegin = qint32(keyBegin);
            m_capture->lastAppliedEnd = qint32(m_out.size());
        } else if (name == detail::initialEventsEndKey) {
            m_capture->initialEventsEnd = value == QByteArrayView("true");
        }
        if (map == CapturedMap::Annotations && !isValidUtf8(key))
            m_captureExact = false; // its decoded key would be another
    }

    // A message's JSON value: an object of its fields, or what a special type writes.
    bool value(const ProtobufMessage &type, const Occurrence *parts, qsizetype partCount, int depth)
    {
        if (type.special == ProtobufSpecial::None) {
            m_out += '{';
            bool first = true;
            if (!members(type, parts, partCount, depth, first))
                return false;
            m_out += '}';
            return true;
        }
        if (depth > maxNestingDepth)
            return fail(QStringLiteral("nesting deeper than %1").arg(maxNestingDepth),
                        partCount ? parts[0].begin : 0);
        QVarLengthArray<Occurrence, 32> seen;
        if (!collect(type, parts, partCount, seen))
            return false;
        // The last occurrence of each field (by position in the schema).
        const auto lastOf = [&seen](int position) -> const Occurrence * {
            for (qsizetype i = seen.size() - 1; i >= 0; --i) {
                if (seen[i].position == position)
                    return &seen[i];
            }
            return nullptr;
        };
        const auto positionOf = [&type](quint32 number) {
            return ProtobufSchema::fieldPosition(type, number);
        };
        const qsizetype at = partCount ? parts[0].begin : 0;
        qsizetype totalLength = 0;
        for (qsizetype i = 0; i < partCount; ++i)
            totalLength += parts[i].length;
        switch (type.special) {
        case ProtobufSpecial::Time:
        case ProtobufSpecial::MicroTime: {
            // An empty payload is Go's zero time, which JSON writes as null.
            if (!totalLength) {
                m_out += "null";
                return true;
            }
            const Occurrence *seconds = lastOf(positionOf(1));
            const Occurrence *nanos = lastOf(positionOf(2));
            const bool micro = type.special == ProtobufSpecial::MicroTime;
            // metav1.Time keeps whole seconds only (its protobuf decoding drops nanos).
            if (!appendTimestamp(m_out, seconds ? qint64(seconds->scalar) : 0,
                                 micro && nanos ? qint32(quint32(nanos->scalar)) : 0, micro ? 6 : 0))
                return fail(QStringLiteral("time outside years 0-9999"), at);
            return true;
        }
        case ProtobufSpecial::Duration: {
            const Occurrence *nanoseconds = lastOf(positionOf(1));
            appendDuration(m_out, nanoseconds ? qint64(nanoseconds->scalar) : 0);
            return true;
        }
        case ProtobufSpecial::Quantity: {
            const Occurrence *text = lastOf(positionOf(1));
            if (!text || !text->length)
                m_out += "\"0\"";
            else
                appendString(m_out, m_data.sliced(text->begin, text->length));
            return true;
        }
        case ProtobufSpecial::IntOrString: {
            const Occurrence *kind = lastOf(positionOf(1));
            const quint64 which = kind ? kind->scalar : 0;
            if (which == 0) {
                const Occurrence *number = lastOf(positionOf(2));
                appendNumber(m_out, number ? qint32(quint32(number->scalar)) : 0);
            } else if (which == 1) {
                const Occurrence *text = lastOf(positionOf(3));
                appendString(m_out, text ? m_data.sliced(text->begin, text->length) : QByteArrayView());
            } else {
                return fail(QStringLiteral("IntOrString of unknown type %1").arg(which), at);
            }
            return true;
        }
        case ProtobufSpecial::FieldsV1:
        case ProtobufSpecial::RawExtension: {
            const Occurrence *raw = lastOf(positionOf(1));
            if (!raw) {
                m_out += "null";
                return true;
            }
            if (raw->length >= protobufMagicSize &&
                std::memcmp(m_data.data() + raw->begin, protobufMagic, protobufMagicSize) == 0 &&
                type.special == ProtobufSpecial::RawExtension)
                return envelope(raw->begin, raw->begin + raw->length, depth + 1);
            JsonValidator json(m_data.data() + raw->begin, m_data.data() + raw->begin + raw->length);
            if (!json.document())
                return fail(QStringLiteral("%1 does not hold JSON").arg(QLatin1String(type.name)),
                            raw->begin);
            m_out.append(m_data.data() + raw->begin, raw->length);
            return true;
        }
        case ProtobufSpecial::ItemsArray: {
            if (seen.isEmpty()) {
                m_out += "null";
                return true;
            }
            const ProtobufField &items = ProtobufSchema::fields(type)[0];
            return list(items, seen.data(), seen.size(), depth);
        }
        case ProtobufSpecial::None:
            break;
        }
        Q_UNREACHABLE();
        return false;
    }

    QByteArrayView m_data;
    qsizetype m_reportOffset;
    std::string &m_out;
    ProtobufJsonOptions m_options;
    Error m_error;
    // captureMetadata(): where to, whether inside the object's own metadata now (and had been), which of its
    // maps member() is about to write, and whether all of it reads as the JSON would.
    detail::ObjectData *m_capture = nullptr;
    bool m_capturingMetadata = false;
    bool m_capturedMetadata = false;
    CapturedMap m_capturingMap = CapturedMap::None;
    bool m_captureExact = true;
};

} // namespace

namespace detail {
void appendGoDurationJson(std::string &out, qint64 nanoseconds)
{
    appendDuration(out, nanoseconds);
}
} // namespace detail

bool isProtobufContentType(QByteArrayView contentType)
{
    const qsizetype semicolon = contentType.indexOf(';');
    const QByteArrayView mediaType = (semicolon < 0 ? contentType : contentType.first(semicolon)).trimmed();
    return mediaType.compare(QByteArrayView(protobufMediaType), Qt::CaseInsensitive) == 0;
}

Result<ProtobufTypeMeta> protobufTypeMeta(QByteArrayView body)
{
    Envelope envelope;
    Error error;
    if (!readEnvelope(body, 0, body.size(), 0, envelope, error))
        return error;
    return ProtobufTypeMeta{envelope.apiVersion.toByteArray(), envelope.kind.toByteArray()};
}

Result<QByteArray> protobufToJson(QByteArrayView body)
{
    std::string json;
    // The JSON of a typical object is about three times its protobuf.
    json.reserve(size_t(body.size()) * 3);
    JsonFromProtobuf converter(body, 0, json);
    if (!converter.envelope(0, body.size(), 0))
        return converter.error();
    return QByteArray(json.data(), qsizetype(json.size()));
}

Error appendProtobufMessageAsJson(const ProtobufMessage &type, QByteArrayView data, qsizetype begin,
                                  qsizetype end, qsizetype reportOffset, const ProtobufJsonOptions &options,
                                  std::string &out, detail::ObjectData *metadata, bool *metadataExact)
{
    JsonFromProtobuf converter(data, reportOffset, out, options);
    converter.captureMetadata(metadata);
    if (!converter.message(type, begin, end))
        return converter.error();
    if (metadataExact)
        *metadataExact = converter.capturedExactly();
    return {};
}

namespace {
// The type of a converted WatchEvent (its first field), or nullopt when the event does not start with one.
std::optional<std::string_view> watchEventType(std::string_view json)
{
    static constexpr std::string_view prefix = R"({"type":")";
    if (!json.starts_with(prefix))
        return std::nullopt;
    const size_t end = json.find('"', prefix.size());
    return end == std::string_view::npos ? std::nullopt
                                         : std::optional(json.substr(prefix.size(), end - prefix.size()));
}

// client-go's watch decoder takes only these, in either encoding (WatchDecoder does for JSON streams).
bool isWatchEventType(std::string_view type)
{
    return type == "ADDED" || type == "MODIFIED" || type == "DELETED" || type == "BOOKMARK" ||
           type == "ERROR";
}
} // namespace

QList<QByteArray> ProtobufWatchDecoder::feed(QByteArrayView bytes)
{
    QList<QByteArray> events;
    if (m_error)
        return events;
    m_pending.append(bytes.data(), bytes.size());
    static const ProtobufMessage *const watchEvent = ProtobufSchema::message(watchEventMessage);
    qsizetype at = 0;
    while (m_pending.size() - at >= 4) {
        const quint32 length = qFromBigEndian<quint32>(m_pending.constData() + at);
        if (length > maxWatchFrameBytes) {
            m_error = Error(Error::Kind::Decode,
                            QStringLiteral("protobuf: watch frame of %1 bytes (more than %2) at byte %3")
                                .arg(length)
                                .arg(maxWatchFrameBytes)
                                .arg(m_streamOffset + at),
                            QStringLiteral("protobuf watch stream"));
            break;
        }
        if (quint64(m_pending.size() - at - 4) < length)
            break;
        // Each frame on its own view, so nothing of the next frame can be read into this one.
        const QByteArrayView frame = QByteArrayView(m_pending).sliced(at + 4, length);
        std::string json;
        JsonFromProtobuf converter(frame, m_streamOffset + at + 4, json);
        if (!converter.message(*watchEvent, 0, frame.size())) {
            m_error = converter.error().withWhere(QStringLiteral("protobuf watch stream"));
            break;
        }
        const std::optional<std::string_view> type = watchEventType(json);
        if (!type || !isWatchEventType(*type)) {
            const std::string_view shown = type.value_or(std::string_view());
            m_error = Error(Error::Kind::Decode,
                            QStringLiteral("watch event has unknown type \"%1\" at byte %2")
                                .arg(QString::fromUtf8(shown.data(), qsizetype(shown.size())))
                                .arg(m_streamOffset + at),
                            QStringLiteral("protobuf watch stream"));
            break;
        }
        events.append(QByteArray(json.data(), qsizetype(json.size())));
        at += 4 + length;
    }
    m_pending.remove(0, at);
    m_streamOffset += at;
    return events;
}

Error ProtobufWatchDecoder::finish() const
{
    if (m_error || m_pending.isEmpty())
        return m_error;
    return Error(
        Error::Kind::Decode,
        QStringLiteral("protobuf: the watch stream ended inside a frame at byte %1").arg(m_streamOffset),
        QStringLiteral("protobuf watch stream"));
}

} // namespace kube
