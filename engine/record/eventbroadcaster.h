// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "eventrecorder.h"
#include "rest/restclient.h"

#include <QHash>
#include <QObject>

#include <functional>

namespace kube {

// One recorded event as the broadcaster hands it to its sinks.
struct QKUBE_ENGINE_EXPORT RecordedEvent
{
    ObjectReference object;
    QString component;
    QString type;
    QString reason;
    QString message;
    qint64 timeMs = 0;
};

// client-go's record.EventBroadcaster: takes events from its recorders and hands each to its sinks: the API
// server (core/v1 Events, a repeat of the same event raising the existing Event's count instead of creating
// another, as client-go's EventCorrelator does) and a log function. Lives on the thread of the RestClient it
// records to; recorders may be used from any thread (events cross by queued call).
class QKUBE_ENGINE_EXPORT EventBroadcaster : public QObject
{
    Q_OBJECT
public:
    // How long a repeat of an event raises the count of the Event already written (client-go: 10 minutes).
    static constexpr qint64 aggregationWindowMs = 10 * 60 * 1000;
    // How many distinct events are remembered for aggregation (client-go's LRU: 4096).
    static constexpr int maxRemembered = 4096;

    explicit EventBroadcaster(QObject *parent = nullptr);

    EventRecorder newRecorder(const QString &component) { return EventRecorder(this, component); }
    // Writes events to the server through `client` (which must live on this object's thread).
    void startRecordingToSink(RestClient *client);
    void startLogging(std::function<void(const RecordedEvent &)> log);
    // Events not yet written or being written; 0 when every event has reached the server.
    int pendingWrites() const { return m_pendingWrites; }

Q_SIGNALS:
    void writeFailed(const kube::Error &error);

private:
    friend class EventRecorder;
    void record(const RecordedEvent &event);
    void writeNext();
    void writeToSink(const RecordedEvent &event);

    struct Written
    {
        QString namespaceName;
        QString name;
        int count = 0;
        qint64 firstMs = 0;
        qint64 lastMs = 0;
    };
    RestClient *m_sink = nullptr;
    std::function<void(const RecordedEvent &)> m_log;
    QHash<QString, Written> m_written; // by the event's identity (object, component, type, reason, message)
    QList<RecordedEvent> m_unwritten;
    bool m_writing = false;
    int m_pendingWrites = 0;
};

} // namespace kube
