// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/pastrows.h"

#include "core/error.h"
#include "core/result.h"

#include <QObject>
#include <QPointer>

class ActionRegistry;
class TablePane;
class TimelineBar;
namespace kube {
class ClusterSession;
class EventLogFilterProxyModel;
} // namespace kube

// The timeline: the table as the journal says it was at a chosen moment (read-only, worked out off the GUI
// thread, the newest request winning), or the present again. The event log shows what was logged until then.
class TimelineController : public QObject
{
    Q_OBJECT
public:
    TimelineController(TimelineBar *bar, TablePane *table, kube::EventLogFilterProxyModel *events,
                       QObject *parent = nullptr);

    // Show or hide the timeline.
    void registerActions(ActionRegistry *registry);
    // The cluster whose journal the timeline reads (null: none).
    void setSession(kube::ClusterSession *session);
    // The moment the table shows; 0 while live.
    qint64 pastTimeMs() const { return m_pastMs; }
    // What the window's banner says while the past shows; empty while live.
    QString bannerText() const { return m_banner; }
    bool bannerIsError() const { return m_bannerIsError; }
    // The table shows another kind: in the past, the same moment of that kind.
    void resourceShown();
    void showPast(qint64 timeMs);
    void showLive();

Q_SIGNALS:
    // The table entered or left the past, or the past it shows changed.
    void pastChanged();
    void message(const QString &text, int timeoutMs);

private:
    void apply(const kube::Result<kube::PastRows::Table> &table, qint64 timeMs);

    TimelineBar *m_bar;
    TablePane *m_table;
    kube::EventLogFilterProxyModel *m_events;
    QPointer<kube::ClusterSession> m_session;
    qint64 m_pastMs = 0;
    QString m_banner;
    bool m_bannerIsError = false;
};
