// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

namespace kube::sim {

// Keeps a ReplicaSet's pods at spec.replicas (pods named RS-xxxxx, its labels and controller reference; the
// kubelet starts them), deleting the not-ready ones first when there are too many, and keeps status.replicas,
// readyReplicas, availableReplicas, fullyLabeledReplicas and observedGeneration. The same loop keeps
// ReplicationControllers, as kube-controller-manager's ReplicationManager wraps its ReplicaSet controller.
class ReplicaSetController : public Controller
{
public:
    // `type`: replicasets or replicationcontrollers; `component`: the source of its events.
    ReplicaSetController(ControllerManager *manager, const ResourceType &type, const QString &component);
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;

private:
    const ResourceType &m_type;
    QString m_component;
};

} // namespace kube::sim
