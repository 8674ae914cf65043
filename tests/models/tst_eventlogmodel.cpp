// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/eventlogmodel.h"
#include "models/podtablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {
Object eventObject(const char *name, const char *type, const char *reason, int count, const char *ns = "default")
{
    return Object::fromJson(QByteArray("{\"kind\":\"Event\",\"metadata\":{\"name\":\"") + name + "\",\"namespace\":\"" + ns +
                            "\"},\"involvedObject\":{\"kind\":\"Pod\",\"name\":\"web-1\"},\"type\":\"" + type + "\",\"reason\":\"" + reason +
                            "\",\"message\":\"something " + reason + "\",\"count\":" + QByteArray::number(count) + ",\"lastTimestamp\":\"2026-01-01T00:00:00Z\"}").value();
}
Object pod(const char *name, const char *phase)
{
    return Object::fromJson(QByteArray("{\"kind\":\"Pod\",\"metadata\":{\"name\":\"") + name + "\",\"namespace\":\"default\"},\"spec\":{},\"status\":{\"phase\":\"" + phase + "\"}}").value();
}
FeedChange eventUpsert(const Object &o) { return {FeedChange::Type::Upsert, o.key(), o, EventLogModel::digest(o), false}; }
FeedChange podUpsert(const Object &o, bool initial = false) { return {FeedChange::Type::Upsert, o.key(), o, PodTableModel::digest(o), initial}; }
} // namespace

class tst_EventLogModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void newestFirstAndUpdatesInPlace()
    {
        EventLogModel model;
        model.setNowForTesting(parseTimestamp("2026-01-01T00:01:00Z"));
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyEventBatch({eventUpsert(eventObject("e1", "Normal", "Pulled", 1))});
        model.applyEventBatch({eventUpsert(eventObject("e2", "Warning", "BackOff", 1))});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, EventLogModel::ReasonColumn).data().toString(), QStringLiteral("BackOff"));
        QCOMPARE(model.index(0, EventLogModel::LastSeenColumn).data().toString(), QStringLiteral("60s"));
        QCOMPARE(model.index(0, EventLogModel::ObjectColumn).data().toString(), QStringLiteral("default/pod/web-1"));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.applyEventBatch({eventUpsert(eventObject("e1", "Normal", "Pulled", 5))}); // seen again
        QCOMPARE(inserted.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().first().toModelIndex().row(), 1);
        QCOMPARE(model.index(1, EventLogModel::CountColumn).data().toInt(), 5);
    }

    void podChangesBecomeLogLines()
    {
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.applyPodBatch({podUpsert(pod("existing", "Running"), true)}); // the initial list is not news
        QCOMPARE(model.rowCount(), 0);
        model.applyPodBatch({podUpsert(pod("fresh", "Pending"))});
        model.applyPodBatch({podUpsert(pod("fresh", "Running"))});
        model.applyPodBatch({podUpsert(pod("fresh", "Running"))}); // no phase change: no line
        model.applyPodBatch({{FeedChange::Type::Delete, "default/fresh", pod("fresh", "Running"), {}, false}});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(2, EventLogModel::MessageColumn).data().toString(), QStringLiteral("Pod added"));
        QCOMPARE(model.index(1, EventLogModel::MessageColumn).data().toString(), QStringLiteral("Pod phase changed: Pending → Running"));
        QCOMPARE(model.index(0, EventLogModel::MessageColumn).data().toString(), QStringLiteral("Pod deleted"));
        QCOMPARE(model.index(0, 0).data(EventLogModel::SourceRole).toString(), QStringLiteral("qkube"));
    }

    void cappedSoMemoryStaysBounded()
    {
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(10);
        for (int i = 0; i < 25; ++i)
            model.applyEventBatch({eventUpsert(eventObject(QByteArray("e" + QByteArray::number(i)).constData(), "Normal", "Started", 1))});
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.index(0, EventLogModel::CountColumn).data().toInt(), 1);
        model.applyEventBatch({eventUpsert(eventObject("e24", "Normal", "Started", 2))}); // the newest is still updatable
        QCOMPARE(model.index(0, EventLogModel::CountColumn).data().toInt(), 2);
    }

    void pauseBuffersAndResumeShows()
    {
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.pause();
        model.applyEventBatch({eventUpsert(eventObject("e1", "Warning", "Failed", 1)), eventUpsert(eventObject("e2", "Normal", "Pulled", 1))});
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
        model.applyEventBatch({eventUpsert(eventObject("e1", "Warning", "BackOff", 1, "a")), eventUpsert(eventObject("e2", "Normal", "Pulled", 1, "a")),
                               eventUpsert(eventObject("e3", "Warning", "Failed", 1, "b"))});
        proxy.setWarningsOnly(true);
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setNamespaceFilter(QStringLiteral("b"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setNamespaceFilter({});
        proxy.setTextFilter(QStringLiteral("backoff"));
        QCOMPARE(proxy.rowCount(), 1);
    }
};

QTEST_MAIN(tst_EventLogModel)
#include "tst_eventlogmodel.moc"
