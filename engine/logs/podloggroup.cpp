// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podloggroup.h"

namespace kube {

PodLogGroup::PodLogGroup(RestClient *client, PodLogOptions options, QList<PodLogTarget> targets, Order order,
                         QObject *parent)
    : QObject(parent), m_client(client), m_options(std::move(options)), m_targets(std::move(targets)),
      m_order(order)
{
    m_batchTimer.setSingleShot(true);
    connect(&m_batchTimer, &QTimer::timeout, this, &PodLogGroup::flush);
}

PodLogGroup::~PodLogGroup()
{
    stop();
}

void PodLogGroup::start()
{
    m_started = true;
    if (m_targets.isEmpty()) {
        if (!m_expectingMore)
            Q_EMIT finished();
        return;
    }
    if (m_order == Order::Sequential) {
        startNext();
        return;
    }
    while (m_next < m_targets.size() && !m_stopped)
        startNext();
}

void PodLogGroup::stop()
{
    m_stopped = true;
    m_batchTimer.stop();
    m_batch.clear();
    for (auto &stream : m_streams)
        if (stream)
            stream->stop();
}

void PodLogGroup::addTargets(const QList<PodLogTarget> &targets)
{
    Q_ASSERT(m_order == Order::Concurrent);
    m_targets += targets;
    while (m_started && !m_stopped && m_next < m_targets.size())
        startNext();
}

void PodLogGroup::setExpectingMore(bool expecting)
{
    m_expectingMore = expecting;
    if (!expecting && m_started && !m_stopped && m_running == 0 && m_next == m_targets.size())
        Q_EMIT finished();
}

void PodLogGroup::startNext()
{
    const qsizetype index = m_next++;
    PodLogOptions options = m_options;
    options.pod = m_targets[index].pod;
    options.container = m_targets[index].container;
    auto stream = std::make_unique<PodLogStream>(m_client, options);
    // The streams hand on what each chunk brought; the group makes the batches.
    stream->setBatchIntervalMs(0);
    connect(stream.get(), &PodLogStream::lines, this, &PodLogGroup::add);
    connect(stream.get(), &PodLogStream::finished, this, [this, index] { streamEnded(index, {}); });
    connect(stream.get(), &PodLogStream::failed, this,
            [this, index](const Error &error) { streamEnded(index, error); });
    PodLogStream *started = stream.get();
    m_streams.push_back(std::move(stream));
    ++m_running;
    if (m_targets[index].podObject.isEmpty())
        started->start();
    else
        started->start(m_targets[index].podObject);
}

void PodLogGroup::add(const LogLines &lines)
{
    m_batch += lines;
    if (m_batch.size() >= PodLogStream::maxBatchLines)
        flush();
    else if (!m_batchTimer.isActive())
        m_batchTimer.start(PodLogStream::defaultBatchIntervalMs);
}

void PodLogGroup::streamEnded(qsizetype index, const Error &error)
{
    --m_running;
    // The stream is done; it goes once this signal has returned.
    m_streams[size_t(index)].release()->deleteLater();
    flush();
    if (error) {
        Q_EMIT failed(m_targets[index].pod, m_targets[index].container, error);
        if (m_order == Order::Sequential) {
            stop();
            return;
        }
    }
    if (m_stopped)
        return;
    if (m_order == Order::Sequential && m_next < m_targets.size()) {
        startNext();
        return;
    }
    if (m_running == 0 && m_next == m_targets.size() && !m_expectingMore)
        Q_EMIT finished();
}

void PodLogGroup::flush()
{
    m_batchTimer.stop();
    if (!m_batch.isEmpty())
        Q_EMIT lines(std::exchange(m_batch, {}));
}

} // namespace kube
