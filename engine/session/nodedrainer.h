// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace kube {

class ClusterSession;

// Drains a node as kubectl drain --ignore-daemonsets does: cordons it (spec.unschedulable), lists its pods,
// skips DaemonSet pods and mirror pods, and evicts every other one through the policy/v1 Eviction
// subresource, all at once. An eviction a PodDisruptionBudget refuses (429) is retried with backoff, and the
// pod reported as blocked with the budget's words ("The disruption budget web needs 2 healthy pods and has 2
// currently"). Evicted means the server accepted the eviction (the pod is terminating). Lives on the GUI
// thread; the requests, their JSON and the retry timers are on the session's worker thread. cancel() stops
// retrying; the node stays cordoned, as with kubectl.
class QKUBE_ENGINE_EXPORT NodeDrainer : public QObject
{
    Q_OBJECT
public:
    // Retry of an eviction a budget refused: kubectl waits 5 s flat; this starts sooner and backs off to it
    // and beyond, so a budget that frees up soon is used soon and one that never does costs few requests.
    static constexpr int retryInitialMs = 1000;
    static constexpr int retryMaxMs = 16000;

    enum class PodState { Evicting, Blocked, Evicted, Failed };
    Q_ENUM(PodState)

    NodeDrainer(ClusterSession *session, const QString &node, QObject *parent = nullptr);
    ~NodeDrainer() override;

    QString node() const { return m_node; }
    bool running() const { return m_running; }
    void start();
    void cancel();

Q_SIGNALS:
    // The node is cordoned and its pods listed: `pods` will be evicted ("namespace/name"); `skipped` are not,
    // each with why ("namespace/name: DaemonSet pod").
    void started(const QStringList &pods, const QStringList &skipped);
    // One pod's progress; `detail` is the server's reason (a blocking budget's message, an error).
    void podChanged(const QString &pod, kube::NodeDrainer::PodState state, const QString &detail,
                    int attempts);
    // Done: every pod evicted, or something failed (cordon, list, an eviction), or cancelled
    // (Kind::Cancelled).
    void finished(const kube::Error &error);

public:
    // What the worker's side of a run shares (its pods' evictions and the cancel flag).
    struct State;

private:
    QPointer<ClusterSession> m_session;
    QString m_node;
    bool m_running = false;
    std::shared_ptr<State> m_state; // touched on the worker thread only; held here to cancel it there
};

} // namespace kube
