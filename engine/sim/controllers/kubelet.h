// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

namespace kube::sim {

// kubesim's scheduler and kubelets, for pods created through the API or by a controller (the churn moves its
// own pods): an admitted pod is bound to a node (round robin over the nodes, or the one it names), gets a host
// IP and a pod IP from that node's range and runs after podStartMs, Ready, with the events a scheduler and a
// kubelet record. A pod that does not restart (restartPolicy Never or OnFailure: a Job's) Succeeds after
// podRunMs. terminate() is a graceful delete: Terminating now, gone after podGracePeriodMs.
class Kubelet : public Controller
{
public:
    static constexpr int podStartMs = 400;
    static constexpr int podRunMs = 1200;
    static constexpr int podGracePeriodMs = 1500;

    using Controller::Controller;
    void admit(const QString &ns, const QString &name);
    void terminate(const QString &ns, const QString &name);
    void observe(const StoreEvent &) override {}
    void sync(const QString &key) override;

private:
    void startPod(const QString &ns, const QString &name);
    void finishPod(const QString &ns, const QString &name);
    void removePod(const QString &ns, const QString &name, const QString &uid);
    int m_nextNode = 0;
    int m_nextAddress = 0;
};

} // namespace kube::sim
