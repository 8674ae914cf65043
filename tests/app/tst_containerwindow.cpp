// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The window's ways into a container (shell, attach, port forwards, file copy), offscreen, against kubesim:
// what a user does, through the window's own actions and widgets.
#include "actionregistry.h"
#include "bottompanel.h"
#include "containerfiles.h"
#include "containershells.h"
#include "detailspane.h"
#include "filecopydialog.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "models/resourcetablemodel.h"
#include "openclusters.h"
#include "portforwards.h"
#include "portforwardspane.h"
#include "shellpage.h"
#include "sim/resourcetype.h"
#include "simfixture.h"
#include "tablepane.h"
#include "terminalwidget.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QToolButton>

using namespace kube;

class tst_ContainerWindow : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    LanguageManager m_languages;

    std::unique_ptr<MainWindow> window()
    {
        auto w = std::make_unique<MainWindow>(
            MainWindowOptions{m_fixture->kubeconfigPath(), QStringLiteral("sim-admin"), {}}, &m_languages);
        w->resize(1280, 800);
        w->show();
        return w;
    }

    // Selects a Running pod of the table and waits for its details (the actions read them).
    static QString selectRunningPod(MainWindow *w)
    {
        QAbstractItemModel *model = w->table()->proxy();
        int status = -1;
        for (int column = 0; column < model->columnCount(); ++column)
            if (model->headerData(column, Qt::Horizontal).toString() == QLatin1String("STATUS"))
                status = column;
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->index(row, status).data().toString() == QLatin1String("Running")) {
                w->table()->view()->selectRow(row);
                const QString key = model->index(row, 0).data(ResourceTableModel::KeyRole).toString();
                if (!QTest::qWaitFor([&] { return w->details()->hasObject(); }, 5000))
                    return {};
                return key;
            }
        return {};
    }

    static bool listens(quint16 port)
    {
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, port);
        return socket.waitForConnected(2000);
    }

    static QByteArray httpGet(quint16 port)
    {
        QNetworkAccessManager manager;
        QNetworkReply *reply =
            manager.get(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port))));
        if (!QTest::qWaitFor([reply] { return reply->isFinished(); }, 15000))
            return "no answer";
        reply->deleteLater();
        return reply->readAll();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("qkube-tests-containers"));
        QSettings().clear();
        m_fixture = std::make_unique<SimFixture>();
    }
    void cleanupTestCase() { m_fixture.reset(); }

    // S on a pod opens a shell tab: typed keys reach the container's sh, its answer shows in the terminal,
    // and leaving the shell says how it ended.
    void aShellRunsInTheBottomPanel()
    {
        auto w = window();
        QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowCount() > 0, 10000);
        QVERIFY(!selectRunningPod(w.get()).isEmpty());
        QAction *shell = w->actions()->action("shellAction");
        QTRY_VERIFY(shell->isEnabled());
        shell->trigger();
        QCOMPARE(w->shells()->pages().size(), 1);
        ShellPage *page = w->shells()->pages().first();
        QVERIFY(w->bottomPanel()->isLookingAt(page));
        QTRY_COMPARE_WITH_TIMEOUT(page->state(), ShellPage::State::Running, 15000);
        page->terminal()->setFocus();
        QTest::keyClicks(page->terminal(), QStringLiteral("echo hi-from-$((40+2))"));
        QTest::keyClick(page->terminal(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(page->terminal()->screenText().contains(QLatin1String("hi-from-42")), 10000);
        QTest::keyClicks(page->terminal(), QStringLiteral("exit 7"));
        QTest::keyClick(page->terminal(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(page->state(), ShellPage::State::Ended, 10000);
        const QString ended = page->findChild<QLabel *>(QStringLiteral("shellState"))->text();
        QVERIFY2(ended.contains(QLatin1String("exit code 7")),
                 qPrintable(ended + QLatin1Char('\n') + page->terminal()->screenText()));
    }

    // A forward to a pod's port 80 answers on the local port; closing the cluster leaves nothing listening;
    // the forward is remembered and offered again when the context opens again.
    void aPortForwardIsServedRememberedAndStopped()
    {
        quint16 port = 0;
        {
            auto w = window();
            QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowCount() > 0, 10000);
            const QString pod = selectRunningPod(w.get());
            QVERIFY(!pod.isEmpty());
            QTRY_VERIFY(w->actions()->action("portForwardAction")->isEnabled());
            PortForwards *forwards = w->portForwards()->forwards();
            const int row =
                w->portForwards()->forwardSelected(QStringLiteral("80"), 0, QStringLiteral("127.0.0.1"));
            QVERIFY(row >= 0);
            QTRY_COMPARE_WITH_TIMEOUT(forwards->state(row), PortForwards::State::Active, 15000);
            port = forwards->localPort(row);
            QVERIFY(port != 0);
            const QByteArray page = httpGet(port);
            QVERIFY2(page.contains(pod.section(QLatin1Char('/'), 1).toUtf8()), page.left(300).constData());
            w->closeCluster(QStringLiteral("sim-admin"));
            QCOMPARE(forwards->state(row), PortForwards::State::Stopped);
            QVERIFY(!listens(port));
        }
        auto w = window(); // the context opens again: the forward is listed, stopped, on the same port
        PortForwards *forwards = w->portForwards()->forwards();
        QTRY_COMPARE_WITH_TIMEOUT(forwards->rowCount(), 1, 10000);
        QCOMPARE(forwards->state(0), PortForwards::State::Stopped);
        QCOMPARE(forwards->localPort(0), port);
        forwards->startRemembered(QStringLiteral("sim-admin"));
        QTRY_COMPARE_WITH_TIMEOUT(forwards->state(0), PortForwards::State::Active, 15000);
        QVERIFY(httpGet(port).startsWith("<") || !httpGet(port).isEmpty());
        forwards->remove(0);
        QVERIFY(!listens(port));
    }

    // A forward to a Service reaches a Running pod of it; when that pod is deleted, the next connection finds
    // another of the Service's pods, on the same local port.
    void aServiceForwardFollowsItsPods()
    {
        auto w = window();
        QTRY_VERIFY_WITH_TIMEOUT(w->openResource({}, QStringLiteral("services")), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowOf("default/web") >= 0, 10000);
        w->table()->view()->selectRow(
            w->table()
                ->proxy()
                ->mapFromSource(w->table()->model()->index(w->table()->model()->rowOf("default/web"), 0))
                .row());
        QTRY_VERIFY_WITH_TIMEOUT(w->details()->hasObject(), 5000);
        QTRY_VERIFY(w->actions()->action("portForwardAction")->isEnabled());
        PortForwards *forwards = w->portForwards()->forwards();
        const int row =
            w->portForwards()->forwardSelected(QStringLiteral("80"), 0, QStringLiteral("127.0.0.1"));
        QTRY_COMPARE_WITH_TIMEOUT(forwards->state(row), PortForwards::State::Active, 15000);
        const quint16 port = forwards->localPort(row);
        const QString first = forwards->pod(row);
        QVERIFY(first.startsWith(QLatin1String("web-")));
        QVERIFY(httpGet(port).contains(first.toUtf8()));

        m_fixture->sim().store().remove(
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")),
            QStringLiteral("default"), first);
        httpGet(port); // this connection meets the deleted pod: the forward looks for another
        QTRY_VERIFY_WITH_TIMEOUT(
            forwards->pod(row) != first && forwards->state(row) == PortForwards::State::Active, 20000);
        QCOMPARE(forwards->localPort(row), port);
        const QByteArray page = httpGet(port);
        QVERIFY2(page.contains(forwards->pod(row).toUtf8()), page.left(300).constData());
        forwards->remove(row);
    }

    // Upload a file into the container and download it back: the same bytes.
    void filesGoInAndComeBackOut()
    {
        auto w = window();
        QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowCount() > 0, 10000);
        QVERIFY(!selectRunningPod(w.get()).isEmpty());
        QTRY_VERIFY(w->actions()->action("uploadAction")->isEnabled());
        QTemporaryDir dir;
        const QByteArray content = QByteArray("line of a file\n").repeated(20000);
        {
            QFile file(dir.filePath(QStringLiteral("notes.txt")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(content);
        }
        std::unique_ptr<FileCopyDialog> upload(w->files()->newDialog(FileCopy::Direction::Upload));
        QVERIFY(upload);
        upload->remotePathEdit()->setText(QStringLiteral("/tmp"));
        upload->localPathEdit()->setText(dir.filePath(QStringLiteral("notes.txt")));
        QSignalSpy uploaded(upload.get(), &FileCopyDialog::copyFinished);
        upload->startCopy();
        QTRY_COMPARE_WITH_TIMEOUT(uploaded.size(), 1, 30000);
        QVERIFY2(!uploaded.first().first().value<Error>(), qPrintable(upload->outcome()));

        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("back")));
        std::unique_ptr<FileCopyDialog> download(w->files()->newDialog(FileCopy::Direction::Download));
        download->remotePathEdit()->setText(QStringLiteral("/tmp/notes.txt"));
        download->localPathEdit()->setText(dir.filePath(QStringLiteral("back")));
        QSignalSpy downloaded(download.get(), &FileCopyDialog::copyFinished);
        download->startCopy();
        QTRY_COMPARE_WITH_TIMEOUT(downloaded.size(), 1, 30000);
        QVERIFY2(!downloaded.first().first().value<Error>(), qPrintable(download->outcome()));
        QFile back(dir.filePath(QStringLiteral("back/notes.txt")));
        QVERIFY(back.open(QIODevice::ReadOnly));
        QCOMPARE(back.readAll(), content);

        // A path that is not there: said in the user's words, nothing written.
        std::unique_ptr<FileCopyDialog> missing(w->files()->newDialog(FileCopy::Direction::Download));
        missing->remotePathEdit()->setText(QStringLiteral("/no/such/file"));
        missing->localPathEdit()->setText(dir.filePath(QStringLiteral("back")));
        QSignalSpy failed(missing.get(), &FileCopyDialog::copyFinished);
        missing->startCopy();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 30000);
        QVERIFY(failed.first().first().value<Error>());
        QVERIFY2(missing->outcome().contains(QLatin1String("No such file"), Qt::CaseInsensitive) ||
                     missing->outcome().contains(QLatin1String("no such file"), Qt::CaseInsensitive),
                 qPrintable(missing->outcome()));
    }

    // A shell whose stream is cut says the connection was lost and offers Reconnect, which opens it again;
    // the page moves to a window of its own and back.
    void aLostShellReconnectsAndPopsOut()
    {
        auto w = window();
        QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowCount() > 0, 10000);
        QVERIFY(!selectRunningPod(w.get()).isEmpty());
        QTRY_VERIFY(w->actions()->action("shellAction")->isEnabled());
        w->actions()->action("shellAction")->trigger();
        ShellPage *page = w->shells()->pages().last();
        QTRY_COMPARE_WITH_TIMEOUT(page->state(), ShellPage::State::Running, 15000);
        m_fixture->sim().cutExecStreams();
        QTRY_COMPARE_WITH_TIMEOUT(page->state(), ShellPage::State::Lost, 10000);
        auto *reconnect = page->findChild<QToolButton *>(QStringLiteral("shellRestart"));
        QVERIFY(reconnect->isVisibleTo(page));
        reconnect->click();
        QTRY_COMPARE_WITH_TIMEOUT(page->state(), ShellPage::State::Running, 15000);

        page->findChild<QToolButton *>(QStringLiteral("shellPopOut"))->click();
        QVERIFY(page->isWindow());
        QCOMPARE(w->bottomPanel()->tabs()->indexOf(page), -1);
        QTest::keyClicks(page->terminal(), QStringLiteral("echo still-$((1+1))"));
        QTest::keyClick(page->terminal(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(page->terminal()->screenText().contains(QLatin1String("still-2")), 10000);
        page->findChild<QToolButton *>(QStringLiteral("shellPopOut"))->click();
        QVERIFY(!page->isWindow());
        QVERIFY(w->bottomPanel()->isLookingAt(page));
    }

    // Closing a cluster ends its shells: the page stays to be read and says why.
    void closingTheClusterEndsItsShells()
    {
        auto w = window();
        QTRY_VERIFY_WITH_TIMEOUT(w->table()->model()->rowCount() > 0, 10000);
        QVERIFY(!selectRunningPod(w.get()).isEmpty());
        QTRY_VERIFY(w->actions()->action("shellAction")->isEnabled());
        ShellPage *page = w->shells()->open(w->details()->shownDetails().containers.first().name,
                                            {QStringLiteral("sh")}, false);
        QVERIFY(page);
        QTRY_COMPARE_WITH_TIMEOUT(page->state(), ShellPage::State::Running, 15000);
        w->closeCluster(QStringLiteral("sim-admin"));
        QCOMPARE(page->state(), ShellPage::State::Ended);
        QVERIFY(page->terminal()->isReadOnly());
    }
};

QTEST_MAIN(tst_ContainerWindow)
#include "tst_containerwindow.moc"
