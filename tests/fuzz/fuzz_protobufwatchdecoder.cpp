// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// ProtobufWatchDecoder: a protobuf watch stream gives the same events whole and cut in two (where the input
// says), each event is a JSON line that WatchDecoder takes, and the error (if any) is the same either way.
#include "codec/protobufcodec.h"
#include "fuzzcheck.h"
#include "rest/watchdecoder.h"

using namespace kube;

namespace {

struct Decoded
{
    QList<QByteArray> events;
    Error error;
    Error finish;
};

Decoded decode(QByteArrayView stream, qsizetype cut)
{
    ProtobufWatchDecoder decoder;
    Decoded out;
    out.events += decoder.feed(stream.first(cut));
    out.events += decoder.feed(stream.sliced(cut));
    out.error = decoder.error();
    out.finish = decoder.finish();
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView stream(reinterpret_cast<const char *>(data), qsizetype(size));
    const Decoded whole = decode(stream, stream.size());
    const Decoded cut = decode(stream, size ? qsizetype(data[size - 1]) * qsizetype(size) / 256 : 0);
    FUZZ_CHECK(whole.events == cut.events, "%lld events whole, %lld when cut, or different ones",
               static_cast<long long>(whole.events.size()), static_cast<long long>(cut.events.size()));
    FUZZ_CHECK(whole.error.message() == cut.error.message() && whole.finish.message() == cut.finish.message(),
               "errors differ when cut: %s / %s", qPrintable(whole.error.message()),
               qPrintable(cut.error.message()));
    // What the protobuf decoder hands on is what a JSON watch carries: WatchDecoder takes every line.
    WatchDecoder lines;
    qsizetype taken = 0;
    for (const QByteArray &event : whole.events) {
        taken += lines.feed(event + '\n').size();
        FUZZ_CHECK(!lines.error().isError(), "event %lld is not a watch line: %s", static_cast<long long>(taken),
                   qPrintable(lines.error().message()));
    }
    FUZZ_CHECK(taken == whole.events.size(), "%lld events gave %lld watch events",
               static_cast<long long>(whole.events.size()), static_cast<long long>(taken));
    return 0;
}
