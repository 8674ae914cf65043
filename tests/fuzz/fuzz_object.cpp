// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Object::fromJson against the scalar RFC 8259 checker: it accepts only valid JSON, says where invalid JSON
// goes wrong, and what it decodes re-serializes to valid JSON with the same metadata.
#include "fuzzcheck.h"

using namespace kube;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView json(reinterpret_cast<const char *>(data), qsizetype(size));
    const detail::JsonSyntaxError syntax = detail::findJsonSyntaxError(std::string_view(json.data(), size));
    for (const DecodeOptions &options : {DecodeOptions(), DecodeOptions{true, true, "Pod", "v1"}}) {
        auto object = Object::fromJson(json, options);
        if (object.ok()) {
            FUZZ_CHECK(!syntax, "accepted invalid JSON (%s at byte %lld)", qPrintable(syntax.what), static_cast<long long>(syntax.offset));
            fuzz::checkReencodes(object.value());
            continue;
        }
        FUZZ_CHECK(object.error().kind() == Error::Kind::Decode, "not a Decode error: %s", qPrintable(object.error().message()));
        if (syntax)
            FUZZ_CHECK(object.error().message() == QStringLiteral("invalid JSON at byte %1: %2").arg(syntax.offset).arg(syntax.what),
                       "the error does not say where: %s", qPrintable(object.error().message()));
    }
    return 0;
}
