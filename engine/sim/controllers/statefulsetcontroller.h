// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"
#include "controllerhistory.h"

namespace kube::sim {

// Keeps a StatefulSet's pods NAME-0..N-1 in order: pod i is created once pods 0..i-1 are Ready, scaling down
// removes the highest ordinal first; each gets the statefulset.kubernetes.io/pod-name and controller-revision-hash
// labels, hostname and subdomain, and a Bound PVC per volumeClaimTemplate (TEMPLATE-NAME-i). Each template is
// a ControllerRevision; a changed template replaces the pods from the highest ordinal down, one Ready pod at a
// time (RollingUpdate above spec.updateStrategy.rollingUpdate.partition). Keeps the status and its revisions.
class StatefulSetController : public Controller
{
public:
    explicit StatefulSetController(ControllerManager *manager);
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;

private:
    ControllerHistory m_history;
};

} // namespace kube::sim
