// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "session/permissioncache.h"

#include <QObject>
#include <QPointer>
#include <QSet>

class SelectionController;
struct ObjectSelection;

// Whether the user may run an action on the objects to act on, from the answers of each object's cluster
// (kube::PermissionCache), worded for the action's tooltip: "You may not delete pods in team-01", as Headlamp
// disables what RBAC refuses. A question not answered yet refuses nothing (the server decides then); an
// answer arriving emits changed() so the window enables its actions again. GUI thread.
class ActionPermissions : public QObject
{
    Q_OBJECT
public:
    explicit ActionPermissions(SelectionController *selection);

    // Why the user may not `verb` each object to act on (its resource, or `subresource` of it); empty when
    // every answer so far allows it.
    QString refusal(const QString &verb, const QString &subresource = {});
    // The same for another resource in each object's namespace (a CronJob's run creates a batch Job, a
    // forward to a Service opens pods/portforward).
    QString refusalFor(const QString &verb, const QString &group, const QString &resource,
                       const QString &subresource = {});

Q_SIGNALS:
    void changed();

private:
    QString ask(const ObjectSelection &object, const kube::AccessQuery &query);

    SelectionController *m_selection;
    QSet<const kube::PermissionCache *> m_followed;
};
