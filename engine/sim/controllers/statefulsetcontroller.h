// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

namespace kube::sim {

// Keeps a StatefulSet's pods NAME-0..N-1 in order: pod i is created once pods 0..i-1 are Ready, scaling down
// removes the highest ordinal first; each gets the statefulset.kubernetes.io/pod-name and controller-revision-hash
// labels, hostname and subdomain, and a Bound PVC per volumeClaimTemplate (TEMPLATE-NAME-i). Keeps the status.
class StatefulSetController : public Controller
{
public:
    using Controller::Controller;
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;
};

} // namespace kube::sim
