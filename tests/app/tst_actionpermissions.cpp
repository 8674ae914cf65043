// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The window enables what the user may do (SelfSubjectAccessReviews to kubesim, over loopback) and says why
// in the tooltip when RBAC refuses it; a refused request makes the window ask again.
#include "actionregistry.h"
#include "deletedialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "selectioncontroller.h"
#include "tablepane.h"

#include "models/resourcetablemodel.h"
#include "session/clustersession.h"
#include "simfixture.h"

#include <QAction>
#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTest>

using namespace kube;

class tst_ActionPermissions : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    LanguageManager m_languages;

    std::unique_ptr<MainWindow> window(const QString &context)
    {
        auto w = std::make_unique<MainWindow>(MainWindowOptions{m_fixture->kubeconfigPath(), context, {}},
                                              &m_languages);
        w->show();
        return w;
    }
    static void select(MainWindow *w, const char *key)
    {
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowOf(key) >= 0, 10000);
            const int source = w->table()->model()->rowOf(key);
            w->table()->view()->selectRow(
                w->table()->proxy()->mapFromSource(w->table()->model()->index(source, 0)).row());
            QCOMPARE(w->selections()->current().key(), QLatin1String(key));
        }();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("qkube-tests"));
        QSettings().clear();
        m_fixture = std::make_unique<SimFixture>();
    }
    void cleanupTestCase() { m_fixture.reset(); }

    void whatRbacRefusesIsDisabledWithTheReason()
    {
        m_fixture->sim().revoke(QStringLiteral("sim-token"), QStringLiteral("patch"), {},
                                QStringLiteral("nodes"));
        auto w = window(QStringLiteral("sim-token"));
        QTRY_VERIFY_WITH_TIMEOUT(w->openResource({}, QStringLiteral("nodes")), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowCount() > 0, 10000);
        w->table()->view()->selectRow(0);
        QAction *cordon = w->actions()->action("cordonAction");
        QAction *remove = w->actions()->action("deleteAction");
        QTRY_COMPARE_WITH_TIMEOUT(cordon->toolTip(), QStringLiteral("You may not patch nodes"), 10000);
        QVERIFY(!cordon->isEnabled());
        // What RBAC allows stays enabled, with its own tooltip.
        QTRY_VERIFY(remove->isEnabled());
        QCOMPARE(remove->toolTip(), QStringLiteral("Delete…"));
        // The menus show a disabled action's reason.
        for (QAction *menu : w->menuBar()->actions())
            if (menu->menu() && menu->menu()->actions().contains(cordon))
                QVERIFY(menu->menu()->toolTipsVisible());
    }

    void aRefusedDeleteDisablesItFromThenOn()
    {
        auto w = window(QStringLiteral("sim-token"));
        m_fixture->sim().store().create(
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")),
            QJsonObject{
                {QStringLiteral("metadata"),
                 QJsonObject{{QStringLiteral("name"), QStringLiteral("kept")},
                             {QStringLiteral("namespace"), QStringLiteral("default")}}},
                {QStringLiteral("spec"),
                 QJsonObject{{QStringLiteral("containers"),
                              QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")}}}}}}});
        select(w.get(), "default/kept");
        QAction *remove = w->actions()->action("deleteAction");
        // Enabled because the server said so, not because it has not answered yet.
        PermissionCache *permissions = w->selections()->sessionOf(w->selections()->current())->permissions();
        const AccessQuery deletePods{
            QStringLiteral("delete"), {}, QStringLiteral("pods"), {}, QStringLiteral("default")};
        QTRY_COMPARE_WITH_TIMEOUT(permissions->check(deletePods).answer, PermissionCache::Answer::Allowed,
                                  10000);
        QVERIFY(remove->isEnabled());

        // The RoleBinding goes while the window runs: it still offers the delete, the server refuses it.
        m_fixture->sim().revoke(QStringLiteral("sim-token"), QStringLiteral("delete"), {},
                                QStringLiteral("pods"));
        remove->trigger();
        DeleteDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = w->findChild<DeleteDialog *>(QStringLiteral("deleteConfirmation"))));
        dialog->deleteButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(remove->toolTip(), QStringLiteral("You may not delete pods in default"),
                                  10000);
        QVERIFY(!remove->isEnabled());
        QVERIFY(m_fixture->sim().store().find(
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")),
            QStringLiteral("default"), QStringLiteral("kept")));
    }
};

QTEST_MAIN(tst_ActionPermissions)
#include "tst_actionpermissions.moc"
