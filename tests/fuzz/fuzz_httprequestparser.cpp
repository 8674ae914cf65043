// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim's HttpRequestParser: the same requests (or the same failure) whether the bytes come whole or one
// piece at a time, bodies exactly as long as Content-Length says, header names lower-case, and nothing kept
// past its limits.
#include "fuzzcheck.h"
#include "sim/httprequestparser.h"

using namespace kube::sim;

namespace {

struct Outcome
{
    QList<HttpRequest> requests;
    int failure = 0;
};

Outcome parse(QByteArrayView bytes, qsizetype pieceSize)
{
    HttpRequestParser parser;
    Outcome out;
    for (qsizetype at = 0; at < bytes.size() && !out.failure; at += pieceSize) {
        parser.feed(bytes.sliced(at, std::min(pieceSize, bytes.size() - at)));
        for (;;) {
            HttpRequest request;
            const auto status = parser.next(&request);
            if (status == HttpRequestParser::Status::Ready) {
                out.requests.append(request);
                continue;
            }
            if (status == HttpRequestParser::Status::Failed)
                out.failure = parser.failureStatus();
            break;
        }
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const Outcome whole = parse(bytes, std::max<qsizetype>(1, bytes.size()));
    const Outcome pieces = parse(bytes, 1 + qsizetype(size ? data[size - 1] % 13 : 0));
    FUZZ_CHECK(whole.failure == 0 || whole.failure == 400 || whole.failure == 413 || whole.failure == 431, "failed with %d", whole.failure);
    // A head too large is seen only once it is in: fed whole it may be a 431 where pieces already failed otherwise.
    FUZZ_CHECK(whole.requests.size() == pieces.requests.size() && whole.failure == pieces.failure, "%lld requests (failure %d) whole, %lld (%d) in pieces",
               static_cast<long long>(whole.requests.size()), whole.failure, static_cast<long long>(pieces.requests.size()), pieces.failure);
    for (qsizetype i = 0; i < whole.requests.size(); ++i) {
        const HttpRequest &request = whole.requests.at(i);
        const HttpRequest &other = pieces.requests.at(i);
        FUZZ_CHECK(request.method == other.method && request.path == other.path && request.query.query() == other.query.query()
                       && request.headers == other.headers && request.body == other.body,
                   "request %lld differs in pieces", static_cast<long long>(i));
        FUZZ_CHECK(!request.method.isEmpty() && !request.method.contains(' '), "method \"%s\"", request.method.constData());
        const qsizetype length = request.headers.contains("content-length") ? request.header("content-length").toLongLong() : 0;
        FUZZ_CHECK(request.body.size() == length && length <= HttpRequestParser::maxBodyBytes, "a %lld-byte body for Content-Length %lld",
                   static_cast<long long>(request.body.size()), static_cast<long long>(length));
        for (auto it = request.headers.cbegin(); it != request.headers.cend(); ++it)
            FUZZ_CHECK(it.key() == it.key().toLower() && it.key() == it.key().trimmed() && !it.key().isEmpty(), "header name \"%s\"",
                       it.key().constData());
    }
    return 0;
}
