// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "journal/journalreader.h"
#include "models/rowfeed.h"

#include <QMainWindow>

#include <memory>

class HistoryView;
class QLabel;
class QListWidget;
class QTableView;
class TimelineBar;
namespace kube {
class ResourceProxyModel;
class ResourceTableModel;
} // namespace kube

// A recorded journal browsed offline (qkube --journal FILE, Cluster → Open a Journal…), without any cluster:
// the kinds the file holds on the left; the chosen kind's table as it was at the timeline's moment, read-only
// and marked as a recording of the file; the selected object's History. The file is read on the thread pool
// (JournalReader, bounded by `byteLimit`); a bad file shows its error (file, line, what is wrong) in place of
// the table. Tables at a moment are made as the main window's timeline makes them (PastRows, the kind's
// printer, one ResourceTableModel), on the pool.
class JournalWindow : public QMainWindow
{
    Q_OBJECT
public:
    JournalWindow(const QString &path, qint64 byteLimit, QWidget *parent = nullptr);
    ~JournalWindow() override;

    // For tests and the screenshot.
    bool isLoaded() const { return m_journal != nullptr; }
    QString errorText() const { return m_error; }
    QString bannerText() const;
    QListWidget *kindsView() const { return m_kinds; }
    QTableView *tableView() const { return m_tableView; }
    kube::ResourceTableModel *tableModel() const { return m_table; }
    TimelineBar *timeline() const { return m_timeline; }
    HistoryView *history() const { return m_history; }
    // The moment the table shows (ms since the epoch); 0 before the first.
    qint64 shownTimeMs() const { return m_shownMs; }
    // Shows a kind of the recording (by group and resource); false if the file holds none of it.
    bool showKind(const QString &group, const QString &resource);

Q_SIGNALS:
    void loaded();
    void failed(const QString &error);
    // The table now shows the chosen kind at `timeMs`.
    void momentShown(qint64 timeMs);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void styleBanner();
    void load();
    void applyRecording(kube::Result<kube::JournalRecording> recording);
    void chooseKind(int row);
    void showMoment(qint64 timeMs);
    void applyRows(const kube::Result<kube::RowBatch> &rows, qint64 timeMs);
    void selectedRowChanged();
    void openAnother();

    QString m_path;
    qint64 m_byteLimit;
    std::shared_ptr<const kube::Journal> m_journal; // null until read
    kube::JournalRecording m_recording;             // what was read, but for the journal
    QString m_error;
    int m_kind = -1; // in m_recording.kinds
    std::shared_ptr<const kube::Printer> m_printer;
    qint64 m_wantedMs = 0; // the newest moment asked for: older answers are dropped
    qint64 m_shownMs = 0;

    QLabel *m_banner;
    QListWidget *m_kinds;
    kube::ResourceTableModel *m_table;
    kube::ResourceProxyModel *m_proxy;
    QTableView *m_tableView;
    QLabel *m_placeholder;
    TimelineBar *m_timeline;
    HistoryView *m_history;
    QAction *m_openAction;
    QAction *m_closeAction;
    QMenu *m_fileMenu;
};
