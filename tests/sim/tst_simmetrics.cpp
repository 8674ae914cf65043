// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim's metrics.k8s.io: discovery and the APIService, NodeMetrics and PodMetrics lists with selectors,
// single gets, usage that drifts (and does not when frozen), the off switch and the 503 fault.
#include "simfixture.h"
#include "simhttp.h"

#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

kube::sim::KubeSimOptions options(bool metrics = true)
{
    kube::sim::KubeSimOptions o = SimFixture::defaultOptions();
    o.tls = false;
    o.scenario.pods = 60;
    o.scenario.namespaces = 3;
    o.metrics = metrics;
    return o;
}

QStringList names(const QJsonArray &items)
{
    QStringList out;
    for (const QJsonValue &item : items)
        out << item[u"metadata"_s][u"namespace"_s].toString() + u'/' +
                   item[u"metadata"_s][u"name"_s].toString();
    out.sort();
    return out;
}

double cores(const QString &cpu)
{
    return cpu.chopped(1).toDouble() / 1e9; // "123n"
}

double bytes(const QString &memory)
{
    return memory.chopped(2).toDouble() * 1024; // "123Ki"
}

} // namespace

class tst_SimMetrics : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void discovery()
    {
        SimFixture fixture(options());
        SimHttp http(fixture.sim().url());
        QStringList groups;
        for (const QJsonValue &group : http.get(u"/apis"_s).body[u"groups"_s].toArray())
            groups << group[u"name"_s].toString();
        QVERIFY(groups.contains(u"metrics.k8s.io"_s));
        QVERIFY(groups.contains(u"apiregistration.k8s.io"_s));
        const auto group = http.get(u"/apis/metrics.k8s.io"_s);
        QCOMPARE(group.body[u"preferredVersion"_s][u"groupVersion"_s].toString(),
                 u"metrics.k8s.io/v1beta1"_s);
        const auto resources = http.get(u"/apis/metrics.k8s.io/v1beta1"_s);
        QCOMPARE(resources.code, 200);
        QHash<QString, QJsonObject> byName;
        for (const QJsonValue &r : resources.body[u"resources"_s].toArray())
            byName.insert(r[u"name"_s].toString(), r.toObject());
        QCOMPARE(byName.value(u"pods"_s)[u"kind"_s].toString(), u"PodMetrics"_s);
        QVERIFY(byName.value(u"pods"_s)[u"namespaced"_s].toBool());
        QCOMPARE(byName.value(u"nodes"_s)[u"kind"_s].toString(), u"NodeMetrics"_s);
        QVERIFY(!byName.value(u"nodes"_s)[u"namespaced"_s].toBool());
        QCOMPARE(byName.value(u"nodes"_s)[u"verbs"_s].toArray(), (QJsonArray{u"get"_s, u"list"_s}));

        const auto service =
            http.get(u"/apis/apiregistration.k8s.io/v1/apiservices/v1beta1.metrics.k8s.io"_s);
        QCOMPARE(service.code, 200);
        QCOMPARE(service.body[u"spec"_s][u"group"_s].toString(), u"metrics.k8s.io"_s);
        QCOMPARE(service.body[u"status"_s][u"conditions"_s][0][u"status"_s].toString(), u"True"_s);
        QCOMPARE(http.get(u"/apis/apiregistration.k8s.io/v1/apiservices"_s).body[u"items"_s].toArray().size(),
                 1);
        QCOMPARE(http.get(u"/apis/apiregistration.k8s.io/v1/apiservices/v1.nope"_s).code, 404);
    }

    void podsAreTheRunningPods()
    {
        SimFixture fixture(options());
        SimHttp http(fixture.sim().url());
        QJsonArray running;
        for (const QJsonValue &pod : http.get(u"/api/v1/pods"_s).body[u"items"_s].toArray())
            if (pod[u"status"_s][u"phase"_s].toString() == u"Running"_s)
                running.append(pod);
        const auto list = http.get(u"/apis/metrics.k8s.io/v1beta1/pods"_s);
        QCOMPARE(list.body[u"kind"_s].toString(), u"PodMetricsList"_s);
        const QJsonArray items = list.body[u"items"_s].toArray();
        QVERIFY(items.size() > 10);
        QCOMPARE(names(items), names(running));
        static const QRegularExpression cpu(u"^[0-9]+n$"_s), memory(u"^[0-9]+Ki$"_s);
        for (const QJsonValue &item : items) {
            QCOMPARE(item[u"kind"_s].toString(), u"PodMetrics"_s);
            QCOMPARE(item[u"window"_s].toString(), u"10.5s"_s);
            QVERIFY(QDateTime::fromString(item[u"timestamp"_s].toString(), Qt::ISODate).isValid());
            QVERIFY(!item[u"metadata"_s][u"creationTimestamp"_s].toString().isEmpty());
            QVERIFY(!item[u"containers"_s].toArray().isEmpty());
            for (const QJsonValue &container : item[u"containers"_s].toArray()) {
                QVERIFY2(cpu.match(container[u"usage"_s][u"cpu"_s].toString()).hasMatch(),
                         qPrintable(container[u"usage"_s][u"cpu"_s].toString()));
                QVERIFY(memory.match(container[u"usage"_s][u"memory"_s].toString()).hasMatch());
            }
        }
        // Labels are the pod's.
        const QJsonObject first = items.first().toObject();
        const auto pod = http.get(u"/api/v1/namespaces/%1/pods/%2"_s.arg(
            first[u"metadata"_s][u"namespace"_s].toString(), first[u"metadata"_s][u"name"_s].toString()));
        QCOMPARE(first[u"metadata"_s][u"labels"_s], pod.body[u"metadata"_s][u"labels"_s]);
    }

    void selectorsAndGet()
    {
        SimFixture fixture(options());
        SimHttp http(fixture.sim().url());
        const QJsonArray all = http.get(u"/apis/metrics.k8s.io/v1beta1/pods"_s).body[u"items"_s].toArray();
        const QJsonObject pod = all.first().toObject();
        const QString ns = pod[u"metadata"_s][u"namespace"_s].toString();
        const QString name = pod[u"metadata"_s][u"name"_s].toString();

        const QJsonArray inNamespace =
            http.get(u"/apis/metrics.k8s.io/v1beta1/namespaces/%1/pods"_s.arg(ns)).body[u"items"_s].toArray();
        QVERIFY(!inNamespace.isEmpty() && inNamespace.size() < all.size());
        for (const QJsonValue &item : inNamespace)
            QCOMPARE(item[u"metadata"_s][u"namespace"_s].toString(), ns);

        const QString app = pod[u"metadata"_s][u"labels"_s][u"app"_s].toString();
        QVERIFY(!app.isEmpty());
        const QJsonArray labelled =
            http.get(u"/apis/metrics.k8s.io/v1beta1/pods?labelSelector=app%3D"_s + app)
                .body[u"items"_s]
                .toArray();
        QVERIFY(!labelled.isEmpty() && labelled.size() < all.size());
        for (const QJsonValue &item : labelled)
            QCOMPARE(item[u"metadata"_s][u"labels"_s][u"app"_s].toString(), app);

        const QJsonArray byField =
            http.get(u"/apis/metrics.k8s.io/v1beta1/pods?fieldSelector=metadata.name%3D"_s + name)
                .body[u"items"_s]
                .toArray();
        QCOMPARE(names(byField), QStringList{ns + u'/' + name});
        const QJsonArray notInNs =
            http.get(u"/apis/metrics.k8s.io/v1beta1/pods?fieldSelector=metadata.namespace!%3D"_s + ns)
                .body[u"items"_s]
                .toArray();
        QCOMPARE(notInNs.size(), all.size() - inNamespace.size());
        QCOMPARE(http.get(u"/apis/metrics.k8s.io/v1beta1/pods?fieldSelector=spec.nodeName%3Dx"_s).code, 400);

        const auto one = http.get(u"/apis/metrics.k8s.io/v1beta1/namespaces/%1/pods/%2"_s.arg(ns, name));
        QCOMPARE(one.code, 200);
        QCOMPARE(one.body[u"metadata"_s][u"name"_s].toString(), name);
        const auto missing = http.get(u"/apis/metrics.k8s.io/v1beta1/namespaces/%1/pods/nope"_s.arg(ns));
        QCOMPARE(missing.code, 404);
        QCOMPARE(missing.message(), u"podmetrics.metrics.k8s.io \"%1/nope\" not found"_s.arg(ns));
        QCOMPARE(http.get(u"/apis/metrics.k8s.io/v1beta1/pods?watch=true"_s).code, 405); // as metrics-server
        QCOMPARE(http.get(u"/apis/metrics.k8s.io/v1beta1/nodes/nope"_s).message(),
                 u"nodemetrics.metrics.k8s.io \"nope\" not found"_s);
    }

    void nodesSumTheirPods()
    {
        SimFixture fixture(options());
        SimHttp http(fixture.sim().url());
        QHash<QString, double> podCores;
        for (const QJsonValue &pod : http.get(u"/api/v1/pods"_s).body[u"items"_s].toArray()) {
            if (pod[u"status"_s][u"phase"_s].toString() != u"Running"_s)
                continue;
            const auto metrics = http.get(u"/apis/metrics.k8s.io/v1beta1/namespaces/%1/pods/%2"_s.arg(
                pod[u"metadata"_s][u"namespace"_s].toString(), pod[u"metadata"_s][u"name"_s].toString()));
            for (const QJsonValue &c : metrics.body[u"containers"_s].toArray())
                podCores[pod[u"spec"_s][u"nodeName"_s].toString()] +=
                    cores(c[u"usage"_s][u"cpu"_s].toString());
        }
        const QJsonArray nodes = http.get(u"/apis/metrics.k8s.io/v1beta1/nodes"_s).body[u"items"_s].toArray();
        QCOMPARE(nodes.size(), 3);
        for (const QJsonValue &node : nodes) {
            const double total = cores(node[u"usage"_s][u"cpu"_s].toString());
            const double pods = podCores.value(node[u"metadata"_s][u"name"_s].toString());
            QVERIFY(pods > 0);
            // System overhead on top of the pods' sum (a sample boundary between the requests moves both a
            // little).
            QVERIFY2(total > pods && total < pods * 1.6 + 0.2,
                     qPrintable(u"%1 vs %2"_s.arg(total).arg(pods)));
        }
        QCOMPARE(http.get(u"/apis/metrics.k8s.io/v1beta1/nodes?labelSelector=nope%3Dx"_s)
                     .body[u"items"_s]
                     .toArray()
                     .size(),
                 0);
    }

    void usageDriftsAndRunsHot()
    {
        SimFixture fixture(options());
        kube::sim::KubeSim &sim = fixture.sim();
        const auto &pods = sim.store().objects(kube::sim::ResourceType::builtin({}, u"pods"_s));
        const QDateTime t0 = QDateTime::fromString(u"2026-01-01T00:00:00Z"_s, Qt::ISODate);
        int changed = 0, hot = 0, running = 0;
        for (const kube::sim::StoredObject &pod : pods) {
            const QJsonObject object = pod.object();
            if (object[u"status"_s][u"phase"_s].toString() != u"Running"_s)
                continue;
            ++running;
            const QJsonObject a = sim.metrics().podMetrics(pod, t0);
            const QJsonObject b = sim.metrics().podMetrics(pod, t0.addSecs(60));
            QCOMPARE(sim.metrics().podMetrics(pod, t0), a); // deterministic
            changed += a[u"containers"_s] != b[u"containers"_s] ? 1 : 0;
            const QJsonArray containers = a[u"containers"_s].toArray();
            const QJsonArray specs = object[u"spec"_s][u"containers"_s].toArray();
            for (qsizetype i = 0; i < containers.size(); ++i) {
                const double limit =
                    bytes(specs[i][u"resources"_s][u"limits"_s][u"memory"_s].toString().replace(u"Mi"_s,
                                                                                                u"Ki"_s)) *
                    1024;
                if (limit > 0 && bytes(containers[i][u"usage"_s][u"memory"_s].toString()) > 0.85 * limit)
                    ++hot;
            }
        }
        QVERIFY(running > 10);
        QCOMPARE(changed, running);
        QVERIFY2(hot > 0, "no container runs near its memory limit");

        sim.metrics().setFrozen(true);
        for (const kube::sim::StoredObject &pod : pods)
            QCOMPARE(sim.metrics().podMetrics(pod, t0)[u"containers"_s],
                     sim.metrics().podMetrics(pod, t0.addSecs(3600))[u"containers"_s]);
    }

    void seedDecides()
    {
        kube::sim::KubeSimOptions one = options(), two = options();
        two.scenario.seed = 2;
        SimFixture a(one), b(one), c(two);
        const QDateTime t0 = QDateTime::fromString(u"2026-01-01T00:00:00Z"_s, Qt::ISODate);
        const auto metricsOf = [&t0](SimFixture &f) {
            const auto &pods = f.sim().store().objects(kube::sim::ResourceType::builtin({}, u"pods"_s));
            QJsonArray out;
            for (const kube::sim::StoredObject &pod : pods)
                out.append(f.sim().metrics().podMetrics(pod, t0)[u"containers"_s]);
            return out;
        };
        QCOMPARE(metricsOf(a), metricsOf(b));
        QVERIFY(metricsOf(a) != metricsOf(c));
    }

    void offSwitch()
    {
        SimFixture fixture(options(false));
        SimHttp http(fixture.sim().url());
        for (const QJsonValue &group : http.get(u"/apis"_s).body[u"groups"_s].toArray())
            QVERIFY(group[u"name"_s].toString() != u"metrics.k8s.io"_s);
        QCOMPARE(http.get(u"/apis/metrics.k8s.io/v1beta1/pods"_s).code, 404);
        QCOMPARE(http.get(u"/apis/apiregistration.k8s.io/v1/apiservices/v1beta1.metrics.k8s.io"_s).code, 404);
    }

    void unavailableFault()
    {
        SimFixture fixture(options());
        SimHttp http(fixture.sim().url());
        QCOMPARE(http.post(u"/kubesim/faults?fault=metrics-unavailable"_s, {}).code, 200);
        const auto list = http.get(u"/apis/metrics.k8s.io/v1beta1/nodes"_s);
        QCOMPARE(list.code, 503);
        QCOMPARE(list.raw, QByteArray("service unavailable\n"));
        QCOMPARE(http.get(u"/apis/metrics.k8s.io/v1beta1"_s).code, 503);
        QCOMPARE(http.get(u"/apis/apiregistration.k8s.io/v1/apiservices/v1beta1.metrics.k8s.io"_s)
                     .body[u"status"_s][u"conditions"_s][0][u"status"_s]
                     .toString(),
                 u"False"_s);
        QString error;
        QVERIFY(!fixture.sim().applyFault(u"metrics-unavailable"_s, u"sometimes"_s, &error));
        QVERIFY(fixture.sim().applyFault(u"metrics-unavailable"_s, u"off"_s, &error));
        QCOMPARE(http.get(u"/apis/metrics.k8s.io/v1beta1/nodes"_s).code, 200);
    }
};

QTEST_GUILESS_MAIN(tst_SimMetrics)
#include "tst_simmetrics.moc"
