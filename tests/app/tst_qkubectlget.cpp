// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientrun.h"
#include "simfixture.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

// qkubectl get against kubectl 1.32 on the same kubesim: stdout, stderr and the exit code must be the same
// (ages aside, which move between two runs; and the program's name where kubectl names itself).
class tst_QkubectlGet : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<SimFixture> m_large; // more pods than one chunk, made for the tests that need it
    QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    QString m_kubectl;

    QStringList withConfig(const QStringList &arguments) const
    {
        return QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath()} + arguments;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_kubectl = QStandardPaths::findExecutable(QStringLiteral("kubectl"));
        if (m_kubectl.isEmpty())
            qWarning(
                "*** kubectl is not on PATH: qkubectl get is checked on its own, NOT against kubectl ***");
    }

    void cleanupTestCase()
    {
        m_large.reset();
        m_fixture.reset();
    }

    void sameAsKubectl_data()
    {
        QTest::addColumn<QString>("arguments"); // split at spaces
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("inStdout");
        QTest::addColumn<QString>("inStderr");
        auto row = [](const char *name, const char *arguments, int exitCode, const char *inStdout,
                      const char *inStderr = "") {
            QTest::newRow(name) << QString::fromUtf8(arguments) << exitCode << QString::fromUtf8(inStdout)
                                << QString::fromUtf8(inStderr);
        };
        // Resolution, as kubectl's RESTMapper.
        row("resource.group", "get deployments.apps", 0, "web ");
        row("resource.version.group", "get deployment.v1.apps", 0, "web ");
        row("kind in capitals", "get DEPLOYMENT", 0, "web ");
        row("group prefix", "get deploy.app -o name", 0, "deployment.apps/web");
        row("CRD short name", "get ct", 0, "nightly-cleanup");
        row("CRD resource.group", "get crontabs.stable.example.com", 0, "SPEC");
        row("CRD resource.version.group", "get crontabs.v1.stable.example.com -o name", 0,
            "crontab.stable.example.com/hourly-sync");
        row("CRD kind", "get CronTab", 0, "hourly-sync");
        row("ambiguous short name warns", "get ev -A -o name", 0, "event/",
            "Warning: short name \"ev\" could also match lower priority resource events.events.k8s.io");
        row("core group wins for events", "get events.v1. -A -o name", 0, "event/");
        row("other group by its prefix", "get events.events -A", 0, "", "No resources found");
        row("unknown type", "get foo", 1, "", "error: the server doesn't have a resource type \"foo\"");
        row("short names are case-sensitive", "get DEPLOY", 1, "",
            "the server doesn't have a resource type \"DEPLOY\"");
        row("unknown group names the resource", "get deploy.foo", 1, "", "resource type \"deploy\"");
        row("unknown version", "get deployments.v2.apps", 1, "", "resource type \"deployments\"");
        row("one unknown type fails all", "get deploy,foo", 1, "", "resource type \"foo\"");
        row("empty type", "get deploy,", 1, "", "resource type \"\"");
        // Several types at once.
        row("two types", "get deploy,svc", 0, "deployment.apps/web");
        row("same type twice is fetched once", "get deploy,deployments", 0, "web ");
        row("TYPE/NAME pairs in order", "get svc/web deploy/web svc/kubernetes", 0, "service/kubernetes");
        row("types with names", "get deploy,svc web", 0, "service/web");
        row("two types across namespaces", "get pods,deploy -A", 0, "NAMESPACE");
        row("a cluster-scoped type after a namespaced one keeps NAMESPACE", "get pvc,sc -A", 0,
            "            storageclass.storage.k8s.io/standard");
        row("two types without headers", "get deploy,svc --no-headers", 0, "deployment.apps/web");
        row("two types wide", "get deploy,svc -o wide", 0, "SELECTOR");
        row("two types as names", "get deploy,svc -o name", 0, "service/kubernetes");
        row("two types as one List", "get deploy,svc web -o yaml", 0, "kind: List");
        row("two types as one JSON List", "get deploy/web svc/web -o json", 0, "\"kind\": \"List\"");
        row("one named object is no List", "get deploy/web -o json", 0, "\"kind\": \"Deployment\"");
        row("a missing name among found ones", "get deploy web nope", 1, "web ",
            "Error from server (NotFound): deployments.apps \"nope\" not found");
        row("a missing pair keeps the others one table", "get svc/web deploy/nope svc/kubernetes", 1,
            "kubernetes ", "deployments.apps \"nope\" not found");
        row("an error per type", "get deploy,svc nope", 1, "",
            "Error from server (NotFound): services \"nope\" not found");
        row("nothing in any type", "get cm,secret -n nobody", 0, "",
            "No resources found in nobody namespace.");
        // Categories.
        row("all", "get all", 0, "replicaset.apps/");
        row("all as names", "get all -o name", 0, "backup.ops.example.com/");
        row("all across namespaces", "get all -A", 0, "horizontalpodautoscaler.autoscaling/web");
        // Argument errors.
        row("a type beside TYPE/NAME", "get deploy web svc/web", 1, "",
            "there is no need to specify a resource type");
        row("two types in TYPE/NAME", "get deploy,svc/web", 1, "", "must have a single resource and name");
        row("two slashes", "get deploy/web/x", 1, "", "may not have more than one slash");
        row("a category is no TYPE", "get all/web", 1, "", "resource type \"all\"");
        row("a name with a selector", "get deploy web -l app=web", 1, "",
            "name cannot be provided when a selector is specified");
        row("a name across namespaces", "get deploy web -A", 1, "",
            "a resource cannot be retrieved by name across all namespaces");
        row("watch takes one type", "get deploy,svc -w", 1, "",
            "you may only specify a single resource type");
        row("no type", "get", 1, "", "Required resource not specified.");
        // jsonpath and custom columns.
        row("jsonpath over a List", "get svc -o jsonpath={.items[*].metadata.name}", 0, "kubernetes web");
        row("jsonpath over one object",
            "get deploy web -o jsonpath={.spec.replicas}{\"\\n\"}{.metadata.labels}{\"\\n\"}", 0,
            "{\"app\":\"web\"}");
        row("jsonpath with range",
            "get deploy -o jsonpath={range.items[*]}{.metadata.name}{\"\\t\"}{.spec.replicas}{\"\\n\"}{end}",
            0, "web\t8");
        row("jsonpath over an empty List", "get deploy -n nobody -o jsonpath={.items}", 0, "[]");
        row("jsonpath without a template", "get deploy -o jsonpath=", 1, "",
            "error: template format specified but no template given");
        row("custom columns",
            "get deploy -o "
            "custom-columns=N:.metadata.name,L:.metadata.labels,R:.spec.replicas,C:.spec.template.spec."
            "containers[*].name,X:.nope",
            0, "map[app:web]");
        row("custom columns, narrow ones six wide",
            "get deploy -o custom-columns=A:.spec.replicas,N:.metadata.name", 0, "A     N");
        row("custom columns without headers",
            "get deploy,svc -o custom-columns=N:.metadata.name --no-headers", 0, "kubernetes");
        row("custom columns of an empty list", "get deploy -n nobody -o custom-columns=N:.metadata.name", 0,
            "N");
        row("custom columns without columns", "get deploy -o custom-columns=", 1, "",
            "no custom columns given");
        row("custom column without a path", "get deploy -o custom-columns=NAME", 1, "",
            "unexpected custom-columns spec: NAME");
        row("custom column with a bad path", "get deploy -o custom-columns=NAME:{.metadata.name", 1, "",
            "unexpected path string");
        // Labels.
        row("show labels", "get deploy --show-labels", 0, "LABELS");
        row("show labels wide", "get deploy -o wide --show-labels", 0, "app=web");
        row("label columns", "get deploy -L app,tier", 0, "TIER");
        row("label columns named by their last segment",
            "get pods -L app.kubernetes.io/name,app --no-headers", 0, "web");
        row("labels of several types", "get deploy,svc --show-labels -L app", 0,
            "component=apiserver,provider=kubernetes");
        // Sorting.
        row("sort by name", "get pods --sort-by=.metadata.name", 0, "NAME");
        row("sort by name, relaxed", "get pods -A --sort-by={.metadata.name} --no-headers", 0, "web-");
        row("sort names by a number", "get ct --sort-by=.spec.replicas -o name", 0,
            "crontab.stable.example.com/my-new-cron-object");
        row("sort a List by a number",
            "get ct --sort-by=spec.replicas -o custom-columns=N:.metadata.name,R:.spec.replicas", 0,
            "my-new-cron-object");
        row("sort a table by a number (rows with whole objects)", "get ct --sort-by=.spec.replicas", 0,
            "my-new-cron-object");
        row("a table whose objects lack the field is not printed", "get ct --sort-by=.nope", 0, "",
            "No resources found in default namespace.");
        row("sort by a field nobody has", "get deploy --sort-by=.nope -o name", 1, "",
            "couldn't find any field with path \"{.nope}\" in the list of objects");
        row("sort several tables", "get deploy,svc --sort-by=.metadata.name", 1, "",
            "couldn't find any field");
    }

    void sameAsKubectl()
    {
        QFETCH(QString, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, inStdout);
        QFETCH(QString, inStderr);
        const QStringList args = arguments.split(QLatin1Char(' '));
        ClientRun ours = runClient(m_qkubectl, withConfig(args));
        QVERIFY2(ours.out.contains(inStdout), qPrintable(ours.out.left(2000)));
        QVERIFY2(ours.err.contains(inStderr), qPrintable(ours.err));
        QCOMPARE(ours.exitCode, exitCode);
        if (m_kubectl.isEmpty())
            return;
        ClientRun theirs = runClient(m_kubectl, withConfig(args));
        if (withoutAges(ours.out) != withoutAges(theirs.out)) {
            // The demo cluster lives (pods restart, jobs end): a change may fall between the two runs (seen
            // under ASan, where each run takes seconds). Both again, back to back.
            ours = runClient(m_qkubectl, withConfig(args));
            theirs = runClient(m_kubectl, withConfig(args));
        }
        QCOMPARE(withoutAges(ours.out), withoutAges(theirs.out));
        QCOMPARE(QString(ours.err).replace(QLatin1String("qkubectl"), QLatin1String("kubectl")), theirs.err);
        QCOMPARE(ours.exitCode, theirs.exitCode);
    }

    // Formats kubectl has and qkubectl does not (go-template and the -file forms) are refused by name.
    void unknownOutputFormatsAreRefused()
    {
        const ClientRun run = runClient(
            m_qkubectl, withConfig({QStringLiteral("get"), QStringLiteral("deploy"), QStringLiteral("-o"),
                                    QStringLiteral("go-template={{.kind}}")}));
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("error: unable to match a printer suitable for the output format "
                                         "\"go-template={{.kind}}\", allowed formats "
                                         "are: custom-columns,json,jsonpath,name,wide,yaml\n"));
        QVERIFY(run.out.isEmpty());
    }

    // -w on a type resolved by the new rules (a CRD by resource.group): the same initial table as kubectl's.
    void watchAnyKind_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<QString>("lastRow");
        QTest::newRow("CRD by resource.group")
            << QStringLiteral("get crontabs.stable.example.com -w") << QStringLiteral("nightly-cleanup");
        QTest::newRow("CRD kind with events")
            << QStringLiteral("get CronTab -w --output-watch-events") << QStringLiteral("nightly-cleanup");
        QTest::newRow("short name with group prefix")
            << QStringLiteral("get deploy.app -w") << QStringLiteral("web ");
        QTest::newRow("one by TYPE/NAME")
            << QStringLiteral("get ct/hourly-sync -w") << QStringLiteral("hourly-sync");
    }

    void watchAnyKind()
    {
        QFETCH(QString, arguments);
        QFETCH(QString, lastRow);
        auto initialTable = [&](const QString &program) {
            QProcess process;
            process.start(program, withConfig(arguments.split(QLatin1Char(' '))));
            QString out;
            const bool complete = QTest::qWaitFor(
                [&] {
                    out += QString::fromUtf8(process.readAllStandardOutput());
                    return out.contains(lastRow) && out.endsWith(QLatin1Char('\n'));
                },
                15000);
            process.kill();
            process.waitForFinished();
            return complete ? out : QStringLiteral("incomplete: ") + out;
        };
        const QString ours = initialTable(m_qkubectl);
        QVERIFY2(!ours.startsWith(QLatin1String("incomplete")), qPrintable(ours));
        if (m_kubectl.isEmpty())
            return;
        QCOMPARE(withoutAges(ours), withoutAges(initialTable(m_kubectl)));
    }

    // kubectl's --request-timeout bounds the watch request too: after the list, the watch ends that long
    // after it began and the command exits 0, having printed the list.
    void watchEndsAfterTheRequestTimeout()
    {
        const QStringList arguments =
            withConfig({QStringLiteral("get"), QStringLiteral("ct"), QStringLiteral("-w"),
                        QStringLiteral("--request-timeout=1s")});
        const ClientRun ours = runClient(m_qkubectl, arguments, 20000);
        QCOMPARE(ours.err, QString());
        QCOMPARE(ours.exitCode, 0);
        QVERIFY2(ours.out.contains(QLatin1String("nightly-cleanup")), qPrintable(ours.out));
        if (m_kubectl.isEmpty())
            return;
        const ClientRun theirs = runClient(m_kubectl, arguments, 20000);
        QCOMPARE(ours.exitCode, theirs.exitCode);
        QCOMPARE(asKubectls(ours.err), theirs.err);
        QCOMPARE(withoutAges(ours.out), withoutAges(theirs.out));
    }

    // More pods than kubectl's chunk of 500, and small chunks on the demo cluster: pages are decoded as they
    // come and what is kept of them is printed as kubectl prints the whole list (columns aligned over all).
    void chunkedLikeKubectl_data()
    {
        QTest::addColumn<bool>("large");
        QTest::addColumn<QString>("arguments"); // split at '|' when there is one, else at spaces
        for (const bool large : {true, false}) {
            const QString chunk = large ? QString() : QStringLiteral(" --chunk-size=7");
            const QByteArray size = large ? "700 pods" : "chunks of 7";
            QTest::newRow(size + ", table") << large << QStringLiteral("get pods -A") + chunk;
            QTest::newRow(size + ", labels") << large << QStringLiteral("get pods -A --show-labels") + chunk;
            QTest::newRow(size + ", name") << large << QStringLiteral("get pods -A -o name") + chunk;
            QTest::newRow(size + ", jsonpath")
                << large << QStringLiteral("get pods -A -o jsonpath={.items[*].metadata.name}") + chunk;
            QTest::newRow(size + ", custom-columns")
                << large
                << QStringLiteral("get pods -A -o custom-columns=NS:.metadata.namespace,N:.metadata.name") +
                       chunk;
            // Past 500 objects a template's items are kept cut to the fields it reads (a filter's too).
            QTest::newRow(size + ", jsonpath range over a filter")
                << large
                << QStringLiteral("get|pods|-A|-o|jsonpath={range .items[?(@.status.phase==\"Running\")]}"
                                  "{.metadata.name}:{.spec.containers[*].image}{\"\\n\"}{end}") +
                       QString(chunk).replace(QLatin1Char(' '), QLatin1Char('|'));
            QTest::newRow(size + ", wide with a label column")
                << large << QStringLiteral("get pods -A -o wide -L app") + chunk;
        }
    }

    void chunkedLikeKubectl()
    {
        QFETCH(bool, large);
        QFETCH(QString, arguments);
        if (large && !m_large) {
            kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
            options.scenario.pods = 700;
            options.scenario.namespaces = 3;
            m_large = std::make_unique<SimFixture>(options);
        }
        SimFixture &fixture = large ? *m_large : *m_fixture;
        const QStringList args =
            QStringList{QStringLiteral("--kubeconfig"), fixture.kubeconfigPath()} +
            arguments.split(arguments.contains(QLatin1Char('|')) ? QLatin1Char('|') : QLatin1Char(' '));
        ClientRun ours = runClient(m_qkubectl, args);
        QCOMPARE(ours.exitCode, 0);
        static const QRegularExpression podName(QStringLiteral("\\b[a-z0-9]+-[a-z0-9]+-[a-z0-9]{5}\\b"));
        qsizetype pods = 0;
        for (auto match = podName.globalMatch(ours.out); match.hasNext(); match.next())
            ++pods;
        QVERIFY2(pods > (large ? 500 : 7), qPrintable(ours.out.left(500))); // more than one chunk
        if (m_kubectl.isEmpty())
            return;
        ClientRun theirs = runClient(m_kubectl, args);
        if (withoutAges(ours.out) != withoutAges(theirs.out)) { // the cluster lives: both again, back to back
            ours = runClient(m_qkubectl, args);
            theirs = runClient(m_kubectl, args);
        }
        QCOMPARE(withoutAges(ours.out), withoutAges(theirs.out));
        QCOMPARE(asKubectls(ours.err), theirs.err);
    }
};

QTEST_GUILESS_MAIN(tst_QkubectlGet)
#include "tst_qkubectlget.moc"
