// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// WatchDecoder: a stream decodes to the same events whole and cut in two (where the input says), and every
// event's object re-serializes to valid JSON with the same metadata.
#include "fuzzcheck.h"
#include "rest/watchdecoder.h"

using namespace kube;

namespace {

struct Decoded
{
    QList<WatchEvent> events;
    Error error;
    Error finish;
};

Decoded decode(QByteArrayView stream, qsizetype cut)
{
    WatchDecoder decoder;
    Decoded out;
    out.events += decoder.feed(stream.first(cut).toByteArray());
    out.events += decoder.feed(stream.sliced(cut).toByteArray());
    out.error = decoder.error();
    out.finish = decoder.finish();
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView stream(reinterpret_cast<const char *>(data), qsizetype(size));
    const Decoded whole = decode(stream, stream.size());
    const Decoded cut = decode(stream, size ? qsizetype(data[0]) * qsizetype(size) / 256 : 0);
    FUZZ_CHECK(whole.events.size() == cut.events.size(), "%lld events whole, %lld when cut", static_cast<long long>(whole.events.size()),
               static_cast<long long>(cut.events.size()));
    FUZZ_CHECK(whole.error.isError() == cut.error.isError() && whole.finish.isError() == cut.finish.isError(), "errors differ when cut: %s / %s",
               qPrintable(whole.error.message()), qPrintable(cut.error.message()));
    for (qsizetype i = 0; i < whole.events.size(); ++i) {
        const WatchEvent &event = whole.events.at(i);
        FUZZ_CHECK(event.type == cut.events.at(i).type && event.object.json() == cut.events.at(i).object.json(), "event %lld differs when cut",
                   static_cast<long long>(i));
        if (event.type != WatchEvent::Type::Error)
            fuzz::checkReencodes(event.object);
    }
    return 0;
}
