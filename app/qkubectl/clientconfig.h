// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/kubeconfig.h"
#include "config/restconfig.h"

#include <memory>

namespace kube {
class RequestLog;
class RestClient;
}

// How every qkubectl command talks to a cluster: the context's RestConfig with kubectl's client-side limits
// (50 QPS, burst 100: a drain or a delete of many objects paces itself as kubectl's does), qkubectl's user
// agent, --request-timeout (0: none) and -v's request log.
kube::Result<kube::RestConfig> qkubectlRestConfig(const kube::KubeConfig &kubeconfig, const QString &context,
                                                  int requestTimeoutMs,
                                                  std::shared_ptr<const kube::RequestLog> requestLog);

// Says on stderr when `client` waits because the server throttled it ("throttled by the server, retrying in
// N s"): kubectl waits silently, which looks like a hang.
void reportThrottling(kube::RestClient *client);
