// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/requestlogmodel.h"
#include "rest/requestlogbuffer.h"

#include <QAbstractItemModelTester>
#include <QTest>

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
};

QTEST_GUILESS_MAIN(tst_RequestLogModel)
#include "tst_requestlogmodel.moc"
