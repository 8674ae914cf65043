// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "eventbroadcaster.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaObject>

namespace kube {

namespace {

const GroupVersionResource coreEvents{QString(), QStringLiteral("v1"), QStringLiteral("events")};

QString rfc3339(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

QJsonObject reference(const ObjectReference &object)
{
    QJsonObject json{{QStringLiteral("apiVersion"), object.apiVersion},
                     {QStringLiteral("kind"), object.kind},
                     {QStringLiteral("name"), object.name},
                     {QStringLiteral("uid"), object.uid},
                     {QStringLiteral("resourceVersion"), object.resourceVersion}};
    if (!object.namespaceName.isEmpty())
        json.insert(QStringLiteral("namespace"), object.namespaceName);
    return json;
}

} // namespace

ObjectReference ObjectReference::of(const Object &object)
{
    return {QString::fromUtf8(object.apiVersion()),    QString::fromUtf8(object.kind()),
            QString::fromUtf8(object.namespaceName()), QString::fromUtf8(object.name()),
            QString::fromUtf8(object.uid()),           QString::fromUtf8(object.resourceVersion())};
}

EventRecorder::EventRecorder(EventBroadcaster *broadcaster, QString component)
    : m_broadcaster(broadcaster), m_component(std::move(component))
{
}

void EventRecorder::event(const ObjectReference &object, const QString &type, const QString &reason,
                          const QString &message) const
{
    EventBroadcaster *broadcaster = m_broadcaster.data();
    if (!broadcaster)
        return;
    RecordedEvent recorded{object, m_component, type, reason, message, QDateTime::currentMSecsSinceEpoch()};
    QMetaObject::invokeMethod(
        broadcaster, [broadcaster, recorded] { broadcaster->record(recorded); }, Qt::QueuedConnection);
}

EventBroadcaster::EventBroadcaster(QObject *parent) : QObject(parent) {}

void EventBroadcaster::startRecordingToSink(RestClient *client)
{
    m_sink = client;
}

void EventBroadcaster::startLogging(std::function<void(const RecordedEvent &)> log)
{
    m_log = std::move(log);
}

void EventBroadcaster::record(const RecordedEvent &event)
{
    if (m_log)
        m_log(event);
    if (!m_sink)
        return;
    m_unwritten.append(event);
    ++m_pendingWrites;
    writeNext();
}

// One write at a time, in order, as client-go's sink goroutine does: a repeat's count update must reach the
// server after the Event it counts was created.
void EventBroadcaster::writeNext()
{
    if (m_writing || m_unwritten.isEmpty())
        return;
    m_writing = true;
    writeToSink(m_unwritten.takeFirst());
}

void EventBroadcaster::writeToSink(const RecordedEvent &event)
{
    const QString identity = QStringList{event.object.uid,  event.object.namespaceName,
                                         event.object.name, event.component,
                                         event.type,        event.reason,
                                         event.message}
                                 .join(QChar(0));
    auto found = m_written.find(identity);
    if (found != m_written.end() && event.timeMs - found->firstMs > aggregationWindowMs) {
        m_written.erase(found);
        found = m_written.end();
    }
    const auto finished = [this](const Response &response) {
        --m_pendingWrites;
        m_writing = false;
        if (!response.ok())
            Q_EMIT writeFailed(response.error);
        writeNext();
    };
    if (found != m_written.end()) {
        // A repeat: the Event already written counts it (client-go's EventCorrelator patches count and
        // lastTimestamp).
        found->count += 1;
        found->lastMs = event.timeMs;
        const QJsonObject patch{{QStringLiteral("count"), found->count},
                                {QStringLiteral("lastTimestamp"), rfc3339(event.timeMs)}};
        m_sink->send(Request::patch(PatchType::Merge)
                         .resource(coreEvents)
                         .namespaceName(found->namespaceName)
                         .name(found->name)
                         .body(QJsonDocument(patch).toJson(QJsonDocument::Compact),
                               patchContentType(PatchType::Merge)),
                     this, finished);
        return;
    }
    if (m_written.size() >= maxRemembered)
        m_written.clear();
    // Events of cluster-scoped objects go to "default", as client-go's recorder does.
    const QString namespaceName =
        event.object.namespaceName.isEmpty() ? QStringLiteral("default") : event.object.namespaceName;
    const QString name = QStringLiteral("%1.%2")
                             .arg(event.object.name)
                             .arg(quint64(event.timeMs) * 1'000'000 + quint64(m_written.size()), 0, 16);
    m_written.insert(identity, Written{namespaceName, name, 1, event.timeMs, event.timeMs});
    const QJsonObject body{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("Event")},
        {QStringLiteral("metadata"),
         QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), namespaceName}}},
        {QStringLiteral("involvedObject"), reference(event.object)},
        {QStringLiteral("reason"), event.reason},
        {QStringLiteral("message"), event.message},
        {QStringLiteral("type"), event.type},
        {QStringLiteral("source"), QJsonObject{{QStringLiteral("component"), event.component}}},
        {QStringLiteral("firstTimestamp"), rfc3339(event.timeMs)},
        {QStringLiteral("lastTimestamp"), rfc3339(event.timeMs)},
        {QStringLiteral("count"), 1},
        {QStringLiteral("reportingComponent"), event.component},
    };
    m_sink->send(Request::post()
                     .resource(coreEvents)
                     .namespaceName(namespaceName)
                     .body(QJsonDocument(body).toJson(QJsonDocument::Compact)),
                 this, finished);
}

} // namespace kube
