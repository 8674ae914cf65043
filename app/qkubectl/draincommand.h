// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "verbcommand.h"

#include <QElapsedTimer>
#include <QMap>

// `qkubectl cordon|uncordon|drain NODE`, as kubectl 1.32. cordon and uncordon set or clear the node's
// spec.unschedulable (`node/x cordoned`, `already cordoned`). drain cordons, lists the node's pods and sorts
// them as kubectl's filters do (DaemonSet pods: an error, or skipped with --ignore-daemonsets; mirror pods
// skipped; emptyDir pods need --delete-emptydir-data; pods without a controller need --force), prints the
// blocking pods in kubectl's words and stops, or else evicts every pod at once through the Eviction
// subresource (--disable-eviction: deletes them), retrying what a PodDisruptionBudget refuses (429) every
// 5 s as kubectl does, waits for each to be gone (`pod/p evicted`) and ends with `node/x drained`, or with
// kubectl's error once --timeout has passed.
class DrainCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    explicit DrainCommand(const Invocation &invocation, QObject *parent = nullptr);

private:
    // kubectl's fixed waits: an eviction a budget refused is tried again after 5 s; an evicted pod is looked
    // for every second until it is gone.
    static constexpr int evictionRetryMs = 5000;
    static constexpr int deletionPollMs = 1000;
    struct Pod
    {
        QString namespaceName, name, uid;
    };

    bool validate(QString *error) override;
    void start() override;
    void cordon(bool unschedulable, std::function<void()> then);
    void listPods();
    void evict(const Pod &pod);
    void waitGone(const Pod &pod);
    void podDone();
    void drainFailed(const QString &error);
    bool timedOut();

    QString m_node;
    Target m_nodeTarget;
    kube::ApiResource m_pods;
    int m_pending = 0;
    QMap<QString, Pod> m_left; // by namespace/name: evicted pods not gone yet
    bool m_failed = false;
    QElapsedTimer m_clock;
};
