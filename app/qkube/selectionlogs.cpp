// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "selectionlogs.h"
#include "detailspane.h"
#include "fulllogsaver.h"
#include "logfeedview.h"
#include "logview.h"
#include "selectioncontroller.h"

#include "session/podlogfeed.h"

using namespace kube;

namespace {

// The chosen container, or (all containers) every regular one: init containers have finished or wait.
QList<PodLogTarget> logTargets(const ObjectDetails &pod, const LogRequest &request)
{
    QList<PodLogTarget> targets;
    for (const PodContainer &container : pod.containers)
        if (request.container.isEmpty() ? container.kind == PodContainer::Kind::Regular
                                        : container.name == request.container)
            targets.append({pod.name, container.name});
    return targets;
}

// The log to read: the chosen containers of the pod shown, or of every pod of the workload shown; nullptr
// when there is none to read.
PodLogFeed *newLogFeed(ClusterSession *session, const ObjectDetails &shown, const LogRequest &request,
                       QObject *parent)
{
    if (!session)
        return nullptr;
    if (!shown.podSelector.isEmpty()) {
        PodLogOptions options = request.options(shown.namespaceName);
        options.container = request.container;
        return new PodLogFeed(session, options, shown.podSelector, parent);
    }
    const QList<PodLogTarget> targets = logTargets(shown, request);
    if (targets.isEmpty())
        return nullptr;
    PodLogOptions options = request.options(shown.namespaceName);
    options.pod = shown.name;
    return new PodLogFeed(session, options, targets, parent);
}

} // namespace

SelectionLogs::SelectionLogs(SelectionController *selection, DetailsPane *details, LogView *view,
                             QObject *parent)
    : QObject(parent), m_selection(selection), m_details(details), m_view(view)
{
    connect(m_view, &LogView::requestChanged, this, &SelectionLogs::start);
    connect(m_view, &LogView::fullLogRequested, this, &SelectionLogs::saveFullLog);
    connect(m_view, &LogView::saved, this, [this](const QString &path, const QString &error) {
        if (error.isEmpty())
            Q_EMIT message(tr("Saved %1").arg(path), 5000);
        else
            Q_EMIT problem(error);
    });
}

bool SelectionLogs::hasLog() const
{
    return m_details->hasObject() && !m_details->shownDetails().containers.isEmpty();
}

void SelectionLogs::setWatched(bool watched)
{
    m_watched = watched;
    update();
}

void SelectionLogs::update()
{
    const ObjectSelection &selected = m_selection->current();
    const QString object =
        selected.context + QLatin1Char('|') + selected.resource.name + QLatin1Char('|') + selected.key();
    if (object != m_object) {
        stop(); // another object: the old one's lines go
        m_object = object;
    }
    const ObjectDetails &shown = m_details->shownDetails();
    if (selected.isNull() || !hasLog() || m_selection->isGone() || shown.key != selected.key())
        return;
    QList<LogContainer> containers;
    for (const PodContainer &container : shown.containers)
        containers.append({container.name,
                           container.kind == PodContainer::Kind::Init        ? LogContainer::Kind::Init
                           : container.kind == PodContainer::Kind::Ephemeral ? LogContainer::Kind::Ephemeral
                                                                             : LogContainer::Kind::Regular});
    m_view->setContainers(containers);
    if (m_watched && (m_uid != shown.uid || !m_feed))
        start(m_view->request());
}

void SelectionLogs::start(const LogRequest &request)
{
    delete m_feed;
    const ObjectDetails &shown = m_details->shownDetails();
    m_feed = newLogFeed(m_selection->sessionOf(m_selection->current()), shown, request, this);
    if (!m_feed)
        return;
    if (m_uid != shown.uid)
        m_view->clear();
    m_uid = shown.uid;
    showLogFeed(m_feed, m_view, !shown.podSelector.isEmpty());
}

void SelectionLogs::stop()
{
    delete m_feed;
    m_uid.clear();
    m_view->clear();
    m_view->setStreamState(LogStreamState::Idle);
}

void SelectionLogs::saveFullLog(const QString &path, const LogRequest &request)
{
    const ObjectDetails &shown = m_details->shownDetails();
    PodLogFeed *feed = newLogFeed(m_selection->sessionOf(m_selection->current()), shown, request, this);
    if (!feed)
        return;
    const bool prefixed = !shown.podSelector.isEmpty() || logTargets(shown, request).size() > 1;
    connect(new FullLogSaver(feed, path, prefixed, this), &FullLogSaver::done, this,
            [this](const QString &path, const QString &error) {
                if (error.isEmpty())
                    Q_EMIT message(tr("Saved %1").arg(path), 5000);
                else
                    Q_EMIT problem(tr("Could not save %1: %2").arg(path, error));
            });
}
