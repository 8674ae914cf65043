// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "api/jsoncodec.h"
#include "api/meta/v1/deleteoptions.h"
#include "core/export.h"
#include "dynamicclient.h"
#include "typedkind.h"
#include "typedlist.h"
#include "typedwatchevent.h"

#include <QJsonDocument>

#include <deque>
#include <functional>
#include <memory>
#include <mutex>

namespace kube {

// What a write sends besides its body (client-go's CreateOptions, UpdateOptions, PatchOptions).
struct QKUBE_ENGINE_EXPORT WriteOptions
{
    QString fieldManager; // required by apply
    bool dryRun = false;  // dryRun=All: the server checks and answers, stores nothing
    bool force = false;   // apply only: take over fields another manager owns
};

namespace detail {

// Answers decoded on the thread a call lives on, waiting for the receiving thread to take them in order (the
// queued slot that takes one runs once per push, after it).
template <typename R> class DecodedQueue
{
public:
    void push(R value)
    {
        std::lock_guard lock(m_mutex);
        m_values.push_back(std::move(value));
    }
    R pop()
    {
        std::lock_guard lock(m_mutex);
        R value = std::move(m_values.front());
        m_values.pop_front();
        return value;
    }

private:
    std::mutex m_mutex;
    std::deque<R> m_values;
};

} // namespace detail

// client-go's typed client (clientset.CoreV1().Pods(ns), see Clientset::coreV1()) for one generated API kind,
// on the dynamic ResourceClient (same requests, retries and errors). T is a kind from engine/api (its
// staticApiVersion and staticResource name the resource). A light value. Calls are made on the RestClient's
// thread and return at once; the answer is decoded into T there, on the thread the call runs on (a worker's,
// for a RestClient of a SharedInformerFactory::post or a ClusterSession), and `done` runs on `context`'s
// thread with the typed value, not at all when `context` is gone first. Errors are the server's Status
// (isNotFound, isConflict, isInvalid...), a Decode error naming the field path, or Invalid for a request
// that cannot be sent (an update of an object with no name).
template <typename T> class TypedClient
{
public:
    using Done = std::function<void(Result<T>)>;
    using ListDone = std::function<void(Result<TypedList<T>>)>;
    using ErrorDone = std::function<void(Error)>;
    using EventsDone = std::function<void(QList<TypedWatchEvent<T>>)>;

    TypedClient(RestClient *client, const QString &namespaceName = {})
        : m_resource(client, groupVersionResourceOf<T>(), T::staticNamespaced ? namespaceName : QString())
    {
    }

    const ResourceClient &resource() const { return m_resource; }

    RestCall *get(const QString &name, QObject *context, Done done) const
    {
        return deliver<Result<T>>(m_resource.get(name), context, &TypedClient::decode, std::move(done));
    }
    RestCall *list(const ListOptions &options, QObject *context, ListDone done) const
    {
        return deliver<Result<TypedList<T>>>(m_resource.list(options), context, &TypedClient::decodeList,
                                             std::move(done));
    }
    // A watch from options.resourceVersion (a list's metadata.resourceVersion); `events` gets each batch the
    // server sent, decoded, and `finished` why the stream ended (no error: the server's timeout). cancel() on
    // the call ends it with neither.
    WatchCall *watch(const ListOptions &options, QObject *context, EventsDone events,
                     ErrorDone finished) const
    {
        WatchCall *call = m_resource.watch(options);
        auto queue = std::make_shared<detail::DecodedQueue<QList<TypedWatchEvent<T>>>>();
        QObject::connect(call, &WatchCall::events, call,
                         [queue](const QList<WatchEvent> &batch) { queue->push(decodeEvents(batch)); });
        QObject::connect(call, &WatchCall::events, context,
                         [queue, events = std::move(events)] { events(queue->pop()); });
        QObject::connect(call, &WatchCall::finished, context,
                         [finished = std::move(finished)](const Error &error) { finished(error); });
        return call;
    }
    RestCall *create(const T &object, const WriteOptions &options, QObject *context, Done done) const
    {
        return send(withOptions(m_resource.request("POST").body(encode(object)), options), context,
                    std::move(done));
    }
    // PUT of the whole object, named by its metadata.name; its resourceVersion makes it a compare-and-swap
    // (a stale one is a Conflict).
    RestCall *update(const T &object, const WriteOptions &options, QObject *context, Done done) const
    {
        return put(object, QString(), options, context, std::move(done));
    }
    // PUT to the status subresource: only the status changes.
    RestCall *updateStatus(const T &object, const WriteOptions &options, QObject *context, Done done) const
    {
        return put(object, QStringLiteral("status"), options, context, std::move(done));
    }
    // A JSON patch (an array of operations), a JSON merge patch or a strategic merge patch, as bytes.
    RestCall *patch(const QString &name, PatchType type, const QByteArray &patch, const WriteOptions &options,
                    QObject *context, Done done) const
    {
        Request request = Request::patch(type)
                              .resource(m_resource.gvr())
                              .namespaceName(m_resource.namespaceName())
                              .name(name)
                              .body(patch, patchContentType(type));
        return send(withOptions(request, options), context, std::move(done));
    }
    // Server-side apply of the fields `object` sets, owned by options.fieldManager (required); creates the
    // object when it does not exist.
    RestCall *apply(const T &object, const WriteOptions &options, QObject *context, Done done) const
    {
        const QString name = nameOf(object);
        if (name.isEmpty() || options.fieldManager.isEmpty()) {
            fail(context, std::move(done),
                 name.isEmpty() ? QStringLiteral("apply: the object has no metadata.name")
                                : QStringLiteral("apply: WriteOptions::fieldManager is required"));
            return nullptr;
        }
        return patch(name, PatchType::Apply, encode(object), options, context, std::move(done));
    }
    // DELETE with client-go's DeleteOptions (gracePeriodSeconds, propagationPolicy, preconditions, dryRun);
    // `done` gets no error once the server has accepted it (a graceful delete leaves the object until then).
    RestCall *remove(const QString &name, const api::meta::v1::DeleteOptions &options, QObject *context,
                     ErrorDone done) const
    {
        return sendForError(m_resource.request("DELETE").name(name).body(encode(options)), context,
                            std::move(done));
    }
    // DELETE of every object the list options select (deleteCollection).
    RestCall *removeCollection(const api::meta::v1::DeleteOptions &options, const ListOptions &listOptions,
                               QObject *context, ErrorDone done) const
    {
        Request request = m_resource.request("DELETE").body(encode(options));
        listOptions.applyTo(request);
        return sendForError(request, context, std::move(done));
    }

    // The object of an answer, or its error (the server's Status, or a Decode error naming the field).
    static Result<T> decode(const Response &response)
    {
        auto document = bodyDocument(response);
        if (!document)
            return document.error();
        T object;
        if (Error error = api::detail::decodeValue(document->root(), object, api::detail::JsonPath()))
            return error.withWhere(response.url);
        return object;
    }
    // The items of a list answer; an item of the wrong shape is an error naming it ("items[3].spec...").
    static Result<TypedList<T>> decodeList(const Response &response)
    {
        auto document = bodyDocument(response);
        if (!document)
            return document.error();
        TypedList<T> list;
        const api::detail::JsonPath root;
        const api::detail::JsonPath metadataPath(&root, "metadata");
        const api::detail::JsonPath itemsPath(&root, "items");
        QVarLengthArray<api::detail::JsonMember, 32> members;
        document->root().members(members);
        bool hasItems = false;
        for (const api::detail::JsonMember &member : members) {
            Error error;
            if (member.key == "metadata") {
                error = api::detail::decodeValue(member.value, list.metadata, metadataPath);
            } else if (member.key == "items") {
                hasItems = true;
                error = api::detail::decodeValue(member.value, list.items, itemsPath);
            }
            if (error)
                return error.withWhere(response.url);
        }
        // A list answer without its items is a broken server, not an empty list.
        if (!hasItems)
            return api::detail::valueError(itemsPath, QStringLiteral("missing from the list answer"))
                .withWhere(response.url);
        return list;
    }
    static QList<TypedWatchEvent<T>> decodeEvents(const QList<WatchEvent> &events)
    {
        QList<TypedWatchEvent<T>> typed;
        typed.reserve(events.size());
        for (const WatchEvent &event : events) {
            TypedWatchEvent<T> &out = typed.emplace_back();
            out.type = event.type;
            out.error = event.error;
            if (event.type == WatchEvent::Type::Error)
                continue;
            auto object = T::fromJson(QByteArrayView(event.object.json()));
            if (object) {
                out.object = std::move(object).value();
            } else {
                out.type = WatchEvent::Type::Error;
                out.error = object.error();
            }
        }
        return typed;
    }

private:
    static QString nameOf(const T &object)
    {
        return object.metadata ? object.metadata->name.value_or(QString()) : QString();
    }
    // The object with its apiVersion and kind set, as the server wants them on a write.
    static QByteArray encode(const T &object)
    {
        QJsonObject json = object.toJson();
        json.insert(QLatin1String("apiVersion"), QLatin1String(T::staticApiVersion));
        json.insert(QLatin1String("kind"), QLatin1String(T::staticKind));
        return QJsonDocument(json).toJson(QJsonDocument::Compact);
    }
    static QByteArray encode(const api::meta::v1::DeleteOptions &options)
    {
        QJsonObject json = options.toJson();
        json.insert(QLatin1String("apiVersion"), QLatin1String("v1"));
        json.insert(QLatin1String("kind"), QLatin1String("DeleteOptions"));
        return QJsonDocument(json).toJson(QJsonDocument::Compact);
    }
    static Request withOptions(Request request, const WriteOptions &options)
    {
        if (!options.fieldManager.isEmpty())
            request.param(QStringLiteral("fieldManager"), options.fieldManager);
        if (options.dryRun)
            request.param(QStringLiteral("dryRun"), QStringLiteral("All"));
        if (options.force)
            request.param(QStringLiteral("force"), QStringLiteral("true"));
        return request;
    }
    static Result<api::detail::JsonDocument> bodyDocument(const Response &response)
    {
        if (response.error)
            return response.error;
        auto document = api::detail::JsonDocument::parse(response.body);
        if (!document || !document->root().isObject())
            return Error(Error::Kind::Decode,
                         QStringLiteral("the answer is not a JSON object: %1")
                             .arg(document ? QStringLiteral("a JSON value of another type")
                                           : document.error().message()),
                         response.url);
        return document;
    }
    RestCall *put(const T &object, const QString &subresource, const WriteOptions &options, QObject *context,
                  Done done) const
    {
        const QString name = nameOf(object);
        if (name.isEmpty()) {
            fail(context, std::move(done), QStringLiteral("update: the object has no metadata.name"));
            return nullptr;
        }
        Request request = m_resource.request("PUT").name(name).body(encode(object));
        if (!subresource.isEmpty())
            request.subresource(subresource);
        return send(withOptions(request, options), context, std::move(done));
    }
    RestCall *send(const Request &request, QObject *context, Done done) const
    {
        return deliver<Result<T>>(m_resource.client()->send(request), context, &TypedClient::decode,
                                  std::move(done));
    }
    RestCall *sendForError(const Request &request, QObject *context, ErrorDone done) const
    {
        RestCall *call = m_resource.client()->send(request);
        QObject::connect(call, &RestCall::finished, context,
                         [done = std::move(done)](const Response &response) { done(response.error); });
        return call;
    }
    // A request that cannot be sent: its Invalid error, handed to `done` from the event loop like an answer.
    static void fail(QObject *context, Done done, const QString &message)
    {
        QMetaObject::invokeMethod(
            context,
            [done = std::move(done), message] {
                done(Error(Error::Kind::Invalid, message, QString::fromLatin1(T::staticResource)));
            },
            Qt::QueuedConnection);
    }
    // Decodes the answer on the call's thread (a direct slot, connected first so it runs before the hand-over
    // is queued), then hands it to `done` on `context`'s thread.
    template <typename R>
    static RestCall *deliver(RestCall *call, QObject *context, R (*decodeAnswer)(const Response &),
                             std::function<void(R)> done)
    {
        auto queue = std::make_shared<detail::DecodedQueue<R>>();
        QObject::connect(call, &RestCall::finished, call, [queue, decodeAnswer](const Response &response) {
            queue->push(decodeAnswer(response));
        });
        QObject::connect(call, &RestCall::finished, context,
                         [queue, done = std::move(done)] { done(queue->pop()); });
        return call;
    }

    ResourceClient m_resource;
};

} // namespace kube
