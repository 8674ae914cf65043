// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "protobuflistdecoder.h"

#include "protobufcodec.h"
#include "protobufschema.h"

#include "core/helperpool.h"
#include "core/itembatches.h"
#include "core/objectdata.h"

#include <cstring>
#include <limits>

namespace kube {

namespace {

using WireType = ProtobufReader::WireType;

QString bodyWhere()
{
    return QStringLiteral("protobuf body");
}

constexpr qsizetype maxVarintBytes = 10;
// runtime.Unknown's fields, and those of its typeMeta and of every list's metav1.ListMeta.
enum UnknownField : quint32 {
    TypeMetaField = 1,
    RawField = 2,
    ContentEncodingField = 3,
    ContentTypeField = 4
};
enum TypeMetaField : quint32 { ApiVersionField = 1, KindField = 2 };
enum ListMetaField : quint32 { ResourceVersionField = 2, ContinueField = 3, RemainingItemCountField = 4 };

// Where the varint at `at` ends, or -1 when the buffer ends first. Ten bytes without an end are left for the
// reader to reject.
qsizetype varintEnd(const QByteArray &buffer, qsizetype at)
{
    const qsizetype limit = std::min(buffer.size(), at + maxVarintBytes);
    for (qsizetype i = at; i < limit; ++i) {
        if (!(quint8(buffer[i]) & 0x80))
            return i + 1;
    }
    return limit - at >= maxVarintBytes ? limit : -1;
}

// Hands each field of the message at [begin, end) to `read`, which reads or skips its value; what went wrong.
template <typename Read>
Error readFields(const QByteArray &buffer, qsizetype begin, qsizetype end, qint64 reportOffset, Read read)
{
    ProtobufReader reader(buffer, begin, end, reportOffset);
    while (!reader.atEnd()) {
        quint32 number = 0;
        WireType wireType = WireType::Varint;
        if (!reader.readTag(number, wireType))
            break;
        read(reader, number, wireType);
    }
    return reader.error();
}

const ProtobufField *fieldNamed(const ProtobufMessage &message, const char *jsonName)
{
    for (const ProtobufField &field : ProtobufSchema::fields(message)) {
        if (std::strcmp(field.jsonName, jsonName) == 0)
            return &field;
    }
    return nullptr;
}

// Whether an item of `type` has a kind or apiVersion of its own in its JSON (a field so named, or fields
// inlined from another message): Object's decoding would read them, so its metadata is not taken from the
// conversion then.
bool writesTypeMeta(const ProtobufMessage &type)
{
    for (const ProtobufField &field : ProtobufSchema::fields(type))
        if (field.has(ProtobufField::Inline) || std::strcmp(field.jsonName, "kind") == 0 ||
            std::strcmp(field.jsonName, "apiVersion") == 0)
            return true;
    return false;
}

// One item (a message without an envelope: `item` whole) as an Object, through the JSON the apiserver would
// have sent; `json` is scratch. Its metadata is read on the way, so the JSON is not parsed again (unless a
// string in it is not UTF-8, or `readMetadata` is false). Any thread.
Result<Object> decodeOneItem(const ProtobufMessage &type, QByteArrayView item, qsizetype index,
                             qint64 bodyOffset, const DecodeOptions &options, bool readMetadata,
                             std::string &json)
{
    json.clear(); // keeps its capacity
    json.reserve(size_t(3 * item.size()));
    ProtobufJsonOptions conversion;
    conversion.failOnUnknownFields = true;
    conversion.dropManagedFields = options.dropManagedFields;
    auto metadata = readMetadata ? std::make_shared<detail::ObjectData>() : nullptr;
    if (metadata)
        metadata->strings.reserve(160);
    bool metadataExact = false;
    const Error converted = appendProtobufMessageAsJson(type, item, 0, item.size(), bodyOffset, conversion,
                                                        json, metadata.get(), &metadataExact);
    if (converted)
        return Error(Error::Kind::Decode,
                     QStringLiteral("list item %1: %2").arg(index).arg(converted.message()), bodyWhere());
    ensureJsonPadding(json);
    auto object = metadataExact ? Object::fromDecodedMetadata(std::move(metadata), json, options)
                                : Object::fromPaddedJson(json, options);
    if (!object)
        return Error(Error::Kind::Decode,
                     QStringLiteral("list item %1 (at byte %2): %3")
                         .arg(index)
                         .arg(bodyOffset)
                         .arg(object.error().message()),
                     bodyWhere());
    return object;
}

} // namespace

ProtobufListDecoder::ProtobufListDecoder(DecodeOptions options, HelperPool *helpers)
    : m_options(options), m_itemOptions(std::move(options)),
      m_helpers(helpers && helpers->threadCount() > 0 ? helpers : nullptr)
{
}

ProtobufListDecoder::~ProtobufListDecoder() = default;

void ProtobufListDecoder::feed(QByteArrayView chunk)
{
    if (m_error || chunk.isEmpty())
        return;
    m_list.bodyBytes += chunk.size();
    m_buffer.append(chunk.data(), chunk.size());
    scan();
    // Keep only what is not consumed: the start of an item the chunk cut.
    if (m_consumed > 0) {
        m_buffer.remove(0, m_consumed);
        m_bufferOffset += m_consumed;
        m_consumed = 0;
    }
}

void ProtobufListDecoder::scan()
{
    while (!m_error) {
        switch (m_phase) {
        case Phase::Magic:
            if (m_buffer.size() - m_consumed < protobufMagicSize)
                return;
            if (std::memcmp(m_buffer.constData() + m_consumed, protobufMagic, protobufMagicSize) != 0) {
                fail(QStringLiteral("not Kubernetes protobuf (no k8s\\0 magic)"), m_consumed);
                return;
            }
            m_consumed += protobufMagicSize;
            m_phase = Phase::Envelope;
            break;
        case Phase::Envelope:
            if (m_consumed == m_buffer.size() || !envelopeField())
                return;
            break;
        case Phase::List:
            if (bodyOffset(m_consumed) == m_rawEnd) {
                m_phase = Phase::Envelope; // the envelope's fields after raw (contentEncoding, contentType)
                break;
            }
            if (m_consumed == m_buffer.size() || !listField())
                return;
            break;
        }
    }
}

bool ProtobufListDecoder::readHeader(quint32 &number, WireType &wireType, qsizetype &payloadBegin,
                                     qsizetype &payloadLength)
{
    const qsizetype tagEnd = varintEnd(m_buffer, m_consumed);
    if (tagEnd < 0)
        return false;
    ProtobufReader reader(m_buffer, m_consumed, m_buffer.size(), m_bufferOffset);
    if (!reader.readTag(number, wireType)) {
        m_error = reader.error();
        return false;
    }
    payloadBegin = reader.offset();
    qsizetype end = payloadBegin;
    switch (wireType) {
    case WireType::Varint:
        end = varintEnd(m_buffer, payloadBegin);
        if (end < 0)
            return false;
        break;
    case WireType::Fixed64:
        end = payloadBegin + 8;
        break;
    case WireType::Fixed32:
        end = payloadBegin + 4;
        break;
    case WireType::LengthDelimited: {
        if (varintEnd(m_buffer, payloadBegin) < 0)
            return false;
        quint64 length = 0;
        if (!reader.readVarint(length)) {
            m_error = reader.error();
            return false;
        }
        if (length > quint64(std::numeric_limits<qint32>::max()))
            return fail(QStringLiteral("field %1 claims %2 bytes").arg(number).arg(length), m_consumed);
        payloadBegin = reader.offset();
        end = payloadBegin + qsizetype(length);
        break;
    }
    case WireType::StartGroup:
    case WireType::EndGroup:
        return fail(QStringLiteral("field %1 is a group").arg(number), m_consumed);
    }
    payloadLength = end - payloadBegin;
    if (m_phase == Phase::List && bodyOffset(end) > m_rawEnd)
        return fail(
            QStringLiteral("field %1 runs past the end of the list (byte %2)").arg(number).arg(m_rawEnd),
            m_consumed);
    // A field that is not all in yet waits for more bytes; the list's raw bytes are read item by item.
    return end <= m_buffer.size() || (m_phase == Phase::Envelope && number == RawField);
}

bool ProtobufListDecoder::envelopeField()
{
    const qsizetype at = m_consumed;
    quint32 number = 0;
    WireType wireType = WireType::Varint;
    qsizetype begin = 0;
    qsizetype length = 0;
    if (!readHeader(number, wireType, begin, length))
        return false;
    if (number >= TypeMetaField && number <= ContentTypeField && wireType != WireType::LengthDelimited)
        return fail(QStringLiteral("field %1 of runtime.Unknown is not length-delimited").arg(number), at);
    switch (number) {
    case TypeMetaField:
        if (m_listType)
            return fail(QStringLiteral("a second kind (runtime.Unknown's typeMeta) in one body"), at);
        if (!readTypeMeta(begin, begin + length))
            return false;
        break;
    case RawField:
        if (m_rawSeen)
            return fail(QStringLiteral("a second list in one body"), at);
        if (!m_listType)
            return fail(QStringLiteral("the list comes before its kind (runtime.Unknown's typeMeta)"), at);
        m_rawSeen = true;
        m_rawEnd = bodyOffset(begin) + length;
        m_consumed = begin;
        m_phase = Phase::List;
        return true;
    case ContentEncodingField:
        m_contentEncoding = m_buffer.sliced(begin, length);
        break;
    case ContentTypeField:
        m_contentType = m_buffer.sliced(begin, length);
        break;
    default: // runtime.Unknown has nothing else that matters here
        break;
    }
    m_consumed = begin + length;
    return true;
}

bool ProtobufListDecoder::readTypeMeta(qsizetype begin, qsizetype end)
{
    m_error = readFields(
        m_buffer, begin, end, m_bufferOffset,
        [this](ProtobufReader &reader, quint32 number, WireType wireType) {
            qsizetype valueBegin = 0;
            qsizetype valueLength = 0;
            if (number != ApiVersionField && number != KindField)
                reader.skip(wireType);
            else if (wireType != WireType::LengthDelimited)
                reader.fail(
                    QStringLiteral("field %1 of runtime.TypeMeta is not length-delimited").arg(number),
                    reader.offset());
            else if (reader.readLengthDelimited(valueBegin, valueLength))
                (number == ApiVersionField ? m_list.apiVersion : m_list.kind) =
                    m_buffer.sliced(valueBegin, valueLength);
        });
    if (m_error)
        return false;
    m_listType = ProtobufSchema::messageForKind(m_list.apiVersion, m_list.kind);
    const ProtobufField *items = m_listType ? fieldNamed(*m_listType, "items") : nullptr;
    const ProtobufField *metadata = m_listType ? fieldNamed(*m_listType, "metadata") : nullptr;
    if (!items || items->value != ProtobufValue::Message || !metadata) {
        m_listType = nullptr;
        return fail(QStringLiteral("no protobuf schema for the list %1 %2")
                        .arg(QString::fromUtf8(m_list.apiVersion), QString::fromUtf8(m_list.kind)),
                    begin);
    }
    m_itemType = &ProtobufSchema::message(items->message);
    m_readItemMetadata = !writesTypeMeta(*m_itemType);
    m_itemsNumber = items->number;
    m_metadataNumber = metadata->number;
    if (m_options.defaultKind.isEmpty() && m_list.kind.endsWith("List"))
        m_itemOptions.defaultKind = m_list.kind.chopped(4);
    if (m_options.defaultApiVersion.isEmpty())
        m_itemOptions.defaultApiVersion = m_list.apiVersion;
    return true;
}

bool ProtobufListDecoder::listField()
{
    const qsizetype at = m_consumed;
    quint32 number = 0;
    WireType wireType = WireType::Varint;
    qsizetype begin = 0;
    qsizetype length = 0;
    if (!readHeader(number, wireType, begin, length))
        return false;
    if (number != m_itemsNumber && number != m_metadataNumber)
        return fail(QStringLiteral(
                        "field %1 of the list %2 is not in this client's protobuf schema (a newer server?)")
                        .arg(number)
                        .arg(QString::fromUtf8(m_list.kind)),
                    at);
    if (wireType != WireType::LengthDelimited)
        return fail(QStringLiteral("field %1 of the list %2 is not length-delimited")
                        .arg(number)
                        .arg(QString::fromUtf8(m_list.kind)),
                    at);
    if (!(number == m_itemsNumber ? decodeItem(begin, begin + length) : readListMeta(begin, begin + length)))
        return false;
    m_consumed = begin + length;
    return true;
}

bool ProtobufListDecoder::readListMeta(qsizetype begin, qsizetype end)
{
    m_error = readFields(
        m_buffer, begin, end, m_bufferOffset,
        [this](ProtobufReader &reader, quint32 number, WireType wireType) {
            qsizetype valueBegin = 0;
            qsizetype valueLength = 0;
            quint64 count = 0;
            const bool text = number == ResourceVersionField || number == ContinueField;
            if (!text && number != RemainingItemCountField)
                reader.skip(wireType); // selfLink: deprecated, never set since 1.20
            else if (wireType != (text ? WireType::LengthDelimited : WireType::Varint))
                reader.fail(QStringLiteral("field %1 of metav1.ListMeta has the wrong wire type").arg(number),
                            reader.offset());
            else if (text && reader.readLengthDelimited(valueBegin, valueLength))
                (number == ResourceVersionField ? m_list.resourceVersion : m_list.continueToken) =
                    m_buffer.sliced(valueBegin, valueLength);
            else if (!text && reader.readVarint(count))
                m_list.remainingItemCount = qint64(count);
        });
    return !m_error;
}

bool ProtobufListDecoder::decodeItem(qsizetype begin, qsizetype end)
{
    const qsizetype index = m_itemsScanned++;
    if (!m_helpers || index == 0) {
        auto object = decodeOneItem(*m_itemType, QByteArrayView(m_buffer).sliced(begin, end - begin), index,
                                    bodyOffset(begin), m_itemOptions, m_readItemMetadata, m_itemJson);
        if (!object) {
            m_error = object.error();
            return false;
        }
        m_list.items.append(std::move(object).value());
        return true;
    }
    if (!m_batches) {
        // Copied: the decoding may outlive this decoder by a batch.
        m_batches = std::make_unique<ItemBatches>(
            *m_helpers,
            [type = m_itemType, options = m_itemOptions,
             readMetadata = m_readItemMetadata](std::string_view item, qsizetype index, qint64 bodyOffset) {
                thread_local std::string json;
                return decodeOneItem(*type, QByteArrayView(item.data(), qsizetype(item.size())), index,
                                     bodyOffset, options, readMetadata, json);
            },
            index);
    }
    m_batches->add(std::string_view(m_buffer.constData() + begin, size_t(end - begin)), bodyOffset(begin));
    if (const Error failed = m_batches->collect(m_list.items)) {
        m_error = failed;
        return false;
    }
    return true;
}

bool ProtobufListDecoder::fail(const QString &message, qsizetype bufferOffset)
{
    m_error =
        Error(Error::Kind::Decode,
              bufferOffset < 0
                  ? message
                  : QStringLiteral("protobuf: %1 at byte %2").arg(message).arg(bodyOffset(bufferOffset)),
              bodyWhere());
    return false;
}

Result<ObjectList> ProtobufListDecoder::finish()
{
    // Items still decoding come before whatever stopped the scan: their error is the first.
    if (m_batches)
        if (const Error failed = m_batches->collectAll(m_list.items))
            m_error = failed;
    if (!m_error) {
        const qint64 end = m_list.bodyBytes;
        if (m_phase == Phase::Magic)
            fail(m_list.bodyBytes ? QStringLiteral("the body ends inside its k8s\\0 magic")
                                  : QStringLiteral("the list body is empty"),
                 -1);
        else if (m_phase == Phase::List)
            fail(QStringLiteral(
                     "the protobuf list ends inside its items, after %1 complete items (at byte %2)")
                     .arg(m_list.items.size())
                     .arg(end),
                 -1);
        else if (m_consumed < m_buffer.size())
            fail(QStringLiteral("the protobuf body ends inside a field (at byte %1)").arg(end), -1);
        else if (!m_rawSeen)
            fail(QStringLiteral("the protobuf body holds no list (runtime.Unknown without raw bytes)"), -1);
        else if (!m_contentEncoding.isEmpty() ||
                 !(m_contentType.isEmpty() || isProtobufContentType(m_contentType)))
            fail(QStringLiteral("unsupported content encoding \"%1\" or type \"%2\" in the envelope")
                     .arg(QString::fromUtf8(m_contentEncoding), QString::fromUtf8(m_contentType)),
                 -1);
    }
    if (m_error)
        return m_error;
    return std::move(m_list);
}

} // namespace kube
