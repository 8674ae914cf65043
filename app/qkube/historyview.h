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
class QStackedWidget;
class QTableView;
class QToolButton;
class DiffHighlighter;
class SideBySideDiff;

// The details pane's History tab: the versions of the selected object the journal holds, newest first, with
// when and what changed; selecting one shows its YAML diff against the version before it, selecting two their
// diff (managedFields and resourceVersion hidden), unified or side by side (a toggle, remembered). Follows
// the journal live while shown. Summaries, diffs and the export of the object's history (the versions'
// context menu) are worked out on the thread pool (they decode JSON, write files); the GUI thread only shows
// them.
class HistoryView : public QWidget
{
    Q_OBJECT
public:
    // How often the shown object's history is looked at for new versions (one counter read when nothing
    // changed).
    static constexpr int refreshIntervalMs = 500;
    // QSettings key: the diff shown side by side rather than unified.
    static constexpr const char *sideBySideKey = "history/sideBySide";

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
    // The unified diff shown (empty while side by side).
    QString diffText() const;
    SideBySideDiff *sideBySideView() const { return m_sideBySide; }
    bool isSideBySide() const;
    void setSideBySide(bool on);
    // Writes the object's versions to `path` as journal JSON lines, off the GUI thread; historyExported says
    // how it went.
    void exportHistory(const QString &path);

Q_SIGNALS:
    void historyExported(const QString &path, qsizetype changes, const kube::Error &error);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void showDiff();
    void showVersionsMenu(const QPoint &at);
    QList<kube::JournalEntry> versions() const;

    kube::ObjectHistoryModel *m_model;
    QTableView *m_versions;
    QPlainTextEdit *m_diff;
    DiffHighlighter *m_highlighter;
    SideBySideDiff *m_sideBySide;
    QStackedWidget *m_diffStack;
    QToolButton *m_sideBySideButton;
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
};
