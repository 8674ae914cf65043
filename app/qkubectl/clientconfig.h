// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/kubeconfig.h"
#include "config/restconfig.h"

#include <memory>
#include <optional>

class FlagSet;

namespace kube {
class RequestLog;
class RestClient;
} // namespace kube

// How every qkubectl command talks to a cluster: the context's RestConfig (--context, --cluster, --user) with
// the global flags' overrides (--server, --token, the TLS files, --insecure-skip-tls-verify,
// --tls-server-name,
// --disable-compression, --request-timeout), kubectl's client-side limits (50 QPS, burst 100: a drain or a
// delete of many objects paces itself as kubectl's does), qkubectl's user agent and -v's request log.
kube::Result<kube::RestConfig> qkubectlRestConfig(const kube::KubeConfig &kubeconfig, const FlagSet &flags,
                                                  std::shared_ptr<const kube::RequestLog> requestLog);

// client-go's clientcmd.ParseTimeout, --request-timeout's grammar: a whole number of seconds, or a Go
// duration; in milliseconds (0: none).
std::optional<qint64> parseTimeout(const QString &text);

// Says on stderr when `client` waits because the server throttled it ("throttled by the server, retrying in
// N s"): kubectl waits silently, which looks like a hang.
void reportThrottling(kube::RestClient *client);
