// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubectl describe's text from decoded objects: the golden rows are what kubectl printed for objects recorded
// from a real kube-apiserver (tests/data/describe/README.md says where each came from).
#include "core/object.h"
#include "describe/deploymentdescriber.h"
#include "describe/describeevents.h"
#include "describe/horizontalpodautoscalerdescriber.h"
#include "describe/ingressdescriber.h"
#include "describe/nodedescriber.h"
#include "describe/persistentvolumeclaimdescriber.h"
#include "describe/poddescriber.h"
#include "printers/quantity.h"
#include "describe/servicedescriber.h"
#include "describe/workloaddescribers.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

namespace {

const QString dataDir = QStringLiteral(QKUBE_TEST_DATA_DIR "/describe/");
// The recording's "now": its node's pods, created 11:04:11, were 2m29s old.
const char *const recordedAt = "2026-11-23T11:06:40Z";

kube::DescribeClock recordingClock()
{
    return {kube::parseTimestamp(recordedAt), QTimeZone::utc()};
}

QList<QJsonObject> items(const QString &kind)
{
    QFile file(dataDir + kind + QStringLiteral(".list.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    QList<QJsonObject> out;
    for (const QJsonValue &item :
         QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("items")).toArray())
        out.append(item.toObject());
    return out;
}

QJsonObject named(const QString &kind, const QString &name)
{
    for (const QJsonObject &item : items(kind))
        if (item.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString() == name)
            return item;
    qFatal("no %s named %s", qPrintable(kind), qPrintable(name));
}

// The Events kubectl finds for an object: those whose involvedObject has its uid (none of the recording's
// events carry one, so kubectl printed "<none>" for every object).
QList<QJsonObject> eventsAbout(const QJsonObject &object)
{
    const QString uid =
        object.value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString();
    QList<QJsonObject> out;
    for (const QJsonObject &event : items(QStringLiteral("events")))
        if (event.value(QLatin1String("involvedObject")).toObject().value(QLatin1String("uid")).toString() ==
            uid)
            out.append(event);
    return out;
}

QString golden(const QString &file)
{
    QFile f(dataDir + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return QString::fromUtf8(f.readAll());
}

void compareLines(const QString &actual, const QString &expected)
{
    const QStringList a = actual.split(QLatin1Char('\n')), e = expected.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::min(a.size(), e.size()); ++i)
        QCOMPARE(a.at(i), e.at(i));
    QCOMPARE(a.size(), e.size());
}

QJsonObject makeEvent(const QString &type, const QString &reason, const QString &message,
                      const QJsonObject &times)
{
    QJsonObject e = times;
    e.insert(QStringLiteral("type"), type);
    e.insert(QStringLiteral("reason"), reason);
    e.insert(QStringLiteral("message"), message);
    e.insert(QStringLiteral("source"), QJsonObject{{QStringLiteral("component"), QStringLiteral("kubelet")}});
    return e;
}

} // namespace

class TestDescribe : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordedObjects_data();
    void recordedObjects();
    void eventsTable();
    void eventsOrderedByLastSeen();
    void quantities_data();
    void quantities();
    void columnsAlignPerBlock();
    void deploymentPicksTheNewReplicaSetByTemplate();
    void nodeWithoutPodAccessSaysSo();
};

void TestDescribe::recordedObjects_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("running pod with a restarted container and a sidecar")
        << "pod"
        << "api-7c9d8b6f5d-m4q9z"
        << "describe-pod-api-7c9d8b6f5d-m4q9z.txt";
    QTest::newRow("pod whose init container crash-loops") << "pod"
                                                          << "init-crashing"
                                                          << "describe-pod-init-crashing.txt";
    QTest::newRow("crash-looping pod of a ReplicaSet") << "pod"
                                                       << "worker-5f6d7b8c9a-c2l9d"
                                                       << "describe-pod-worker-5f6d7b8c9a-c2l9d.txt";
    QTest::newRow("partly available deployment with its new ReplicaSet") << "deployment"
                                                                         << "worker"
                                                                         << "describe-deployment-worker.txt";
    QTest::newRow("load balancer service without endpoints") << "service"
                                                             << "api-public"
                                                             << "describe-service-api-public.txt";
    QTest::newRow("cordoned node with its pods and allocated resources") << "node"
                                                                         << "live-node-2"
                                                                         << "describe-node-live-node-2.txt";
    QTest::newRow("statefulset with its pods and volume claim template") << "statefulset"
                                                                         << "db"
                                                                         << "describe-statefulset-db.txt";
    QTest::newRow("job past its backoff limit") << "job"
                                                << "flaky"
                                                << "describe-job-flaky.txt";
    QTest::newRow("bound claim used by no pod") << "pvc"
                                                << "data-db-0"
                                                << "describe-pvc-data-db-0.txt";
    QTest::newRow("ingress with TLS, two hosts and a service's endpoints") << "ingress"
                                                                           << "api"
                                                                           << "describe-ingress-api.txt";
    QTest::newRow("autoscaler by utilization and by average value") << "hpa"
                                                                    << "api"
                                                                    << "describe-hpa-api.txt";
}

void TestDescribe::recordedObjects()
{
    QFETCH(QString, kind);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const kube::DescribeClock clock = recordingClock();
    QString actual;
    if (kind == QLatin1String("pod")) {
        const QJsonObject pod = named(QStringLiteral("pods"), name);
        actual = kube::describePod(pod, eventsAbout(pod), clock).text();
    } else if (kind == QLatin1String("deployment")) {
        const QJsonObject deployment = named(QStringLiteral("deployments"), name);
        actual = kube::describeDeployment(deployment, items(QStringLiteral("replicasets")),
                                          eventsAbout(deployment), clock)
                     .text();
    } else if (kind == QLatin1String("service")) {
        const QJsonObject service = named(QStringLiteral("services"), name);
        QList<QJsonObject> slices;
        for (const QJsonObject &slice : items(QStringLiteral("endpointslices")))
            if (slice.value(QLatin1String("metadata"))
                    .toObject()
                    .value(QLatin1String("labels"))
                    .toObject()
                    .value(QLatin1String("kubernetes.io/service-name")) == name)
                slices.append(slice);
        actual = kube::describeService(service, slices, eventsAbout(service), clock).text();
    } else if (kind == QLatin1String("statefulset")) {
        const QJsonObject statefulSet = named(QStringLiteral("statefulsets"), name);
        actual = kube::describeStatefulSet(statefulSet, items(QStringLiteral("pods")),
                                           eventsAbout(statefulSet), clock)
                     .text();
    } else if (kind == QLatin1String("job")) {
        const QJsonObject job = named(QStringLiteral("jobs"), name);
        actual = kube::describeJob(job, eventsAbout(job), clock).text();
    } else if (kind == QLatin1String("pvc")) {
        const QJsonObject claim = named(QStringLiteral("persistentvolumeclaims"), name);
        actual = kube::describePersistentVolumeClaim(claim, items(QStringLiteral("pods")), eventsAbout(claim),
                                                     clock)
                     .text();
    } else if (kind == QLatin1String("ingress")) {
        const QJsonObject ingress = named(QStringLiteral("ingresses"), name);
        QHash<QString, kube::IngressBackendService> services;
        for (const QString &service : kube::ingressServiceNames(ingress)) {
            kube::IngressBackendService backend{named(QStringLiteral("services"), service), {}, {}};
            for (const QJsonObject &slice : items(QStringLiteral("endpointslices")))
                if (slice.value(QLatin1String("metadata"))
                        .toObject()
                        .value(QLatin1String("labels"))
                        .toObject()
                        .value(QLatin1String("kubernetes.io/service-name")) == service)
                    backend.endpointSlices.append(slice);
            services.insert(service, backend);
        }
        actual = kube::describeIngress(ingress, services, eventsAbout(ingress), clock).text();
    } else if (kind == QLatin1String("hpa")) {
        const QJsonObject autoscaler = named(QStringLiteral("horizontalpodautoscalers"), name);
        actual = kube::describeHorizontalPodAutoscaler(autoscaler, eventsAbout(autoscaler), clock).text();
    } else {
        kube::NodeDescription description;
        description.node = named(QStringLiteral("nodes"), name);
        QList<QJsonObject> pods;
        for (const QJsonObject &pod : items(QStringLiteral("pods"))) {
            const QString phase =
                pod.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString();
            if (pod.value(QLatin1String("spec")).toObject().value(QLatin1String("nodeName")).toString() ==
                    name &&
                phase != QLatin1String("Succeeded") && phase != QLatin1String("Failed"))
                pods.append(pod);
        }
        description.pods = pods;
        description.leaseError = QStringLiteral("leases.coordination.k8s.io \"%1\" not found").arg(name);
        description.events = eventsAbout(description.node);
        actual = kube::describeNode(description, clock).text();
    }
    compareLines(actual, golden(expected));
}

void TestDescribe::eventsTable()
{
    // Given a once-seen event, a repeated one and one with a series, at 12:00:00
    const QList<QJsonObject> events = {
        makeEvent(QStringLiteral("Normal"), QStringLiteral("Scheduled"),
                  QStringLiteral("Successfully assigned default/web to node-1\n"),
                  {{QStringLiteral("firstTimestamp"), QStringLiteral("2026-11-23T11:50:00Z")},
                   {QStringLiteral("lastTimestamp"), QStringLiteral("2026-11-23T11:50:00Z")},
                   {QStringLiteral("count"), 1}}),
        makeEvent(QStringLiteral("Warning"), QStringLiteral("BackOff"),
                  QStringLiteral("Back-off restarting failed container"),
                  {{QStringLiteral("firstTimestamp"), QStringLiteral("2026-11-23T11:50:00Z")},
                   {QStringLiteral("lastTimestamp"), QStringLiteral("2026-11-23T11:57:57Z")},
                   {QStringLiteral("count"), 5}}),
        makeEvent(QStringLiteral("Normal"), QStringLiteral("Pulled"), QStringLiteral("Pulled"),
                  {{QStringLiteral("eventTime"), QStringLiteral("2026-11-23T11:58:00.000000Z")},
                   {QStringLiteral("series"), QJsonObject{{QStringLiteral("count"), 3},
                                                          {QStringLiteral("lastObservedTime"),
                                                           QStringLiteral("2026-11-23T11:59:30.000000Z")}}},
                   {QStringLiteral("lastTimestamp"), QStringLiteral("2026-11-23T11:59:30Z")}}),
    };
    kube::DescribeWriter writer({kube::parseTimestamp("2026-11-23T12:00:00Z"), QTimeZone::utc()});
    writer.write(kube::DescribeWriter::level0, QStringLiteral("Name:\tweb\n"));
    // When the Events section is written
    kube::describeEvents(writer, events);
    // Then it is kubectl's table: its own column widths, ages with counts, messages trimmed
    compareLines(
        writer.text(),
        QStringLiteral(
            "Name:  web\n"
            "Events:\n"
            "  Type     Reason     Age                 From     Message\n"
            "  ----     ------     ----                ----     -------\n"
            "  Normal   Scheduled  10m                 kubelet  Successfully assigned default/web to node-1\n"
            "  Warning  BackOff    2m3s (x5 over 10m)  kubelet  Back-off restarting failed container\n"
            "  Normal   Pulled     30s (x3 over 2m)    kubelet  Pulled\n"));
}

void TestDescribe::eventsOrderedByLastSeen()
{
    const auto at = [](const char *last) {
        return makeEvent(QStringLiteral("Normal"), QString::fromLatin1(last), QStringLiteral("m"),
                         {{QStringLiteral("firstTimestamp"), QString::fromLatin1(last)},
                          {QStringLiteral("lastTimestamp"), QString::fromLatin1(last)}});
    };
    kube::DescribeWriter writer({kube::parseTimestamp("2026-11-23T12:00:00Z"), QTimeZone::utc()});
    kube::describeEvents(
        writer, {at("2026-11-23T11:59:00Z"), at("2026-11-23T11:00:00Z"), at("2026-11-23T11:30:00Z")});
    const QStringList lines = writer.text().split(QLatin1Char('\n'));
    QVERIFY(lines.at(3).contains(QLatin1String("2026-11-23T11:00:00Z")));
    QVERIFY(lines.at(4).contains(QLatin1String("2026-11-23T11:30:00Z")));
    QVERIFY(lines.at(5).contains(QLatin1String("2026-11-23T11:59:00Z")));
    kube::DescribeWriter none({0, QTimeZone::utc()});
    kube::describeEvents(none, {});
    QCOMPARE(none.text(), QStringLiteral("Events:  <none>\n"));
}

void TestDescribe::quantities_data()
{
    QTest::addColumn<QStringList>("terms");
    QTest::addColumn<QString>("sum");
    QTest::newRow("millicores add up") << QStringList{"100m", "50m", "100m"} << "250m";
    QTest::newRow("whole cores print without a suffix") << QStringList{"500m", "1500m"} << "2";
    QTest::newRow("binary sizes keep the largest exact suffix")
        << QStringList{"128Mi", "64Mi", "64Mi", "64Mi"} << "320Mi";
    QTest::newRow("binary sizes not a multiple of 1024 print plain") << QStringList{"1Ki", "476"} << "1500";
    QTest::newRow("decimal sizes") << QStringList{"1k", "1M"} << "1001k";
    QTest::newRow("nothing is 0") << QStringList{} << "0";
}

void TestDescribe::quantities()
{
    QFETCH(QStringList, terms);
    QFETCH(QString, sum);
    kube::Quantity total;
    for (const QString &term : std::as_const(terms)) {
        const auto q = kube::Quantity::parse(term);
        QVERIFY2(q, qPrintable(term));
        total.add(*q);
    }
    QCOMPARE(total.toString(), sum);
    QVERIFY(!kube::Quantity::parse(QStringLiteral("12 cores")));
}

void TestDescribe::columnsAlignPerBlock()
{
    // Given rows separated by a line without a tab, and a line with fewer cells inside a block
    kube::DescribeWriter writer({0, QTimeZone::utc()});
    writer.write(0, QStringLiteral("A:\tx\nLonger key:\ty\nbreak\nK:\tv\tw\nKK:\tvv\n"));
    // Then each block has its own widths and the text after a line's last tab is not padded
    QCOMPARE(writer.text(), QStringLiteral("A:           x\nLonger key:  y\nbreak\nK:   v  w\nKK:  vv\n"));
}

void TestDescribe::deploymentPicksTheNewReplicaSetByTemplate()
{
    // Given the recorded deployment with an extra, older ReplicaSet of another template it controls
    const QJsonObject deployment = named(QStringLiteral("deployments"), QStringLiteral("worker"));
    QJsonObject old = named(QStringLiteral("replicasets"), QStringLiteral("worker-5f6d7b8c9a"));
    QJsonObject metadata = old.value(QLatin1String("metadata")).toObject();
    metadata.insert(QStringLiteral("name"), QStringLiteral("worker-old"));
    metadata.insert(QStringLiteral("creationTimestamp"), QStringLiteral("2026-11-01T00:00:00Z"));
    old.insert(QStringLiteral("metadata"), metadata);
    QJsonObject spec = old.value(QLatin1String("spec")).toObject();
    QJsonObject podTemplate = spec.value(QLatin1String("template")).toObject();
    QJsonObject podSpec = podTemplate.value(QLatin1String("spec")).toObject();
    podSpec.insert(QStringLiteral("terminationGracePeriodSeconds"), 5);
    podTemplate.insert(QStringLiteral("spec"), podSpec);
    spec.insert(QStringLiteral("template"), podTemplate);
    spec.insert(QStringLiteral("replicas"), 0);
    old.insert(QStringLiteral("spec"), spec);
    QList<QJsonObject> sets = items(QStringLiteral("replicasets"));
    sets.prepend(old);
    // Then the old one is listed as old, the matching one as new
    const QString text = kube::describeDeployment(deployment, sets, std::nullopt, recordingClock()).text();
    QVERIFY2(text.contains(QLatin1String("OldReplicaSets:  worker-old (3/0 replicas created)\n")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("NewReplicaSet:   worker-5f6d7b8c9a (3/3 replicas created)\n")),
             qPrintable(text));
    QVERIFY(!text.contains(QLatin1String("Events:")));
}

void TestDescribe::nodeWithoutPodAccessSaysSo()
{
    kube::NodeDescription description;
    description.node = named(QStringLiteral("nodes"), QStringLiteral("live-node-2"));
    description.lease = QJsonObject{
        {QStringLiteral("spec"),
         QJsonObject{{QStringLiteral("holderIdentity"), QStringLiteral("live-node-2")},
                     {QStringLiteral("renewTime"), QStringLiteral("2026-11-23T11:06:30.000000Z")}}}};
    const QString text = kube::describeNode(description, recordingClock()).text();
    QVERIFY2(text.contains(QLatin1String("Lease:\n  HolderIdentity:  live-node-2\n  AcquireTime:     "
                                         "<unset>\n  RenewTime:       Mon, 23 Nov 2026 11:06:30 +0000\n")),
             qPrintable(text));
    QVERIFY2(text.endsWith(QLatin1String("Pods:                         not authorized\n")),
             qPrintable(text));
}

QTEST_APPLESS_MAIN(TestDescribe)
#include "tst_describe.moc"
