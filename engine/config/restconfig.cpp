// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "restconfig.h"
#include "tlsmaterial.h"

namespace kube {

namespace {
QString namesOf(const QList<ContextEntry> &contexts)
{
    QStringList names;
    for (const auto &c : contexts)
        names.append(c.name);
    return names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", "));
}
} // namespace

Result<RestConfig> RestConfig::fromKubeConfig(const KubeConfig &config, const QString &requestedContext,
                                              const QString &clusterName, const QString &userName)
{
    const QString files = config.files().join(QLatin1Char(':'));
    const QString contextName = requestedContext.isEmpty() ? config.currentContext() : requestedContext;
    if (contextName.isEmpty())
        return Error(Error::Kind::Config,
                     config.isEmpty() ? QStringLiteral("no kubeconfig found; pass --kubeconfig, set KUBECONFIG, or run qkube --demo")
                                      : QStringLiteral("no current-context is set; choose one with --context (contexts: %1)").arg(namesOf(config.contexts())),
                     files);
    const ContextEntry *context = config.context(contextName);
    if (!context)
        return Error(Error::Kind::Config, QStringLiteral("context \"%1\" not found (contexts: %2)").arg(contextName, namesOf(config.contexts())), files);
    const QString contextWhere = QStringLiteral("%1, context \"%2\"").arg(context->location.toString(), contextName);
    const QString contextCluster = clusterName.isEmpty() ? context->cluster : clusterName;
    const QString contextUser = userName.isEmpty() ? context->user : userName;
    const ClusterEntry *cluster = config.cluster(contextCluster);
    if (!cluster)
        return Error(Error::Kind::Config, contextCluster.isEmpty()
                         ? QStringLiteral("context names no cluster")
                         : QStringLiteral("cluster \"%1\" is not defined in any kubeconfig file").arg(contextCluster),
                     contextWhere);
    const UserEntry *user = nullptr;
    if (!contextUser.isEmpty()) {
        user = config.user(contextUser);
        if (!user)
            return Error(Error::Kind::Config, QStringLiteral("user \"%1\" is not defined in any kubeconfig file").arg(contextUser), contextWhere);
    }

    RestConfig rest;
    rest.contextName = contextName;
    rest.clusterName = cluster->name;
    rest.userName = contextUser;
    rest.defaultNamespace = context->namespaceName;

    const QString clusterWhere = QStringLiteral("%1, cluster \"%2\"").arg(cluster->location.toString(), cluster->name);
    if (cluster->server.isEmpty())
        return Error(Error::Kind::Config, QStringLiteral("cluster has no server"), clusterWhere);
    rest.host = QUrl(cluster->server);
    if (!rest.host.isValid() || (rest.host.scheme() != QLatin1String("https") && rest.host.scheme() != QLatin1String("http")))
        return Error(Error::Kind::Config, QStringLiteral("server \"%1\" is not an http(s) URL").arg(cluster->server), clusterWhere);
    if (cluster->insecureSkipTlsVerify && (!cluster->certificateAuthority.isEmpty() || !cluster->certificateAuthorityData.isEmpty()))
        return Error(Error::Kind::Config, QStringLiteral("certificate-authority and insecure-skip-tls-verify cannot be used together"), clusterWhere);
    rest.insecureSkipTlsVerify = cluster->insecureSkipTlsVerify;
    rest.tlsServerName = cluster->tlsServerName;
    QByteArray caPem = cluster->certificateAuthorityData;
    if (!cluster->certificateAuthority.isEmpty()) {
        auto file = TlsMaterial::readFile(cluster->certificateAuthority, QStringLiteral("certificate-authority"), clusterWhere);
        if (!file)
            return file.error();
        caPem = file.value();
    }
    if (!caPem.isEmpty()) {
        auto certs = TlsMaterial::certificates(caPem, QStringLiteral("certificate-authority"), clusterWhere);
        if (!certs)
            return certs.error();
        rest.caCertificates = certs.value();
    }
    if (!cluster->proxyUrl.isEmpty()) {
        rest.proxy = QUrl(cluster->proxyUrl);
        if (!rest.proxy.isValid() || rest.proxy.host().isEmpty())
            return Error(Error::Kind::Config, QStringLiteral("proxy-url \"%1\" is not a URL").arg(cluster->proxyUrl), clusterWhere);
    }
    rest.disableCompression = cluster->disableCompression;
    rest.execClusterInfo = {cluster->server, cluster->tlsServerName, cluster->insecureSkipTlsVerify,
                            caPem,           cluster->proxyUrl,      cluster->disableCompression};

    if (user) {
        const QString userWhere = QStringLiteral("%1, user \"%2\"").arg(user->location.toString(), user->name);
        rest.bearerToken = user->token;
        if (rest.bearerToken.isEmpty() && !user->tokenFile.isEmpty()) {
            auto token = TlsMaterial::readFile(user->tokenFile, QStringLiteral("tokenFile"), userWhere);
            if (!token)
                return token.error();
            rest.bearerTokenFile = user->tokenFile;
        }
        rest.username = user->username;
        rest.password = user->password;
        rest.exec = user->exec;

        QByteArray certPem = user->clientCertificateData;
        QByteArray keyPem = user->clientKeyData;
        if (!user->clientCertificate.isEmpty()) {
            auto file = TlsMaterial::readFile(user->clientCertificate, QStringLiteral("client-certificate"), userWhere);
            if (!file)
                return file.error();
            certPem = file.value();
        }
        if (!user->clientKey.isEmpty()) {
            auto file = TlsMaterial::readFile(user->clientKey, QStringLiteral("client-key"), userWhere);
            if (!file)
                return file.error();
            keyPem = file.value();
        }
        if (certPem.isEmpty() != keyPem.isEmpty())
            return Error(Error::Kind::Config, certPem.isEmpty() ? QStringLiteral("client-key is set but client-certificate is not")
                                                                : QStringLiteral("client-certificate is set but client-key is not"),
                         userWhere);
        if (!certPem.isEmpty()) {
            auto certs = TlsMaterial::certificates(certPem, QStringLiteral("client-certificate"), userWhere);
            if (!certs)
                return certs.error();
            auto key = TlsMaterial::privateKey(keyPem, userWhere);
            if (!key)
                return key.error();
            if (Error mismatch = TlsMaterial::checkKeyMatches(certPem, keyPem, userWhere))
                return mismatch;
            rest.clientCertificate = certs->first();
            rest.clientKey = key.value();
        }
    }
    return rest;
}

} // namespace kube
