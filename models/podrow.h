// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/object.h"
#include "rest/podview.h"

#include <QMetaType>

namespace kube {

// What a pod row shows, digested from the object off the GUI thread. Times stay timestamps so AGE and
// "(5m ago)" are rendered from the current time without touching the row.
struct PodRow
{
    QByteArray key;
    QString namespaceName;
    QString name;
    QString status;
    QString phase;
    QString node;
    QString podIp;
    int readyContainers = 0;
    int totalContainers = 0;
    int restarts = 0;
    qint64 lastRestartMs = 0;
    qint64 createdMs = 0;
    bool failing = false;
    QList<std::pair<QByteArray, QByteArray>> labels;

    static PodRow fromObject(const Object &pod);
    bool sameDisplay(const PodRow &other) const;
};

} // namespace kube
