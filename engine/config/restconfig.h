// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "kubeconfig.h"

#include <QSslCertificate>
#include <QSslKey>
#include <QStringList>
#include <QUrl>

#include <memory>

namespace kube {

class RequestLog;

// What the exec plugin may learn of the cluster (provideClusterInfo) and the key its credential is cached
// under.
struct QKUBE_ENGINE_EXPORT ExecClusterInfo
{
    QString server;
    QString tlsServerName;
    bool insecureSkipTlsVerify = false;
    QByteArray certificateAuthorityData;
    QString proxyUrl;
    bool disableCompression = false;
};

// Everything a RestClient needs to talk to one cluster as one user, resolved and checked from a context.
// A plain value: build it on any thread (it reads files), hand it to a worker thread.
struct QKUBE_ENGINE_EXPORT RestConfig
{
    // client-go's defaults (rest.DefaultQPS / DefaultBurst).
    static constexpr double defaultQps = 5.0;
    static constexpr int defaultBurst = 10;
    // client-go's transport: net.Dialer{Timeout: 30s}, TLSHandshakeTimeout: 10s.
    static constexpr int defaultDialTimeoutMs = 30'000;
    static constexpr int defaultTlsHandshakeTimeoutMs = 10'000;
    // A watch silent this long is dead: the apiserver sends a bookmark about once a minute, so two missed
    // bookmarks and more mean the connection hangs (a proxy or NAT dropped it without a reset).
    static constexpr int defaultWatchIdleTimeoutMs = 150'000;
    // Bodies larger than these are refused (an endless or hostile body must not eat the memory): the largest
    // object etcd stores is 1.5 MiB by default, and the largest real lists are a few GiB.
    static constexpr qint64 defaultMaxObjectBytes = 64LL * 1024 * 1024;
    static constexpr qint64 defaultMaxResponseBytes = 4LL * 1024 * 1024 * 1024;
    // A server's Retry-After beyond this is waited only this long before the next try.
    static constexpr int defaultMaxRetryAfterMs = 30'000;

    QString contextName;
    QString clusterName;
    QString userName;
    QString defaultNamespace = QStringLiteral("default");
    QUrl host;

    QList<QSslCertificate> caCertificates;
    bool insecureSkipTlsVerify = false;
    QString tlsServerName;
    QSslCertificate clientCertificate;
    QSslKey clientKey;

    QString bearerToken;
    QString bearerTokenFile; // re-read on each request when no token is set, as client-go does
    QString username;
    QString password;
    // Act as this user, with these groups and this uid (kubectl's --as, --as-group, --as-uid:
    // Impersonate-User, one Impersonate-Group field a group, Impersonate-Uid); groups and uid only with a user.
    QString impersonateUser;
    QStringList impersonateGroups;
    QString impersonateUid;
    std::optional<ExecConfig> exec;
    ExecClusterInfo execClusterInfo;
    QUrl proxy;
    // Ask for responses as they are (Accept-Encoding: identity), not gzip'd: kubeconfig's
    // disable-compression, as client-go's rest.Config.DisableCompression. On a fast link gzip costs both ends
    // more than it saves (the apiserver compresses, the client inflates).
    bool disableCompression = false;

    double qps = defaultQps;
    int burst = defaultBurst;
    int requestTimeoutMs =
        0; // the whole request, kubectl's --request-timeout; 0: none (watches never have one)
    int dialTimeoutMs = defaultDialTimeoutMs;                 // to open a TCP connection (plain http)
    int tlsHandshakeTimeoutMs = defaultTlsHandshakeTimeoutMs; // to open a TLS session (https), see RestCall
    int watchIdleTimeoutMs = defaultWatchIdleTimeoutMs; // a watch with no byte for this long ends (Timeout)
    qint64 maxObjectBytes = defaultMaxObjectBytes;     // one object: a GET's body, a watch event, a list item
    qint64 maxResponseBytes = defaultMaxResponseBytes; // one whole response (a list)
    int maxRetryAfterMs = defaultMaxRetryAfterMs;
    int execTimeoutMs = 60'000;
    QByteArray userAgent = "qkube/0.1.0";
    // kubectl's -v=6..9 for this client's requests (see RequestLog); none when null.
    std::shared_ptr<const RequestLog> requestLog;

    // Builds the config of `contextName` (the current context when empty), reading and checking every
    // certificate, key and token file it names. `clusterName` and `userName`, when set, replace the context's
    // (kubectl's --cluster and --user).
    static Result<RestConfig> fromKubeConfig(const KubeConfig &config, const QString &contextName = {},
                                             const QString &clusterName = {}, const QString &userName = {});
};

} // namespace kube
