// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "logs/logline.h"
#include "logs/podlogstream.h"

#include <QDateTime>
#include <QModelIndex>
#include <QWidget>

class QAbstractItemModel;
class QAction;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QMenu;
class QTableView;
class QTimer;
class QToolBar;
class QToolButton;
class LogDelegate;
namespace kube {
class LogFilterProxyModel;
class LogModel;
} // namespace kube

// What the user chose to read: a new stream (from the cluster's worker thread) is needed when it changes.
struct LogRequest
{
    static constexpr int defaultTailLines = 1000;
    QString container; // empty: all containers
    bool follow = true;
    bool previous = false;            // the previous instance's log
    int sinceSeconds = 0;             // > 0: only the last seconds
    QDateTime sinceTime;              // valid: only since then (sinceSeconds is then 0)
    int tailLines = defaultTailLines; // -1: all
    friend bool operator==(const LogRequest &, const LogRequest &) = default;
    // The engine's options for reading this in `namespaceName` (pod and container are the caller's).
    kube::PodLogOptions options(const QString &namespaceName) const;
};

// A container the picker offers.
struct LogContainer
{
    enum class Kind { Regular, Init, Ephemeral };
    QString name;
    Kind kind = Kind::Regular;
};

enum class LogStreamState { Idle, Connecting, Streaming, Reconnecting, Ended };

// The Logs tab: the lines of one pod or workload in a virtualized list, the stream's options and the reader's
// tools (search, filter, pause, copy, save, font size). It never talks to a cluster: whoever owns the stream
// feeds appendLines() from a queued signal, reports showError()/setStreamState(), and answers
// requestChanged() with a new stream (the view has cleared itself by then) and fullLogRequested() with a
// one-shot fetch written to the path.
// The list follows its end as a terminal does: it opens there and stays there as lines arrive. Once the
// reader scrolls up, arriving lines (and the oldest going at the bound) leave what they read in place and a
// button over the list counts the lines below; it, End, Ctrl+End or scrolling back to the bottom follows
// again. GUI thread only.
class LogView : public QWidget
{
    Q_OBJECT
public:
    explicit LogView(QWidget *parent = nullptr);
    ~LogView() override;

    void appendLines(const kube::LogLines &lines);
    // The server's message, shown above the lines until the stream streams again or the request changes.
    void showError(const kube::Error &error);
    void setStreamState(LogStreamState state);
    // The picker's choices; "all containers" is always offered first. Keeps the current choice if it is
    // offered.
    void setContainers(const QList<LogContainer> &containers);
    LogRequest request() const { return m_request; }
    // Sets the options (no requestChanged: the caller starts the stream it asked for).
    void setRequest(const LogRequest &request);
    void setCapacity(int lines);
    void clear();

    // Writes the loaded lines as shown (timestamps, prefixes) off the GUI thread; `saved` reports it.
    void saveLoaded(const QString &path);
    // Asks for the whole log of the current container, fetched again, written to `path`.
    void requestFullLog(const QString &path);
    QString selectedText() const;
    int fontPointSize() const;

    kube::LogModel *model() const { return m_model; }
    QAbstractItemModel *shownModel() const;
    QTableView *linesView() const { return m_list; }

Q_SIGNALS:
    void requestChanged(const LogRequest &request);
    void fullLogRequested(const QString &path, const LogRequest &request);
    void saved(const QString &path, const QString &error); // error is empty on success

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    void changeRequest(const LogRequest &request);
    void showModel(QAbstractItemModel *model);
    QModelIndex shownIndex(int modelRow) const;
    void applySearch();
    void updateMatches();
    void updateHeld();
    void updateStatus();
    void updateLayout();
    void updateColumnWidth();
    void sizeRows(int first, int last);
    void scrollToMatch();
    void zoom(int steps);
    void copySelection();
    void chooseSaveLoaded();
    void chooseSaveFull();
    bool atBottom() const;
    void followEnd();
    void setFollowingEnd(bool following);
    void scrollToEnd();
    void updateNewLines();
    void placeNewLines();
    void updateSearchWidth();

    kube::LogModel *m_model;
    kube::LogFilterProxyModel *m_proxy;
    LogDelegate *m_delegate;
    QTableView *m_list; // one column: its vertical header keeps row heights, so appends cost O(batch)
    QToolBar *m_streamBar;
    QToolBar *m_readBar;
    QAction *m_follow;
    QComboBox *m_container;
    QAction *m_previous;
    QComboBox *m_since;
    QDateTimeEdit *m_sinceTime;
    QAction *m_sinceTimeAction;
    QComboBox *m_tail;
    QMenu *m_kept;
    QAction *m_timestamps;
    QAction *m_utc;
    QAction *m_wrap;
    QAction *m_pause;
    QAction *m_end;
    QAction *m_clear;
    QAction *m_copy;
    QAction *m_saveLoaded;
    QAction *m_saveFull;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QLineEdit *m_search;
    QAction *m_next;
    QAction *m_previousMatch;
    QAction *m_onlyMatching;
    QLabel *m_matches;
    QLabel *m_held;
    QLabel *m_status;
    QLabel *m_error;
    QToolButton *m_more;     // the options a narrow panel has no room for
    QToolButton *m_newLines; // over the list's bottom while the reader is scrolled up and lines arrived
    QTimer *m_searchDelay;
    QList<QMetaObject::Connection> m_shownConnections;
    LogRequest m_request;
    QList<LogContainer> m_containers;
    LogStreamState m_state = LogStreamState::Idle;
    kube::Error m_lastError;
    bool m_followingEnd = true;
    bool m_scrollingToPlace = false; // the view itself moves the list: not the reader's doing
    int m_unseenLines = 0;           // arrived below while the reader was scrolled up
    int m_droppedHeight = 0;         // of the rows the bound is dropping above the reader
};

Q_DECLARE_METATYPE(LogRequest)
