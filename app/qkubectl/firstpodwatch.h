// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

#include <functional>
#include <optional>

class QObject;

namespace kube {
class RestClient;
}

// kubectl's GetFirstPod for a workload that has no pod yet (logs, exec, attach, port-forward of TYPE/NAME):
// the selector is watched from the empty list's resourceVersion until a pod is added or changes, for up to
// --pod-running-timeout. `done` is called once, on `context`'s thread: with that pod, or with kubectl's error
// words ("error: timed out waiting for the condition"). Nothing is called once `context` is gone.
namespace firstpodwatch {

using Done = std::function<void(const std::optional<QJsonObject> &pod, const QString &error)>;

void start(kube::RestClient *client, const QString &namespaceName, const QString &selector,
           const QString &resourceVersion, qint64 timeoutMs, QObject *context, Done done);

} // namespace firstpodwatch
