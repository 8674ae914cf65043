// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"

namespace kube {

struct QKUBE_ENGINE_EXPORT ContainerView
{
    QString name;
    QString image;
    QString state;       // Running, Waiting, Terminated
    QString stateReason; // CrashLoopBackOff, Completed, ...
    bool ready = false;
    int restartCount = 0;
    bool init = false;
};

// The fields of a pod the UI shows, read once from its JSON: phase, kubectl's STATUS column (printPod's
// rules), READY x/y, RESTARTS with the time of the last one, node and IPs, containers. A plain value.
struct QKUBE_ENGINE_EXPORT PodView
{
    QString phase;
    QString status;
    int readyContainers = 0;
    int totalContainers = 0;
    int restarts = 0;
    qint64 lastRestartMs = 0; // when the last restarted container last terminated; 0 if unknown
    QString nodeName;
    QString nominatedNodeName;
    QString podIp;
    QString hostIp;
    QString qosClass;
    QList<ContainerView> containers; // init containers first
    int readinessGates = 0;          // spec.readinessGates
    int readinessGatesTrue = 0;      // of those, the ones whose condition is True

    static PodView fromObject(const Object &pod);
    QString readyText() const { return QStringLiteral("%1/%2").arg(readyContainers).arg(totalContainers); }
    // kubectl's RESTARTS cell: "3" or "3 (5m ago)".
    QString restartsText(qint64 nowMs) const;
};

} // namespace kube
