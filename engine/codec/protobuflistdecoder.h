// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/listbodydecoder.h"
#include "core/listdecoder.h"
#include "protobufreader.h"

#include <memory>
#include <string>

namespace kube {

struct ProtobufMessage;
class HelperPool;
class ItemBatches;

// Decodes a list body in Kubernetes protobuf (magic `k8s\0`, runtime.Unknown whose raw is a PodList, ...) as
// its bytes arrive: each item becomes an Object (through the JSON the apiserver would have sent for it) as
// soon as its last byte is in, so the list is never held whole. A field the schema lacks is an error, never
// silently dropped: the caller then asks for JSON (a server newer than the schema). Errors name the byte,
// counted from the body's start.
class QKUBE_ENGINE_EXPORT ProtobufListDecoder : public ListBodyDecoder
{
public:
    // `helpers` share the items' conversion, as ListDecoder's share its items; null converts them all here.
    explicit ProtobufListDecoder(DecodeOptions options = {},
                                 HelperPool *helpers = ListDecoder::defaultHelpers());
    ~ProtobufListDecoder() override;

    void feed(QByteArrayView chunk) override;
    Result<ObjectList> finish() override;
    const Error &error() const override { return m_error; }
    qsizetype pendingItemBytes() const override { return m_buffer.size() - m_consumed; }

private:
    enum class Phase { Magic, Envelope, List };

    void scan();
    // One field at m_buffer[m_consumed]: false when its bytes are not all in yet, or on an error.
    bool envelopeField();
    bool listField();
    bool readTypeMeta(qsizetype begin, qsizetype end);
    bool readListMeta(qsizetype begin, qsizetype end);
    bool decodeItem(qsizetype begin, qsizetype end);
    // The field at m_consumed: its number, wire type and value's bytes (a length-delimited field's payload).
    // False when the header or a scalar value is not all in (m_error says whether it is broken instead).
    bool readHeader(quint32 &number, ProtobufReader::WireType &wireType, qsizetype &payloadBegin,
                    qsizetype &payloadLength);
    bool fail(const QString &message, qsizetype bufferOffset);
    qint64 bodyOffset(qsizetype bufferOffset) const { return m_bufferOffset + bufferOffset; }

    DecodeOptions m_options;     // as given
    DecodeOptions m_itemOptions; // with the list's kind and apiVersion as defaults
    Phase m_phase = Phase::Magic;
    QByteArray m_buffer;       // bytes not yet consumed (from m_consumed), and some already consumed before
    qsizetype m_consumed = 0;  // in m_buffer
    qint64 m_bufferOffset = 0; // the body offset of m_buffer[0]
    qint64 m_rawEnd = -1;      // the body offset where the list message (runtime.Unknown's raw) ends
    bool m_rawSeen = false;
    QByteArray m_contentEncoding, m_contentType;
    const ProtobufMessage *m_listType = nullptr;
    const ProtobufMessage *m_itemType = nullptr;
    bool m_readItemMetadata = false; // while converting the items (see writesTypeMeta)
    quint32 m_itemsNumber = 0;
    quint32 m_metadataNumber = 0;
    std::string m_itemJson; // reused for each item's JSON (appending a byte to it is inline)
    qsizetype m_itemsScanned = 0;
    HelperPool *m_helpers = nullptr;
    std::unique_ptr<ItemBatches> m_batches; // every item after the first, when there are helpers
    ObjectList m_list;
    Error m_error;
};

} // namespace kube
