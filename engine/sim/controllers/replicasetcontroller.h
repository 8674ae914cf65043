// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

namespace kube::sim {

// Keeps a ReplicaSet's pods at spec.replicas (pods named RS-xxxxx, its labels and controller reference; the
// kubelet starts them), deleting the not-ready ones first when there are too many, and keeps status.replicas,
// readyReplicas, availableReplicas, fullyLabeledReplicas and observedGeneration.
class ReplicaSetController : public Controller
{
public:
    using Controller::Controller;
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;
};

} // namespace kube::sim
