// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// LogMailbox: log lines from the worker to the GUI thread, bounded however far the receiver falls behind.
#include "logs/logmailbox.h"

#include <QTest>

#include <atomic>
#include <thread>

using namespace kube;

namespace {

LogLines numbered(qint64 from, qint64 count)
{
    LogLines lines;
    lines.reserve(count);
    for (qint64 n = from; n < from + count; ++n) {
        LogLine line;
        line.timeNs = n;
        lines.append(line);
    }
    return lines;
}

} // namespace

class tst_LogMailbox : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aReceiverFarBehindGetsTheNewestLinesInOneDelivery()
    {
        LogMailbox mailbox(1000);
        QVERIFY(mailbox.post(numbered(0, 600)));    // asks for a delivery
        QVERIFY(!mailbox.post(numbered(600, 600))); // one is pending already
        QVERIFY(!mailbox.post(numbered(1200, 600)));
        const LogLines taken = mailbox.take();
        QCOMPARE(taken.size(), 1000);
        QCOMPARE(taken.first().timeNs, 800);
        QCOMPARE(taken.last().timeNs, 1799);
        QCOMPARE(mailbox.dropped(), 800);
        QVERIFY(mailbox.take().isEmpty());
        QVERIFY(mailbox.post(numbered(1800, 1))); // taken: the next post asks again
    }

    void aReceiverThatKeepsUpLosesNothing()
    {
        // A producer thread posts as the engine's streams do; this thread takes, as the GUI does when woken.
        LogMailbox mailbox(LogMailbox::defaultCapacity);
        constexpr qint64 batches = 2000, batchLines = 50;
        std::atomic<int> asked{0};
        std::thread producer([&] {
            for (qint64 b = 0; b < batches; ++b)
                if (mailbox.post(numbered(b * batchLines, batchLines)))
                    ++asked;
        });
        qint64 next = 0;
        int takes = 0;
        while (next < batches * batchLines) {
            const LogLines taken = mailbox.take();
            takes += taken.isEmpty() ? 0 : 1;
            for (const LogLine &line : taken)
                QCOMPARE(line.timeNs, next++);
        }
        producer.join();
        QCOMPARE(mailbox.dropped(), 0);
        // A wake-up is asked for again only after a take: never more often than the takes that found lines.
        QVERIFY(asked.load() <= takes);
    }
};

QTEST_MAIN(tst_LogMailbox)
#include "tst_logmailbox.moc"
