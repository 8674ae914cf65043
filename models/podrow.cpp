// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podrow.h"

namespace kube {

PodRow PodRow::fromObject(const Object &pod)
{
    const PodView view = PodView::fromObject(pod);
    PodRow row;
    row.key = pod.key();
    row.namespaceName = QString::fromUtf8(pod.namespaceName());
    row.name = QString::fromUtf8(pod.name());
    row.status = view.status;
    row.phase = view.phase;
    row.node = view.nodeName;
    row.podIp = view.podIp;
    row.readyContainers = view.readyContainers;
    row.totalContainers = view.totalContainers;
    row.restarts = view.restarts;
    row.lastRestartMs = view.lastRestartMs;
    row.createdMs = pod.creationTimestamp();
    row.failing = view.failing;
    row.labels = pod.labels();
    return row;
}

bool PodRow::sameDisplay(const PodRow &o) const
{
    return status == o.status && node == o.node && podIp == o.podIp && readyContainers == o.readyContainers && totalContainers == o.totalContainers
        && restarts == o.restarts && lastRestartMs == o.lastRestartMs && createdMs == o.createdMs && failing == o.failing && labels == o.labels;
}

} // namespace kube
