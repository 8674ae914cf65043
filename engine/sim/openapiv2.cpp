// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "openapiv2.h"

#include "crdopenapi.h"
#include "gnosticv2.h"

#include <algorithm>
#include <memory>
#include <tuple>

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QMap>
#include <QMutex>

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

QByteArray resource(const char *name)
{
    QFile file(QStringLiteral(":/kubesim/openapi/v2/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

struct Document
{
    QByteArray json;
    QByteArray protobuf;
    QByteArray etag; // quoted, as the header carries it
    QByteArray lastModified;
};

// The recorded document, without custom resources.
const Document &recorded()
{
    static const Document loaded = [] {
        Document d;
        d.json = gunzip(resource("v2.json.gz"));
        d.protobuf = gunzip(resource("v2.pb.gz"));
        return d;
    }();
    return loaded;
}

Document finished(Document d)
{
    d.etag = '"' + QCryptographicHash::hash(d.json, QCryptographicHash::Sha512).toHex().toUpper() + '"';
    d.lastModified =
        QLocale::c()
            .toString(QDateTime::currentDateTimeUtc(), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss"))
            .toLatin1() +
        " GMT";
    return d;
}

quint64 readVarint(const QByteArray &data, qsizetype *pos)
{
    quint64 value = 0;
    for (int shift = 0; *pos < data.size(); shift += 7) {
        const auto byte = quint8(data.at((*pos)++));
        value |= quint64(byte & 0x7F) << shift;
        if (byte < 0x80)
            break;
    }
    return value;
}

QByteArray varint(quint64 value)
{
    QByteArray out;
    while (value >= 0x80) {
        out.append(char((value & 0x7F) | 0x80));
        value >>= 7;
    }
    out.append(char(value));
    return out;
}

struct Field
{
    int number = 0;
    QByteArray raw;     // the whole field, key included
    QByteArray payload; // a length-delimited field's bytes
};

// The top-level fields of a message; every field of the documents' messages that kubesim splices is
// length-delimited, the others are carried over as they are.
QList<Field> fields(const QByteArray &message)
{
    QList<Field> out;
    qsizetype pos = 0;
    while (pos < message.size()) {
        const qsizetype start = pos;
        const quint64 key = readVarint(message, &pos);
        Field field;
        field.number = int(key >> 3);
        switch (key & 7) {
        case 0:
            readVarint(message, &pos);
            break;
        case 1:
            pos += 8;
            break;
        case 5:
            pos += 4;
            break;
        default: {
            const auto length = qsizetype(readVarint(message, &pos));
            field.payload = message.mid(pos, length);
            pos += length;
        }
        }
        field.raw = message.mid(start, pos - start);
        out.append(field);
    }
    return out;
}

QByteArray lengthDelimited(int number, const QByteArray &payload)
{
    return varint(quint64(number) << 3 | 2) + varint(quint64(payload.size())) + payload;
}

// gnostic's Document: paths = 8 (Paths.path = 2), definitions = 9 (Definitions.additional_properties = 1);
// each entry a Named* message whose name is field 1.
constexpr int documentPaths = 8;
constexpr int documentDefinitions = 9;
constexpr int pathsEntry = 2;
constexpr int definitionsEntry = 1;

// The recorded entries of one named list, with the additions merged in by name (Go's sorted map order).
QByteArray mergedEntries(const QByteArray &payload, int entryField, const QMap<QByteArray, QByteArray> &added)
{
    QByteArray out;
    auto next = added.cbegin();
    for (const Field &field : fields(payload)) {
        if (field.number != entryField) {
            out += field.raw;
            continue;
        }
        const QByteArray name = fields(field.payload).value(0).payload;
        for (; next != added.cend() && next.key() <= name; ++next)
            out += lengthDelimited(entryField, next.value());
        if (!added.contains(name))
            out += field.raw;
    }
    for (; next != added.cend(); ++next)
        out += lengthDelimited(entryField, next.value());
    return out;
}

Document withAdditions(const Additions &additions)
{
    const Document &base = recorded();
    QJsonObject document = QJsonDocument::fromJson(base.json).object();
    QMap<QByteArray, QByteArray> paths, definitions;
    for (const auto &[key, added, entries, encode] :
         {std::tuple{QStringLiteral("paths"), additions.paths, &paths, &GnosticV2::namedPathItem},
          std::tuple{QStringLiteral("definitions"), additions.definitions, &definitions,
                     &GnosticV2::namedSchema}}) {
        QJsonObject merged = document.value(key).toObject();
        for (auto it = added.begin(); it != added.end(); ++it) {
            merged.insert(it.key(), it.value());
            entries->insert(it.key().toUtf8(), encode(it.key(), it.value().toObject()));
        }
        document.insert(key, merged);
    }
    Document d;
    d.json = QJsonDocument(document).toJson(QJsonDocument::Compact);
    for (const Field &field : fields(base.protobuf)) {
        if (field.number == documentPaths)
            d.protobuf += lengthDelimited(field.number, mergedEntries(field.payload, pathsEntry, paths));
        else if (field.number == documentDefinitions)
            d.protobuf +=
                lengthDelimited(field.number, mergedEntries(field.payload, definitionsEntry, definitions));
        else
            d.protobuf += field.raw;
    }
    return finished(d);
}

// Documents already built, by the hash of their additions; a few, for the CRD sets tests go through.
constexpr qsizetype maxCachedDocuments = 8;

std::shared_ptr<const Document> document(const Additions &additions)
{
    static QMutex mutex;
    static QHash<QByteArray, std::shared_ptr<const Document>> built;
    const QByteArray key = QCryptographicHash::hash(
        QJsonDocument(QJsonObject{{QStringLiteral("paths"), additions.paths},
                                  {QStringLiteral("definitions"), additions.definitions}})
            .toJson(QJsonDocument::Compact),
        QCryptographicHash::Sha256);
    QMutexLocker lock(&mutex);
    if (auto found = built.constFind(key); found != built.cend())
        return found.value();
    if (built.size() >= maxCachedDocuments)
        built.clear();
    auto d = std::make_shared<const Document>(additions.paths.isEmpty() && additions.definitions.isEmpty()
                                                  ? finished(recorded())
                                                  : withAdditions(additions));
    built.insert(key, d);
    return d;
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

void addCustomResource(Additions *additions, const ResourceType &type, const QJsonObject &schema)
{
    const CrdOpenApi::Published published = CrdOpenApi::build(CrdOpenApi::Version::V2, type, schema);
    for (auto it = published.paths.begin(); it != published.paths.end(); ++it)
        additions->paths.insert(it.key(), it.value());
    for (auto it = published.schemas.begin(); it != published.schemas.end(); ++it)
        additions->definitions.insert(it.key(), it.value());
}

Response serve(const Additions &additions, const QByteArray &accept, const QByteArray &ifNoneMatch)
{
    const std::shared_ptr<const Document> served = document(additions);
    const Document &doc = *served;
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
