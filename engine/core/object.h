// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace kube {

namespace detail {
struct ObjectData;
}
class JsonCompactor;

// What decoding may drop from an object before it is kept (client-go's informer transform, done while the
// bytes are cut so nothing is parsed twice).
struct QKUBE_ENGINE_EXPORT DecodeOptions
{
    bool dropManagedFields = false;
    bool dropLastAppliedAnnotation = false;
    QByteArray defaultKind;       // list items carry no kind: PodList's items are "Pod"
    QByteArray defaultApiVersion; // likewise for apiVersion
    // Keep the JSON compressed against others of its kind (an informer's objects; see JsonCompactor).
    std::shared_ptr<JsonCompactor> compactor;
};

struct QKUBE_ENGINE_EXPORT OwnerReference
{
    QByteArray apiVersion;
    QByteArray kind;
    QByteArray name;
    QByteArray uid;
    bool controller = false;
};

// An immutable Kubernetes object: its JSON bytes plus the metadata every consumer needs, decoded once.
// Copies share one allocation (a shared_ptr to const data), so it crosses threads by value without locks.
// A new resourceVersion is a new Object. The full JSON tree is built only on request (toJsonObject).
class QKUBE_ENGINE_EXPORT Object
{
public:
    Object() = default;

    // Decodes one object. `json` need not be padded; it is copied once. Anything but RFC 8259 JSON (a
    // trailing comma, "tru", a bad escape, bytes after the object, ...) is a Decode error.
    static Result<Object> fromJson(QByteArrayView json, const DecodeOptions &options = {});
    // Same, for a slice that lies inside a buffer readable for at least 64 bytes past its end. Errors name
    // the byte where the JSON goes wrong, counted from `offsetInBody` (the slice's place in the body it came
    // from).
    static Result<Object> fromPaddedJson(std::string_view json, const DecodeOptions &options = {},
                                         qint64 offsetInBody = 0);
    // An object whose metadata `data` holds already, read while `json` was written (protobuf's conversion of
    // a list item, which has no kind and apiVersion of its own): only the options' defaults, cuts and packing
    // are left, and the JSON is not parsed. `json` must be padded as for fromPaddedJson (a cut that keeps
    // one cuttable member decodes it again).
    static Result<Object> fromDecodedMetadata(std::shared_ptr<detail::ObjectData> data, std::string_view json,
                                              const DecodeOptions &options);

    bool isNull() const { return !d; }
    // The object's JSON (unpacked first when a JsonCompactor keeps it: ~2 µs for a pod).
    QByteArray json() const;
    // Bytes the JSON takes in memory: json().size(), or fewer when packed.
    qsizetype storedJsonSize() const;
    // Copies of one decoded object share it; another decoding of the same bytes has its own.
    quintptr identity() const { return quintptr(d.get()); }

    QByteArrayView kind() const;
    QByteArrayView apiVersion() const;
    QByteArrayView namespaceName() const;
    QByteArrayView name() const;
    QByteArrayView uid() const;
    QByteArrayView resourceVersion() const;
    qint64 generation() const;
    // Milliseconds since the epoch; 0 when absent.
    qint64 creationTimestamp() const;
    qint64 deletionTimestamp() const;
    QList<std::pair<QByteArray, QByteArray>> labels() const;
    QByteArray label(QByteArrayView key, bool *found = nullptr) const;
    QList<OwnerReference> ownerReferences() const;
    // The watch-list end marker (metadata.annotations["k8s.io/initial-events-end"] == "true").
    bool isInitialEventsEnd() const;
    bool hasManagedFields() const;

    // client-go's MetaNamespaceKeyFunc: "namespace/name", or "name" when cluster-scoped.
    QByteArray key() const;

    // The same object without metadata.managedFields and/or the last-applied annotation.
    Object stripped(bool managedFields, bool lastAppliedAnnotation) const;

    QJsonObject toJsonObject() const;
    // A typed decoding of this version, kept with it and shared by every copy (typedObject(),
    // rest/typedkind.h): the value kept for `type` (an address naming the C++ type), or null.
    std::shared_ptr<const void> decoded(const void *type) const;
    // Keeps `value` for `type` unless a value was kept first; returns the one kept (thread-safe).
    std::shared_ptr<const void> keepDecoded(const void *type, std::shared_ptr<const void> value) const;
    // Bytes this object holds on the heap (JSON + decoded metadata), for memory figures.
    qsizetype memoryFootprint() const;

    bool operator==(const Object &other) const { return d == other.d; }

private:
    friend struct ObjectList;
    explicit Object(std::shared_ptr<const detail::ObjectData> data) : d(std::move(data)) {}
    static Result<Object> finish(std::shared_ptr<detail::ObjectData> data, std::string_view json,
                                 const DecodeOptions &options, bool sawKind, bool sawApiVersion);
    std::shared_ptr<const detail::ObjectData> d;
};

// Parses RFC 3339 ("2026-11-22T07:06:22Z", fractions and offsets allowed) to ms since the epoch; 0 if
// invalid.
QKUBE_ENGINE_EXPORT qint64 parseTimestamp(std::string_view text);

} // namespace kube

Q_DECLARE_METATYPE(kube::Object)
