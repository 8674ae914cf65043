// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ansisgr.h"
#include "logs/logline.h"

#include <QAbstractListModel>
#include <QCache>
#include <QHash>
#include <QSortFilterProxyModel>

#include <deque>

namespace kube {

// The lines of one Logs tab, oldest first. Batches from a log stream are appended with one insert (never a
// reset); the buffer is bounded (the oldest lines go first, with a remove). While paused, new lines are held
// and counted, not shown, until resume(). Each line keeps the container's bytes as they came (ANSI included)
// and is decoded only when it is drawn or searched. Merged logs (several pods or containers) get a
// "pod/container" prefix in a colour that hashes from it, so a pod keeps its colour across views and runs.
// Search is case-insensitive over the line's text (not its timestamp or prefix) and counts every occurrence.
// GUI thread only.
class LogModel : public QAbstractListModel
{
    Q_OBJECT
public:
    static constexpr int defaultCapacity = 100000;
    // Beyond this, a line is drawn and searched cut (a 1 MB line would otherwise cost a 1 MB paint).
    static constexpr int maxShownChars = 10000;
    enum Role {
        MessageRole = Qt::UserRole + 1, // SgrText: the line's text and styles, or a marker's text
        KindRole,                       // int(LogLine::Kind)
        TimestampRole,                  // QString, empty when timestamps are off or the line has none
        PrefixRole,                     // QString "pod/container", empty unless the log is merged
        PrefixColorRole,                // int: an index for sourceColor()
        ColumnsRole,                    // int: the characters the line shows with its timestamp and prefix
        MatchCountRole,                 // int: occurrences of the search text in the line
        CurrentMatchRole,               // int: which of them is the current match, -1 when none is
    };
    enum class TimeZone { Local, Utc };
    static constexpr int sourceColorCount = 12;

    explicit LogModel(QObject *parent = nullptr);

    void appendLines(const LogLines &lines);
    void clear();
    void setCapacity(int lines);
    int capacity() const { return m_capacity; }

    void pause();
    void resume();
    bool isPaused() const { return m_paused; }
    // Lines that arrived while paused (also those the bound already dropped again).
    qint64 heldCount() const { return m_heldArrived; }

    void setTimestampsShown(bool shown);
    bool timestampsShown() const { return m_timestamps; }
    void setTimeZone(TimeZone zone);
    TimeZone timeZone() const { return m_zone; }
    bool prefixesShown() const { return m_sources.size() > 1; }
    // The widest line in characters as shown (timestamp, prefix and text up to maxShownChars), for the view's
    // horizontal extent.
    int longestColumns() const;

    void setSearchText(const QString &text);
    QString searchText() const { return m_search; }
    qint64 matchCount() const;
    // The current match as an ordinal among matchCount() (0-based), its row, and its occurrence in that row.
    qint64 currentMatch() const;
    int currentMatchRow() const;
    // Moves to the next/previous occurrence (wrapping); the first call picks the first/last.
    void nextMatch();
    void previousMatch();
    // Makes the first occurrence at or after `row` current (the view's position when the search starts).
    void setCurrentMatchFrom(int row);

    // A line as text (timestamp and prefix as shown), and every shown line: what copy and save write.
    QString lineText(int row) const;
    QString text() const;

    static QColor sourceColor(int index, bool darkBackground);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void searchTextChanged();
    // The match count or the current match changed.
    void matchesChanged();
    void heldCountChanged(qint64 held);

private:
    struct Line
    {
        QByteArray text;
        qint64 timeNs = 0;
        quint32 source : 24 = 0;
        quint32 kind : 8 = 0;
        qint32 extra = 0; // ContainerRestarted: the exit code; Text: the characters shown (columns)
    };
    struct Source
    {
        QString pod;
        QString container;
        int color = 0;
    };
    struct MatchLine
    {
        quint64 sequence;
        qint64 firstOrdinal; // ordinals count occurrences since the search began; they never change
        int count;
    };

    Line makeLine(const LogLine &line);
    quint32 sourceOf(const LogLine &line);
    void insertShown(std::deque<Line> &&lines);
    void dropOldest(qsizetype count);
    void findMatches(qsizetype fromRow);
    int matchesIn(const Line &line) const;
    const MatchLine *matchLineOf(quint64 sequence) const;
    QString message(const Line &line) const;
    QString timestampText(const Line &line) const;
    QString prefixText(const Line &line) const;
    int decorationColumns(const Line &line) const;
    SgrText decoded(qsizetype row) const;
    void setCurrent(qint64 ordinal);

    std::deque<Line> m_lines;
    quint64 m_firstSequence = 0; // of m_lines.front(); grows by one per line ever shown
    std::deque<Line> m_held;     // while paused, bounded like m_lines
    qint64 m_heldArrived = 0;
    QList<Source> m_sources;
    QHash<QString, quint32> m_sourceIndex; // "pod/container" → index in m_sources
    quint32 m_lastSource = 0;
    int m_capacity = defaultCapacity;
    bool m_paused = false;
    bool m_timestamps = false;
    TimeZone m_zone = TimeZone::Local;
    int m_longestColumns = 0;   // of the texts
    int m_longestPrefix = 0;    // "pod/container"
    int m_longestContainer = 0; // "container": the prefix while every source is one pod's
    bool m_onePod = true;

    QString m_search;
    std::deque<MatchLine> m_matches;
    qint64 m_nextOrdinal = 0;
    qint64 m_current = -1; // ordinal; -1: none

    mutable QCache<quint64, SgrText> m_decoded; // by sequence: the lines drawn lately
};

// "Show only matching lines": passes the rows whose MatchCountRole is non-zero while on and a search is set.
class LogFilterProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit LogFilterProxyModel(QObject *parent = nullptr);
    void setSourceModel(QAbstractItemModel *model) override;
    void setOnlyMatching(bool on);
    bool onlyMatching() const { return m_onlyMatching; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_onlyMatching = false;
    QMetaObject::Connection m_searchConnection;
};

} // namespace kube
