// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientconfig.h"
#include "flagset.h"
#include "goduration.h"

#include "config/tlsmaterial.h"
#include "rest/requestlog.h"
#include "rest/restclient.h"

#include <cstdio>
#include <limits>

namespace {

// Where a flag's file is named, for errors about it.
QString flagWhere(const char *flag)
{
    return QStringLiteral("--%1").arg(QLatin1String(flag));
}

} // namespace

std::optional<qint64> parseTimeout(const QString &text)
{
    bool whole = false;
    const qint64 seconds = text.toLongLong(&whole);
    if (whole && seconds >= 0)
        return seconds * 1000;
    QString ignored;
    const std::optional<qint64> ns = parseGoDuration(text, &ignored);
    if (!ns)
        return std::nullopt;
    return *ns / 1'000'000;
}

kube::Result<kube::RestConfig> qkubectlRestConfig(const kube::KubeConfig &kubeconfig, const FlagSet &flags,
                                                  std::shared_ptr<const kube::RequestLog> requestLog)
{
    auto rest = kube::RestConfig::fromKubeConfig(kubeconfig, flags.string(QStringLiteral("context")),
                                                 flags.string(QStringLiteral("cluster")),
                                                 flags.string(QStringLiteral("user")));
    if (!rest)
        return rest.error();
    kube::RestConfig config = rest.value();
    const std::optional<qint64> timeoutMs = parseTimeout(flags.string(QStringLiteral("request-timeout")));
    if (!timeoutMs)
        return kube::Error(
            kube::Error::Kind::Config,
            QStringLiteral("Invalid timeout value. Timeout must be a single integer in seconds, or an "
                           "integer followed by a corresponding time unit (e.g. 1s | 2m | 3h)"));
    config.requestTimeoutMs = int(std::clamp<qint64>(*timeoutMs, 0, std::numeric_limits<int>::max()));
    if (flags.changed(QStringLiteral("server")))
        config.host = QUrl(flags.string(QStringLiteral("server")));
    if (flags.changed(QStringLiteral("token"))) {
        config.bearerToken = flags.string(QStringLiteral("token"));
        config.bearerTokenFile.clear();
    }
    if (flags.changed(QStringLiteral("tls-server-name")))
        config.tlsServerName = flags.string(QStringLiteral("tls-server-name"));
    if (flags.boolean(QStringLiteral("disable-compression")))
        config.disableCompression = true;
    if (flags.changed(QStringLiteral("certificate-authority"))) {
        auto pem = kube::TlsMaterial::readFile(flags.string(QStringLiteral("certificate-authority")),
                                               QStringLiteral("certificate-authority"),
                                               flagWhere("certificate-authority"));
        if (!pem)
            return pem.error();
        auto certificates = kube::TlsMaterial::certificates(
            pem.value(), QStringLiteral("certificate-authority"), flagWhere("certificate-authority"));
        if (!certificates)
            return certificates.error();
        config.caCertificates = certificates.value();
    }
    // As clientcmd: skipping verification drops the certificate authority.
    if (flags.boolean(QStringLiteral("insecure-skip-tls-verify"))) {
        config.insecureSkipTlsVerify = true;
        config.caCertificates.clear();
    }
    if (flags.changed(QStringLiteral("client-certificate")) || flags.changed(QStringLiteral("client-key"))) {
        auto certificatePem = kube::TlsMaterial::readFile(flags.string(QStringLiteral("client-certificate")),
                                                          QStringLiteral("client-certificate"),
                                                          flagWhere("client-certificate"));
        if (!certificatePem)
            return certificatePem.error();
        auto keyPem = kube::TlsMaterial::readFile(flags.string(QStringLiteral("client-key")),
                                                  QStringLiteral("client-key"), flagWhere("client-key"));
        if (!keyPem)
            return keyPem.error();
        auto certificates = kube::TlsMaterial::certificates(
            certificatePem.value(), QStringLiteral("client-certificate"), flagWhere("client-certificate"));
        if (!certificates)
            return certificates.error();
        auto key = kube::TlsMaterial::privateKey(keyPem.value(), flagWhere("client-key"));
        if (!key)
            return key.error();
        if (kube::Error mismatch = kube::TlsMaterial::checkKeyMatches(certificatePem.value(), keyPem.value(),
                                                                      flagWhere("client-key")))
            return mismatch;
        config.clientCertificate = certificates->first();
        config.clientKey = key.value();
    }
    const QStringList groups = flags.stringList(QStringLiteral("as-group"));
    const QString uid = flags.string(QStringLiteral("as-uid"));
    const QString user = flags.string(QStringLiteral("as"));
    if ((!groups.isEmpty() || !uid.isEmpty()) && user.isEmpty()) {
        // clientcmd names the kubeconfig user (the AuthInfo) the connection would have impersonated from.
        QString authInfo = flags.string(QStringLiteral("user"));
        const QString context = flags.changed(QStringLiteral("context"))
                                    ? flags.string(QStringLiteral("context"))
                                    : kubeconfig.currentContext();
        for (const kube::ContextEntry &entry : kubeconfig.contexts())
            if (authInfo.isEmpty() && entry.name == context)
                authInfo = entry.user;
        return kube::Error(
            kube::Error::Kind::Config,
            QStringLiteral("requesting uid, groups or user-extra for %1 without impersonating a user")
                .arg(authInfo));
    }
    for (const QString &group : groups)
        if (group.contains(QLatin1Char('\r')) || group.contains(QLatin1Char('\n')))
            return kube::Error(kube::Error::Kind::Config,
                               QStringLiteral("--as-group: a group name has no line breaks: %1").arg(group));
    config.impersonateUser = user;
    config.impersonateGroups = groups;
    config.impersonateUid = uid;
    config.userAgent = "qkubectl/0.1.0";
    config.qps = 50;
    config.burst = 100;
    config.requestLog = std::move(requestLog);
    return config;
}

void reportThrottling(kube::RestClient *client)
{
    QObject::connect(client, &kube::RestClient::throttled, client, [](const QString &, qint64 delayMs) {
        // Whole seconds, rounded up: "retrying in 0 s" would not be true.
        std::fprintf(stderr, "throttled by the server, retrying in %lld s\n",
                     static_cast<long long>((delayMs + 999) / 1000));
        std::fflush(stderr);
    });
}
