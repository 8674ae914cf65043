// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// A recorded journal opened offline (qkube --journal FILE): a file exported from a real Journal shows its kinds,
// each table as it was at the timeline's moment, read-only and marked as a recording, and the History of its
// objects; a bad file shows its error, naming the file and the line.
#include "../journal/journalobjects.h"

#include "historyview.h"
#include "journalwindow.h"
#include "timelinebar.h"

#include "journal/journalfile.h"
#include "models/resourcetablemodel.h"

#include <QListWidget>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;
using namespace journaltest;
using Type = JournalEntry::Type;

namespace {

const GroupVersionResource services{{}, QStringLiteral("v1"), QStringLiteral("services")};

Object service(const QString &name, int resourceVersion)
{
    QJsonObject json{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                     {QStringLiteral("kind"), QStringLiteral("Service")},
                     {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name},
                                                              {QStringLiteral("namespace"), QStringLiteral("shop")},
                                                              {QStringLiteral("uid"), QStringLiteral("u-") + name},
                                                              {QStringLiteral("resourceVersion"), QString::number(resourceVersion)}}},
                     {QStringLiteral("spec"), QJsonObject{{QStringLiteral("type"), QStringLiteral("ClusterIP")}}}};
    return Object::fromJson(QJsonDocument(json).toJson(QJsonDocument::Compact)).value();
}

// The table's rows as "name=STATUS" (or the name alone when the kind has no STATUS column), in key order.
QStringList rows(const ResourceTableModel &model)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row) {
        QString text = model.index(row, model.nameColumn()).data().toString();
        if (model.statusColumn() >= 0)
            text += QLatin1Char('=') + model.index(row, model.statusColumn()).data().toString();
        texts.append(text);
    }
    texts.sort();
    return texts;
}

} // namespace

class tst_JournalWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;

private Q_SLOTS:
    void initTestCase()
    {
        // What File → Export writes from a live journal: pods come, change and go; a service is made.
        Journal journal;
        journal.record(entry(1'700'000'001'000, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("u-web"), 1)));
        journal.record(entry(1'700'000'002'000, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("db"), QStringLiteral("u-db"), 2)));
        journal.record({1'700'000'002'500, cluster, services, Type::Added, service(QStringLiteral("front"), 3)});
        journal.record(entry(1'700'000'003'000, Type::Modified, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("u-web"), 4, QStringLiteral("Running"))));
        journal.record(entry(1'700'000'004'000, Type::Deleted, pod(QStringLiteral("shop"), QStringLiteral("db"), QStringLiteral("u-db"), 5)));
        m_path = m_dir.filePath(QStringLiteral("shop.jsonl"));
        QVERIFY(!JournalFile::save(m_path, journal.entries(), nullptr));
    }

    void aRecordingShowsEachMomentReadOnly()
    {
        JournalWindow window(m_path, Journal::defaultByteLimit);
        window.resize(1200, 700);
        window.show();
        QSignalSpy shown(&window, &JournalWindow::momentShown);
        QTRY_VERIFY(window.isLoaded());
        QVERIFY(window.errorText().isEmpty());
        // The kinds it holds; the first shown at the end of the recording.
        QCOMPARE(window.kindsView()->count(), 2);
        QCOMPARE(window.kindsView()->item(0)->text(), QStringLiteral("pods (v1)"));
        QCOMPARE(window.kindsView()->item(1)->text(), QStringLiteral("services (v1)"));
        QVERIFY(window.bannerText().contains(m_path));
        QVERIFY(window.bannerText().contains(QLatin1String("A recording, read-only, not connected to any cluster")));
        QVERIFY(window.windowTitle().contains(QLatin1String("shop.jsonl")));
        QCOMPARE(window.timeline()->firstTimeMs(), 1'700'000'001'000);
        QCOMPARE(window.timeline()->lastTimeMs(), 1'700'000'004'000);
        QVERIFY(!window.timeline()->rates().isEmpty());
        QTRY_COMPARE(window.shownTimeMs(), 1'700'000'004'000);
        QCOMPARE(rows(*window.tableModel()), (QStringList{"web=Running"}));
        QCOMPARE(window.tableView()->editTriggers(), QAbstractItemView::NoEditTriggers);

        // Back to a moment when both pods were pending.
        window.timeline()->chooseTime(1'700'000'002'200);
        QTRY_COMPARE(window.shownTimeMs(), 1'700'000'002'200);
        QCOMPARE(rows(*window.tableModel()), (QStringList{"db=Pending", "web=Pending"}));

        // Another kind at the same moment: the service was not made yet; later it is there.
        QVERIFY(window.showKind({}, QStringLiteral("services")));
        QTRY_VERIFY(window.tableModel()->rowCount() == 0 && window.shownTimeMs() == 1'700'000'002'200);
        window.timeline()->chooseTime(1'700'000'003'000);
        QTRY_COMPARE(rows(*window.tableModel()), (QStringList{"front"}));
        QVERIFY(!window.showKind(QStringLiteral("apps"), QStringLiteral("deployments")));
    }

    void theHistoryTabWorksForItsObjects()
    {
        JournalWindow window(m_path, Journal::defaultByteLimit);
        window.show();
        QTRY_VERIFY(window.isLoaded());
        window.timeline()->chooseTime(1'700'000'002'200);
        QTRY_COMPARE(rows(*window.tableModel()), (QStringList{"db=Pending", "web=Pending"}));
        const int db = window.tableModel()->rowOf("shop/db");
        QVERIFY(db >= 0);
        window.tableView()->setCurrentIndex(static_cast<QSortFilterProxyModel *>(window.tableView()->model())->mapFromSource(window.tableModel()->index(db, 0)));
        // Its whole history, the deletion after the moment shown too.
        QTRY_COMPARE(window.history()->model()->rowCount(), 2);
        QCOMPARE(window.history()->model()->index(0, ObjectHistoryModel::ChangeColumn).data().toString(), QStringLiteral("Deleted"));
    }

    void aBadFileSaysWhereAndWhat_data()
    {
        const QByteArray good = JournalFile::line(entry(1000, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("a"), QStringLiteral("ua"), 1)));
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("error");
        QTest::newRow("garbage line") << good + "garbage\n" << QStringLiteral("line 2: not JSON");
        QTest::newRow("truncated line") << good + good + good.left(40) << QStringLiteral("line 3: cut short (the file ends inside it)");
        QTest::newRow("wrong version") << QByteArray(good).replace("\"format\":1", "\"format\":7")
                                       << QStringLiteral("line 1: journal format 7 is not one this qkube reads (format 1)");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("no change in it");
    }
    void aBadFileSaysWhereAndWhat()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, error);
        const QString path = m_dir.filePath(QStringLiteral("bad.jsonl"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(content);
        file.close();
        JournalWindow window(path, Journal::defaultByteLimit);
        window.show();
        QSignalSpy failed(&window, &JournalWindow::failed);
        QTRY_COMPARE(failed.size(), 1);
        QVERIFY(!window.isLoaded());
        QVERIFY2(window.errorText().startsWith(error), qPrintable(window.errorText()));
        QVERIFY2(window.bannerText().contains(path) && window.bannerText().contains(error), qPrintable(window.bannerText()));
        QCOMPARE(window.kindsView()->count(), 0);
    }

    void aFileOverTheLimitSaysOnlyItsNewestPartWasRead()
    {
        const qint64 limit = QFileInfo(m_path).size() / 2;
        JournalWindow window(m_path, limit);
        window.show();
        QTRY_VERIFY(window.isLoaded());
        QVERIFY2(window.bannerText().contains(QLatin1String("only its newest part was read")), qPrintable(window.bannerText()));
        QVERIFY(window.timeline()->firstTimeMs() > 1'700'000'001'000);
    }
};

QTEST_MAIN(tst_JournalWindow)
#include "tst_journalwindow.moc"
