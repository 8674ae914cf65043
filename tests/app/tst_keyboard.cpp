// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Keyboard first: the real main window (offscreen) against kubesim, driven by keys only.
#include "commandpalette.h"
#include "deletedialog.h"
#include "detailspane.h"
#include "fuzzypicker.h"
#include "languagemanager.h"
#include "logview.h"
#include "mainwindow.h"
#include "bottompanel.h"
#include "actionregistry.h"
#include "eventlogpane.h"
#include "journalactions.h"
#include "namespacepane.h"
#include "navigatorpane.h"
#include "scopebar.h"
#include "tablepane.h"
#include "timelinecontroller.h"
#include "windowstatus.h"
#include "openclusters.h"
#include "shortcutsdialog.h"
#include "simfixture.h"
#include "tablekeys.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

using namespace kube;

namespace {
QStringList shownRows(const FuzzyPicker *picker)
{
    QStringList rows;
    for (int row = 0; row < picker->model()->rowCount(); ++row)
        rows.append(picker->model()->index(row).data().toString());
    return rows;
}

// Selects the first row of the table whose key matches `predicate`; returns its key.
template<typename Predicate>
QString selectRow(MainWindow *w, Predicate predicate)
{
    for (int row = 0; row < w->table()->proxy()->rowCount(); ++row) {
        const QModelIndex at = w->table()->proxy()->index(row, 0);
        const QString key = at.data(ResourceTableModel::KeyRole).toString();
        if (predicate(key)) {
            w->table()->view()->setFocus();
            w->table()->view()->selectRow(row);
            return key;
        }
    }
    return {};
}
} // namespace

class tst_Keyboard : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    LanguageManager m_languages;

    std::unique_ptr<MainWindow> window(const QString &context = QStringLiteral("sim-admin"))
    {
        auto w = std::make_unique<MainWindow>(MainWindowOptions{m_fixture->kubeconfigPath(), context, {}}, &m_languages);
        w->show();
        QApplication::setActiveWindow(w.get());
        if (!QTest::qWaitForWindowActive(w.get()))
            qWarning("the window did not become active");
        // Discovery has answered (the palette offers kinds from it) and the pods are listed.
        if (!QTest::qWaitFor([&] {
                return w->navigator()->kinds()->indexOf(QStringLiteral("apps"), QStringLiteral("deployments")).isValid() &&
                       w->table()->model()->rowCount() > 0;
            }, 10000))
            qWarning("discovery or the pods did not arrive: the checks that follow fail");
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("qkube-tests-keyboard"));
        QSettings().clear(); // no remembered or recent contexts from an earlier run
        m_fixture = std::make_unique<SimFixture>();
    }
    void cleanupTestCase() { m_fixture.reset(); }

    // Which action a key reaches, from the table: the table's own letters and the window's shortcuts.
    void keysReachTheirActions_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<QString>("action");
        QTest::newRow("/ filters") << int(Qt::Key_Slash) << int(Qt::NoModifier) << "findAction";
        QTest::newRow(": opens the palette") << int(Qt::Key_Colon) << int(Qt::NoModifier) << "commandPaletteAction";
        QTest::newRow("l shows logs") << int(Qt::Key_L) << int(Qt::NoModifier) << "logsAction";
        QTest::newRow("y shows YAML") << int(Qt::Key_Y) << int(Qt::NoModifier) << "yamlAction";
        QTest::newRow("e edits, by the editor's action name") << int(Qt::Key_E) << int(Qt::NoModifier) << "editYamlAction";
        QTest::newRow("s scales") << int(Qt::Key_S) << int(Qt::NoModifier) << "scaleAction";
        QTest::newRow("Enter opens the details") << int(Qt::Key_Return) << int(Qt::NoModifier) << "detailsAction";
        QTest::newRow("keypad Enter too") << int(Qt::Key_Enter) << int(Qt::KeypadModifier) << "detailsAction";
        QTest::newRow("Escape goes back") << int(Qt::Key_Escape) << int(Qt::NoModifier) << "escapeAction";
        QTest::newRow("Delete deletes") << int(Qt::Key_Delete) << int(Qt::NoModifier) << "deleteAction";
        QTest::newRow("Ctrl+P opens the palette") << int(Qt::Key_P) << int(Qt::ControlModifier) << "commandPaletteAction";
        QTest::newRow("Ctrl+K picks a context") << int(Qt::Key_K) << int(Qt::ControlModifier) << "contextAction";
        QTest::newRow("Ctrl+Shift+N picks a namespace") << int(Qt::Key_N) << int(Qt::ControlModifier | Qt::ShiftModifier) << "namespaceAction";
        QTest::newRow("Ctrl+F filters (the platform's Find)") << int(Qt::Key_F) << int(Qt::ControlModifier) << "findAction";
        QTest::newRow("Ctrl+L edits the label selector") << int(Qt::Key_L) << int(Qt::ControlModifier) << "selectorAction";
        QTest::newRow("F1 lists the shortcuts (the platform's Help)") << int(Qt::Key_F1) << int(Qt::NoModifier) << "shortcutsAction";
        QTest::newRow("F5 refreshes") << int(Qt::Key_F5) << int(Qt::NoModifier) << "refreshAction";
    }
    void keysReachTheirActions()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QFETCH(QString, action);
        auto w = window();
        QVERIFY(!selectRow(w.get(), [](const QString &) { return true; }).isEmpty());
        auto *target = w->findChild<QAction *>(action);
        QVERIFY2(target, qPrintable(action));
        target->setEnabled(true);
        QSignalSpy triggered(target, &QAction::triggered);
        QTest::keyClick(w->table()->view(), Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        QCOMPARE(triggered.size(), 1);
    }

    void paletteJumpsToAKind_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("resource");
        QTest::newRow("short name po") << "po" << "" << "pods";
        QTest::newRow("short name deploy") << "deploy" << "apps" << "deployments";
        QTest::newRow("a custom resource's short name ct") << "ct" << "stable.example.com" << "crontabs";
        QTest::newRow("singular") << "statefulset" << "apps" << "statefulsets";
        QTest::newRow("kind") << "CronJob" << "batch" << "cronjobs";
        QTest::newRow("plural") << "configmaps" << "" << "configmaps";
    }
    void paletteJumpsToAKind()
    {
        QFETCH(QString, typed);
        QFETCH(QString, group);
        QFETCH(QString, resource);
        auto w = window();
        w->openResource(QStringLiteral("rbac.authorization.k8s.io"), QStringLiteral("roles")); // somewhere else first
        QTRY_VERIFY_WITH_TIMEOUT(w->navigator()->kinds()->indexOf(group, resource).isValid(), 10000); // CRDs come a little later
        QTest::keyClick(w.get(), Qt::Key_P, Qt::ControlModifier);
        FuzzyPicker *palette = w->commandPalette()->picker();
        QVERIFY(palette->isVisible());
        QCOMPARE(QApplication::focusWidget(), palette->input());
        QTest::keyClicks(palette->input(), typed);
        QTest::keyClick(palette->input(), Qt::Key_Return);
        QVERIFY(!palette->isVisible());
        QCOMPARE(w->table()->subscription()->resource().name, resource);
        QCOMPARE(w->table()->subscription()->resource().group, group);
        QCOMPARE(QApplication::focusWidget(), w->table()->view()); // on to the rows, still by keyboard
    }

    void colonInTheTableOpensThePaletteAndEscapeReturns()
    {
        auto w = window();
        w->table()->view()->setFocus();
        QTest::keyClick(w->table()->view(), ':');
        FuzzyPicker *palette = w->commandPalette()->picker();
        QVERIFY(palette->isVisible());
        QCOMPARE(QApplication::focusWidget(), palette->input());
        QVERIFY(palette->input()->text().isEmpty()); // the colon opened it; it is not part of the query
        QTest::keyClick(palette->input(), Qt::Key_Escape);
        QVERIFY(!palette->isVisible());
        QCOMPARE(QApplication::focusWidget(), w->table()->view());
    }

    void paletteFindsAnObjectByName()
    {
        auto w = window();
        const QString wanted = QString::fromUtf8(w->table()->model()->row(w->table()->model()->rowCount() / 2)->key);
        w->findChild<QLineEdit *>(QStringLiteral("filterEdit"))->setText(QStringLiteral("no-row-has-this"));
        QTest::keyClick(w.get(), Qt::Key_P, Qt::ControlModifier);
        FuzzyPicker *palette = w->commandPalette()->picker();
        // A fuzzy query: the name without its namespace and dashes.
        QTest::keyClicks(palette->input(), wanted.section(u'/', 1).remove(u'-'));
        QCOMPARE(palette->model()->index(0).data().toString(), wanted);
        QCOMPARE(palette->model()->index(0).data(FuzzyResultsModel::DetailRole).toString(), QStringLiteral("Pod · sim-admin"));
        QTest::keyClick(palette->input(), Qt::Key_Return);
        QCOMPARE(w->selections()->current().key(), wanted);
        QCOMPARE(w->selections()->current().resource.name, QStringLiteral("pods"));
        // The filter that hid it is cleared, and its row is the current one.
        QTRY_COMPARE_WITH_TIMEOUT(w->table()->view()->currentIndex().data(ResourceTableModel::KeyRole).toString(), wanted, 5000);
    }

    void paletteRunsActionsAndShowsTheirShortcuts()
    {
        auto w = window();
        QTest::keyClick(w.get(), Qt::Key_P, Qt::ControlModifier);
        FuzzyPicker *palette = w->commandPalette()->picker();
        QTest::keyClicks(palette->input(), QStringLiteral("refresh"));
        QCOMPARE(palette->model()->index(0).data().toString(), QStringLiteral("Refresh"));
        QVERIFY2(palette->model()->index(0).data(FuzzyResultsModel::DetailRole).toString().contains(QLatin1String("F5")),
                 qPrintable(palette->model()->index(0).data(FuzzyResultsModel::DetailRole).toString()));
        palette->input()->clear();
        QTest::keyClicks(palette->input(), QStringLiteral("keyboard shortcuts"));
        QTest::keyClick(palette->input(), Qt::Key_Return);
        QTRY_VERIFY(w->findChild<ShortcutsDialog *>());
        w->findChild<ShortcutsDialog *>()->close();
        // A table letter is shown beside the action it triggers; disabled actions are not offered.
        QTest::keyClick(w.get(), Qt::Key_P, Qt::ControlModifier);
        QTest::keyClicks(palette->input(), QStringLiteral("show yaml"));
        QCOMPARE(palette->model()->index(0).data().toString(), QStringLiteral("Show YAML"));
        QCOMPARE(palette->model()->index(0).data(FuzzyResultsModel::DetailRole).toString(), QStringLiteral("Y"));
        palette->input()->clear();
        QTest::keyClicks(palette->input(), QStringLiteral("scale"));
        QVERIFY(!shownRows(palette).contains(QStringLiteral("Scale…"))); // nothing scalable is selected
        QTest::keyClick(palette->input(), Qt::Key_Escape);
    }

    void contextPicker_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("beside");
        QTest::addColumn<QString>("context");
        QTest::newRow("by name, Enter") << "token" << false << "sim-token";
        QTest::newRow("by its namespace, Ctrl+Enter opens it beside") << "<limited namespace>" << true << "sim-limited";
        QTest::newRow("fuzzy") << "smlmt" << false << "sim-limited";
    }
    void contextPicker()
    {
        QFETCH(QString, typed);
        QFETCH(bool, beside);
        QFETCH(QString, context);
        if (typed == QLatin1String("<limited namespace>"))
            typed = m_fixture->sim().limitedNamespace();
        auto w = window();
        QTest::keyClick(w.get(), Qt::Key_K, Qt::ControlModifier);
        FuzzyPicker *picker = w->scopeBar()->contextPicker();
        QVERIFY(picker->isVisible());
        QTest::keyClicks(picker->input(), typed);
        QVERIFY2(shownRows(picker).value(0).startsWith(context), qPrintable(shownRows(picker).join(u'\n')));
        QTest::keyClick(picker->input(), Qt::Key_Return, beside ? Qt::ControlModifier : Qt::NoModifier);
        QVERIFY(!picker->isVisible());
        // Beside: opened and kept open, the current cluster stays the one shown.
        const QString shown = beside ? QStringLiteral("sim-admin") : context;
        QVERIFY2(w->windowTitle().startsWith(shown), qPrintable(w->windowTitle()));
        QCOMPARE(w->scopeBar()->contextCombo()->currentText(), shown);
        QVERIFY(w->openClusters()->isOpen(context));
        QCOMPARE(w->openClusters()->isOpen(QStringLiteral("sim-admin")), beside);
    }

    void contextPickerListsRecentContextsFirst()
    {
        QSettings().remove(QStringLiteral("recentContexts"));
        auto w = window(QStringLiteral("sim-admin"));
        w->switchContext(QStringLiteral("sim-limited"));
        w->switchContext(QStringLiteral("sim-token"));
        QTest::keyClick(w.get(), Qt::Key_K, Qt::ControlModifier);
        const QStringList rows = shownRows(w->scopeBar()->contextPicker());
        QCOMPARE(rows.size(), 3);
        QVERIFY2(rows.at(0).startsWith(QLatin1String("sim-token")) && rows.at(1).startsWith(QLatin1String("sim-limited")) &&
                     rows.at(2).startsWith(QLatin1String("sim-admin")),
                 qPrintable(rows.join(u'\n')));
        QCOMPARE(w->scopeBar()->contextPicker()->model()->index(0).data(FuzzyResultsModel::DetailRole).toString(), QStringLiteral("current"));
        QTest::keyClick(w->scopeBar()->contextPicker()->input(), Qt::Key_Down);
        QTest::keyClick(w->scopeBar()->contextPicker()->input(), Qt::Key_Return);
        QVERIFY(w->windowTitle().startsWith(QLatin1String("sim-limited")));
    }

    void namespacePicker_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("chosen"); // empty: still open, with a problem
        QTest::newRow("a listed one, fuzzy") << "tm01" << "team-01";
        QTest::newRow("one nobody listed, typed in full") << "not-listed-here" << "not-listed-here";
        QTest::newRow("not a namespace name") << "Bad_Name" << "";
    }
    void namespacePicker()
    {
        QFETCH(QString, typed);
        QFETCH(QString, chosen);
        auto w = window();
        QTRY_VERIFY_WITH_TIMEOUT(w->scopeBar()->namespaceCombo()->findData(QStringLiteral("team-01")) >= 0, 10000);
        QTest::keyClick(w.get(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        FuzzyPicker *picker = w->scopeBar()->namespacePicker();
        QVERIFY(picker->isVisible());
        QCOMPARE(shownRows(picker).value(0), QStringLiteral("All namespaces"));
        QTest::keyClicks(picker->input(), typed);
        QTest::keyClick(picker->input(), Qt::Key_Return);
        if (chosen.isEmpty()) {
            QVERIFY(picker->isVisible());
            QCOMPARE(picker->input()->text(), typed);
            QVERIFY(picker->findChild<QLabel *>(QStringLiteral("pickerHint"))->text().contains(QLatin1String("not a namespace name")));
            QCOMPARE(w->scopeBar()->namespaceCombo()->currentIndex(), 0);
            return;
        }
        QVERIFY(!picker->isVisible());
        QCOMPARE(w->scopeBar()->namespaceCombo()->currentData().toString(), chosen);
        for (int row = 0; row < w->table()->proxy()->rowCount(); ++row)
            QVERIFY(w->table()->proxy()->index(row, 0).data(ResourceTableModel::KeyRole).toString().startsWith(chosen + u'/'));
        // Back to all of them, by keyboard too.
        QTest::keyClick(w.get(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QTest::keyClick(picker->input(), Qt::Key_Return);
        QCOMPARE(w->scopeBar()->namespaceCombo()->currentIndex(), 0);
    }

    void tableKeysOpenTheObjectsViews()
    {
        auto w = window();
        auto *dock = w->findChild<QDockWidget *>(QStringLiteral("detailsDock"));
        dock->hide();
        const QString pod = selectRow(w.get(), [](const QString &) { return true; });
        QTRY_VERIFY_WITH_TIMEOUT(w->details()->hasObject(), 5000);
        QTest::keyClick(w->table()->view(), Qt::Key_Return);
        QVERIFY(dock->isVisible());
        QCOMPARE(w->details()->currentWidget(), w->details()->overview());
        QCOMPARE(QApplication::focusWidget(), w->table()->view()); // the keys go on working on the rows
        QTest::keyClick(w->table()->view(), Qt::Key_Y);
        QVERIFY(w->details()->currentWidget()->isAncestorOf(w->details()->yamlView()));
        QTest::keyClick(w->table()->view(), Qt::Key_L); // the logs in the bottom panel, the whole window's width
        QVERIFY(w->bottomPanel()->isLookingAt(w->logView()));
        QTest::keyClick(w->table()->view(), '/');
        QCOMPARE(QApplication::focusWidget(), w->findChild<QLineEdit *>(QStringLiteral("filterEdit")));
        QCOMPARE(w->selections()->current().key(), pod);
    }

    void sScalesAndDeleteAsksFirst()
    {
        auto w = window();
        QVERIFY(w->openResource(QStringLiteral("apps"), QStringLiteral("deployments")));
        QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowCount() > 0, 10000);
        const QString key = selectRow(w.get(), [](const QString &) { return true; });
        QTRY_VERIFY_WITH_TIMEOUT(w->details()->hasObject(), 5000);
        QTest::keyClick(w->table()->view(), Qt::Key_S);
        auto *scale = w->findChild<QInputDialog *>(QStringLiteral("scaleDialog"));
        QVERIFY(scale);
        QVERIFY(scale->labelText().contains(key));
        scale->reject();
        QTest::keyClick(w->table()->view(), Qt::Key_Delete);
        auto *confirmation = w->findChild<DeleteDialog *>();
        QVERIFY(confirmation); // asks; nothing is deleted until the answer
        QVERIFY(confirmation->isVisible());
        confirmation->reject();
        const auto *type = sim::ResourceType::find(QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments"));
        QVERIFY(m_fixture->sim().store().find(*type, key.section(u'/', 0, 0), key.section(u'/', 1)));
    }

    void typeAheadJumpsAndEscapeClearsThenGoesBack()
    {
        auto w = window();
        QSignalSpy edited(w->findChild<QAction *>(QStringLiteral("editYamlAction")), &QAction::triggered);
        const QString first = selectRow(w.get(), [](const QString &) { return true; });
        // "web": the "e" is typed, not the edit key, since the typing has begun.
        QTest::keyClicks(w->table()->view(), QStringLiteral("web"));
        QCOMPARE(edited.size(), 0);
        const QString jumped = w->table()->view()->currentIndex().data(ResourceTableModel::KeyRole).toString();
        QVERIFY2(jumped.section(u'/', 1).startsWith(QLatin1String("web")), qPrintable(jumped));
        QCOMPARE(w->selections()->current().key(), jumped);
        QCOMPARE(w->tableKeys()->typedSoFar(), QStringLiteral("web"));

        auto *filter = w->findChild<QLineEdit *>(QStringLiteral("filterEdit"));
        filter->setText(QStringLiteral("web"));
        w->table()->view()->setFocus();
        QTest::keyClick(w->table()->view(), Qt::Key_Escape);
        QVERIFY(filter->text().isEmpty());
        QCOMPARE(w->selections()->current().key(), jumped);
        QTest::keyClick(w->table()->view(), Qt::Key_Escape);
        QCOMPARE(w->selections()->current().key(), first); // back where we were before the jump
    }

    void helpListsTheShortcuts()
    {
        auto w = window();
        QTest::keyClick(w.get(), Qt::Key_F1);
        auto *dialog = w->findChild<ShortcutsDialog *>();
        QVERIFY(dialog);
        const QStringList lines = dialog->lines();
        for (const QString &expected : {QStringLiteral("Ctrl+P: Command palette…"), QStringLiteral("Ctrl+K: Switch context…"),
                                        QStringLiteral("Ctrl+Shift+N: Switch namespace…"), QStringLiteral("Del: Delete…"),
                                        QStringLiteral("L: Show logs"), QStringLiteral("Y: Show YAML"),
                                        QStringLiteral("E: Edit YAML…"), QStringLiteral("S: Scale…"), QStringLiteral("/: Filter rows"),
                                        QStringLiteral("Return, Enter: Show details")})
            QVERIFY2(lines.contains(expected), qPrintable(expected + QLatin1String(" not in:\n") + lines.join(u'\n')));
        dialog->close();
    }
};

QTEST_MAIN(tst_Keyboard)
#include "tst_keyboard.moc"
