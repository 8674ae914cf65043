// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "listbodydecoder.h"

#include <memory>

namespace kube {

class HelperPool;
class ItemBatches;

// Decodes a list body (PodList, ...) as its bytes arrive: each item is decoded as soon as its closing brace
// is in, so a 460 MB list is never held whole and decoding overlaps the download. Item ends are found 64
// bytes at a time, as bit masks (quotes, escapes, brackets outside strings); each item is then decoded on its
// own by Object::fromPaddedJson: in place, or, when the machine has helper threads, copied into batches of
// about 128 KiB that the helpers and this thread decode side by side (a 100k-pod list decoded on one core
// kept the other idle for most of a second); the items keep their order, and the first bad one is the error,
// as in place. The first item is always decoded here, so a JsonCompactor's dictionary is the list's first
// object. The list's own members (kind, apiVersion, metadata) are kept aside and parsed at the end. Items
// decoded before the list's kind was known (a body with items first) get their default kind then. The body
// must be RFC 8259 JSON throughout (items, the gaps between them, the list's members); a body that breaks off
// is an error, never a shorter list. Errors name the byte, counted from the body's start.
class QKUBE_ENGINE_EXPORT ListDecoder : public ListBodyDecoder
{
public:
    // `helpers` share the items' decoding (HelperPool::shared() by default); null decodes every item in
    // place.
    explicit ListDecoder(DecodeOptions options = {}, HelperPool *helpers = defaultHelpers());
    ~ListDecoder() override;

    static HelperPool *defaultHelpers();

    void feed(QByteArrayView chunk) override;
    // Errors name which item, or the truncation.
    Result<ObjectList> finish() override;
    const Error &error() const override { return m_error; }
    qsizetype pendingItemBytes() const override { return m_carrying ? m_carry.size() : 0; }

private:
    enum class Phase { BeforeList, Members, Items, AfterItems, Done };
    // What may come next between items.
    enum class Gap { FirstItem, ItemAfterComma, CommaOrEnd };

    void scan(const char *data, qsizetype size);
    // Inside an item, from `from`: returns just past the item's end, or `size` if the chunk ends first.
    qsizetype scanItem(const char *data, qsizetype from, qsizetype size);
    void beginItems();
    void endItem(const char *data, qsizetype itemBegin, qsizetype end, qsizetype size);
    void decodeItem(std::string_view json);
    // An item for the helpers to decode (every item after the first, when there are helpers).
    void batchItem(std::string_view json);
    // Takes in the items the helpers have decoded; with `all`, every item batched, waiting for them.
    void takeDecoded(bool all);
    void fail(const QString &message);
    // An error found by scanning: an item still decoding before it may be the earlier error.
    void failScanning(const QString &message);
    // The body offset of a byte of m_members.
    qint64 bodyOffsetOfMember(qsizetype offset) const;

    DecodeOptions m_options;     // as given
    DecodeOptions m_itemOptions; // with the list's kind and apiVersion as defaults, once known
    bool m_itemDefaultsKnown = false;
    Phase m_phase = Phase::BeforeList;
    Gap m_gap = Gap::FirstItem;
    qint64 m_chunkOffset = 0;      // the body offset of the chunk being scanned
    qint64 m_itemOffset = 0;       // the body offset of the item in progress
    qint64 m_membersOffset = 0;    // the body offset of the list's '{'
    qsizetype m_membersHead = -1;  // m_members' bytes up to the items' '[' (-1: no items array yet)
    qint64 m_itemsCloseOffset = 0; // the body offset of the items' ']'
    int m_depth = 0;
    bool m_inString = false;
    bool m_escapePending = false; // the next byte is escaped (a backslash ended the last block or chunk)
    QByteArray m_members;         // the list without its items: {"kind":..,"metadata":{..},"items":[]}
    QByteArray m_lastString;      // the last string at the list's top level: the key of a '[' that follows
    bool m_collectString = false;
    QByteArray m_carry; // the start of an item the last chunk cut, padded for the parser
    bool m_carrying = false;
    QList<qsizetype> m_itemsWithoutDefaults;
    qsizetype m_itemsScanned = 0;
    HelperPool *m_helpers = nullptr;
    std::unique_ptr<ItemBatches> m_batches;
    ObjectList m_list;
    Error m_error;
};

} // namespace kube
