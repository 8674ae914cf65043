// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// PodSelectorLogs against kubesim: a workload's merged log, its pods found by label selector; following, the
// pods that start later join it.
#include "logpods.h"
#include "logs/podselectorlogs.h"
#include "rest/restclient.h"

#include <QTest>

using namespace kube;

namespace {

const QJsonObject shopLabels{{QStringLiteral("app"), QStringLiteral("shop")}};

struct Collected
{
    LogLines lines;
    bool finished = false;
    QStringList failures; // "pod/container: message"

    QStringList sources() const
    {
        QStringList found;
        for (const LogLine &line : lines) {
            const QString source = line.pod + QLatin1Char('/') + line.container;
            if (line.kind == LogLine::Kind::Text && !found.contains(source))
                found.append(source);
        }
        found.sort();
        return found;
    }
};

void collect(PodSelectorLogs *logs, Collected *collected)
{
    QObject::connect(logs, &PodSelectorLogs::lines,
                     [collected](const LogLines &lines) { collected->lines += lines; });
    QObject::connect(logs, &PodSelectorLogs::finished, [collected] { collected->finished = true; });
    QObject::connect(logs, &PodSelectorLogs::failed,
                     [collected](const QString &pod, const QString &container, const Error &error) {
                         collected->failures.append(pod + QLatin1Char('/') + container +
                                                    QStringLiteral(": ") + error.message());
                     });
}

QJsonObject shopPod(const QString &name)
{
    return logpods::pod(
        name, {logpods::container(QStringLiteral("app")), logpods::container(QStringLiteral("sidecar"))},
        {logpods::running(QStringLiteral("app"), 2'000), logpods::running(QStringLiteral("sidecar"), 2'000)},
        shopLabels);
}

std::unique_ptr<SimFixture> simWithShopPods()
{
    kube::sim::KubeSimOptions simOptions = SimFixture::defaultOptions();
    simOptions.logLinesPerSecond = 100;
    auto sim = std::make_unique<SimFixture>(simOptions);
    logpods::put(*sim, shopPod(QStringLiteral("shop-0")));
    logpods::put(*sim, shopPod(QStringLiteral("shop-1")));
    // Not the workload's: its log must stay out.
    logpods::put(*sim, logpods::pod(QStringLiteral("shop-db-0"), {logpods::container(QStringLiteral("app"))},
                                    {logpods::running(QStringLiteral("app"), 2'000)},
                                    {{QStringLiteral("app"), QStringLiteral("shop-db")}}));
    return sim;
}

PodLogOptions options(bool follow, const QString &container = {})
{
    PodLogOptions options;
    options.namespaceName = QStringLiteral("default");
    options.follow = follow;
    options.container = container;
    return options;
}

} // namespace

class tst_PodSelectorLogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withoutFollowEveryPodOfTheSelectorIsReadOnce_data()
    {
        QTest::addColumn<QString>("container");
        QTest::addColumn<QStringList>("sources");
        QTest::newRow("each pod's regular containers")
            << QString()
            << QStringList{QStringLiteral("shop-0/app"), QStringLiteral("shop-0/sidecar"),
                           QStringLiteral("shop-1/app"), QStringLiteral("shop-1/sidecar")};
        QTest::newRow("one container of each pod")
            << QStringLiteral("sidecar")
            << QStringList{QStringLiteral("shop-0/sidecar"), QStringLiteral("shop-1/sidecar")};
    }

    void withoutFollowEveryPodOfTheSelectorIsReadOnce()
    {
        QFETCH(QString, container);
        QFETCH(QStringList, sources);
        auto sim = simWithShopPods();
        RestClient client(sim->restConfig());
        PodSelectorLogs logs(&client, options(false, container), QStringLiteral("app=shop"));
        Collected collected;
        collect(&logs, &collected);
        logs.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.finished, 20000);
        QVERIFY2(collected.failures.isEmpty(), qPrintable(collected.failures.join(QLatin1Char('\n'))));
        QCOMPARE(collected.sources(), sources);
        for (const QString &source : sources) {
            LogLines lines;
            for (const LogLine &line : std::as_const(collected.lines))
                if (line.pod + QLatin1Char('/') + line.container == source)
                    lines.append(line);
            QVERIFY(lines.size() >= 150); // two seconds at 100 lines a second
            const QString broken = logpods::sequenceBreak(lines, source.section(QLatin1Char('/'), 0, 0),
                                                          source.section(QLatin1Char('/'), 1));
            QVERIFY2(broken.isEmpty(), qPrintable(source + QStringLiteral(": ") + broken));
        }
    }

    void followingAPodThatStartsLaterJoins()
    {
        auto sim = simWithShopPods();
        RestClient client(sim->restConfig());
        PodSelectorLogs logs(&client, options(true, QStringLiteral("app")), QStringLiteral("app=shop"));
        Collected collected;
        collect(&logs, &collected);
        logs.start();
        QTRY_COMPARE_WITH_TIMEOUT(collected.sources(),
                                  (QStringList{QStringLiteral("shop-0/app"), QStringLiteral("shop-1/app")}),
                                  20000);
        // A rollout's new pod: created Pending (no log yet, so not asked for), then running.
        QJsonObject pending = shopPod(QStringLiteral("shop-2"));
        QJsonObject status = pending.value(QLatin1String("status")).toObject();
        status.insert(QStringLiteral("phase"), QStringLiteral("Pending"));
        status.remove(QStringLiteral("containerStatuses"));
        pending.insert(QStringLiteral("status"), status);
        logpods::put(*sim, pending);
        // A pod added after it: once its log shows, the informer has handed on the pending pod too.
        logpods::put(*sim, shopPod(QStringLiteral("shop-3")));
        QTRY_VERIFY_WITH_TIMEOUT(collected.sources().contains(QStringLiteral("shop-3/app")), 20000);
        QVERIFY(!collected.sources().contains(QStringLiteral("shop-2/app")));
        // Had the pending pod been read, the server's "container is not available" would be here.
        QVERIFY2(collected.failures.isEmpty(), qPrintable(collected.failures.join(QLatin1Char('\n'))));
        logpods::replace(*sim, shopPod(QStringLiteral("shop-2")));
        QTRY_VERIFY_WITH_TIMEOUT(collected.sources().contains(QStringLiteral("shop-2/app")), 20000);
        QVERIFY2(collected.failures.isEmpty(), qPrintable(collected.failures.join(QLatin1Char('\n'))));
        QVERIFY(!collected.finished); // a followed selector never ends by itself
        QVERIFY(!collected.sources().contains(QStringLiteral("shop-db-0/app")));
        logs.stop();
    }

    void aContainerWaitingToRestartIsReadAndOneThatNeverRanJoinsWhenItStarts()
    {
        kube::sim::KubeSimOptions simOptions = SimFixture::defaultOptions();
        simOptions.logLinesPerSecond = 100;
        SimFixture sim(simOptions);
        const auto waiting = [](const QString &reason) {
            return QJsonObject{{QStringLiteral("waiting"), QJsonObject{{QStringLiteral("reason"), reason}}}};
        };
        // shop-0's app crashed after a run and waits in CrashLoopBackOff: its last run has a log.
        QJsonObject crashed = logpods::running(QStringLiteral("app"), 2'000, 1);
        crashed.insert(QStringLiteral("state"), waiting(QStringLiteral("CrashLoopBackOff")));
        const QJsonArray containers{logpods::container(QStringLiteral("app")),
                                    logpods::container(QStringLiteral("sidecar"))};
        logpods::put(sim,
                     logpods::pod(QStringLiteral("shop-0"), containers,
                                  {crashed, logpods::running(QStringLiteral("sidecar"), 2'000)}, shopLabels));
        // shop-1's app has never run (its sidecar has): no log to ask for yet.
        QJsonObject creating = logpods::running(QStringLiteral("app"), 0);
        creating.insert(QStringLiteral("state"), waiting(QStringLiteral("ContainerCreating")));
        logpods::put(sim, logpods::pod(QStringLiteral("shop-1"), containers,
                                       {creating, logpods::running(QStringLiteral("sidecar"), 2'000)},
                                       shopLabels));
        RestClient client(sim.restConfig());
        PodSelectorLogs logs(&client, options(true), QStringLiteral("app=shop"));
        Collected collected;
        collect(&logs, &collected);
        logs.start();
        const QStringList read{QStringLiteral("shop-0/app"), QStringLiteral("shop-0/sidecar"),
                               QStringLiteral("shop-1/sidecar")};
        QTRY_COMPARE_WITH_TIMEOUT(collected.sources(), read, 20000);
        QVERIFY2(collected.failures.isEmpty(), qPrintable(collected.failures.join(QLatin1Char('\n'))));
        // The app of shop-1 starts: it joins the log.
        logpods::replace(sim, logpods::pod(QStringLiteral("shop-1"), containers,
                                           {logpods::running(QStringLiteral("app"), 1'000),
                                            logpods::running(QStringLiteral("sidecar"), 2'000)},
                                           shopLabels));
        QTRY_VERIFY_WITH_TIMEOUT(collected.sources().contains(QStringLiteral("shop-1/app")), 20000);
        QVERIFY2(collected.failures.isEmpty(), qPrintable(collected.failures.join(QLatin1Char('\n'))));
        logs.stop();
    }

    void aSelectorThatMayNotListPodsSaysWhy()
    {
        auto sim = simWithShopPods();
        RestClient client(sim->restConfig());
        PodLogOptions forbidden = options(false);
        forbidden.namespaceName = QStringLiteral("no-such-namespace");
        PodSelectorLogs logs(&client, forbidden, QStringLiteral("app in (web"));
        Collected collected;
        collect(&logs, &collected);
        logs.start();
        QTRY_VERIFY_WITH_TIMEOUT(collected.finished, 20000);
        QCOMPARE(collected.failures.size(), 1);
        QVERIFY2(collected.failures.first().startsWith(QStringLiteral("/: ")),
                 qPrintable(collected.failures.first()));
        QVERIFY(collected.lines.isEmpty());
    }
};

QTEST_MAIN(tst_PodSelectorLogs)
#include "tst_podselectorlogs.moc"
