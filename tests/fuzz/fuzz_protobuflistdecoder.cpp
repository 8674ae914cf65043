// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// ProtobufListDecoder: a body decodes the same whole and cut into chunks (sizes taken from the input), every
// item it gives is valid JSON that re-encodes with the same metadata, and what it accepts the whole-body
// codec (protobufToJson, which skips unknown fields where the list decoder refuses them) accepts too, item
// for item.
#include "codec/protobufcodec.h"
#include "codec/protobuflistdecoder.h"
#include "fuzzcheck.h"

using namespace kube;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView body(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto whole = fuzz::decodeInChunks<ProtobufListDecoder>(body, qMax<qsizetype>(1, body.size()));
    const qsizetype chunkSize = 1 + qsizetype(size ? data[size / 2] % 67 : 0);
    const auto chunked = fuzz::decodeInChunks<ProtobufListDecoder>(body, chunkSize);
    FUZZ_CHECK(whole.ok() == chunked.ok(), "chunks of %lld decode differently: %s",
               static_cast<long long>(chunkSize),
               qPrintable((whole.ok() ? chunked : whole).error().message()));
    if (!whole.ok()) {
        FUZZ_CHECK(whole.error().kind() == Error::Kind::Decode &&
                       whole.error().message() == chunked.error().message(),
                   "errors differ: %s / %s", qPrintable(whole.error().message()),
                   qPrintable(chunked.error().message()));
        return 0;
    }
    FUZZ_CHECK(whole->items.size() == chunked->items.size() &&
                   whole->resourceVersion == chunked->resourceVersion &&
                   whole->continueToken == chunked->continueToken && whole->kind == chunked->kind,
               "chunks of %lld give another list", static_cast<long long>(chunkSize));
    const auto json = protobufToJson(body);
    FUZZ_CHECK(json.ok(), "the list decoder accepted what protobufToJson refuses: %s",
               qPrintable(json.error().message()));
    const auto fromJson = ObjectList::fromJson(*json);
    FUZZ_CHECK(fromJson.ok() && fromJson->items.size() == whole->items.size(),
               "protobufToJson gives another list");
    for (qsizetype i = 0; i < whole->items.size(); ++i) {
        FUZZ_CHECK(whole->items.at(i).json() == chunked->items.at(i).json(), "item %lld differs in chunks",
                   static_cast<long long>(i));
        FUZZ_CHECK(whole->items.at(i).json() == fromJson->items.at(i).json(),
                   "item %lld differs from protobufToJson's", static_cast<long long>(i));
        fuzz::checkReencodes(whole->items.at(i));
    }
    return 0;
}
