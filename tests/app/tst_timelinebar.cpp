// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The timeline scrubber, offscreen: the journal's span and rate, a drag chooses a past moment, Live returns.
#include "../journal/journalobjects.h"

#include "timelinebar.h"

#include <QApplication>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace kube;
using namespace journaltest;

class tst_TimelineBar : public QObject
{
    Q_OBJECT

    std::shared_ptr<Journal> m_journal;

private Q_SLOTS:
    void init()
    {
        m_journal = std::make_shared<Journal>();
        const qint64 start = 1'700'000'000'000;
        for (int i = 0; i < 30; ++i) // a burst at the start, then one change every 10 s
            m_journal->record(entry(i < 20 ? start + i : start + (i - 19) * 10'000, JournalEntry::Type::Added,
                                    pod(QStringLiteral("ns"), QStringLiteral("p%1").arg(i), QStringLiteral("u%1").arg(i), i + 1)));
    }

    void showsTheJournalsSpanAndRate()
    {
        TimelineBar bar;
        bar.resize(400, 40);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        bar.setJournal(m_journal);
        QCOMPARE(bar.firstTimeMs(), m_journal->firstTimeMs());
        QCOMPARE(bar.lastTimeMs(), m_journal->lastTimeMs());
        QCOMPARE(bar.rates().size(), bar.track()->width() / TimelineBar::pixelsPerBucket);
        QCOMPARE(bar.rates(), m_journal->rate(m_journal->firstTimeMs(), m_journal->lastTimeMs() + 1, int(bar.rates().size())));
        QVERIFY(bar.rates().constFirst() >= 20);
        QVERIFY(bar.isLive());
    }

    void dragChoosesAPastMomentAndLiveReturns()
    {
        TimelineBar bar;
        bar.resize(400, 40);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        bar.setJournal(m_journal);
        QSignalSpy chosen(&bar, &TimelineBar::timeChosen);
        QSignalSpy live(&bar, &TimelineBar::liveRequested);
        const int x = bar.track()->width() / 2;
        QTest::mousePress(bar.track(), Qt::LeftButton, {}, QPoint(x, 10));
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).toLongLong(), bar.timeAt(x));
        QVERIFY(!bar.isLive());
        QVERIFY(!bar.liveButton()->isChecked());
        QCOMPARE(bar.chosenTimeMs(), bar.timeAt(x));
        QVERIFY(bar.chosenTimeMs() > bar.firstTimeMs() && bar.chosenTimeMs() < bar.lastTimeMs());
        QCOMPARE(bar.xOf(bar.chosenTimeMs()), x);

        // Dragged past the left end: the oldest moment the journal can show.
        bar.chooseTime(bar.firstTimeMs() - 60'000);
        QCOMPARE(chosen.size(), 2);
        QCOMPARE(bar.chosenTimeMs(), m_journal->firstTimeMs());

        QTest::mouseClick(bar.liveButton(), Qt::LeftButton);
        QCOMPARE(live.size(), 1);
        QVERIFY(bar.isLive());
        QVERIFY(bar.liveButton()->isChecked());
        QTest::mouseClick(bar.liveButton(), Qt::LeftButton); // already live: nothing to say
        QCOMPARE(live.size(), 1);
    }

    void shiftDragSelectsASpanAndAClickClearsIt()
    {
        TimelineBar bar;
        bar.resize(400, 40);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        bar.setJournal(m_journal);
        QSignalSpy span(&bar, &TimelineBar::spanChanged);
        QSignalSpy chosen(&bar, &TimelineBar::timeChosen);
        const int width = bar.track()->width();
        // Right to left: the span is the same either way.
        QTest::mousePress(bar.track(), Qt::LeftButton, Qt::ShiftModifier, QPoint(width * 3 / 4, 10));
        QMouseEvent move(QEvent::MouseMove, QPointF(width / 4, 10), bar.track()->mapToGlobal(QPointF(width / 4, 10)), Qt::NoButton,
                         Qt::LeftButton, Qt::ShiftModifier);
        QApplication::sendEvent(bar.track(), &move);
        QTest::mouseRelease(bar.track(), Qt::LeftButton, Qt::ShiftModifier, QPoint(width / 4, 10));
        QVERIFY(bar.hasSpan());
        QCOMPARE(bar.spanFromMs(), bar.timeAt(width / 4));
        QCOMPARE(bar.spanToMs(), bar.timeAt(width * 3 / 4));
        QVERIFY(span.size() >= 1);
        QCOMPARE(chosen.size(), 0); // selecting a span is not going to the past
        QVERIFY(bar.isLive());

        // A plain click goes to that moment and drops the span.
        QTest::mousePress(bar.track(), Qt::LeftButton, {}, QPoint(width / 2, 10));
        QVERIFY(!bar.hasSpan());
        QCOMPARE(chosen.size(), 1);
    }

    void aRecordingHasNoLive()
    {
        TimelineBar bar;
        bar.resize(400, 40);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        bar.setRecording(true);
        bar.setJournal(m_journal);
        QVERIFY(!bar.liveButton()->isVisible());
        bar.chooseTime(m_journal->lastTimeMs());
        QVERIFY(bar.findChild<QLabel *>(QStringLiteral("timelineTime"))->text().startsWith(QLatin1String("Recorded: ")));
    }

    void withoutAJournalNothingCanBeChosen()
    {
        TimelineBar bar;
        bar.resize(400, 40);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QSignalSpy chosen(&bar, &TimelineBar::timeChosen);
        QTest::mousePress(bar.track(), Qt::LeftButton, {}, QPoint(100, 10));
        QCOMPARE(chosen.size(), 0);
        QVERIFY(bar.isLive());
        QVERIFY(bar.rates().isEmpty());
    }
};

QTEST_MAIN(tst_TimelineBar)
#include "tst_timelinebar.moc"
