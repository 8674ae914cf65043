// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "restclient.h"

#include <QDateTime>

namespace kube {

struct QKUBE_ENGINE_EXPORT ApiResource
{
    QString name; // "pods"
    QString singularName;
    QString kind; // "Pod"
    QString group;
    QString version;
    bool namespaced = false;
    QStringList verbs;
    QStringList shortNames;
    QStringList categories;
    QStringList subresources; // "status", "log", ...
    GroupVersionResource gvr() const { return {group, version, name}; }
    QString groupVersion() const { return group.isEmpty() ? version : group + QLatin1Char('/') + version; }
};

struct QKUBE_ENGINE_EXPORT ServerVersion
{
    QString major, minor, gitVersion, gitCommit, platform, goVersion, buildDate;
};

// What discovery found. A group-version that failed is listed in `failed` and does not fail the rest.
struct QKUBE_ENGINE_EXPORT Discovery
{
    ServerVersion version;
    QList<ApiResource> resources; // top-level resources of preferred and other versions, in server order
    QStringList preferredGroupVersions;
    QList<std::pair<QString, Error>> failed;
    qint64 fetchedAtMs = 0;

    // client-go's RESTMapper lookups: by resource (plural/singular), kind or short name, any case, optionally
    // "resource.group". Preferred versions first.
    const ApiResource *find(const QString &nameOrKind) const;
};

// client-go's DiscoveryClient: /version, /api, /apis and each group-version, asynchronously on the
// RestClient's thread. Results are cached per server+user for `cacheTtlMs` (process-wide, any thread) until
// invalidate().
class QKUBE_ENGINE_EXPORT DiscoveryClient : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 cacheTtlMs = 10 * 60 * 1000;

    explicit DiscoveryClient(RestClient *client, QObject *parent = nullptr);
    void discover(bool useCache = true);
    void serverVersion();
    void invalidate();
    static Result<QList<ApiResource>> parseResourceList(const QByteArray &json);

Q_SIGNALS:
    void discovered(const kube::Discovery &discovery);
    void failed(const kube::Error &error);
    void versionReady(const kube::ServerVersion &version);

private:
    void fetchGroupVersions(const QStringList &groupVersions);
    void finishIfDone();
    QString cacheKey() const;

    RestClient *m_client;
    Discovery m_pending;
    QHash<QString, QList<ApiResource>> m_byGroupVersion;
    QStringList m_order;
    int m_outstanding = 0;
    bool m_failed = false;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::Discovery)
Q_DECLARE_METATYPE(kube::ServerVersion)
