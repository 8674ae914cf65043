// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "requestlogbuffer.h"

namespace kube {

void RequestLogBuffer::append(const RequestRecord &record)
{
    QMutexLocker lock(&m_mutex);
    m_records.push_back(record);
    ++m_last;
    if (qsizetype(m_records.size()) > m_capacity)
        m_records.pop_front();
}

QList<RequestRecord> RequestLogBuffer::takeSince(quint64 *sequence, quint64 *missed) const
{
    QMutexLocker lock(&m_mutex);
    if (*sequence >= m_last) {
        if (missed)
            *missed = 0;
        *sequence = m_last;
        return {};
    }
    const quint64 first = m_last - m_records.size() + 1; // the number of m_records.front()
    const quint64 from = std::max(*sequence + 1, first);
    if (missed)
        *missed = from - (*sequence + 1);
    QList<RequestRecord> records;
    for (quint64 n = from; n <= m_last; ++n)
        records.append(m_records[size_t(n - first)]);
    *sequence = m_last;
    return records;
}

RequestLog::Sink RequestLogBuffer::sink(std::shared_ptr<RequestLogBuffer> buffer)
{
    return [buffer = std::move(buffer)](const RequestRecord &record) { buffer->append(record); };
}

} // namespace kube
