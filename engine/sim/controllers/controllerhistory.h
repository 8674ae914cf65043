// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

#include <QJsonObject>

namespace kube::sim {

// The ControllerRevisions of a StatefulSet or DaemonSet, kept as kube-controller-manager's
// pkg/controller/history keeps them: each distinct pod template once, its data the patch that puts the
// template back
// ({"spec":{"template":{..., "$patch":"replace"}}}), its revision the order it became current in (a template
// returned to takes the next number), at most revisionHistoryLimit old ones. `kubectl rollout history` lists
// them and `rollout undo` applies a revision's data. Used from a controller's sync, on the server's thread.
class ControllerHistory
{
public:
    struct Revision
    {
        QString name; // "web-5d8f6c7b9b"
        QString hash; // "5d8f6c7b9b"
        qint64 number = 0;
    };

    // `hashLabel` is the label carrying the hash on each revision: controller.kubernetes.io/hash for a
    // StatefulSet, controller-revision-hash for a DaemonSet.
    ControllerHistory(ControllerManager *manager, const ResourceType &ownerType, const QString &hashLabel);

    // The revision of `owner`'s current template, created or renumbered as needed; old ones past the limit
    // deleted, except those in `inUse` (revision names the owner's pods still run).
    Revision sync(const QJsonObject &owner, const QStringList &inUse);

    static ResourceType const &revisionsType();
    // The hash of a revision's data as history.HashControllerRevision computes it: FNV-32 over the data's
    // JSON (Go's encoding: keys sorted, <>& escaped) and the collision count, as safe-alphabet digits.
    static QString hashOf(const QJsonObject &data, int collisionCount);
    static QJsonObject templatePatch(const QJsonObject &owner);
    // The revision `number` of `owner`'s current template, as sync() creates it (the scenario seeds them so).
    static QJsonObject revisionOf(const ResourceType &ownerType, const QJsonObject &owner,
                                  const QString &hashLabel, qint64 number);

private:
    ControllerManager *m_manager;
    const ResourceType &m_ownerType;
    QString m_hashLabel;
};

} // namespace kube::sim
