// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QTemporaryDir>
#include <QThread>

namespace kube::sim {
class KubeSim;
}

// `qkube --demo`: kubesim in process, on a thread of its own (the GUI thread never serves), with a realistic
// small cluster and a gentle churn, reached over HTTPS through a kubeconfig it writes to a private temporary
// folder, so the whole engine path is the one a real cluster takes.
class DemoCluster : public QObject
{
    Q_OBJECT
public:
    static constexpr int pods = 120;
    static constexpr int namespaces = 6;
    static constexpr double churnPerSecond = 4;

    explicit DemoCluster(QObject *parent = nullptr);
    ~DemoCluster() override;
    // Starts the server; ready() or failed() follows.
    void start();
    QString kubeconfigPath() const;

Q_SIGNALS:
    void ready(const QString &kubeconfigPath, const QString &url);
    void failed(const QString &error);

private:
    QThread m_thread;
    QTemporaryDir m_dir;
    kube::sim::KubeSim *m_sim = nullptr; // lives on m_thread
};
