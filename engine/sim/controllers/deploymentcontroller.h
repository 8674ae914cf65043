// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

namespace kube::sim {

// Rolls a Deployment out through ReplicaSets named DEPLOYMENT-HASH (the pod template's hash, also their
// pod-template-hash label and selector): the ReplicaSet of the current template gets spec.replicas, older ones
// are scaled down as the new one's pods become available (so a changed template, e.g. the restartedAt
// annotation of `kubectl rollout restart`, rolls out). Keeps the revision annotations, status counts and the
// Available and Progressing conditions. Old ReplicaSets beyond revisionHistoryLimit are deleted.
class DeploymentController : public Controller
{
public:
    using Controller::Controller;
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;
};

} // namespace kube::sim
