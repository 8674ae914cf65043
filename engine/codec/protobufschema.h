// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QByteArrayView>

#include <span>

namespace kube {

// What a field's value is on the wire and in JSON. Message fields name their message type.
enum class ProtobufValue : quint8 { String, Bytes, Int32, Int64, Bool, Double, Message };

// Messages whose JSON is not an object of their fields.
enum class ProtobufSpecial : quint8 {
    None,
    Time,         // metav1.Time: {seconds} → "2026-11-22T07:06:22Z", empty → null
    MicroTime,    // metav1.MicroTime: {seconds, nanos} → "2026-11-22T07:06:22.123456Z", empty → null
    Duration,     // metav1.Duration: {duration (ns)} → Go's "1h2m3s"
    FieldsV1,     // metav1.FieldsV1: {Raw} → the JSON it holds
    IntOrString,  // intstr.IntOrString: {type, intVal, strVal} → a number or a string
    Quantity,     // resource.Quantity: {string} → the string ("0" when empty)
    RawExtension, // runtime.RawExtension: {raw} → the embedded JSON, or the object when raw is protobuf
    ItemsArray,   // a named slice (metav1.Verbs): {repeated items} → a JSON array
};

// One field of a message, in the order Go's JSON encoder writes it. Map fields have string keys; `value` and
// `message` then describe the map's values.
struct QKUBE_ENGINE_EXPORT ProtobufField
{
    enum Flag : quint8 {
        Repeated = 1,
        Map = 2,
        Pointer = 4,   // a Go pointer: absent on the wire means absent (or null) in JSON
        OmitEmpty = 8, // Go's omitempty: zero scalars, empty lists and maps are left out
        Inline = 16,   // an embedded struct: its fields join the parent's JSON object
    };
    quint16 number;
    ProtobufValue value;
    quint8 flags;
    qint16 message; // index of the message type, -1 for scalars
    const char *jsonName;

    bool has(Flag flag) const { return flags & flag; }
};

struct QKUBE_ENGINE_EXPORT ProtobufMessage
{
    const char *name; // the full protobuf name, "k8s.io.api.core.v1.Pod"
    ProtobufSpecial special;
    quint16 firstField;
    quint16 fieldCount;
    quint16 firstIndex; // into the field-number index
    quint16 maxNumber;
};

struct QKUBE_ENGINE_EXPORT ProtobufKind
{
    const char *apiVersion;
    const char *kind;
    qint16 message;
};

// The Kubernetes message types the codec knows (core/v1, apps/v1, batch/v1, networking/v1, rbac/v1,
// policy/v1, scheduling/v1, coordination/v1, events/v1, discovery/v1, autoscaling/v1, storage/v1 and the
// apimachinery types they use), generated from Kubernetes' generated.proto files and Go JSON tags by
// tools/protobufschema/protobufschema_gen.py. Immutable static data: safe from any thread.
class QKUBE_ENGINE_EXPORT ProtobufSchema
{
public:
    // The message of a top-level kind ("apps/v1", "Deployment"), metav1.Status for "Status" in any group;
    // nullptr when the kind is not covered.
    static const ProtobufMessage *messageForKind(QByteArrayView apiVersion, QByteArrayView kind);
    // Whether the schema has the kinds of this group version ("v1", "apps/v1"): all of them, as it is made
    // from whole packages.
    static bool coversApiVersion(QByteArrayView apiVersion);
    static const ProtobufMessage *message(QByteArrayView fullName);
    static const ProtobufMessage &message(qint16 index);
    static std::span<const ProtobufField> fields(const ProtobufMessage &message);
    // The position in fields(message) of the field with this number, -1 when the message has none.
    static int fieldPosition(const ProtobufMessage &message, quint32 number);
};

namespace detail {
// The generated tables (protobufschema.generated.cpp, from tools/protobufschema).
extern const ProtobufField protobufFields[];
extern const qint16 protobufFieldIndex[];
extern const ProtobufMessage protobufMessages[];
extern const qsizetype protobufMessageCount;
extern const ProtobufKind protobufKinds[];
extern const qsizetype protobufKindCount;
} // namespace detail

} // namespace kube
