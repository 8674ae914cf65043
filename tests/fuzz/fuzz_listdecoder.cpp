// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// ListDecoder: a body decodes the same whole and cut into chunks (sizes taken from the input), only valid JSON
// decodes, and every item re-serializes to valid JSON with the same metadata.
#include "core/listdecoder.h"
#include "fuzzcheck.h"

using namespace kube;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView body(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto whole = ObjectList::fromJson(body.toByteArray());
    const qsizetype chunkSize = 1 + qsizetype(size ? data[size / 2] % 67 : 0);
    const auto chunked = fuzz::decodeInChunks<ListDecoder>(body, chunkSize);
    FUZZ_CHECK(whole.ok() == chunked.ok(), "chunks of %lld decode differently: %s", static_cast<long long>(chunkSize),
               qPrintable((whole.ok() ? chunked : whole).error().message()));
    if (!whole.ok()) {
        FUZZ_CHECK(whole.error().kind() == Error::Kind::Decode && whole.error().message() == chunked.error().message(),
                   "errors differ: %s / %s", qPrintable(whole.error().message()), qPrintable(chunked.error().message()));
        return 0;
    }
    FUZZ_CHECK(fuzz::isValidJson(body), "accepted an invalid list body");
    FUZZ_CHECK(whole->items.size() == chunked->items.size() && whole->resourceVersion == chunked->resourceVersion
                   && whole->continueToken == chunked->continueToken && whole->kind == chunked->kind,
               "chunks of %lld give another list", static_cast<long long>(chunkSize));
    for (qsizetype i = 0; i < whole->items.size(); ++i) {
        FUZZ_CHECK(whole->items.at(i).json() == chunked->items.at(i).json(), "item %lld differs in chunks", static_cast<long long>(i));
        fuzz::checkReencodes(whole->items.at(i));
    }
    return 0;
}
