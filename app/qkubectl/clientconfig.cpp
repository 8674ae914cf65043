// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientconfig.h"

#include "rest/requestlog.h"

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
