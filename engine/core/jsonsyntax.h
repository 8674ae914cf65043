// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <string_view>

namespace kube::detail {

// Containers nested deeper than this are rejected: the decoders recurse once a level, and no Kubernetes
// object comes near it (a CRD's schema nests a few dozen levels).
constexpr int maxJsonDepth = 512;

// JSON's whitespace (RFC 8259 `ws`): what may stand between tokens.
inline bool isJsonSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// Where and why some bytes are not one JSON value (RFC 8259); `offset` is -1 when they are.
struct JsonSyntaxError
{
    qsizetype offset = -1;
    QString what;
    explicit operator bool() const { return offset >= 0; }
};

// Checks `json` byte by byte against RFC 8259 (UTF-8, escapes, surrogate pairs, numbers, literals, commas,
// one value and nothing after it, at most maxJsonDepth levels). Scalar and slow: the decoders validate with
// the SIMD parser and call this only to say exactly what is wrong and where once they have failed.
JsonSyntaxError findJsonSyntaxError(std::string_view json);

// A byte as a message shows it: 'x' when printable, "byte 0x1f" otherwise.
QString describeJsonByte(char c);

} // namespace kube::detail
