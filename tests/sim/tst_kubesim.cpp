// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim's store and serving paths that the benchmarks lean on: big lists streamed whole, heartbeats, watch
// resume semantics, selectors over the stored fields. Real sockets on loopback.
#include "recordeddiscovery.h"
#include "simfixture.h"

#include "config/kubeconfig.h"
#include "config/restconfig.h"
#include "core/objectlist.h"
#include "rest/clientset.h"
#include "rest/restclient.h"
#include "rest/watchdecoder.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>

#include <memory>
#include <vector>

using namespace kube;

namespace {
const sim::ResourceType &podType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
}

sim::KubeSimOptions plainOptions(int pods)
{
    sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.tls = false;
    options.scenario.pods = pods;
    options.scenario.namespaces = 6;
    return options;
}
} // namespace

class tst_KubeSim : public QObject
{
    Q_OBJECT

    QNetworkAccessManager m_network;

    QByteArray get(SimFixture &fixture, const QString &pathAndQuery, QByteArray *contentLength = nullptr)
    {
        QNetworkReply *reply = m_network.get(QNetworkRequest(QUrl(fixture.sim().url() + pathAndQuery)));
        QSignalSpy finished(reply, &QNetworkReply::finished);
        if (!finished.wait(30000))
            qWarning("no reply from %s", qPrintable(pathAndQuery));
        if (contentLength)
            *contentLength = reply->rawHeader("Content-Length");
        const QByteArray body = reply->readAll();
        reply->deleteLater();
        return body;
    }

private Q_SLOTS:
    // Each instance names its kubeconfig's entries after itself; the default keeps the names tests, README
    // and qkube --demo use.
    void kubeconfigEntriesAreNamedAfterTheInstance_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("contexts");
        QTest::addColumn<QString>("cluster");
        QTest::newRow("the default name")
            << sim::KubeSimOptions::defaultName << QStringList{"sim-admin", "sim-token", "sim-limited"}
            << "kubesim";
        QTest::newRow("a name given")
            << "east" << QStringList{"east-admin", "east-token", "east-limited"} << "east";
        QTest::newRow("no name: by port")
            << "" << QStringList{"sim-PORT-admin", "sim-PORT-token", "sim-PORT-limited"} << "sim-PORT";
    }
    void kubeconfigEntriesAreNamedAfterTheInstance()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, contexts);
        QFETCH(QString, cluster);
        sim::KubeSimOptions options = plainOptions(3);
        options.name = name;
        SimFixture fixture(options);
        const QString port = QString::number(fixture.sim().port());
        auto config = KubeConfig::load(fixture.kubeconfigPath());
        QVERIFY2(config, qPrintable(config.error().toString()));
        QStringList names;
        for (const ContextEntry &context : config->contexts()) {
            names.append(context.name);
            QCOMPARE(context.cluster, QString(cluster).replace(QLatin1String("PORT"), port));
            QCOMPARE(context.user,
                     context.name); // users are per instance too: a merged file keeps each one's credentials
        }
        QCOMPARE(names, contexts.replaceInStrings(QLatin1String("PORT"), port));
        QCOMPARE(config->currentContext(), contexts.first());
    }

    // Two instances' kubeconfigs merged (KUBECONFIG=a:b): every context of both is there and reaches its own
    // server with its own credentials; none is shadowed by the other's.
    void twoInstancesMergeWithoutShadowing()
    {
        sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.name.clear();
        SimFixture first(options);
        SimFixture second(options);
        auto merged = KubeConfig::loadFiles({first.kubeconfigPath(), second.kubeconfigPath()}, true);
        QVERIFY2(merged, qPrintable(merged.error().toString()));
        QCOMPARE(merged->contexts().size(), 6);
        for (SimFixture *fixture : {&first, &second}) {
            for (const QString &role : {QStringLiteral("admin"), QStringLiteral("token")}) {
                const QString context = fixture->sim().name() + QLatin1Char('-') + role;
                auto rest = RestConfig::fromKubeConfig(merged.value(), context);
                QVERIFY2(rest, qPrintable(rest.error().toString()));
                QCOMPARE(rest->host.port(), int(fixture->sim().port()));
                // The credentials are this instance's (each has its own CA and tokens): its server accepts
                // them.
                RestClient client(rest.value());
                Response response;
                bool done = false;
                RestCall *call = Clientset(&client).pods(QStringLiteral("default")).list();
                connect(call, &RestCall::finished, this, [&](const Response &r) {
                    response = r;
                    done = true;
                });
                QVERIFY(QTest::qWaitFor([&] { return done; }, 20000));
                QVERIFY2(response.ok(),
                         qPrintable(context + QLatin1String(": ") + response.error.toString()));
            }
        }
    }

    // Every kind kubesim serves is described as kube-apiserver 1.28 describes it (its aggregated discovery,
    // recorded): verbs, shortNames, categories, singular name, scope and the status and scale subresources.
    void discoveryMatchesTheRecordedApiserver_data()
    {
        QTest::addColumn<QJsonObject>("recorded");
        QTest::addColumn<QString>("groupVersion");
        const QList<RecordedResource> resources = recordedDiscovery();
        QVERIFY2(!resources.isEmpty(), "the recorded discovery (tests/data/sim) cannot be read");
        for (const RecordedResource &resource : resources)
            if (sim::ResourceType::find(resource.group, resource.version, resource.plural()))
                QTest::addRow("%s %s", qPrintable(resource.groupVersion()), qPrintable(resource.plural()))
                    << resource.entry << resource.groupVersion();
    }

    void discoveryMatchesTheRecordedApiserver()
    {
        QFETCH(QJsonObject, recorded);
        QFETCH(QString, groupVersion);
        SimFixture fixture(plainOptions(0));
        const QString path = groupVersion.contains(QLatin1Char('/')) ? QStringLiteral("/apis/") + groupVersion
                                                                     : QStringLiteral("/api/") + groupVersion;
        const QJsonArray served =
            QJsonDocument::fromJson(get(fixture, path)).object().value(QLatin1String("resources")).toArray();
        const QString plural = recorded.value(QLatin1String("resource")).toString();
        QJsonObject resource;
        QStringList subresources;
        for (const QJsonValue &value : served) {
            const QString name = value.toObject().value(QLatin1String("name")).toString();
            if (name == plural)
                resource = value.toObject();
            else if (name.startsWith(plural + QLatin1Char('/')))
                subresources.append(name.mid(plural.size() + 1));
        }
        QVERIFY2(!resource.isEmpty(), qPrintable(plural));
        auto sorted = [](const QJsonValue &list) {
            QStringList out;
            for (const QJsonValue &v : list.toArray())
                out.append(v.toString());
            out.sort();
            return out;
        };
        QCOMPARE(sorted(resource.value(QLatin1String("verbs"))),
                 sorted(recorded.value(QLatin1String("verbs"))));
        QCOMPARE(sorted(resource.value(QLatin1String("shortNames"))),
                 sorted(recorded.value(QLatin1String("shortNames"))));
        QCOMPARE(sorted(resource.value(QLatin1String("categories"))),
                 sorted(recorded.value(QLatin1String("categories"))));
        QCOMPARE(resource.value(QLatin1String("singularName")).toString(),
                 recorded.value(QLatin1String("singularResource")).toString());
        QCOMPARE(resource.value(QLatin1String("namespaced")).toBool(),
                 recorded.value(QLatin1String("scope")).toString() == QLatin1String("Namespaced"));
        QCOMPARE(
            resource.value(QLatin1String("kind")).toString(),
            recorded.value(QLatin1String("responseKind")).toObject().value(QLatin1String("kind")).toString());
        QStringList expectedSubresources;
        for (const QJsonValue &sub : recorded.value(QLatin1String("subresources")).toArray())
            // The subresources kubesim serves: status, scale, and pods' eviction, binding, log and streams.
            if (QStringList{QStringLiteral("status"), QStringLiteral("scale"), QStringLiteral("eviction"),
                            QStringLiteral("binding"), QStringLiteral("log"), QStringLiteral("exec"),
                            QStringLiteral("attach"), QStringLiteral("portforward")}
                    .contains(sub.toObject().value(QLatin1String("subresource")).toString()))
                expectedSubresources.append(sub.toObject().value(QLatin1String("subresource")).toString());
        subresources.sort();
        expectedSubresources.sort();
        QCOMPARE(subresources, expectedSubresources);
    }

    void largeListIsServedWholeAndConsistent()
    {
        SimFixture fixture(plainOptions(3000));
        QByteArray contentLength;
        const QByteArray body = get(fixture, QStringLiteral("/api/v1/pods"), &contentLength);
        QCOMPARE(contentLength.toLongLong(), body.size());
        auto list = ObjectList::fromJson(body);
        QVERIFY2(list, qPrintable(list ? QString() : list.error().message()));
        const auto &stored = fixture.sim().store().objects(podType());
        QCOMPARE(list->items.size(), stored.size());
        for (const Object &pod : list->items)
            QVERIFY2(stored.contains(QString::fromUtf8(pod.key())), pod.key().constData());
    }

    void heartbeatMovesOnlyTheResourceVersion()
    {
        SimFixture fixture(plainOptions(20));
        auto &store = fixture.sim().store();
        const QString key = store.objects(podType()).firstKey();
        const sim::StoredObject before = store.objects(podType()).value(key);
        QList<QByteArray> changes;
        connect(&store, &sim::ObjectStore::changed, this,
                [&changes](const sim::StoreEvent &event) { changes.append(event.eventType); });
        const sim::StoredObject after = store.touch(podType(), key);
        QCOMPARE(changes, QList<QByteArray>{"MODIFIED"});
        QVERIFY(after.resourceVersion > before.resourceVersion);
        QCOMPARE(after.resourceVersion, store.currentResourceVersion());
        QJsonObject expected = before.object();
        QJsonObject metadata = expected.value(QLatin1String("metadata")).toObject();
        metadata.insert(QStringLiteral("resourceVersion"), QString::number(after.resourceVersion));
        expected.insert(QStringLiteral("metadata"), metadata);
        QCOMPARE(after.object(), expected);
        // Touched again (the digits' place is remembered), still exact.
        const sim::StoredObject again = store.touch(podType(), key);
        QCOMPARE(again.object()
                     .value(QLatin1String("metadata"))
                     .toObject()
                     .value(QLatin1String("resourceVersion"))
                     .toString(),
                 QString::number(again.resourceVersion));
        QVERIFY(store.touch(podType(), QStringLiteral("nowhere/missing")).isNull());
    }

    void restartTouchCountsOneMoreRestart()
    {
        SimFixture fixture(plainOptions(20));
        auto &store = fixture.sim().store();
        const QString key = store.objects(podType()).firstKey();
        const sim::StoredObject before = store.objects(podType()).value(key);
        const sim::StoredObject after =
            store.touch(podType(), key, sim::ObjectStore::Touch::ContainerRestart);
        QJsonObject expected = before.object();
        QJsonObject metadata = expected.value(QLatin1String("metadata")).toObject();
        metadata.insert(QStringLiteral("resourceVersion"), QString::number(after.resourceVersion));
        expected.insert(QStringLiteral("metadata"), metadata);
        QJsonObject status = expected.value(QLatin1String("status")).toObject();
        QJsonArray statuses = status.value(QLatin1String("containerStatuses")).toArray();
        QVERIFY(!statuses.isEmpty());
        QJsonObject first = statuses.at(0).toObject();
        first.insert(QStringLiteral("restartCount"), first.value(QLatin1String("restartCount")).toInt() + 1);
        statuses.replace(0, first);
        status.insert(QStringLiteral("containerStatuses"), statuses);
        expected.insert(QStringLiteral("status"), status);
        QCOMPARE(after.object(), expected);
    }

    void restartsSpreadOverEveryPod()
    {
        // Churn draws pods uniformly: 3000 restarts over 200 pods leave none untouched in practice
        // (expected misses: 200 * e^-15). A draw biased to a few keys would leave most at zero.
        SimFixture fixture(plainOptions(200));
        auto &store = fixture.sim().store();
        const quint64 from = store.currentResourceVersion();
        fixture.sim().setRestarts(5000);
        QTRY_VERIFY_WITH_TIMEOUT(store.currentResourceVersion() >= from + 3000, 10000);
        fixture.sim().setRestarts(0);
        int restarted = 0;
        for (const sim::StoredObject &pod : store.objects(podType())) {
            const QJsonArray statuses = pod.object()
                                            .value(QLatin1String("status"))
                                            .toObject()
                                            .value(QLatin1String("containerStatuses"))
                                            .toArray();
            restarted += !statuses.isEmpty() &&
                         statuses.at(0).toObject().value(QLatin1String("restartCount")).toInt() > 0;
        }
        QVERIFY2(restarted >= 195, qPrintable(QStringLiteral("%1 of 200 pods restarted").arg(restarted)));
    }

    void churnTrimsTheOldestEventsNotTheFirstKeys()
    {
        // As the apiserver's event TTL: the oldest Events go. Trimmed by key, the oldest (last in the
        // alphabet) outlived thousands newer than it.
        SimFixture fixture(plainOptions(50));
        auto &store = fixture.sim().store();
        const sim::ResourceType &events =
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("events"));
        auto event = [&](const QString &name) {
            store.create(events, {{QStringLiteral("metadata"),
                                   QJsonObject{{QStringLiteral("name"), name},
                                               {QStringLiteral("namespace"), QStringLiteral("default")}}},
                                  {QStringLiteral("reason"), QStringLiteral("Test")}});
        };
        event(QStringLiteral("zz-oldest"));
        for (int i = store.objects(events).size(); i < 2000; ++i)
            event(QStringLiteral("aa-%1").arg(i, 4, 10, QLatin1Char('0')));
        event(QStringLiteral("aa-newest"));
        const quint64 from = store.currentResourceVersion();
        fixture.sim().setChurn(500);
        QTRY_VERIFY_WITH_TIMEOUT(!store.find(events, QStringLiteral("default"), QStringLiteral("zz-oldest")),
                                 10000);
        fixture.sim().setChurn(0);
        QVERIFY(store.currentResourceVersion() > from);
        QVERIFY(store.find(events, QStringLiteral("default"), QStringLiteral("aa-newest")));
        QVERIFY2(store.objects(events).size() <= 2000,
                 qPrintable(QString::number(store.objects(events).size())));
    }

    // As the kubelet's back-off: churn ends a container no sooner than 3 s after its last start or end (its
    // times are whole seconds, so 2 s at least), else a client's GET of the pod and its log request could be
    // told of two different instances.
    void churnRestartsAContainerOnlyAfterItsBackOff()
    {
        SimFixture fixture(plainOptions(20));
        auto &store = fixture.sim().store();
        QHash<QString, QElapsedTimer> lastEnd;
        qint64 shortest = std::numeric_limits<qint64>::max(), ends = 0;
        connect(&store, &sim::ObjectStore::changed, this, [&](const sim::StoreEvent &event) {
            if (event.type != &podType() || event.eventType != "MODIFIED")
                return;
            const auto restarts = [](const sim::StoredObject &pod) {
                const QJsonValue status = pod.object().value(QLatin1String("status"));
                return status[QLatin1String("containerStatuses")][0][QLatin1String("restartCount")].toInt();
            };
            if (restarts(event.object) <= restarts(event.previous))
                return;
            auto it = lastEnd.find(event.key);
            if (it != lastEnd.end())
                shortest = std::min(shortest, it->elapsed());
            lastEnd[event.key].start();
            ++ends;
        });
        // Slow enough that pods live to restart again (one pick in eight deletes a pod).
        fixture.sim().setChurn(20);
        QTRY_VERIFY_WITH_TIMEOUT(ends >= 30, 60000);
        fixture.sim().setChurn(0);
        QVERIFY(shortest != std::numeric_limits<qint64>::max());
        QVERIFY2(shortest >= 2000, qPrintable(QStringLiteral("%1 ms between two restarts").arg(shortest)));
    }

    void heartbeatRateIsServedToWatchers()
    {
        SimFixture fixture(plainOptions(200));
        const quint64 from = fixture.sim().store().currentResourceVersion();
        // Only pod changes count: the controllers may settle the seeded cluster (endpoints) meanwhile.
        auto podChangesSince = [&fixture](quint64 from) {
            qsizetype changes = 0;
            for (const sim::StoreEvent &event : fixture.sim().store().history())
                changes += event.resourceVersion > from && event.type == &podType();
            return changes;
        };
        fixture.sim().setHeartbeats(2000);
        QTRY_VERIFY_WITH_TIMEOUT(podChangesSince(from) > 500, 5000);
        fixture.sim().setHeartbeats(0);
        const qsizetype podChanges = podChangesSince(from);
        // A watch from `from` replays every heartbeat as MODIFIED, in order.
        QNetworkReply *reply = m_network.get(QNetworkRequest(
            QUrl(fixture.sim().url() + QStringLiteral("/api/v1/pods?watch=1&resourceVersion=%1").arg(from))));
        WatchDecoder decoder;
        QList<WatchEvent> events;
        connect(reply, &QNetworkReply::readyRead, this, [&] { events += decoder.feed(reply->readAll()); });
        QTRY_COMPARE_WITH_TIMEOUT(qsizetype(events.size()), podChanges, 10000);
        quint64 last = from;
        for (const WatchEvent &event : std::as_const(events)) {
            QCOMPARE(event.type, WatchEvent::Type::Modified);
            const quint64 rv = event.object.resourceVersion().toULongLong();
            QVERIFY(rv > last);
            last = rv;
        }
        reply->abort();
        reply->deleteLater();
    }

    // --crontabs seeds a custom kind in bulk, and the crontab-updates fault changes a printer column of its
    // objects at a rate (a custom kind's table under load), served to watchers as MODIFIED events.
    void crontabsAreSeededAndUpdatedAtARate()
    {
        sim::KubeSimOptions options = plainOptions(0);
        options.scenario.crontabs = 300;
        SimFixture fixture(options);
        const sim::ResourceType *crontabs = fixture.sim().resources().find(
            QStringLiteral("stable.example.com"), QStringLiteral("v1"), QStringLiteral("crontabs"));
        QVERIFY(crontabs);
        auto &store = fixture.sim().store();
        QCOMPARE(store.objects(*crontabs).size(), 303); // and the three examples
        QSet<QString> namespaces;
        QMap<QString, int> replicasBefore;
        for (const sim::StoredObject &crontab : store.objects(*crontabs)) {
            const QJsonObject object = crontab.object();
            namespaces.insert(object.value(QLatin1String("metadata"))
                                  .toObject()
                                  .value(QLatin1String("namespace"))
                                  .toString());
            replicasBefore.insert(
                sim::ObjectStore::keyOf(crontab.selectable->namespaceName, crontab.selectable->name),
                object.value(QLatin1String("spec")).toObject().value(QLatin1String("replicas")).toInt(-1));
        }
        QVERIFY(namespaces.size() >= 6);

        const quint64 from = store.currentResourceVersion();
        const auto postFault = [&](int rate) {
            QNetworkRequest request(
                QUrl(fixture.sim().url() +
                     QStringLiteral("/kubesim/faults?fault=crontab-updates&value=%1").arg(rate)));
            request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
            QNetworkReply *reply = m_network.post(request, QByteArray());
            QTRY_VERIFY(reply->isFinished());
            QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
            reply->deleteLater();
        };
        const auto crontabChanges = [&] {
            qsizetype changes = 0;
            for (const sim::StoreEvent &event : store.history())
                changes += event.resourceVersion > from && event.type == crontabs;
            return changes;
        };
        postFault(3000);
        QTRY_VERIFY_WITH_TIMEOUT(crontabChanges() >= 2000, 10000);
        postFault(0);
        const qsizetype updates = crontabChanges();
        int changed = 0;
        for (const sim::StoredObject &crontab : store.objects(*crontabs)) {
            const int replicas = crontab.object()
                                     .value(QLatin1String("spec"))
                                     .toObject()
                                     .value(QLatin1String("replicas"))
                                     .toInt(-1);
            QVERIFY(replicas >= 0 && replicas < 10);
            changed += replicas != replicasBefore.value(sim::ObjectStore::keyOf(
                                       crontab.selectable->namespaceName, crontab.selectable->name));
        }
        QVERIFY2(changed >= 250, qPrintable(QStringLiteral("%1 of 303 crontabs changed").arg(changed)));

        QNetworkReply *reply = m_network.get(QNetworkRequest(QUrl(
            fixture.sim().url() +
            QStringLiteral("/apis/stable.example.com/v1/crontabs?watch=1&resourceVersion=%1").arg(from))));
        WatchDecoder decoder;
        QList<WatchEvent> events;
        connect(reply, &QNetworkReply::readyRead, this, [&] { events += decoder.feed(reply->readAll()); });
        QTRY_COMPARE_WITH_TIMEOUT(qsizetype(events.size()), updates, 10000);
        for (const WatchEvent &event : std::as_const(events))
            QCOMPARE(event.type, WatchEvent::Type::Modified);
        reply->abort();
        reply->deleteLater();
    }

    void watchResumeReportsChangedObjectsAsModified()
    {
        SimFixture fixture(plainOptions(20));
        auto &store = fixture.sim().store();
        const quint64 from = store.currentResourceVersion();
        const QString key = store.objects(podType()).firstKey();
        store.touch(podType(),
                    key); // existed at `from`: the watcher knows it, so this is MODIFIED, not ADDED
        QNetworkReply *reply = m_network.get(QNetworkRequest(
            QUrl(fixture.sim().url() + QStringLiteral("/api/v1/pods?watch=1&resourceVersion=%1").arg(from))));
        WatchDecoder decoder;
        QList<WatchEvent> events;
        connect(reply, &QNetworkReply::readyRead, this, [&] { events += decoder.feed(reply->readAll()); });
        QTRY_COMPARE_WITH_TIMEOUT(events.size(), 1, 5000);
        QCOMPARE(events.first().type, WatchEvent::Type::Modified);
        QCOMPARE(QString::fromUtf8(events.first().object.key()), key);
        reply->abort();
        reply->deleteLater();
    }

    // A restart cuts every connection, watches and idle keep-alive ones alike, refuses new ones while down,
    // and keeps the objects at their versions (etcd outlives the apiserver).
    void restartCutsEveryConnectionAndKeepsTheObjects()
    {
        SimFixture fixture(plainOptions(10));
        sim::KubeSim &sim = fixture.sim();
        const quint16 port = sim.port();
        const quint64 version = sim.store().currentResourceVersion();
        auto podUids = [](const QJsonArray &items) {
            QSet<QString> uids;
            for (const QJsonValue &item : items)
                uids.insert(item.toObject()
                                .value(QLatin1String("metadata"))
                                .toObject()
                                .value(QLatin1String("uid"))
                                .toString());
            return uids;
        };
        const QSet<QString> pods =
            podUids(QJsonDocument::fromJson(get(fixture, QStringLiteral("/api/v1/pods")))
                        .object()
                        .value(QLatin1String("items"))
                        .toArray());
        QVERIFY(!pods.isEmpty());
        QNetworkReply *watch = m_network.get(QNetworkRequest(
            QUrl(sim.url() + QStringLiteral("/api/v1/pods?watch=1&resourceVersion=%1").arg(version))));
        QTRY_COMPARE_WITH_TIMEOUT(sim.openWatchCount(), 1, 5000);
        QTcpSocket idle; // connected, no request yet
        idle.connectToHost(QHostAddress::LocalHost, port);
        auto accepted = [&] {
            for (const sim::HttpConnection *connection : sim.findChildren<sim::HttpConnection *>())
                if (idle.state() == QAbstractSocket::ConnectedState &&
                    connection->socket()->peerPort() == idle.localPort())
                    return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(accepted(), 5000);

        sim.restart(60'000);
        QTRY_VERIFY_WITH_TIMEOUT(watch->isFinished(), 5000);
        QVERIFY(watch->error() != QNetworkReply::NoError);
        watch->deleteLater();
        QTRY_COMPARE_WITH_TIMEOUT(idle.state(), QAbstractSocket::UnconnectedState, 5000);
        QCOMPARE(sim.openWatchCount(), 0);
        QTcpSocket refused;
        refused.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(!refused.waitForConnected(5000));
        QCOMPARE(refused.error(), QAbstractSocket::ConnectionRefusedError);

        sim.setRefusingConnections(false); // up again: the same objects at the same versions
        QCOMPARE(sim.port(), port);
        const QJsonObject list =
            QJsonDocument::fromJson(get(fixture, QStringLiteral("/api/v1/pods"))).object();
        QCOMPARE(podUids(list.value(QLatin1String("items")).toArray()), pods);
        QVERIFY(list.value(QLatin1String("metadata"))
                    .toObject()
                    .value(QLatin1String("resourceVersion"))
                    .toString()
                    .toULongLong() >= version);
    }

    // Faults that take the listener away in turn (a refusal, then silent-accept on and off) give it back on
    // its own port.
    void listenerFaultsInTurnKeepThePort()
    {
        SimFixture fixture(plainOptions(5));
        sim::KubeSim &sim = fixture.sim();
        const quint16 port = sim.port();
        sim.setRefusingConnections(true);
        QString error;
        QVERIFY(sim.applyFault(QStringLiteral("silent-accept"), QStringLiteral("on"), &error));
        QVERIFY(sim.applyFault(QStringLiteral("silent-accept"), QStringLiteral("off"), &error));
        sim.setRefusingConnections(false);
        QCOMPARE(sim.port(), port);
        QTcpSocket client;
        client.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(client.waitForConnected(5000));
    }

    // A watch without a selector sends each change as it happened; with one, membership decides (an object
    // leaving the selection is DELETED). Both from a resumed resourceVersion (history) and live, cluster-wide
    // and in one namespace, so the shortcut for selector-less watches cannot drift from the general rule.
    void watchesWithAndWithoutSelectorsAgreeOnEventTypes()
    {
        SimFixture fixture(plainOptions(20));
        auto &store = fixture.sim().store();
        const auto &pods = store.objects(podType());
        const sim::StoredObject first = pods.first();
        const QString firstKey = pods.firstKey();
        const QString ns = first.selectable->namespaceName;
        const QString app = *first.selectable->label(QStringLiteral("app"));
        // A pod of no controller's (kubesim's ReplicaSets would replace one of theirs), elsewhere, selected.
        auto barePod = [&](const QString &name, const QString &namespaceName, const QString &label) {
            return QJsonObject{
                {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                {QStringLiteral("kind"), QStringLiteral("Pod")},
                {QStringLiteral("metadata"),
                 QJsonObject{{QStringLiteral("name"), name},
                             {QStringLiteral("namespace"), namespaceName},
                             {QStringLiteral("labels"), QJsonObject{{QStringLiteral("app"), label}}}}},
                {QStringLiteral("spec"),
                 QJsonObject{
                     {QStringLiteral("containers"),
                      QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")},
                                             {QStringLiteral("image"), QStringLiteral("busybox")}}}}}}};
        };
        QString elsewhereNs;
        for (const sim::StoredObject &pod : pods)
            if (pod.selectable->namespaceName != ns)
                elsewhereNs = pod.selectable->namespaceName;
        QVERIFY(!elsewhereNs.isEmpty());
        store.create(podType(), barePod(QStringLiteral("gone"), elsewhereNs, app));
        const quint64 from = store.currentResourceVersion();
        // Before the watches: replayed from history.
        store.touch(podType(), firstKey);
        store.remove(podType(), elsewhereNs, QStringLiteral("gone"));

        struct Stream
        {
            QList<QPair<WatchEvent::Type, QByteArray>> events;
            WatchDecoder decoder;
            QNetworkReply *reply = nullptr;
        };
        const QString resume = QStringLiteral("watch=1&resourceVersion=%1").arg(from);
        std::vector<std::unique_ptr<Stream>> streams;
        for (const QString &path :
             {QStringLiteral("/api/v1/pods?") + resume,
              QStringLiteral("/api/v1/namespaces/%1/pods?").arg(ns) + resume,
              QStringLiteral("/api/v1/pods?labelSelector=app%3D") + app + QLatin1Char('&') + resume}) {
            auto stream = std::make_unique<Stream>();
            stream->reply = m_network.get(QNetworkRequest(QUrl(fixture.sim().url() + path)));
            Stream *raw = stream.get();
            connect(raw->reply, &QNetworkReply::readyRead, this, [raw] {
                for (const WatchEvent &event : raw->decoder.feed(raw->reply->readAll()))
                    if (event.type != WatchEvent::Type::Bookmark)
                        raw->events.append({event.type, event.object.key()});
            });
            streams.push_back(std::move(stream));
        }
        QTRY_COMPARE_WITH_TIMEOUT(streams[0]->events.size(), 2, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(streams[1]->events.size(), 1, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(streams[2]->events.size(), 2, 5000);

        // While they watch: sent live. A pod made to match the selector, changed, moved out of it, deleted.
        store.create(podType(), barePod(QStringLiteral("watched"), ns, app));
        const QString addedKey = ns + QStringLiteral("/watched");
        store.touch(podType(), addedKey);
        QJsonObject relabelled = store.objects(podType()).value(addedKey).object();
        QJsonObject metadata = relabelled.value(QLatin1String("metadata")).toObject();
        metadata.insert(QStringLiteral("labels"),
                        QJsonObject{{QStringLiteral("app"), app + QStringLiteral("-other")}});
        relabelled.insert(QStringLiteral("metadata"), metadata);
        store.update(podType(), relabelled);
        store.remove(podType(), ns, QStringLiteral("watched"));

        using T = WatchEvent::Type;
        const QByteArray firstK = firstKey.toUtf8(),
                         elsewhereK = (elsewhereNs + QStringLiteral("/gone")).toUtf8(),
                         addedK = addedKey.toUtf8();
        const QList<QPair<T, QByteArray>> live{
            {T::Added, addedK}, {T::Modified, addedK}, {T::Modified, addedK}, {T::Deleted, addedK}};
        QList<QPair<T, QByteArray>> everything{{T::Modified, firstK}, {T::Deleted, elsewhereK}};
        everything += live;
        QList<QPair<T, QByteArray>> inNamespace{{T::Modified, firstK}};
        inNamespace += live;
        QList<QPair<T, QByteArray>> selected{{T::Modified, firstK}, {T::Deleted, elsewhereK}};
        selected += QList<QPair<T, QByteArray>>{
            {T::Added, addedK}, {T::Modified, addedK}, {T::Deleted, addedK}}; // relabelled: it left
        QTRY_COMPARE_WITH_TIMEOUT(streams[0]->events, everything, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(streams[1]->events, inNamespace, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(streams[2]->events, selected, 5000);
        for (auto &stream : streams) {
            stream->reply->abort();
            stream->reply->deleteLater();
        }
    }

    void selectorsReadTheStoredFields()
    {
        SimFixture fixture(plainOptions(60));
        const auto &pods = fixture.sim().store().objects(podType());
        const sim::StoredObject first = pods.first();
        const QString node = first.selectable->field(QStringLiteral("spec.nodeName"));
        const QString app = *first.selectable->label(QStringLiteral("app"));
        int expected = 0;
        for (const sim::StoredObject &pod : pods)
            expected += pod.selectable->field(QStringLiteral("spec.nodeName")) == node &&
                        pod.selectable->label(QStringLiteral("app")) &&
                        *pod.selectable->label(QStringLiteral("app")) == app;
        QVERIFY(expected >= 1);
        const QByteArray body = get(fixture, QStringLiteral("/api/v1/pods?labelSelector=app%3D") + app +
                                                 QStringLiteral("&fieldSelector=spec.nodeName%3D") + node);
        auto list = ObjectList::fromJson(body);
        QVERIFY(list);
        QCOMPARE(list->items.size(), expected);
        for (const Object &pod : list->items)
            QCOMPARE(pod.label("app"), app.toUtf8());
    }
};

QTEST_GUILESS_MAIN(tst_KubeSim)
#include "tst_kubesim.moc"
