// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QByteArray>
#include <QList>

#include <string>

namespace kube {

// Kubernetes' protobuf media type, as Content-Type and Accept carry it (parameters such as ";stream=watch"
// aside).
inline constexpr char protobufMediaType[] = "application/vnd.kubernetes.protobuf";

// The four bytes every protobuf body starts with, before its runtime.Unknown.
inline constexpr char protobufMagic[] = {'k', '8', 's', '\0'};
inline constexpr qsizetype protobufMagicSize = sizeof(protobufMagic);

// True when a Content-Type header names Kubernetes protobuf, whatever its parameters.
QKUBE_ENGINE_EXPORT bool isProtobufContentType(QByteArrayView contentType);

// The envelope's typeMeta: which kind the body holds.
struct QKUBE_ENGINE_EXPORT ProtobufTypeMeta
{
    QByteArray apiVersion;
    QByteArray kind;
};

// Reads only the envelope (magic `k8s\0`, then runtime.Unknown) and says which kind it carries, so a server
// can tell an undecodable body (an error here: 400) from a kind the schema does not cover (415).
QKUBE_ENGINE_EXPORT Result<ProtobufTypeMeta> protobufTypeMeta(QByteArrayView body);

// One object or list in protobuf (magic `k8s\0`, runtime.Unknown {typeMeta, raw, ...}) as the JSON the
// apiserver would send for it: "kind" and "apiVersion" from typeMeta, then the fields in Go's order, with
// Go's omitempty. Fails with an Error of kind Decode naming the byte offset for malformed bytes, and for
// kinds the schema does not cover. Unknown fields are skipped. Reentrant; reads nothing outside `body`.
QKUBE_ENGINE_EXPORT Result<QByteArray> protobufToJson(QByteArrayView body);

struct ProtobufMessage;

struct QKUBE_ENGINE_EXPORT ProtobufJsonOptions
{
    // A field the schema lacks (a server newer than the schema sent it) is an error, so that nothing the
    // server sent is lost unnoticed; otherwise it is skipped.
    bool failOnUnknownFields = false;
    // metadata.managedFields is left out (an informer drops it anyway: converting it is wasted).
    bool dropManagedFields = false;
};

namespace detail {
struct ObjectData;
}

// One message without an envelope (a list's item) at [begin, end) of `data`, appended to `out` as JSON, as
// protobufToJson writes it. Errors name offsets in `data` plus reportOffset. With `metadata`, the object's
// metadata is read into it on the way, as Object's decoding of that JSON would (offsets count from the JSON's
// start: `out` empty before); `metadataExact` says whether it is that exactly (false: parse the JSON
// instead).
QKUBE_ENGINE_EXPORT Error appendProtobufMessageAsJson(const ProtobufMessage &type, QByteArrayView data,
                                                      qsizetype begin, qsizetype end, qsizetype reportOffset,
                                                      const ProtobufJsonOptions &options, std::string &out,
                                                      detail::ObjectData *metadata = nullptr,
                                                      bool *metadataExact = nullptr);

namespace detail {
// Go's time.Duration.String() of `nanoseconds` as a JSON string ("\"1m2.5s\""), appended to `out`.
void appendGoDurationJson(std::string &out, qint64 nanoseconds);
} // namespace detail

// A protobuf watch stream (`application/vnd.kubernetes.protobuf;stream=watch`): frames of a 4-byte big-endian
// length and a metav1.WatchEvent {type, object: the object's own envelope}. feed() takes bytes as they
// arrive, cut anywhere, and returns each complete event as the JSON line a JSON watch carries
// ({"type":"ADDED","object":{...}}), ready for WatchDecoder. After a malformed frame it sets error() and
// takes nothing more. Lives on one thread.
class QKUBE_ENGINE_EXPORT ProtobufWatchDecoder
{
public:
    QList<QByteArray> feed(QByteArrayView bytes);
    const Error &error() const { return m_error; }
    // At the end of the stream: an error when it stopped inside a frame.
    Error finish() const;

private:
    QByteArray m_pending;
    qsizetype m_streamOffset = 0; // of m_pending's first byte, for error offsets
    Error m_error;
};

} // namespace kube
