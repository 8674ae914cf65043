// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "journal/journal.h"

#include <QTimer>
#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;

// A scrubber over the journal's span: the event rate drawn as bars, a handle the user drags to a past moment,
// and a "Live" button back to now. Shift-drag selects a span of time instead (to export it); a plain click clears
// it. Emits the chosen time (timeChosen), the return to live (liveRequested) or the span (spanChanged); what the
// window does then is its business. A recording (a journal file opened offline) has no live: no Live button, and
// the label names the moment with its date. Reads the journal's span and rates about once a second (two short
// reads).
class TimelineBar : public QWidget
{
    Q_OBJECT
public:
    static constexpr int refreshIntervalMs = 1000;
    // One bar per this many pixels of the track.
    static constexpr int pixelsPerBucket = 3;

    explicit TimelineBar(QWidget *parent = nullptr);

    void setJournal(std::shared_ptr<const kube::Journal> journal);
    // A recording: no live to go back to.
    void setRecording(bool recording);
    bool isRecording() const { return m_recording; }
    bool isLive() const { return m_live; }
    // The moment shown (ms since the epoch); meaningless while live.
    qint64 chosenTimeMs() const { return m_chosenMs; }
    // Moves the handle there (clamped to the journal's span) as a drag would, and says so.
    void chooseTime(qint64 timeMs);
    void goLive();

    // The journal's span as last read, and the rate drawn on it.
    qint64 firstTimeMs() const { return m_firstMs; }
    qint64 lastTimeMs() const { return m_lastMs; }
    const QList<qint64> &rates() const { return m_rates; }
    QWidget *track() const { return m_track; }
    QPushButton *liveButton() const { return m_liveButton; }
    // The span selected (shift-drag), from <= to; none: both 0.
    bool hasSpan() const { return m_spanToMs > m_spanFromMs; }
    qint64 spanFromMs() const { return m_spanFromMs; }
    qint64 spanToMs() const { return m_spanToMs; }
    void selectSpan(qint64 fromMs, qint64 toMs);
    void clearSpan();
    // Where on the track a time is, and the reverse.
    qint64 timeAt(int x) const;
    int xOf(qint64 timeMs) const;

Q_SIGNALS:
    void timeChosen(qint64 timeMs);
    void liveRequested();
    void spanChanged();

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void paintTrack();
    void updateLabel();

    QWidget *m_track;
    QPushButton *m_liveButton;
    QLabel *m_timeLabel;
    QTimer m_refresh;
    std::shared_ptr<const kube::Journal> m_journal;
    qint64 m_firstMs = 0;
    qint64 m_lastMs = 0;
    QList<qint64> m_rates;
    qint64 m_chosenMs = 0;
    bool m_live = true;
    bool m_recording = false;
    qint64 m_spanFromMs = 0;
    qint64 m_spanToMs = 0;
    qint64 m_spanAnchorMs = -1; // where the shift-drag started; -1: none under way
};
