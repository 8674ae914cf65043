// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrlQuery>

#include <optional>

namespace kube {

struct QKUBE_ENGINE_EXPORT GroupVersionResource
{
    QString group;
    QString version;
    QString resource;
    QString groupVersion() const { return group.isEmpty() ? version : group + QLatin1Char('/') + version; }
    bool operator==(const GroupVersionResource &) const = default;
};

enum class PatchType { Json, Merge, StrategicMerge, Apply };
QKUBE_ENGINE_EXPORT QByteArray patchContentType(PatchType type);

// A request to the API server, built step by step like client-go's rest.Request: verb, the resource path and
// the query. A plain value; RestClient::send() takes it.
class QKUBE_ENGINE_EXPORT Request
{
public:
    Request() = default;
    explicit Request(QByteArray verb) : m_verb(std::move(verb)) {}

    static Request get() { return Request("GET"); }
    static Request post() { return Request("POST"); }
    static Request put() { return Request("PUT"); }
    static Request patch(PatchType type);
    static Request del() { return Request("DELETE"); }

    Request &resource(const GroupVersionResource &gvr);
    Request &namespaceName(const QString &ns)
    {
        m_namespace = ns;
        return *this;
    }
    Request &name(const QString &name)
    {
        m_name = name;
        return *this;
    }
    Request &subresource(const QString &sub)
    {
        m_subresource = sub;
        return *this;
    }
    // A raw path ("/version", "/apis"): replaces the resource path.
    Request &absolutePath(const QString &path)
    {
        m_absolutePath = path;
        return *this;
    }
    Request &param(const QString &key, const QString &value);
    // Adds `key=value` beside any value `key` has already (pods/exec's repeated `command`).
    Request &addParam(const QString &key, const QString &value);
    Request &labelSelector(const QString &selector)
    {
        return selector.isEmpty() ? *this : param(QStringLiteral("labelSelector"), selector);
    }
    Request &fieldSelector(const QString &selector)
    {
        return selector.isEmpty() ? *this : param(QStringLiteral("fieldSelector"), selector);
    }
    Request &limit(qint64 limit)
    {
        return limit > 0 ? param(QStringLiteral("limit"), QString::number(limit)) : *this;
    }
    Request &continueToken(const QString &token)
    {
        return token.isEmpty() ? *this : param(QStringLiteral("continue"), token);
    }
    Request &resourceVersion(const QString &rv) { return param(QStringLiteral("resourceVersion"), rv); }
    Request &resourceVersionMatch(const QString &match)
    {
        return match.isEmpty() ? *this : param(QStringLiteral("resourceVersionMatch"), match);
    }
    Request &watch(bool on = true)
    {
        m_watch = on;
        return on ? param(QStringLiteral("watch"), QStringLiteral("true")) : *this;
    }
    Request &allowWatchBookmarks(bool on = true)
    {
        return on ? param(QStringLiteral("allowWatchBookmarks"), QStringLiteral("true")) : *this;
    }
    Request &timeoutSeconds(int seconds)
    {
        return param(QStringLiteral("timeoutSeconds"), QString::number(seconds));
    }
    Request &sendInitialEvents(bool on = true)
    {
        return param(QStringLiteral("sendInitialEvents"),
                     on ? QStringLiteral("true") : QStringLiteral("false"));
    }
    Request &body(QByteArray body, QByteArray contentType = "application/json");
    Request &accept(QByteArray accept)
    {
        m_accept = std::move(accept);
        return *this;
    }
    Request &header(const QByteArray &name, const QByteArray &value)
    {
        m_headers.append({name, value});
        return *this;
    }
    Request &timeoutMs(int ms)
    {
        m_timeoutMs = ms;
        return *this;
    }
    // A list request whose 2xx body is decoded item by item while it arrives (ListDecoder): the Response then
    // carries `list`, not the body, and the body is never held whole.
    Request &decodeListAsItArrives(DecodeOptions options = {})
    {
        m_listDecode = std::move(options);
        return *this;
    }
    // With decodeListAsItArrives: the list may come as Kubernetes protobuf when the codec's schema covers the
    // resource's group version (the apiserver encodes it about twice as fast, and it is a third smaller). The
    // client then names protobuf first and JSON second in Accept (custom resources come as JSON), and asks
    // again as JSON when a protobuf list holds what the schema lacks (a newer server).
    Request &preferProtobufList(bool on = true)
    {
        m_preferProtobufList = on;
        return *this;
    }

    QByteArray verb() const { return m_verb; }
    QString path() const;
    QUrlQuery query() const { return m_query; }
    QByteArray bodyBytes() const { return m_body; }
    QByteArray contentType() const { return m_contentType; }
    QByteArray acceptHeader() const { return m_accept; }
    const QList<std::pair<QByteArray, QByteArray>> &headers() const { return m_headers; }
    int timeout() const { return m_timeoutMs; }
    bool isWatch() const { return m_watch; }
    // The request reads one named object (not a list, not a subresource): its body is capped as one object.
    bool namesObject() const
    {
        return !m_name.isEmpty() && m_subresource.isEmpty() && m_absolutePath.isEmpty();
    }
    const std::optional<DecodeOptions> &listDecodeOptions() const { return m_listDecode; }
    bool prefersProtobufList() const { return m_preferProtobufList && m_listDecode; }
    const GroupVersionResource &resourceType() const { return m_gvr; }
    // GET/HEAD/OPTIONS may be sent again after a 429/5xx without changing anything.
    bool isIdempotent() const { return m_verb == "GET" || m_verb == "HEAD" || m_verb == "OPTIONS"; }

private:
    QByteArray m_verb = "GET";
    GroupVersionResource m_gvr;
    QString m_namespace, m_name, m_subresource, m_absolutePath;
    QUrlQuery m_query;
    QByteArray m_body, m_contentType, m_accept = "application/json";
    QList<std::pair<QByteArray, QByteArray>> m_headers;
    int m_timeoutMs = -1; // -1: the client's default
    bool m_watch = false;
    std::optional<DecodeOptions> m_listDecode;
    bool m_preferProtobufList = false;
};

} // namespace kube
