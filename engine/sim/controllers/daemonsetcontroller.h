// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

namespace kube::sim {

// Runs one pod of each DaemonSet on every node (pods NAME-xxxxx bound to their node) and keeps the status
// counts (desired, current, ready, available, updated); a node added or removed is followed.
class DaemonSetController : public Controller
{
public:
    using Controller::Controller;
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;
};

} // namespace kube::sim
