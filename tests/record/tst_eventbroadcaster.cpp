// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "record/eventbroadcaster.h"
#include "rest/clientset.h"
#include "simfixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace kube;

namespace {

// The Events on the server whose source is `component`, fetched with a plain list.
QList<QJsonObject> eventsFrom(RestClient &client, const QString &component)
{
    QList<QJsonObject> events;
    bool done = false;
    client.send(Request::get().resource(Kinds::Event.gvr), &client, [&](const Response &response) {
        for (const QJsonValue &item : QJsonDocument::fromJson(response.body).object().value(QLatin1String("items")).toArray())
            if (item.toObject().value(QLatin1String("source")).toObject().value(QLatin1String("component")).toString() == component)
                events.append(item.toObject());
        done = true;
    });
    // No answer leaves the list empty, which every caller's count check catches.
    return QTest::qWaitFor([&] { return done; }, 5000) ? events : QList<QJsonObject>();
}

ObjectReference podReference(const QString &name)
{
    return {QStringLiteral("v1"), QStringLiteral("Pod"), QStringLiteral("default"), name, QStringLiteral("uid-") + name, QStringLiteral("1")};
}

} // namespace

class tst_EventBroadcaster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void repeatsRaiseTheCountOfOneEvent()
    {
        SimFixture sim;
        RestClient client(sim.restConfig());
        EventBroadcaster broadcaster;
        broadcaster.startRecordingToSink(&client);
        QList<RecordedEvent> logged;
        broadcaster.startLogging([&](const RecordedEvent &event) { logged.append(event); });
        const EventRecorder recorder = broadcaster.newRecorder(QStringLiteral("tst-recorder"));

        for (int i = 0; i < 3; ++i)
            recorder.event(podReference(QStringLiteral("web")), QString::fromLatin1(EventRecorder::normal), QStringLiteral("Synced"),
                           QStringLiteral("synced"));
        recorder.event(podReference(QStringLiteral("web")), QString::fromLatin1(EventRecorder::warning), QStringLiteral("Failed"),
                       QStringLiteral("it broke"));
        QTRY_COMPARE(logged.size(), 4);
        QTRY_COMPARE(broadcaster.pendingWrites(), 0);

        QList<QJsonObject> events = eventsFrom(client, QStringLiteral("tst-recorder"));
        QCOMPARE(events.size(), 2);
        std::sort(events.begin(), events.end(), [](const QJsonObject &a, const QJsonObject &b) {
            return a.value(QLatin1String("reason")).toString() > b.value(QLatin1String("reason")).toString();
        });
        QCOMPARE(events[0].value(QLatin1String("reason")).toString(), QStringLiteral("Synced"));
        QCOMPARE(events[0].value(QLatin1String("count")).toInt(), 3);
        QCOMPARE(events[0].value(QLatin1String("type")).toString(), QStringLiteral("Normal"));
        const QJsonObject involved = events[0].value(QLatin1String("involvedObject")).toObject();
        QCOMPARE(involved.value(QLatin1String("kind")).toString(), QStringLiteral("Pod"));
        QCOMPARE(involved.value(QLatin1String("name")).toString(), QStringLiteral("web"));
        QCOMPARE(involved.value(QLatin1String("uid")).toString(), QStringLiteral("uid-web"));
        QCOMPARE(events[1].value(QLatin1String("reason")).toString(), QStringLiteral("Failed"));
        QCOMPARE(events[1].value(QLatin1String("count")).toInt(), 1);
        QCOMPARE(events[1].value(QLatin1String("type")).toString(), QStringLiteral("Warning"));
    }

    void clusterScopedObjectsGetEventsInDefault()
    {
        SimFixture sim;
        RestClient client(sim.restConfig());
        EventBroadcaster broadcaster;
        broadcaster.startRecordingToSink(&client);
        broadcaster.newRecorder(QStringLiteral("tst-node")).event(
            ObjectReference{QStringLiteral("v1"), QStringLiteral("Node"), QString(), QStringLiteral("node-1"), QStringLiteral("n1"), QString()},
            QString::fromLatin1(EventRecorder::normal), QStringLiteral("Cordoned"), QStringLiteral("cordoned"));
        QTRY_COMPARE(broadcaster.pendingWrites(), 0);
        const QList<QJsonObject> events = eventsFrom(client, QStringLiteral("tst-node"));
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].value(QLatin1String("metadata")).toObject().value(QLatin1String("namespace")).toString(), QStringLiteral("default"));
    }

    void aRecorderOutlivingItsBroadcasterDoesNothing()
    {
        EventRecorder recorder;
        {
            EventBroadcaster broadcaster;
            recorder = broadcaster.newRecorder(QStringLiteral("gone"));
        }
        recorder.event(podReference(QStringLiteral("x")), QString::fromLatin1(EventRecorder::normal), QStringLiteral("R"), QStringLiteral("m"));
        QCoreApplication::processEvents();
    }
};

QTEST_MAIN(tst_EventBroadcaster)
#include "tst_eventbroadcaster.moc"
