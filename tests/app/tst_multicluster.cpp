// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Several clusters open in one window (offscreen), each a real kubesim on loopback: the All-clusters table, a
// stalled cluster beside a live one, closing, actions reaching the row's cluster, what each cluster remembers.
#include "deletedialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "actionregistry.h"
#include "eventlogpane.h"
#include "journalactions.h"
#include "namespacepane.h"
#include "navigatorpane.h"
#include "scopebar.h"
#include "tablepane.h"
#include "timelinecontroller.h"
#include "windowstatus.h"
#include "models/eventlogmodel.h"
#include "openclusters.h"
#include "simfixture.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSettings>
#include <QTableView>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace kube;

namespace {
const sim::ResourceType &podType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
}

sim::KubeSimOptions named(const QString &name, int pods)
{
    sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.name = name;
    options.scenario.pods = pods;
    return options;
}

QJsonObject pod(const QString &name, const QString &phase = QStringLiteral("Running"))
{
    return {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), QStringLiteral("default")}}},
            {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")}}}}}},
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), phase}}}};
}

const sim::ResourceType &eventType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("events"));
}

QJsonObject eventObject(const QString &name, const QString &reason)
{
    return {{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), QStringLiteral("default")}}},
            {QStringLiteral("involvedObject"), QJsonObject{{QStringLiteral("kind"), QStringLiteral("Pod")}, {QStringLiteral("name"), name},
                                                           {QStringLiteral("namespace"), QStringLiteral("default")}}},
            {QStringLiteral("type"), QStringLiteral("Warning")}, {QStringLiteral("reason"), reason},
            {QStringLiteral("message"), reason + QStringLiteral(" happened")}, {QStringLiteral("count"), 1}};
}

// The event log's row whose REASON is `reason`, -1 if none.
int logRowOf(const QAbstractItemModel *log, const QString &reason)
{
    for (int row = 0; row < log->rowCount(); ++row)
        if (log->index(row, EventLogModel::ReasonColumn).data().toString() == reason)
            return row;
    return -1;
}

int podCount(SimFixture &fixture)
{
    return int(fixture.sim().store().objects(podType()).size());
}

// Rows of the model (the table or its proxy) that belong to `cluster`.
int rowsOf(const QAbstractItemModel *model, const QString &cluster)
{
    int count = 0;
    for (int row = 0; row < model->rowCount(); ++row)
        count += model->index(row, 0).data(ResourceTableModel::ClusterRole).toString() == cluster;
    return count;
}

// The resource the table shows ("" while it waits for discovery to open the one remembered).
QString shownResource(const MainWindow *w)
{
    return w->table()->subscription() ? w->table()->subscription()->resource().name : QString();
}

void remember(const QString &context, const QString &group, const QString &resource)
{
    QSettings().setValue(QStringLiteral("clusters/%1/group").arg(context), group);
    QSettings().setValue(QStringLiteral("clusters/%1/resource").arg(context), resource);
}

// The proxy row showing `key` of `cluster`, -1 if none.
int proxyRowOf(MainWindow *w, const QString &cluster, const QByteArray &key)
{
    const int source = w->table()->model()->rowOf(cluster, key);
    return source < 0 ? -1 : w->table()->proxy()->mapFromSource(w->table()->model()->index(source, 0)).row();
}
} // namespace

class tst_MultiCluster : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_east;
    std::unique_ptr<SimFixture> m_west;
    LanguageManager m_languages;

    // Both kubeconfigs, as $KUBECONFIG merges them (the window reads it when given no --kubeconfig).
    std::unique_ptr<MainWindow> window(const QString &context = QStringLiteral("east-admin"))
    {
        auto w = std::make_unique<MainWindow>(MainWindowOptions{{}, context, {}}, &m_languages);
        w->show();
        return w;
    }

    // Opens west beside east and shows the All-clusters table once both have listed their pods.
    std::unique_ptr<MainWindow> bothInAllClusters()
    {
        auto w = window();
        w->openBeside(QStringLiteral("west-admin"));
        w->showAllClusters(true);
        [&] { QTRY_COMPARE_WITH_TIMEOUT(w->table()->model()->rowCount(), podCount(*m_east) + podCount(*m_west), 10000); }();
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("qkube-tests-multicluster"));
        QSettings().clear();
        m_east = std::make_unique<SimFixture>(named(QStringLiteral("east"), 30));
        m_west = std::make_unique<SimFixture>(named(QStringLiteral("west"), 12));
        qputenv("KUBECONFIG", (m_east->kubeconfigPath() + QLatin1Char(':') + m_west->kubeconfigPath()).toUtf8());
    }
    void cleanupTestCase()
    {
        qunsetenv("KUBECONFIG");
        m_west.reset();
        m_east.reset();
    }
    void init() { QSettings().clear(); }

    void twoClustersAreOpenAndLiveInTheAllClustersTable()
    {
        auto w = window();
        QAbstractItemModelTester tableTester(w->table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(w->table()->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester listTester(w->navigator()->clusters(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE_WITH_TIMEOUT(w->table()->model()->rowCount(), podCount(*m_east), 10000);
        w->openBeside(QStringLiteral("west-admin"));
        QCOMPARE(w->currentContext(), QStringLiteral("east-admin")); // beside: not made current
        QCOMPARE(w->navigator()->clusters()->contexts(), QStringList({QStringLiteral("east-admin"), QStringLiteral("west-admin")}));
        QTRY_COMPARE_WITH_TIMEOUT(w->navigator()->clusters()->index(2).data(ClusterListModel::StateRole).toInt(), int(ClusterListModel::State::Synced), 10000);

        w->showAllClusters(true);
        QCOMPARE(w->table()->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("CLUSTER"));
        QCOMPARE(w->table()->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("NAMESPACE"));
        QTRY_COMPARE_WITH_TIMEOUT(w->table()->model()->rowCount(), podCount(*m_east) + podCount(*m_west), 10000);
        QCOMPARE(rowsOf(w->table()->model(), QStringLiteral("west-admin")), podCount(*m_west));

        // An object created in the cluster that is not current appears, with its CLUSTER cell.
        m_west->sim().store().create(podType(), pod(QStringLiteral("only-in-west"), QStringLiteral("Failed")));
        QTRY_VERIFY_WITH_TIMEOUT(proxyRowOf(w.get(), QStringLiteral("west-admin"), "default/only-in-west") >= 0, 5000);
        const int row = proxyRowOf(w.get(), QStringLiteral("west-admin"), "default/only-in-west");
        QCOMPARE(w->table()->proxy()->index(row, 0).data().toString(), QStringLiteral("west-admin"));
        QCOMPARE(w->table()->model()->rowOf(QStringLiteral("east-admin"), "default/only-in-west"), -1);

        // Filterable like any table: the free text matches the cluster; sortable by CLUSTER.
        w->findChild<QLineEdit *>(QStringLiteral("filterEdit"))->setText(QStringLiteral("west-"));
        QCOMPARE(w->table()->proxy()->rowCount(), podCount(*m_west));
        w->findChild<QLineEdit *>(QStringLiteral("filterEdit"))->clear();
        w->table()->view()->sortByColumn(0, Qt::DescendingOrder);
        QCOMPARE(w->table()->proxy()->index(0, 0).data().toString(), QStringLiteral("west-admin"));
        QCOMPARE(w->table()->proxy()->index(w->table()->proxy()->rowCount() - 1, 0).data().toString(), QStringLiteral("east-admin"));

        // Back to one cluster: the current one's rows, no CLUSTER column.
        w->showAllClusters(false);
        QTRY_COMPARE_WITH_TIMEOUT(w->table()->model()->rowCount(), podCount(*m_east), 5000);
        QCOMPARE(w->table()->model()->clusterColumn(), -1);
        m_west->sim().store().remove(podType(), QStringLiteral("default"), QStringLiteral("only-in-west"));
    }

    void switchingToAnOpenClusterKeepsTheOtherRunning()
    {
        auto w = window();
        w->openBeside(QStringLiteral("west-admin"));
        QTRY_COMPARE_WITH_TIMEOUT(w->table()->model()->rowCount(), podCount(*m_east), 10000);
        QPointer<ClusterSession> east = w->session();
        w->switchContext(QStringLiteral("west-admin")); // open already: made current, east stays open
        QCOMPARE(w->openClusters()->contexts().size(), 2);
        QCOMPARE(w->session(), w->openClusters()->session(QStringLiteral("west-admin")));
        QTRY_COMPARE_WITH_TIMEOUT(w->table()->model()->rowCount(), podCount(*m_west), 10000);
        QVERIFY(east);
        QVERIFY(east->informerCount() > 0); // its informers stay live while it is not shown
        w->switchContext(QStringLiteral("east-admin"));
        QCOMPARE(w->session(), east.get());
        QTRY_COMPARE_WITH_TIMEOUT(w->table()->model()->rowCount(), podCount(*m_east), 5000);
    }

    void aStalledClusterDoesNotHoldUpAnother()
    {
        // A server that accepts connections and never answers (not even the TLS handshake).
        QTcpServer stalled;
        QVERIFY(stalled.listen(QHostAddress::LocalHost));
        QList<QTcpSocket *> held;
        connect(&stalled, &QTcpServer::newConnection, this, [&] {
            while (QTcpSocket *socket = stalled.nextPendingConnection())
                held.append(socket);
        });
        QTemporaryDir dir;
        const QString stalledConfig = dir.filePath(QStringLiteral("stalled"));
        QFile file(stalledConfig);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("apiVersion: v1\nkind: Config\nclusters:\n- name: stall\n  cluster: {server: 'https://127.0.0.1:%1', insecure-skip-tls-verify: true}\n"
                                  "users:\n- name: u\n  user: {token: t}\ncontexts:\n- name: stalled\n  context: {cluster: stall, user: u}\n")
                       .arg(stalled.serverPort())
                       .toUtf8());
        file.close();
        const QByteArray before = qgetenv("KUBECONFIG");
        qputenv("KUBECONFIG", before + ':' + stalledConfig.toUtf8());

        auto w = window(QStringLiteral("stalled"));
        w->openBeside(QStringLiteral("east-admin"));
        w->showAllClusters(true);
        QTRY_VERIFY_WITH_TIMEOUT(!held.isEmpty(), 5000); // the stalled cluster was asked, and holds the request
        QTRY_COMPARE_WITH_TIMEOUT(rowsOf(w->table()->model(), QStringLiteral("east-admin")), podCount(*m_east), 10000);
        m_east->sim().store().create(podType(), pod(QStringLiteral("while-the-other-stalls")));
        QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowOf(QStringLiteral("east-admin"), "default/while-the-other-stalls") >= 0, 5000);
        // Still connecting, or unreachable once its 10 s TLS handshake timeout passed (a slow sanitizer build gets
        // there before east has synced).
        const int stalledState =
            w->navigator()->clusters()->index(w->navigator()->clusters()->rowOf(QStringLiteral("stalled"))).data(ClusterListModel::StateRole).toInt();
        QVERIFY2(stalledState == int(ClusterListModel::State::Connecting) || stalledState == int(ClusterListModel::State::Unreachable),
                 qPrintable(QString::number(stalledState)));
        QCOMPARE(rowsOf(w->table()->model(), QStringLiteral("stalled")), 0);
        m_east->sim().store().remove(podType(), QStringLiteral("default"), QStringLiteral("while-the-other-stalls"));
        w.reset();
        qputenv("KUBECONFIG", before);
    }

    void closingAClusterDropsItsRowsAndItsSession()
    {
        auto w = bothInAllClusters();
        QPointer<ClusterSession> west = w->openClusters()->session(QStringLiteral("west-admin"));
        QVERIFY(west && west->informerCount() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(m_west->sim().openWatchCount() > 0, 5000);
        w->closeCluster(QStringLiteral("west-admin"));
        QVERIFY(!west); // the session is gone, its informers with it
        QCOMPARE(rowsOf(w->table()->model(), QStringLiteral("west-admin")), 0);
        QCOMPARE(w->table()->model()->rowCount(), podCount(*m_east));
        QCOMPARE(w->navigator()->clusters()->rowOf(QStringLiteral("west-admin")), -1);
        QCOMPARE(w->currentContext(), QStringLiteral("east-admin"));
        QTRY_COMPARE_WITH_TIMEOUT(m_west->sim().openWatchCount(), 0, 10000); // its watches were closed

        // Closing the current cluster makes the next open one current; the last leaves none.
        w->openBeside(QStringLiteral("west-admin"));
        w->closeCluster(QStringLiteral("east-admin"));
        QCOMPARE(w->currentContext(), QStringLiteral("west-admin"));
        QTRY_COMPARE_WITH_TIMEOUT(w->table()->model()->rowCount(), podCount(*m_west), 10000);
        w->closeCluster(QStringLiteral("west-admin"));
        QVERIFY(!w->session());
        QCOMPARE(w->table()->model()->rowCount(), 0);
    }

    void deleteOnARowReachesThatRowsCluster()
    {
        auto w = bothInAllClusters();
        // The same name in both clusters: only the selected row's cluster loses it.
        m_east->sim().store().create(podType(), pod(QStringLiteral("twin")));
        m_west->sim().store().create(podType(), pod(QStringLiteral("twin")));
        QTRY_VERIFY_WITH_TIMEOUT(proxyRowOf(w.get(), QStringLiteral("west-admin"), "default/twin") >= 0, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(proxyRowOf(w.get(), QStringLiteral("east-admin"), "default/twin") >= 0, 5000);
        w->table()->view()->setFocus();
        w->table()->view()->selectRow(proxyRowOf(w.get(), QStringLiteral("west-admin"), "default/twin"));
        QCOMPARE(w->selections()->current().context, QStringLiteral("west-admin"));
        QTest::keyClick(w->table()->view(), Qt::Key_Delete);
        DeleteDialog *box = nullptr;
        QTRY_VERIFY((box = w->findChild<DeleteDialog *>(QStringLiteral("deleteConfirmation"))));
        QVERIFY2(box->text().contains(QLatin1String("west-admin")), qPrintable(box->text()));
        box->deleteButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!m_west->sim().store().find(podType(), QStringLiteral("default"), QStringLiteral("twin")), 5000);
        QVERIFY(m_east->sim().store().find(podType(), QStringLiteral("default"), QStringLiteral("twin")));
        QTRY_VERIFY_WITH_TIMEOUT(proxyRowOf(w.get(), QStringLiteral("west-admin"), "default/twin") < 0, 5000);
        QVERIFY(proxyRowOf(w.get(), QStringLiteral("east-admin"), "default/twin") >= 0);
        m_east->sim().store().remove(podType(), QStringLiteral("default"), QStringLiteral("twin"));
    }

    void theEventLogShowsEveryOpenClustersEventsInTheAllClustersScope()
    {
        auto w = bothInAllClusters();
        auto *view = w->findChild<QTableView *>(QStringLiteral("eventView"));
        QAbstractItemModel *log = view->model();
        QAbstractItemModelTester tester(log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The same Event name in both clusters: two lines, each with its cluster.
        m_east->sim().store().create(eventType(), eventObject(QStringLiteral("twin-event"), QStringLiteral("EastTrouble")));
        m_west->sim().store().create(eventType(), eventObject(QStringLiteral("twin-event"), QStringLiteral("WestTrouble")));
        QTRY_VERIFY_WITH_TIMEOUT(logRowOf(log, QStringLiteral("WestTrouble")) >= 0, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(logRowOf(log, QStringLiteral("EastTrouble")) >= 0, 10000);
        QCOMPARE(log->index(logRowOf(log, QStringLiteral("WestTrouble")), EventLogModel::ClusterColumn).data().toString(), QStringLiteral("west-admin"));
        QCOMPARE(log->index(logRowOf(log, QStringLiteral("EastTrouble")), EventLogModel::ClusterColumn).data().toString(), QStringLiteral("east-admin"));
        QVERIFY(!view->isColumnHidden(EventLogModel::ClusterColumn));

        // Filterable by cluster name, sortable by CLUSTER.
        w->findChild<QLineEdit *>(QStringLiteral("eventFilter"))->setText(QStringLiteral("west-admin"));
        QCOMPARE(logRowOf(log, QStringLiteral("EastTrouble")), -1);
        QVERIFY(logRowOf(log, QStringLiteral("WestTrouble")) >= 0);
        w->findChild<QLineEdit *>(QStringLiteral("eventFilter"))->clear();
        view->sortByColumn(EventLogModel::ClusterColumn, Qt::DescendingOrder);
        QCOMPARE(log->index(0, EventLogModel::ClusterColumn).data().toString(), QStringLiteral("west-admin"));

        // Live: a later Event of the cluster that is not current arrives too.
        m_west->sim().store().create(eventType(), eventObject(QStringLiteral("later"), QStringLiteral("WestLater")));
        QTRY_VERIFY_WITH_TIMEOUT(logRowOf(log, QStringLiteral("WestLater")) >= 0, 10000);

        // One cluster shown: its Events alone, no CLUSTER column.
        w->showAllClusters(false);
        QVERIFY(view->isColumnHidden(EventLogModel::ClusterColumn));
        QCOMPARE(logRowOf(log, QStringLiteral("WestTrouble")), -1);
        QVERIFY(logRowOf(log, QStringLiteral("EastTrouble")) >= 0);
        for (SimFixture *fixture : {m_east.get(), m_west.get()})
            for (const QString &name : {QStringLiteral("twin-event"), QStringLiteral("later")})
                fixture->sim().store().remove(eventType(), QStringLiteral("default"), name);
    }

    void anUnreachableClusterSaysWhenItRetries()
    {
        // A port nothing listens on: every connection is refused.
        quint16 port = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost));
            port = probe.serverPort();
        }
        QTemporaryDir dir;
        const QString downConfig = dir.filePath(QStringLiteral("down"));
        QFile file(downConfig);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("apiVersion: v1\nkind: Config\nclusters:\n- name: gone\n  cluster: {server: 'http://127.0.0.1:%1'}\n"
                                  "users:\n- name: u\n  user: {token: t}\ncontexts:\n- name: down\n  context: {cluster: gone, user: u}\n")
                       .arg(port)
                       .toUtf8());
        file.close();
        const QByteArray before = qgetenv("KUBECONFIG");
        qputenv("KUBECONFIG", before + ':' + downConfig.toUtf8());

        auto w = window();
        w->openBeside(QStringLiteral("down"));
        w->showAllClusters(true); // its informers list, fail and back off
        const ClusterListModel *list = w->navigator()->clusters();
        QTRY_VERIFY_WITH_TIMEOUT(list->index(list->rowOf(QStringLiteral("down"))).data(ClusterListModel::RetryRole).toInt() > 0, 10000);
        const QModelIndex entry = list->index(list->rowOf(QStringLiteral("down")));
        QCOMPARE(entry.data(ClusterListModel::StateRole).toInt(), int(ClusterListModel::State::Unreachable));
        const int seconds = entry.data(ClusterListModel::RetryRole).toInt();
        QVERIFY2(seconds <= 30, qPrintable(QString::number(seconds))); // the backoff's cap
        QCOMPARE(entry.data().toString(), QStringLiteral("down — unreachable, next retry in %1 s").arg(seconds));
        QVERIFY2(entry.data(Qt::ToolTipRole).toString().contains(QStringLiteral("next retry in %1 s").arg(seconds)),
                 qPrintable(entry.data(Qt::ToolTipRole).toString()));
        // The cluster that answers is not held up, and not marked.
        QCOMPARE(list->index(list->rowOf(QStringLiteral("east-admin"))).data(ClusterListModel::RetryRole).toInt(), -1);
        w.reset();
        qputenv("KUBECONFIG", before);
    }

    void eachClusterRemembersItsKindNamespaceWidthsAndSort()
    {
        constexpr int rememberedWidth = 173;
        const auto readyColumn = [](MainWindow *w) {
            for (int column = 0; column < w->table()->model()->columnCount(); ++column)
                if (w->table()->model()->headerData(column, Qt::Horizontal).toString() == QLatin1String("READY"))
                    return column;
            return -1;
        };
        {
            auto w = window();
            QTRY_VERIFY_WITH_TIMEOUT(w->session()->discovered(), 10000);
            QVERIFY(w->openResource(QStringLiteral("apps"), QStringLiteral("deployments")));
            w->table()->view()->sortByColumn(w->table()->model()->nameColumn(), Qt::DescendingOrder);
            w->table()->view()->horizontalHeader()->resizeSection(readyColumn(w.get()), rememberedWidth); // as a user drags it
            w->switchContext(QStringLiteral("west-admin")); // replaces east, which saves its view
            QTRY_VERIFY_WITH_TIMEOUT(w->session()->discovered(), 10000);
            QVERIFY(w->openResource({}, QStringLiteral("services")));
            const int at = w->scopeBar()->namespaceCombo()->findData(QStringLiteral("kube-system"));
            QTRY_VERIFY_WITH_TIMEOUT(w->scopeBar()->namespaceCombo()->findData(QStringLiteral("kube-system")) >= 0, 5000);
            w->scopeBar()->namespaceCombo()->setCurrentIndex(at >= 0 ? at : w->scopeBar()->namespaceCombo()->findData(QStringLiteral("kube-system")));
            w->close(); // saves the current cluster's view
        }
        auto w = window(QStringLiteral("east-admin"));
        QTRY_COMPARE_WITH_TIMEOUT(shownResource(w.get()), QStringLiteral("deployments"), 10000);
        QCOMPARE(w->table()->view()->horizontalHeader()->sortIndicatorSection(), w->table()->model()->nameColumn());
        QCOMPARE(w->table()->view()->horizontalHeader()->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(w->table()->view()->horizontalHeader()->sectionSize(readyColumn(w.get())), rememberedWidth);
        QCOMPARE(w->scopeBar()->namespaceCombo()->currentData().toString(), QString());
        w->switchContext(QStringLiteral("west-admin"));
        QTRY_COMPARE_WITH_TIMEOUT(shownResource(w.get()), QStringLiteral("services"), 10000);
        QCOMPARE(w->scopeBar()->namespaceCombo()->currentData().toString(), QStringLiteral("kube-system"));
    }

    void aRememberedKindWaitsForDiscoveryAndNothingElseIsListed()
    {
        remember(QStringLiteral("east-admin"), QStringLiteral("apps"), QStringLiteral("deployments"));
        QStringList podLists; // on a big cluster, listing every pod only to drop it cost seconds and memory
        m_east->sim().setRequestObserver([&podLists](const sim::HttpRequest &request) {
            if (request.path.endsWith(QLatin1String("/pods")) &&
                request.param(QStringLiteral("watch")).isEmpty())
                podLists.append(request.path);
        });
        m_east->sim().setStalled(true); // discovery has not answered yet
        auto w = window();
        QTRY_VERIFY_WITH_TIMEOUT(w->table()->placeholderText().contains(QLatin1String("deployments")), 5000);
        QCOMPARE(shownResource(w.get()), QString());
        m_east->sim().setStalled(false);
        QTRY_COMPARE_WITH_TIMEOUT(shownResource(w.get()), QStringLiteral("deployments"), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowCount() > 0, 10000);
        QVERIFY(w->table()->placeholderText().isEmpty());
        m_east->sim().setRequestObserver({});
        QCOMPARE(podLists, QStringList());
    }

    void aRememberedKindTheClusterDoesNotServeFallsBackToPods()
    {
        remember(QStringLiteral("east-admin"), QStringLiteral("gone.example.com"), QStringLiteral("widgets"));
        auto w = window();
        QTRY_COMPARE_WITH_TIMEOUT(shownResource(w.get()), QStringLiteral("pods"), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(w->table()->model()->rowCount(), podCount(*m_east), 10000);
    }

    void whenDiscoveryFailsTheFallbackSaysWhatIsWrong()
    {
        // A user of its own: discovery is cached per server and user, and east-admin's is.
        remember(QStringLiteral("east-token"), QStringLiteral("apps"), QStringLiteral("deployments"));
        m_east->sim().failPath(QStringLiteral("/api"), 403); // discovery and pods alike (/api and /apis)
        auto w = window(QStringLiteral("east-token"));
        QTRY_COMPARE_WITH_TIMEOUT(shownResource(w.get()), QStringLiteral("pods"), 10000);
        QTRY_VERIFY2_WITH_TIMEOUT(w->table()->placeholderText().contains(QLatin1String("injected failure for /api")),
                                  qPrintable(w->table()->placeholderText()), 10000);
        m_east->sim().failPath(QStringLiteral("/api"), 0);
    }

    void reopeningAtStartIsOffByDefaultAndSkipsRemovedContexts_data()
    {
        QTest::addColumn<bool>("reopen");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("off by default: only the current cluster") << false << QStringList{QStringLiteral("east-admin")};
        QTest::newRow("on: the clusters open at exit, not a context the kubeconfig lost")
            << true << QStringList{QStringLiteral("east-admin"), QStringLiteral("west-admin")};
    }
    void reopeningAtStartIsOffByDefaultAndSkipsRemovedContexts()
    {
        QFETCH(bool, reopen);
        QFETCH(QStringList, expected);
        {
            auto w = window();
            QCOMPARE(w->findChild<QAction *>(QStringLiteral("reopenClustersAction"))->isChecked(), false);
            if (reopen)
                w->findChild<QAction *>(QStringLiteral("reopenClustersAction"))->setChecked(true);
            w->openBeside(QStringLiteral("west-admin"));
            w->close();
        }
        // A context open at exit that the kubeconfig no longer has.
        QSettings().setValue(QStringLiteral("openClusters"), QStringList{QStringLiteral("east-admin"), QStringLiteral("west-admin"), QStringLiteral("gone-admin")});
        auto w = window();
        QCOMPARE(w->openClusters()->contexts(), expected);
        QCOMPARE(w->currentContext(), QStringLiteral("east-admin"));
    }
};

QTEST_MAIN(tst_MultiCluster)
#include "tst_multicluster.moc"
