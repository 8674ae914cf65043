// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "verbcommand.h"

// `qkubectl patch`, as kubectl 1.32: each object (TYPE NAME, TYPE/NAME, -f FILE) is read, patched with -p or
// --patch-file (YAML or JSON; --type strategic (the default), merge or json), and reported as
// `deployment.apps/web patched`, or `patched (no change)` when the server's answer equals what was read.
class PatchCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    explicit PatchCommand(const Invocation &invocation, QObject *parent = nullptr);

private:
    bool validate(QString *error) override;
    void start() override;
    void patchNext();

    kube::PatchType m_type = kube::PatchType::StrategicMerge;
    QByteArray m_patch;
    QList<Target> m_targets;
    bool m_failed = false;
};
