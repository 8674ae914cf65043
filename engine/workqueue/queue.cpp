// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "queue.h"

namespace kube {

void WorkQueue::setNotify(std::function<void()> notify)
{
    std::unique_lock lock(m_mutex);
    m_notify = std::move(notify);
}

void WorkQueue::add(const QByteArray &item)
{
    std::function<void()> notify;
    {
        std::unique_lock lock(m_mutex);
        if (m_shuttingDown || m_dirty.contains(item))
            return;
        m_dirty.insert(item);
        if (m_processing.contains(item))
            return; // queued again by done()
        m_queue.push_back(item);
        m_available.notify_one();
        notify = m_notify;
    }
    if (notify)
        notify();
}

std::optional<QByteArray> WorkQueue::get(int timeoutMs)
{
    std::unique_lock lock(m_mutex);
    auto ready = [this] { return !m_queue.empty() || m_shuttingDown; };
    if (timeoutMs < 0)
        m_available.wait(lock, ready);
    else if (!m_available.wait_for(lock, std::chrono::milliseconds(timeoutMs), ready))
        return std::nullopt;
    if (m_queue.empty())
        return std::nullopt; // shutting down and nothing left (items queued before shutdown are still handed out)
    QByteArray item = std::move(m_queue.front());
    m_queue.pop_front();
    m_processing.insert(item);
    m_dirty.remove(item);
    return item;
}

std::optional<QByteArray> WorkQueue::tryGet()
{
    return get(0);
}

void WorkQueue::done(const QByteArray &item)
{
    std::function<void()> notify;
    {
        std::unique_lock lock(m_mutex);
        m_processing.remove(item);
        if (m_dirty.contains(item)) {
            m_queue.push_back(item);
            m_available.notify_one();
            notify = m_notify;
        } else if (m_processing.isEmpty()) {
            m_drained.notify_all();
        }
    }
    if (notify)
        notify();
}

qsizetype WorkQueue::length() const
{
    std::unique_lock lock(m_mutex);
    return qsizetype(m_queue.size());
}

void WorkQueue::shutDown()
{
    std::unique_lock lock(m_mutex);
    m_shuttingDown = true;
    m_available.notify_all();
}

void WorkQueue::shutDownWithDrain()
{
    std::unique_lock lock(m_mutex);
    m_shuttingDown = true;
    m_available.notify_all();
    m_drained.wait(lock, [this] { return m_processing.isEmpty(); });
}

bool WorkQueue::isShuttingDown() const
{
    std::unique_lock lock(m_mutex);
    return m_shuttingDown;
}

} // namespace kube
