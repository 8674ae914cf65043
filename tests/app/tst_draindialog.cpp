// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Drain… against kubesim: the dialog shows which pods a PodDisruptionBudget blocks and why, and cancels.
#include "drainnode.h"
#include "sessionfixture.h"

#include "qkube/draindialog.h"
#include "session/clustersession.h"

#include <QPushButton>
#include <QTest>
#include <QTreeWidget>

using namespace kube;

class tst_DrainDialog : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<ClusterSession> m_session;

    static QTreeWidgetItem *row(QTreeWidget *pods, const QString &pod)
    {
        for (int at = 0; at < pods->topLevelItemCount(); ++at)
            if (pods->topLevelItem(at)->text(0) == pod)
                return pods->topLevelItem(at);
        return nullptr;
    }
    static QString stateOf(QTreeWidget *pods, const QString &pod)
    {
        QTreeWidgetItem *item = row(pods, pod);
        return item ? item->text(1) : QString();
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

    void theDialogShowsWhichBudgetBlocksWhichPodAndCancels()
    {
        seedDrainNode(m_fixture->sim().store(), QStringLiteral("shown"), 2);
        DrainDialog dialog(new NodeDrainer(m_session.get(), QStringLiteral("shown")),
                           QStringLiteral("sim-admin"));
        dialog.show();
        QVERIFY(dialog.statusText().contains(QLatin1String("Drain node shown in context \"sim-admin\"?")));
        QTest::mouseClick(dialog.drainButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(dialog.pods(), QStringLiteral("default/shown-free")),
                                  QStringLiteral("Evicted"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(dialog.pods(), QStringLiteral("default/shown-guarded-1")),
                                  QStringLiteral("Blocked"), 10000);
        QCOMPARE(
            row(dialog.pods(), QStringLiteral("default/shown-guarded-1"))->text(3),
            QStringLiteral("The disruption budget shown-budget needs 2 healthy pods and has 2 currently"));
        QCOMPARE(stateOf(dialog.pods(), QStringLiteral("default/shown-ds")), QStringLiteral("Skipped"));
        QCOMPARE(row(dialog.pods(), QStringLiteral("default/shown-ds"))->text(3),
                 QStringLiteral("DaemonSet pod"));
        QCOMPARE(stateOf(dialog.pods(), QStringLiteral("default/shown-static")), QStringLiteral("Skipped"));

        QTest::mouseClick(dialog.cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.statusText().contains(QLatin1String("Drain cancelled")), 10000);
        QVERIFY(dialog.isVisible()); // it stays to show where the drain stopped
        QCOMPARE(dialog.cancelButton()->text(), QStringLiteral("Close"));
    }
};

QTEST_MAIN(tst_DrainDialog)
#include "tst_draindialog.moc"
