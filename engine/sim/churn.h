// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "objectstore.h"
#include "scenario.h"

#include <QObject>
#include <QElapsedTimer>
#include <QTimer>

namespace kube::sim {

// kubesim's cluster life: at a given rate, pods are created (Pending), scheduled (ContainerCreating), start
// (Running), restart, crash-loop, complete and get deleted (Terminating first, then gone), each step with the
// Normal or Warning events a kubelet and scheduler would record. Keeps the pod count near where it started.
// Lives on the server's thread.
class Churn : public QObject
{
    Q_OBJECT
public:
    static constexpr int tickMs = 20;

    Churn(ObjectStore *store, Scenario *scenario, QObject *parent = nullptr);
    // Changes per second (0 stops).
    void setRate(double changesPerSecond);
    double rate() const { return m_rate; }
    // Pod status heartbeats per second (ObjectStore::touch): cheap MODIFIED events for throughput benchmarks,
    // on top of the lifecycle changes above.
    void setHeartbeatRate(double perSecond);
    double heartbeatRate() const { return m_heartbeatRate; }
    qint64 changes() const { return m_changes; }

private:
    void tick();
    void updateTimer();
    void step();
    void createPod();
    StoredObject pick(const QMap<QString, StoredObject> &objects) const;
    void advance(const StoredObject &pod);
    void deletePod(const StoredObject &pod);
    void recordEvent(const QJsonObject &pod, const QString &type, const QString &reason, const QString &message);
    QJsonObject withStatus(QJsonObject pod, const QString &phase, const QString &waitingReason, const QString &terminatedReason, int restarts,
                           const QString &node) const;

    ObjectStore *m_store;
    Scenario *m_scenario;
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_rate = 0;
    double m_budget = 0;
    double m_heartbeatRate = 0;
    double m_heartbeatBudget = 0;
    qint64 m_changes = 0;
    qsizetype m_targetPods = 0;
    int m_created = 0;
};

} // namespace kube::sim
