// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rows.h"

#include "models/eventlogmodel.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
Object eventObject(const char *name, const char *type, const char *reason, int count,
                   const char *ns = "default", const char *objectUid = "")
{
    return Object::fromJson(
               QByteArray("{\"kind\":\"Event\",\"metadata\":{\"name\":\"") + name + "\",\"namespace\":\"" +
               ns + "\"},\"involvedObject\":{\"kind\":\"Pod\",\"name\":\"web-1\",\"uid\":\"" + objectUid +
               "\"},\"type\":\"" + type + "\",\"reason\":\"" + reason + "\",\"message\":\"something " +
               reason + "\",\"count\":" + QByteArray::number(count) +
               ",\"lastTimestamp\":\"2026-01-01T00:00:00Z\"}")
        .value();
}
// An Event as the events' RowFeed delivers it: cells from EventLogModel::printer().
RowChange eventUpsert(const Object &o)
{
    RowChange change;
    change.row.object = o;
    change.row.key = o.key();
    change.row.nameOffset = int(o.namespaceName().size()) + 1;
    change.row.cells = EventLogModel::printer()->cells(o);
    return change;
}
// A pod row as the table's feed delivers it: NAME, STATUS.
RowChange podUpsert(const char *name, const char *status, bool initial = false)
{
    RowChange change =
        upsert(QStringLiteral("default"), QString::fromLatin1(name),
               {PrintCell::text(QString::fromLatin1(name)), PrintCell::text(QString::fromLatin1(status))});
    change.initial = initial;
    return change;
}
constexpr int statusColumn = 1;
} // namespace

class tst_EventLogModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void newestFirstAndSeenAgainMovesToTheTop()
    {
        EventLogModel model;
        model.setNowForTesting(parseTimestamp("2026-01-01T00:01:00Z"));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyEventBatch({eventUpsert(eventObject("e1", "Normal", "Pulled", 1))});
        model.applyEventBatch({eventUpsert(eventObject("e2", "Warning", "BackOff", 1))});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("BackOff"));
        QCOMPARE(model.index(0, EventLogModel::LastSeenColumn).data().toString(), QStringLiteral("60s"));
        QCOMPARE(model.index(0, EventLogModel::ObjectColumn).data().toString(),
                 QStringLiteral("default/pod/web-1"));
        model.applyEventBatch({eventUpsert(eventObject("e1", "Normal", "Pulled", 5))}); // seen again
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("Pulled"));
        QCOMPARE(model.index(0, EventLogModel::CountColumn).data().toInt(), 5);
        QCOMPARE(model.index(1, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("BackOff"));
        // Listed again (a subscription made anew): the state, not news; the line stays where it is.
        RowChange listed = eventUpsert(eventObject("e1", "Normal", "Pulled", 6));
        listed.initial = true;
        model.applyEventBatch({listed});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, EventLogModel::CountColumn).data().toInt(), 6);
        listed = eventUpsert(eventObject("e2", "Warning", "BackOff", 1));
        listed.initial = true;
        model.applyEventBatch({listed});
        QCOMPARE(model.index(1, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("BackOff"));
        // Twice in one batch: one line, as it was last.
        model.applyEventBatch({eventUpsert(eventObject("e2", "Warning", "BackOff", 2)),
                               eventUpsert(eventObject("e2", "Warning", "BackOff", 3))});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, EventLogModel::CountColumn).data().toInt(), 3);
    }

    // The log keeps each cluster's newest lines: an Event seen again is among them, however long ago it was
    // first logged (the soak's checkpoints found the newest Events missing when a repeat kept its old line,
    // the first to go).
    void anEventSeenAgainIsKeptAmongTheNewest()
    {
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(10);
        const auto event = [](int i, int count = 1) {
            return eventUpsert(
                eventObject(QByteArray("e" + QByteArray::number(i)).constData(), "Normal", "Started", count));
        };
        for (int i = 0; i < 10; ++i)
            model.applyEventBatch({event(i)});
        model.applyEventBatch({event(0, 2)});
        for (int i = 10; i < 15; ++i)
            model.applyEventBatch({event(i)});
        QCOMPARE(model.rowCount(), 10);
        QStringList keys;
        for (int row = 0; row < model.rowCount(); ++row)
            keys.append(model.index(row, 0).data(EventLogModel::KeyRole).toString());
        QVERIFY2(keys.contains(QStringLiteral("default/e0")), qPrintable(keys.join(QLatin1Char(' '))));
        QCOMPARE(keys.indexOf(QStringLiteral("default/e0")), 5); // five newer Events above it
        QVERIFY(!keys.contains(QStringLiteral("default/e5")));
    }

    // Events a relist brings back after the log dropped them (the server keeps an Event an hour, the log its
    // newest lines) are older than the Events the log holds: they go first again, however often the
    // informer lists, and never push the newest out (the hour's soak lost 60 of a cluster's newest 200 Events
    // after its restart storms' relists, when the oldest lines were those at the bottom).
    void eventsARelistBringsBackDoNotPushTheNewestOut()
    {
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(10);
        const auto event = [](int version, bool listed = false) {
            const QByteArray name = "e" + QByteArray::number(version);
            RowChange change =
                eventUpsert(Object::fromJson("{\"kind\":\"Event\",\"metadata\":{\"name\":\"" + name +
                                             "\",\"namespace\":\"default\",\"resourceVersion\":\"" +
                                             QByteArray::number(version) +
                                             "\"},\"involvedObject\":{\"kind\":\"Pod\",\"name\":\"web-1\"},"
                                             "\"type\":\"Normal\",\"reason\":\"Started\",\"count\":1}")
                                .value());
            change.initial = listed;
            return change;
        };
        for (int version = 1; version <= 15; ++version)
            model.applyEventBatch({event(version)});
        // The server still has all fifteen: each relist lists them all, the five the log dropped included.
        const auto keys = [&model] {
            QStringList out;
            for (int row = 0; row < model.rowCount(); ++row)
                out.append(model.index(row, 0).data(EventLogModel::KeyRole).toString());
            return out;
        };
        for (int relist = 0; relist < 3; ++relist) {
            RowBatch list;
            for (int version = 1; version <= 15; ++version)
                list.append(event(version, true));
            model.applyEventBatch(list);
            QCOMPARE(model.rowCount(), 10);
            for (int version = 6; version <= 15; ++version)
                QVERIFY2(keys().contains(QStringLiteral("default/e%1").arg(version)),
                         qPrintable(QStringLiteral("relist %1: ").arg(relist + 1) + keys().join(u' ')));
        }
        QCOMPARE(keys().first(), QStringLiteral("default/e15"));
        // A watch's Event newer than all of them still goes on top, and the oldest goes.
        model.applyEventBatch({event(16)});
        QCOMPARE(model.index(0, 0).data(EventLogModel::KeyRole).toString(), QStringLiteral("default/e16"));
        QCOMPARE(model.rowCount(), 10);
        QVERIFY(!model
                     .match(model.index(0, 0), EventLogModel::KeyRole, QStringLiteral("default/e6"), 1,
                            Qt::MatchExactly)
                     .size());
    }

    // Every row of a type shows the same QIcon: one SVG engine whose pixmaps QPixmapCache finds again, not a
    // new engine per painted row that renders its SVG anew and leaves a dead pixmap in the cache.
    void rowsShareTheirTypesIcon()
    {
        EventLogModel model;
        model.applyEventBatch({eventUpsert(eventObject("e1", "Normal", "Pulled", 1)),
                               eventUpsert(eventObject("e2", "Normal", "Started", 1)),
                               eventUpsert(eventObject("e3", "Warning", "BackOff", 1))});
        QCOMPARE(model.rowCount(), 3);
        auto icon = [&](int row) {
            return model.index(row, EventLogModel::TypeColumn).data(Qt::DecorationRole).value<QIcon>();
        };
        int normal = -1, other = -1;
        for (int row = 0; row < 3; ++row)
            if (model.index(row, EventLogModel::TypeColumn).data().toString() == QLatin1String("Normal"))
                (normal < 0 ? normal : other) = row;
        QVERIFY(normal >= 0 && other >= 0);
        QCOMPARE(icon(normal).cacheKey(), icon(normal).cacheKey());                // asked again
        QCOMPARE(icon(normal).cacheKey(), icon(other).cacheKey());                 // another row of the type
        QCOMPARE_NE(icon(normal).cacheKey(), icon(3 - normal - other).cacheKey()); // a Warning's is its own
    }

    void changesOfTheTablesObjectsBecomeLogLines()
    {
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyObjectBatch({podUpsert("existing", "Running", true)}, QStringLiteral("Pod"),
                               statusColumn); // the initial list is not news
        QCOMPARE(model.rowCount(), 0);
        model.applyObjectBatch({podUpsert("fresh", "Pending")}, QStringLiteral("Pod"), statusColumn);
        model.applyObjectBatch({podUpsert("fresh", "Running")}, QStringLiteral("Pod"), statusColumn);
        model.applyObjectBatch({podUpsert("fresh", "Running")}, QStringLiteral("Pod"),
                               statusColumn); // no status change: no line
        model.applyObjectBatch({removal(QStringLiteral("default"), QStringLiteral("fresh"))},
                               QStringLiteral("Pod"), statusColumn);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(2, EventLogModel::MessageColumn).data().toString(), QStringLiteral("Pod added"));
        QCOMPARE(model.index(1, EventLogModel::MessageColumn).data().toString(),
                 QStringLiteral("Pod status changed: Pending → Running"));
        QCOMPARE(model.index(1, EventLogModel::ObjectColumn).data().toString(),
                 QStringLiteral("default/pod/fresh"));
        QCOMPARE(model.index(0, EventLogModel::MessageColumn).data().toString(),
                 QStringLiteral("Pod deleted"));
        QCOMPARE(model.index(0, 0).data(EventLogModel::SourceRole).toString(), QStringLiteral("qkube"));
    }

    void theEventsKindMakesNoLinesOfItsOwn_data()
    {
        QTest::addColumn<bool>("deleted");
        QTest::newRow("an Event added") << false;
        QTest::newRow("an Event deleted") << true;
    }
    void theEventsKindMakesNoLinesOfItsOwn()
    {
        // given the table shows Events, whose objects are lines of the log already
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QFETCH(bool, deleted);
        const RowChange change = deleted ? removal(QStringLiteral("default"), QStringLiteral("e9"))
                                         : eventUpsert(eventObject("e9", "Warning", "BackOff", 1));
        // when the table's batch reaches the log
        model.applyObjectBatch({change}, QStringLiteral("Event"), 0);
        // then qkube adds no "Event added/deleted" line
        QCOMPARE(model.rowCount(), 0);
        // while the same Event, as an Event, is a line
        model.applyEventBatch({eventUpsert(eventObject("e1", "Warning", "BackOff", 1))});
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("BackOff"));
    }

    void cappedSoMemoryStaysBounded()
    {
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(10);
        for (int i = 0; i < 25; ++i)
            model.applyEventBatch({eventUpsert(
                eventObject(QByteArray("e" + QByteArray::number(i)).constData(), "Normal", "Started", 1))});
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.index(0, EventLogModel::CountColumn).data().toInt(), 1);
        model.applyEventBatch(
            {eventUpsert(eventObject("e24", "Normal", "Started", 2))}); // the newest is still updatable
        QCOMPARE(model.index(0, EventLogModel::CountColumn).data().toInt(), 2);
    }

    // Several clusters in one log: a burst from one (a cluster back after an outage delivers what it missed,
    // a relist its changes) never pushes another cluster's recent Events out, nor qkube's own lines a
    // cluster's Events; an Event kept below a removed run is still updated in its own row.
    void eachClusterKeepsItsNewestLines()
    {
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(10);
        const QString quiet = QStringLiteral("quiet");
        const QString busy = QStringLiteral("busy");
        const auto event = [](int i, int count = 1) {
            return eventUpsert(
                eventObject(QByteArray("e" + QByteArray::number(i)).constData(), "Normal", "Started", count));
        };
        model.applyEventBatch({event(0)}, busy);
        for (int i = 1; i <= 4; ++i)
            model.applyEventBatch({event(i)}, quiet);
        RowBatch burst;
        for (int i = 100; i < 130; ++i)
            burst.append(event(i));
        model.applyEventBatch(burst, busy);
        for (int i = 0; i < 8; ++i)
            model.applyObjectBatch(
                {podUpsert(QByteArray("p" + QByteArray::number(i)).constData(), "Pending")},
                QStringLiteral("Pod"), statusColumn, quiet);
        for (int i = 0; i < 8; ++i)
            model.applyObjectBatch(
                {podUpsert(QByteArray("p" + QByteArray::number(i)).constData(), "Running")},
                QStringLiteral("Pod"), statusColumn, quiet);
        QHash<QString, int> lines;
        QSet<QString> quietEvents;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex index = model.index(row, 0);
            const bool own = index.data(EventLogModel::KeyRole).toString().isEmpty();
            ++lines[index.data(EventLogModel::ClusterRole).toString() +
                    (own ? QStringLiteral(" own") : QString())];
            if (!own && index.data(EventLogModel::ClusterRole).toString() == quiet)
                quietEvents.insert(index.data(EventLogModel::KeyRole).toString());
        }
        QCOMPARE(lines.value(busy), 10);
        QCOMPARE(lines.value(quiet), 4);
        QCOMPARE(lines.value(quiet + QStringLiteral(" own")), 10);
        QCOMPARE(quietEvents, (QSet<QString>{QStringLiteral("default/e1"), QStringLiteral("default/e2"),
                                             QStringLiteral("default/e3"), QStringLiteral("default/e4")}));
        // e1, below the runs that were removed, is seen again: one line, at the top.
        model.applyEventBatch({event(1, 7)}, quiet);
        int updated = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            if (model.index(row, 0).data(EventLogModel::KeyRole).toString() == QStringLiteral("default/e1")) {
                QCOMPARE(model.index(row, EventLogModel::ClusterColumn).data().toString(), quiet);
                QCOMPARE(model.index(row, EventLogModel::CountColumn).data().toInt(), 7);
                ++updated;
            }
        QCOMPARE(updated, 1);
    }

    void pauseBuffersAndResumeShows()
    {
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.pause();
        model.applyEventBatch({eventUpsert(eventObject("e1", "Warning", "Failed", 1)),
                               eventUpsert(eventObject("e2", "Normal", "Pulled", 1))});
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.bufferedCount(), 2);
        model.resume();
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.bufferedCount(), 0);
    }

    void filters()
    {
        EventLogModel model;
        EventLogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyEventBatch({eventUpsert(eventObject("e1", "Warning", "BackOff", 1, "a")),
                               eventUpsert(eventObject("e2", "Normal", "Pulled", 1, "a")),
                               eventUpsert(eventObject("e3", "Warning", "Failed", 1, "b"))});
        proxy.setWarningsOnly(true);
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setNamespaceFilter(QStringLiteral("b"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setNamespaceFilter({});
        proxy.setTextFilter(QStringLiteral("backoff"));
        QCOMPARE(proxy.rowCount(), 1);
    }

    // All clusters: one log of every open cluster's Events. The same Event (namespace/name) in two clusters
    // is two lines, each updated in place by its own cluster; CLUSTER says whose; the proxy shows some
    // clusters, and its text filter finds a cluster by name.
    void eventsOfSeveralClustersAreLinesOfTheirOwnCluster()
    {
        EventLogModel model;
        EventLogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester modelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyEventBatch({eventUpsert(eventObject("e1", "Warning", "BackOff", 1))},
                              QStringLiteral("east"));
        model.applyEventBatch({eventUpsert(eventObject("e1", "Normal", "Pulled", 1))},
                              QStringLiteral("west"));
        model.applyObjectBatch({podUpsert("fresh", "Pending")}, QStringLiteral("Pod"), statusColumn,
                               QStringLiteral("west"));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.headerData(EventLogModel::ClusterColumn, Qt::Horizontal).toString(),
                 QStringLiteral("CLUSTER"));
        QCOMPARE(model.index(0, EventLogModel::ClusterColumn).data().toString(), QStringLiteral("west"));
        QCOMPARE(model.index(1, EventLogModel::ClusterColumn).data().toString(), QStringLiteral("west"));
        QCOMPARE(model.index(1, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("Pulled"));
        QCOMPARE(model.index(2, EventLogModel::ClusterColumn).data().toString(), QStringLiteral("east"));
        QCOMPARE(model.index(2, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("BackOff"));

        // east's Event seen again moves east's line to the top, not west's namesake.
        model.applyEventBatch({eventUpsert(eventObject("e1", "Warning", "BackOff", 7))},
                              QStringLiteral("east"));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, EventLogModel::ClusterColumn).data().toString(), QStringLiteral("east"));
        QCOMPARE(model.index(0, EventLogModel::CountColumn).data().toInt(), 7);
        QCOMPARE(model.index(1, EventLogModel::ClusterColumn).data().toString(), QStringLiteral("west"));
        QCOMPARE(model.index(2, EventLogModel::ClusterColumn).data().toString(), QStringLiteral("west"));
        QCOMPARE(model.index(2, EventLogModel::CountColumn).data().toInt(), 1);

        proxy.setClusters({QStringLiteral("east")});
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("BackOff"));
        proxy.setClusters({});
        proxy.setTextFilter(QStringLiteral("WEST"));
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setTextFilter({});

        // Sortable by any column: by CLUSTER, east's line first.
        proxy.sort(EventLogModel::ClusterColumn, Qt::AscendingOrder);
        QCOMPARE(proxy.index(0, EventLogModel::ClusterColumn).data().toString(), QStringLiteral("east"));
    }

    // The details pane's Events tab: the cluster's Events about one object, newest first, none of qkube's own
    // lines about it and none about a namesake in another namespace.
    void objectFilterKeepsTheClustersEventsAboutOneObject()
    {
        EventLogModel model;
        EventLogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyObjectBatch({podUpsert("web-1", "Running")}, QStringLiteral("Pod"),
                               statusColumn); // qkube's "Pod added"
        model.applyEventBatch({eventUpsert(eventObject("e1", "Normal", "Scheduled", 1, "default")),
                               eventUpsert(eventObject("e2", "Normal", "Pulled", 1, "other"))});
        model.applyEventBatch({eventUpsert(eventObject("e3", "Warning", "BackOff", 1, "default"))});
        proxy.setObjectFilter(QStringLiteral("default"), QStringLiteral("Pod"), QStringLiteral("web-1"));
        QCOMPARE(proxy.rowCount(), 2);
        QCOMPARE(proxy.index(0, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("BackOff"));
        QCOMPARE(proxy.index(1, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("Scheduled"));
        proxy.setObjectFilter(QStringLiteral("default"), QStringLiteral("Pod"), QStringLiteral("web-2"));
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setObjectFilter({}, {}, {}); // no object selected: no events
        QCOMPARE(proxy.rowCount(), 0);
        proxy.clearObjectFilter();
        QCOMPARE(proxy.rowCount(), model.rowCount());
    }

    // A pod deleted and created again under its name is another object: the new one's Events tab does not
    // show what happened to the old one. An Event that names no uid is still matched by name.
    void objectFilterByUidLeavesOutANamesakesEvents()
    {
        EventLogModel model;
        EventLogFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyEventBatch(
            {eventUpsert(eventObject("old", "Warning", "OOMKilled", 1, "default", "uid-old")),
             eventUpsert(eventObject("new", "Normal", "Started", 1, "default", "uid-new")),
             eventUpsert(eventObject("anonymous", "Normal", "Pulled", 1, "default"))});
        proxy.setObjectFilter(QStringLiteral("default"), QStringLiteral("Pod"), QStringLiteral("web-1"),
                              QStringLiteral("uid-new"));
        QCOMPARE(proxy.rowCount(), 2);
        QCOMPARE(proxy.index(0, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("Pulled"));
        QCOMPARE(proxy.index(1, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("Started"));
        QCOMPARE(proxy.index(1, 0).data(EventLogModel::ObjectUidRole).toString(), QStringLiteral("uid-new"));
        proxy.setObjectFilter(QStringLiteral("default"), QStringLiteral("Pod"),
                              QStringLiteral("web-1")); // uid not known yet
        QCOMPARE(proxy.rowCount(), 3);
    }
};

QTEST_MAIN(tst_EventLogModel)
#include "tst_eventlogmodel.moc"
