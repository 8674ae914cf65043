// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/logmodel.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {

LogLine text(const QByteArray &bytes, const QString &pod = QStringLiteral("web-1"),
             const QString &container = QStringLiteral("app"), qint64 timeNs = 0)
{
    LogLine line;
    line.text = bytes;
    line.pod = pod;
    line.container = container;
    line.timeNs = timeNs;
    return line;
}

// "line 0" .. "line n-1", starting at `from`.
LogLines numbered(int from, int count)
{
    LogLines lines;
    for (int i = from; i < from + count; ++i)
        lines.append(text("line " + QByteArray::number(i)));
    return lines;
}

QStringList shown(const QAbstractItemModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, 0).data().toString();
    return out;
}

} // namespace

class tst_LogModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void batchesAreInsertedNeverReset()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.appendLines(numbered(0, 3));
        model.appendLines(numbered(3, 2));
        QCOMPARE(shown(model), QStringList({"line 0", "line 1", "line 2", "line 3", "line 4"}));
        QCOMPARE(inserted.size(), 2);
        QCOMPARE(inserted.at(1).at(1).toInt(), 3);
        QCOMPARE(inserted.at(1).at(2).toInt(), 4);
        QCOMPARE(reset.size(), 0);
    }

    void theBoundDropsTheOldest_data()
    {
        QTest::addColumn<int>("capacity");
        QTest::addColumn<QList<int>>("batches"); // sizes, numbered on
        QTest::addColumn<int>("lowerTo");        // 0: keep the capacity
        QTest::addColumn<QString>("first");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("removals");
        QTest::newRow("batches within the bound keep everything")
            << 10 << QList<int>{4, 6} << 0 << "line 0" << 10 << 0;
        QTest::newRow("an overflowing batch drops the oldest")
            << 10 << QList<int>{8, 5} << 0 << "line 3" << 10 << 1;
        QTest::newRow("a batch bigger than the bound keeps its newest lines")
            << 10 << QList<int>{3, 25} << 0 << "line 18" << 10 << 1;
        QTest::newRow("lowering the bound drops the oldest")
            << 10 << QList<int>{10} << 4 << "line 6" << 4 << 1;
    }
    void theBoundDropsTheOldest()
    {
        QFETCH(int, capacity);
        QFETCH(QList<int>, batches);
        QFETCH(int, lowerTo);
        QFETCH(QString, first);
        QFETCH(int, rows);
        QFETCH(int, removals);
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(capacity);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        int next = 0;
        for (int size : batches) {
            model.appendLines(numbered(next, size));
            next += size;
        }
        if (lowerTo)
            model.setCapacity(lowerTo);
        QCOMPARE(model.rowCount(), rows);
        QCOMPARE(model.index(0, 0).data().toString(), first);
        QCOMPARE(model.index(rows - 1, 0).data().toString(), QStringLiteral("line %1").arg(next - 1));
        QCOMPARE(removed.size(), removals);
    }

    void pauseHoldsAndCountsUntilResume()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy held(&model, &LogModel::heldCountChanged);
        model.appendLines(numbered(0, 2));
        model.pause();
        model.appendLines(numbered(2, 3));
        model.appendLines(numbered(5, 4));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.heldCount(), 7);
        QCOMPARE(held.last().first().toLongLong(), 7);
        model.resume();
        QCOMPARE(model.heldCount(), 0);
        QCOMPARE(held.last().first().toLongLong(), 0);
        QCOMPARE(model.rowCount(), 9);
        QCOMPARE(model.index(8, 0).data().toString(), QStringLiteral("line 8"));
    }

    void linesHeldBeyondTheBoundAreCountedButNotKept()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(10);
        model.appendLines(numbered(0, 5));
        model.pause();
        for (int i = 0; i < 5; ++i)
            model.appendLines(numbered(5 + i * 5, 5));
        QCOMPARE(model.heldCount(), 25);
        model.resume();
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("line 20"));
        QCOMPARE(model.index(9, 0).data().toString(), QStringLiteral("line 29"));
    }

    void timestampsInUtcOrLocalTime()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const qint64 timeNs =
            QDateTime(QDate(2026, 3, 4), QTime(5, 6, 7, 890), Qt::UTC).toMSecsSinceEpoch() * 1000000 + 123456;
        model.appendLines(
            {text("hello", QStringLiteral("web-1"), QStringLiteral("app"), timeNs), text("no time")});
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("hello"));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setTimestampsShown(true);
        QCOMPARE(changed.size(), 1);
        model.setTimeZone(LogModel::TimeZone::Utc);
        QCOMPARE(model.index(0, 0).data(LogModel::TimestampRole).toString(),
                 QStringLiteral("2026-03-04T05:06:07.890Z"));
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("2026-03-04T05:06:07.890Z hello"));
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("no time"));
        model.setTimeZone(LogModel::TimeZone::Local);
        const QString local = QDateTime::fromMSecsSinceEpoch(timeNs / 1000000, Qt::LocalTime)
                                  .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
        QCOMPARE(model.index(0, 0).data(LogModel::TimestampRole).toString(), local);
        model.setTimestampsShown(false);
        QCOMPARE(model.index(0, 0).data(LogModel::TimestampRole).toString(), QString());
    }

    void mergedLogsArePrefixedInAStableColour()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendLines({text("one", QStringLiteral("web-1"), QStringLiteral("app"))});
        QCOMPARE(model.index(0, 0).data(LogModel::PrefixRole).toString(), QString()); // one source: no prefix
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.appendLines({text("two", QStringLiteral("web-2"), QStringLiteral("app")),
                           text("three", QStringLiteral("web-1"), QStringLiteral("app"))});
        QCOMPARE(changed.size(), 1); // the first line gets its prefix too
        QCOMPARE(shown(model), QStringList({"web-1/app one", "web-2/app two", "web-1/app three"}));
        QCOMPARE(model.index(0, 0).data(LogModel::PrefixColorRole),
                 model.index(2, 0).data(LogModel::PrefixColorRole));
        // The colour follows the name, not the order of arrival.
        LogModel other;
        other.appendLines({text("x", QStringLiteral("web-2"), QStringLiteral("app")),
                           text("y", QStringLiteral("web-1"), QStringLiteral("app"))});
        QCOMPARE(other.index(1, 0).data(LogModel::PrefixColorRole),
                 model.index(0, 0).data(LogModel::PrefixColorRole));
        QCOMPARE(other.index(0, 0).data(LogModel::PrefixColorRole),
                 model.index(1, 0).data(LogModel::PrefixColorRole));
    }

    // One pod's containers are told apart by the container; the pod's name comes in once a second pod does.
    void onePodsContainersArePrefixedByContainer()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendLines({text("one", QStringLiteral("web-1"), QStringLiteral("app")),
                           text("two", QStringLiteral("web-1"), QStringLiteral("proxy"))});
        QCOMPARE(shown(model), QStringList({"app one", "proxy two"}));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.appendLines({text("three", QStringLiteral("web-2"), QStringLiteral("app"))});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(shown(model), QStringList({"web-1/app one", "web-1/proxy two", "web-2/app three"}));
    }

    void markers_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QByteArray>("reason");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("reconnected") << int(LogLine::Kind::Reconnected) << QByteArray() << 0
                                     << "reconnected (no line lost or repeated)";
        QTest::newRow("restarted with a reason")
            << int(LogLine::Kind::ContainerRestarted) << QByteArray("OOMKilled") << 137
            << "container restarted (exit code 137, OOMKilled)";
        QTest::newRow("restarted without a reason") << int(LogLine::Kind::ContainerRestarted) << QByteArray()
                                                    << 1 << "container restarted (exit code 1)";
    }
    void markers()
    {
        QFETCH(int, kind);
        QFETCH(QByteArray, reason);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        LogLine marker = text(reason);
        marker.kind = LogLine::Kind(kind);
        marker.exitCode = exitCode;
        model.appendLines({text("before"), marker, text("after")});
        QCOMPARE(model.index(1, 0).data().toString(), expected);
        QCOMPARE(model.index(1, 0).data(LogModel::KindRole).toInt(), kind);
        QCOMPARE(model.index(1, 0).data(LogModel::MessageRole).value<SgrText>().text, expected);
        QCOMPARE(model.text(), QStringLiteral("before\n%1\nafter\n").arg(expected));
    }

    void ansiIsDecodedForDrawingAndStrippedForText()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendLines({text("\x1b[1;31mERROR\x1b[0m disk full\x1b[K")});
        const SgrText message = model.index(0, 0).data(LogModel::MessageRole).value<SgrText>();
        QCOMPARE(message.text, QStringLiteral("ERROR disk full"));
        QCOMPARE(message.runs.size(), 1);
        QCOMPARE(message.runs.first().length, 5);
        QCOMPARE(message.runs.first().style.foreground, TermColor::palette(1));
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("ERROR disk full"));
        QCOMPARE(model.index(0, 0).data(LogModel::ColumnsRole).toInt(), 15);
    }

    void aMegabyteLineIsShownCut()
    {
        LogModel model;
        model.appendLines({text(QByteArray(1 << 20, 'x'))});
        QCOMPARE(model.index(0, 0).data(LogModel::ColumnsRole).toInt(), LogModel::maxShownChars);
        const SgrText message = model.index(0, 0).data(LogModel::MessageRole).value<SgrText>();
        QCOMPARE(message.text.size(), LogModel::maxShownChars);
        QVERIFY(message.truncated);
    }

    void search_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<qint64>("count");
        QTest::addColumn<QList<int>>("rowsVisitedByNext"); // from no current match, wrapping
        QTest::newRow("case-insensitive, every occurrence")
            << "error" << qint64(5) << QList<int>{0, 2, 2, 3, 4, 0};
        QTest::newRow("escape sequences are not text") << "31m" << qint64(0) << QList<int>{};
        QTest::newRow("markers are searchable") << "restarted" << qint64(1) << QList<int>{3, 3};
        QTest::newRow("no match") << "nothing" << qint64(0) << QList<int>{};
    }
    void search()
    {
        QFETCH(QString, query);
        QFETCH(qint64, count);
        QFETCH(QList<int>, rowsVisitedByNext);
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        LogLine restarted = text("Error");
        restarted.kind = LogLine::Kind::ContainerRestarted;
        restarted.exitCode = 1;
        model.appendLines({text("\x1b[31mERROR\x1b[0m one"), text("fine"), text("error, Error"), restarted,
                           text("last error")});
        QSignalSpy matches(&model, &LogModel::matchesChanged);
        model.setSearchText(query);
        QCOMPARE(matches.size(), 1);
        QCOMPARE(model.matchCount(), count);
        QCOMPARE(model.currentMatch(), -1);
        QList<int> visited;
        for (int i = 0; i < rowsVisitedByNext.size(); ++i) {
            model.nextMatch();
            visited << model.currentMatchRow();
        }
        QCOMPARE(visited, rowsVisitedByNext);
    }

    void searchNavigationMarksTheCurrentOccurrence()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendLines({text("a x"), text("x x"), text("b")});
        model.setSearchText(QStringLiteral("x"));
        QCOMPARE(model.index(1, 0).data(LogModel::MatchCountRole).toInt(), 2);
        QCOMPARE(model.index(2, 0).data(LogModel::MatchCountRole).toInt(), 0);
        model.setCurrentMatchFrom(1);
        QCOMPARE(model.currentMatch(), 1);
        QCOMPARE(model.index(1, 0).data(LogModel::CurrentMatchRole).toInt(), 0);
        model.nextMatch();
        QCOMPARE(model.index(1, 0).data(LogModel::CurrentMatchRole).toInt(), 1);
        model.previousMatch();
        model.previousMatch();
        QCOMPARE(model.currentMatchRow(), 0);
        QCOMPARE(model.index(1, 0).data(LogModel::CurrentMatchRole).toInt(), -1);
        model.previousMatch(); // wraps to the last
        QCOMPARE(model.currentMatch(), 2);
        QCOMPARE(model.currentMatchRow(), 1);
    }

    void searchFollowsAppendsAndTheBound()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(4);
        model.setSearchText(QStringLiteral("hit"));
        model.appendLines({text("hit 1"), text("miss"), text("hit 2")});
        QCOMPARE(model.matchCount(), 2);
        model.nextMatch();
        QCOMPARE(model.currentMatchRow(), 0);
        model.appendLines({text("hit 3"), text("hit 4")}); // "hit 1" falls off, and the current match with it
        QCOMPARE(model.matchCount(), 3);
        QCOMPARE(model.currentMatch(), -1);
        model.nextMatch();
        QCOMPARE(model.index(model.currentMatchRow(), 0).data().toString(), QStringLiteral("hit 2"));
        QCOMPARE(model.currentMatch(), 0);
    }

    void onlyMatchingLinesFilter()
    {
        LogModel model;
        LogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendLines({text("GET /a 200"), text("GET /b 500"), text("POST /c 500")});
        proxy.setOnlyMatching(true);
        QCOMPARE(proxy.rowCount(), 3); // no search: nothing to filter by
        model.setSearchText(QStringLiteral("500"));
        QCOMPARE(shown(proxy), QStringList({"GET /b 500", "POST /c 500"}));
        model.appendLines({text("GET /d 200"), text("GET /e 500")});
        QCOMPARE(shown(proxy), QStringList({"GET /b 500", "POST /c 500", "GET /e 500"}));
        model.setSearchText(QStringLiteral("get"));
        QCOMPARE(shown(proxy), QStringList({"GET /a 200", "GET /b 500", "GET /d 200", "GET /e 500"}));
        proxy.setOnlyMatching(false);
        QCOMPARE(proxy.rowCount(), 5);
    }

    // A view keeps a reader's place by this: lines only ever go from the top and arrive at the end, the
    // oldest going first, in the model and in the only-matching proxy alike.
    void linesGoFromTheTopAndArriveAtTheEnd_data()
    {
        QTest::addColumn<bool>("onlyMatching");
        QTest::newRow("all lines") << false;
        QTest::newRow("only matching lines") << true;
    }
    void linesGoFromTheTopAndArriveAtTheEnd()
    {
        QFETCH(bool, onlyMatching);
        LogModel model;
        model.setCapacity(10);
        LogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setOnlyMatching(onlyMatching);
        model.setSearchText(QStringLiteral("line"));
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QStringList changes;
        connect(
            &proxy, &QAbstractItemModel::rowsAboutToBeRemoved, this,
            [&](const QModelIndex &, int first, int last) {
                changes << QStringLiteral("remove %1-%2 of %3").arg(first).arg(last).arg(proxy.rowCount());
            });
        connect(
            &proxy, &QAbstractItemModel::rowsAboutToBeInserted, this,
            [&](const QModelIndex &, int first, int last) {
                changes << QStringLiteral("insert %1-%2 at %3").arg(first).arg(last).arg(proxy.rowCount());
            });
        model.appendLines(numbered(0, 8));
        model.appendLines(numbered(8, 5));                             // three go
        model.appendLines({text("line 13", QStringLiteral("web-2"))}); // a second pod: prefixes, no moves
        QCOMPARE(changes, QStringList({"insert 0-7 at 0", "remove 0-2 of 8", "insert 5-9 at 5",
                                       "remove 0-0 of 10", "insert 9-9 at 9"}));
        QCOMPARE(proxy.index(9, 0).data().toString(), QStringLiteral("web-2/app line 13"));
    }

    void clearEmptiesEverything()
    {
        LogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.appendLines(numbered(0, 3));
        model.setSearchText(QStringLiteral("line"));
        model.pause();
        model.appendLines(numbered(3, 3));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.heldCount(), 0);
        QCOMPARE(model.matchCount(), 0);
        model.resume();
        QCOMPARE(model.rowCount(), 0);
        model.appendLines(numbered(7, 1));
        QCOMPARE(model.matchCount(), 1);
    }
};

QTEST_GUILESS_MAIN(tst_LogModel)
#include "tst_logmodel.moc"
