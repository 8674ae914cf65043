// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientconfig.h"

#include "rest/requestlog.h"
#include "rest/restclient.h"

#include <cstdio>

kube::Result<kube::RestConfig> qkubectlRestConfig(const kube::KubeConfig &kubeconfig, const QString &context,
                                                  int requestTimeoutMs,
                                                  std::shared_ptr<const kube::RequestLog> requestLog)
{
    auto rest = kube::RestConfig::fromKubeConfig(kubeconfig, context);
    if (!rest)
        return rest.error();
    kube::RestConfig config = rest.value();
    config.userAgent = "qkubectl/0.1.0";
    config.qps = 50;
    config.burst = 100;
    config.requestTimeoutMs = requestTimeoutMs;
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
