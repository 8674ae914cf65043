// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// metrics.k8s.io in protobuf: what kubesim writes reads back as the JSON it came from, and a body that is not
// such metrics is an error, not a half-read list.
#include "codec/metricsprotobuf.h"

#include <QJsonDocument>
#include <QTest>

using namespace kube;

namespace {

QJsonObject jsonFrom(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

const char *podList =
    R"({"kind":"PodMetricsList","apiVersion":"metrics.k8s.io/v1beta1","metadata":{},"items":[
    {"metadata":{"name":"web-1","namespace":"default","creationTimestamp":"2026-11-28T14:00:00Z",
                 "labels":{"app":"web","tier":"front"}},
     "timestamp":"2026-11-28T13:59:45Z","window":"10.5s",
     "containers":[{"name":"app","usage":{"cpu":"123456789n","memory":"12345Ki"}},
                   {"name":"proxy","usage":{"cpu":"0","memory":"0"}}]},
    {"metadata":{"name":"db-0","namespace":"data","creationTimestamp":"2026-11-28T14:00:00Z"},
     "timestamp":"2026-11-28T13:59:45Z","window":"15s",
     "containers":[{"name":"db","usage":{"cpu":"2","memory":"1Gi"}}]}]})";

const char *node = R"({"kind":"NodeMetrics","apiVersion":"metrics.k8s.io/v1beta1",
    "metadata":{"name":"node-00","creationTimestamp":"2026-11-28T14:00:00Z"},
    "timestamp":"2026-11-28T13:59:45Z","window":"20.05s","usage":{"cpu":"1404m","memory":"2161704Ki"}})";

} // namespace

class tst_MetricsProtobuf : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::newRow("a pod list with labels and two containers") << QByteArray(podList);
        QTest::newRow("one node") << QByteArray(node);
        QTest::newRow("an empty node list") << QByteArray(
            R"({"kind":"NodeMetricsList","apiVersion":"metrics.k8s.io/v1beta1","metadata":{},"items":[]})");
    }

    void roundTrip()
    {
        QFETCH(QByteArray, json);
        const QJsonObject original = jsonFrom(json.constData());
        const QByteArray body = metricsJsonToProtobuf(original);
        QVERIFY(body.startsWith(QByteArrayView("k8s\0", 4)));
        const auto decoded = metricsProtobufToJson(body);
        QVERIFY2(decoded, qPrintable(decoded.error().message()));
        QCOMPARE(decoded.value(), original);
    }

    void aTruncatedBodyIsAnError()
    {
        const QByteArray body = metricsJsonToProtobuf(jsonFrom(podList));
        for (qsizetype cut : {body.size() - 1, body.size() / 2, qsizetype(20)}) {
            const auto decoded = metricsProtobufToJson(body.left(cut));
            QVERIFY2(!decoded, qPrintable(QString::number(cut)));
            QCOMPARE(decoded.error().kind(), Error::Kind::Decode);
        }
    }

    void anotherKindIsAnError()
    {
        QJsonObject pod = jsonFrom(node);
        pod.insert(QStringLiteral("kind"), QStringLiteral("Pod"));
        const auto decoded = metricsProtobufToJson(metricsJsonToProtobuf(pod));
        QVERIFY(!decoded);
        QVERIFY2(decoded.error().message().contains(QStringLiteral("Pod")),
                 qPrintable(decoded.error().message()));
    }
};

QTEST_MAIN(tst_MetricsProtobuf)
#include "tst_metricsprotobuf.moc"
