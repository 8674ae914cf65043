// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "rest/discoveryclient.h"
#include "session/objectdetails.h"

#include <QObject>
#include <QPointer>

class ActionPermissions;
class ActionRegistry;
class DetailsPane;
class OpenClusters;
class TablePane;
class QModelIndex;
namespace kube {
class ClusterSession;
class EventLogFilterProxyModel;
class ObjectDescriber;
class ObjectFollower;
class RelatedFollower;
} // namespace kube

// What the details pane shows and the actions act on: an object, not a row (rows move, filters hide them, a
// new object may take a deleted one's name).
struct ObjectSelection
{
    QString context;
    kube::ApiResource resource;
    QString namespaceName;
    QString name;
    QString uid;
    QString key() const { return namespaceName.isEmpty() ? name : namespaceName + QLatin1Char('/') + name; }
    bool isNull() const { return name.isEmpty(); }
    bool isSameObject(const ObjectSelection &other) const
    {
        return context == other.context && key() == other.key() && resource.gvr() == other.resource.gvr();
    }
};

// The selected object: which one (the table's current row, a link, back and forward), followed live into the
// details pane (its informer's changes, its related objects, its Events), kept in step with the table's rows,
// and marked gone when it is deleted or filtered out (the pane keeps its last state, actions are off).
class SelectionController : public QObject
{
    Q_OBJECT
public:
    SelectionController(TablePane *table, DetailsPane *details, kube::EventLogFilterProxyModel *objectEvents,
                        OpenClusters *clusters, QObject *parent = nullptr);

    // Back and Forward.
    void registerActions(ActionRegistry *registry);
    const ObjectSelection &current() const { return m_selection; }
    // The selected object was deleted or filtered out.
    bool isGone() const { return m_gone; }
    kube::ClusterSession *sessionOf(const ObjectSelection &selection) const;
    // The rows selected in the table when there are several, else the object shown (none when it is gone).
    QList<ObjectSelection> objectsToActOn() const;
    ObjectSelection at(const QModelIndex &proxyIndex) const;
    // What the user may do to the objects to act on (their clusters' RBAC answers).
    ActionPermissions *permissions() const { return m_permissions; }

    // Shows `selection`; `remember` puts the one shown before on the back history.
    void open(const ObjectSelection &selection, bool remember);
    void clear();
    void clearHistory();
    bool canGoBack() const { return !m_back.isEmpty(); }
    bool canGoForward() const { return !m_forward.isEmpty(); }
    void goBack();
    void goForward();
    // Asks the server again (the managed fields box was toggled).
    void fetchDetails(bool withManagedFields);

Q_SIGNALS:
    // Another object, or the same one's state (gone, a new version): actions and logs look again.
    void changed();
    // The object to show is of another kind than the table's: the window shows that kind first.
    void kindRequested(const kube::ApiResource &resource);

private:
    void set(const ObjectSelection &selection);
    void follow();
    void followRelated(kube::ClusterSession *session, const kube::ObjectDetails &details);
    // The Usage tab: the selected pod's or node's kept history, asked again after each poll.
    void followUsage(kube::ClusterSession *session);
    void syncToRows();
    void markGone(const QString &reason);
    void currentRowChanged(const QModelIndex &current);

    TablePane *m_table;
    DetailsPane *m_details;
    kube::EventLogFilterProxyModel *m_objectEvents;
    OpenClusters *m_clusters;
    ObjectSelection m_selection;
    bool m_gone = false;
    bool m_listed = false; // its row has been in the table (until then, not listed is not deleted)
    bool m_moving = false; // the controller itself moves the view's current row
    QPointer<kube::ObjectFollower> m_follower;
    QPointer<kube::ObjectDescriber> m_describer; // the selection's description, made anew for each version
    QPointer<kube::RelatedFollower> m_related; // the selection's children and other related objects, live
    QString m_relatedQueries;                  // what m_related was asked, to start again when it changes
    QList<ObjectSelection> m_back;
    QList<ObjectSelection> m_forward;
    ActionPermissions *m_permissions;
};
