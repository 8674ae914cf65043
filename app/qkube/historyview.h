// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "journal/journal.h"
#include "models/objecthistorymodel.h"

#include <QHash>
#include <QTimer>
#include <QWidget>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QSplitter;
class QTableView;
class DiffHighlighter;

// The details pane's History tab: the versions of the selected object the journal holds, newest first, with
// when and what changed; selecting one shows its YAML diff against the version before it, selecting two their
// diff (managedFields and resourceVersion hidden). Follows the journal live while shown. Summaries and diffs
// are worked out on the thread pool (they decode JSON); the GUI thread only shows them.
class HistoryView : public QWidget
{
    Q_OBJECT
public:
    // How often the shown object's history is looked at for new versions (one counter read when nothing
    // changed).
    static constexpr int refreshIntervalMs = 500;

    explicit HistoryView(QWidget *parent = nullptr);
    ~HistoryView() override;

    // The object to show, by identity: versions under its name in that cluster and resource, so a deleted
    // object (or one made again under its name) keeps its history. An empty name: by uid alone.
    void setObject(std::shared_ptr<const kube::Journal> journal, const QString &cluster,
                   const kube::GroupVersionResource &gvr, const QString &namespaceName, const QString &name,
                   const QString &uid = {});
    void clear();

    kube::ObjectHistoryModel *model() const { return m_model; }
    QTableView *versionsView() const { return m_versions; }
    QString diffText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void showDiff();
    QList<kube::JournalEntry> versions() const;

    kube::ObjectHistoryModel *m_model;
    QTableView *m_versions;
    QPlainTextEdit *m_diff;
    DiffHighlighter *m_highlighter;
    QLabel *m_hint;
    QTimer m_refresh;
    std::shared_ptr<const kube::Journal> m_journal;
    QString m_cluster;
    kube::GroupVersionResource m_gvr;
    QByteArray m_namespace, m_name, m_uid;
    quint64 m_seenRevision = 0;
    // Answers from the thread pool for an earlier object or selection are dropped.
    quint64 m_generation = 0;
    quint64 m_diffGeneration = 0;
    QHash<QByteArray, QString> m_summaries; // by version (uid, resourceVersion, type)
    // Pool tasks, which may outlive this view, hold it weakly: they post back only while it lives.
    std::shared_ptr<bool> m_alive = std::make_shared<bool>(true);
};
