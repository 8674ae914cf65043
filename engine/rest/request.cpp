// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "request.h"

#include <QUrl>

namespace kube {

QByteArray patchContentType(PatchType type)
{
    switch (type) {
    case PatchType::Json: return "application/json-patch+json";
    case PatchType::Merge: return "application/merge-patch+json";
    case PatchType::StrategicMerge: return "application/strategic-merge-patch+json";
    case PatchType::Apply: return "application/apply-patch+yaml";
    }
    return {};
}

Request Request::patch(PatchType type)
{
    Request request("PATCH");
    request.m_contentType = patchContentType(type);
    return request;
}

Request &Request::resource(const GroupVersionResource &gvr)
{
    m_gvr = gvr;
    return *this;
}

Request &Request::param(const QString &key, const QString &value)
{
    m_query.removeAllQueryItems(key);
    m_query.addQueryItem(key, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    return *this;
}

Request &Request::addParam(const QString &key, const QString &value)
{
    m_query.addQueryItem(key, QString::fromLatin1(QUrl::toPercentEncoding(value)));
    return *this;
}

Request &Request::body(QByteArray body, QByteArray contentType)
{
    m_body = std::move(body);
    if (m_contentType.isEmpty() || m_verb != "PATCH")
        m_contentType = std::move(contentType);
    return *this;
}

QString Request::path() const
{
    if (!m_absolutePath.isEmpty())
        return m_absolutePath;
    QString path = m_gvr.group.isEmpty() ? QStringLiteral("/api/") + m_gvr.version
                                         : QStringLiteral("/apis/%1/%2").arg(m_gvr.group, m_gvr.version);
    if (!m_namespace.isEmpty())
        path += QStringLiteral("/namespaces/") + m_namespace;
    if (!m_gvr.resource.isEmpty())
        path += QLatin1Char('/') + m_gvr.resource;
    if (!m_name.isEmpty())
        path += QLatin1Char('/') + m_name;
    if (!m_subresource.isEmpty())
        path += QLatin1Char('/') + m_subresource;
    return path;
}

} // namespace kube
