// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// PodLogStream against kubesim: lines in batches, timestamps parsed, and a followed log that survives cut
// connections, restarts and ends when its pod goes. kubesim numbers every line "seq=k" from the instance's
// start, so a gap or a repeat shows as a broken sequence.
#include "logpods.h"
#include "logs/podlogstream.h"
#include "rest/restclient.h"
#include "sim/podlogs.h"

#include <QSignalSpy>
#include <QTest>

#include <functional>

using namespace kube;

namespace {

// Everything a stream handed on, and how it ended.
struct Collected
{
    LogLines lines;
    int batches = 0;
    bool finished = false;
    Error error;

    bool ended() const { return finished || error; }
    qsizetype count(LogLine::Kind kind) const
    {
        return std::count_if(lines.cbegin(), lines.cend(),
                             [kind](const LogLine &line) { return line.kind == kind; });
    }
    qsizetype textLines() const { return count(LogLine::Kind::Text); }
};

void collect(PodLogStream *stream, Collected *collected)
{
    QObject::connect(stream, &PodLogStream::lines, [collected](const LogLines &lines) {
        collected->lines += lines;
        ++collected->batches;
    });
    QObject::connect(stream, &PodLogStream::finished, [collected] { collected->finished = true; });
    QObject::connect(stream, &PodLogStream::failed,
                     [collected](const Error &error) { collected->error = error; });
}

SimFixture *makeSim(double linesPerSecond)
{
    kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.logLinesPerSecond = linesPerSecond;
    return new SimFixture(options);
}

PodLogOptions follow(const QString &pod, const QString &container = {})
{
    PodLogOptions options;
    options.namespaceName = QStringLiteral("default");
    options.pod = pod;
    options.container = container;
    options.follow = true;
    return options;
}

// Down for 3 s (the stream's retries wait 0.8 s, then 1.6 s), in which the container of web-0 restarts
// twice: the instance in between runs from 0.5 s to 1.5 s of it, the last one from 1.5 s on (exit code 2).
void restartTwiceWhileDown(SimFixture &sim)
{
    sim.sim().restart(3'000);
    const QString inBetweenStarted = logpods::ago(-500), restartedAt = logpods::ago(-1'500);
    QJsonObject status = logpods::running(QStringLiteral("app"), 0, 2);
    status.insert(
        QStringLiteral("state"),
        QJsonObject{{QStringLiteral("running"), QJsonObject{{QStringLiteral("startedAt"), restartedAt}}}});
    status.insert(QStringLiteral("lastState"),
                  QJsonObject{{QStringLiteral("terminated"),
                               QJsonObject{{QStringLiteral("exitCode"), 2},
                                           {QStringLiteral("reason"), QStringLiteral("Error")},
                                           {QStringLiteral("startedAt"), inBetweenStarted},
                                           {QStringLiteral("finishedAt"), restartedAt}}}});
    QJsonObject pod = logpods::stored(sim, QStringLiteral("web-0"));
    QJsonObject podStatus = pod.value(QLatin1String("status")).toObject();
    podStatus.insert(QStringLiteral("containerStatuses"), QJsonArray{status});
    pod.insert(QStringLiteral("status"), podStatus);
    sim.sim().store().update(logpods::podType(), pod);
}

// Follows web-0 from `start` until 30 lines came, through restartTwiceWhileDown, until two restarts are
// marked and 20 more lines came; then stops. Check QTest::currentTestFailed() after it.
void followThroughTwoRestarts(SimFixture &sim, PodLogStream &stream, Collected &collected,
                              const std::function<void()> &start)
{
    collect(&stream, &collected);
    start();
    QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() > 30 || collected.ended(), 20000);
    restartTwiceWhileDown(sim);
    QTRY_VERIFY_WITH_TIMEOUT(collected.count(LogLine::Kind::ContainerRestarted) == 2 || collected.ended(),
                             20000);
    const qsizetype before = collected.lines.size();
    QTRY_VERIFY_WITH_TIMEOUT(collected.lines.size() > before + 20 || collected.ended(), 20000);
    QVERIFY2(!collected.ended(), qPrintable(collected.error.toString()));
    stream.stop();
    QCOMPARE(collected.count(LogLine::Kind::ContainerRestarted), 2);
}

} // namespace

class tst_PodLogStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followSurvivesCutsWithNoGapAndNoRepeat_data()
    {
        QTest::addColumn<double>("linesPerSecond");
        QTest::addColumn<double>("cutsPerSecond");
        // At 3000 lines/s three lines share each millisecond and hundreds share the second a resumed stream
        // starts from: only counting the lines seen at the last timestamp drops exactly the repeats.
        QTest::newRow("3000 lines/s, lines sharing timestamps, cut 4 times a second") << 3000.0 << 4.0;
        QTest::newRow("200 lines/s, cut twice a second") << 200.0 << 2.0;
    }

    void followSurvivesCutsWithNoGapAndNoRepeat()
    {
        QFETCH(double, linesPerSecond);
        QFETCH(double, cutsPerSecond);
        std::unique_ptr<SimFixture> sim(makeSim(linesPerSecond));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 2'000)}));
        sim->sim().cutLogStreams(cutsPerSecond, 7);
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0")));
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        // Several cuts, each resumed (a cut with nothing lost gives a marker only when lines follow it).
        QTRY_VERIFY_WITH_TIMEOUT(collected.count(LogLine::Kind::Reconnected) >= 4 || collected.ended(),
                                 60000);
        QVERIFY2(!collected.ended(), qPrintable(collected.error.toString()));
        stream.stop();
        const QString broken =
            logpods::sequenceBreak(collected.lines, QStringLiteral("web-0"), QStringLiteral("app"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
        // A marker sits where a stream resumed, stamped with the last line before it.
        for (qsizetype i = 1; i < collected.lines.size(); ++i)
            if (collected.lines[i].kind == LogLine::Kind::Reconnected)
                QCOMPARE(collected.lines[i].timeNs, collected.lines[i - 1].timeNs);
    }

    // A follow stream cut between two lines, in the middle of one (the kubelet or a proxy gone while writing
    // it) or by an apiserver restart resumes with the line after the last one handed on.
    void aCutOrRestartResumesWithTheNextLine_data()
    {
        QTest::addColumn<QString>("cut");
        QTest::newRow("between lines") << QStringLiteral("between lines");
        QTest::newRow("mid-line") << QStringLiteral("mid-line");
        QTest::newRow("kubesim restarted") << QStringLiteral("restart");
    }

    void aCutOrRestartResumesWithTheNextLine()
    {
        QFETCH(QString, cut);
        std::unique_ptr<SimFixture> sim(makeSim(50));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 2'000)}));
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0")));
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        constexpr int cuts = 3;
        for (int round = 0; round <= cuts; ++round) {
            const qsizetype before = collected.textLines();
            QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() > before + 20 || collected.ended(), 20000);
            QVERIFY2(!collected.ended(), qPrintable(collected.error.toString()));
            if (round == cuts)
                break;
            if (cut == QLatin1String("restart"))
                sim->sim().restart(300);
            else
                sim->sim().cutLogStreamsNow(cut == QLatin1String("mid-line"));
        }
        stream.stop();
        QCOMPARE(collected.count(LogLine::Kind::Reconnected), cuts);
        const QString broken =
            logpods::sequenceBreak(collected.lines, QStringLiteral("web-0"), QStringLiteral("app"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }

    // A resumed stream answered with something that is not the log (a proxy's sign-in page, a body that is
    // not JSON): none of it is shown as the log's, the stream tries again and resumes after its last line.
    void aBodyThatIsNotTheLogIsNotResumedFrom_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::newRow("sign-in page") << QStringLiteral("garbage-body");
        QTest::newRow("not JSON") << QStringLiteral("garbage-json");
    }

    void aBodyThatIsNotTheLogIsNotResumedFrom()
    {
        QFETCH(QString, fault);
        std::unique_ptr<SimFixture> sim(makeSim(50));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 2'000)}));
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0")));
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() > 20 || collected.ended(), 20000);
        QString error;
        QVERIFY2(
            sim->sim().applyFault(fault, QStringLiteral("/api/v1/namespaces/default/pods/web-0/log"), &error),
            qPrintable(error));
        sim->sim().cutLogStreamsNow(false);
        // Each try is a GET of the pod and one of its log: two tries of the log met the fault.
        const qint64 requests = sim->sim().requestCount();
        QTRY_VERIFY_WITH_TIMEOUT(sim->sim().requestCount() >= requests + 4 || collected.ended(), 20000);
        QVERIFY(sim->sim().applyFault(fault, QStringLiteral("off"), &error));
        const qsizetype before = collected.textLines();
        QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() > before + 20 || collected.ended(), 20000);
        QVERIFY2(!collected.ended(), qPrintable(collected.error.toString()));
        stream.stop();
        QCOMPARE(collected.count(LogLine::Kind::Reconnected), 1);
        const QString broken =
            logpods::sequenceBreak(collected.lines, QStringLiteral("web-0"), QStringLiteral("app"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }

    // A crashed container's restart can be counted twice (when it crashed, and when the next instance
    // started) while lastState names the same ended instance: its log is drained once, then the new one's
    // follows from its start.
    void anInstanceThatEndedIsDrainedOnce()
    {
        std::unique_ptr<SimFixture> sim(makeSim(50));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 1'000)}));
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0")));
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() > 60 || collected.ended(), 20000);
        logpods::crash(*sim, QStringLiteral("web-0"));
        QTRY_VERIFY_WITH_TIMEOUT(collected.count(LogLine::Kind::ContainerRestarted) == 1 || collected.ended(),
                                 20000);
        logpods::startAgain(*sim, QStringLiteral("web-0"));
        const qsizetype before = collected.lines.size();
        QTRY_VERIFY_WITH_TIMEOUT(collected.lines.size() > before + 30 || collected.ended(), 20000);
        QVERIFY2(!collected.ended(), qPrintable(collected.error.toString()));
        stream.stop();
        QCOMPARE(collected.count(LogLine::Kind::ContainerRestarted), 1);
        QCOMPARE(logpods::seqOf(collected.lines[before].text), 0);
        const QString broken =
            logpods::sequenceBreak(collected.lines, QStringLiteral("web-0"), QStringLiteral("app"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }

    // Followed while it waits to restart (CrashLoopBackOff), a container's log is its last run's, as the
    // kubelet serves it; when it runs again, a marker with why the run ended, and the new run from its start.
    void aContainerWaitingToRestartIsFollowedFromItsLastRunIntoTheNext()
    {
        std::unique_ptr<SimFixture> sim(makeSim(50));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 1'000)}));
        logpods::crash(*sim, QStringLiteral("web-0"));
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0")));
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() >= 50 || collected.ended(), 20000);
        QVERIFY2(!collected.ended(), qPrintable(collected.error.toString()));
        const qsizetype lastRun = collected.textLines();
        QTest::qWait(1'000); // the run ended: nothing more of it
        QCOMPARE(collected.textLines(), lastRun);
        logpods::startAgain(*sim, QStringLiteral("web-0"));
        QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() > lastRun + 30 || collected.ended(), 20000);
        QVERIFY2(!collected.ended(), qPrintable(collected.error.toString()));
        stream.stop();
        QCOMPARE(collected.count(LogLine::Kind::ContainerRestarted), 1);
        const auto marker =
            std::find_if(collected.lines.cbegin(), collected.lines.cend(),
                         [](const LogLine &line) { return line.kind == LogLine::Kind::ContainerRestarted; });
        QCOMPARE(marker->exitCode, 1); // logpods::crash: exit code 1
        QCOMPARE(logpods::seqOf(std::next(marker)->text), 0);
        const QString broken =
            logpods::sequenceBreak(collected.lines, QStringLiteral("web-0"), QStringLiteral("app"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }

    // While the apiserver is down the container restarts twice: the instance that ended last (which ran in
    // between) is not the one followed. The followed one's end is gone from the server, so it ends with a
    // marker of its own, then the one in between is shown whole, its marker, and the running one.
    void restartsMissedWhileDownGetAMarkerEach()
    {
        std::unique_ptr<SimFixture> sim(makeSim(50));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 1'000)}));
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0")));
        Collected collected;
        followThroughTwoRestarts(*sim, stream, collected, [&stream] { stream.start(); });
        if (QTest::currentTestFailed())
            return;
        // The instance in between, whole: a line every 20 ms of its second, from its first.
        qsizetype first = -1, second = -1;
        for (qsizetype i = 0; i < collected.lines.size(); ++i)
            if (collected.lines[i].kind == LogLine::Kind::ContainerRestarted)
                (first < 0 ? first : second) = i;
        QCOMPARE(second - first - 1, 51); // lines 0 to 50: the last is stamped at its end
        QCOMPARE(collected.lines[second].exitCode, 2);
        const QString broken =
            logpods::sequenceBreak(collected.lines, QStringLiteral("web-0"), QStringLiteral("app"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }

    // A merged log starts its streams from the informer's copy of each pod. A copy made while the container
    // waited names no instance; the stream asks the server's pod instead, so that restarts missed later are
    // still told from the instance it followed (else the one in between read on as if it were the same).
    void aCopyThatNamesNoInstanceIsNotTrustedWithTheRestartsThatFollow()
    {
        std::unique_ptr<SimFixture> sim(makeSim(50));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 1'000)}));
        QJsonObject copy = logpods::stored(*sim, QStringLiteral("web-0"));
        QJsonObject copyStatus = copy.value(QLatin1String("status")).toObject();
        QJsonObject waiting = logpods::running(QStringLiteral("app"), 0);
        waiting.insert(
            QStringLiteral("state"),
            QJsonObject{{QStringLiteral("waiting"),
                         QJsonObject{{QStringLiteral("reason"), QStringLiteral("ContainerCreating")}}}});
        copyStatus.insert(QStringLiteral("containerStatuses"), QJsonArray{waiting});
        copy.insert(QStringLiteral("status"), copyStatus);
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0"), QStringLiteral("app")));
        Collected collected;
        followThroughTwoRestarts(*sim, stream, collected, [&stream, &copy] { stream.start(copy); });
        if (QTest::currentTestFailed())
            return;
        const QString broken =
            logpods::sequenceBreak(collected.lines, QStringLiteral("web-0"), QStringLiteral("app"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }

    void timestampsAreParsedToNanoseconds()
    {
        std::unique_ptr<SimFixture> sim(makeSim(20));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 3'000)}));
        RestClient client(sim->restConfig());
        PodLogOptions options = follow(QStringLiteral("web-0"));
        options.follow = false;
        PodLogStream stream(&client, options);
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.ended(), 20000);
        QVERIFY2(collected.finished, qPrintable(collected.error.toString()));
        QVERIFY(collected.textLines() >= 50);
        // kubesim stamps line k at start + k/rate: 50 ms apart at 20 lines/s, and the container is named.
        for (qsizetype i = 1; i < collected.lines.size(); ++i) {
            QCOMPARE(collected.lines[i].timeNs - collected.lines[i - 1].timeNs, qint64(50'000'000));
            QCOMPARE(collected.lines[i].container, QStringLiteral("app"));
        }
        const qint64 nowNs = QDateTime::currentMSecsSinceEpoch() * 1'000'000;
        QVERIFY(collected.lines.last().timeNs <= nowNs &&
                collected.lines.last().timeNs > nowNs - 5'000'000'000);
        QVERIFY(!collected.lines.first().text.startsWith("20")); // the timestamp is stripped
    }

    void aRestartGivesAMarkerAndTheNewInstance()
    {
        std::unique_ptr<SimFixture> sim(makeSim(100));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 1'000)}));
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0")));
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() > 150, 20000);
        logpods::restart(*sim, QStringLiteral("web-0"), 137, QStringLiteral("OOMKilled"));
        QTRY_VERIFY_WITH_TIMEOUT(collected.count(LogLine::Kind::ContainerRestarted) == 1 || collected.ended(),
                                 20000);
        QVERIFY2(!collected.ended(), qPrintable(collected.error.toString()));
        const auto restarted =
            std::find_if(collected.lines.cbegin(), collected.lines.cend(),
                         [](const LogLine &line) { return line.kind == LogLine::Kind::ContainerRestarted; });
        QCOMPARE(restarted->text, QByteArray("OOMKilled"));
        QCOMPARE(restarted->exitCode, 137);
        // The new instance's lines follow, numbered from its own start.
        const qsizetype before = restarted - collected.lines.cbegin();
        QTRY_VERIFY_WITH_TIMEOUT(collected.lines.size() > before + 20, 20000);
        stream.stop();
        QCOMPARE(logpods::seqOf(collected.lines[before + 1].text), 0);
        const QString broken =
            logpods::sequenceBreak(collected.lines, QStringLiteral("web-0"), QStringLiteral("app"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }

    // The container restarts after the pod's answer said which instance runs and before the log is asked
    // for: the log is then the next instance's, from its start, and must not be read as the one followed.
    // Before the first answer, the instance read is simply the new one (no marker, and a cut later resumes
    // it); before a resumed one, the rest of the instance followed comes, then a marker, then the new one.
    void aRestartBetweenThePodsAnswerAndTheLogsIsNotReadAsTheSameInstance_data()
    {
        QTest::addColumn<bool>("beforeTheFirstAnswer");
        QTest::addColumn<int>("markers");
        QTest::newRow("before the first answer") << true << 0;
        QTest::newRow("before a resumed answer") << false << 1;
    }

    void aRestartBetweenThePodsAnswerAndTheLogsIsNotReadAsTheSameInstance()
    {
        QFETCH(bool, beforeTheFirstAnswer);
        QFETCH(int, markers);
        std::unique_ptr<SimFixture> sim(makeSim(50));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 2'000)}));
        bool restarted = false;
        sim->sim().setRequestObserver([&](const sim::HttpRequest &request) {
            if (!restarted && request.path.endsWith(QLatin1String("/log")) &&
                (beforeTheFirstAnswer || request.query.hasQueryItem(QStringLiteral("sinceTime")))) {
                restarted = true;
                logpods::restart(*sim, QStringLiteral("web-0"), 1, QStringLiteral("Error"));
            }
        });
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0")));
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() > 20 || collected.ended(), 20000);
        const qsizetype beforeTheCut = collected.lines.size();
        sim->sim().cutLogStreamsNow(false);
        QTRY_VERIFY_WITH_TIMEOUT((collected.count(LogLine::Kind::ContainerRestarted) >= markers &&
                                  collected.lines.size() > beforeTheCut + 20) ||
                                     collected.ended(),
                                 20000);
        QVERIFY2(!collected.ended(), qPrintable(collected.error.toString()));
        stream.stop();
        QVERIFY(restarted);
        QCOMPARE(collected.count(LogLine::Kind::ContainerRestarted), markers);
        const QString broken =
            logpods::sequenceBreak(collected.lines, QStringLiteral("web-0"), QStringLiteral("app"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }

    void aDeletedPodEndsTheStreamWithAnError()
    {
        std::unique_ptr<SimFixture> sim(makeSim(50));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 1'000)}));
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0")));
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() > 60, 20000);
        logpods::remove(*sim, QStringLiteral("web-0"));
        QTRY_VERIFY_WITH_TIMEOUT(collected.ended(), 20000);
        QVERIFY(!collected.finished);
        QVERIFY(collected.error.isNotFound());
        QCOMPARE(collected.error.message(),
                 QStringLiteral("pod \"web-0\" was deleted while its log was followed"));
        const QString broken =
            logpods::sequenceBreak(collected.lines, QStringLiteral("web-0"), QStringLiteral("app"));
        QVERIFY2(broken.isEmpty(), qPrintable(broken));
    }

    void theServersRefusalIsTheError_data()
    {
        QTest::addColumn<QString>("pod");
        QTest::addColumn<QString>("container");
        QTest::addColumn<QString>("message");
        QTest::newRow("several containers, none named")
            << QStringLiteral("multi") << QString()
            << QStringLiteral(
                   "a container name must be specified for pod multi, choose one of: [app sidecar]");
        QTest::newRow("no such pod") << QStringLiteral("nosuch") << QString()
                                     << QStringLiteral("pods \"nosuch\" not found");
    }

    void theServersRefusalIsTheError()
    {
        QFETCH(QString, pod);
        QFETCH(QString, container);
        QFETCH(QString, message);
        std::unique_ptr<SimFixture> sim(makeSim(2));
        logpods::put(*sim, logpods::pod(QStringLiteral("multi"),
                                        {logpods::container(QStringLiteral("app")),
                                         logpods::container(QStringLiteral("sidecar"))},
                                        {logpods::running(QStringLiteral("app"), 1'000),
                                         logpods::running(QStringLiteral("sidecar"), 1'000)}));
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(pod, container));
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.ended(), 20000);
        QCOMPARE(collected.error.kind(), Error::Kind::Status);
        QCOMPARE(collected.error.message(), message);
        QVERIFY(collected.lines.isEmpty());
    }

    void aLineOverTheCapIsCutAndMarked()
    {
        // Line 999 of every log is ~20 kB; with a 4 kB cap it arrives cut and marked, and the next line
        // whole.
        std::unique_ptr<SimFixture> sim(makeSim(1000));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 1'500)}));
        RestClient client(sim->restConfig());
        PodLogOptions options = follow(QStringLiteral("web-0"));
        options.follow = false;
        constexpr qsizetype cap = 4096;
        PodLogStream stream(&client, options);
        stream.setMaxLineBytes(cap);
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.ended(), 20000);
        QVERIFY2(collected.finished, qPrintable(collected.error.toString()));
        QVERIFY(collected.lines.size() > 1001);
        const LogLine &cut = collected.lines[999];
        QVERIFY(cut.text.endsWith(PodLogStream::cutMarker.toByteArray()));
        QVERIFY(cut.text.size() <= cap + PodLogStream::cutMarker.size());
        QVERIFY(sim::PodLogs::lineText(QStringLiteral("web-0"), QStringLiteral("app"), 999)
                    .startsWith(cut.text.chopped(PodLogStream::cutMarker.size())));
        QVERIFY(cut.timeNs > 0);
        QCOMPARE(collected.lines[1000].text,
                 sim::PodLogs::lineText(QStringLiteral("web-0"), QStringLiteral("app"), 1000));
        QCOMPARE(collected.lines[998].text,
                 sim::PodLogs::lineText(QStringLiteral("web-0"), QStringLiteral("app"), 998));
    }

    void linesComeInBatchesNotOneByOne()
    {
        std::unique_ptr<SimFixture> sim(makeSim(5000));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 2'000)}));
        RestClient client(sim->restConfig());
        PodLogStream stream(&client, follow(QStringLiteral("web-0")));
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.textLines() > 20'000, 30000);
        stream.stop();
        // 10k lines of backlog and 5000 lines/s after: at most one batch per 50 ms or per 5000 lines.
        QVERIFY2(collected.batches * 100 < collected.textLines(),
                 qPrintable(QStringLiteral("%1 batches").arg(collected.batches)));
        for (const LogLine &line : std::as_const(collected.lines))
            QVERIFY(line.kind == LogLine::Kind::Text);
    }

    void limitBytesBoundsTheText()
    {
        std::unique_ptr<SimFixture> sim(makeSim(20));
        logpods::put(*sim, logpods::pod(QStringLiteral("web-0"), {logpods::container(QStringLiteral("app"))},
                                        {logpods::running(QStringLiteral("app"), 3'000)}));
        RestClient client(sim->restConfig());
        PodLogOptions options = follow(QStringLiteral("web-0"));
        options.limitBytes = 100;
        PodLogStream stream(&client, options);
        Collected collected;
        collect(&stream, &collected);
        stream.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.ended(), 20000);
        QVERIFY(collected.finished);
        QByteArray text;
        for (const LogLine &line : std::as_const(collected.lines))
            text += line.text + '\n';
        QByteArray whole;
        for (qint64 k = 0; k < 10; ++k)
            whole += sim::PodLogs::lineText(QStringLiteral("web-0"), QStringLiteral("app"), k) + '\n';
        QCOMPARE(text.left(100), whole.left(100));
        QVERIFY(text.size() <= 101); // the last, cut line gains no newline of its own
    }
};

QTEST_MAIN(tst_PodLogStream)
#include "tst_podlogstream.moc"
