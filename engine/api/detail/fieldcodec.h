// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "api/box.h"
#include "api/jsoncodec.h"
#include "core/export.h"

#include <QVarLengthArray>

// How a generated API struct (engine/api/<group>/<version>, tools/qkube-gen) decodes and encodes itself. The
// struct lists its fields once, in `visitFields` (each JSON name with its member, in JSON name order), and
// the visitors below walk that list: decoding stops at the first value of the wrong JSON type and keeps the
// keys the struct does not know, and the known ones sent as null, in `unknownFields`; encoding starts from
// those. Pure functions, usable from any thread.

// What each generated struct declares beside its fields: copy and move, defined in the library so that a
// program does not compile them for every nested type, and fromJson/toJson/decode.
#define QKUBE_API_STRUCT(Type)                                                                               \
    Type();                                                                                                  \
    Type(const Type &other);                                                                                 \
    Type(Type &&other) noexcept;                                                                             \
    Type &operator=(const Type &other);                                                                      \
    Type &operator=(Type &&other) noexcept;                                                                  \
    ~Type();                                                                                                 \
    static ::kube::Result<Type> fromJson(const QJsonObject &json)                                            \
    {                                                                                                        \
        return ::kube::api::detail::fromJson<Type>(json);                                                    \
    }                                                                                                        \
    /* From JSON text, without Qt's JSON tree between (what the typed listers and clients use). */           \
    static ::kube::Result<Type> fromJson(QByteArrayView json)                                                \
    {                                                                                                        \
        return ::kube::api::detail::fromJson<Type>(json);                                                    \
    }                                                                                                        \
    QJsonObject toJson() const;                                                                              \
    /* Decodes into `out`, naming fields below `path` in errors; fromJson is the entry point. */             \
    static ::kube::Error decode(const ::kube::api::detail::JsonNode &json, Type &out,                        \
                                const ::kube::api::detail::JsonPath &path)

// The definitions of what QKUBE_API_STRUCT declares, in the generated sources of the library (or of a
// program's custom resources), inside the struct's namespace.
#define QKUBE_API_DEFINE_STRUCT(Type)                                                                        \
    Type::Type() = default;                                                                                  \
    Type::Type(const Type &other) = default;                                                                 \
    Type::Type(Type &&other) noexcept = default;                                                             \
    Type &Type::operator=(const Type &other) /* a copy moved in: one memberwise assignment, not two */       \
    {                                                                                                        \
        return *this = Type(other);                                                                          \
    }                                                                                                        \
    Type &Type::operator=(Type &&other) noexcept = default;                                                  \
    Type::~Type() = default;                                                                                 \
    ::kube::Error Type::decode(const ::kube::api::detail::JsonNode &json, Type &out,                         \
                               const ::kube::api::detail::JsonPath &path)                                    \
    {                                                                                                        \
        return ::kube::api::detail::decodeFields(json, out, path);                                           \
    }                                                                                                        \
    QJsonObject Type::toJson() const                                                                         \
    {                                                                                                        \
        return ::kube::api::detail::encodeFields(*this);                                                     \
    }                                                                                                        \
    static_assert(sizeof(Type) > 0, "a complete type")

namespace kube::api::detail {

// Decodes the fields a struct visits from one JSON object; after the first error it decodes nothing more.
// Each member goes through one out-of-line call with its type's decoder, so that a struct's visit stays a row
// of calls (the generated sources compile a third faster than with the decoding inlined field by field).
class QKUBE_ENGINE_EXPORT FieldDecoder
{
public:
    FieldDecoder(const JsonNode &json, const JsonPath &path);

    template <typename T> void operator()(const char *name, T &member)
    {
        decode(name, &member, &decodeAs<T>);
    }
    template <typename T> void operator()(const char *name, std::optional<T> &member)
    {
        decode(name, &member, &decodeOptionalAs<T>);
    }
    template <typename T> void operator()(const char *name, Box<T> &member)
    {
        decode(name, &member, &decodeBoxAs<T>);
    }

    // The first error; without one, the keys no field took are added to `unknownFields`.
    Error finish(QJsonObject &unknownFields) const;

private:
    using Decode = Error (*)(const JsonNode &value, void *member, const JsonPath &path);

    // Decodes the value under `name` into `member` unless it is absent or null (a null stays an unknown
    // field, so that encoding gives it back), marking the key as taken.
    void decode(const char *name, void *member, Decode decodeMember);

    template <typename T> static Error decodeAs(const JsonNode &value, void *member, const JsonPath &path)
    {
        return decodeValue(value, *static_cast<T *>(member), path);
    }
    template <typename T>
    static Error decodeOptionalAs(const JsonNode &value, void *member, const JsonPath &path)
    {
        return decodeValue(value, static_cast<std::optional<T> *>(member)->emplace(), path);
    }
    template <typename T> static Error decodeBoxAs(const JsonNode &value, void *member, const JsonPath &path)
    {
        return decodeValue(value, static_cast<Box<T> *>(member)->emplace(), path);
    }

    // The object's members sorted by key (the fields are visited in that order: each is found by a search),
    // with whether a field took it. Most objects have fewer keys than this: they stay on the stack.
    QVarLengthArray<JsonMember, 32> m_members;
    QVarLengthArray<bool, 32> m_taken;
    const JsonPath &m_path;
    Error m_error;
};

// Encodes the fields a struct visits over its unknown fields: a required field always, an optional or boxed
// one when set.
class QKUBE_ENGINE_EXPORT FieldEncoder
{
public:
    explicit FieldEncoder(const QJsonObject &unknownFields) : m_json(unknownFields) {}

    template <typename T> void operator()(const char *name, const T &member)
    {
        encode(name, &member, &encodeAs<T>);
    }
    template <typename T> void operator()(const char *name, const std::optional<T> &member)
    {
        if (member)
            encode(name, &*member, &encodeAs<T>);
    }
    template <typename T> void operator()(const char *name, const Box<T> &member)
    {
        if (member)
            encode(name, &*member, &encodeAs<T>);
    }

    QJsonObject take() { return std::move(m_json); }

private:
    using Encode = QJsonValue (*)(const void *member);

    void encode(const char *name, const void *member, Encode encodeMember);

    template <typename T> static QJsonValue encodeAs(const void *member)
    {
        return encodeValue(*static_cast<const T *>(member));
    }

    QJsonObject m_json;
};

template <typename T> Error decodeFields(const JsonNode &json, T &out, const JsonPath &path)
{
    FieldDecoder decoder(json, path);
    T::visitFields(out, decoder);
    return decoder.finish(out.unknownFields);
}

template <typename T> QJsonObject encodeFields(const T &object)
{
    FieldEncoder encoder(object.unknownFields);
    T::visitFields(object, encoder);
    return encoder.take();
}

} // namespace kube::api::detail
