// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "dynamicclient.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace kube {

void ListOptions::applyTo(Request &request) const
{
    request.labelSelector(labelSelector).fieldSelector(fieldSelector).limit(limit).continueToken(continueToken);
    if (resourceVersionSet)
        request.resourceVersion(resourceVersion);
    request.resourceVersionMatch(resourceVersionMatch);
    if (timeoutSeconds > 0)
        request.timeoutSeconds(timeoutSeconds);
    if (allowWatchBookmarks)
        request.allowWatchBookmarks();
    if (sendInitialEvents)
        request.sendInitialEvents();
}

Request ResourceClient::request(const QByteArray &verb) const
{
    Request request(verb);
    request.resource(m_gvr).namespaceName(m_namespace);
    return request;
}

RestCall *ResourceClient::get(const QString &name, const QByteArray &accept) const
{
    return m_client->send(request("GET").name(name).accept(accept));
}

RestCall *ResourceClient::list(const ListOptions &options, const QByteArray &accept) const
{
    Request r = request("GET").accept(accept);
    options.applyTo(r);
    return m_client->send(r);
}

RestCall *ResourceClient::listDecoded(const ListOptions &options, const DecodeOptions &decode,
                                      bool preferProtobuf) const
{
    Request r = request("GET").decodeListAsItArrives(decode).preferProtobufList(preferProtobuf);
    options.applyTo(r);
    return m_client->send(r);
}

WatchCall *ResourceClient::watch(const ListOptions &options, const DecodeOptions &decode) const
{
    Request r = request("GET");
    options.applyTo(r);
    return m_client->watch(r, decode);
}

RestCall *ResourceClient::create(const QByteArray &json) const
{
    return m_client->send(request("POST").body(json));
}

RestCall *ResourceClient::update(const QString &name, const QByteArray &json) const
{
    return m_client->send(request("PUT").name(name).body(json));
}

RestCall *ResourceClient::patch(const QString &name, PatchType type, const QByteArray &patch, const QString &fieldManager) const
{
    Request r = Request::patch(type).resource(m_gvr).namespaceName(m_namespace).name(name).body(patch, patchContentType(type));
    if (!fieldManager.isEmpty())
        r.param(QStringLiteral("fieldManager"), fieldManager);
    return m_client->send(r);
}

RestCall *ResourceClient::remove(const QString &name, int gracePeriodSeconds) const
{
    Request r = request("DELETE").name(name);
    if (gracePeriodSeconds >= 0)
        r.body(QJsonDocument(QJsonObject{{QStringLiteral("kind"), QStringLiteral("DeleteOptions")},
                                         {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                         {QStringLiteral("gracePeriodSeconds"), gracePeriodSeconds}}).toJson(QJsonDocument::Compact));
    return m_client->send(r);
}

RestCall *ResourceClient::removeCollection(const ListOptions &options) const
{
    Request r = request("DELETE");
    options.applyTo(r);
    return m_client->send(r);
}

Result<Object> ResourceClient::object(const Response &response)
{
    if (!response.ok())
        return response.error;
    auto object = Object::fromJson(response.body);
    if (!object)
        return object.error().withWhere(response.url);
    return object;
}

Result<ObjectList> ResourceClient::objectList(const Response &response, const DecodeOptions &options)
{
    if (!response.ok())
        return response.error;
    if (response.list)
        return *response.list;
    auto list = ObjectList::fromJson(response.body, options);
    if (!list)
        return list.error().withWhere(response.url);
    return list;
}

} // namespace kube
