// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rowfeed.h"

#include "core/helperpool.h"
#include "core/threadhandoff.h"

#include <QSet>

namespace kube {

// Forwards informer callbacks to the feed while it exists (the informer may outlive it by a moment). An
// initial list's objects are printed in groups, shared with the helper threads (HelperPool): printing is most
// of a listener's time, and a 100k-pod list printed on one thread kept the other cores idle for half a
// second. The group is printed when it is full and at the end of the listener's run; any other callback
// prints it first, so a key's changes still reach the feed in order.
class RowFeed::Handler : public ResourceEventHandler
{
public:
    explicit Handler(RowFeed *feed) : m_feed(feed) {}
    void detach()
    {
        QMutexLocker lock(&m_mutex);
        m_feed = nullptr;
        m_group.clear();
    }
    void onAdd(const Object &object, bool isInInitialList) override
    {
        if (!isInInitialList) {
            forward(RowChange::Type::Upsert, object, false);
            return;
        }
        QMutexLocker lock(&m_mutex);
        if (!m_feed)
            return;
        m_group.append(object);
        if (m_group.size() >= groupSize)
            printGroup();
    }
    void onUpdate(const Object &, const Object &newObject) override
    {
        forward(RowChange::Type::Upsert, newObject, false);
    }
    void onDelete(const Object &object, bool) override { forward(RowChange::Type::Delete, object, false); }
    void onSynced() override
    {
        QMutexLocker lock(&m_mutex);
        if (!m_feed)
            return;
        printGroup();
        m_feed->listHandled();
    }
    void onRunEnd() override
    {
        QMutexLocker lock(&m_mutex);
        if (m_feed)
            printGroup();
    }

private:
    // Small, so that a detach() from the GUI thread never waits long for the group being printed.
    static constexpr qsizetype groupSize = 512;
    // ~0.2 ms of printing: sixteen to share out, each worth more than handing it over.
    static constexpr qsizetype sliceSize = 32;

    void forward(RowChange::Type type, const Object &object, bool initial)
    {
        QMutexLocker lock(&m_mutex);
        if (!m_feed)
            return;
        printGroup();
        m_feed->push(m_feed->makeChange(type, object, initial));
    }
    // Under m_mutex, with a feed. The group goes in slices: the helpers print slices ahead while this thread
    // prints what they have not started and hands each slice's rows to the feed in order.
    void printGroup()
    {
        if (m_group.isEmpty())
            return;
        HelperPool &helpers = HelperPool::shared();
        std::vector<RowChange> changes(size_t(m_group.size()));
        const RowFeed *feed = m_feed;
        const auto print = [this, feed, &changes](qsizetype from) {
            const qsizetype to = std::min(from + sliceSize, m_group.size());
            for (qsizetype i = from; i < to; ++i)
                changes[size_t(i)] = feed->printChange(RowChange::Type::Upsert, m_group.at(i), true);
        };
        // Each task ends before wait() returns below, so what it refers to outlives it.
        std::vector<std::shared_ptr<HelperTask>> slices;
        for (qsizetype from = 0; from < m_group.size(); from += sliceSize) {
            slices.push_back(std::make_shared<HelperTask>([&print, from] { print(from); }));
            helpers.offer(slices.back());
        }
        for (size_t slice = 0; slice < slices.size(); ++slice) {
            // While a helper prints this slice, print one it has not started rather than wait.
            for (size_t next = slice + 1; next < slices.size() && !slices[slice]->isDone(); ++next)
                slices[next]->tryRun();
            slices[slice]->wait();
            const size_t to = std::min(changes.size(), (slice + 1) * size_t(sliceSize));
            for (size_t i = slice * size_t(sliceSize); i < to; ++i) {
                m_feed->shareTexts(changes[i]);
                m_feed->push(std::move(changes[i]));
            }
        }
        m_group.clear();
    }

    QMutex m_mutex;
    RowFeed *m_feed;
    QList<Object> m_group; // initial-list objects not printed yet
};

RowFeed::RowFeed(std::shared_ptr<const Printer> printer, int intervalMs, QObject *parent)
    : QObject(parent), m_printer(std::move(printer)), m_columns(m_printer->columns()),
      m_intervalMs(intervalMs), m_handler(std::make_shared<Handler>(this))
{
    qRegisterMetaType<kube::RowBatch>();
    for (int column = 0; column < m_columns.size(); ++column)
        if (m_nameColumn < 0 && m_columns[column].format == QLatin1String("name"))
            m_nameColumn = column;
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &RowFeed::deliver);
    m_sinceDelivery.start();
}

RowFeed::~RowFeed()
{
    m_handler->detach();
}

std::shared_ptr<ResourceEventHandler> RowFeed::handler()
{
    return m_handler;
}

void RowFeed::resetHandler()
{
    m_handler->detach();
    m_handler = std::make_shared<Handler>(this);
    QMutexLocker lock(&m_mutex);
    m_pending.clear();
    m_index.clear();
    m_indexed = 0;
    m_initialPending = m_initialDelivered = 0;
    m_listHandled = false;
    m_sinceFirstInitial.invalidate();
}

qint64 RowFeed::changesReceived() const
{
    QMutexLocker lock(&m_mutex);
    return m_received;
}

QString RowFeed::intern(const QString &text) const
{
    const auto it = m_texts.constFind(text);
    if (it != m_texts.constEnd())
        return *it;
    if (m_texts.size() < maxInternedTexts)
        m_texts.insert(text);
    return text;
}

RowChange RowFeed::makeChange(RowChange::Type type, const Object &object, bool initial) const
{
    RowChange change = printChange(type, object, initial);
    shareTexts(change);
    return change;
}

RowChange RowFeed::printChange(RowChange::Type type, const Object &object, bool initial) const
{
    // The printer reads the object here, on the listener's thread or a helper; the GUI thread only shows
    // cells.
    RowChange change;
    change.type = type;
    change.initial = initial;
    change.row.object = object;
    change.row.key = object.key();
    change.row.nameOffset = object.namespaceName().isEmpty() ? 0 : int(object.namespaceName().size()) + 1;
    if (type == RowChange::Type::Upsert) {
        PrintRow printed = m_printer->row(object);
        change.row.cells = std::move(printed.cells);
        change.row.health = printed.health;
        if (m_nameColumn >= 0 && m_nameColumn < change.row.cells.size())
            change.row.cells[m_nameColumn] = PrintCell();
    }
    return change;
}

void RowFeed::shareTexts(RowChange &change) const
{
    // 100k rows hold 100k names already (in their keys) and a handful of distinct statuses and nodes.
    for (int column = 0; column < change.row.cells.size(); ++column) {
        PrintCell &cell = change.row.cells[column];
        if (column != m_nameColumn && cell.kind() == PrintCell::Kind::Text)
            cell = PrintCell::text(intern(cell.render(0)));
    }
}

void RowFeed::push(RowChange change)
{
    QMutexLocker lock(&m_mutex);
    ++m_received;
    m_sincePush.start();
    // An initial list's rows have keys of their own (one Add each, before any other change), so they are
    // indexed only when another change may need to find one of them.
    if (!change.initial)
        while (m_indexed < m_pending.size()) {
            m_index.insert(m_pending.at(m_indexed).row.key, m_indexed);
            ++m_indexed;
        }
    auto it = change.initial ? m_index.constEnd() : m_index.constFind(change.row.key);
    if (it != m_index.constEnd()) {
        RowChange &pending = m_pending[*it];
        const bool wasInitial = pending.initial;
        pending = std::move(change);
        pending.initial = pending.initial || wasInitial;
    } else {
        if (!change.initial) { // the index has caught up above
            m_index.insert(change.row.key, m_pending.size());
            ++m_indexed;
        }
        m_initialPending += change.initial ? 1 : 0;
        if (change.initial && m_initialDelivered == 0 && !m_sinceFirstInitial.isValid())
            m_sinceFirstInitial.start();
        m_pending.append(std::move(change));
    }
    if (!m_scheduled) {
        m_scheduled = true;
        detail::handoffRelease(this);
        QMetaObject::invokeMethod(
            this,
            [this] {
                detail::handoffAcquire(this);
                // Coalesce: deliver at most once per interval.
                const qint64 wait = std::max<qint64>(0, m_intervalMs - m_sinceDelivery.elapsed());
                m_timer.start(int(wait));
            },
            Qt::QueuedConnection);
    }
}

void RowFeed::listHandled()
{
    QMutexLocker lock(&m_mutex);
    m_listHandled = true;
    if (!m_scheduled)
        return; // nothing waits
    // The list's last rows wait for nothing more: out now, not at the next tick (up to two intervals away),
    // nor behind a zero timer (a pass of the event loop, a paint perhaps).
    detail::handoffRelease(this);
    QMetaObject::invokeMethod(
        this,
        [this] {
            detail::handoffAcquire(this);
            m_timer.stop();
            deliver();
        },
        Qt::QueuedConnection);
}

void RowFeed::deliver()
{
    RowBatch batch;
    {
        QMutexLocker lock(&m_mutex);
        const bool listArriving = !m_listHandled && m_initialPending > 0 && m_sincePush.isValid() &&
                                  m_sincePush.elapsed() < m_intervalMs;
        if (listArriving && m_initialDelivered == 0 && m_sinceFirstInitial.isValid() &&
            m_sinceFirstInitial.elapsed() < firstInitialHoldMs) {
            m_timer.start(
                int(std::min<qint64>(m_intervalMs, firstInitialHoldMs - m_sinceFirstInitial.elapsed())));
            return;
        }
        if (listArriving && m_initialPending < m_initialDelivered &&
            m_sinceDelivery.elapsed() < maxInitialHoldMs) {
            m_timer.start(m_intervalMs);
            return;
        }
        m_initialDelivered += m_initialPending;
        m_initialPending = 0;
        batch.swap(m_pending);
        m_index.clear();
        m_indexed = 0;
        m_scheduled = false;
    }
    m_sinceDelivery.restart();
    if (batch.isEmpty())
        return;
    Q_EMIT batchReady(batch);
}

} // namespace kube
