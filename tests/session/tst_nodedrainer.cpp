// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Draining a node against kubesim: cordon, DaemonSet and mirror pods skipped, evictions through
// pods/eviction, a PodDisruptionBudget blocking pods (429) until it allows them, and cancelling.
#include "drainnode.h"
#include "sessionfixture.h"

#include "session/clustersession.h"
#include "session/nodedrainer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

class tst_NodeDrainer : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<ClusterSession> m_session;

    void setMinAvailable(const QString &node, int minAvailable)
    {
        auto &store = m_fixture->sim().store();
        QJsonObject budget = store
                                 .find(simType("policy", "poddisruptionbudgets"), QStringLiteral("default"),
                                       node + QStringLiteral("-budget"))
                                 ->object();
        QJsonObject spec = budget.value(QLatin1String("spec")).toObject();
        spec.insert(QStringLiteral("minAvailable"), minAvailable);
        budget.insert(QStringLiteral("spec"), spec);
        store.update(simType("policy", "poddisruptionbudgets"), budget);
    }
    bool evicted(const QString &node, const QString &pod)
    {
        const sim::StoredObject *stored = m_fixture->sim().store().find(
            simType("", "pods"), QStringLiteral("default"), node + QLatin1Char('-') + pod);
        return !stored || stored->object()
                              .value(QLatin1String("metadata"))
                              .toObject()
                              .contains(QLatin1String("deletionTimestamp"));
    }
    // The last state reported for `pod`.
    static QList<QVariant> lastOf(const QSignalSpy &changes, const QString &pod)
    {
        for (qsizetype at = changes.size() - 1; at >= 0; --at)
            if (changes.at(at).first().toString() == pod)
                return changes.at(at);
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_session = startedSession(*m_fixture);
    }
    void cleanupTestCase()
    {
        m_session.reset();
        m_fixture.reset();
    }

    void aBudgetHoldsItsPodsUntilItAllowsThem()
    {
        const QString node = QStringLiteral("drained");
        seedDrainNode(m_fixture->sim().store(), node, 2);
        NodeDrainer drainer(m_session.get(), node);
        QSignalSpy started(&drainer, &NodeDrainer::started);
        QSignalSpy changed(&drainer, &NodeDrainer::podChanged);
        QSignalSpy finished(&drainer, &NodeDrainer::finished);
        drainer.start();
        QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, 10000);
        QCOMPARE(m_fixture->sim()
                     .store()
                     .find(simType("", "nodes"), {}, node)
                     ->object()
                     .value(QLatin1String("spec"))
                     .toObject()
                     .value(QLatin1String("unschedulable"))
                     .toBool(),
                 true);
        QStringList pods = started.first().at(0).toStringList();
        pods.sort();
        QCOMPARE(pods, (QStringList{QStringLiteral("default/drained-free"),
                                    QStringLiteral("default/drained-guarded-1"),
                                    QStringLiteral("default/drained-guarded-2")}));
        QStringList skipped = started.first().at(1).toStringList();
        skipped.sort();
        QCOMPARE(skipped, (QStringList{QStringLiteral("default/drained-ds: DaemonSet pod"),
                                       QStringLiteral("default/drained-static: mirror pod")}));

        QTRY_COMPARE_WITH_TIMEOUT(
            lastOf(changed, QStringLiteral("default/drained-free")).value(1).value<NodeDrainer::PodState>(),
            NodeDrainer::PodState::Evicted, 10000);
        QVERIFY(evicted(node, QStringLiteral("free")));
        for (const QString &guarded :
             {QStringLiteral("default/drained-guarded-1"), QStringLiteral("default/drained-guarded-2")}) {
            QTRY_COMPARE_WITH_TIMEOUT(lastOf(changed, guarded).value(1).value<NodeDrainer::PodState>(),
                                      NodeDrainer::PodState::Blocked, 10000);
            QCOMPARE(lastOf(changed, guarded).value(2).toString(),
                     QStringLiteral(
                         "The disruption budget drained-budget needs 2 healthy pods and has 2 currently"));
        }
        QVERIFY(!evicted(node, QStringLiteral("guarded-1")) && !evicted(node, QStringLiteral("guarded-2")));
        QVERIFY(drainer.running());

        // One may go now: one of them is evicted on a retry, the other stays blocked by the budget.
        setMinAvailable(node, 1);
        QTRY_COMPARE_WITH_TIMEOUT(int(evicted(node, QStringLiteral("guarded-1"))) +
                                      int(evicted(node, QStringLiteral("guarded-2"))),
                                  1, 15000);
        QVERIFY(finished.isEmpty());
        setMinAvailable(node, 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QVERIFY2(!finished.first().first().value<Error>(),
                 qPrintable(finished.first().first().value<Error>().toString()));
        QVERIFY(evicted(node, QStringLiteral("guarded-1")) && evicted(node, QStringLiteral("guarded-2")));
        QVERIFY(!evicted(node, QStringLiteral("ds")) && !evicted(node, QStringLiteral("static")));
        QVERIFY(lastOf(changed, QStringLiteral("default/drained-guarded-1")).value(3).toInt() > 1); // retried
    }

    void cancellingStopsTheRetries()
    {
        const QString node = QStringLiteral("cancelled");
        seedDrainNode(m_fixture->sim().store(), node, 2);
        NodeDrainer drainer(m_session.get(), node);
        QSignalSpy changed(&drainer, &NodeDrainer::podChanged);
        QSignalSpy finished(&drainer, &NodeDrainer::finished);
        drainer.start();
        QTRY_COMPARE_WITH_TIMEOUT(lastOf(changed, QStringLiteral("default/cancelled-guarded-1"))
                                      .value(1)
                                      .value<NodeDrainer::PodState>(),
                                  NodeDrainer::PodState::Blocked, 10000);
        drainer.cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(finished.first().first().value<Error>().kind(), Error::Kind::Cancelled);
        QVERIFY(!drainer.running());
        QVERIFY(!evicted(node, QStringLiteral("guarded-1")) && !evicted(node, QStringLiteral("guarded-2")));
    }
};

QTEST_MAIN(tst_NodeDrainer)
#include "tst_nodedrainer.moc"
