// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "logmodel.h"

#include <QColor>
#include <QDateTime>

#include <algorithm>

namespace kube {

namespace {

// Enough decoded lines for a few screens of a tall window; painting decodes each visible line once.
constexpr int decodedCacheLines = 2000;
constexpr qint64 nsPerMs = 1000000;
// "2026-03-04T05:06:07.890Z" and "2026-03-04 05:06:07.890"
constexpr int utcTimestampColumns = 24;
constexpr int localTimestampColumns = 23;

// The characters a line shows, without decoding it when it is plain UTF-8 (most lines are).
int columnsOf(const QByteArray &text)
{
    int columns = 0;
    for (char c : text) {
        const uchar byte = uchar(c);
        if (byte < 0x20 || byte == 0x7f || byte == 0xc2) // escapes, controls, C1 controls: decode
            return int(AnsiSgr::parse(text, LogModel::maxShownChars).text.size());
        if ((byte & 0xc0) != 0x80)
            ++columns;
        if (columns >= LogModel::maxShownChars)
            return LogModel::maxShownChars;
    }
    return columns;
}

// FNV-1a: a colour that is the same for a pod on every run, unlike qHash's per-process seed.
int colorOf(const QString &prefix)
{
    quint32 hash = 2166136261u;
    for (QChar c : prefix) {
        hash ^= c.unicode();
        hash *= 16777619u;
    }
    return int(hash % LogModel::sourceColorCount);
}

} // namespace

LogModel::LogModel(QObject *parent) : QAbstractListModel(parent), m_decoded(decodedCacheLines) {}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

LogModel::Line LogModel::makeLine(const LogLine &line)
{
    // Lines of a batch mostly share their stream's strings: compare before building a key to look up.
    if (m_lastSource < quint32(m_sources.size())) {
        const Source &last = m_sources[m_lastSource];
        if (last.pod != line.pod || last.container != line.container)
            m_lastSource = sourceOf(line);
    } else {
        m_lastSource = sourceOf(line);
    }
    Line stored;
    stored.text = line.text;
    stored.text.squeeze(); // a buffer the reader grew: keep only the line
    stored.timeNs = line.timeNs;
    stored.source = m_lastSource;
    stored.kind = quint32(line.kind);
    stored.extra = line.kind == LogLine::Kind::ContainerRestarted ? line.exitCode
                   : line.kind == LogLine::Kind::Text             ? columnsOf(line.text)
                                                                  : 0;
    return stored;
}

quint32 LogModel::sourceOf(const LogLine &line)
{
    const QString key = line.pod + QLatin1Char('/') + line.container;
    auto it = m_sourceIndex.constFind(key);
    if (it == m_sourceIndex.cend()) {
        it = m_sourceIndex.insert(key, quint32(m_sources.size()));
        if (!m_sources.isEmpty() && m_sources.first().pod != line.pod)
            m_onePod = false;
        m_sources.append({line.pod, line.container, colorOf(key)});
        m_longestPrefix = std::max(m_longestPrefix, int(key.size()));
        m_longestContainer = std::max(m_longestContainer, int(line.container.size()));
    }
    return *it;
}

void LogModel::appendLines(const LogLines &lines)
{
    if (lines.isEmpty())
        return;
    const bool prefixesBefore = prefixesShown();
    const bool onePodBefore = m_onePod;
    std::deque<Line> incoming;
    // Lines beyond the bound would be dropped at once: skip them.
    const qsizetype first = std::max<qsizetype>(0, lines.size() - m_capacity);
    for (qsizetype i = first; i < lines.size(); ++i)
        incoming.push_back(makeLine(lines[i]));
    // A second pod or container appeared: the lines shown so far get their prefix too (pod/container once a
    // second pod did).
    if (((!prefixesBefore && prefixesShown()) || (prefixesBefore && onePodBefore && !m_onePod)) &&
        !m_lines.empty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, PrefixRole});
    if (m_paused) {
        m_heldArrived += lines.size();
        for (Line &line : incoming)
            m_held.push_back(std::move(line));
        while (qsizetype(m_held.size()) > m_capacity)
            m_held.pop_front();
        Q_EMIT heldCountChanged(m_heldArrived);
        return;
    }
    insertShown(std::move(incoming));
}

void LogModel::insertShown(std::deque<Line> &&lines)
{
    while (qsizetype(lines.size()) > m_capacity)
        lines.pop_front();
    if (lines.empty())
        return;
    const qsizetype overflow = qsizetype(m_lines.size() + lines.size()) - m_capacity;
    if (overflow > 0)
        dropOldest(overflow);
    const int start = int(m_lines.size());
    beginInsertRows({}, start, start + int(lines.size()) - 1);
    for (Line &line : lines) {
        if (line.kind == quint32(LogLine::Kind::Text))
            m_longestColumns = std::max(m_longestColumns, int(line.extra));
        m_lines.push_back(std::move(line));
    }
    const qint64 matchesBefore = m_nextOrdinal;
    if (!m_search.isEmpty())
        findMatches(start);
    endInsertRows();
    if (m_nextOrdinal != matchesBefore)
        Q_EMIT matchesChanged();
}

void LogModel::dropOldest(qsizetype count)
{
    count = std::min<qsizetype>(count, m_lines.size());
    if (count <= 0)
        return;
    beginRemoveRows({}, 0, int(count) - 1);
    m_lines.erase(m_lines.begin(), m_lines.begin() + count);
    m_firstSequence += quint64(count);
    bool matchesDropped = false;
    while (!m_matches.empty() && m_matches.front().sequence < m_firstSequence) {
        m_matches.pop_front();
        matchesDropped = true;
    }
    if (m_current >= 0 && (m_matches.empty() || m_current < m_matches.front().firstOrdinal))
        m_current = -1;
    endRemoveRows();
    if (matchesDropped)
        Q_EMIT matchesChanged();
}

void LogModel::clear()
{
    beginResetModel();
    m_lines.clear();
    m_held.clear();
    m_firstSequence = 0;
    m_sources.clear();
    m_sourceIndex.clear();
    m_lastSource = 0;
    m_longestColumns = 0;
    m_longestPrefix = 0;
    m_longestContainer = 0;
    m_onePod = true;
    m_matches.clear();
    m_nextOrdinal = 0;
    m_current = -1;
    m_decoded.clear();
    endResetModel();
    if (m_heldArrived) {
        m_heldArrived = 0;
        Q_EMIT heldCountChanged(0);
    }
    Q_EMIT matchesChanged();
}

void LogModel::setCapacity(int lines)
{
    m_capacity = std::max(1, lines);
    if (qsizetype(m_lines.size()) > m_capacity)
        dropOldest(qsizetype(m_lines.size()) - m_capacity);
    while (qsizetype(m_held.size()) > m_capacity)
        m_held.pop_front();
}

void LogModel::pause()
{
    m_paused = true;
}

void LogModel::resume()
{
    if (!m_paused)
        return;
    m_paused = false;
    std::deque<Line> held;
    held.swap(m_held);
    m_heldArrived = 0;
    insertShown(std::move(held));
    Q_EMIT heldCountChanged(0);
}

void LogModel::setTimestampsShown(bool shown)
{
    if (m_timestamps == shown)
        return;
    m_timestamps = shown;
    if (!m_lines.empty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, TimestampRole});
}

void LogModel::setTimeZone(TimeZone zone)
{
    if (m_zone == zone)
        return;
    m_zone = zone;
    if (m_timestamps && !m_lines.empty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, TimestampRole});
}

QString LogModel::message(const Line &line) const
{
    switch (LogLine::Kind(line.kind)) {
    case LogLine::Kind::Text:
        return AnsiSgr::plainText(line.text, maxShownChars);
    case LogLine::Kind::Reconnected:
        return tr("reconnected (no line lost or repeated)");
    case LogLine::Kind::ContainerRestarted:
        if (line.text.isEmpty())
            return tr("container restarted (exit code %1)").arg(line.extra);
        return tr("container restarted (exit code %1, %2)").arg(line.extra).arg(QString::fromUtf8(line.text));
    }
    return {};
}

QString LogModel::timestampText(const Line &line) const
{
    if (!m_timestamps || line.timeNs == 0)
        return {};
    const qint64 ms = line.timeNs / nsPerMs;
    if (m_zone == TimeZone::Utc)
        return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC)
            .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::LocalTime)
        .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
}

QString LogModel::prefixText(const Line &line) const
{
    if (!prefixesShown())
        return {};
    const Source &source = m_sources[line.source];
    if (m_onePod && !source.container.isEmpty())
        return source.container; // one pod's containers: the pod is the one selected
    return source.container.isEmpty() ? source.pod : source.pod + QLatin1Char('/') + source.container;
}

int LogModel::decorationColumns(const Line &line) const
{
    int columns = 0;
    if (m_timestamps && line.timeNs)
        columns += (m_zone == TimeZone::Utc ? utcTimestampColumns : localTimestampColumns) + 1;
    if (prefixesShown()) {
        const Source &source = m_sources[line.source];
        columns +=
            int(source.pod.size() + (source.container.isEmpty() ? 0 : source.container.size() + 1)) + 1;
    }
    return columns;
}

int LogModel::longestColumns() const
{
    int columns = m_longestColumns;
    if (m_timestamps)
        columns += (m_zone == TimeZone::Utc ? utcTimestampColumns : localTimestampColumns) + 1;
    if (prefixesShown())
        columns += (m_onePod ? m_longestContainer : m_longestPrefix) + 1;
    return columns;
}

SgrText LogModel::decoded(qsizetype row) const
{
    const Line &line = m_lines[size_t(row)];
    if (line.kind != quint32(LogLine::Kind::Text))
        return {message(line), {}, false};
    const quint64 sequence = m_firstSequence + quint64(row);
    if (const SgrText *cached = m_decoded.object(sequence))
        return *cached;
    auto *text = new SgrText(AnsiSgr::parse(line.text, maxShownChars));
    const SgrText copy = *text;
    m_decoded.insert(sequence, text);
    return copy;
}

QString LogModel::lineText(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const Line &line = m_lines[size_t(row)];
    QString out = timestampText(line);
    const QString prefix = prefixText(line);
    if (!prefix.isEmpty())
        out += (out.isEmpty() ? QString() : QStringLiteral(" ")) + prefix;
    if (!out.isEmpty())
        out += QLatin1Char(' ');
    return out + message(line);
}

QString LogModel::text() const
{
    QString out;
    for (int row = 0; row < rowCount(); ++row) {
        out += lineText(row);
        out += QLatin1Char('\n');
    }
    return out;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Line &line = m_lines[size_t(row)];
    switch (role) {
    case Qt::DisplayRole:
        return lineText(row);
    case MessageRole:
        return QVariant::fromValue(decoded(row));
    case KindRole:
        return int(line.kind);
    case TimestampRole:
        return timestampText(line);
    case PrefixRole:
        return prefixText(line);
    case PrefixColorRole:
        return m_sources[line.source].color;
    case ColumnsRole:
        return decorationColumns(line) +
               (line.kind == quint32(LogLine::Kind::Text) ? int(line.extra) : int(message(line).size()));
    case MatchCountRole: {
        const MatchLine *match = matchLineOf(m_firstSequence + quint64(row));
        return match ? match->count : 0;
    }
    case CurrentMatchRole: {
        const MatchLine *match = m_current >= 0 ? matchLineOf(m_firstSequence + quint64(row)) : nullptr;
        if (!match || m_current < match->firstOrdinal || m_current >= match->firstOrdinal + match->count)
            return -1;
        return int(m_current - match->firstOrdinal);
    }
    }
    return {};
}

// --- search ---

int LogModel::matchesIn(const Line &line) const
{
    const QString text = message(line);
    int count = 0;
    for (qsizetype at = text.indexOf(m_search, 0, Qt::CaseInsensitive); at >= 0;
         at = text.indexOf(m_search, at + m_search.size(), Qt::CaseInsensitive))
        ++count;
    return count;
}

void LogModel::findMatches(qsizetype fromRow)
{
    for (qsizetype row = fromRow; row < qsizetype(m_lines.size()); ++row) {
        const int count = matchesIn(m_lines[size_t(row)]);
        if (count == 0)
            continue;
        m_matches.push_back({m_firstSequence + quint64(row), m_nextOrdinal, count});
        m_nextOrdinal += count;
    }
}

const LogModel::MatchLine *LogModel::matchLineOf(quint64 sequence) const
{
    const auto it = std::lower_bound(m_matches.begin(), m_matches.end(), sequence,
                                     [](const MatchLine &m, quint64 s) { return m.sequence < s; });
    return it != m_matches.end() && it->sequence == sequence ? &*it : nullptr;
}

void LogModel::setSearchText(const QString &text)
{
    if (text == m_search)
        return;
    m_search = text;
    m_matches.clear();
    m_nextOrdinal = 0;
    m_current = -1;
    if (!m_search.isEmpty())
        findMatches(0);
    if (!m_lines.empty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {MatchCountRole, CurrentMatchRole});
    Q_EMIT searchTextChanged();
    Q_EMIT matchesChanged();
}

qint64 LogModel::matchCount() const
{
    return m_matches.empty() ? 0 : m_nextOrdinal - m_matches.front().firstOrdinal;
}

qint64 LogModel::currentMatch() const
{
    return m_current < 0 ? -1 : m_current - m_matches.front().firstOrdinal;
}

int LogModel::currentMatchRow() const
{
    if (m_current < 0)
        return -1;
    // The last match line whose first ordinal is not after the current one holds it.
    const auto it = std::upper_bound(m_matches.begin(), m_matches.end(), m_current,
                                     [](qint64 o, const MatchLine &m) { return o < m.firstOrdinal; });
    return int(std::prev(it)->sequence - m_firstSequence);
}

void LogModel::setCurrent(qint64 ordinal)
{
    if (ordinal == m_current)
        return;
    const int oldRow = currentMatchRow();
    m_current = ordinal;
    const int newRow = currentMatchRow();
    if (oldRow >= 0)
        Q_EMIT dataChanged(index(oldRow), index(oldRow), {CurrentMatchRole});
    if (newRow >= 0 && newRow != oldRow)
        Q_EMIT dataChanged(index(newRow), index(newRow), {CurrentMatchRole});
    Q_EMIT matchesChanged();
}

void LogModel::nextMatch()
{
    if (m_matches.empty())
        return;
    const qint64 first = m_matches.front().firstOrdinal;
    setCurrent(m_current < 0 || m_current + 1 >= m_nextOrdinal ? first : m_current + 1);
}

void LogModel::previousMatch()
{
    if (m_matches.empty())
        return;
    const qint64 first = m_matches.front().firstOrdinal;
    setCurrent(m_current <= first ? m_nextOrdinal - 1 : m_current - 1);
}

void LogModel::setCurrentMatchFrom(int row)
{
    if (m_matches.empty())
        return setCurrent(-1);
    const quint64 sequence = m_firstSequence + quint64(std::max(0, row));
    const auto it = std::lower_bound(m_matches.begin(), m_matches.end(), sequence,
                                     [](const MatchLine &m, quint64 s) { return m.sequence < s; });
    setCurrent(it == m_matches.end() ? m_matches.front().firstOrdinal : it->firstOrdinal);
}

QColor LogModel::sourceColor(int index, bool darkBackground)
{
    // Hues around the wheel, in an order that keeps neighbours apart; light enough on dark, deep enough on
    // light.
    static constexpr int hues[sourceColorCount] = {200, 30, 120, 280, 0, 170, 50, 240, 320, 90, 15, 260};
    const int hue = hues[std::clamp(index, 0, sourceColorCount - 1)];
    return darkBackground ? QColor::fromHsv(hue, 150, 240) : QColor::fromHsv(hue, 230, 150);
}

// --- LogFilterProxyModel ---

LogFilterProxyModel::LogFilterProxyModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    // Rows are only filtered again when the search changes, not on every repaint-only dataChanged.
    setDynamicSortFilter(false);
}

void LogFilterProxyModel::setSourceModel(QAbstractItemModel *model)
{
    disconnect(m_searchConnection);
    QSortFilterProxyModel::setSourceModel(model);
    if (auto *logModel = qobject_cast<LogModel *>(model)) {
        m_searchConnection = connect(logModel, &LogModel::searchTextChanged, this, [this] {
            if (m_onlyMatching)
                invalidateFilter();
        });
    }
}

void LogFilterProxyModel::setOnlyMatching(bool on)
{
    if (m_onlyMatching == on)
        return;
    m_onlyMatching = on;
    invalidateFilter();
}

bool LogFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_onlyMatching)
        return true;
    const auto *logModel = qobject_cast<const LogModel *>(sourceModel());
    if (!logModel || logModel->searchText().isEmpty())
        return true;
    return sourceModel()->index(sourceRow, 0, sourceParent).data(LogModel::MatchCountRole).toInt() > 0;
}

} // namespace kube
