// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// PodLogGroup against kubesim: the merged logs of several pods and containers, each line naming its source,
// concurrent (following, cut and resumed) or one after another.
#include "logpods.h"
#include "logs/podloggroup.h"
#include "rest/restclient.h"

#include <QTest>

using namespace kube;

namespace {

struct Collected
{
    LogLines lines;
    int batches = 0;
    bool finished = false;
    QStringList failedPods;
    QStringList messages;
};

void collect(PodLogGroup *group, Collected *collected)
{
    QObject::connect(group, &PodLogGroup::lines, [collected](const LogLines &lines) {
        collected->lines += lines;
        ++collected->batches;
    });
    QObject::connect(group, &PodLogGroup::finished, [collected] { collected->finished = true; });
    QObject::connect(group, &PodLogGroup::failed,
                     [collected](const QString &pod, const QString &, const Error &error) {
                         collected->failedPods.append(pod);
                         collected->messages.append(error.message());
                     });
}

LogLines of(const LogLines &lines, const QString &pod, const QString &container)
{
    LogLines picked;
    for (const LogLine &line : lines)
        if (line.pod == pod && line.container == container)
            picked.append(line);
    return picked;
}

PodLogOptions options(bool follow)
{
    PodLogOptions options;
    options.namespaceName = QStringLiteral("default");
    options.follow = follow;
    return options;
}

std::unique_ptr<SimFixture> simWithPods(double linesPerSecond)
{
    kube::sim::KubeSimOptions simOptions = SimFixture::defaultOptions();
    simOptions.logLinesPerSecond = linesPerSecond;
    auto sim = std::make_unique<SimFixture>(simOptions);
    for (const QString &name : {QStringLiteral("web-0"), QStringLiteral("web-1"), QStringLiteral("web-2")})
        logpods::put(*sim, logpods::pod(name,
                                        {logpods::container(QStringLiteral("app")),
                                         logpods::container(QStringLiteral("sidecar"))},
                                        {logpods::running(QStringLiteral("app"), 2'000),
                                         logpods::running(QStringLiteral("sidecar"), 2'000)}));
    return sim;
}

} // namespace

class tst_PodLogGroup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followedPodsMergeWithNoGapThroughCuts()
    {
        auto sim = simWithPods(300);
        sim->sim().cutLogStreams(3, 11);
        RestClient client(sim->restConfig());
        const QList<PodLogTarget> targets = {{QStringLiteral("web-0"), QStringLiteral("app")},
                                             {QStringLiteral("web-1"), QStringLiteral("app")},
                                             {QStringLiteral("web-2"), QStringLiteral("sidecar")}};
        PodLogGroup group(&client, options(true), targets, PodLogGroup::Order::Concurrent);
        Collected collected;
        collect(&group, &collected);
        group.start();
        const auto reconnects = [&collected] {
            return std::count_if(collected.lines.cbegin(), collected.lines.cend(),
                                 [](const LogLine &line) { return line.kind == LogLine::Kind::Reconnected; });
        };
        QTRY_VERIFY_WITH_TIMEOUT(reconnects() >= 6 || collected.finished || !collected.failedPods.isEmpty(),
                                 60000);
        group.stop();
        QVERIFY2(collected.failedPods.isEmpty(), qPrintable(collected.messages.join(QLatin1Char('\n'))));
        for (const PodLogTarget &target : targets) {
            const LogLines lines = of(collected.lines, target.pod, target.container);
            QVERIFY(lines.size() > 600); // its backlog and more
            const QString broken = logpods::sequenceBreak(lines, target.pod, target.container);
            QVERIFY2(broken.isEmpty(), qPrintable(target.pod + QLatin1String(": ") + broken));
        }
        QVERIFY(collected.batches * 10 < collected.lines.size()); // one batch carries many streams' lines
    }

    void withoutFollowLogsComeOneAfterAnother()
    {
        auto sim = simWithPods(100);
        RestClient client(sim->restConfig());
        const QList<PodLogTarget> targets = {{QStringLiteral("web-1"), QStringLiteral("sidecar")},
                                             {QStringLiteral("web-1"), QStringLiteral("app")}};
        PodLogGroup group(&client, options(false), targets, PodLogGroup::Order::Sequential);
        Collected collected;
        collect(&group, &collected);
        group.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.finished, 20000);
        QVERIFY(collected.failedPods.isEmpty());
        const LogLines sidecar = of(collected.lines, QStringLiteral("web-1"), QStringLiteral("sidecar"));
        QVERIFY(sidecar.size() >= 200);
        QCOMPARE(collected.lines.mid(0, sidecar.size()).last().container, QStringLiteral("sidecar"));
        QCOMPARE(collected.lines.at(sidecar.size()).container, QStringLiteral("app"));
        QVERIFY(
            logpods::sequenceBreak(sidecar, QStringLiteral("web-1"), QStringLiteral("sidecar")).isEmpty());
        QVERIFY(logpods::sequenceBreak(collected.lines.mid(sidecar.size()), QStringLiteral("web-1"),
                                       QStringLiteral("app"))
                    .isEmpty());
    }

    void aFailingTarget_data()
    {
        QTest::addColumn<int>("order");
        QTest::addColumn<QStringList>("podsWithLines");
        QTest::addColumn<bool>("finished");
        QTest::newRow("concurrent: the others go on")
            << int(PodLogGroup::Order::Concurrent)
            << QStringList{QStringLiteral("web-0"), QStringLiteral("web-2")} << true;
        QTest::newRow("sequential: it ends the group")
            << int(PodLogGroup::Order::Sequential) << QStringList{QStringLiteral("web-0")} << false;
    }

    void aFailingTarget()
    {
        QFETCH(int, order);
        QFETCH(QStringList, podsWithLines);
        QFETCH(bool, finished);
        auto sim = simWithPods(100);
        RestClient client(sim->restConfig());
        const QList<PodLogTarget> targets = {{QStringLiteral("web-0"), QStringLiteral("app")},
                                             {QStringLiteral("gone"), QStringLiteral("app")},
                                             {QStringLiteral("web-2"), QStringLiteral("app")}};
        PodLogGroup group(&client, options(false), targets, PodLogGroup::Order(order));
        Collected collected;
        collect(&group, &collected);
        group.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.finished || collected.failedPods.size() == 1, 20000);
        // Whatever else was due has arrived by the time the group finishes (or, sequentially, nothing more
        // comes).
        QTRY_COMPARE_WITH_TIMEOUT(collected.finished, finished, 20000);
        QCOMPARE(collected.failedPods, QStringList{QStringLiteral("gone")});
        QCOMPARE(collected.messages, QStringList{QStringLiteral("pods \"gone\" not found")});
        QStringList pods;
        for (const LogLine &line : std::as_const(collected.lines))
            if (!pods.contains(line.pod))
                pods.append(line.pod);
        pods.sort();
        QCOMPARE(pods, podsWithLines);
    }
};

QTEST_MAIN(tst_PodLogGroup)
#include "tst_podloggroup.moc"
