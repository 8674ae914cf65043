// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "kubeconfig.h"

#include <QSslCertificate>
#include <QSslKey>
#include <QUrl>

namespace kube {

// What the exec plugin may learn of the cluster (provideClusterInfo) and the key its credential is cached under.
struct ExecClusterInfo
{
    QString server;
    QString tlsServerName;
    bool insecureSkipTlsVerify = false;
    QByteArray certificateAuthorityData;
    QString proxyUrl;
};

// Everything a RestClient needs to talk to one cluster as one user, resolved and checked from a context.
// A plain value: build it on any thread (it reads files), hand it to a worker thread.
struct RestConfig
{
    // client-go's defaults (rest.DefaultQPS / DefaultBurst).
    static constexpr double defaultQps = 5.0;
    static constexpr int defaultBurst = 10;

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
    std::optional<ExecConfig> exec;
    ExecClusterInfo execClusterInfo;
    QUrl proxy;

    double qps = defaultQps;
    int burst = defaultBurst;
    int requestTimeoutMs = 0; // 0: none (watches are bounded by timeoutSeconds instead)
    int execTimeoutMs = 60'000;
    QByteArray userAgent = "qkube/0.1.0";

    // Builds the config of `contextName` (the current context when empty), reading and checking every
    // certificate, key and token file it names.
    static Result<RestConfig> fromKubeConfig(const KubeConfig &config, const QString &contextName = {});
};

} // namespace kube
