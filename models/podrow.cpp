// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podrow.h"

#include <QSet>

namespace kube {

namespace {
// One shared copy of each status, phase and node name per digesting thread; bounded, since a status can carry
// a free-form reason.
QString interned(const QString &text)
{
    constexpr qsizetype capacity = 4096;
    thread_local QSet<QString> strings;
    auto it = strings.constFind(text);
    if (it != strings.constEnd())
        return *it;
    if (strings.size() >= capacity)
        strings.clear();
    strings.insert(text);
    return text;
}
} // namespace

PodRow PodRow::fromObject(const Object &pod)
{
    const PodView view = PodView::fromObject(pod);
    PodRow row;
    row.pod = pod;
    row.key = pod.key();
    row.nameOffset = pod.namespaceName().isEmpty() ? 0 : int(pod.namespaceName().size()) + 1;
    row.status = interned(view.status);
    row.phase = interned(view.phase);
    row.node = interned(view.nodeName);
    row.podIp = view.podIp;
    row.readyContainers = view.readyContainers;
    row.totalContainers = view.totalContainers;
    row.restarts = view.restarts;
    row.lastRestartMs = view.lastRestartMs;
    row.createdMs = pod.creationTimestamp();
    row.failing = view.failing;
    return row;
}

bool PodRow::sameDisplay(const PodRow &o) const
{
    return status == o.status && node == o.node && podIp == o.podIp && readyContainers == o.readyContainers && totalContainers == o.totalContainers
        && restarts == o.restarts && lastRestartMs == o.lastRestartMs && createdMs == o.createdMs && failing == o.failing
        && (pod == o.pod || pod.labels() == o.pod.labels());
}

} // namespace kube
