// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "leaderelection/leaderelector.h"
#include "simfixture.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {

// Short periods so a take-over happens within a test's patience; the ratios are client-go's defaults'.
LeaderElectionConfig fastConfig(const QString &identity)
{
    LeaderElectionConfig config;
    config.leaseNamespace = QStringLiteral("default");
    config.leaseName = QStringLiteral("test-lock");
    config.identity = identity;
    config.leaseDurationMs = 1500;
    config.renewDeadlineMs = 1000;
    config.retryPeriodMs = 200;
    return config;
}

QString holderOnServer(RestClient &client)
{
    QString holder = QStringLiteral("<no answer>");
    client.send(Request::get()
                    .resource({QStringLiteral("coordination.k8s.io"), QStringLiteral("v1"), QStringLiteral("leases")})
                    .namespaceName(QStringLiteral("default"))
                    .name(QStringLiteral("test-lock")),
                &client, [&](const Response &response) {
                    holder = response.ok() ? QJsonDocument::fromJson(response.body).object().value(QLatin1String("spec")).toObject()
                                                 .value(QLatin1String("holderIdentity")).toString()
                                           : response.error.toString();
                });
    if (!QTest::qWaitFor([&] { return holder != QLatin1String("<no answer>"); }, 5000))
        return {};
    return holder;
}

} // namespace

class tst_LeaderElector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void invalidConfigIsRefused_data()
    {
        QTest::addColumn<qint64>("leaseDurationMs");
        QTest::addColumn<qint64>("renewDeadlineMs");
        QTest::addColumn<qint64>("retryPeriodMs");
        QTest::addColumn<QString>("identity");
        QTest::addColumn<QString>("problem");
        QTest::newRow("lease shorter than the renew deadline") << qint64(1000) << qint64(2000) << qint64(100) << QStringLiteral("a")
                                                               << QStringLiteral("leaseDuration must be greater than renewDeadline");
        QTest::newRow("renew deadline within one jittered retry") << qint64(3000) << qint64(1000) << qint64(900) << QStringLiteral("a")
                                                                  << QStringLiteral("renewDeadline must be greater than retryPeriod");
        QTest::newRow("no identity") << qint64(3000) << qint64(2000) << qint64(100) << QString() << QStringLiteral("identity must not be empty");
        QTest::newRow("client-go's defaults are valid") << qint64(15000) << qint64(10000) << qint64(2000) << QStringLiteral("a") << QString();
    }

    void invalidConfigIsRefused()
    {
        QFETCH(qint64, leaseDurationMs);
        QFETCH(qint64, renewDeadlineMs);
        QFETCH(qint64, retryPeriodMs);
        QFETCH(QString, identity);
        QFETCH(QString, problem);
        LeaderElectionConfig config = fastConfig(identity);
        config.leaseDurationMs = leaseDurationMs;
        config.renewDeadlineMs = renewDeadlineMs;
        config.retryPeriodMs = retryPeriodMs;
        if (problem.isEmpty())
            QCOMPARE(config.validate(), QString());
        else
            QVERIFY2(config.validate().contains(problem), qPrintable(config.validate()));
    }

    void exactlyOneOfTwoCandidatesLeads()
    {
        SimFixture sim;
        RestClient client(sim.restConfig());
        LeaderElector first(&client, fastConfig(QStringLiteral("replica-a")));
        LeaderElector second(&client, fastConfig(QStringLiteral("replica-b")));
        // Both race for a lease that does not exist yet: one create wins, the other gets AlreadyExists.
        first.run();
        second.run();
        QTRY_VERIFY_WITH_TIMEOUT(first.isLeader() || second.isLeader(), 15000);
        // Over several renewals, never both.
        for (int i = 0; i < 10; ++i) {
            QTest::qWait(100);
            QVERIFY(first.isLeader() != second.isLeader());
        }
        LeaderElector &leader = first.isLeader() ? first : second;
        LeaderElector &follower = first.isLeader() ? second : first;
        QCOMPARE(holderOnServer(client), leader.config().identity);
        QCOMPARE(follower.leader(), leader.config().identity);
    }

    void aReleasedLeaseIsTakenOverAtOnce()
    {
        SimFixture sim;
        RestClient client(sim.restConfig());
        LeaderElector first(&client, fastConfig(QStringLiteral("replica-a")));
        first.run();
        QTRY_VERIFY_WITH_TIMEOUT(first.isLeader(), 15000);
        LeaderElector second(&client, fastConfig(QStringLiteral("replica-b")));
        QSignalSpy started(&second, &LeaderElector::startedLeading);
        second.run();
        QTest::qWait(300);
        QVERIFY(!second.isLeader());

        QSignalSpy stopped(&first, &LeaderElector::stopped);
        first.stop();
        QVERIFY(!first.isLeader());
        QTRY_COMPARE(stopped.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(started.count(), 1, 15000);
        QCOMPARE(holderOnServer(client), QStringLiteral("replica-b"));
    }

    void aLeaderThatCannotRenewStopsLeading()
    {
        SimFixture sim;
        RestClient client(sim.restConfig());
        LeaderElector elector(&client, fastConfig(QStringLiteral("replica-a")));
        QSignalSpy stoppedLeading(&elector, &LeaderElector::stoppedLeading);
        QSignalSpy errors(&elector, &LeaderElector::error);
        elector.run();
        QTRY_VERIFY_WITH_TIMEOUT(elector.isLeader(), 15000);
        // The apiserver fails every lease request: past the renew deadline the leader must stop acting.
        sim.sim().failPath(QStringLiteral("/apis/coordination.k8s.io"), 500);
        QTRY_COMPARE_WITH_TIMEOUT(stoppedLeading.count(), 1, 15000);
        QVERIFY(!elector.isLeader());
        QVERIFY(!errors.isEmpty());
        // When the server recovers, the lease (still ours on the server) is renewed and leadership comes back.
        sim.sim().failPath(QStringLiteral("/apis/coordination.k8s.io"), 0);
        QTRY_VERIFY_WITH_TIMEOUT(elector.isLeader(), 15000);
    }
};

QTEST_MAIN(tst_LeaderElector)
#include "tst_leaderelector.moc"
