// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "api/jsoncodec.h"
#include "dynamicclient.h"

#include <QJsonDocument>
#include <QJsonParseError>

#include <functional>

namespace kube {

// client-go's typed client (clientset.CoreV1().Pods(ns)) for one generated API kind, on the dynamic
// ResourceClient (same requests, retries and errors): `TypedClient<api::core::v1::Pod>(&client, "default")`.
// T is a kind from engine/api (its staticApiVersion and staticResource name the resource). A light value;
// calls run on the RestClient's thread and `done` runs on `context`'s, which decodes the answer: for large
// lists on a GUI thread, use an informer instead. `done` is not called when `context` is gone first.
template <typename T> class TypedClient
{
public:
    using Done = std::function<void(Result<T>)>;
    using ListDone = std::function<void(Result<QList<T>>)>;

    TypedClient(RestClient *client, const QString &namespaceName = {})
        : m_resource(client, groupVersionResource(), T::staticNamespaced ? namespaceName : QString())
    {
    }

    const ResourceClient &resource() const { return m_resource; }

    RestCall *get(const QString &name, QObject *context, Done done) const
    {
        return deliver(m_resource.get(name), context, std::move(done));
    }
    RestCall *list(const ListOptions &options, QObject *context, ListDone done) const
    {
        RestCall *call = m_resource.list(options);
        QObject::connect(call, &RestCall::finished, context,
                         [done = std::move(done)](const Response &response) { done(decodeList(response)); });
        return call;
    }
    RestCall *create(const T &object, QObject *context, Done done) const
    {
        return deliver(m_resource.create(encode(object)), context, std::move(done));
    }
    // PUT of the whole object, named by its metadata.name (its resourceVersion makes it a compare-and-swap).
    RestCall *update(const T &object, QObject *context, Done done) const
    {
        const QString name = object.metadata ? object.metadata->name.value_or(QString()) : QString();
        return deliver(m_resource.update(name, encode(object)), context, std::move(done));
    }

    // The object of an answer, or its error (the server's Status, or a Decode error naming the field).
    static Result<T> decode(const Response &response)
    {
        auto json = bodyObject(response);
        if (!json)
            return json.error();
        return T::fromJson(json.value());
    }
    // The items of a list answer; an item of the wrong shape is an error naming it ("items[3].spec...").
    static Result<QList<T>> decodeList(const Response &response)
    {
        auto json = bodyObject(response);
        if (!json)
            return json.error();
        QList<T> items;
        const api::detail::JsonPath root;
        const api::detail::JsonPath itemsPath(&root, "items");
        if (Error error = api::detail::decodeValue(json->value(QLatin1String("items")), items, itemsPath))
            return error;
        return items;
    }

private:
    static GroupVersionResource groupVersionResource()
    {
        const QString apiVersion = QString::fromLatin1(T::staticApiVersion);
        const qsizetype slash = apiVersion.indexOf(QLatin1Char('/'));
        return {slash < 0 ? QString() : apiVersion.left(slash), apiVersion.mid(slash + 1),
                QString::fromLatin1(T::staticResource)};
    }
    // The object with its apiVersion and kind set, as the server wants them on a write.
    static QByteArray encode(const T &object)
    {
        QJsonObject json = object.toJson();
        json.insert(QLatin1String("apiVersion"), QLatin1String(T::staticApiVersion));
        json.insert(QLatin1String("kind"), QLatin1String(T::staticKind));
        return QJsonDocument(json).toJson(QJsonDocument::Compact);
    }
    static Result<QJsonObject> bodyObject(const Response &response)
    {
        if (response.error)
            return response.error;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(response.body, &parseError);
        if (!document.isObject())
            return Error(Error::Kind::Decode,
                         QStringLiteral("the answer is not a JSON object: %1").arg(parseError.errorString()),
                         response.url);
        return document.object();
    }
    static RestCall *deliver(RestCall *call, QObject *context, Done done)
    {
        QObject::connect(call, &RestCall::finished, context,
                         [done = std::move(done)](const Response &response) { done(decode(response)); });
        return call;
    }

    ResourceClient m_resource;
};

} // namespace kube
