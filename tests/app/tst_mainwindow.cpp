// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The real main window (offscreen) against kubesim.
#include "languagemanager.h"
#include "mainwindow.h"
#include "detailspane.h"
#include "simfixture.h"

#include "rest/dynamicclient.h"
#include "rest/restclient.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QSignalSpy>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeView>
#include <QClipboard>
#include <QMessageBox>
#include <QPushButton>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QJsonArray>
#include <QSettings>
#include <QTableView>
#include <QTest>

using namespace kube;

namespace {
const sim::ResourceType &podType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
}

int serverCount(SimFixture &fixture, const QString &group, const QString &resource, const QString &ns = {})
{
    const sim::ResourceType *type = sim::ResourceType::find(group, QStringLiteral("v1"), resource);
    int count = 0;
    const auto &objects = fixture.sim().store().objects(*type);
    for (auto it = objects.keyBegin(); it != objects.keyEnd(); ++it)
        count += ns.isEmpty() || it->startsWith(ns + QLatin1Char('/'));
    return count;
}

QStringList headers(const QAbstractItemModel *model)
{
    QStringList out;
    for (int column = 0; column < model->columnCount(); ++column)
        out.append(model->headerData(column, Qt::Horizontal).toString());
    return out;
}

// A kubeconfig whose only context points at a port nobody listens on.
QString writeUnreachableKubeconfig()
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("unreachable"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write("apiVersion: v1\nkind: Config\nclusters:\n- name: nowhere\n  cluster: {server: 'https://127.0.0.1:1', insecure-skip-tls-verify: true}\n"
               "users:\n- name: u\n  user: {token: t}\ncontexts:\n- name: down-cancel\n  context: {cluster: nowhere, user: u}\ncurrent-context: down-cancel\n");
    return path;
}

int threadCount()
{
    return int(QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}
} // namespace

class tst_MainWindow : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    LanguageManager m_languages;

    std::unique_ptr<MainWindow> window(const QString &context = QStringLiteral("sim-admin"), const QString &kubeconfig = {})
    {
        auto w = std::make_unique<MainWindow>(MainWindowOptions{kubeconfig.isEmpty() ? m_fixture->kubeconfigPath() : kubeconfig, context, {}}, &m_languages);
        w->show();
        return w;
    }

    int serverPods(const QString &ns = {})
    {
        int count = 0;
        const auto &pods = m_fixture->sim().store().objects(podType());
        for (auto it = pods.keyBegin(); it != pods.keyEnd(); ++it)
            count += ns.isEmpty() || it->startsWith(ns + QLatin1Char('/'));
        return count;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("qkube-tests"));
        QSettings().clear(); // no remembered context from an earlier run
        m_fixture = std::make_unique<SimFixture>();
    }
    void cleanupTestCase() { m_fixture.reset(); }

    void iconsAndTranslationsAreEmbedded()
    {
        QVERIFY(QFile::exists(QStringLiteral(":/icons/pod-running.svg")));
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/qkube_zh_CN.qm")));
        QVERIFY(!QIcon(QStringLiteral(":/icons/pod-failing.svg")).pixmap(16, 16).isNull()); // the SVG icon engine is there
    }

    void podsAppearAndFollowTheServer()
    {
        auto w = window();
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        QTRY_VERIFY(w->statusText().contains(QLatin1String("v1.32.0-kubesim")));
        QTRY_VERIFY(w->treeModel()->namespaces().contains(QStringLiteral("kube-system")));

        // A pod created, changed and deleted on the server shows within a second.
        auto created = m_fixture->sim().store().create(podType(), QJsonObject{
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("gui-pod")}, {QStringLiteral("namespace"), QStringLiteral("default")}}},
            {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")}}}}}},
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Pending")}}}});
        QTRY_VERIFY_WITH_TIMEOUT(w->tableModel()->rowOf("default/gui-pod") >= 0, 1000);
        QJsonObject failing = created.object();
        failing.insert(QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Failed")}, {QStringLiteral("reason"), QStringLiteral("Evicted")}});
        m_fixture->sim().store().update(podType(), failing);
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->index(w->tableModel()->rowOf("default/gui-pod"), w->tableModel()->statusColumn()).data().toString(), QStringLiteral("Evicted"), 1000);
        m_fixture->sim().store().remove(podType(), QStringLiteral("default"), QStringLiteral("gui-pod"));
        QTRY_VERIFY_WITH_TIMEOUT(w->tableModel()->rowOf("default/gui-pod") < 0, 1000);

        // ...and the event log has the cluster's Events and what the informer saw.
        QTRY_VERIFY_WITH_TIMEOUT(w->eventModel()->rowCount() > 0, 5000);
        bool sawDeletion = false;
        for (int row = 0; row < w->eventModel()->rowCount() && !sawDeletion; ++row)
            sawDeletion = w->eventModel()->index(row, EventLogModel::ObjectColumn).data().toString() == QLatin1String("default/pod/gui-pod")
                && w->eventModel()->index(row, EventLogModel::MessageColumn).data().toString() == QLatin1String("Pod deleted");
        QVERIFY(sawDeletion);
    }

    void selectingAPodShowsItsDetails()
    {
        auto w = window();
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        w->tableView()->selectRow(0);
        const QString key = w->tableView()->currentIndex().data(ResourceTableModel::KeyRole).toString();
        QTRY_VERIFY_WITH_TIMEOUT(w->details()->yamlText().contains(QLatin1String("kind: Pod")), 5000);
        QVERIFY(w->details()->yamlText().contains(QStringLiteral("name: ") + key.section(QLatin1Char('/'), 1)));
        QVERIFY(!w->details()->yamlText().contains(QLatin1String("managedFields")));
        QVERIFY(w->details()->summaryText().contains(QLatin1String("Containers")));
    }

    void deleteAsksThenDeletesAndCopyPutsTheName()
    {
        auto w = window();
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        w->tableView()->setFocus();
        w->tableView()->selectRow(0);
        const QString key = w->tableView()->currentIndex().data(ResourceTableModel::KeyRole).toString();
        QTest::keyClick(w->tableView(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), key.section(QLatin1Char('/'), 1));
        QTest::keyClick(w->tableView(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(QApplication::clipboard()->text(), key);
        QTest::keyClick(w->tableView(), Qt::Key_Delete);
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = w->findChild<QMessageBox *>(QStringLiteral("deleteConfirmation"))));
        QVERIFY(box->text().contains(key));
        box->button(QMessageBox::Yes)->click();
        // The pod turns Terminating on the server, then goes; the table follows.
        QTRY_VERIFY_WITH_TIMEOUT(w->tableModel()->rowOf(key.toUtf8()) < 0, 10000);
        QVERIFY(!m_fixture->sim().store().find(podType(), key.section(QLatin1Char('/'), 0, 0), key.section(QLatin1Char('/'), 1)));
    }

    void namespaceSelectorFiltersThePods()
    {
        auto w = window();
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        QTRY_VERIFY(w->namespaceCombo()->findData(QStringLiteral("kube-system")) > 0);
        w->namespaceCombo()->setCurrentIndex(w->namespaceCombo()->findData(QStringLiteral("kube-system")));
        QCOMPARE(w->tableView()->model()->rowCount(), serverPods(QStringLiteral("kube-system")));
        QVERIFY(w->tableView()->isColumnHidden(w->tableModel()->namespaceColumn()));
    }

    void deploymentsShowWithTheirPrinterColumns()
    {
        auto w = window();
        QTRY_VERIFY_WITH_TIMEOUT(w->openResource(QStringLiteral("apps"), QStringLiteral("deployments")), 10000);
        const int deployments = serverCount(*m_fixture, QStringLiteral("apps"), QStringLiteral("deployments"));
        QVERIFY(deployments > 0);
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), deployments, 10000);
        // kubectl's columns, defined once in the kind's printer, after NAMESPACE.
        QStringList expected{QStringLiteral("NAMESPACE")};
        for (const PrintColumn &column : Printers::forResource(QStringLiteral("apps"), QStringLiteral("deployments"))->columns())
            expected.append(column.name.toUpper());
        QCOMPARE(headers(w->tableModel()), expected);
        QCOMPARE(w->navigatorView()->currentIndex().data().toString(), QStringLiteral("Deployments"));
        QTRY_COMPARE(w->findChild<QLabel *>(QStringLiteral("countLabel"))->text(), QStringLiteral("deployments: %1").arg(deployments));
        QCOMPARE(w->treeModel()->headerData(NamespaceTreeModel::CountColumn, Qt::Horizontal).toString(), QStringLiteral("DEPLOYMENTS"));
        QTRY_COMPARE(w->treeModel()->index(0, NamespaceTreeModel::CountColumn).data().toInt(), deployments);

        // The namespace scope and the text filter work for this kind as for pods.
        QTRY_VERIFY(w->namespaceCombo()->findData(QStringLiteral("kube-system")) > 0);
        w->namespaceCombo()->setCurrentIndex(w->namespaceCombo()->findData(QStringLiteral("kube-system")));
        QCOMPARE(w->tableView()->model()->rowCount(), serverCount(*m_fixture, QStringLiteral("apps"), QStringLiteral("deployments"), QStringLiteral("kube-system")));
        QVERIFY(w->tableView()->isColumnHidden(w->tableModel()->namespaceColumn()));
        w->namespaceCombo()->setCurrentIndex(0);
        const QString name = w->tableView()->model()->index(0, 0).data(ResourceTableModel::NameRole).toString();
        w->findChild<QLineEdit *>(QStringLiteral("filterEdit"))->setText(name);
        QVERIFY(w->tableView()->model()->rowCount() >= 1);
        for (int row = 0; row < w->tableView()->model()->rowCount(); ++row)
            QVERIFY(w->tableView()->model()->index(row, 0).data(ResourceTableModel::KeyRole).toString().contains(name));
        QTRY_COMPARE(w->findChild<QLabel *>(QStringLiteral("countLabel"))->text(),
                     QStringLiteral("deployments: %1 of %2 shown").arg(w->tableView()->model()->rowCount()).arg(deployments));

        // Selecting one shows its details, fetched through the session.
        w->tableView()->selectRow(0);
        QTRY_VERIFY_WITH_TIMEOUT(w->details()->yamlText().contains(QLatin1String("kind: Deployment")), 5000);
    }

#ifdef QKUBE_SIM_SERVES_CRDS
    // Built where kubesim serves CustomResourceDefinitions (tests/CMakeLists.txt looks for them in engine/sim).
    void aCrdCreatedWhileRunningAppearsFillsAndGoes()
    {
        auto w = window();
        QTRY_VERIFY_WITH_TIMEOUT(w->session() && w->session()->discovered(), 10000);
        RestClient client(m_fixture->restConfig());
        const auto send = [](RestCall *call) {
            QSignalSpy finished(call, &RestCall::finished);
            [&] { QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000); }();
            return finished.first().first().value<Response>();
        };
        const GroupVersionResource crds{QStringLiteral("apiextensions.k8s.io"), QStringLiteral("v1"), QStringLiteral("customresourcedefinitions")};
        const QByteArray crd = R"({"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition",
            "metadata":{"name":"gizmos.gui.example.com"},
            "spec":{"group":"gui.example.com","scope":"Namespaced",
              "names":{"plural":"gizmos","singular":"gizmo","kind":"Gizmo","shortNames":["gz"]},
              "versions":[{"name":"v1","served":true,"storage":true,
                "schema":{"openAPIV3Schema":{"type":"object","x-kubernetes-preserve-unknown-fields":true}},
                "additionalPrinterColumns":[{"name":"Spec","type":"string","jsonPath":".spec.cronSpec"}]}]}})";
        QVERIFY(!send(ResourceClient(&client, crds).create(crd)).error);
        QTRY_VERIFY_WITH_TIMEOUT(w->navigatorModel()->indexOf(QStringLiteral("gui.example.com"), QStringLiteral("gizmos")).isValid(), 10000);
        QVERIFY(w->openResource(QStringLiteral("gui.example.com"), QStringLiteral("gizmos")));
        const GroupVersionResource crontabs{QStringLiteral("gui.example.com"), QStringLiteral("v1"), QStringLiteral("gizmos")};
        QVERIFY(!send(ResourceClient(&client, crontabs, QStringLiteral("default"))
                          .create(R"({"apiVersion":"gui.example.com/v1","kind":"Gizmo","metadata":{"name":"nightly"},"spec":{"cronSpec":"0 3 * * *"}})"))
                     .error);
        QTRY_VERIFY_WITH_TIMEOUT(w->tableModel()->rowOf("default/nightly") >= 0, 10000);
        QVERIFY(!send(ResourceClient(&client, crds).remove(QStringLiteral("gizmos.gui.example.com"))).error);
        QTRY_VERIFY_WITH_TIMEOUT(!w->navigatorModel()->indexOf(QStringLiteral("gui.example.com"), QStringLiteral("gizmos")).isValid(), 10000);
    }
#endif

    void theStatusBarCountsExactly()
    {
        auto w = window();
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        QTRY_COMPARE(w->findChild<QLabel *>(QStringLiteral("countLabel"))->text(), QStringLiteral("pods: %1").arg(serverPods()));
        QTRY_COMPARE(w->treeModel()->index(0, NamespaceTreeModel::CountColumn).data().toInt(), serverPods());
        const QModelIndex kubeSystem = w->treeModel()->namespaceIndex(QStringLiteral("kube-system"));
        QCOMPARE(kubeSystem.siblingAtColumn(NamespaceTreeModel::CountColumn).data().toInt(), serverPods(QStringLiteral("kube-system")));
    }

    void aKindTheUserMayNotListSaysSoWhereTheRowsWouldBe()
    {
        auto w = window(QStringLiteral("sim-limited"));
        QTRY_VERIFY_WITH_TIMEOUT(w->openResource({}, QStringLiteral("nodes")), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(w->placeholderText().startsWith(QLatin1String("Forbidden: you may not list nodes")), 10000);
        QCOMPARE(w->tableModel()->rowCount(), 0);
        QVERIFY(w->findChild<QLabel *>(QStringLiteral("placeholder"))->isVisible());
    }

    void theDefaultColumnsFitTheDefaultWindow()
    {
        QSettings().remove(QStringLiteral("window"));
        auto w = window();
        QCOMPARE(w->size(), QSize(1280, 800));
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        QHeaderView *header = w->tableView()->horizontalHeader();
        int shown = 0;
        for (int column = 0; column < w->tableModel()->columnCount(); ++column) {
            if (w->tableView()->isColumnHidden(column)) {
                QVERIFY(w->tableModel()->isWideColumn(column)); // only -o wide columns start hidden
                continue;
            }
            ++shown;
            QVERIFY2(header->sectionViewportPosition(column) + header->sectionSize(column) <= w->tableView()->viewport()->width(),
                     qPrintable(w->tableModel()->headerData(column, Qt::Horizontal).toString()));
        }
        QCOMPARE(shown, 6); // NAMESPACE NAME READY STATUS RESTARTS AGE
        QCOMPARE(w->tableView()->horizontalScrollBar()->maximum(), 0);
        QVERIFY(header->sectionSize(w->tableModel()->nameColumn()) >= 160);
    }

    void switchingContextReplacesTheContent()
    {
        auto w = window();
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        w->switchContext(QStringLiteral("sim-token"));
        QCOMPARE(w->tableModel()->rowCount(), 0); // the old cluster's content is gone at once
        QVERIFY(w->windowTitle().startsWith(QLatin1String("sim-token")));
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        QCOMPARE(w->contextCombo()->currentText(), QStringLiteral("sim-token"));
    }

    void limitedUserSeesTheirNamespaceWithANotice()
    {
        auto w = window(QStringLiteral("sim-limited"));
        const QString ns = m_fixture->sim().limitedNamespace();
        QTRY_VERIFY_WITH_TIMEOUT(w->bannerText().contains(QStringLiteral("\"%1\"").arg(ns)), 10000);
        QVERIFY2(w->bannerText().contains(QLatin1String("all namespaces")), qPrintable(w->bannerText()));
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(ns), 10000);
        QCOMPARE(w->subscription()->namespaceName(), ns);
    }

    void unreachableAndBrokenContextsAreStatesNotDialogs()
    {
        // The sim's kubeconfig first, then a file with an unreachable cluster, a context naming a user nobody
        // defines, and a user whose exec plugin never answers.
        const QString path = m_fixture->kubeconfigPath();
        const QString extra = m_fixture->dir() + QStringLiteral("/extra-kubeconfig");
        QFile more(extra);
        QVERIFY(more.open(QIODevice::WriteOnly));
        more.write("clusters:\n- name: nowhere\n  cluster: {server: 'https://127.0.0.1:1', insecure-skip-tls-verify: true}\n"
                   "users:\n- name: hung\n  user:\n    exec: {apiVersion: client.authentication.k8s.io/v1, command: sleep, args: ['600'], interactiveMode: Never}\n"
                   "contexts:\n- name: down\n  context: {cluster: nowhere, user: sim-token}\n"
                   "- name: broken\n  context: {cluster: kubesim, user: ghost}\n"
                   "- name: hung-plugin\n  context: {cluster: kubesim, user: hung}\n");
        more.close();
        qputenv("KUBECONFIG", (path + QLatin1Char(':') + extra).toUtf8());
        auto w = std::make_unique<MainWindow>(MainWindowOptions{{}, QStringLiteral("down"), {}}, &m_languages);
        w->show();
        QTRY_VERIFY_WITH_TIMEOUT(w->bannerText().contains(QLatin1String("Cannot reach https://127.0.0.1:1")), 10000);
        QVERIFY(w->bannerText().contains(QLatin1String("retrying")));
        w->switchContext(QStringLiteral("broken"));
        QVERIFY2(w->bannerText().contains(QLatin1String("user \"ghost\" is not defined")), qPrintable(w->bannerText()));
        QVERIFY(w->bannerText().contains(extra + QLatin1Char(':'))); // says which file and line
        w->switchContext(QStringLiteral("hung-plugin")); // the plugin never answers: the window does not wait for it
        QTest::qWait(200);
        w->switchContext(QStringLiteral("sim-admin"));
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        qunsetenv("KUBECONFIG");
    }

    void theUserCanGiveUpWaitingAndComeBack()
    {
        auto w = window(QStringLiteral("down-cancel"), writeUnreachableKubeconfig());
        QTRY_VERIFY_WITH_TIMEOUT(w->statusText().startsWith(QLatin1String("Connecting to https://127.0.0.1:1 (context down-cancel)"))
                                     || w->bannerText().contains(QLatin1String("Cannot reach https://127.0.0.1:1")),
                                 10000);
        w->findChild<QAction *>(QStringLiteral("disconnectAction"))->trigger();
        QVERIFY(!w->session());
        QVERIFY(w->statusText().startsWith(QLatin1String("Not connected")));
        QVERIFY(w->contextCombo()->isEnabled()); // another context is one pick away
    }

    void switchingBackAndForthLeaksNoThreads()
    {
        auto w = window();
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        QTest::qWait(300);
        const int before = threadCount();
        const int watchesOfOneContext = m_fixture->sim().openWatchCount();
        for (int i = 0; i < 10; ++i) {
            w->switchContext(i % 2 ? QStringLiteral("sim-admin") : QStringLiteral("sim-token"));
            QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        }
        w->switchContext(QStringLiteral("sim-admin"));
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        // Retired clusters wind down on their own threads; give them a moment, then count.
        QTRY_VERIFY_WITH_TIMEOUT(threadCount() <= before + 1, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(m_fixture->sim().openWatchCount() <= watchesOfOneContext, 10000); // only the current context's watches remain
    }

    void chineseTranslationLoads()
    {
        auto w = window();
        QVERIFY(m_languages.setLanguage(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents();
        QTRY_COMPARE(w->namespaceCombo()->itemText(0), QStringLiteral("所有命名空间"));
        QCOMPARE(w->treeModel()->headerData(NamespaceTreeModel::StatusColumn, Qt::Horizontal).toString(), QStringLiteral("状态"));
        QVERIFY(m_languages.setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QTRY_COMPARE(w->namespaceCombo()->itemText(0), QStringLiteral("All namespaces"));
    }

    // Not a check: the picture of the window on the demo cluster, kept as a build artifact.
    void screenshot()
    {
        auto w = window();
        w->resize(1400, 860);
        QTRY_COMPARE_WITH_TIMEOUT(w->tableModel()->rowCount(), serverPods(), 10000);
        w->tableView()->selectRow(3);
        QTRY_VERIFY_WITH_TIMEOUT(w->details()->yamlText().contains(QLatin1String("kind: Pod")), 5000);
        QTest::qWait(300);
        const QString path = QStringLiteral(QKUBE_BINARY_DIR "/qkube-screenshot.png");
        QVERIFY(w->grab().save(path));
        QVERIFY(QFile(path).size() > 10'000);
    }
};

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
