// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// A pod's usage against its requests and limits, a node's against its allocatable: which containers count,
// what an unset request or limit means (k9s's %CPU/R and %CPU/L rules, except for an unbounded container).
#include "metrics/usagejoin.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace kube;

namespace {

QJsonObject podFrom(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

PodMetrics metricsOf(qint64 cpuMillicores, qint64 memoryBytes)
{
    PodMetrics m;
    m.containers.append({QStringLiteral("a"), {cpuMillicores, memoryBytes}, cpuMillicores * 1'000'000});
    return m;
}

constexpr qint64 mi = 1024 * 1024;
constexpr int na = -1; // the cell says "n/a"

int orNa(const std::optional<int> &percent)
{
    return percent.value_or(na);
}

} // namespace

class tst_UsageJoin : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void podPercentages_data()
    {
        QTest::addColumn<QByteArray>("pod");
        QTest::addColumn<int>("cpuOfRequest");
        QTest::addColumn<int>("cpuOfLimit");
        QTest::addColumn<int>("memoryOfRequest");
        QTest::addColumn<int>("memoryOfLimit");
        // Usage is always 100m and 64Mi.
        QTest::newRow("requests and limits set")
            << QByteArray(R"({"spec":{"containers":[{"name":"a","resources":{
                 "requests":{"cpu":"200m","memory":"128Mi"},"limits":{"cpu":"400m","memory":"256Mi"}}}]}})")
            << 50 << 25 << 50 << 25;
        QTest::newRow("no requests and no limits: n/a, not a division by zero")
            << QByteArray(R"({"spec":{"containers":[{"name":"a"}]}})") << na << na << na << na;
        QTest::newRow("an unset request is its limit (the API server's defaulting)")
            << QByteArray(R"({"spec":{"containers":[{"name":"a","resources":{"limits":{"cpu":"100m"}}}]}})")
            << 100 << 100 << na << na;
        QTest::newRow("a container without a request adds nothing to the others'")
            << QByteArray(R"({"spec":{"containers":[{"name":"a","resources":{"requests":{"cpu":"50m"}}},
                 {"name":"b"}]}})")
            << 200 << na << na << na;
        QTest::newRow("one unbounded container makes the pod's limit unknown")
            << QByteArray(R"({"spec":{"containers":[{"name":"a","resources":{"limits":{"cpu":"1"}}},
                 {"name":"b","resources":{"requests":{"cpu":"100m"}}}]}})")
            << 9 << na << na << na;
        QTest::newRow("init containers that finished do not count")
            << QByteArray(R"({"spec":{"initContainers":[{"name":"init","resources":{"requests":{"cpu":"1"}}}],
                 "containers":[{"name":"a","resources":{"requests":{"cpu":"100m"}}}]}})")
            << 100 << na << na << na;
        QTest::newRow("a sidecar (restartPolicy Always) counts")
            << QByteArray(R"({"spec":{"initContainers":[{"name":"side","restartPolicy":"Always",
                 "resources":{"requests":{"cpu":"100m"}}}],
                 "containers":[{"name":"a","resources":{"requests":{"cpu":"100m"}}}]}})")
            << 50 << na << na << na;
        QTest::newRow("past the limit: above 100")
            << QByteArray(
                   R"({"spec":{"containers":[{"name":"a","resources":{"limits":{"memory":"32Mi"}}}]}})")
            << na << na << 200 << 200;
    }
    void podPercentages()
    {
        QFETCH(QByteArray, pod);
        QFETCH(int, cpuOfRequest);
        QFETCH(int, cpuOfLimit);
        QFETCH(int, memoryOfRequest);
        QFETCH(int, memoryOfLimit);
        const PodMetrics metrics = metricsOf(100, 64 * mi);
        const PodUsage usage = joinPodUsage(podFrom(pod.constData()), &metrics);
        QCOMPARE(orNa(usage.cpuOfRequest()), cpuOfRequest);
        QCOMPARE(orNa(usage.cpuOfLimit()), cpuOfLimit);
        QCOMPARE(orNa(usage.memoryOfRequest()), memoryOfRequest);
        QCOMPARE(orNa(usage.memoryOfLimit()), memoryOfLimit);
    }

    void podWithoutMetricsYetHasRequestsButNoUsage()
    {
        const PodUsage usage = joinPodUsage(
            podFrom(R"({"spec":{"containers":[{"name":"a","resources":{"requests":{"cpu":"100m"}}}]}})"),
            nullptr);
        QVERIFY(!usage.usage.cpuMillicores);
        QCOMPARE(*usage.requests.cpuMillicores, 100);
        QVERIFY(!usage.cpuOfRequest());
    }

    void podTotalRoundsTheSumOnceAsKubectlTop()
    {
        // Two containers at 100.5m: kubectl top adds the quantities, then rounds up (201m), not each (202m).
        const auto pods = decodePodMetricsList(R"({"kind":"PodMetricsList","items":[{
              "metadata":{"name":"p","namespace":"n"},"timestamp":"2026-01-01T00:00:00Z","window":"10.5s",
              "containers":[{"name":"a","usage":{"cpu":"100500000n","memory":"1Ki"}},
                            {"name":"b","usage":{"cpu":"100500000n","memory":"2Ki"}}]}]})");
        QVERIFY(pods);
        QCOMPARE(pods->size(), 1);
        QCOMPARE(*pods->first().containers.first().usage.cpuMillicores, 101);
        QCOMPARE(*pods->first().total().cpuMillicores, 201);
        QCOMPARE(*pods->first().total().memoryBytes, 3 * 1024);
    }

    // What metrics-server might answer wrongly: the pod's sum says what it knows, never a wrong number.
    void badAnswersSayWhatTheyKnow_data()
    {
        QTest::addColumn<QByteArray>("containers");
        QTest::addColumn<qint64>("cpuMillicores"); // -1: unknown ("n/a")
        QTest::addColumn<qint64>("memoryBytes");
        QTest::addColumn<int>("cpuOfLimit");
        QTest::newRow("an unknown unit leaves that resource unknown, the other summed")
            << QByteArray(R"([{"name":"a","usage":{"cpu":"5parsecs","memory":"1Mi"}},
                              {"name":"b","usage":{"cpu":"10m","memory":"1Mi"}}])")
            << qint64(-1) << 2 * mi << na;
        QTest::newRow("a negative quantity is unknown, not subtracted")
            << QByteArray(R"([{"name":"a","usage":{"cpu":"10m","memory":"-1Mi"}},
                              {"name":"b","usage":{"cpu":"10m","memory":"1Mi"}}])")
            << qint64(20) << qint64(-1) << 20;
        QTest::newRow("an absurd quantity (past 2^50) is unknown, not an overflow")
            << QByteArray(R"([{"name":"a","usage":{"cpu":"1e30","memory":"9Ei"}}])") << qint64(-1)
            << qint64(-1) << na;
        QTest::newRow("a container without usage leaves the pod's unknown")
            << QByteArray(R"([{"name":"a"},{"name":"b","usage":{"cpu":"10m","memory":"1Mi"}}])") << qint64(-1)
            << qint64(-1) << na;
        QTest::newRow("no containers: kubectl top's zero") << QByteArray("[]") << qint64(0) << qint64(0) << 0;
        QTest::newRow("containers missing from a pod's answer: the ones reported")
            << QByteArray(R"([{"name":"a","usage":{"cpu":"30m","memory":"1Mi"}}])") << qint64(30) << mi << 30;
    }
    void badAnswersSayWhatTheyKnow()
    {
        QFETCH(QByteArray, containers);
        QFETCH(qint64, cpuMillicores);
        QFETCH(qint64, memoryBytes);
        QFETCH(int, cpuOfLimit);
        const auto pods = decodePodMetricsList(
            R"({"kind":"PodMetricsList","items":[{"metadata":{"name":"p","namespace":"n"},
                "timestamp":"2026-01-01T00:00:00Z","window":"10s","containers":)" +
            containers + "}]}");
        QVERIFY(pods);
        QCOMPARE(pods->size(), 1);
        const ResourceUsage total = pods->first().total();
        QCOMPARE(total.cpuMillicores.value_or(-1), cpuMillicores);
        QCOMPARE(total.memoryBytes.value_or(-1), memoryBytes);
        // Against a pod with two containers limited to 50m each.
        const PodUsage usage = joinPodUsage(podFrom(R"({"spec":{"containers":[
              {"name":"a","resources":{"limits":{"cpu":"50m"}}},{"name":"b","resources":{"limits":{"cpu":"50m"}}}]}})"),
                                            &pods->first());
        QCOMPARE(orNa(usage.cpuOfLimit()), cpuOfLimit);
    }

    void nodeAgainstAllocatableAndCapacity()
    {
        NodeMetrics metrics;
        metrics.usage = {qint64(500), qint64(1024) * mi};
        const NodeUsage usage = joinNodeUsage(podFrom(R"({"status":{
              "allocatable":{"cpu":"1900m","memory":"3Gi","pods":"110"},
              "capacity":{"cpu":"2","memory":"4Gi","pods":"110"}}})"),
                                              &metrics, 12);
        QCOMPARE(orNa(usage.cpuPercent()), 26); // 500 * 100 / 1900, rounded down as kubectl top
        QCOMPARE(orNa(usage.cpuPercent(true)), 25);
        QCOMPARE(orNa(usage.memoryPercent()), 33);
        QCOMPARE(orNa(usage.memoryPercent(true)), 25);
        QCOMPARE(*usage.allocatablePods, 110);
        QCOMPARE(usage.pods, 12);
    }
};

QTEST_GUILESS_MAIN(tst_UsageJoin)
#include "tst_usagejoin.moc"
