// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "restclient.h"

#include "core/objectlist.h"

namespace kube {

struct QKUBE_ENGINE_EXPORT ListOptions
{
    QString labelSelector;
    QString fieldSelector;
    qint64 limit = 0;
    QString continueToken;
    QString resourceVersion; // unset when null
    bool resourceVersionSet = false;
    QString resourceVersionMatch;
    int timeoutSeconds = 0;
    bool allowWatchBookmarks = false;
    bool sendInitialEvents = false;

    void applyTo(Request &request) const;
};

// client-go's dynamic.ResourceInterface: any GVR, on unstructured objects (kube::Object, or QJsonObject
// through Object::toJsonObject()). A light value bound to a RestClient; calls run on that client's thread.
class QKUBE_ENGINE_EXPORT ResourceClient
{
public:
    ResourceClient(RestClient *client, GroupVersionResource gvr, QString namespaceName = {})
        : m_client(client), m_gvr(std::move(gvr)), m_namespace(std::move(namespaceName))
    {
    }

    ResourceClient inNamespace(const QString &ns) const { return ResourceClient(m_client, m_gvr, ns); }
    const GroupVersionResource &gvr() const { return m_gvr; }
    QString namespaceName() const { return m_namespace; }
    RestClient *client() const { return m_client; }

    RestCall *get(const QString &name, const QByteArray &accept = "application/json") const;
    RestCall *list(const ListOptions &options = {}, const QByteArray &accept = "application/json") const;
    // A list decoded while it arrives (Request::decodeListAsItArrives); objectList() reads the result.
    // `preferProtobuf`: Request::preferProtobufList.
    RestCall *listDecoded(const ListOptions &options, const DecodeOptions &decode = {},
                          bool preferProtobuf = false) const;
    WatchCall *watch(const ListOptions &options, const DecodeOptions &decode = {}) const;
    RestCall *create(const QByteArray &json) const;
    RestCall *update(const QString &name, const QByteArray &json) const;
    RestCall *patch(const QString &name, PatchType type, const QByteArray &patch,
                    const QString &fieldManager = {}) const;
    RestCall *remove(const QString &name, int gracePeriodSeconds = -1) const;
    RestCall *removeCollection(const ListOptions &options = {}) const;

    Request request(const QByteArray &verb) const;

    static Result<Object> object(const Response &response);
    // The list of a response: the one decoded while it arrived, or else the body decoded now with `options`.
    static Result<ObjectList> objectList(const Response &response, const DecodeOptions &options = {});

private:
    RestClient *m_client;
    GroupVersionResource m_gvr;
    QString m_namespace;
};

class QKUBE_ENGINE_EXPORT DynamicClient
{
public:
    explicit DynamicClient(RestClient *client) : m_client(client) {}
    ResourceClient resource(const GroupVersionResource &gvr) const { return ResourceClient(m_client, gvr); }

private:
    RestClient *m_client;
};

} // namespace kube
