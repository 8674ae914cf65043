// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QHash>
#include <QObject>
#include <QTimer>

namespace kube::sim {
class KubeSim;
struct StoredObject;
} // namespace kube::sim

// `qkube --demo`'s cluster life: a healthy cluster with three standing problems a person can find (one pod
// crash-looping with its restarts rising, one Pending that no node can take, one Evicted), changing at a pace
// a person can follow: each step does one thing, on objects of its own — the crash-looping pod restarts
// again, one Deployment rolls, one is scaled up or back down, a Job runs to completion (the oldest of them
// goes), the scheduler tries the Pending pod again. Every other pod (StatefulSets', DaemonSets', the other
// Deployments') is left alone. Expects a cluster seeded with ScenarioOptions::Failures::OneOfEach; lives on
// kubesim's thread.
class DemoChurn : public QObject
{
    Q_OBJECT
public:
    // A change every few seconds: fast enough to see the cluster live, slow enough to follow.
    static constexpr int defaultStepMs = 2500;
    // Jobs it keeps: a few completed ones, as a CronJob's history shows.
    static constexpr int keptJobs = 3;

    // The objects it acts on, by namespace/name key.
    struct Designated
    {
        QString crashLoopingPod;
        QString pendingPod;
        QString evictedPod;
        QString rolledDeployment;
        QString scaledDeployment;
        QString jobNamespace;
    };

    explicit DemoChurn(kube::sim::KubeSim *sim, QObject *parent = nullptr);
    void start(int stepMs = defaultStepMs);
    void stop();
    // One change (the timer's; tests call it directly).
    void step();
    qint64 steps() const { return m_steps; }
    const Designated &designated() const { return m_designated; }
    // Whether `pod`'s life is this churn's doing: the pods of its rolled and scaled Deployments and of its
    // Jobs.
    bool drives(const kube::sim::StoredObject &pod) const;

private:
    void designate();
    void restartCrashLoopingPod();
    void rollDeployment();
    void scaleDeployment();
    void runJob();
    void retryScheduling();
    // A Warning or Normal event about `object`, counted up as the kubelet and the scheduler count a repeated
    // one.
    void repeatEvent(const QJsonObject &object, const QString &type, const QString &reason,
                     const QString &message, const QString &component);

    kube::sim::KubeSim *m_sim;
    QTimer m_timer;
    Designated m_designated;
    QString m_rolledApp;
    QString m_scaledApp;
    int m_scaledBaseReplicas = 0;
    QStringList m_jobs; // oldest first
    int m_jobSerial = 0;
    qint64 m_steps = 0;
    QHash<QString, QString> m_eventNames; // by involved object's key and reason
};
