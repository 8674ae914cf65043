// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "openapiv2.h"

#include "gnosticv2.h"

#include <algorithm>
#include <functional>
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

namespace {

// apiserver's ToValidOperationID: letters and '_' kept (digits too, but not first), the rest dropped, each
// dropped run capitalising what follows.
QString validOperationId(const QString &text, bool capitalizeFirst)
{
    QString out;
    bool capitalize = capitalizeFirst;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isLetter() || c == QLatin1Char('_') || (i != 0 && c.isDigit())) {
            out += capitalize ? c.toUpper() : c;
            capitalize = false;
        } else {
            capitalize = true;
        }
    }
    return out;
}

// How the apiserver names a custom kind's definition: the group reversed, "com.example.stable.v1.CronTab".
QString definitionName(const ResourceType &type)
{
    QStringList parts = type.group.split(QLatin1Char('.'));
    std::reverse(parts.begin(), parts.end());
    return parts.join(QLatin1Char('.')) + QLatin1Char('.') + type.version + QLatin1Char('.') + type.kind;
}

// apiextensions' ToStructuralOpenAPIV2: what kubectl's v2 validation copes with.
QJsonObject v2Schema(QJsonObject s)
{
    for (const char *junctor : {"allOf", "oneOf", "anyOf", "not"})
        s.remove(QLatin1String(junctor));
    const bool preserve = s.value(QLatin1String("x-kubernetes-preserve-unknown-fields")).toBool();
    if (s.value(QLatin1String("nullable")).toBool()) {
        for (const char *field : {"type", "items", "properties"})
            s.remove(QLatin1String(field));
    }
    s.remove(QLatin1String("nullable"));
    if (preserve) {
        s.remove(QLatin1String("items"));
        s.remove(QLatin1String("properties"));
    }
    const QString type = s.value(QLatin1String("type")).toString();
    if ((type == QLatin1String("array") && !s.contains(QLatin1String("items"))) ||
        (preserve && type == QLatin1String("object")))
        s.remove(QLatin1String("type"));
    QJsonObject properties = s.value(QLatin1String("properties")).toObject();
    if (s.contains(QLatin1String("required"))) {
        QJsonArray required;
        const bool nullableValues = s.value(QLatin1String("additionalProperties"))
                                        .toObject()
                                        .value(QLatin1String("nullable"))
                                        .toBool();
        for (const QJsonValue &name : s.value(QLatin1String("required")).toArray())
            if (!nullableValues &&
                !properties.value(name.toString()).toObject().value(QLatin1String("nullable")).toBool())
                required.append(name);
        if (required.isEmpty())
            s.remove(QLatin1String("required"));
        else
            s.insert(QStringLiteral("required"), required);
    }
    if (s.contains(QLatin1String("properties"))) {
        for (auto it = properties.begin(); it != properties.end(); ++it)
            it.value() = v2Schema(it.value().toObject());
        s.insert(QStringLiteral("properties"), properties);
    }
    for (const char *nested : {"items", "additionalProperties"})
        if (const QJsonValue value = s.value(QLatin1String(nested)); value.isObject())
            s.insert(QLatin1String(nested), v2Schema(value.toObject()));
    return s;
}

QString dropped(QString text, const QString &what)
{
    return text.remove(what);
}

// A PathItem's operations with each operationId passed through `rename`.
QJsonObject renamedOperations(QJsonObject item, const std::function<QString(const QString &)> &rename)
{
    for (auto it = item.begin(); it != item.end(); ++it) {
        if (!it.value().isObject())
            continue;
        QJsonObject op = it.value().toObject();
        op.insert(QStringLiteral("operationId"), rename(op.value(QLatin1String("operationId")).toString()));
        it.value() = op;
    }
    return item;
}

// The {name}/status or {name}/scale path item, from the object's own: read, replace and patch "<sub> of" it.
QJsonObject subresourceItem(const QJsonObject &objectItem, const QString &subresource, const QString &ownRef)
{
    QJsonObject item;
    const QString title = subresource.left(1).toUpper() + subresource.mid(1);
    for (const char *method : {"get", "put", "patch"}) {
        QJsonObject op = objectItem.value(QLatin1String(method)).toObject();
        op.insert(QStringLiteral("operationId"), op.value(QLatin1String("operationId")).toString() + title);
        op.insert(QStringLiteral("description"),
                  op.value(QLatin1String("description"))
                      .toString()
                      .replace(QLatin1String(" the specified "),
                               QLatin1Char(' ') + subresource + QLatin1String(" of the specified ")));
        QByteArray text = QJsonDocument(op).toJson(QJsonDocument::Compact);
        if (subresource == QLatin1String("scale"))
            text.replace(ownRef.toUtf8(), "#/definitions/io.k8s.api.autoscaling.v1.Scale");
        item.insert(QLatin1String(method), QJsonDocument::fromJson(text).object());
    }
    item.insert(QStringLiteral("parameters"), objectItem.value(QLatin1String("parameters")));
    return item;
}

} // namespace

void addCustomResource(Additions *additions, const ResourceType &type, const QJsonObject &schema)
{
    static const QString templateText = QString::fromUtf8(resource("crd-template.json"));
    const QString group = type.group.endsWith(QLatin1String(".k8s.io")) ? type.group.chopped(7) : type.group;
    const QString definition = definitionName(type);
    QString text = templateText;
    text.replace(QLatin1String("{{definition}}"), definition)
        .replace(QLatin1String("{{tag}}"),
                 validOperationId(group, false) + QLatin1Char('_') + validOperationId(type.version, false))
        .replace(QLatin1String("{{operation}}"),
                 validOperationId(group, true) + validOperationId(type.version, true))
        .replace(QLatin1String("{{group}}"), type.group)
        .replace(QLatin1String("{{version}}"), type.version)
        .replace(QLatin1String("{{plural}}"), type.resource)
        .replace(QLatin1String("{{kind}}"), type.kind);
    const QJsonObject filled = QJsonDocument::fromJson(text.toUtf8()).object();
    const QJsonObject paths = filled.value(QLatin1String("paths")).toObject();

    const QString root = QStringLiteral("/apis/%1/%2/").arg(type.group, type.version);
    const QString namespacedList = root + QStringLiteral("namespaces/{namespace}/") + type.resource;
    QJsonObject listItem = paths.value(namespacedList).toObject();
    QJsonObject objectItem = paths.value(namespacedList + QStringLiteral("/{name}")).toObject();
    QString listPath = namespacedList;
    if (type.namespaced) {
        additions->paths.insert(root + type.resource, paths.value(root + type.resource));
    } else {
        listPath = root + type.resource;
        const QJsonValue namespaceParameter = listItem.value(QLatin1String("parameters")).toArray().first();
        const auto clusterScoped = [&namespaceParameter](QJsonObject item) {
            QJsonArray parameters = item.value(QLatin1String("parameters")).toArray();
            for (qsizetype i = parameters.size() - 1; i >= 0; --i)
                if (parameters.at(i) == namespaceParameter)
                    parameters.removeAt(i);
            item.insert(QStringLiteral("parameters"), parameters);
            return renamedOperations(
                item, [](const QString &id) { return dropped(id, QStringLiteral("Namespaced")); });
        };
        listItem = clusterScoped(listItem);
        objectItem = clusterScoped(objectItem);
    }
    additions->paths.insert(listPath, listItem);
    additions->paths.insert(listPath + QStringLiteral("/{name}"), objectItem);
    for (const QString &subresource : type.subresources)
        additions->paths.insert(
            listPath + QStringLiteral("/{name}/") + subresource,
            subresourceItem(objectItem, subresource, QStringLiteral("#/definitions/") + definition));

    const QJsonObject definitions = filled.value(QLatin1String("definitions")).toObject();
    additions->definitions.insert(definition + QStringLiteral("List"),
                                  definitions.value(definition + QStringLiteral("List")));
    QJsonObject own = definitions.value(definition).toObject();
    if (schema.isEmpty() || schema.value(QLatin1String("x-kubernetes-preserve-unknown-fields")).toBool()) {
        // kubectl would take listed properties as all there are: none, then.
        own.remove(QStringLiteral("properties"));
        own.insert(QStringLiteral("type"), QStringLiteral("object"));
    } else {
        QJsonObject published = v2Schema(schema);
        QJsonObject properties = published.value(QLatin1String("properties")).toObject();
        const QJsonObject added = own.value(QLatin1String("properties")).toObject();
        for (auto it = added.begin(); it != added.end(); ++it)
            properties.insert(it.key(), it.value());
        published.insert(QStringLiteral("properties"), properties);
        published.insert(QStringLiteral("x-kubernetes-group-version-kind"),
                         own.value(QLatin1String("x-kubernetes-group-version-kind")));
        own = published;
    }
    additions->definitions.insert(definition, own);
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
