// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "verbcommand.h"

#include <QElapsedTimer>

// `qkubectl rollout restart|status`, as kubectl 1.32. restart: each Deployment, StatefulSet or DaemonSet named
// (or all of a type in the namespace, or -l) gets the kubectl.kubernetes.io/restartedAt annotation on its pod
// template (RFC 3339, local time, as kubectl's strategic merge patch sets it): `deployment.apps/web
// restarted`. status: reads the object until its rollout is done, printing kubectl's progress lines.
class RolloutCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    explicit RolloutCommand(const Invocation &invocation, QObject *parent = nullptr);

private:
    // How often `rollout status` reads the object again.
    static constexpr int statusPollMs = 250;

    bool validate(QString *error) override;
    void start() override;
    void restartNext();
    void pollStatus();

    QList<Target> m_targets;
    QString m_lastStatus;
    QElapsedTimer m_clock;
    bool m_failed = false;
};
