// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "journal/journalselection.h"

#include <QObject>
#include <QPointer>

#include <functional>

class ActionRegistry;
class OpenClusters;
class TimelineBar;
class QWidget;
namespace kube {
class ClusterSession;
}

// The journal's actions (qkube's record of every change it saw): export it whole, the timeline's span or the
// kind shown, open a recorded one in a window of its own, and its memory limit. Writing and shrinking run off
// the GUI thread.
class JournalActions : public QObject
{
    Q_OBJECT
public:
    // `limitOverride`: --journal-limit (bytes), 0 for the setting.
    JournalActions(OpenClusters *clusters, TimelineBar *timeline, qint64 limitOverride, QWidget *window);
    // `shown`: the current cluster's session, context and the kind the table shows.
    void registerActions(
        ActionRegistry *registry,
        std::function<std::tuple<kube::ClusterSession *, QString, kube::GroupVersionResource>()> shown);
    void retranslate();

    // Writes the current cluster's journal to `path` as JSON lines; exported says how it went.
    void exportJournal(const QString &path);
    void exportSelection(const QString &path, const kube::JournalSelection &selection);
    // The byte limit of every open cluster's journal: --journal-limit, else the setting. Setting it saves the
    // setting and applies it to the open journals at once; limitApplied says when.
    qint64 limit() const;
    void setLimit(qint64 bytes);
    void openFile(const QString &path);

Q_SIGNALS:
    void exported(const QString &path, const kube::Error &error);
    void limitApplied(qint64 bytes);
    void message(const QString &text, int timeoutMs);
    void problem(const QString &text);

private:
    OpenClusters *m_clusters;
    TimelineBar *m_timeline;
    qint64 m_limitOverride;
    QWidget *m_window;
    ActionRegistry *m_registry = nullptr;
    std::function<std::tuple<kube::ClusterSession *, QString, kube::GroupVersionResource>()> m_shown;
};
