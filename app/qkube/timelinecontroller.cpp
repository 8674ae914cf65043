// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "timelinecontroller.h"
#include "actionregistry.h"
#include "tablepane.h"
#include "timelinebar.h"

#include "core/offthread.h"
#include "models/eventlogmodel.h"
#include "models/pastrows.h"
#include "session/clustersession.h"

#include <QDateTime>

using namespace kube;

TimelineController::TimelineController(TimelineBar *bar, TablePane *table, EventLogFilterProxyModel *events,
                                       QObject *parent)
    : QObject(parent), m_bar(bar), m_table(table), m_events(events)
{
    connect(m_bar, &TimelineBar::timeChosen, this, &TimelineController::showPast);
    connect(m_bar, &TimelineBar::liveRequested, this, &TimelineController::showLive);
}

void TimelineController::registerActions(ActionRegistry *registry)
{
    registry->add({"timelineAction",
                   QT_TRANSLATE_NOOP("MainWindow", "&Timeline (the journal: tables as they were)"),
                   nullptr,
                   {},
                   {QKeySequence(Qt::CTRL | Qt::Key_T)},
                   Qt::WindowShortcut,
                   true,
                   {},
                   [this](bool on) {
                       m_bar->setVisible(on);
                       if (!on && m_pastMs)
                           m_bar->goLive();
                   }});
}

void TimelineController::setSession(ClusterSession *session)
{
    if (m_pastMs)
        m_bar->goLive();
    m_session = session;
    m_bar->setJournal(session ? session->journal() : nullptr);
}

void TimelineController::resourceShown()
{
    if (m_pastMs)
        showPast(m_pastMs); // the timeline shows every kind as it was at that moment
}

void TimelineController::showPast(qint64 timeMs)
{
    if (!m_session || !m_table->subscription() || m_table->spansClusters()) {
        Q_EMIT message(tr("The timeline shows one cluster's table: choose a cluster, not All clusters."),
                       8000);
        m_bar->goLive();
        return;
    }
    m_pastMs = timeMs;
    m_table->setPast(true);
    // The rows are worked out on the thread pool (every object printed); the newest request wins.
    const std::shared_ptr<const Journal> journal = m_session->journal();
    const QString cluster = m_table->context();
    const GroupVersionResource gvr = m_table->resource().gvr();
    const std::shared_ptr<const Printer> printer = m_session->printerFor(m_table->resource());
    detail::offThread(
        this,
        [journal, cluster, gvr, printer, timeMs] {
            return PastRows::tableAt(*journal, cluster, gvr, timeMs, printer);
        },
        [this, timeMs](const Result<PastRows::Table> &table) {
            if (m_pastMs == timeMs)
                apply(table, timeMs);
        });
}

void TimelineController::apply(const Result<PastRows::Table> &table, qint64 timeMs)
{
    const QString kind = m_table->resource().name;
    if (!table) {
        m_table->showPastRows({}, {});
        m_banner = tr("The journal cannot show %1 at %2: %3")
                       .arg(kind, QDateTime::fromMSecsSinceEpoch(timeMs).toString(Qt::ISODate),
                            table.error().toString());
        m_bannerIsError = true;
        Q_EMIT pastChanged();
        return;
    }
    // No rows because qkube was not watching the kind then is not "there were none".
    const QString empty = table->recorded ? tr("There were no %1.").arg(kind)
                          : table->recordingSinceMs
                              ? tr("%1 were not recorded before %2")
                                    .arg(kind, QDateTime::fromMSecsSinceEpoch(table->recordingSinceMs)
                                                   .toString(QStringLiteral("HH:mm:ss")))
                              : tr("%1 were never recorded in this cluster").arg(kind);
    m_table->showPastRows(table->rows, empty);
    m_events->setShownUntil(timeMs);
    m_banner =
        tr("The past, read-only: %1 as qkube saw them at %2 (from the journal). Live returns to now.")
            .arg(kind,
                 QDateTime::fromMSecsSinceEpoch(timeMs).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    m_bannerIsError = false;
    Q_EMIT pastChanged();
}

void TimelineController::showLive()
{
    if (!m_pastMs)
        return;
    m_pastMs = 0;
    m_banner.clear();
    m_events->setShownUntil(0);
    m_table->setPast(false);
    if (m_session && !m_table->resource().name.isEmpty())
        m_table->showResource(m_table->resource()); // subscribes again: the informer's cache is the present
    Q_EMIT pastChanged();
}
