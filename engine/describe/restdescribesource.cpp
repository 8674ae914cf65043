// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "restdescribesource.h"

#include "printers/builtinkinds.h"
#include "rest/restclient.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace kube {

namespace {

const GroupVersionResource eventsResource{QLatin1String(BuiltinKinds::events.group), QStringLiteral("v1"),
                                          QLatin1String(BuiltinKinds::events.resource)};

QString metadataOf(const QJsonObject &object, const char *key)
{
    return jsonString(jsonObject(object, "metadata"), key);
}

} // namespace

RestDescribeSource::RestDescribeSource(RestClient *client, QObject *context, Options options,
                                       std::function<void(const Error &)> failed)
    : m_client(client), m_context(context), m_options(options), m_failed(std::move(failed))
{
}

Result<QJsonObject> RestDescribeSource::objectOf(const Response &response)
{
    if (!response.ok())
        return response.error;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(response.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return Error(Error::Kind::Decode,
                     QStringLiteral("the server's answer is not a JSON object (%1 at byte %2)")
                         .arg(parseError.errorString())
                         .arg(parseError.offset),
                     response.url);
    return document.object();
}

void RestDescribeSource::listAll(const ResourceClient &client, const ListOptions &options,
                                 std::function<void(Items)> done, QList<QJsonObject> sofar)
{
    if (!m_context)
        return;
    ListOptions page = options;
    page.limit = m_options.chunkSize;
    QObject::connect(client.list(page), &RestCall::finished, m_context.data(),
                     [this, client, options, done = std::move(done),
                      sofar = std::move(sofar)](const Response &response) mutable {
                         const auto body = objectOf(response);
                         if (!body) {
                             done(body.error());
                             return;
                         }
                         for (const QJsonValue &item : body->value(QLatin1String("items")).toArray())
                             sofar.append(item.toObject());
                         const QString next = jsonString(jsonObject(*body, "metadata"), "continue");
                         if (next.isEmpty()) {
                             done(sofar);
                             return;
                         }
                         ListOptions more = options;
                         more.continueToken = next;
                         listAll(client, more, std::move(done), std::move(sofar));
                     });
}

void RestDescribeSource::list(const GroupVersionResource &resource, const QString &namespaceName,
                              const ListOptions &options, std::function<void(Items)> done)
{
    listAll(ResourceClient(m_client, resource, namespaceName), options, std::move(done));
}

void RestDescribeSource::get(const GroupVersionResource &resource, const QString &namespaceName,
                             const QString &name, std::function<void(Result<QJsonObject>)> done)
{
    if (!m_context)
        return;
    QObject::connect(ResourceClient(m_client, resource, namespaceName).get(name), &RestCall::finished,
                     m_context.data(),
                     [done = std::move(done)](const Response &response) { done(objectOf(response)); });
}

void RestDescribeSource::events(const QJsonObject &object, const QString &kind,
                                std::function<void(Events)> done)
{
    if (!m_options.showEvents) {
        done(std::nullopt);
        return;
    }
    const QString name = metadataOf(object, "name"), ns = metadataOf(object, "namespace");
    QString uid = metadataOf(object, "uid");
    // A static pod's mirror: kubelet's events name the static pod's uid.
    if (const QString mirror = jsonString(jsonObject(jsonObject(object, "metadata"), "annotations"),
                                          "kubernetes.io/config.mirror");
        !mirror.isEmpty())
        uid = mirror;
    auto selector = [name, ns, kind](const QString &forUid) {
        QStringList terms{QStringLiteral("involvedObject.name=") + name,
                          QStringLiteral("involvedObject.namespace=") + ns};
        if (!kind.isEmpty())
            terms.append(QStringLiteral("involvedObject.kind=") + kind);
        terms.append(QStringLiteral("involvedObject.uid=") + forUid);
        return terms.join(QLatin1Char(','));
    };
    const ResourceClient client(m_client, eventsResource, ns);
    ListOptions options;
    options.fieldSelector = selector(uid);
    listAll(client, options,
            [this, client, kind, name, selector, done = std::move(done)](const Items &byUid) {
                if (!byUid) { // kubectl leaves the Events section out when it could not search them
                    done(std::nullopt);
                    return;
                }
                QList<QJsonObject> found = *byUid;
                if (kind != QLatin1String(BuiltinKinds::nodes.kind)) {
                    done(found);
                    return;
                }
                // Kubelets name a node's uid by the node's name.
                ListOptions byName;
                byName.fieldSelector = selector(name);
                listAll(client, byName, [found, done](const Items &more) mutable {
                    if (more)
                        found += *more;
                    done(found);
                });
            });
}

void RestDescribeSource::fail(const Error &error)
{
    m_failed(error);
}

} // namespace kube
