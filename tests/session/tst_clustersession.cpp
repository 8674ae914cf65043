// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// ClusterSession and ResourceSubscription against kubesim over real sockets.
#include "simfixture.h"

#include "cache/backoff.h"
#include "models/resourcesubscription.h"
#include "session/clustersession.h"
#include "session/objectfollower.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
int serverCount(SimFixture &fixture, const QString &group, const QString &resource, const QString &ns = {})
{
    const sim::ResourceType *type = sim::ResourceType::find(group, QStringLiteral("v1"), resource);
    int count = 0;
    const auto &objects = fixture.sim().store().objects(*type);
    for (auto it = objects.keyBegin(); it != objects.keyEnd(); ++it)
        count += ns.isEmpty() || it->startsWith(ns + QLatin1Char('/'));
    return count;
}
} // namespace

class tst_ClusterSession : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;

    std::unique_ptr<ClusterSession> startedSession(const QString &context = QStringLiteral("sim-admin"))
    {
        auto session = std::make_unique<ClusterSession>(m_fixture->restConfig(context));
        session->start();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(session->discovered(), 10000); }();
        return session;
    }

private Q_SLOTS:
    void initTestCase() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanupTestCase() { m_fixture.reset(); }

    void discoveryListsWhatTheServerServes()
    {
        auto session = startedSession();
        QCOMPARE(session->state(), ClusterSession::State::Synced);
        QCOMPARE(session->serverVersion(), QStringLiteral("v1.32.0-kubesim"));
        const ApiResource *deployments =
            session->findResource(QStringLiteral("apps"), QStringLiteral("deployments"));
        QVERIFY(deployments);
        QCOMPARE(deployments->kind, QStringLiteral("Deployment"));
        QVERIFY(deployments->namespaced);
        // One entry per resource (events are served by two groups: two resources, not duplicates).
        QSet<QString> seen;
        for (const ApiResource &resource : session->resources()) {
            const QString id = resource.name + QLatin1Char('.') + resource.group;
            QVERIFY2(!seen.contains(id), qPrintable(id));
            seen.insert(id);
        }
    }

    void informersAreSharedAndStoppedAMomentAfterTheLastViewLeaves()
    {
        auto session = startedSession();
        session->setIdleInformerStopMs(100);
        const int informersBefore = session->informerCount(); // the session's own (CRDs, where served)
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), informersBefore,
                                  10000); // each of them watching
        const int watchesBefore = m_fixture->sim().openWatchCount();
        const GroupVersionResource gvr{QStringLiteral("apps"), QStringLiteral("v1"),
                                       QStringLiteral("deployments")};
        SharedIndexInformer *first = session->acquire(gvr);
        SharedIndexInformer *second = session->acquire(gvr);
        QCOMPARE(first, second);
        QCOMPARE(session->informerCount(), informersBefore + 1);
        QTRY_VERIFY_WITH_TIMEOUT(first->hasSynced(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), watchesBefore + 1, 10000);
        session->release(first);
        SharedIndexInformer *again = session->acquire(gvr); // back before it stopped: the same, still synced
        QCOMPARE(again, first);
        QVERIFY(again->hasSynced());
        session->release(again);
        session->release(second);
        // The last view left: the informer stops, its watch closes and its memory goes.
        QTRY_COMPARE_WITH_TIMEOUT(session->informerCount(), informersBefore, 5000);
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), watchesBefore, 10000);
    }

    void idleInformersCanBeStoppedAtOnceWhileHeldOnesRun()
    {
        auto session = startedSession(); // the 60 s linger: only stopIdleInformers ends it within the test
        const int informersBefore = session->informerCount();
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), informersBefore, 10000);
        SharedIndexInformer *held =
            session->acquire({QString(), QStringLiteral("v1"), QStringLiteral("configmaps")});
        SharedIndexInformer *idle =
            session->acquire({QString(), QStringLiteral("v1"), QStringLiteral("pods")});
        QTRY_VERIFY_WITH_TIMEOUT(held->hasSynced() && idle->hasSynced(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), informersBefore + 2, 10000);
        session->release(idle);
        QCOMPARE(session->informerCount(), informersBefore + 2); // lingering for a view that comes back
        QCOMPARE(session->stopIdleInformers(), 1);
        QCOMPARE(session->informerCount(), informersBefore + 1);
        QVERIFY(!session->informers().contains(idle));
        QVERIFY(session->informers().contains(held));
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), informersBefore + 1, 10000);
        QCOMPARE(session->stopIdleInformers(), 0); // the session's own and the held one stay
        // The held one still follows its server.
        const qsizetype before = held->indexer().size();
        m_fixture->sim().store().create(
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps")),
            QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                        {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                        {QStringLiteral("metadata"),
                         QJsonObject{{QStringLiteral("name"), QStringLiteral("after-the-stop")},
                                     {QStringLiteral("namespace"), QStringLiteral("default")}}}});
        QTRY_COMPARE_WITH_TIMEOUT(held->indexer().size(), before + 1, 10000);
        session->release(held);
    }

    void theSessionsInformersKeepObjectsPacked()
    {
        // The GUI's memory at 100k pods rests on this: what an informer of the session holds is packed JSON.
        auto session = startedSession();
        SharedIndexInformer *pods =
            session->acquire({QString(), QStringLiteral("v1"), QStringLiteral("pods")});
        QTRY_VERIFY_WITH_TIMEOUT(pods->hasSynced(), 10000);
        const QList<Object> objects = pods->indexer().list();
        QVERIFY(objects.size() > 1);
        for (const Object &pod : objects) {
            QVERIFY(pod.storedJsonSize() < pod.json().size());
            QVERIFY(QJsonDocument::fromJson(pod.json()).isObject());
        }
        session->release(pods);
    }

    void aSubscriptionFeedsTypedRowsOfAnyKind()
    {
        auto session = startedSession();
        const ApiResource deployments =
            *session->findResource(QStringLiteral("apps"), QStringLiteral("deployments"));
        ResourceSubscription subscription(session.get(), deployments);
        QSignalSpy batches(subscription.feed(), &RowFeed::batchReady);
        QTRY_COMPARE_WITH_TIMEOUT(subscription.state(), ResourceSubscription::State::Synced, 10000);
        int rows = 0;
        QTRY_VERIFY_WITH_TIMEOUT(
            (rows =
                 [&] {
                     int total = 0;
                     for (const QList<QVariant> &batch : batches)
                         total += batch.first().value<RowBatch>().size();
                     return total;
                 }()) == serverCount(*m_fixture, QStringLiteral("apps"), QStringLiteral("deployments")),
            5000);
        QVERIFY(rows > 0);
        const RowChange first = batches.first().first().value<RowBatch>().first();
        QCOMPARE(first.row.cells.size(),
                 subscription.feed()->columns().size()); // cells from the kind's printer
        QVERIFY(first.initial);
        QCOMPARE(first.row.key, first.row.object.key());
        QVERIFY(subscription.placeholderText().isEmpty());
        QVERIFY(subscription.waitingText().isEmpty());
    }

    void aThrottledViewSaysWhenItRetriesNotWhatTheServerAsked()
    {
        // 429 with Retry-After: 1000000 (11 days) on the watch: the reflector caps the wait at its backoff's
        // ceiling (30 s), and the status line says that, not 11 days.
        auto session = startedSession();
        ResourceSubscription pods(session.get(), *session->findResource({}, QStringLiteral("pods")));
        QTRY_COMPARE_WITH_TIMEOUT(pods.state(), ResourceSubscription::State::Synced, 10000);
        // A bookmark first, so that the watch the drop ends has brought an event: it is resumed, not
        // relisted.
        SharedIndexInformer *informer = session->informers().value(0);
        QVERIFY(informer);
        QTRY_VERIFY_WITH_TIMEOUT((m_fixture->sim().sendBookmarks(), informer->stats().bookmarks > 0), 10000);
        // The 429 goes to the pods' watch: the session's other informers (CRDs) re-watch too, sometimes
        // first.
        sim::KubeSim &sim = m_fixture->sim();
        bool armed = true;
        sim.setRequestObserver([&sim, &armed](const sim::HttpRequest &request) {
            if (armed && request.path == QLatin1String("/api/v1/pods") &&
                !request.param(QStringLiteral("watch")).isEmpty()) {
                armed = false;
                sim.failNextRequests(1, 429, 1'000'000);
            }
        });
        const auto unobserve = qScopeGuard([&sim] { sim.setRequestObserver({}); });
        sim.dropWatches();
        const QString throttled = QStringLiteral("throttled by the server, retrying in ");
        QTRY_VERIFY2_WITH_TIMEOUT(pods.waitingText().startsWith(throttled), qPrintable(pods.waitingText()),
                                  10000);
        const int seconds = pods.waitingText().mid(throttled.size()).section(QLatin1Char(' '), 0, 0).toInt();
        QVERIFY2(seconds > 0 && seconds <= Backoff::maxMs / 1000, qPrintable(pods.waitingText()));
    }

    void aLimitedUserNarrowsToTheirNamespaceOrIsToldInPlace()
    {
        auto session = startedSession(QStringLiteral("sim-limited"));
        const QString ns = m_fixture->sim().limitedNamespace();
        ResourceSubscription pods(session.get(), *session->findResource({}, QStringLiteral("pods")));
        QSignalSpy restarted(&pods, &ResourceSubscription::restarted);
        QTRY_COMPARE_WITH_TIMEOUT(pods.state(), ResourceSubscription::State::Synced, 10000);
        QCOMPARE(restarted.size(), 1);
        QCOMPARE(pods.namespaceName(), ns);
        QVERIFY(pods.notice().contains(QStringLiteral("\"%1\"").arg(ns)));
        QCOMPARE(pods.objectCount(), serverCount(*m_fixture, {}, QStringLiteral("pods"), ns));

        // Nodes are cluster-scoped: nowhere to narrow to. The view says so where the rows would be.
        ResourceSubscription nodes(session.get(), *session->findResource({}, QStringLiteral("nodes")));
        QTRY_COMPARE_WITH_TIMEOUT(nodes.state(), ResourceSubscription::State::Forbidden, 10000);
        QVERIFY2(nodes.placeholderText().startsWith(QLatin1String("Forbidden: you may not list nodes")),
                 qPrintable(nodes.placeholderText()));
        QVERIFY(nodes.placeholderText().contains(nodes.error().message()));
    }

    void detailsOfAnyKindComeFromTheWorker()
    {
        auto session = startedSession();
        const ApiResource deployments =
            *session->findResource(QStringLiteral("apps"), QStringLiteral("deployments"));
        const sim::ResourceType *type = sim::ResourceType::find(QStringLiteral("apps"), QStringLiteral("v1"),
                                                                QStringLiteral("deployments"));
        const QString key = *m_fixture->sim().store().objects(*type).keyBegin();
        QSignalSpy ready(session.get(), &ClusterSession::detailsReady);
        session->fetchDetails(deployments, key.section(QLatin1Char('/'), 0, 0),
                              key.section(QLatin1Char('/'), 1));
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 5000);
        const auto details = ready.first().first().value<ObjectDetails>();
        QVERIFY(!ready.first().at(1).value<Error>());
        QCOMPARE(details.key, key);
        QVERIFY(details.yaml.contains(QLatin1String("kind: Deployment")));
        // The Deployment's own digest: what scaling starts from.
        QVERIFY(details.desiredReplicas >= 0);
        QVERIFY(!details.uid.isEmpty());

        session->fetchDetails(deployments, QStringLiteral("default"), QStringLiteral("no-such-deployment"));
        QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 2, 5000);
        QVERIFY(ready.last().at(1).value<Error>().isNotFound());
    }

    // The details pane's source: the informer the table shares, no request per change; a new object under the
    // same name is not the one followed.
    void aFollowedObjectChangesLiveAndEndsWhenReplaced()
    {
        auto session = startedSession();
        const ApiResource secrets = *session->findResource({}, QStringLiteral("secrets"));
        const sim::ResourceType &type =
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("secrets"));
        const auto secret = [](const QString &value) {
            return QJsonObject{
                {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                {QStringLiteral("kind"), QStringLiteral("Secret")},
                {QStringLiteral("metadata"),
                 QJsonObject{{QStringLiteral("name"), QStringLiteral("followed")},
                             {QStringLiteral("namespace"), QStringLiteral("default")}}},
                {QStringLiteral("data"),
                 QJsonObject{{QStringLiteral("password"), QString::fromLatin1(value.toUtf8().toBase64())}}}};
        };
        const sim::StoredObject created =
            m_fixture->sim().store().create(type, secret(QStringLiteral("first")));
        const QString uid = created.selectable->uid.toString(QUuid::WithoutBraces);
        ObjectFollower follower(session.get(), secrets, {}, QStringLiteral("default/followed"), uid);
        QSignalSpy changed(&follower, &ObjectFollower::changed);
        QSignalSpy gone(&follower, &ObjectFollower::gone);
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 10000);
        ObjectDetails details = changed.last().first().value<ObjectDetails>();
        QCOMPARE(details.uid, uid);
        QCOMPARE(details.data.size(), 1);
        QCOMPARE(details.data.first().value, QStringLiteral("first")); // base64-decoded on the worker
        QVERIFY(details.data.first().secret);

        QJsonObject changedSecret = created.object();
        changedSecret.insert(QStringLiteral("data"),
                             QJsonObject{{QStringLiteral("password"), QStringLiteral("c2Vjb25k")}});
        m_fixture->sim().store().update(type, changedSecret);
        QTRY_COMPARE_WITH_TIMEOUT(changed.last().first().value<ObjectDetails>().data.first().value,
                                  QStringLiteral("second"), 5000);
        QVERIFY(changed.last().first().value<ObjectDetails>().resourceVersion != details.resourceVersion);

        m_fixture->sim().store().remove(type, QStringLiteral("default"), QStringLiteral("followed"));
        m_fixture->sim().store().create(type, secret(QStringLiteral("impostor")));
        QTRY_VERIFY_WITH_TIMEOUT(!gone.isEmpty(), 5000);
        for (const QList<QVariant> &change : std::as_const(changed))
            QCOMPARE(change.first().value<ObjectDetails>().uid, uid);
        m_fixture->sim().store().remove(type, QStringLiteral("default"), QStringLiteral("followed"));
    }

    void aCronJobTriggeredByHandIsAJobItOwns()
    {
        auto session = startedSession();
        const ApiResource cronJobs =
            *session->findResource(QStringLiteral("batch"), QStringLiteral("cronjobs"));
        const sim::ResourceType &cronType = *sim::ResourceType::find(
            QStringLiteral("batch"), QStringLiteral("v1"), QStringLiteral("cronjobs"));
        const sim::ResourceType &jobType =
            *sim::ResourceType::find(QStringLiteral("batch"), QStringLiteral("v1"), QStringLiteral("jobs"));
        const QJsonObject podTemplate{
            {QStringLiteral("spec"),
             QJsonObject{{QStringLiteral("restartPolicy"), QStringLiteral("Never")},
                         {QStringLiteral("containers"),
                          QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("report")},
                                                 {QStringLiteral("image"), QStringLiteral("busybox")}}}}}}};
        const sim::StoredObject cronJob = m_fixture->sim().store().create(
            cronType,
            QJsonObject{
                {QStringLiteral("apiVersion"), QStringLiteral("batch/v1")},
                {QStringLiteral("kind"), QStringLiteral("CronJob")},
                {QStringLiteral("metadata"),
                 QJsonObject{{QStringLiteral("name"), QStringLiteral("hourly-report")},
                             {QStringLiteral("namespace"), QStringLiteral("default")}}},
                {QStringLiteral("spec"),
                 QJsonObject{{QStringLiteral("schedule"), QStringLiteral("0 * * * *")},
                             {QStringLiteral("jobTemplate"),
                              QJsonObject{{QStringLiteral("metadata"),
                                           QJsonObject{{QStringLiteral("labels"),
                                                        QJsonObject{{QStringLiteral("team"),
                                                                     QStringLiteral("ops")}}}}},
                                          {QStringLiteral("spec"),
                                           QJsonObject{{QStringLiteral("template"), podTemplate}}}}}}}});
        const QString ns = cronJob.selectable->namespaceName;
        const QString name = cronJob.selectable->name;
        const QString uid = cronJob.selectable->uid.toString(QUuid::WithoutBraces);
        QSignalSpy triggered(session.get(), &ClusterSession::cronJobTriggered);
        session->triggerCronJob(cronJobs, ns, name, uid);
        QTRY_COMPARE_WITH_TIMEOUT(triggered.size(), 1, 10000);
        QVERIFY2(!triggered.first().at(2).value<Error>(),
                 qPrintable(triggered.first().at(2).value<Error>().toString()));
        QCOMPARE(triggered.first().at(0).toString(), ns + QLatin1Char('/') + name);
        const QString jobName = triggered.first().at(1).toString();
        QVERIFY2(jobName.startsWith(name + QStringLiteral("-manual-")) && jobName.size() == name.size() + 11,
                 qPrintable(jobName));
        const sim::StoredObject *job = m_fixture->sim().store().find(jobType, ns, jobName);
        QVERIFY(job);
        const QJsonObject metadata = job->object().value(QLatin1String("metadata")).toObject();
        QCOMPARE(metadata.value(QLatin1String("annotations"))
                     .toObject()
                     .value(QLatin1String("cronjob.kubernetes.io/instantiate"))
                     .toString(),
                 QStringLiteral("manual"));
        const QJsonObject owner =
            metadata.value(QLatin1String("ownerReferences")).toArray().first().toObject();
        QCOMPARE(owner.value(QLatin1String("kind")).toString(), QStringLiteral("CronJob"));
        QCOMPARE(owner.value(QLatin1String("name")).toString(), name);
        QCOMPARE(owner.value(QLatin1String("uid")).toString(), uid);
        QVERIFY(owner.value(QLatin1String("controller")).toBool());
        QCOMPARE(metadata.value(QLatin1String("labels")).toObject().value(QLatin1String("team")).toString(),
                 QStringLiteral("ops"));
        const QJsonObject container = job->object()
                                          .value(QLatin1String("spec"))
                                          .toObject()
                                          .value(QLatin1String("template"))
                                          .toObject()
                                          .value(QLatin1String("spec"))
                                          .toObject()
                                          .value(QLatin1String("containers"))
                                          .toArray()
                                          .first()
                                          .toObject();
        QCOMPARE(container.value(QLatin1String("name")).toString(),
                 QStringLiteral("report")); // the jobTemplate's pod (with the server's defaults)
        QCOMPARE(container.value(QLatin1String("image")).toString(), QStringLiteral("busybox"));

        // A CronJob replaced under the same name is not the one the user asked to run.
        session->triggerCronJob(cronJobs, ns, name, QStringLiteral("00000000-0000-0000-0000-000000000000"));
        QTRY_COMPARE_WITH_TIMEOUT(triggered.size(), 2, 10000);
        QVERIFY(triggered.last().at(2).value<Error>().isConflict());
    }

    void closingASessionNeverWaitsForTheCluster()
    {
        RestConfig config = m_fixture->restConfig();
        config.host = QUrl(QStringLiteral("https://127.0.0.1:1"));
        auto session = std::make_unique<ClusterSession>(config);
        session->start();
        QSignalSpy state(session.get(), &ClusterSession::stateChanged);
        QTRY_COMPARE_WITH_TIMEOUT(session->state(), ClusterSession::State::Unreachable, 10000);
        QVERIFY(session->lastError());
        session.reset(); // returns at once; its thread winds down by itself
    }
};

QTEST_MAIN(tst_ClusterSession)
#include "tst_clustersession.moc"
