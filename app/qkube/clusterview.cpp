// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clusterview.h"
#include "actionregistry.h"
#include "clustercontroller.h"
#include "eventlogpane.h"
#include "inspectordock.h"
#include "namespacepane.h"
#include "navigatorpane.h"
#include "openclusters.h"
#include "scopebar.h"
#include "selectioncontroller.h"
#include "selectionlogs.h"
#include "tablepane.h"
#include "timelinecontroller.h"

#include "printers/builtinkinds.h"
#include "session/clustersession.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>

using namespace kube;

namespace {
// Pods before discovery has answered: the window shows them at once.
ApiResource podsResource()
{
    ApiResource resource;
    resource.name = QLatin1String(BuiltinKinds::pods.resource);
    resource.kind = QLatin1String(BuiltinKinds::pods.kind);
    resource.version = QStringLiteral("v1");
    resource.namespaced = true;
    resource.verbs = {QStringLiteral("list"), QStringLiteral("watch"), QStringLiteral("get"),
                      QStringLiteral("delete")};
    return resource;
}
} // namespace

ClusterView::ClusterView(const Parts &parts, const QString &initialNamespace, QObject *parent)
    : QObject(parent), m_scope(parts.scope), m_navigator(parts.navigator), m_namespaces(parts.namespaces),
      m_table(parts.table), m_events(parts.events), m_selection(parts.selection), m_logs(parts.logs),
      m_timeline(parts.timeline), m_inspector(parts.inspector), m_controller(parts.controller),
      m_clusters(parts.clusters), m_actions(parts.actions), m_initialNamespace(initialNamespace)
{
    connect(m_controller, &ClusterController::showRequested, this, &ClusterView::show);
    connect(m_controller, &ClusterController::allClustersToggled, this, &ClusterView::showAllClusters);
    connect(m_controller, &ClusterController::resourcesChanged, this,
            [this](const QString &context, ClusterSession *session) {
                if (session == m_session)
                    updateNavigator();
                else
                    m_table->subscribeSpan(context); // the kind may be served now
            });
    connect(m_controller, &ClusterController::discoveryFailed, this, [this](ClusterSession *session) {
        // Still waiting for discovery to open the kind shown last: show the other one, which says what is
        // wrong.
        if (session == m_session && m_table->resource().name.isEmpty() && !m_pendingResource.isEmpty())
            showResource(m_pendingFallback);
    });
    connect(m_clusters, &OpenClusters::opened, this, [this] {
        m_table->subscribeSpanned();
        m_events->updateScope();
    });
    connect(m_clusters, &OpenClusters::aboutToClose, this, &ClusterView::clusterClosing);
    connect(m_clusters, &OpenClusters::closed, m_events, &EventLogPane::updateScope);
    connect(m_navigator, &NavigatorPane::resourceChosen, this, [this](const ApiResource &resource) {
        if (!(resource.gvr() == m_table->resource().gvr()))
            showResource(resource);
    });
    connect(m_navigator, &NavigatorPane::clusterChosen, this, &ClusterView::show);
    connect(m_navigator, &NavigatorPane::allClustersChosen, this, [this] { showAllClusters(true); });
    connect(m_navigator, &NavigatorPane::clusterMenuRequested, this, &ClusterView::showMenu);
    connect(m_selection, &SelectionController::kindRequested, this, &ClusterView::showResource);
}

void ClusterView::showMenu(const QString &context, const QPoint &at)
{
    auto *menu = new QMenu(m_navigator);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (!context.isEmpty()) {
        menu->addAction(tr("Show"), this, [this, context] { show(context); })
            ->setEnabled(context != m_currentContext || m_allClusters);
        menu->addAction(QIcon(QStringLiteral(":/icons/stop.svg")), tr("Close cluster"), this,
                        [this, context] { m_controller->close(context); });
        menu->addSeparator();
    }
    menu->addAction(m_actions->action("allClustersAction"));
    menu->addAction(tr("Open cluster…"), this, [this] { m_actions->action("contextAction")->trigger(); });
    menu->popup(at); // not exec(): no event loop of its own
}

void ClusterView::showUnusable(const QString &context)
{
    m_currentContext = context;
    m_controller->setCurrentContext(context);
    m_scope->markContext(context);
    Q_EMIT changed();
}

void ClusterView::detach()
{
    // Subscriptions release their informers; a session stops them on its own thread; nothing here waits.
    m_logs->stop();
    m_selection->clear();
    m_selection->clearHistory();
    m_table->setCluster({}, nullptr);
    m_namespaces->setCluster(nullptr, {});
    m_events->setCluster({}, nullptr);
    m_navigator->kinds()->clear();
    m_inspector->setSession(nullptr);
    m_pendingGroup.clear();
    m_pendingResource.clear();
}

void ClusterView::clusterClosing(const QString &context)
{
    m_events->clusterClosing(context);
    if (context == m_currentContext) {
        save();
        detach();
        m_session = nullptr;
        m_currentContext.clear();
        m_controller->setCurrentContext({});
        m_timeline->setSession(nullptr);
    } else {
        m_table->dropCluster(context);
        if (m_selection->current().context == context)
            m_selection->clear();
    }
}

void ClusterView::show(const QString &context)
{
    ClusterSession *session = m_clusters->session(context);
    if (!session)
        return;
    if (session == m_session) {
        showAllClusters(false);
        return;
    }
    if (m_session) {
        save();
        // What the old cluster's view listed keeps running while it is not shown: showing it again is
        // instant.
        if (m_table->subscription())
            m_clusters->pin(m_currentContext, m_table->resource().gvr(),
                            m_table->subscription()->namespaceName());
        m_clusters->pin(m_currentContext, NamespacePane::namespacesResource().gvr());
        m_clusters->pin(m_currentContext, EventLogPane::eventsResource().gvr());
    }
    detach();
    m_currentContext = context;
    m_controller->setCurrentContext(context);
    m_session = session;
    m_scope->markContext(context);
    QSettings settings;
    settings.setValue(QStringLiteral("lastContext"), context);
    m_inspector->setSession(session);
    m_timeline->setSession(session);
    m_navigator->clusters()->setCurrent(context, m_allClusters);
    m_table->setCluster(context, session);
    m_namespaces->setCluster(session, m_allClusters ? tr("All clusters") : session->config().clusterName);
    m_events->setCluster(context, session);

    // --namespace for the first cluster shown; else the namespace this cluster showed last.
    const QString group = QStringLiteral("clusters/") + context + QLatin1Char('/');
    const QString namespaceName = !m_initialNamespace.isEmpty()
                                      ? m_initialNamespace
                                      : settings.value(group + QStringLiteral("namespace")).toString();
    m_initialNamespace.clear();
    m_scope->resetNamespaces(namespaceName);

    // The kind this cluster showed last, if it serves it; else the kind shown now, else pods.
    ApiResource opening = podsResource();
    const QString lastGroup = settings.value(group + QStringLiteral("group")).toString();
    const QString lastResource = settings.value(group + QStringLiteral("resource")).toString();
    const ApiResource *served =
        lastResource.isEmpty() ? nullptr : session->findResource(lastGroup, lastResource);
    if (served)
        opening = *served;
    if (session->discovered())
        updateNavigator();
    if (!served && !lastResource.isEmpty() && !session->discovered()) {
        // Shown as soon as discovery says the cluster serves it, unless the user picks a kind meanwhile.
        // Nothing is listed until then: opening pods in the meantime listed all of a big cluster's pods only
        // to drop them.
        m_pendingGroup = lastGroup;
        m_pendingResource = lastResource;
        m_pendingFallback = opening;
        m_table->setWaitingFor(lastResource);
    } else {
        showResource(opening);
    }
    m_clusters->unpin(context); // the view holds them now
    m_controller->updateEntries();
    Q_EMIT changed();
}

void ClusterView::showAllClusters(bool all)
{
    if (m_allClusters == all)
        return;
    m_allClusters = all;
    m_actions->action("allClustersAction")->setChecked(all);
    m_navigator->clusters()->setCurrent(m_currentContext, all);
    if (!m_session)
        return;
    // The tree counts the table's rows per namespace: over every open cluster in this scope.
    m_namespaces->setClusterName(all ? tr("All clusters") : m_session->config().clusterName);
    m_table->setSpansClusters(all);
    m_events->setSpansClusters(all);
}

void ClusterView::save()
{
    if (m_currentContext.isEmpty() || !m_session)
        return;
    m_table->saveColumns();
    QSettings settings;
    settings.beginGroup(QStringLiteral("clusters/") + m_currentContext);
    if (!m_table->resource().name.isEmpty()) {
        settings.setValue(QStringLiteral("group"), m_table->resource().group);
        settings.setValue(QStringLiteral("resource"), m_table->resource().name);
    }
    settings.setValue(QStringLiteral("namespace"), m_scope->namespaceName());
}

bool ClusterView::openResource(const QString &group, const QString &resource)
{
    return m_navigator->chooseResource(group, resource) && m_table->resource().group == group &&
           m_table->resource().name == resource;
}

void ClusterView::showResource(const ApiResource &resource)
{
    if (!m_session)
        return;
    m_pendingGroup.clear();
    m_pendingResource.clear();
    m_selection->clear();
    m_events->model()->forgetObjects();
    m_table->showResource(resource);
}

void ClusterView::updateNavigator()
{
    if (!m_session)
        return;
    m_navigator->setResources(m_session->resources(), m_session->customResourceNames());
    if (!m_pendingResource.isEmpty()) {
        const ApiResource *remembered = m_session->findResource(m_pendingGroup, m_pendingResource);
        if (remembered && !(remembered->gvr() == m_table->resource().gvr()))
            showResource(*remembered);
        else if (m_table->resource().name.isEmpty())
            showResource(m_pendingFallback); // the cluster no longer serves it
    }
    // Keep the kind shown marked; one that went away (its CRD deleted) says so in place of its rows.
    m_navigator->markResource(m_table->resource().group, m_table->resource().name);
}

bool ClusterView::openObject(const ObjectLink &link)
{
    // A link in the details of an object of another cluster (the "All clusters" table) opens in that cluster.
    const QString context =
        m_allClusters && !m_selection->current().isNull() ? m_selection->current().context : m_currentContext;
    ClusterSession *session = m_clusters->session(context);
    if (!session)
        return false;
    const ApiResource *resource = nullptr;
    for (const ApiResource &candidate : session->resources())
        if (!resource && candidate.kind == link.kind && candidate.group == link.group())
            resource = &candidate;
    if (!resource) {
        Q_EMIT message(
            tr("The server serves no %1 (%2): cannot open %3.").arg(link.kind, link.apiVersion, link.name),
            8000);
        return false;
    }
    // Filters chosen for the last table would hide the object the user asked for: a link starts unfiltered.
    m_scope->filterEdit()->clear();
    if (!m_scope->selectorEdit()->text().isEmpty()) {
        m_scope->selectorEdit()->clear();
        Q_EMIT m_scope->selectorEdited({});
    }
    if (resource->namespaced && !m_scope->namespaceName().isEmpty() &&
        m_scope->namespaceName() != link.namespaceName)
        m_scope->useNamespace({});
    m_selection->open(
        {context, *resource, resource->namespaced ? link.namespaceName : QString(), link.name, link.uid},
        true);
    return true;
}
