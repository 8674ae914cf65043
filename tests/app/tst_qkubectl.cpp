// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientrun.h"
#include "simfixture.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using Run = ClientRun;

class tst_Qkubectl : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    QString m_kubectl;

    Run qkubectl(QStringList arguments) { return runClient(m_qkubectl, QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath()} + arguments); }
    Run kubectl(QStringList arguments) { return runClient(m_kubectl, QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath()} + arguments); }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_kubectl = QStandardPaths::findExecutable(QStringLiteral("kubectl"));
        if (m_kubectl.isEmpty())
            qWarning("*** kubectl is not on PATH: qkubectl's output is checked on its own, NOT against kubectl ***");
    }

    void cleanupTestCase() { m_fixture.reset(); }

    // The same command through qkubectl and kubectl: same stdout, same exit code.
    void sameOutputAsKubectl_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expectedInOutput");
        QTest::newRow("get pods -A") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A")} << QStringLiteral("NAMESPACE");
        QTest::newRow("get pods -o wide") << QStringList{QStringLiteral("get"), QStringLiteral("po"), QStringLiteral("-o"), QStringLiteral("wide")} << QStringLiteral("NOMINATED NODE");
        QTest::newRow("get ns") << QStringList{QStringLiteral("get"), QStringLiteral("ns")} << QStringLiteral("kube-system");
        QTest::newRow("get nodes --no-headers") << QStringList{QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("--no-headers")} << QStringLiteral("node-00");
        QTest::newRow("get deployments -A") << QStringList{QStringLiteral("get"), QStringLiteral("deployments"), QStringLiteral("-A")} << QStringLiteral("UP-TO-DATE");
        QTest::newRow("get events -A") << QStringList{QStringLiteral("get"), QStringLiteral("events"), QStringLiteral("-A")} << QStringLiteral("LAST SEEN");
        QTest::newRow("get pods -o name") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("-o"), QStringLiteral("name")} << QStringLiteral("pod/");
        QTest::newRow("get rs -o name") << QStringList{QStringLiteral("get"), QStringLiteral("rs"), QStringLiteral("-A"), QStringLiteral("-o"), QStringLiteral("name")} << QStringLiteral("replicaset.apps/");
        QTest::newRow("get pods -o json") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), QStringLiteral("default"), QStringLiteral("-o"), QStringLiteral("json")} << QStringLiteral("\"kind\": \"List\"");
        QTest::newRow("get pods -o yaml") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("-o"), QStringLiteral("yaml")} << QStringLiteral("kind: List");
        QTest::newRow("get nodes -o yaml") << QStringList{QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"), QStringLiteral("yaml")} << QStringLiteral("creationTimestamp: \"");
        QTest::newRow("label selector") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("-l"), QStringLiteral("app in (web,api)")} << QStringLiteral("web");
        QTest::newRow("field selector") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("--field-selector"), QStringLiteral("status.phase=Running")} << QStringLiteral("Running");
        QTest::newRow("get pods -A in pages of 7 (one alignment over all pages)") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("--chunk-size=7")} << QStringLiteral("NAMESPACE");
        QTest::newRow("get pods -o name in pages of 7") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("-o"), QStringLiteral("name"), QStringLiteral("--chunk-size"), QStringLiteral("7")} << QStringLiteral("pod/");
        QTest::newRow("get pods -o json in pages of 3") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), QStringLiteral("default"), QStringLiteral("-o"), QStringLiteral("json"), QStringLiteral("--chunk-size=3")} << QStringLiteral("\"kind\": \"List\"");
        QTest::newRow("api-resources") << QStringList{QStringLiteral("api-resources")} << QStringLiteral("deployments");
        QTest::newRow("get-contexts") << QStringList{QStringLiteral("config"), QStringLiteral("get-contexts")} << QStringLiteral("*         sim-admin");
        QTest::newRow("current-context") << QStringList{QStringLiteral("config"), QStringLiteral("current-context")} << QStringLiteral("sim-admin");
    }

    void sameOutputAsKubectl()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expectedInOutput);
        const Run ours = qkubectl(arguments);
        QCOMPARE(ours.exitCode, 0);
        QVERIFY2(ours.out.contains(expectedInOutput), qPrintable(ours.out.left(500)));
        QVERIFY2(ours.err.isEmpty(), qPrintable(ours.err));
        if (m_kubectl.isEmpty())
            return;
        const Run theirs = kubectl(arguments);
        QCOMPARE(theirs.exitCode, 0);
        QCOMPARE(withoutAges(ours.out), withoutAges(theirs.out));
    }

    // -o jsonpath templates over one pod and over a List, through qkubectl and kubectl: byte-identical stdout,
    // stderr and exit code, errors (the whole object in Go syntax) included.
    void jsonPathLikeKubectl_data()
    {
        QTest::addColumn<QStringList>("arguments");
        // The pods of one app, a List whose first item the templates look into.
        auto row = [&](const char *name, const QString &output, const QStringList &more = {}) {
            QTest::newRow(name) << (QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"),
                                                QStringLiteral("-l"), QStringLiteral("app=web"), QStringLiteral("-o"), output} +
                                    more);
        };
        row("key with escaped dots", QStringLiteral("jsonpath={.items[0].metadata.labels.kubernetes\\.io/x}|{.items[0].metadata.labels}"));
        row("union of indexes", QStringLiteral("jsonpath={.items[0].spec.containers[0,0].name}"));
        row("union of keys", QStringLiteral("jsonpath={.items[0].metadata['name','namespace']}"));
        row("index out of range", QStringLiteral("jsonpath={.items[0].spec.containers[5]}"));
        row("negative index out of range", QStringLiteral("jsonpath={.items[0].spec.containers[-5]}"));
        row("slice end out of range", QStringLiteral("jsonpath={.items[0].spec.containers[0:9]}"));
        row("recursive descent twice", QStringLiteral("jsonpath={.items[0]....name}"));
        row("slice start past its end", QStringLiteral("jsonpath={.items[0].spec.containers[1:0]}"));
        row("zero step", QStringLiteral("jsonpath={.items[0].spec.containers[0:1:0]}"));
        row("filter on a missing key, missing keys not allowed",
            QStringLiteral("jsonpath={.items[0].spec.containers[?(@.nope==\"x\")].name}"),
            {QStringLiteral("--allow-missing-template-keys=false")});
        row("incompatible comparison", QStringLiteral("jsonpath={.items[0].spec.containers[?(@.name>1)]}"));
        row("end without range", QStringLiteral("jsonpath={.items[0].kind}{end}"));
        row("unclosed action", QStringLiteral("jsonpath={.items[0].metadata.name"));
        row("bad index", QStringLiteral("jsonpath={.items[0].spec.containers[x]}"));
        row("bad escape", QStringLiteral("jsonpath={\"\\q\"}"));
        row("literals", QStringLiteral("jsonpath={\"a\\tb\"}{1.5}{3}{true}{'\\n'}"));
        row("as json", QStringLiteral("jsonpath-as-json={.items[0].spec.containers[*].name}{.items[0].metadata.labels}"));
        QTest::newRow("nodes' hostname label, its dots escaped")
            << QStringList{QStringLiteral("get"), QStringLiteral("nodes"), QStringLiteral("-o"),
                           QStringLiteral("jsonpath={.items[*].metadata.labels.kubernetes\\.io/hostname}")};
        QTest::newRow("custom columns: a template that does not parse, after the header")
            << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("-l"),
                           QStringLiteral("app=web"), QStringLiteral("-o"),
                           QStringLiteral("custom-columns=NAME:.metadata.name,X:.spec.containers[x]")};
        QTest::newRow("custom columns: a template failing on an object, after the header")
            << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("-l"),
                           QStringLiteral("app=web"), QStringLiteral("-o"),
                           QStringLiteral("custom-columns=NAME:.metadata.name,X:.spec.containers[7]")};
        QTest::newRow("range without its end over a List")
            << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("-o"),
                           QStringLiteral("jsonpath={range .items[*]}{.metadata.name}{\"\\n\"}")};
    }

    void jsonPathLikeKubectl()
    {
        QFETCH(QStringList, arguments);
        const Run ours = qkubectl(arguments);
        if (m_kubectl.isEmpty())
            return;
        const Run theirs = kubectl(arguments);
        QCOMPARE(asKubectls(ours.err), theirs.err);
        QCOMPARE(ours.out, theirs.out);
        QCOMPARE(ours.exitCode, theirs.exitCode);
    }

    void errorsLikeKubectl_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("stderr");
        QTest::newRow("not found") << QStringList{QStringLiteral("get"), QStringLiteral("pod"), QStringLiteral("nope")} << QStringLiteral("Error from server (NotFound): pods \"nope\" not found\n");
        QTest::newRow("forbidden") << QStringList{QStringLiteral("--context"), QStringLiteral("sim-limited"), QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A")}
                                   << QStringLiteral("Error from server (Forbidden): pods is forbidden: User \"sim-limited\" cannot list resource \"pods\" in API group \"\" at the cluster scope\n");
        QTest::newRow("unknown resource") << QStringList{QStringLiteral("get"), QStringLiteral("widgets")} << QStringLiteral("error: the server doesn't have a resource type \"widgets\"\n");
        QTest::newRow("empty namespace") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), QStringLiteral("nobody-home")} << QStringLiteral("No resources found in nobody-home namespace.\n");
        // A mistyped flag, in kubectl's words and usage line, for each kind of command.
        const auto flagRow = [](const char *name, const char *arguments, const char *text) {
            QTest::newRow(name) << QString::fromLatin1(arguments).split(QLatin1Char(' '))
                                << QString::fromLatin1(text);
        };
        flagRow("unknown flag", "get pods --bogus=1",
                "Error: unknown flag: --bogus\nSee 'qkubectl get --help' for usage.\n");
        flagRow("unknown shorthand", "get pods -Zx",
                "Error: unknown shorthand flag: 'Z' in -Zx\nSee 'qkubectl get --help' for usage.\n");
        flagRow("value missing, shorthand", "get pods -n",
                "Error: flag needs an argument: 'n' in -n\nSee 'qkubectl get --help' for usage.\n");
        flagRow("value missing", "get pods --selector",
                "Error: flag needs an argument: --selector\nSee 'qkubectl get --help' for usage.\n");
        flagRow(
            "unknown flag before the command", "-Z get pods",
            "Error: flags cannot be placed before plugin name: --kubeconfig\n"); // the test's first argument
        flagRow("unknown flag taking the subcommand", "config --bogus view",
                "Error: unknown flag: --bogus\nSee 'qkubectl config --help' for usage.\n");
        flagRow("unknown flag of a subcommand", "config use-context --bogus",
                "Error: unknown flag: --bogus\nSee 'qkubectl config use-context --help' for usage.\n");
        flagRow("unknown flag of describe", "describe pod x -Q",
                "Error: unknown shorthand flag: 'Q' in -Q\nSee 'qkubectl describe --help' for usage.\n");
        flagRow("unknown shorthand of logs", "logs x -Z",
                "Error: unknown shorthand flag: 'Z' in -Z\nSee 'qkubectl logs --help' for usage.\n");
        flagRow("unknown shorthand of delete", "delete pod x -Z",
                "Error: unknown shorthand flag: 'Z' in -Z\nSee 'qkubectl delete --help' for usage.\n");
        // pflag's words for values a flag's type refuses, and for flags without their value, command by
        // command; the global flags are known to every command, before or after its name.
        flagRow(
            "bad int of scale", "scale deploy web --replicas=x",
            "Error: invalid argument \"x\" for \"--replicas\" flag: strconv.ParseInt: parsing \"x\": invalid "
            "syntax\nSee 'qkubectl scale --help' for usage.\n");
        flagRow("bad bool with a shorthand, get", "get pods --all-namespaces=2",
                "Error: invalid argument \"2\" for \"-A, --all-namespaces\" flag: strconv.ParseBool: parsing "
                "\"2\": "
                "invalid syntax\nSee 'qkubectl get --help' for usage.\n");
        flagRow("bad bool of describe", "describe pods --show-events=x",
                "Error: invalid argument \"x\" for \"--show-events\" flag: strconv.ParseBool: parsing \"x\": "
                "invalid "
                "syntax\nSee 'qkubectl describe --help' for usage.\n");
        flagRow("bad int of logs", "logs x --tail=x",
                "Error: invalid argument \"x\" for \"--tail\" flag: strconv.ParseInt: parsing \"x\": invalid "
                "syntax\nSee 'qkubectl logs --help' for usage.\n");
        flagRow(
            "bad duration of delete", "delete pod x --timeout=5",
            "Error: invalid argument \"5\" for \"--timeout\" flag: time: missing unit in duration \"5\"\nSee "
            "'qkubectl delete --help' for usage.\n");
        flagRow(
            "a fraction is no grace period", "delete pod x --grace-period=1.5",
            "Error: invalid argument \"1.5\" for \"--grace-period\" flag: strconv.ParseInt: parsing \"1.5\": "
            "invalid syntax\nSee 'qkubectl delete --help' for usage.\n");
        flagRow(
            "bad global bool after the command", "get pods --insecure-skip-tls-verify=maybe",
            "Error: invalid argument \"maybe\" for \"--insecure-skip-tls-verify\" flag: strconv.ParseBool: "
            "parsing \"maybe\": invalid syntax\nSee 'qkubectl get --help' for usage.\n");
        flagRow(
            "bad -v before the command", "-v x get pods",
            "Error: invalid argument \"x\" for \"-v, --v\" flag: strconv.ParseInt: parsing \"x\": invalid "
            "syntax\nSee 'qkubectl get --help' for usage.\n");
        flagRow("global shorthand without its value", "get pods -s",
                "Error: flag needs an argument: 's' in -s\nSee 'qkubectl get --help' for usage.\n");
        flagRow("global flag without its value, exec", "exec x --as-group",
                "Error: flag needs an argument: --as-group\nSee 'qkubectl exec --help' for usage.\n");
        flagRow("unknown flag of version", "version --foo",
                "Error: unknown flag: --foo\nSee 'qkubectl version --help' for usage.\n");
        flagRow("unknown flag of a rollout subcommand", "rollout restart deploy/web --foo",
                "Error: unknown flag: --foo\nSee 'qkubectl rollout restart --help' for usage.\n");
        flagRow("a known flag before the command, an unknown word after", "-n default nosuchcommand",
                "Error: flags cannot be placed before plugin name: --kubeconfig\n");
        flagRow("an unknown config subcommand", "config bogus",
                "error: unknown command \"bogus\"\nSee 'qkubectl config -h' for help and examples\n");
        // kubectl's connection flags, on kubesim.
        QTest::newRow("impersonated user") << QStringList{QStringLiteral("--as"), QStringLiteral("sim-limited"), QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A")}
                                           << QStringLiteral("Error from server (Forbidden): pods is forbidden: User \"sim-limited\" cannot list resource \"pods\" in API group \"\" at the cluster scope\n");
        QTest::newRow("a wrong token") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("--token=bogus")} << QStringLiteral("error: You must be logged in to the server (Unauthorized)\n");
        flagRow("a request timeout out of its grammar", "get pods --request-timeout=soon",
                "error: Invalid timeout value. Timeout must be a single integer in seconds, or an integer followed by "
                "a corresponding time unit (e.g. 1s | 2m | 3h)\n");
        flagRow("a negative request timeout", "delete pod x --request-timeout=-1",
                "error: Invalid timeout value. Timeout must be a single integer in seconds, or an integer followed by "
                "a corresponding time unit (e.g. 1s | 2m | 3h)\n");
    }

    void errorsLikeKubectl()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, stderr);
        const Run ours = qkubectl(arguments);
        const bool noResources = stderr.startsWith(QLatin1String("No resources"));
        QCOMPARE(ours.exitCode, noResources ? 0 : 1);
        QCOMPARE(ours.err, stderr);
        QVERIFY(ours.out.isEmpty());
        if (m_kubectl.isEmpty())
            return;
        const Run theirs = kubectl(arguments);
        QCOMPARE(theirs.exitCode, ours.exitCode);
        QCOMPARE(theirs.err, asKubectls(ours.err));
    }

    // A misbehaving server is an error on stderr and exit 1, never "No resources found" or a hang.
    void misbehavingServersAreErrors_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("stderrStart");
        QTest::addColumn<QString>("stderrContains");
        const QStringList getPods = {QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), QStringLiteral("default")};
        QTest::newRow("HTML page, table") << QStringLiteral("garbage-body") << getPods << QStringLiteral("error: ") << QStringLiteral("text/html");
        QTest::newRow("HTML page, -o name") << QStringLiteral("garbage-body") << getPods + QStringList{QStringLiteral("-o"), QStringLiteral("name")} << QStringLiteral("error: ")
                                            << QStringLiteral("not JSON");
        QTest::newRow("not JSON") << QStringLiteral("garbage-json") << getPods << QStringLiteral("error: ") << QStringLiteral("not JSON");
        QTest::newRow("stall mid-body with --request-timeout 1") << QStringLiteral("stall-mid-body") << getPods + QStringList{QStringLiteral("--request-timeout"), QStringLiteral("1")}
                                                                  << QStringLiteral("Unable to connect to the server: ") << QStringLiteral("request timeout");
        QTest::newRow("silent server, no request timeout: TLS handshake timeout (10 s)")
            << QStringLiteral("silent-accept") << getPods
            << QStringLiteral("Unable to connect to the server: ") << QStringLiteral("TLS handshake timeout");
    }

    void misbehavingServersAreErrors()
    {
        QFETCH(QString, fault);
        QFETCH(QStringList, arguments);
        QFETCH(QString, stderrStart);
        QFETCH(QString, stderrContains);
        QString error;
        QVERIFY2(m_fixture->sim().applyFault(fault, {}, &error), qPrintable(error));
        const Run ours = qkubectl(arguments);
        QVERIFY(m_fixture->sim().applyFault(fault, QStringLiteral("off"), &error));
        QCOMPARE(ours.exitCode, 1);
        QVERIFY2(ours.err.startsWith(stderrStart), qPrintable(ours.err));
        QVERIFY2(ours.err.contains(stderrContains), qPrintable(ours.err));
        QVERIFY2(ours.err.contains(m_fixture->sim().url()), qPrintable(ours.err));
        QVERIFY(ours.out.isEmpty());
    }

    // A server (or proxy) that ignores Accept's as=Table sends a plain list: printed with the kind's columns,
    // as kubectl prints it.
    void plainListWhereATableWasAskedIsPrintedAsATable()
    {
        QString error;
        QVERIFY(m_fixture->sim().applyFault(QStringLiteral("plain-lists"), {}, &error));
        const QStringList arguments = {QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"), QStringLiteral("default")};
        const Run ours = qkubectl(arguments);
        const Run theirs = m_kubectl.isEmpty() ? Run() : kubectl(arguments);
        QVERIFY(m_fixture->sim().applyFault(QStringLiteral("plain-lists"), QStringLiteral("off"), &error));
        QCOMPARE(ours.exitCode, 0);
        QVERIFY2(ours.out.startsWith(QLatin1String("NAME ")) && ours.out.contains(QLatin1String("RESTARTS")), qPrintable(ours.out));
        const Run table = qkubectl(arguments);
        QCOMPARE(withoutAges(ours.out), withoutAges(table.out));
        if (!m_kubectl.isEmpty())
            QCOMPARE(theirs.exitCode, 0);
    }

    // One grammar for --request-timeout in every command: a Go duration or whole seconds.
    void requestTimeoutTakesDurationsEverywhere_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("get, minutes and seconds") << QStringList{QStringLiteral("get"), QStringLiteral("ns"), QStringLiteral("-o"), QStringLiteral("name"), QStringLiteral("--request-timeout=1m30s")};
        QTest::newRow("get, before the command") << QStringList{QStringLiteral("--request-timeout"), QStringLiteral("1m30s"), QStringLiteral("get"), QStringLiteral("ns"), QStringLiteral("-o"), QStringLiteral("name")};
        QTest::newRow("describe, seconds") << QStringList{QStringLiteral("describe"), QStringLiteral("ns"), QStringLiteral("default"), QStringLiteral("--request-timeout=30")};
        QTest::newRow("api-resources, microseconds of a minute") << QStringList{QStringLiteral("api-resources"), QStringLiteral("-o"), QStringLiteral("name"), QStringLiteral("--request-timeout=60000000µs")};
    }

    void requestTimeoutTakesDurationsEverywhere()
    {
        QFETCH(QStringList, arguments);
        const Run ours = qkubectl(arguments);
        QVERIFY2(ours.exitCode == 0, qPrintable(ours.err));
        QVERIFY(!ours.out.isEmpty());
        if (m_kubectl.isEmpty())
            return;
        const Run theirs = kubectl(arguments);
        QCOMPARE(theirs.exitCode, 0);
    }

    void useContextWritesTheKubeconfig()
    {
        const Run switched = qkubectl({QStringLiteral("config"), QStringLiteral("use-context"), QStringLiteral("sim-token")});
        QCOMPARE(switched.exitCode, 0);
        QCOMPARE(switched.out, QStringLiteral("Switched to context \"sim-token\".\n"));
        QCOMPARE(qkubectl({QStringLiteral("config"), QStringLiteral("current-context")}).out, QStringLiteral("sim-token\n"));
        QCOMPARE(qkubectl({QStringLiteral("get"), QStringLiteral("ns"), QStringLiteral("-o"), QStringLiteral("name")}).exitCode, 0);
        const Run unknown = qkubectl({QStringLiteral("config"), QStringLiteral("use-context"), QStringLiteral("nope")});
        QCOMPARE(unknown.exitCode, 1);
        QCOMPARE(unknown.err, QStringLiteral("error: no context exists with the name: \"nope\"\n"));
        QCOMPARE(qkubectl({QStringLiteral("config"), QStringLiteral("use-context"), QStringLiteral("sim-admin")}).exitCode, 0);
    }

    void brokenKubeconfigNamesFileAndLine()
    {
        const QString path = m_fixture->dir() + QStringLiteral("/broken");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("apiVersion: v1\nclusters:\n- name: x\n  cluster: {server: [\n");
        file.close();
        const Run run = runClient(m_qkubectl, {QStringLiteral("--kubeconfig"), path, QStringLiteral("get"), QStringLiteral("pods")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(QStringLiteral("error: YAML syntax error")), qPrintable(run.err));
        QVERIFY2(run.err.contains(path + QStringLiteral(":5")), qPrintable(run.err));
    }

    void unreachableServerFailsCleanly()
    {
        const QString path = m_fixture->dir() + QStringLiteral("/unreachable");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        // Plain HTTP: there Qt 6.4 warned about its own error bookkeeping in about half the runs.
        file.write("clusters:\n- name: c\n  cluster: {server: 'http://127.0.0.1:1'}\ncontexts:\n- name: c\n  "
                   "context: {cluster: c}\ncurrent-context: c\n");
        file.close();
        // kubectl's words, to the letter, and nothing after them.
        for (int attempt = 0; attempt < 8; ++attempt) {
            const Run run = runClient(m_qkubectl, {QStringLiteral("--kubeconfig"), path,
                                                   QStringLiteral("get"), QStringLiteral("pods")});
            QCOMPARE(run.exitCode, 1);
            QCOMPARE(run.err, QStringLiteral("The connection to the server 127.0.0.1:1 was refused - did you "
                                             "specify the right host or port?\n"));
        }
    }

    // -w prints the list, then one row per change, through reconnects and 410s without repeating anything.
    void watchPrintsEachChangeOnce()
    {
        QProcess process;
        process.start(m_qkubectl, {QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath(), QStringLiteral("get"), QStringLiteral("pods"),
                                   QStringLiteral("-n"), QStringLiteral("default"), QStringLiteral("-w"), QStringLiteral("--output-watch-events"),
                                   QStringLiteral("--stats")});
        QString out;
        auto readUntil = [&](const QString &needle) {
            return QTest::qWaitFor([&] {
                out += QString::fromUtf8(process.readAllStandardOutput());
                return out.contains(needle);
            }, 15000);
        };
        QVERIFY2(readUntil(QStringLiteral("EVENT      NAME")), qPrintable(out));
        const auto &pods = *kube::sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
        const QJsonObject pod{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("watched-pod")}, {QStringLiteral("namespace"), QStringLiteral("default")}}},
                              {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")}}}}}}};
        QTest::qWait(300);
        auto created = m_fixture->sim().store().create(pods, pod);
        QVERIFY2(readUntil(QStringLiteral("ADDED      watched-pod")), qPrintable(out));
        // Faults: dropped watches and compacted history make the informer relist; nothing already printed repeats.
        m_fixture->sim().setStalled(true);
        m_fixture->sim().dropWatches();
        QJsonObject running = created.object();
        running.insert(QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Running")}});
        m_fixture->sim().store().update(pods, running);
        m_fixture->sim().compactHistory(); // the change happened where the watch can no longer resume from
        m_fixture->sim().setStalled(false);
        QVERIFY2(readUntil(QStringLiteral("MODIFIED   watched-pod")), qPrintable(out));
        m_fixture->sim().store().remove(pods, QStringLiteral("default"), QStringLiteral("watched-pod"));
        QVERIFY2(readUntil(QStringLiteral("DELETED    watched-pod")), qPrintable(out));
        QTest::qWait(500);
        out += QString::fromUtf8(process.readAllStandardOutput());
        QCOMPARE(out.count(QLatin1String("watched-pod")), 3); // added, modified, deleted: once each
        const qsizetype initialRows = out.count(QLatin1String("ADDED")) - 1;
        QCOMPARE(initialRows, qsizetype(std::count_if(m_fixture->sim().store().objects(pods).keyBegin(), m_fixture->sim().store().objects(pods).keyEnd(),
                                                       [](const QString &key) { return key.startsWith(QLatin1String("default/")); })));
        process.terminate(); // SIGTERM: shut down cleanly and print the stats
        QVERIFY(QTest::qWaitFor([&] { return process.state() == QProcess::NotRunning; }, 10000));
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(process.exitCode() == 0,
                 qPrintable(QStringLiteral("exit code %1: %2").arg(process.exitCode()).arg(err)));
        QVERIFY2(err.contains(QLatin1String("sync: ")) && err.contains(QLatin1String("peak RSS: ")), qPrintable(err));
        QVERIFY2(err.contains(QLatin1String("relists: 1,")), qPrintable(err));
    }

    // A user the server refuses discovery (403 on /api and /apis): kubectl without a discovery cache
    // (qkubectl keeps none) logs its tries and ends on a Forbidden it cannot read. klog's time and
    // process id aside, the same words and exit code.
    void forbiddenDiscoveryAsKubectl_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<int>("tries"); // kubectl's, by how it reads its arguments (errormessage.h)
        QTest::addColumn<QString>("end"); // what it prints after its tries
        const QString forbidden = QStringLiteral("Error from server (Forbidden): unknown\n");
        QTest::newRow("get") << "get pods -n default" << 5 << forbidden;
        QTest::newRow("describe") << "describe pods x -n default" << 5 << forbidden;
        QTest::newRow("delete") << "delete pods x -n default" << 5 << forbidden;
        QTest::newRow("scale") << "scale deploy/x --replicas=1 -n default" << 4 << forbidden;
        QTest::newRow("logs") << "logs deploy/x -n default" << 4 << forbidden;
        QTest::newRow("logs of a pod") << "logs x -n default" << 4 << forbidden;
        QTest::newRow("exec") << "exec x -n default -- ls" << 4 << forbidden;
        QTest::newRow("attach") << "attach x -n default" << 4 << forbidden;
        QTest::newRow("get of two types") << "get pods,services -n default" << 6 << forbidden;
        QTest::newRow("get of a type twice") << "get pods,pods -n default" << 6 << forbidden;
        QTest::newRow("get of TYPE/NAME pairs") << "get pods/x services/y -n default" << 4 << forbidden;
        QTest::newRow("describe of two types") << "describe pods,services -n default" << 6 << forbidden;
        QTest::newRow("top") << "top pods -n default" << 0 << forbidden;
        // can-i asks about the type as typed; here the review is refused too (the whole of /api*).
        QTest::newRow("auth can-i")
            << "auth can-i get pods -n default" << 2
            << QStringLiteral("Warning: the server doesn't have a resource type 'pods'\n\n"
                              "Error from server (InternalError): kubesim: injected failure for /api\n");
    }

    void forbiddenDiscoveryAsKubectl()
    {
        QFETCH(QString, arguments);
        QFETCH(int, tries);
        QFETCH(QString, end);
        static const QRegularExpression klogPrefix(QStringLiteral("^E\\d{4} [0-9:.]{15} +\\d+ "),
                                                   QRegularExpression::MultilineOption);
        const QString tryLine = QStringLiteral(
            "E memcache.go:265] \"Unhandled Error\" err=\"couldn't get current server API group "
            "list: unknown\"\n");
        // What a user without discovery rights may not read (system:discovery's paths; /version stays open).
        const QStringList refused = {QStringLiteral("/api"), QStringLiteral("/openapi")};
        for (const QString &path : refused)
            m_fixture->sim().failPath(path, 403);
        const Run ours = qkubectl(arguments.split(QLatin1Char(' ')));
        QTemporaryDir noCache;
        const Run theirs = m_kubectl.isEmpty()
                               ? Run{}
                               : kubectl(QStringList{QStringLiteral("--cache-dir"), noCache.path()} +
                                         arguments.split(QLatin1Char(' ')));
        for (const QString &path : refused)
            m_fixture->sim().failPath(path, 0);
        QCOMPARE(QString(ours.err).replace(klogPrefix, QStringLiteral("E ")),
                 tryLine.repeated(tries) + end);
        QCOMPARE(ours.out, QString());
        QCOMPARE(ours.exitCode, 1);
        if (m_kubectl.isEmpty())
            return;
        QCOMPARE(QString(ours.err).replace(klogPrefix, QStringLiteral("E ")),
                 QString(theirs.err).replace(klogPrefix, QStringLiteral("E ")));
        QCOMPARE(ours.out, theirs.out);
        QCOMPARE(ours.exitCode, theirs.exitCode);
    }

    // Every hint at help names the program that gives it: kubectl's name there would send the user to another
    // program's help. One row per place qkubectl writes such a hint.
    void usageHintsNameQkubectl_data()
    {
        QTest::addColumn<QString>("arguments");
        QTest::newRow("a flag error") << "get pods --bogus";
        QTest::newRow("no resource type") << "get";
        QTest::newRow("get, type and TYPE/NAME") << "get pods pod/x";
        QTest::newRow("delete, type and TYPE/NAME") << "delete pods pod/x";
        QTest::newRow("a group's unknown subcommand") << "config bogus";
        QTest::newRow("rollout's unknown subcommand") << "rollout bogus deploy/x";
        QTest::newRow("apply's arguments") << "apply x";
        QTest::newRow("auth's unknown subcommand") << "auth bogus";
        QTest::newRow("can-i with one argument") << "auth can-i get";
        QTest::newRow("drain without a node") << "drain";
        QTest::newRow("exec without its --") << "exec x ls";
        QTest::newRow("exec's pod running timeout") << "exec x --pod-running-timeout=0 -- ls";
        QTest::newRow("logs without a pod") << "logs";
        QTest::newRow("logs, selector and pod") << "logs x -l a=b";
        QTest::newRow("port-forward without ports") << "port-forward pod/x";
        QTest::newRow("top alone") << "top";
        QTest::newRow("top, an unknown kind") << "top bogus";
        QTest::newRow("top pod, two names") << "top pod a b";
    }

    void usageHintsNameQkubectl()
    {
        QFETCH(QString, arguments);
        const Run run = qkubectl(arguments.split(QLatin1Char(' ')));
        const QString text = run.out + run.err;
        static const QRegularExpression hint(QStringLiteral("(?:See '|Use \"|for \"|e\\.g\\. ')(\\w+)[ ']"));
        auto hints = hint.globalMatch(text);
        QVERIFY2(hints.hasNext(), qPrintable(text));
        while (hints.hasNext())
            QCOMPARE(hints.next().captured(1), QStringLiteral("qkubectl"));
    }

    void badFlagsAreErrors()
    {
        const Run run = qkubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-o"), QStringLiteral("table")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("allowed formats are: custom-columns,json,jsonpath,name,wide,yaml")), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(tst_Qkubectl)
#include "tst_qkubectl.moc"
