// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/object.h"
#include "rest/podview.h"

#include <QMetaType>

namespace kube {

// What a pod row shows, digested from the object off the GUI thread. Times stay timestamps so AGE and
// "(5m ago)" are rendered from the current time without touching the row. Sized for 100k rows: the row keeps
// the Object itself (shared with the informer's cache, so free) and reads namespace, name and labels from it
// instead of copying them, and statuses and node names are interned, one string for all rows that share them.
struct PodRow
{
    Object pod;
    QByteArray key;     // "namespace/name"
    int nameOffset = 0; // where the name starts in key
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

    static PodRow fromObject(const Object &pod);
    bool sameDisplay(const PodRow &other) const;
    QString namespaceName() const { return QString::fromUtf8(pod.namespaceName()); }
    QString name() const { return QString::fromUtf8(pod.name()); }
    // Namespace and name as the key holds them: one small allocation per row, made in row order, so sorting
    // 100k rows reads memory that lies together instead of chasing every object's decoded metadata.
    QByteArrayView keyNamespace() const { return QByteArrayView(key).first(std::max(0, nameOffset - 1)); }
    QByteArrayView keyName() const { return QByteArrayView(key).sliced(nameOffset); }
};

} // namespace kube
