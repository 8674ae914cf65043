// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "listdecoder.h"
#include "helperpool.h"
#include "itembatches.h"
#include "jsonsyntax.h"

#include <simdjson.h>

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace kube {

namespace od = simdjson::ondemand;
using detail::isJsonSpace;

namespace {

constexpr qsizetype padding = qsizetype(simdjson::SIMDJSON_PADDING);

// One 64-byte block of an item, as bit masks (bit i is byte i): quotes, backslashes, and the four brackets.
struct BlockMasks
{
    quint64 quotes = 0;
    quint64 backslashes = 0;
    quint64 brackets = 0;
};

BlockMasks blockMasks(const char *block)
{
    BlockMasks masks;
#if defined(__SSE2__)
    // '[' and ']' are '{' and '}' without the 0x20 bit, and no other byte becomes either with it set.
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i open = _mm_set1_epi8('{');
    const __m128i close = _mm_set1_epi8('}');
    const __m128i bit = _mm_set1_epi8(0x20);
    for (int part = 0; part < 4; ++part) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(block + 16 * part));
        const __m128i folded = _mm_or_si128(bytes, bit);
        const int shift = 16 * part;
        masks.quotes |= quint64(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, quote)))) << shift;
        masks.backslashes |= quint64(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, backslash)))) << shift;
        masks.brackets |= quint64(unsigned(_mm_movemask_epi8(
                              _mm_or_si128(_mm_cmpeq_epi8(folded, open), _mm_cmpeq_epi8(folded, close)))))
                          << shift;
    }
#else
    for (int i = 0; i < 64; ++i) {
        const char c = block[i];
        masks.quotes |= quint64(c == '"') << i;
        masks.backslashes |= quint64(c == '\\') << i;
        masks.brackets |= quint64(c == '{' || c == '}' || c == '[' || c == ']') << i;
    }
#endif
    return masks;
}

// Bit i of the result is the parity of bits 0..i: with quote bits in, the bytes from an opening quote up to
// (not including) its closing quote.
quint64 prefixParity(quint64 bits)
{
    for (int shift = 1; shift < 64; shift *= 2)
        bits ^= bits << shift;
    return bits;
}

// The bytes a backslash escapes. `carry` in: the block's first byte is escaped (a backslash ended the
// previous block); out: this block's last byte is a backslash that escapes the next block's first.
quint64 escapedBytes(quint64 backslashes, int valid, bool *carry)
{
    quint64 escaped = 0;
    if (*carry) {
        escaped = 1;
        backslashes &= ~quint64(1);
    }
    *carry = false;
    // Rare in Kubernetes JSON, so one backslash at a time: each escapes the next byte, which (if itself a
    // backslash) escapes nothing.
    while (backslashes) {
        const int at = __builtin_ctzll(backslashes);
        if (at == valid - 1) {
            *carry = true;
            break;
        }
        escaped |= quint64(1) << (at + 1);
        backslashes &= ~(quint64(3) << at);
    }
    return escaped;
}

QByteArray toBytes(std::string_view text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

// kind, apiVersion and list metadata from the list's members (its items array left empty), whose syntax the
// caller has checked.
Error readMembers(QByteArray members, ObjectList *list)
{
    ensureJsonPadding(members);
    od::parser parser;
    try {
        od::document document = parser.iterate(members.constData(), size_t(members.size()),
                                               size_t(members.size()) + simdjson::SIMDJSON_PADDING);
        for (auto field : document.get_object()) {
            const std::string_view key = field.unescaped_key();
            if (key == "kind") {
                list->kind = toBytes(field.value().get_string());
            } else if (key == "apiVersion") {
                list->apiVersion = toBytes(field.value().get_string());
            } else if (key == "metadata") {
                for (auto meta : field.value().get_object()) {
                    const std::string_view metaKey = meta.unescaped_key();
                    if (metaKey == "resourceVersion")
                        list->resourceVersion = toBytes(meta.value().get_string());
                    else if (metaKey == "continue")
                        list->continueToken = toBytes(meta.value().get_string());
                    else if (metaKey == "remainingItemCount")
                        list->remainingItemCount = meta.value().get_int64();
                }
            }
        }
    } catch (const simdjson::simdjson_error &error) {
        return Error(Error::Kind::Decode,
                     QStringLiteral("the list's kind, apiVersion or metadata has the wrong JSON type: %1")
                         .arg(QString::fromUtf8(error.what())));
    }
    return {};
}

// One item, its errors named by its index in the list; any thread (the helpers' batches call it too).
Result<Object> decodeListItem(std::string_view json, const DecodeOptions &options, qsizetype index,
                              qint64 bodyOffset)
{
    auto object = Object::fromPaddedJson(json, options, bodyOffset);
    if (!object)
        return Error(Error::Kind::Decode,
                     QStringLiteral("list item %1: %2").arg(index).arg(object.error().message()));
    return object;
}

// The defaults list items need: apiserver lists give kind and apiVersion once, for the list ("PodList").
void applyListDefaults(const ObjectList &list, const DecodeOptions &given, DecodeOptions *itemOptions)
{
    if (given.defaultKind.isEmpty() && list.kind.endsWith("List"))
        itemOptions->defaultKind = list.kind.chopped(4);
    if (given.defaultApiVersion.isEmpty())
        itemOptions->defaultApiVersion = list.apiVersion;
}

} // namespace

ListDecoder::ListDecoder(DecodeOptions options, HelperPool *helpers)
    : m_options(options), m_itemOptions(std::move(options)),
      m_helpers(helpers && helpers->threadCount() > 0 ? helpers : nullptr)
{
}

ListDecoder::~ListDecoder() = default;

HelperPool *ListDecoder::defaultHelpers()
{
    return &HelperPool::shared();
}

void ListDecoder::fail(const QString &message)
{
    if (!m_error)
        m_error = Error(Error::Kind::Decode, message);
}

void ListDecoder::feed(QByteArrayView chunk)
{
    if (m_error || chunk.isEmpty())
        return;
    m_chunkOffset = m_list.bodyBytes;
    m_list.bodyBytes += chunk.size();
    scan(chunk.data(), chunk.size());
}

qsizetype ListDecoder::scanItem(const char *data, qsizetype from, qsizetype size)
{
    char tail[64];
    while (from < size) {
        const int valid = int(std::min<qsizetype>(64, size - from));
        const char *block = data + from;
        if (valid < 64) {
            std::memcpy(tail, block, size_t(valid));
            std::memset(tail + valid, ' ', size_t(64 - valid));
            block = tail;
        }
        const BlockMasks masks = blockMasks(block);
        const quint64 escaped = masks.backslashes ? escapedBytes(masks.backslashes, valid, &m_escapePending)
                                                  : (m_escapePending ? 1 : 0);
        if (!masks.backslashes)
            m_escapePending = false;
        const quint64 inString = prefixParity(masks.quotes & ~escaped) ^ (m_inString ? ~quint64(0) : 0);
        quint64 brackets = masks.brackets & ~inString;
        while (brackets) {
            const int at = __builtin_ctzll(brackets);
            brackets &= brackets - 1;
            const char c = block[at];
            if (c == '{' || c == '[') {
                ++m_depth;
            } else if (--m_depth == 2) {
                m_inString = false;
                m_escapePending = false;
                return from + at + 1; // just after the item's closing brace
            }
        }
        m_inString = (inString >> (valid - 1)) & 1;
        from += valid;
    }
    return size;
}

void ListDecoder::scan(const char *data, qsizetype size)
{
    qsizetype i = 0;
    qsizetype membersFrom = 0;                 // where this chunk's bytes for m_members start
    qsizetype stringFrom = 0;                  // where this chunk's part of m_lastString starts
    qsizetype itemBegin = m_carrying ? 0 : -1; // the item in progress starts here (or in m_carry)
    while (i < size) {
        if (m_phase == Phase::Items && m_depth > 2) {
            // Inside an item: 64 bytes at a time, to its end or the chunk's.
            i = scanItem(data, i, size);
            if (m_depth > 2)
                break;
            endItem(data, itemBegin, i, size);
            itemBegin = -1;
            if (m_error)
                return;
            continue;
        }
        // Outside items (the list's own members, the gaps between items), byte by byte.
        if (m_escapePending) {
            m_escapePending = false;
            ++i;
            continue;
        }
        const char c = data[i];
        if (m_inString) {
            if (c == '\\') {
                m_escapePending = true;
            } else if (c == '"') {
                m_inString = false;
                if (m_collectString) {
                    m_lastString.append(data + stringFrom, i - stringFrom);
                    m_collectString = false;
                }
            }
            ++i;
            continue;
        }
        if (c == '"' && (m_phase == Phase::Members || m_phase == Phase::AfterItems)) {
            m_inString = true;
            if (m_phase == Phase::Members && m_depth == 1) {
                m_lastString.clear();
                m_collectString = true;
                stringFrom = i + 1;
            }
            ++i;
            continue;
        }
        switch (m_phase) {
        case Phase::BeforeList:
            if (c == '{') {
                m_phase = Phase::Members;
                m_depth = 1;
                membersFrom = i;
                m_membersOffset = m_chunkOffset + i;
            } else if (!isJsonSpace(c)) {
                fail(QStringLiteral("a list body must be a JSON object, but it starts with %1 (at byte %2)")
                         .arg(detail::describeJsonByte(c))
                         .arg(m_chunkOffset + i));
                return;
            }
            break;
        case Phase::Members:
        case Phase::AfterItems:
            if (c == '[' && m_depth == 1 && m_phase == Phase::Members && m_lastString == "items") {
                m_members.append(data + membersFrom, i + 1 - membersFrom);
                m_membersHead = m_members.size();
                m_phase = Phase::Items;
                m_depth = 2;
                beginItems();
            } else if (c == '{' || c == '[') {
                ++m_depth;
            } else if ((c == '}' || c == ']') && --m_depth == 0) {
                m_members.append(data + membersFrom, i + 1 - membersFrom);
                m_phase = Phase::Done;
            }
            break;
        case Phase::Items: // between items
            if (isJsonSpace(c))
                break;
            if (c == ',' && m_gap == Gap::CommaOrEnd) {
                m_gap = Gap::ItemAfterComma;
            } else if (c == '{' && m_gap != Gap::CommaOrEnd) {
                itemBegin = i;
                m_itemOffset = m_chunkOffset + i;
                m_depth = 3;
            } else if (c == ']' && m_gap != Gap::ItemAfterComma) {
                m_depth = 1;
                m_phase = Phase::AfterItems;
                m_itemsCloseOffset = m_chunkOffset + i;
                membersFrom = i;
            } else {
                const QString found = detail::describeJsonByte(c);
                const qint64 at = m_chunkOffset + i;
                const qsizetype item = m_itemsScanned;
                if (m_gap == Gap::CommaOrEnd)
                    failScanning(QStringLiteral("expected ',' or ']' after list item %1, found %2 at byte %3")
                                     .arg(item - 1)
                                     .arg(found)
                                     .arg(at));
                else if (c == ']')
                    failScanning(
                        QStringLiteral("a ',' before ']' (trailing comma) after list item %1, at byte %2")
                            .arg(item - 1)
                            .arg(at));
                else
                    failScanning(
                        QStringLiteral("list item %1 is not a JSON object (it starts with %2 at byte %3)")
                            .arg(item)
                            .arg(found)
                            .arg(at));
                return;
            }
            break;
        case Phase::Done:
            if (!isJsonSpace(c)) {
                failScanning(QStringLiteral("unexpected %1 after the end of the list, at byte %2")
                                 .arg(detail::describeJsonByte(c))
                                 .arg(m_chunkOffset + i));
                return;
            }
            break;
        }
        ++i;
    }
    // What this chunk leaves unfinished is kept for the next.
    if (m_phase == Phase::Members || m_phase == Phase::AfterItems)
        m_members.append(data + membersFrom, size - membersFrom);
    if (m_collectString)
        m_lastString.append(data + stringFrom, size - stringFrom);
    if (itemBegin >= 0) {
        if (m_carrying) {
            m_carry.append(data, size);
        } else {
            m_carry.resize(0);
            m_carry.append(data + itemBegin, size - itemBegin);
            m_carrying = true;
        }
    }
}

void ListDecoder::beginItems()
{
    m_gap = Gap::FirstItem;
    // apiserver lists put kind and apiVersion before items: read them now, so items get them as defaults.
    ObjectList head;
    QByteArray members = m_members;
    members.append("]}");
    if (!readMembers(members, &head))
        applyListDefaults(head, m_options, &m_itemOptions);
    m_itemDefaultsKnown = !m_itemOptions.defaultKind.isEmpty() && !m_itemOptions.defaultApiVersion.isEmpty();
}

void ListDecoder::endItem(const char *data, qsizetype itemBegin, qsizetype end, qsizetype size)
{
    if (m_helpers && m_itemsScanned > 0) {
        if (m_carrying) {
            m_carry.append(data, end);
            batchItem(std::string_view(m_carry.constData(), size_t(m_carry.size())));
            m_carry.resize(0);
            m_carrying = false;
        } else {
            batchItem(std::string_view(data + itemBegin, size_t(end - itemBegin)));
        }
        return;
    }
    if (m_carrying) {
        m_carry.append(data, end);
        ensureJsonPadding(m_carry);
        decodeItem(std::string_view(m_carry.constData(), size_t(m_carry.size())));
        m_carry.resize(0);
        m_carrying = false;
    } else if (end + padding <= size) {
        // The chunk goes on for at least the parser's padding after the item: decode it where it lies.
        decodeItem(std::string_view(data + itemBegin, size_t(end - itemBegin)));
    } else {
        m_carry.resize(0);
        m_carry.append(data + itemBegin, end - itemBegin);
        ensureJsonPadding(m_carry);
        decodeItem(std::string_view(m_carry.constData(), size_t(m_carry.size())));
        m_carry.resize(0);
    }
}

void ListDecoder::decodeItem(std::string_view json)
{
    m_gap = Gap::CommaOrEnd;
    ++m_itemsScanned;
    auto object = decodeListItem(json, m_itemOptions, m_list.items.size(), m_itemOffset);
    if (!object) {
        fail(object.error().message());
        return;
    }
    if (!m_itemDefaultsKnown && (object->kind().isEmpty() || object->apiVersion().isEmpty()))
        m_itemsWithoutDefaults.append(m_list.items.size());
    m_list.items.append(std::move(object).value());
}

void ListDecoder::batchItem(std::string_view json)
{
    m_gap = Gap::CommaOrEnd;
    ++m_itemsScanned;
    if (!m_batches) {
        // Copied: the decoding may outlive this decoder by a batch.
        m_batches = std::make_unique<ItemBatches>(
            *m_helpers,
            [options = m_itemOptions](std::string_view item, qsizetype index, qint64 bodyOffset) {
                return decodeListItem(item, options, index, bodyOffset);
            },
            m_itemsScanned - 1);
    }
    m_batches->add(json, m_itemOffset);
    takeDecoded(false);
}

void ListDecoder::takeDecoded(bool all)
{
    if (!m_batches)
        return;
    const qsizetype from = m_list.items.size();
    const Error failed = all ? m_batches->collectAll(m_list.items) : m_batches->collect(m_list.items);
    if (!m_itemDefaultsKnown)
        for (qsizetype i = from; i < m_list.items.size(); ++i)
            if (m_list.items.at(i).kind().isEmpty() || m_list.items.at(i).apiVersion().isEmpty())
                m_itemsWithoutDefaults.append(i);
    if (failed)
        fail(failed.message());
}

void ListDecoder::failScanning(const QString &message)
{
    takeDecoded(true);
    fail(message);
}

qint64 ListDecoder::bodyOffsetOfMember(qsizetype offset) const
{
    if (m_membersHead < 0 || offset < m_membersHead)
        return m_membersOffset + offset;
    return m_itemsCloseOffset + (offset - m_membersHead);
}

Result<ObjectList> ListDecoder::finish()
{
    if (!m_error)
        takeDecoded(true);
    if (!m_error && m_phase != Phase::Done) {
        if (m_phase == Phase::BeforeList)
            fail(QStringLiteral("the list body is empty"));
        else if (m_phase == Phase::Items)
            fail(QStringLiteral("the list body ends inside its items, after %1 complete items (at byte %2)")
                     .arg(m_list.items.size())
                     .arg(m_list.bodyBytes));
        else
            fail(QStringLiteral("the list body ends before its closing brace (at byte %1)")
                     .arg(m_list.bodyBytes));
    }
    if (m_error)
        return m_error;
    // The members are a few hundred bytes (the items are out): the byte-by-byte check costs nothing here.
    if (const detail::JsonSyntaxError syntax =
            detail::findJsonSyntaxError(std::string_view(m_members.constData(), size_t(m_members.size()))))
        return Error(Error::Kind::Decode, QStringLiteral("invalid JSON at byte %1: %2")
                                              .arg(bodyOffsetOfMember(syntax.offset))
                                              .arg(syntax.what));
    const Error members = readMembers(m_members, &m_list);
    if (members)
        return members;
    if (!m_itemsWithoutDefaults.isEmpty()) {
        // Items came before the list's kind (not the apiserver's order): give them its defaults now.
        DecodeOptions options = m_options;
        applyListDefaults(m_list, m_options, &options);
        for (qsizetype index : std::as_const(m_itemsWithoutDefaults)) {
            auto object = Object::fromJson(m_list.items.at(index).json(), options);
            if (object)
                m_list.items[index] = std::move(object).value();
        }
    }
    return std::move(m_list);
}

} // namespace kube
