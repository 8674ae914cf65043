// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "permissioncache.h"

#include "core/threadhandoff.h"
#include "rest/dynamicclient.h"
#include "rest/restclient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>

namespace kube {

namespace {
const GroupVersionResource selfSubjectAccessReviews{
    QStringLiteral("authorization.k8s.io"), QStringLiteral("v1"), QStringLiteral("selfsubjectaccessreviews")};

QByteArray reviewBody(const AccessQuery &query)
{
    QJsonObject attributes{{QStringLiteral("verb"), query.verb},
                           {QStringLiteral("resource"), query.resource}};
    if (!query.group.isEmpty())
        attributes.insert(QStringLiteral("group"), query.group);
    if (!query.subresource.isEmpty())
        attributes.insert(QStringLiteral("subresource"), query.subresource);
    if (!query.namespaceName.isEmpty())
        attributes.insert(QStringLiteral("namespace"), query.namespaceName);
    const QJsonObject review{
        {QStringLiteral("apiVersion"), QStringLiteral("authorization.k8s.io/v1")},
        {QStringLiteral("kind"), QStringLiteral("SelfSubjectAccessReview")},
        {QStringLiteral("spec"), QJsonObject{{QStringLiteral("resourceAttributes"), attributes}}}};
    return QJsonDocument(review).toJson(QJsonDocument::Compact);
}

// The review's status; Unknown when the server did not review (an error, a body without a status).
PermissionCache::Permission permissionOf(const Response &response)
{
    if (!response.ok())
        return {};
    const QJsonObject status =
        QJsonDocument::fromJson(response.body).object().value(QLatin1String("status")).toObject();
    if (status.isEmpty() || !status.contains(QLatin1String("allowed")))
        return {};
    const QString reason = status.value(QLatin1String("reason")).toString();
    return {status.value(QLatin1String("allowed")).toBool() ? PermissionCache::Answer::Allowed
                                                            : PermissionCache::Answer::Denied,
            reason};
}
} // namespace

QString AccessQuery::target() const
{
    return subresource.isEmpty() ? resource : resource + QLatin1Char('/') + subresource;
}

size_t qHash(const AccessQuery &query, size_t seed)
{
    return qHashMulti(seed, query.verb, query.group, query.resource, query.subresource, query.namespaceName);
}

PermissionCache::PermissionCache(std::function<void(std::function<void(RestClient *)>)> send, QObject *parent)
    : QObject(parent), m_send(std::move(send))
{
}

PermissionCache::Permission PermissionCache::check(const AccessQuery &query)
{
    Entry &entry = m_entries[query];
    const bool old = !entry.answeredAt.isValid() || entry.answeredAt.elapsed() > answerLifetimeMs;
    if (old && !entry.asking)
        ask(query);
    return entry.permission;
}

void PermissionCache::refused(const AccessQuery &query)
{
    Entry &entry = m_entries[query];
    if (!entry.asking)
        ask(query);
}

void PermissionCache::ask(const AccessQuery &query)
{
    m_entries[query].asking = true;
    ++m_reviewsSent;
    QPointer<PermissionCache> self(this);
    const QByteArray body = reviewBody(query);
    m_send([self, query, body](RestClient *client) {
        RestCall *call = ResourceClient(client, selfSubjectAccessReviews).create(body);
        QObject::connect(call, &RestCall::finished, client, [self, query, client](const Response &response) {
            const Permission permission = permissionOf(response);
            detail::postTo(self, client,
                           [query, permission](PermissionCache *cache) { cache->answer(query, permission); });
        });
    });
}

void PermissionCache::answer(const AccessQuery &query, const Permission &permission)
{
    Entry &entry = m_entries[query];
    entry.asking = false;
    entry.answeredAt.start();
    entry.permission = permission;
    Q_EMIT answered();
}

} // namespace kube
