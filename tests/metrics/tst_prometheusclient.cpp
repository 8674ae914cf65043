// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// PrometheusClient against kubesim's Prometheus behind the service proxy on loopback: a pod's and a node's
// range agree with metrics.k8s.io's figures at the same instants; the proxy's 503 and a missing Service are
// errors that say so; and the matrix decoder refuses each bad answer with its reason.
#include "../support/simfixture.h"

#include "metrics/metricsclient.h"
#include "metrics/prometheusclient.h"
#include "metrics/prometheusmatrix.h"
#include "metrics/usagequantity.h"
#include "session/clustersession.h"
#include "sim/resourcetype.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {

constexpr qint64 sixHours = 6 * 3600;

sim::KubeSimOptions withPrometheus()
{
    sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.prometheus = true;
    return options;
}

const PrometheusService operatorService{
    QStringLiteral("monitoring"), QStringLiteral("prometheus-operated"), QStringLiteral("9090"), {}};

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

const sim::StoredObject *firstRunningPod(SimFixture &fixture, int containersAtLeast)
{
    for (const sim::StoredObject &pod :
         fixture.sim().store().objects(*sim::ResourceType::find({}, u"v1"_qs, u"pods"_qs))) {
        const QJsonObject object = pod.object();
        if (object.value(u"status"_qs).toObject().value(u"phase"_qs) == u"Running"_qs &&
            object.value(u"spec"_qs).toObject().value(u"containers"_qs).toArray().size() >= containersAtLeast)
            return &pod;
    }
    return nullptr;
}

Object objectOf(const sim::StoredObject &stored)
{
    return Object::fromJson(stored.json).value();
}

qint64 millicores(const QJsonObject &usage)
{
    return *cpuNanocores(usage.value(u"cpu"_qs).toString()) / 1'000'000;
}

qint64 bytes(const QJsonObject &usage)
{
    return *memoryBytes(usage.value(u"memory"_qs).toString());
}

} // namespace

class tst_PrometheusClient : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<kube::UsageChart>();
        qRegisterMetaType<kube::Error>();
    }

    void aPodsRangeAgreesWithMetricsServerPerContainer()
    {
        SimFixture fixture(withPrometheus());
        auto session = startedSession(fixture);
        const sim::StoredObject *pod = firstRunningPod(fixture, 2);
        QVERIFY(pod);
        PrometheusClient client(session.get(), operatorService);
        QSignalSpy ready(&client, &PrometheusClient::usageChartReady);
        QSignalSpy failed(&client, &PrometheusClient::usageChartFailed);
        const qint64 end = QDateTime::currentSecsSinceEpoch();
        client.requestUsageChart(objectOf(*pod), false, sixHours, end);
        QTRY_COMPARE(ready.count() + failed.count(), 1);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(2).value<Error>().toString()));
        QCOMPARE(ready.first().at(0).toString(), QString::fromUtf8(objectOf(*pod).key()));
        QCOMPARE(ready.first().at(1).toLongLong(), sixHours);
        const UsageChart chart = ready.first().at(2).value<UsageChart>();

        // One series per container, each point what metrics.k8s.io says at that instant (within rounding).
        const QJsonArray containers =
            pod->object().value(u"spec"_qs).toObject().value(u"containers"_qs).toArray();
        QCOMPARE(chart.series.size(), containers.size());
        QCOMPARE(chart.total.size(), qsizetype(sixHours / PrometheusClient::stepFor(sixHours) + 1));
        for (qsizetype i = 0; i < chart.series.size(); ++i) {
            const UsageSeries &series = chart.series.at(i);
            QCOMPARE(series.name, containers.at(i).toObject().value(u"name"_qs).toString());
            QCOMPARE(series.samples.size(), chart.total.size());
            for (const UsageSample &sample : series.samples) {
                const QJsonObject served = fixture.sim().metrics().podMetrics(
                    *pod, QDateTime::fromSecsSinceEpoch(sample.timeSecs, Qt::UTC));
                const QJsonObject usage =
                    served.value(u"containers"_qs).toArray().at(i).toObject().value(u"usage"_qs).toObject();
                QVERIFY(qAbs(sample.cpuMillicores - millicores(usage)) <= 1);
                QVERIFY(qAbs(sample.memoryBytes - bytes(usage)) <= 1024); // metrics.k8s.io says Ki
            }
        }
        QCOMPARE(chart.total.first().timeSecs, end - sixHours);
        QCOMPARE(chart.total.last().timeSecs, end);
        // The values move over six hours: not one sample repeated across the range.
        QVERIFY(chart.total.first().cpuMillicores != chart.total.at(chart.total.size() / 2).cpuMillicores);
    }

    void aNodesRangeAgreesWithMetricsServer()
    {
        SimFixture fixture(withPrometheus());
        auto session = startedSession(fixture);
        const sim::StoredObject &node =
            fixture.sim().store().objects(*sim::ResourceType::find({}, u"v1"_qs, u"nodes"_qs)).first();
        PrometheusClient client(session.get(), operatorService);
        QSignalSpy ready(&client, &PrometheusClient::usageChartReady);
        QSignalSpy failed(&client, &PrometheusClient::usageChartFailed);
        const qint64 end = QDateTime::currentSecsSinceEpoch();
        client.requestUsageChart(objectOf(node), true, 3600, end);
        QTRY_COMPARE(ready.count() + failed.count(), 1);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(2).value<Error>().toString()));
        const UsageChart chart = ready.first().at(2).value<UsageChart>();
        QCOMPARE(ready.first().at(0).toString(),
                 MetricsClient::nodeKey(QString::fromUtf8(objectOf(node).name())));
        QCOMPARE(chart.series.size(), 1);
        QCOMPARE(chart.total.size(), 241);
        for (const UsageSample &sample : chart.total) {
            const QJsonObject usage =
                fixture.sim()
                    .metrics()
                    .nodeMetrics(node, QDateTime::fromSecsSinceEpoch(sample.timeSecs, Qt::UTC))
                    .value(u"usage"_qs)
                    .toObject();
            QVERIFY(qAbs(sample.cpuMillicores - millicores(usage)) <= 1);
            QVERIFY(qAbs(sample.memoryBytes - bytes(usage)) <= 1024);
        }
    }

    void failuresSayWhy_data()
    {
        QTest::addColumn<PrometheusService>("service");
        QTest::addColumn<bool>("unavailable");
        QTest::addColumn<int>("httpCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("the proxy's 503 (no endpoints)")
            << operatorService << true << 503
            << u"no endpoints available for service \"prometheus-operated\""_qs;
        QTest::newRow("a Service that does not exist")
            << PrometheusService{u"monitoring"_qs, u"prometheus-k8s"_qs, u"9090"_qs, {}} << false << 404
            << u"services \"prometheus-k8s\" not found"_qs;
        QTest::newRow("a port the Service does not have")
            << PrometheusService{u"monitoring"_qs, u"prometheus-operated"_qs, u"80"_qs, {}} << false << 503
            << u"no endpoints available for service \"prometheus-operated\""_qs;
    }

    void failuresSayWhy()
    {
        QFETCH(PrometheusService, service);
        QFETCH(bool, unavailable);
        QFETCH(int, httpCode);
        QFETCH(QString, message);
        SimFixture fixture(withPrometheus());
        fixture.sim().prometheus().setUnavailable(unavailable);
        auto session = startedSession(fixture);
        PrometheusClient client(session.get(), service);
        QSignalSpy ready(&client, &PrometheusClient::usageChartReady);
        QSignalSpy failed(&client, &PrometheusClient::usageChartFailed);
        client.requestUsageChart(objectOf(*firstRunningPod(fixture, 1)), false, 3600,
                                 QDateTime::currentSecsSinceEpoch());
        QTRY_COMPARE(ready.count() + failed.count(), 1);
        QCOMPARE(failed.count(), 1);
        const Error error = failed.first().at(2).value<Error>();
        QCOMPARE(error.httpCode(), httpCode);
        QCOMPARE(error.message(), message);
    }

    void aPodPrometheusDoesNotKnowHasNoSeries()
    {
        SimFixture fixture(withPrometheus());
        auto session = startedSession(fixture);
        QJsonObject gone = firstRunningPod(fixture, 1)->object();
        QJsonObject metadata = gone.value(u"metadata"_qs).toObject();
        metadata.insert(u"name"_qs, u"not-scraped"_qs);
        gone.insert(u"metadata"_qs, metadata);
        PrometheusClient client(session.get(), operatorService);
        QSignalSpy failed(&client, &PrometheusClient::usageChartFailed);
        client.requestUsageChart(Object::fromJson(QJsonDocument(gone).toJson()).value(), false, 3600,
                                 QDateTime::currentSecsSinceEpoch());
        QTRY_COMPARE(failed.count(), 1);
        const Error error = failed.first().at(2).value<Error>();
        QCOMPARE(error.kind(), Error::Kind::Decode);
        QCOMPARE(error.message(), u"Prometheus: no series for this object in the range"_qs);
    }

    void badAnswersAreErrors_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QString>("message");
        QTest::newRow("Prometheus's error") << QByteArray("{\"status\":\"error\",\"errorType\":\"bad_data\","
                                                          "\"error\":\"invalid parameter \\\"query\\\"\"}")
                                            << u"Prometheus: bad_data: invalid parameter \"query\""_qs;
        QTest::newRow("a vector, not a matrix")
            << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"vector\",\"result\":[]}}")
            << u"Prometheus: the result is a vector, not a matrix"_qs;
        QTest::newRow("NaN") << QByteArray(
                                    "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":["
                                    "{\"metric\":{},\"values\":[[1,\"1\"],[2,\"NaN\"]]}]}}")
                             << u"Prometheus: a value is not a finite number: \"NaN\""_qs;
        QTest::newRow("+Inf")
            << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":["
                          "{\"metric\":{},\"values\":[[1,\"+Inf\"]]}]}}")
            << u"Prometheus: a value is not a finite number: \"+Inf\""_qs;
        QTest::newRow("not a number")
            << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\","
                          "\"result\":[{\"metric\":{},\"values\":[[1,\"12abc\"]]}]}}")
            << u"Prometheus: a value is not a finite number: \"12abc\""_qs;
        QTest::newRow("empty result")
            << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[]}}")
            << u"Prometheus: no series for this object in the range"_qs;
        QTest::newRow("not JSON") << QByteArray("<html>502 Bad Gateway</html>")
                                  << u"Prometheus: the answer is not JSON (illegal value)"_qs;
        QTest::newRow("too many points")
            << QByteArray("{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":["
                          "{\"metric\":{},\"values\":[[1,\"1\"],[2,\"1\"],[3,\"1\"]]}]}}")
            << u"Prometheus: a series has 3 points, more than the 2 a chart holds"_qs;
    }

    void badAnswersAreErrors()
    {
        QFETCH(QByteArray, body);
        QFETCH(QString, message);
        const auto decoded = decodePrometheusMatrix(body, 2, u"here"_qs);
        QVERIFY(!decoded);
        QCOMPARE(decoded.error().kind(), Error::Kind::Decode);
        QCOMPARE(decoded.error().message(), message);
        QCOMPARE(decoded.error().where(), u"here"_qs);
    }
};

QTEST_GUILESS_MAIN(tst_PrometheusClient)
#include "tst_prometheusclient.moc"
