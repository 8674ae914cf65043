// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "openapiv2.h"

#include <algorithm>

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QLocale>

#include <zlib.h>

namespace kube::sim::OpenApiV2 {

namespace {

// zlib's windowBits for a gzip stream (15 bits of window, +16: expect the gzip wrapper).
constexpr int gzipWindowBits = 15 + 16;
constexpr qsizetype inflateChunkBytes = 256 * 1024;

QByteArray gunzip(const QByteArray &compressed)
{
    z_stream stream{};
    if (inflateInit2(&stream, gzipWindowBits) != Z_OK)
        return {};
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(compressed.constData()));
    stream.avail_in = uInt(compressed.size());
    QByteArray out;
    int result = Z_OK;
    while (result == Z_OK) {
        const qsizetype used = out.size();
        out.resize(used + inflateChunkBytes);
        stream.next_out = reinterpret_cast<Bytef *>(out.data() + used);
        stream.avail_out = uInt(inflateChunkBytes);
        result = inflate(&stream, Z_NO_FLUSH);
        out.resize(used + inflateChunkBytes - stream.avail_out);
    }
    inflateEnd(&stream);
    return result == Z_STREAM_END ? out : QByteArray();
}

QByteArray inflatedResource(const char *name)
{
    QFile file(QStringLiteral(":/kubesim/openapi/v2/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return gunzip(file.readAll());
}

struct Document
{
    QByteArray json;
    QByteArray protobuf;
    QByteArray etag; // quoted, as the header carries it
    QByteArray lastModified;
};

const Document &document()
{
    static const Document loaded = [] {
        Document d;
        d.json = inflatedResource("v2.json.gz");
        d.protobuf = inflatedResource("v2.pb.gz");
        d.etag = '"' + QCryptographicHash::hash(d.json, QCryptographicHash::Sha512).toHex().toUpper() + '"';
        d.lastModified =
            QLocale::c()
                .toString(QDateTime::currentDateTimeUtc(), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss"))
                .toLatin1() +
            " GMT";
        return d;
    }();
    return loaded;
}

struct Clause
{
    QByteArray type;
    QByteArray subType;
    double q = 1;
};

// goautoneg's ParseAccept: clauses by q, then the specific before the wildcard.
QList<Clause> parseAccept(const QByteArray &accept)
{
    QList<Clause> clauses;
    for (const QByteArray &part : accept.split(',')) {
        const QList<QByteArray> pieces = part.split(';');
        const QByteArray mediaType = pieces.first().trimmed();
        Clause clause;
        if (mediaType == "*") {
            clause.type = clause.subType = "*";
        } else {
            const qsizetype slash = mediaType.indexOf('/');
            if (slash < 0)
                continue;
            clause.type = mediaType.left(slash);
            clause.subType = mediaType.mid(slash + 1);
        }
        for (qsizetype i = 1; i < pieces.size(); ++i) {
            const QByteArray parameter = pieces.at(i).trimmed();
            if (parameter.startsWith("q="))
                clause.q = parameter.mid(2).toDouble();
        }
        clauses.append(clause);
    }
    std::stable_sort(clauses.begin(), clauses.end(), [](const Clause &a, const Clause &b) {
        if (a.q != b.q)
            return a.q > b.q;
        if ((a.type != "*") != (b.type != "*"))
            return a.type != "*";
        return a.subType != "*" && b.subType == "*";
    });
    return clauses;
}

struct Offered
{
    const char *subType;
    const char *contentType;
    bool protobuf;
};

// kube-openapi's order: JSON first, so "*/*" gets JSON.
constexpr Offered offered[] = {
    {"json", "application/json", false},
    {"com.github.proto-openapi.spec.v2@v1.0+protobuf",
     "application/com.github.proto-openapi.spec.v2.v1.0+protobuf", true},
    {"com.github.proto-openapi.spec.v2.v1.0+protobuf",
     "application/com.github.proto-openapi.spec.v2.v1.0+protobuf", true},
};

// net/http's If-None-Match: a list of entity tags (weak ones compare by their opaque part), or "*".
bool etagMatches(const QByteArray &ifNoneMatch, const QByteArray &etag)
{
    for (QByteArray candidate : ifNoneMatch.split(',')) {
        candidate = candidate.trimmed();
        if (candidate == "*")
            return true;
        if (candidate.startsWith("W/"))
            candidate = candidate.mid(2);
        if (candidate == etag)
            return true;
    }
    return false;
}

} // namespace

Response serve(const QByteArray &accept, const QByteArray &ifNoneMatch)
{
    const Document &doc = document();
    for (const Clause &clause : parseAccept(accept.isEmpty() ? QByteArray("*/*") : accept)) {
        if (clause.type != "application" && clause.type != "*")
            continue;
        for (const Offered &offer : offered) {
            if (clause.subType != offer.subType && clause.subType != "*")
                continue;
            Response response;
            response.contentType = offer.contentType;
            response.headers = {{"Accept-Ranges", "bytes"},
                                {"Etag", doc.etag},
                                {"Last-Modified", doc.lastModified},
                                {"Vary", "Accept"}};
            if (etagMatches(ifNoneMatch, doc.etag)) {
                response.status = 304;
                return response;
            }
            response.body = offer.protobuf ? doc.protobuf : doc.json;
            return response;
        }
    }
    Response notAcceptable;
    notAcceptable.status = 406;
    notAcceptable.headers = {{"Vary", "Accept"}};
    return notAcceptable;
}

} // namespace kube::sim::OpenApiV2
