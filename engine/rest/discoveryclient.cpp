// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "discoveryclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>

namespace kube {

namespace {
QMutex discoveryCacheMutex;
QHash<QString, Discovery> &discoveryCache()
{
    static QHash<QString, Discovery> cache;
    return cache;
}

ServerVersion serverVersionOf(const QByteArray &json)
{
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    return {o.value(QLatin1String("major")).toString(), o.value(QLatin1String("minor")).toString(), o.value(QLatin1String("gitVersion")).toString(),
            o.value(QLatin1String("gitCommit")).toString(), o.value(QLatin1String("platform")).toString(),
            o.value(QLatin1String("goVersion")).toString(), o.value(QLatin1String("buildDate")).toString()};
}

QStringList stringList(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out.append(v.toString());
    return out;
}
} // namespace

const ApiResource *Discovery::find(const QString &nameOrKind) const
{
    QString name = nameOrKind.toLower();
    QString group;
    bool groupGiven = false;
    const qsizetype dot = name.indexOf(QLatin1Char('.'));
    if (dot > 0) {
        group = name.mid(dot + 1);
        name = name.left(dot);
        groupGiven = true;
    }
    auto matches = [&](const ApiResource &r) {
        if (groupGiven && r.group != group)
            return false;
        return r.name == name || r.singularName == name || r.kind.toLower() == name || r.shortNames.contains(name, Qt::CaseInsensitive);
    };
    // Preferred versions first, then the core group ahead of the rest (so "events" is core/v1, as in kubectl).
    for (const ApiResource &r : resources)
        if (r.group.isEmpty() && matches(r) && preferredGroupVersions.contains(r.groupVersion()))
            return &r;
    for (const ApiResource &r : resources)
        if (matches(r) && preferredGroupVersions.contains(r.groupVersion()))
            return &r;
    for (const ApiResource &r : resources)
        if (matches(r))
            return &r;
    return nullptr;
}

DiscoveryClient::DiscoveryClient(RestClient *client, QObject *parent) : QObject(parent ? parent : client), m_client(client)
{
    qRegisterMetaType<kube::Discovery>();
}

QString DiscoveryClient::cacheKey() const
{
    return m_client->config().host.toString() + QLatin1Char('|') + m_client->config().userName;
}

void DiscoveryClient::invalidate()
{
    QMutexLocker lock(&discoveryCacheMutex);
    discoveryCache().remove(cacheKey());
}

Result<QList<ApiResource>> DiscoveryClient::parseResourceList(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonObject root = QJsonDocument::fromJson(json, &error).object();
    if (error.error != QJsonParseError::NoError || root.value(QLatin1String("kind")).toString() != QLatin1String("APIResourceList"))
        return Error(Error::Kind::Decode, QStringLiteral("not an APIResourceList"));
    const QString groupVersion = root.value(QLatin1String("groupVersion")).toString();
    const qsizetype slash = groupVersion.indexOf(QLatin1Char('/'));
    const QString group = slash < 0 ? QString() : groupVersion.left(slash);
    const QString version = slash < 0 ? groupVersion : groupVersion.mid(slash + 1);
    QList<ApiResource> out;
    for (const QJsonValue &value : root.value(QLatin1String("resources")).toArray()) {
        const QJsonObject o = value.toObject();
        const QString name = o.value(QLatin1String("name")).toString();
        const qsizetype sub = name.indexOf(QLatin1Char('/'));
        if (sub >= 0) {
            for (ApiResource &parent : out)
                if (parent.name == name.left(sub))
                    parent.subresources.append(name.mid(sub + 1));
            continue;
        }
        ApiResource r;
        r.name = name;
        r.singularName = o.value(QLatin1String("singularName")).toString();
        r.kind = o.value(QLatin1String("kind")).toString();
        if (r.singularName.isEmpty())
            r.singularName = r.kind.toLower();
        r.group = o.contains(QLatin1String("group")) ? o.value(QLatin1String("group")).toString() : group;
        r.version = o.contains(QLatin1String("version")) ? o.value(QLatin1String("version")).toString() : version;
        r.namespaced = o.value(QLatin1String("namespaced")).toBool();
        r.verbs = stringList(o.value(QLatin1String("verbs")));
        r.shortNames = stringList(o.value(QLatin1String("shortNames")));
        r.categories = stringList(o.value(QLatin1String("categories")));
        out.append(r);
    }
    return out;
}

void DiscoveryClient::serverVersion()
{
    m_client->send(Request::get().absolutePath(QStringLiteral("/version")), this, [this](const Response &response) {
        if (!response.ok()) {
            Q_EMIT failed(response.error);
            return;
        }
        const ServerVersion v = serverVersionOf(response.body);
        if (v.gitVersion.isEmpty()) {
            Q_EMIT failed(Error(Error::Kind::Decode, QStringLiteral("/version did not return a version"), response.url));
            return;
        }
        Q_EMIT versionReady(v);
    });
}

void DiscoveryClient::discover(bool useCache)
{
    if (useCache) {
        QMutexLocker lock(&discoveryCacheMutex);
        auto it = discoveryCache().constFind(cacheKey());
        if (it != discoveryCache().constEnd() && QDateTime::currentMSecsSinceEpoch() - it->fetchedAtMs < cacheTtlMs) {
            const Discovery cached = *it;
            lock.unlock();
            QMetaObject::invokeMethod(this, [this, cached] { Q_EMIT discovered(cached); }, Qt::QueuedConnection);
            return;
        }
    }
    m_pending = Discovery();
    m_byGroupVersion.clear();
    m_order.clear();
    m_failed = false;
    m_outstanding = 3;
    m_client->send(Request::get().absolutePath(QStringLiteral("/version")), this, [this](const Response &response) {
        if (response.ok())
            m_pending.version = serverVersionOf(response.body);
        --m_outstanding;
        finishIfDone();
    });
    m_client->send(Request::get().absolutePath(QStringLiteral("/api")), this, [this](const Response &response) {
        --m_outstanding;
        if (!response.ok()) {
            m_failed = true;
            Q_EMIT failed(response.error);
            return;
        }
        QStringList groupVersions;
        const QJsonArray versions = QJsonDocument::fromJson(response.body).object().value(QLatin1String("versions")).toArray();
        for (const QJsonValue &v : versions)
            groupVersions.append(v.toString());
        if (!groupVersions.isEmpty())
            m_pending.preferredGroupVersions.prepend(groupVersions.first());
        m_order = groupVersions + m_order;
        fetchGroupVersions(groupVersions);
        finishIfDone();
    });
    m_client->send(Request::get().absolutePath(QStringLiteral("/apis")), this, [this](const Response &response) {
        --m_outstanding;
        if (!response.ok()) {
            if (!m_failed) {
                m_failed = true;
                Q_EMIT failed(response.error);
            }
            return;
        }
        QStringList groupVersions;
        for (const QJsonValue &g : QJsonDocument::fromJson(response.body).object().value(QLatin1String("groups")).toArray()) {
            const QJsonObject group = g.toObject();
            m_pending.preferredGroupVersions.append(group.value(QLatin1String("preferredVersion")).toObject().value(QLatin1String("groupVersion")).toString());
            for (const QJsonValue &v : group.value(QLatin1String("versions")).toArray())
                groupVersions.append(v.toObject().value(QLatin1String("groupVersion")).toString());
        }
        m_order += groupVersions;
        fetchGroupVersions(groupVersions);
        finishIfDone();
    });
}

void DiscoveryClient::fetchGroupVersions(const QStringList &groupVersions)
{
    for (const QString &gv : groupVersions) {
        ++m_outstanding;
        const QString path = gv.contains(QLatin1Char('/')) ? QStringLiteral("/apis/") + gv : QStringLiteral("/api/") + gv;
        m_client->send(Request::get().absolutePath(path), this, [this, gv](const Response &response) {
            --m_outstanding;
            if (!response.ok()) {
                m_pending.failed.append({gv, response.error});
            } else if (auto list = parseResourceList(response.body)) {
                m_byGroupVersion.insert(gv, list.value());
            } else {
                m_pending.failed.append({gv, list.error().withWhere(response.url)});
            }
            finishIfDone();
        });
    }
}

void DiscoveryClient::finishIfDone()
{
    if (m_outstanding > 0 || m_failed)
        return;
    for (const QString &gv : std::as_const(m_order))
        m_pending.resources += m_byGroupVersion.value(gv);
    m_pending.fetchedAtMs = QDateTime::currentMSecsSinceEpoch();
    {
        QMutexLocker lock(&discoveryCacheMutex);
        discoveryCache().insert(cacheKey(), m_pending);
    }
    Q_EMIT discovered(m_pending);
}

} // namespace kube
