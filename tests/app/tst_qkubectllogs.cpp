// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkubectl logs against what kubectl 1.32 prints on kubesim: stdout, stderr and exit code for each flag. The
// expected text is written here (pods whose containers ended at fixed times have fixed logs), and when
// kubectl is on PATH each row is also run through it and compared.
#include "kubectlwords.h"
#include "logpods.h"

#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runClient(const QString &program, const QStringList &arguments, int timeoutMs = 30000)
{
    QProcess process;
    process.start(program, arguments);
    Run run;
    if (!QTest::qWaitFor([&process] { return process.state() == QProcess::NotRunning; }, timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = "timed out";
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

constexpr double linesPerSecond = 10;
const QString fixedStart =
    QStringLiteral("2026-01-01T00:00:00Z"); // "done" pods ran 10 s from here: lines 0..100
const qint64 fixedStartMs = QDateTime::fromString(fixedStart, Qt::ISODate).toMSecsSinceEpoch();

QJsonObject terminated(const QString &name, const QString &from, const QString &to)
{
    return {{QStringLiteral("name"), name},
            {QStringLiteral("restartCount"), 0},
            {QStringLiteral("state"),
             QJsonObject{{QStringLiteral("terminated"),
                          QJsonObject{{QStringLiteral("exitCode"), 0},
                                      {QStringLiteral("reason"), QStringLiteral("Completed")},
                                      {QStringLiteral("startedAt"), from},
                                      {QStringLiteral("finishedAt"), to}}}}}};
}

// Lines from..to (inclusive) of a "done" pod's container, as kubectl prints them.
QByteArray logLines(const QString &pod, const QString &container, qint64 from, qint64 to,
                    bool timestamps = false, bool prefix = false)
{
    QByteArray text;
    for (qint64 k = from; k <= to; ++k) {
        if (prefix)
            text += QStringLiteral("[pod/%1/%2] ").arg(pod, container).toUtf8();
        if (timestamps) {
            const qint64 ms = fixedStartMs + qint64(k * 1000 / linesPerSecond);
            text += QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC)
                        .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz"))
                        .toUtf8() +
                    "000000Z ";
        }
        text += kube::sim::PodLogs::lineText(pod, container, k) + '\n';
    }
    return text;
}

QByteArrayList sortedLines(const QByteArray &text)
{
    QByteArrayList lines = text.split('\n');
    std::sort(lines.begin(), lines.end());
    return lines;
}

const QByteArray usage = "error: expected 'logs [-f] [-p] (POD | TYPE/NAME) [-c CONTAINER]'.\n"
                         "POD or TYPE/NAME is a required argument for the logs command\n"
                         "See 'qkubectl logs -h' for help and examples\n";

} // namespace

class tst_QkubectlLogs : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_sim;
    QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    QString m_kubectl;

    Run qkubectl(const QStringList &arguments)
    {
        return runClient(m_qkubectl,
                         QStringList{QStringLiteral("--kubeconfig"), m_sim->kubeconfigPath()} + arguments);
    }
    Run kubectl(const QStringList &arguments)
    {
        return runClient(m_kubectl,
                         QStringList{QStringLiteral("--kubeconfig"), m_sim->kubeconfigPath()} + arguments);
    }

    void putService(const QString &name, const QJsonObject &selector)
    {
        QJsonObject spec{{QStringLiteral("ports"),
                          QJsonArray{QJsonObject{{QStringLiteral("port"), 80},
                                                 {QStringLiteral("protocol"), QStringLiteral("TCP")}}}}};
        if (!selector.isEmpty())
            spec.insert(QStringLiteral("selector"), selector);
        m_sim->sim().store().create(
            kube::sim::ResourceType::builtin(QString(), QStringLiteral("services")),
            QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                        {QStringLiteral("kind"), QStringLiteral("Service")},
                        {QStringLiteral("metadata"),
                         QJsonObject{{QStringLiteral("name"), name},
                                     {QStringLiteral("namespace"), QStringLiteral("default")}}},
                        {QStringLiteral("spec"), spec}});
    }

private Q_SLOTS:
    void initTestCase()
    {
        kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.logLinesPerSecond = linesPerSecond;
        m_sim = std::make_unique<SimFixture>(options);
        const QString end = QStringLiteral("2026-01-01T00:00:10Z");
        const QJsonObject fixedLabels{{QStringLiteral("app"), QStringLiteral("fixed")}};
        for (const QString &name : {QStringLiteral("done-0"), QStringLiteral("done-1")}) {
            QJsonObject pod = logpods::pod(
                name,
                {logpods::container(QStringLiteral("main")), logpods::container(QStringLiteral("helper"))},
                {terminated(QStringLiteral("main"), fixedStart, end),
                 terminated(QStringLiteral("helper"), fixedStart, end)},
                fixedLabels);
            logpods::put(*m_sim, pod);
        }
        logpods::put(
            *m_sim,
            logpods::pod(
                QStringLiteral("annotated-0"),
                {logpods::container(QStringLiteral("main")), logpods::container(QStringLiteral("helper"))},
                {terminated(QStringLiteral("main"), fixedStart, end),
                 terminated(QStringLiteral("helper"), fixedStart, end)},
                {}, {{QStringLiteral("kubectl.kubernetes.io/default-container"), QStringLiteral("helper")}}));
        logpods::put(*m_sim,
                     logpods::pod(QStringLiteral("single-0"), {logpods::container(QStringLiteral("main"))},
                                  {terminated(QStringLiteral("main"), fixedStart, end)}));
        QJsonObject crash{
            {QStringLiteral("name"), QStringLiteral("main")},
            {QStringLiteral("restartCount"), 3},
            {QStringLiteral("state"),
             QJsonObject{{QStringLiteral("waiting"),
                          QJsonObject{{QStringLiteral("reason"), QStringLiteral("CrashLoopBackOff")}}}}},
            {QStringLiteral("lastState"),
             QJsonObject{{QStringLiteral("terminated"), terminated(QStringLiteral("main"), fixedStart,
                                                                   QStringLiteral("2026-01-01T00:00:02Z"))
                                                            .value(QLatin1String("state"))
                                                            .toObject()
                                                            .value(QLatin1String("terminated"))}}}};
        logpods::put(*m_sim, logpods::pod(QStringLiteral("crash-0"),
                                          {logpods::container(QStringLiteral("main"))}, {crash}));
        const QJsonObject pulling{
            {QStringLiteral("name"), QStringLiteral("main")},
            {QStringLiteral("restartCount"), 0},
            {QStringLiteral("state"),
             QJsonObject{{QStringLiteral("waiting"),
                          QJsonObject{{QStringLiteral("reason"), QStringLiteral("ImagePullBackOff")}}}}}};
        logpods::put(*m_sim, logpods::pod(QStringLiteral("pulling-0"),
                                          {logpods::container(QStringLiteral("main"))}, {pulling}));
        logpods::put(*m_sim,
                     logpods::pod(QStringLiteral("served-0"), {logpods::container(QStringLiteral("main"))},
                                  {terminated(QStringLiteral("main"), fixedStart, end)},
                                  {{QStringLiteral("app"), QStringLiteral("served")}}));
        putService(QStringLiteral("served"), {{QStringLiteral("app"), QStringLiteral("served")}});
        putService(QStringLiteral("lonely"), {{QStringLiteral("app"), QStringLiteral("nobody")}});
        putService(QStringLiteral("headless"), {});
        m_kubectl = QStandardPaths::findExecutable(QStringLiteral("kubectl"));
        if (m_kubectl.isEmpty())
            qWarning("*** kubectl is not on PATH: qkubectl logs is checked against the recorded text only, "
                     "NOT against kubectl ***");
    }

    void cleanupTestCase() { m_sim.reset(); }

    void sameAsKubectl_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("out");
        QTest::addColumn<QByteArray>("err");
        QTest::addColumn<int>("exitCode");
        // kubectl reads several logs in Go map order, and followed logs interleave as they come: compare
        // sorted.
        QTest::addColumn<bool>("anyOrder");

        const QByteArray defaulted = "Defaulted container \"main\" out of: main, helper\n";
        auto row = [](const char *name, const QStringList &arguments, const QByteArray &out,
                      const QByteArray &err = {}, int exitCode = 0, bool anyOrder = false) {
            QTest::newRow(name) << arguments << out << err << exitCode << anyOrder;
        };
        const QString done = QStringLiteral("done-0");
        row("the only container", {"logs", "single-0"}, logLines("single-0", "main", 0, 100));
        row("several containers: the first, with a note", {"logs", done, "--tail", "2"},
            logLines(done, "main", 99, 100), defaulted);
        row("the default-container annotation", {"logs", "annotated-0", "--tail=1"},
            logLines("annotated-0", "helper", 100, 100));
        row("-c", {"logs", done, "-c", "helper", "--tail", "3"}, logLines(done, "helper", 98, 100));
        row("logs POD CONTAINER", {"logs", done, "helper", "--tail", "1"},
            logLines(done, "helper", 100, 100));
        row("pod/NAME", {"logs", "pod/" + done, "-c=main", "--tail", "1"}, logLines(done, "main", 100, 100));
        row("--timestamps", {"logs", done, "-c", "main", "--tail", "2", "--timestamps"},
            logLines(done, "main", 99, 100, true));
        row("--prefix", {"logs", done, "-c", "main", "--tail", "2", "--prefix"},
            logLines(done, "main", 99, 100, false, true));
        row("--since-time (a fraction and an offset)",
            {"logs", done, "-c", "main", "--since-time", "2026-01-01T01:00:09.5+01:00"},
            logLines(done, "main", 90, 100));
        row("--since (long after the end)", {"logs", done, "-c", "main", "--since", "1h"}, {});
        row("--limit-bytes cuts mid-line", {"logs", done, "-c", "main", "--limit-bytes", "100"},
            logLines(done, "main", 0, 5).left(100));
        row("--limit-bytes with --prefix", {"logs", done, "-c", "main", "--limit-bytes=150", "--prefix"},
            [&] {
                const QByteArray plain = logLines(done, "main", 0, 5).left(150);
                QByteArray prefixed;
                for (const QByteArray &line : plain.split('\n'))
                    if (!line.isEmpty())
                        prefixed += "[pod/done-0/main] " + line + '\n';
                return prefixed.chopped(plain.endsWith('\n') ? 0 : 1);
            }());
        row("--all-containers --prefix", {"logs", done, "--all-containers", "--prefix", "--tail", "1"},
            logLines(done, "main", 100, 100, false, true) + logLines(done, "helper", 100, 100, false, true),
            {}, 0, true);
        row("-l: 10 lines a pod", {"logs", "-l", "app=fixed", "-c", "helper"},
            logLines(done, "helper", 91, 100) + logLines("done-1", "helper", 91, 100), {}, 0, true);
        row("-l --prefix --tail", {"logs", "-l", "app=fixed", "--prefix", "--tail=1"},
            logLines(done, "main", 100, 100, false, true) + logLines("done-1", "main", 100, 100, false, true),
            defaulted + defaulted, 0, true);
        row("-l matching nothing", {"logs", "-l", "app=nothing"}, {},
            "No resources found in default namespace.\n");
        row("-f of an ended container", {"logs", done, "-c", "main", "-f", "--tail", "3"},
            logLines(done, "main", 98, 100));
        row("-f --timestamps --prefix",
            {"logs", done, "-c", "main", "-f", "--tail", "2", "--timestamps", "--prefix"},
            logLines(done, "main", 99, 100, true, true));
        row("-f -l", {"logs", "-f", "-l", "app=fixed", "-c", "main", "--tail", "1"},
            logLines(done, "main", 100, 100) + logLines("done-1", "main", 100, 100), {}, 0, true);
        row("-p", {"logs", "crash-0", "-p", "--tail", "2"}, logLines("crash-0", "main", 19, 20));
        row("-p -f", {"logs", "crash-0", "-p", "-f", "--tail", "1"}, logLines("crash-0", "main", 20, 20));

        // As the kubelet answers: a container waiting to restart shows its last run; one that never ran has
        // no log.
        row("a container waiting to restart", {"logs", "crash-0", "--tail", "2"},
            logLines("crash-0", "main", 19, 20));
        row("a container that never ran", {"logs", "pulling-0"}, {},
            "Error from server (BadRequest): container \"main\" in pod \"pulling-0\" is waiting to start: "
            "trying and failing to pull image\n",
            1);
        row("-p with no previous instance", {"logs", done, "-c", "main", "-p"}, {},
            "Error from server (BadRequest): previous terminated container \"main\" in pod \"done-0\" not "
            "found\n",
            1);
        row("no such pod", {"logs", "nosuch"}, {},
            "error: error from server (NotFound): pods \"nosuch\" not found in namespace \"default\"\n", 1);
        row("no such deployment", {"logs", "deploy/nosuch"}, {},
            "error: error from server (NotFound): deployments.apps \"nosuch\" not found in namespace "
            "\"default\"\n",
            1);
        row("no such job", {"logs", "job/nosuch"}, {},
            "error: error from server (NotFound): jobs.batch \"nosuch\" not found in namespace \"default\"\n",
            1);
        row("an unknown type", {"logs", "widget/x"}, {},
            "error: the server doesn't have a resource type \"widget\"\n", 1);
        row("a type as kubectl's RESTMapper maps it", {"logs", "deployments.apps/nosuch"}, {},
            "error: error from server (NotFound): deployments.apps \"nosuch\" not found in namespace "
            "\"default\"\n",
            1);
        row("a kind whose pods cannot be found", {"logs", "cm/kube-root-ca.crt"}, {},
            "error: cannot get the logs from *v1.ConfigMap: selector for *v1.ConfigMap not implemented\n", 1);
        row("no such container", {"logs", done, "-c", "db"}, {},
            "error: container db is not valid for pod done-0\n", 1);
        row("no pod named", {"logs"}, {}, usage, 1);
        row("three names", {"logs", "a", "b", "c"}, {}, usage, 1);
        row("a selector and a name", {"logs", done, "-l", "app=fixed"}, {},
            "error: only a selector (-l) or a POD name is allowed\nSee 'qkubectl logs -h' for help and "
            "examples\n",
            1);
        row("--since not a duration", {"logs", done, "--since", "1x"}, {},
            "Error: invalid argument \"1x\" for \"--since\" flag: time: unknown unit \"x\" in duration "
            "\"1x\"\nSee 'qkubectl logs --help' for usage.\n",
            1);
        row("--since-time not a time", {"logs", done, "--since-time", "bogus"}, {},
            "error: parsing time \"bogus\" as \"2006-01-02T15:04:05Z07:00\": cannot parse \"bogus\" as "
            "\"2006\"\n",
            1);
        row("--since and --since-time",
            {"logs", done, "--since", "1s", "--since-time", "2026-01-01T00:00:00Z"}, {},
            "error: at most one of `sinceTime` or `sinceSeconds` may be specified\n", 1);
        row("--tail below -1", {"logs", done, "--tail", "-5"}, {},
            "error: --tail must be greater than or equal to -1\n", 1);
        row("--tail not a number", {"logs", done, "--tail=abc"}, {},
            "Error: invalid argument \"abc\" for \"--tail\" flag: strconv.ParseInt: parsing \"abc\": invalid "
            "syntax\nSee 'qkubectl logs --help' for usage.\n",
            1);
        row("--limit-bytes below 0", {"logs", done, "--limit-bytes", "-1"}, {},
            "error: --limit-bytes must be greater than 0\n", 1);
        row("--all-containers and -c", {"logs", done, "--all-containers", "-c", "main"}, {},
            "error: --all-containers=true should not be specified with container name main\n", 1);
        row("more streams to follow than --max-log-requests",
            {"logs", "-f", "-l", "app=fixed", "--max-log-requests", "1"}, {},
            defaulted + defaulted +
                "error: you are attempting to follow 2 log streams, but maximum allowed concurrency is 1, "
                "use --max-log-requests to increase the limit\n",
            1);
        row("svc/NAME: a pod the service selects", {"logs", "svc/served", "--tail", "1"},
            logLines("served-0", "main", 100, 100));
        row("a service without a selector", {"logs", "svc/headless"}, {},
            "error: cannot get the logs from *v1.Service: invalid service 'headless': Service is defined "
            "without a selector\n",
            1);
        row("a workload whose pods never come: --pod-running-timeout",
            {"logs", "svc/lonely", "--pod-running-timeout=1s"}, {},
            "error: timed out waiting for the condition\n", 1);
        row("--pod-running-timeout 0", {"logs", done, "--pod-running-timeout=0", "--tail=-5"}, {},
            "error: --pod-running-timeout must be higher than zero\n", 1);
        row("--pod-running-timeout without a unit", {"logs", done, "--pod-running-timeout", "5"}, {},
            "Error: invalid argument \"5\" for \"--pod-running-timeout\" flag: time: missing unit in "
            "duration "
            "\"5\"\nSee 'qkubectl logs --help' for usage.\n",
            1);
        row("a boolean flag's value not a boolean", {"logs", done, "--follow=maybe"}, {},
            "Error: invalid argument \"maybe\" for \"-f, --follow\" flag: strconv.ParseBool: parsing "
            "\"maybe\": "
            "invalid syntax\nSee 'qkubectl logs --help' for usage.\n",
            1);
        row("--ignore-errors: each error in the output, the rest read",
            {"logs", "-l", "app=fixed", "-c", "main", "-p", "--ignore-errors"},
            "error: previous terminated container \"main\" in pod \"done-0\" not found\n"
            "error: previous terminated container \"main\" in pod \"done-1\" not found\n",
            {}, 0, true);
        row("--ignore-errors=false", {"logs", done, "-c", "main", "-p", "--ignore-errors=false"}, {},
            "Error from server (BadRequest): previous terminated container \"main\" in pod \"done-0\" not "
            "found\n",
            1);
        row("an unknown context", {"logs", done, "--context", "nope"}, {},
            "Error in configuration: context was not found for specified context: nope\n", 1);
    }

    void sameAsKubectl()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, out);
        QFETCH(QByteArray, err);
        QFETCH(int, exitCode);
        QFETCH(bool, anyOrder);
        const Run ours = qkubectl(arguments);
        QCOMPARE(ours.err, err);
        QCOMPARE(ours.exitCode, exitCode);
        if (anyOrder)
            QCOMPARE(sortedLines(ours.out), sortedLines(out));
        else
            QCOMPARE(ours.out, out);
        if (m_kubectl.isEmpty())
            return;
        const Run theirs = kubectl(arguments);
        QCOMPARE(theirs.exitCode, exitCode);
        QCOMPARE(theirs.err, asKubectls(err));
        if (anyOrder)
            QCOMPARE(sortedLines(theirs.out), sortedLines(out));
        else
            QCOMPARE(theirs.out, out);
    }

    void aWorkloadReadsThePodKubectlPicks()
    {
        // The scenario's Deployment "web": the same pod as kubectl, named on stderr (its log is long: none of
        // it).
        const QStringList arguments = {QStringLiteral("logs"), QStringLiteral("deploy/web"),
                                       QStringLiteral("--since-time"),
                                       QStringLiteral("2099-01-01T00:00:00Z")};
        const Run ours = qkubectl(arguments);
        QCOMPARE(ours.exitCode, 0);
        QVERIFY(ours.out.isEmpty());
        static const QRegularExpression note(QStringLiteral(
            "^Found \\d+ pods, using pod/web-\\S+\nDefaulted container \"\\S+\" out of: .+\n$"));
        QVERIFY2(note.match(QString::fromUtf8(ours.err)).hasMatch(), ours.err.constData());
        if (m_kubectl.isEmpty())
            return;
        const Run theirs = kubectl(arguments);
        QCOMPARE(asKubectls(ours.err), theirs.err);
    }

    void followGoesOnThroughCutsWithNoGapUntilThePodGoes()
    {
        // Beyond kubectl (which stops when its stream is cut): the followed log reads on, every line once.
        logpods::put(*m_sim,
                     logpods::pod(QStringLiteral("live-0"), {logpods::container(QStringLiteral("main"))},
                                  {logpods::running(QStringLiteral("main"), 1'000)}));
        m_sim->sim().cutLogStreams(2, 5);
        QProcess process;
        process.start(m_qkubectl, {QStringLiteral("--kubeconfig"), m_sim->kubeconfigPath(),
                                   QStringLiteral("logs"), QStringLiteral("-f"), QStringLiteral("live-0")});
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += process.readAllStandardOutput()).count('\n') >= 60 ||
                                     process.state() == QProcess::NotRunning,
                                 60000);
        QCOMPARE(process.state(), QProcess::Running);
        m_sim->sim().cutLogStreams(0, 0);
        logpods::remove(*m_sim, QStringLiteral("live-0"));
        QTRY_COMPARE_WITH_TIMEOUT(process.state(), QProcess::NotRunning, 30000);
        out += process.readAllStandardOutput();
        QCOMPARE(process.exitCode(), 1);
        QCOMPARE(
            process.readAllStandardError(),
            QByteArray(
                "Error from server (NotFound): pod \"live-0\" was deleted while its log was followed\n"));
        const QByteArrayList lines = out.chopped(1).split('\n');
        for (qsizetype k = 0; k < lines.size(); ++k)
            QCOMPARE(lines[k],
                     kube::sim::PodLogs::lineText(QStringLiteral("live-0"), QStringLiteral("main"), k));
    }
};

QTEST_MAIN(tst_QkubectlLogs)
#include "tst_qkubectllogs.moc"
