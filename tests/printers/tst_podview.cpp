// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "printers/podview.h"
#include "printers/humanduration.h"
#include "printers/printer.h"

#include <QTest>

using namespace kube;

namespace {
// A pod with the given spec/status fragments, as the apiserver would send it.
QByteArray pod(const QByteArray &spec, const QByteArray &status, const QByteArray &metadataExtra = {})
{
    return "{\"kind\":\"Pod\",\"metadata\":{\"name\":\"p\",\"namespace\":\"n\"" + metadataExtra + "},\"spec\":" + spec + ",\"status\":" + status + "}";
}
const QByteArray twoContainers = R"j({"containers":[{"name":"app","image":"app:1"},{"name":"side","image":"side:1"}],"nodeName":"node-1"})j";
const QByteArray oneContainer = R"j({"containers":[{"name":"app","image":"app:1"}]})j";
const QByteArray withInit = R"j({"initContainers":[{"name":"init-a"},{"name":"init-b"}],"containers":[{"name":"app"}]})j";
const QByteArray withThreeInit = R"j({"initContainers":[{"name":"init-a"},{"name":"init-b"},{"name":"init-c"}],"containers":[{"name":"app"}]})j";
const QByteArray withInitThenSidecar = R"j({"initContainers":[{"name":"init-a"},{"name":"proxy","restartPolicy":"Always"}],"containers":[{"name":"app"}]})j";
const QByteArray withSidecar = R"j({"initContainers":[{"name":"proxy","restartPolicy":"Always"}],"containers":[{"name":"app"}]})j";
} // namespace

class tst_PodView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // kubectl's STATUS for pod states seen on real clusters (printers.go's printPod).
    void statusAsKubectlPrintsIt_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("ready");
        QTest::addColumn<int>("restarts");
        QTest::addColumn<bool>("failing");

        QTest::newRow("running and ready") << pod(twoContainers, R"j({"phase":"Running","podIP":"10.1.2.3","hostIP":"10.0.0.1","containerStatuses":[
            {"name":"app","ready":true,"restartCount":0,"state":{"running":{"startedAt":"2026-01-01T00:00:00Z"}}},
            {"name":"side","ready":true,"restartCount":1,"state":{"running":{}}}]})j") << QStringLiteral("Running") << QStringLiteral("2/2") << 1 << false;
        QTest::newRow("pending, not scheduled") << pod(oneContainer, R"j({"phase":"Pending","conditions":[{"type":"PodScheduled","status":"False","reason":"Unschedulable"}]})j")
                                                << QStringLiteral("Pending") << QStringLiteral("0/1") << 0 << false;
        QTest::newRow("container creating") << pod(oneContainer, R"j({"phase":"Pending","containerStatuses":[{"name":"app","ready":false,"restartCount":0,"state":{"waiting":{"reason":"ContainerCreating"}}}]})j")
                                            << QStringLiteral("ContainerCreating") << QStringLiteral("0/1") << 0 << false;
        QTest::newRow("crash loop") << pod(twoContainers, R"j({"phase":"Running","containerStatuses":[
            {"name":"app","ready":false,"restartCount":7,"state":{"waiting":{"reason":"CrashLoopBackOff","message":"back-off 5m0s"}},"lastState":{"terminated":{"exitCode":1,"reason":"Error","finishedAt":"2026-01-01T00:00:00Z"}}},
            {"name":"side","ready":true,"restartCount":0,"state":{"running":{}}}]})j") << QStringLiteral("CrashLoopBackOff") << QStringLiteral("1/2") << 7 << true;
        QTest::newRow("image pull back-off") << pod(oneContainer, R"j({"phase":"Pending","containerStatuses":[{"name":"app","ready":false,"restartCount":0,"state":{"waiting":{"reason":"ImagePullBackOff"}}}]})j")
                                             << QStringLiteral("ImagePullBackOff") << QStringLiteral("0/1") << 0 << true;
        QTest::newRow("completed job") << pod(oneContainer, R"j({"phase":"Succeeded","containerStatuses":[{"name":"app","ready":false,"restartCount":0,"state":{"terminated":{"exitCode":0,"reason":"Completed"}}}]})j")
                                       << QStringLiteral("Completed") << QStringLiteral("0/1") << 0 << false;
        QTest::newRow("failed with Error") << pod(oneContainer, R"j({"phase":"Failed","containerStatuses":[{"name":"app","ready":false,"restartCount":0,"state":{"terminated":{"exitCode":2,"reason":"Error"}}}]})j")
                                           << QStringLiteral("Error") << QStringLiteral("0/1") << 0 << true;
        QTest::newRow("oom killed") << pod(oneContainer, R"j({"phase":"Running","containerStatuses":[{"name":"app","ready":false,"restartCount":2,"state":{"terminated":{"exitCode":137,"reason":"OOMKilled"}}}]})j")
                                    << QStringLiteral("OOMKilled") << QStringLiteral("0/1") << 2 << true;
        QTest::newRow("exit code without reason") << pod(oneContainer, R"j({"phase":"Failed","containerStatuses":[{"name":"app","restartCount":0,"state":{"terminated":{"exitCode":137}}}]})j")
                                                  << QStringLiteral("ExitCode:137") << QStringLiteral("0/1") << 0 << true;
        QTest::newRow("signal without reason") << pod(oneContainer, R"j({"phase":"Failed","containerStatuses":[{"name":"app","restartCount":0,"state":{"terminated":{"exitCode":0,"signal":9}}}]})j")
                                               << QStringLiteral("Signal:9") << QStringLiteral("0/1") << 0 << true;
        QTest::newRow("terminating") << pod(oneContainer, R"j({"phase":"Running","containerStatuses":[{"name":"app","ready":true,"restartCount":0,"state":{"running":{}}}]})j",
                                            R"j(,"deletionTimestamp":"2026-01-01T00:00:30Z")j") << QStringLiteral("Terminating") << QStringLiteral("1/1") << 0 << false;
        QTest::newRow("node lost") << pod(oneContainer, R"j({"phase":"Running","reason":"NodeLost"})j", R"j(,"deletionTimestamp":"2026-01-01T00:00:30Z")j")
                                   << QStringLiteral("Unknown") << QStringLiteral("0/1") << 0 << true;
        QTest::newRow("evicted") << pod(oneContainer, R"j({"phase":"Failed","reason":"Evicted","message":"The node was low on resource: memory."})j")
                                 << QStringLiteral("Evicted") << QStringLiteral("0/1") << 0 << true;
        QTest::newRow("init waiting") << pod(withInit, R"j({"phase":"Pending","initContainerStatuses":[
            {"name":"init-a","restartCount":0,"state":{"terminated":{"exitCode":0,"reason":"Completed"}}},
            {"name":"init-b","restartCount":0,"state":{"running":{}}}],
            "containerStatuses":[{"name":"app","restartCount":0,"state":{"waiting":{"reason":"PodInitializing"}}}]})j")
                                      << QStringLiteral("Init:1/2") << QStringLiteral("0/1") << 0 << false;
        QTest::newRow("init crash loop") << pod(withInit, R"j({"phase":"Pending","initContainerStatuses":[
            {"name":"init-a","restartCount":4,"state":{"waiting":{"reason":"CrashLoopBackOff"}}},
            {"name":"init-b","restartCount":0,"state":{"waiting":{"reason":"PodInitializing"}}}]})j")
                                         << QStringLiteral("Init:CrashLoopBackOff") << QStringLiteral("0/1") << 4 << true;
        QTest::newRow("init failed with code") << pod(withInit, R"j({"phase":"Pending","initContainerStatuses":[{"name":"init-a","restartCount":0,"state":{"terminated":{"exitCode":3}}}]})j")
                                               << QStringLiteral("Init:ExitCode:3") << QStringLiteral("0/1") << 0 << true;
        QTest::newRow("init error") << pod(withInit, R"j({"phase":"Pending","initContainerStatuses":[{"name":"init-a","restartCount":1,"state":{"terminated":{"exitCode":1,"reason":"Error"}}}]})j")
                                    << QStringLiteral("Init:Error") << QStringLiteral("0/1") << 1 << true;
        // kubectl stops at the first init container not done: the restarts of those before it and its own count,
        // not those of the ones after it (left from an earlier attempt), nor the regular containers'.
        QTest::newRow("init failed after earlier ones restarted") << pod(withThreeInit, R"j({"phase":"Pending","initContainerStatuses":[
            {"name":"init-a","restartCount":2,"state":{"terminated":{"exitCode":0,"reason":"Completed"}}},
            {"name":"init-b","restartCount":3,"state":{"terminated":{"exitCode":1,"reason":"Error"}}},
            {"name":"init-c","restartCount":1,"state":{"waiting":{"reason":"PodInitializing"}}}],
            "containerStatuses":[{"name":"app","restartCount":7,"state":{"waiting":{"reason":"PodInitializing"}}}]})j")
                                                                  << QStringLiteral("Init:Error") << QStringLiteral("0/1") << 5 << true;
        QTest::newRow("init crash loop after one restarted") << pod(withThreeInit, R"j({"phase":"Pending","initContainerStatuses":[
            {"name":"init-a","restartCount":1,"state":{"terminated":{"exitCode":0,"reason":"Completed"}}},
            {"name":"init-b","restartCount":4,"state":{"waiting":{"reason":"CrashLoopBackOff"}}},
            {"name":"init-c","restartCount":2,"state":{"terminated":{"exitCode":0,"reason":"Completed"}}}]})j")
                                                              << QStringLiteral("Init:CrashLoopBackOff") << QStringLiteral("0/1") << 5 << true;
        QTest::newRow("a sidecar after a failed init container is not counted ready") << pod(withInitThenSidecar, R"j({"phase":"Pending","initContainerStatuses":[
            {"name":"init-a","restartCount":1,"state":{"terminated":{"exitCode":1,"reason":"Error"}}},
            {"name":"proxy","ready":true,"started":true,"restartCount":6,"state":{"running":{}}}]})j")
                                                                                    << QStringLiteral("Init:Error") << QStringLiteral("0/2") << 1 << true;
        QTest::newRow("completed but one still running is NotReady") << pod(twoContainers, R"j({"phase":"Running","containerStatuses":[
            {"name":"app","ready":false,"restartCount":0,"state":{"terminated":{"exitCode":0,"reason":"Completed"}}},
            {"name":"side","ready":true,"restartCount":0,"state":{"running":{}}}]})j") << QStringLiteral("NotReady") << QStringLiteral("1/2") << 0 << false;
        QTest::newRow("completed but one still running is Running when Ready") << pod(twoContainers, R"j({"phase":"Running","conditions":[{"type":"Ready","status":"True"}],"containerStatuses":[
            {"name":"app","ready":false,"restartCount":0,"state":{"terminated":{"exitCode":0,"reason":"Completed"}}},
            {"name":"side","ready":true,"restartCount":0,"state":{"running":{}}}]})j") << QStringLiteral("Running") << QStringLiteral("1/2") << 0 << false;
        QTest::newRow("sidecar counts toward ready") << pod(withSidecar, R"j({"phase":"Running","conditions":[{"type":"Initialized","status":"True"}],
            "initContainerStatuses":[{"name":"proxy","ready":true,"started":true,"restartCount":2,"state":{"running":{}}}],
            "containerStatuses":[{"name":"app","ready":true,"restartCount":1,"state":{"running":{}}}]})j") << QStringLiteral("Running") << QStringLiteral("2/2") << 3 << false;
    }

    void statusAsKubectlPrintsIt()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, status);
        QFETCH(QString, ready);
        QFETCH(int, restarts);
        QFETCH(bool, failing);
        auto object = Object::fromJson(json);
        QVERIFY2(object.ok(), qPrintable(object.error().message()));
        const PodView view = PodView::fromObject(object.value());
        QCOMPARE(view.status, status);
        QCOMPARE(view.readyText(), ready);
        QCOMPARE(view.restarts, restarts);
        // The pod kind's health rules read the same view: the statuses a person must look at are Failing.
        QCOMPARE(Printers::forResource(QString(), QStringLiteral("pods"))->health(object.value()) == Health::Failing,
                 failing);
    }

    void restartsShowWhenTheLastOneWas()
    {
        auto object = Object::fromJson(pod(oneContainer, R"j({"phase":"Running","containerStatuses":[{"name":"app","ready":true,"restartCount":5,"state":{"running":{}},
            "lastState":{"terminated":{"exitCode":1,"finishedAt":"2026-01-01T00:00:00Z"}}}]})j"));
        QVERIFY(object.ok());
        const PodView view = PodView::fromObject(object.value());
        const qint64 fiveMinutesLater = parseTimestamp("2026-01-01T00:05:00Z");
        QCOMPARE(view.restartsText(fiveMinutesLater), QStringLiteral("5 (5m ago)"));
        QCOMPARE(view.containers.size(), 1);
        QCOMPARE(view.containers.first().restartCount, 5);
    }

    // Once initialized, the last restart is the sidecars' and regular containers' last termination: a plain
    // init container's does not count, as its restarts do not.
    void lastRestartLeavesPlainInitContainersOut()
    {
        auto object = Object::fromJson(pod(withInit, R"j({"phase":"Running","conditions":[{"type":"Initialized","status":"True"}],
            "initContainerStatuses":[
            {"name":"init-a","restartCount":1,"state":{"terminated":{"exitCode":0,"reason":"Completed"}},"lastState":{"terminated":{"exitCode":1,"finishedAt":"2026-01-01T00:04:00Z"}}},
            {"name":"init-b","restartCount":0,"state":{"terminated":{"exitCode":0,"reason":"Completed"}}}],
            "containerStatuses":[{"name":"app","ready":true,"restartCount":1,"state":{"running":{}},
            "lastState":{"terminated":{"exitCode":1,"finishedAt":"2026-01-01T00:00:00Z"}}}]})j"));
        QVERIFY(object.ok());
        const PodView view = PodView::fromObject(object.value());
        QCOMPARE(view.restartsText(parseTimestamp("2026-01-01T00:05:00Z")), QStringLiteral("1 (5m ago)"));
    }

    void fieldsTheDetailsPaneShows()
    {
        auto object = Object::fromJson(pod(twoContainers, R"j({"phase":"Running","podIP":"10.1.2.3","hostIP":"10.0.0.1","qosClass":"Burstable","containerStatuses":[
            {"name":"app","image":"app:1","ready":true,"restartCount":0,"state":{"running":{}}},{"name":"side","image":"side:1","ready":false,"restartCount":0,"state":{"waiting":{"reason":"ErrImagePull"}}}]})j"));
        QVERIFY(object.ok());
        const PodView view = PodView::fromObject(object.value());
        QCOMPARE(view.nodeName, QStringLiteral("node-1"));
        QCOMPARE(view.podIp, QStringLiteral("10.1.2.3"));
        QCOMPARE(view.hostIp, QStringLiteral("10.0.0.1"));
        QCOMPARE(view.qosClass, QStringLiteral("Burstable"));
        QCOMPARE(view.containers.at(1).state, QStringLiteral("Waiting"));
        QCOMPARE(view.containers.at(1).stateReason, QStringLiteral("ErrImagePull"));
        QCOMPARE(view.phase, QStringLiteral("Running"));
    }

    void humanDurations_data()
    {
        QTest::addColumn<qint64>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("seconds") << qint64(45) << QStringLiteral("45s");
        // apimachinery's duration_test.go: a second or so of clock skew reads "0s"; beyond is invalid.
        QTest::newRow("a second in the future") << qint64(-1) << QStringLiteral("0s");
        QTest::newRow("two seconds in the future") << qint64(-2) << QStringLiteral("<invalid>");
        QTest::newRow("under two minutes") << qint64(119) << QStringLiteral("119s");
        QTest::newRow("minutes and seconds") << qint64(5 * 60 + 49) << QStringLiteral("5m49s");
        QTest::newRow("minutes") << qint64(42 * 60) << QStringLiteral("42m");
        QTest::newRow("hours and minutes") << qint64(3 * 3600 + 12 * 60) << QStringLiteral("3h12m");
        QTest::newRow("hours") << qint64(20 * 3600) << QStringLiteral("20h");
        QTest::newRow("days and hours") << qint64(2 * 86400 + 4 * 3600) << QStringLiteral("2d4h");
        QTest::newRow("days") << qint64(400 * 86400) << QStringLiteral("400d");
        QTest::newRow("years and days") << qint64(3 * 365 * 86400 + 20 * 86400) << QStringLiteral("3y20d");
    }

    void humanDurations()
    {
        QFETCH(qint64, seconds);
        QFETCH(QString, text);
        QCOMPARE(humanDuration(seconds * 1000), text);
    }
};

QTEST_GUILESS_MAIN(tst_PodView)
#include "tst_podview.moc"
