// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"
#include "controllerhistory.h"

namespace kube::sim {

// Runs one pod of each DaemonSet on every node (pods NAME-xxxxx bound to their node) and keeps the status
// counts (desired, current, ready, available, updated); a node added or removed is followed. Each template is a
// ControllerRevision; a changed template replaces one Ready pod at a time (RollingUpdate, maxUnavailable 1).
class DaemonSetController : public Controller
{
public:
    explicit DaemonSetController(ControllerManager *manager);
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;

private:
    ControllerHistory m_history;
};

} // namespace kube::sim
