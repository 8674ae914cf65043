// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// MetricsClient against kubesim's metrics.k8s.io on loopback: found through discovery, polled only while
// subscribed, the "not installed" and 503 states, and the kept history.
#include "../support/simfixture.h"

#include "metrics/metricsclient.h"
#include "metrics/usagequantity.h"
#include "session/clustersession.h"
#include "sim/resourcetype.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {

constexpr int shortIntervalMs = 30; // a few polls in a fraction of a second

sim::KubeSimOptions frozenMetrics(bool served = true)
{
    sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.metrics = served;
    options.metricsFrozen = true; // every poll sees the same usage: values compare exactly
    return options;
}

const sim::ResourceType &podsType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
}

// What kubesim serves for its Running pods, as "namespace/name" → summed millicores and bytes.
QHash<QString, std::pair<qint64, qint64>> servedTotals(SimFixture &fixture)
{
    QHash<QString, std::pair<qint64, qint64>> out;
    for (const sim::StoredObject &pod : fixture.sim().store().objects(podsType())) {
        if (pod.object().value(QStringLiteral("status")).toObject().value(QStringLiteral("phase")) !=
            QStringLiteral("Running"))
            continue;
        const QJsonObject metrics = fixture.sim().metrics().podMetrics(pod, QDateTime::currentDateTimeUtc());
        std::pair<qint64, qint64> total{0, 0};
        for (const QJsonValue &c : metrics.value(QStringLiteral("containers")).toArray()) {
            const QJsonObject usage = c.toObject().value(QStringLiteral("usage")).toObject();
            total.first += *cpuNanocores(usage.value(QStringLiteral("cpu")).toString());
            total.second += *memoryBytes(usage.value(QStringLiteral("memory")).toString());
        }
        total.first = (total.first + 999'999) / 1'000'000; // kubectl top: the sum, rounded up to millicores
        const QJsonObject metadata = metrics.value(QStringLiteral("metadata")).toObject();
        out.insert(metadata.value(QStringLiteral("namespace")).toString() + QLatin1Char('/') +
                       metadata.value(QStringLiteral("name")).toString(),
                   total);
    }
    return out;
}

// A session whose discovery has answered, at the window's request rate (client-go's default 5/s would spend
// seconds on discovery's two dozen requests).
std::unique_ptr<ClusterSession> startedSession(const SimFixture &fixture)
{
    RestConfig config = fixture.restConfig();
    config.qps = 50;
    config.burst = 100;
    auto session = std::make_unique<ClusterSession>(config);
    session->start();
    if (!QTest::qWaitFor([&] { return session->discovered(); }, 10000))
        qFatal("kubesim's discovery did not answer within 10 s");
    return session;
}

} // namespace

class tst_MetricsClient : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<QList<kube::PodMetrics>>();
        qRegisterMetaType<QList<kube::NodeMetrics>>();
        qRegisterMetaType<QList<kube::UsageSample>>();
        qRegisterMetaType<kube::MetricsClient::State>();
    }

    void pollsWhileSubscribedAndMatchesTheServer()
    {
        SimFixture fixture(frozenMetrics());
        auto session = startedSession(fixture);
        MetricsClient client(session.get());
        QCOMPARE(client.intervalMs(), MetricsClient::defaultIntervalMs);
        QVERIFY(client.apiServed());
        client.setIntervalMs(shortIntervalMs);
        QSignalSpy pods(&client, &MetricsClient::podMetricsUpdated);
        QSignalSpy nodes(&client, &MetricsClient::nodeMetricsUpdated);
        QVERIFY(!client.pollPending()); // nothing asks before a subscriber

        client.subscribe();
        QTRY_VERIFY(pods.count() >= 3); // polled again and again at the short interval
        QCOMPARE(client.state(), MetricsClient::State::Available);
        QVERIFY(client.message().isEmpty());

        const auto expected = servedTotals(fixture);
        QVERIFY(expected.size() > 5);
        const auto answered = pods.last().first().value<QList<PodMetrics>>();
        QCOMPARE(answered.size(), expected.size());
        for (const PodMetrics &pod : answered) {
            const QString key = pod.namespaceName + QLatin1Char('/') + pod.name;
            QVERIFY2(expected.contains(key), qPrintable(key));
            QCOMPARE(*pod.total().cpuMillicores, expected.value(key).first);
            QCOMPARE(*pod.total().memoryBytes, expected.value(key).second);
        }
        QVERIFY(!nodes.last().first().value<QList<NodeMetrics>>().isEmpty());

        // The last unsubscribe stops polling: once a poll still running has answered, nothing is scheduled.
        client.unsubscribe();
        QTRY_VERIFY(!client.pollPending());
        const qint64 requests = fixture.sim().requestCount();
        const int updates = pods.count();
        client.requestHistory(QStringLiteral("nothing/here")); // a round trip through the worker
        QSignalSpy history(&client, &MetricsClient::historyReady);
        QTRY_COMPARE(history.count(), 1);
        QVERIFY(!client.pollPending());
        QCOMPARE(fixture.sim().requestCount(), requests);
        QCOMPARE(pods.count(), updates);
    }

    void keepsAHistoryPerPodContainerAndNode()
    {
        SimFixture fixture(frozenMetrics());
        auto session = startedSession(fixture);
        MetricsClient client(session.get());
        client.setIntervalMs(shortIntervalMs);
        QSignalSpy pods(&client, &MetricsClient::podMetricsUpdated);
        client.subscribe();
        QTRY_VERIFY(pods.count() >= 2);
        const PodMetrics pod = pods.last().first().value<QList<PodMetrics>>().first();
        const QString key = pod.namespaceName + QLatin1Char('/') + pod.name;

        QSignalSpy history(&client, &MetricsClient::historyReady);
        client.requestHistory(key);
        client.requestHistory(key + QLatin1Char('/') + pod.containers.first().name);
        QTRY_COMPARE(history.count(), 2);
        QCOMPARE(history.at(0).at(0).toString(), key);
        // Polls within one metrics-server scrape (kubesim's timestamps are whole windows) add one sample.
        const auto podSamples = history.at(0).at(1).value<QList<UsageSample>>();
        QCOMPARE(podSamples.size(), 1);
        QCOMPARE(podSamples.first().cpuMillicores, *pod.total().cpuMillicores);
        QCOMPARE(podSamples.first().timeSecs, pod.timestampSecs);
        const auto containerSamples = history.at(1).at(1).value<QList<UsageSample>>();
        QCOMPARE(containerSamples.size(), 1);
        QCOMPARE(containerSamples.first().cpuMillicores, *pod.containers.first().usage.cpuMillicores);
    }

    // The histories are bounded by the objects the server reports: a deleted pod's goes once it has been
    // missing from forgottenAfterPolls answered polls (not an hour later), a pod missing from fewer keeps
    // its.
    void forgetsTheHistoryOfAPodNoLongerReported()
    {
        SimFixture fixture(frozenMetrics());
        auto session = startedSession(fixture);
        MetricsClient client(session.get());
        client.setIntervalMs(shortIntervalMs);
        QSignalSpy pods(&client, &MetricsClient::podMetricsUpdated);
        QSignalSpy nodes(&client, &MetricsClient::nodeMetricsUpdated);
        // One history for each pod, each of its containers and each node the last poll reported.
        const auto reportedNow = [&] {
            qsizetype objects = nodes.last().first().value<QList<NodeMetrics>>().size();
            for (const PodMetrics &pod : pods.last().first().value<QList<PodMetrics>>())
                objects += 1 + pod.containers.size();
            return objects;
        };
        client.subscribe();
        QTRY_VERIFY(pods.count() >= 2);
        const QList<PodMetrics> reported = pods.last().first().value<QList<PodMetrics>>();
        QVERIFY(reported.size() >= 2);
        QTRY_COMPARE(client.historiesKept(), reportedNow());
        QVERIFY(client.historyBytes() > 0);
        const PodMetrics gone = reported.at(0);
        const PodMetrics staying = reported.at(1);
        const auto keyOf = [](const PodMetrics &pod) {
            return pod.namespaceName + QLatin1Char('/') + pod.name;
        };
        const QString goneContainer = keyOf(gone) + QLatin1Char('/') + gone.containers.first().name;
        QSignalSpy history(&client, &MetricsClient::historyReady);
        const auto samplesOf = [&](const QString &key) {
            history.clear();
            client.requestHistory(key);
            if (!QTest::qWaitFor([&] { return history.count() == 1; }, 10000))
                qFatal("no history answered for %s", qPrintable(key));
            return history.first().at(1).value<QList<UsageSample>>();
        };
        // One sample per metrics-server scrape a pod was in (kubesim's timestamps are whole windows, so a
        // slow run can see the next one).
        const auto scrapesOf = [&](const PodMetrics &wanted) {
            QSet<qint64> timestamps;
            for (const QList<QVariant> &poll : std::as_const(pods))
                for (const PodMetrics &pod : poll.first().value<QList<PodMetrics>>())
                    if (keyOf(pod) == keyOf(wanted))
                        timestamps.insert(pod.timestampSecs);
            return qsizetype(timestamps.size());
        };
        QCOMPARE(samplesOf(keyOf(gone)).size(), scrapesOf(gone));

        fixture.sim().store().remove(podsType(), gone.namespaceName, gone.name);
        // Polls run one after another (the next is scheduled when the last one's answer arrives): when a
        // request follows an answer, at most one more poll has been recorded.
        const int deletedAt = pods.count();
        // Polls answered one after another: on a loaded box a poll can take a few hundred milliseconds.
        constexpr int pollsWaitMs = 60'000;
        QTRY_VERIFY_WITH_TIMEOUT(pods.count() >= deletedAt + 2, pollsWaitMs);
        for (const PodMetrics &pod : pods.last().first().value<QList<PodMetrics>>())
            QVERIFY(keyOf(pod) != keyOf(gone));
        QCOMPARE(samplesOf(keyOf(gone)).size(), scrapesOf(gone)); // missing from a few polls: kept

        QTRY_VERIFY_WITH_TIMEOUT(pods.count() >= deletedAt + MetricsClient::forgottenAfterPolls + 1,
                                 pollsWaitMs);
        QVERIFY(samplesOf(keyOf(gone)).isEmpty());
        QVERIFY(samplesOf(goneContainer).isEmpty());
        QCOMPARE(samplesOf(keyOf(staying)).size(), scrapesOf(staying)); // still reported: kept
        // (The ReplicaSet's replacement for the deleted pod has a history of its own.)
        QTRY_COMPARE_WITH_TIMEOUT(client.historiesKept(), reportedNow(), pollsWaitMs);
    }

    void withoutMetricsServerSaysNotInstalledOnce()
    {
        SimFixture fixture(frozenMetrics(false));
        auto session = startedSession(fixture);
        MetricsClient client(session.get());
        client.setIntervalMs(shortIntervalMs);
        QSignalSpy states(&client, &MetricsClient::stateChanged);
        QSignalSpy pods(&client, &MetricsClient::podMetricsUpdated);
        QVERIFY(!client.apiServed());
        const qint64 requests = fixture.sim().requestCount();

        client.subscribe();
        QCOMPARE(client.state(), MetricsClient::State::NotInstalled);
        QCOMPARE(client.message(),
                 QStringLiteral("metrics API not available (metrics-server not installed)"));
        // Discovery said so: no request went out, and the next look is minutes away, not the poll interval.
        QCOMPARE(fixture.sim().requestCount(), requests);
        QCOMPARE(states.count(), 1);
        QVERIFY(client.pollPending());
        QCOMPARE(pods.count(), 0);
    }

    void aBrokenMetricsServerIsUnavailableUntilItAnswers()
    {
        SimFixture fixture(frozenMetrics());
        auto session = startedSession(fixture);
        MetricsClient client(session.get());
        client.setIntervalMs(shortIntervalMs);
        QSignalSpy pods(&client, &MetricsClient::podMetricsUpdated);
        QString error;
        QVERIFY(
            fixture.sim().applyFault(QStringLiteral("metrics-unavailable"), QStringLiteral("on"), &error));

        client.subscribe();
        QTRY_COMPARE(client.state(), MetricsClient::State::Unavailable);
        QVERIFY(!client.message().isEmpty());
        QCOMPARE(pods.count(), 0);

        QVERIFY(
            fixture.sim().applyFault(QStringLiteral("metrics-unavailable"), QStringLiteral("off"), &error));
        QTRY_COMPARE(client.state(), MetricsClient::State::Available);
        QTRY_VERIFY(pods.count() >= 1);
    }
};

QTEST_GUILESS_MAIN(tst_MetricsClient)
#include "tst_metricsclient.moc"
