// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "remote/portforwardtarget.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace kube;

namespace {
QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

QJsonObject pod(const QString &name, const QString &phase, bool ready, const QString &node,
                const QString &created)
{
    return QJsonObject{
        {"metadata", QJsonObject{{"name", name}, {"creationTimestamp", created}}},
        {"spec",
         QJsonObject{
             {"nodeName", node},
             {"containers",
              QJsonArray{QJsonObject{
                  {"name", "web"},
                  {"ports", QJsonArray{QJsonObject{{"name", "http"}, {"containerPort", 8080}},
                                       QJsonObject{{"name", "metrics"}, {"containerPort", 9090}}}}}}}}},
        {"status",
         QJsonObject{{"phase", phase},
                     {"conditions",
                      QJsonArray{QJsonObject{{"type", "Ready"}, {"status", ready ? "True" : "False"}}}}}}};
}
} // namespace

// kubectl port-forward's choices: which pod, which port, from which selector.
class TestPortForwardTarget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesKubectlsTypeAndName_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("error");
        QTest::newRow("a bare name is a pod") << "web-1"
                                              << "pod"
                                              << "web-1"
                                              << "";
        QTest::newRow("pod/") << "pod/web-1"
                              << "pod"
                              << "web-1"
                              << "";
        QTest::newRow("svc/ is a service") << "svc/web"
                                           << "service"
                                           << "web"
                                           << "";
        QTest::newRow("deploy/") << "deploy/web"
                                 << "deployment"
                                 << "web"
                                 << "";
        QTest::newRow("deployment.apps/") << "deployment.apps/web"
                                          << "deployment"
                                          << "web"
                                          << "";
        QTest::newRow("sts/") << "sts/db"
                              << "statefulset"
                              << "db"
                              << "";
        QTest::newRow("an unknown type") << "foo/web"
                                         << ""
                                         << ""
                                         << "the server doesn't have a resource type \"foo\"";
        QTest::newRow("no name") << "svc/"
                                 << ""
                                 << ""
                                 << "arguments in resource/name form must have a single resource and name";
    }
    void parsesKubectlsTypeAndName()
    {
        QFETCH(QString, argument);
        QFETCH(QString, kind);
        QFETCH(QString, name);
        QFETCH(QString, error);
        const Result<PortForwardTarget> target = PortForwardTarget::parse(argument, QStringLiteral("demo"));
        if (!error.isEmpty()) {
            QVERIFY(!target);
            QCOMPARE(target.error().message(), error);
            return;
        }
        QVERIFY(target);
        QCOMPARE(target->kind, kind);
        QCOMPARE(target->name, name);
        QCOMPARE(target->namespaceName, QStringLiteral("demo"));
    }

    void choosesThePodKubectlWould_data()
    {
        QTest::addColumn<QList<QJsonObject>>("pods");
        QTest::addColumn<int>("chosen");
        const QString early = QStringLiteral("2026-01-01T00:00:00Z");
        const QString late = QStringLiteral("2026-01-02T00:00:00Z");
        QTest::newRow("none") << QList<QJsonObject>{} << -1;
        QTest::newRow("scheduled before unscheduled")
            << QList<QJsonObject>{pod("a", "Pending", false, "", early),
                                  pod("b", "Pending", false, "n1", late)}
            << 1;
        QTest::newRow("running before pending") << QList<QJsonObject>{pod("a", "Pending", false, "n1", early),
                                                                      pod("b", "Running", false, "n1", late)}
                                                << 1;
        QTest::newRow("ready before not ready") << QList<QJsonObject>{pod("a", "Running", false, "n1", early),
                                                                      pod("b", "Running", true, "n1", late)}
                                                << 1;
        QTest::newRow("then the oldest") << QList<QJsonObject>{pod("a", "Running", true, "n1", late),
                                                               pod("b", "Running", true, "n1", early)}
                                         << 1;
        QTest::newRow("a finished pod only when nothing else is there")
            << QList<QJsonObject>{pod("a", "Succeeded", false, "n1", early),
                                  pod("b", "Running", false, "n1", late)}
            << 1;
        QTest::newRow("a finished pod alone is chosen (and then said not to run)")
            << QList<QJsonObject>{pod("a", "Failed", false, "n1", early)} << 0;
    }
    void choosesThePodKubectlWould()
    {
        QFETCH(QList<QJsonObject>, pods);
        QFETCH(int, chosen);
        QCOMPARE(portforward::choosePod(pods), chosen);
    }

    void findsTheContainerPort()
    {
        const QJsonObject web = pod("web-1", "Running", true, "n1", "2026-01-01T00:00:00Z");
        QCOMPARE(portforward::containerPort(web, "8080").value(), quint16(8080));
        QCOMPARE(portforward::containerPort(web, "metrics").value(), quint16(9090));
        QCOMPARE(portforward::containerPort(web, "grpc").error().message(),
                 QStringLiteral("Pod 'web-1' does not have a named port 'grpc'"));
        QVERIFY(!portforward::containerPort(web, "70000"));
    }

    void mapsAServicePortToItsTarget_data()
    {
        QTest::addColumn<QString>("port");
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("error");
        QTest::newRow("a number target") << "80" << 8080 << "";
        QTest::newRow("a named service port") << "admin" << 9090 << "";
        QTest::newRow("a target by container port name") << "443" << 8080 << "";
        QTest::newRow("no target port: the port itself") << "7000" << 7000 << "";
        QTest::newRow("a port the service lacks")
            << "81" << 0 << "Service web does not have a service port 81";
        QTest::newRow("a name the service lacks")
            << "grpc" << 0 << "Service 'web' does not have a named port 'grpc'";
    }
    void mapsAServicePortToItsTarget()
    {
        QFETCH(QString, port);
        QFETCH(int, target);
        QFETCH(QString, error);
        const QJsonObject service = json(R"({"metadata":{"name":"web"},"spec":{"ports":[
            {"port":80,"targetPort":8080},{"name":"admin","port":90,"targetPort":"metrics"},
            {"port":443,"targetPort":"http"},{"port":7000}]}})");
        const Result<quint16> result =
            portforward::servicePortTarget(service, pod("web-1", "Running", true, "n1", ""), port);
        if (!error.isEmpty()) {
            QCOMPARE(result.error().message(), error);
            return;
        }
        QCOMPARE(int(result.value()), target);
    }

    void readsSelectors()
    {
        QCOMPARE(portforward::selectorOf(json(R"({"app":"web","tier":"front"})"), true),
                 QStringLiteral("app=web,tier=front"));
        QCOMPARE(portforward::selectorOf(json(R"({"matchLabels":{"app":"web"},
            "matchExpressions":[{"key":"tier","operator":"In","values":["a","b"]},
                                {"key":"canary","operator":"DoesNotExist"}]})"),
                                         false),
                 QStringLiteral("app=web,tier in (a,b),!canary"));
    }
};

QTEST_GUILESS_MAIN(TestPortForwardTarget)
#include "tst_portforwardtarget.moc"
