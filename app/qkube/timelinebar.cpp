// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "timelinebar.h"
#include "theme.h"

#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>

namespace {
constexpr int trackHeight = 28;
constexpr int handleWidth = 3;
} // namespace

TimelineBar::TimelineBar(QWidget *parent)
    : QWidget(parent), m_track(new QWidget(this)), m_liveButton(new QPushButton(this)),
      m_timeLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("timelineBar"));
    m_track->setObjectName(QStringLiteral("timelineTrack"));
    m_track->setMinimumHeight(trackHeight);
    m_track->setMinimumWidth(120);
    m_track->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_track->setCursor(Qt::SizeHorCursor);
    m_track->installEventFilter(this);
    m_liveButton->setObjectName(QStringLiteral("timelineLive"));
    m_liveButton->setCheckable(true);
    m_liveButton->setChecked(true);
    connect(m_liveButton, &QPushButton::clicked, this, [this] { goLive(); });
    m_timeLabel->setObjectName(QStringLiteral("timelineTime"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_track, 1);
    layout->addWidget(m_timeLabel);
    layout->addWidget(m_liveButton);
    m_refresh.setInterval(refreshIntervalMs);
    connect(&m_refresh, &QTimer::timeout, this, &TimelineBar::refresh);
    retranslate();
}

void TimelineBar::setJournal(std::shared_ptr<const kube::Journal> journal)
{
    m_journal = std::move(journal);
    if (m_journal)
        m_refresh.start();
    else
        m_refresh.stop();
    goLive();
    refresh();
}

void TimelineBar::setRecording(bool recording)
{
    m_recording = recording;
    m_liveButton->setVisible(!recording);
    retranslate();
}

void TimelineBar::selectSpan(qint64 fromMs, qint64 toMs)
{
    const qint64 from = std::min(fromMs, toMs);
    const qint64 to = std::max(fromMs, toMs);
    if (from == m_spanFromMs && to == m_spanToMs)
        return;
    m_spanFromMs = from;
    m_spanToMs = to;
    retranslate();
    m_track->update();
    Q_EMIT spanChanged();
}

void TimelineBar::clearSpan()
{
    selectSpan(0, 0);
}

void TimelineBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TimelineBar::retranslate()
{
    m_liveButton->setText(tr("Live"));
    m_liveButton->setToolTip(tr("Show the cluster as it is now"));
    m_track->setToolTip(
        (m_recording ? tr("Drag to see the tables as they were at a moment of the recording")
                     : tr("Drag to see the tables as they were at a past moment (read-only)")) +
        QLatin1Char('\n') +
        tr("Shift-drag to select a span of time, to export it (Cluster → Export the Timeline's Span…)"));
    updateLabel();
}

void TimelineBar::updateLabel()
{
    const auto time = [](qint64 ms) {
        return QDateTime::fromMSecsSinceEpoch(ms).toString(QStringLiteral("HH:mm:ss"));
    };
    // A recording before its first moment is chosen shows none.
    QString text = m_recording && m_live ? QString()
                   : m_recording         ? tr("Recorded: %1")
                                       .arg(QDateTime::fromMSecsSinceEpoch(m_chosenMs)
                                                .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")))
                   : m_live ? tr("Live")
                            : tr("Past: %1").arg(time(m_chosenMs));
    if (hasSpan())
        text += QLatin1String("  ") + tr("Span: %1–%2").arg(time(m_spanFromMs), time(m_spanToMs));
    m_timeLabel->setText(text);
}

void TimelineBar::refresh()
{
    if (!m_journal) {
        m_firstMs = m_lastMs = 0;
        m_rates.clear();
    } else {
        m_firstMs = m_journal->firstTimeMs();
        m_lastMs = m_journal->lastTimeMs();
        const int buckets = std::max(1, m_track->width() / pixelsPerBucket);
        m_rates = m_journal->rate(m_firstMs, m_lastMs + 1, buckets);
    }
    m_track->update();
}

qint64 TimelineBar::timeAt(int x) const
{
    const int width = std::max(1, m_track->width() - 1);
    const int clamped = std::clamp(x, 0, width);
    return m_firstMs + (m_lastMs - m_firstMs) * clamped / width;
}

int TimelineBar::xOf(qint64 timeMs) const
{
    if (m_lastMs <= m_firstMs)
        return m_track->width() - 1;
    const qint64 clamped = std::clamp(timeMs, m_firstMs, m_lastMs);
    return int((clamped - m_firstMs) * (m_track->width() - 1) / (m_lastMs - m_firstMs));
}

void TimelineBar::chooseTime(qint64 timeMs)
{
    const qint64 clamped = std::clamp(timeMs, m_firstMs, std::max(m_firstMs, m_lastMs));
    if (!m_live && clamped == m_chosenMs)
        return; // a drag within one pixel's time
    m_chosenMs = clamped;
    m_live = false;
    m_liveButton->setChecked(false);
    updateLabel();
    m_track->update();
    Q_EMIT timeChosen(m_chosenMs);
}

void TimelineBar::goLive()
{
    m_liveButton->setChecked(true);
    const bool wasLive = m_live;
    m_live = true;
    updateLabel();
    m_track->update();
    if (!wasLive)
        Q_EMIT liveRequested();
}

bool TimelineBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_track)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Paint:
        paintTrack();
        return true;
    case QEvent::MouseButtonPress:
    case QEvent::MouseMove: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (!m_journal || m_lastMs <= 0 || !(mouse->buttons() & Qt::LeftButton))
            return true;
        const qint64 at = timeAt(int(mouse->position().x()));
        if (event->type() == QEvent::MouseButtonPress)
            m_spanAnchorMs = (mouse->modifiers() & Qt::ShiftModifier) ? at : -1;
        if (m_spanAnchorMs >= 0) {
            selectSpan(m_spanAnchorMs, at);
        } else {
            if (event->type() == QEvent::MouseButtonPress)
                clearSpan();
            chooseTime(at);
        }
        return true;
    }
    case QEvent::MouseButtonRelease:
        m_spanAnchorMs = -1;
        return true;
    case QEvent::Resize:
        refresh();
        return false;
    default:
        return false;
    }
}

void TimelineBar::paintTrack()
{
    QPainter painter(m_track);
    const QRect area = m_track->rect();
    painter.fillRect(area, palette().base());
    const qint64 peak = m_rates.isEmpty() ? 0 : *std::max_element(m_rates.cbegin(), m_rates.cend());
    if (peak > 0) {
        const qreal barWidth = qreal(area.width()) / m_rates.size();
        const QColor bar = palette().highlight().color().lighter(140);
        for (qsizetype i = 0; i < m_rates.size(); ++i) {
            const qreal height = qreal(area.height() - 2) * m_rates.at(i) / peak;
            painter.fillRect(
                QRectF(i * barWidth, area.height() - height, std::max<qreal>(1, barWidth - 1), height), bar);
        }
    }
    if (hasSpan()) {
        QColor span = palette().highlight().color();
        span.setAlpha(70);
        const int from = xOf(m_spanFromMs);
        painter.fillRect(QRect(from, 0, std::max(2, xOf(m_spanToMs) - from), area.height()), span);
    }
    // The past is marked: everything after the handle is dimmed.
    const int x = m_live ? area.width() - handleWidth : xOf(m_chosenMs);
    const Theme theme(palette());
    if (!m_live)
        painter.fillRect(QRect(x, 0, area.width() - x, area.height()),
                         theme.color(Theme::Role::TimelinePastShade));
    painter.fillRect(QRect(x - handleWidth / 2, 0, handleWidth, area.height()),
                     m_live ? palette().highlight().color() : theme.color(Theme::Role::TimelineNotLive));
    painter.setPen(palette().mid().color());
    painter.drawRect(area.adjusted(0, 0, -1, -1));
}
