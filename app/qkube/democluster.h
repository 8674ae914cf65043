// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "sim/kubesim.h"

#include <QObject>
#include <QTemporaryDir>
#include <QThread>

// `qkube --demo`: kubesim in process, on a thread of its own (the GUI thread never serves), with a realistic
// small cluster that lives (DemoChurn: a change every few seconds, three standing problems), reached over
// HTTPS through a kubeconfig it writes to a private temporary folder, so the whole engine path is the one a
// real cluster takes. `--demo-clusters N` runs N of them, each with a Profile of its own (size, failing pods,
// a slow link).
class DemoCluster : public QObject
{
    Q_OBJECT
public:
    static constexpr int pods = 120;
    static constexpr int namespaces = 6;

    struct Profile
    {
        QString name = QStringLiteral("sim"); // contexts NAME-admin, NAME-token, NAME-limited
        int pods = DemoCluster::pods;
        int namespaces = DemoCluster::namespaces;
        int failingEvery = 0;      // every Nth pod evicted (0: only the demo's three problems)
        qint64 bytesPerSecond = 0; // a slow link: every response written at this rate (0: full speed)
    };
    // The demo clusters of `--demo-clusters count`: sizes and health differ, so the cluster list has
    // something to tell apart.
    static QList<Profile> profiles(int count);
    // The kubesim a profile runs.
    static kube::sim::KubeSimOptions simOptions(const Profile &profile);

    explicit DemoCluster(QObject *parent = nullptr);
    explicit DemoCluster(Profile profile, QObject *parent = nullptr);
    ~DemoCluster() override;
    // Starts the server; ready() or failed() follows.
    void start();
    QString kubeconfigPath() const;

Q_SIGNALS:
    void ready(const QString &kubeconfigPath, const QString &url);
    void failed(const QString &error);

private:
    Profile m_profile;
    QThread m_thread;
    QTemporaryDir m_dir;
};
