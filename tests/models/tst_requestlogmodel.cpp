// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/requestlogmodel.h"
#include "rest/requestlogbuffer.h"

#include <QAbstractItemModelTester>
#include <QTest>
#include <QTimeZone>

using namespace kube;

namespace {
RequestRecord request(int n)
{
    RequestRecord record;
    record.verb = "GET";
    record.url = QStringLiteral("https://sim/api/v1/pods?n=%1").arg(n);
    record.httpStatus = 200;
    record.reasonPhrase = "OK";
    record.milliseconds = n;
    return record;
}

QList<RequestRecord> requests(int from, int to)
{
    QList<RequestRecord> out;
    for (int n = from; n <= to; ++n)
        out << request(n);
    return out;
}
} // namespace

// The Requests tab's buffer (filled from the clients' threads) and its model (bounded, oldest first).
class tst_RequestLogModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bufferHandsOnWhatCameSince_data()
    {
        QTest::addColumn<int>("capacity");
        QTest::addColumn<int>("appended");
        QTest::addColumn<int>("firstRead");
        QTest::addColumn<quint64>("missed");
        QTest::newRow("all kept") << 10 << 4 << 1 << quint64(0);
        QTest::newRow("a reader that fell behind is told what it missed") << 3 << 8 << 6 << quint64(5);
    }

    void bufferHandsOnWhatCameSince()
    {
        QFETCH(int, capacity);
        QFETCH(int, appended);
        QFETCH(int, firstRead);
        QFETCH(quint64, missed);
        const auto shared = std::make_shared<RequestLogBuffer>(capacity);
        RequestLogBuffer &buffer = *shared;
        const RequestLog::Sink sink = RequestLogBuffer::sink(shared);
        for (const RequestRecord &record : requests(1, appended))
            sink(record);
        quint64 sequence = 0;
        quint64 lost = 99;
        const QList<RequestRecord> read = buffer.takeSince(&sequence, &lost);
        QCOMPARE(read.size(), appended - firstRead + 1);
        QCOMPARE(read.first().milliseconds, firstRead);
        QCOMPARE(lost, missed);
        QCOMPARE(sequence, quint64(appended));
        // Read again: nothing new.
        QVERIFY(buffer.takeSince(&sequence, &lost).isEmpty());
        buffer.append(request(100));
        QCOMPARE(buffer.takeSince(&sequence).value(0).milliseconds, 100);
    }

    void modelKeepsTheNewest()
    {
        RequestLogModel model(RequestLog::Requests);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(5);
        model.append(requests(1, 3));
        model.append(requests(4, 12));
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.index(0, RequestLogModel::UrlColumn).data().toString(), QStringLiteral("https://sim/api/v1/pods?n=8"));
        QCOMPARE(model.index(4, RequestLogModel::UrlColumn).data().toString(), QStringLiteral("https://sim/api/v1/pods?n=12"));
        QCOMPARE(model.index(4, RequestLogModel::StatusColumn).data().toString(), QStringLiteral("200 OK"));
        QCOMPARE(model.index(4, 0).data(RequestLogModel::DetailsRole).toString(),
                 QStringLiteral("GET https://sim/api/v1/pods?n=12 200 OK in 12 milliseconds"));
        QCOMPARE(model.index(4, 0).data(RequestLogModel::FailedRole).toBool(), false);
    }

    // Requests are logged as their answers come, and several clients log at once: the tab still reads in the
    // order they were sent.
    void requestsShowInTheOrderTheyWereSent_data()
    {
        QTest::addColumn<QList<QList<int>>>("batches"); // each request's n is its send time, in seconds
        QTest::addColumn<int>("capacity");
        QTest::addColumn<QList<int>>("shown");
        QTest::newRow("in order") << QList<QList<int>>{{1, 2}, {3}} << 10 << QList<int>{1, 2, 3};
        QTest::newRow("a slow answer in a later batch")
            << QList<QList<int>>{{1, 3}, {4, 2}} << 10 << QList<int>{1, 2, 3, 4};
        QTest::newRow("out of order within a batch")
            << QList<QList<int>>{{3, 1, 2}} << 10 << QList<int>{1, 2, 3};
        QTest::newRow("older than all kept") << QList<QList<int>>{{5, 6}, {1}} << 10 << QList<int>{1, 5, 6};
        QTest::newRow("full: the oldest goes")
            << QList<QList<int>>{{2, 4, 5}, {3}} << 3 << QList<int>{3, 4, 5};
    }
    void requestsShowInTheOrderTheyWereSent()
    {
        QFETCH(QList<QList<int>>, batches);
        QFETCH(int, capacity);
        QFETCH(QList<int>, shown);
        RequestLogModel model(RequestLog::Requests);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCapacity(capacity);
        const QDateTime start = QDateTime::fromSecsSinceEpoch(1'800'000'000, QTimeZone::utc());
        for (const QList<int> &batch : batches) {
            QList<RequestRecord> records;
            for (int n : batch) {
                records << request(n);
                records.last().time = start.addSecs(n);
            }
            model.append(records);
        }
        QList<int> order;
        for (int row = 0; row < model.rowCount(); ++row)
            order << model.index(row, RequestLogModel::MillisecondsColumn).data().toInt();
        QCOMPARE(order, shown);
    }
};

QTEST_GUILESS_MAIN(tst_RequestLogModel)
#include "tst_requestlogmodel.moc"
