// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "verbcommand.h"

// `qkubectl scale --replicas=N`, as kubectl 1.32: each object (TYPE NAME..., TYPE/NAME..., -l, --all) is read,
// checked against --current-replicas and --resource-version, then its scale subresource patched;
// `deployment.apps/web scaled` for each.
class ScaleCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    explicit ScaleCommand(const Invocation &invocation, QObject *parent = nullptr);

private:
    bool validate(QString *error) override;
    void start() override;
    void scaleNext();

    QList<Target> m_targets;
    bool m_failed = false;
};
