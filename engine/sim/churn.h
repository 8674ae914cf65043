// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "objectstore.h"
#include "scenario.h"

#include <QObject>
#include <QElapsedTimer>
#include <QTimer>

#include <functional>

namespace kube::sim {

// kubesim's cluster life: at a given rate, pods are created (Pending), scheduled (ContainerCreating), start
// (Running), restart, crash-loop, complete and get deleted (Terminating first, then gone), each step with the
// Normal or Warning events a kubelet and scheduler would record. Keeps the pod count near where it started
// (the ReplicaSet controller replaces the pods it deletes; churn tops up only what is still short).
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
    // Container restarts per second, done on the bytes like heartbeats (ObjectStore::Touch::ContainerRestart):
    // every one changes what a pod table shows, at rates lifecycle churn cannot reach.
    void setRestartRate(double perSecond);
    double restartRate() const { return m_restartRate; }
    // Updates per second of the objects of the type `type` finds (a custom kind with an integer
    // `spec.replicas`, as CronTabs have; asked each tick, since its CRD may go): each sets spec.replicas to
    // another value, a printer column, so that a custom kind's table can be measured under load as the pods'
    // is.
    void setCustomObjectRate(std::function<const ResourceType *()> type, double perSecond);
    qint64 changes() const { return m_changes; }

private:
    void tick();
    void updateTimer();
    void step();
    void touchPods(double *budget, ObjectStore::Touch what);
    void updateCustomObjects();
    bool outOfTime() const;
    void createPod();
    // A uniformly random object in O(1): an index into a copy of the keys, refreshed each second and whenever
    // the key drawn is gone. Objects created since the last refresh wait up to a second to be drawn.
    struct KeySample
    {
        QList<QString> keys;
        QElapsedTimer age;
    };
    StoredObject pick(const QMap<QString, StoredObject> &objects, KeySample *sample);
    void advance(const StoredObject &pod);
    void deletePod(const StoredObject &pod);
    void recordEvent(const QJsonObject &pod, const QString &type, const QString &reason, const QString &message);
    QJsonObject withStatus(QJsonObject pod, const QString &phase, const QString &waitingReason, const QString &terminatedReason, int restarts,
                           const QString &node) const;

    ObjectStore *m_store;
    Scenario *m_scenario;
    QTimer m_timer;
    QElapsedTimer m_clock;
    QElapsedTimer m_work; // since this tick began
    double m_rate = 0;
    double m_budget = 0;
    double m_heartbeatRate = 0;
    double m_heartbeatBudget = 0;
    double m_restartRate = 0;
    double m_restartBudget = 0;
    std::function<const ResourceType *()> m_customType;
    double m_customRate = 0;
    double m_customBudget = 0;
    qint64 m_changes = 0;
    qsizetype m_targetPods = 0;
    int m_created = 0;
    KeySample m_podSample;
    KeySample m_replicaSetSample;
    KeySample m_customSample;
};

} // namespace kube::sim
