// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QPointer>

class DetailsPane;
class LogView;
class SelectionController;
struct LogRequest;
namespace kube {
class PodLogFeed;
}

// The log of the selected object in the bottom panel's Logs tab: the chosen containers of a pod, or the
// merged log of every pod of a workload. It streams (on the session's worker) only while the tab is looked
// at; a pod shown again keeps the lines it has.
class SelectionLogs : public QObject
{
    Q_OBJECT
public:
    SelectionLogs(SelectionController *selection, DetailsPane *details, LogView *view,
                  QObject *parent = nullptr);

    // Whether the Logs tab is looked at: streams start and stop with it.
    void setWatched(bool watched);
    // The object shown changed (another one, or a new version of it).
    void update();
    // Whether the object shown has a log to show.
    bool hasLog() const;
    void stop();

Q_SIGNALS:
    void message(const QString &text, int timeoutMs);
    void problem(const QString &text);

private:
    void start(const LogRequest &request);
    void saveFullLog(const QString &path, const LogRequest &request);

    SelectionController *m_selection;
    DetailsPane *m_details;
    LogView *m_view;
    bool m_watched = false;
    QPointer<kube::PodLogFeed> m_feed;
    QString m_object; // the selection the view's lines belong to
    QString m_uid;    // the object whose log the view holds
};
