// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "usagesparkline.h"

#include "theme.h"

#include "metrics/usagequantity.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <functional>

using namespace kube;

namespace {

constexpr int margin = 8;
constexpr int lineHeight = 48; // each sparkline's height: a trend, not a chart to read values off

qint64 largest(const QList<UsageSample> &samples, qint64 UsageSample::*value)
{
    qint64 out = 0;
    for (const UsageSample &s : samples)
        out = std::max(out, s.*value);
    return out;
}

} // namespace

UsageSparkline::UsageSparkline(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("usageSparkline"));
}

void UsageSparkline::setSamples(const QList<UsageSample> &samples)
{
    m_samples = samples;
    setToolTip(summaryText());
    update();
}

QString UsageSparkline::summaryText() const
{
    if (m_samples.isEmpty())
        return tr("No usage kept for this object yet (only pods and nodes, where metrics-server runs)");
    const UsageSample &latest = m_samples.last();
    return tr("CPU %1 (max %2) · memory %3 (max %4) · %n sample(s)", nullptr, int(m_samples.size()))
        .arg(formatCpuMillicores(latest.cpuMillicores),
             formatCpuMillicores(largest(m_samples, &UsageSample::cpuMillicores)),
             formatMemoryMi(latest.memoryBytes),
             formatMemoryMi(largest(m_samples, &UsageSample::memoryBytes)));
}

QSize UsageSparkline::sizeHint() const
{
    return {320, 2 * lineHeight + 4 * margin + 3 * fontMetrics().height()};
}

void UsageSparkline::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Theme theme(palette());
    const int text = fontMetrics().height();
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRect(margin, margin, width() - 2 * margin, text), Qt::AlignLeft | Qt::AlignVCenter,
                     summaryText());
    if (m_samples.size() < 2)
        return;
    const qint64 first = m_samples.first().timeSecs;
    const qint64 span = std::max<qint64>(1, m_samples.last().timeSecs - first);
    const auto draw = [&](int top, qint64 UsageSample::*value, const QColor &color, const QString &label) {
        const QRectF area(margin, top + text, width() - 2 * margin, lineHeight);
        painter.setPen(theme.color(Theme::Role::MutedText));
        painter.drawText(QRectF(area.left(), top, area.width(), text), Qt::AlignLeft | Qt::AlignVCenter,
                         label);
        painter.drawLine(area.bottomLeft(), area.bottomRight());
        const double most = double(std::max<qint64>(1, largest(m_samples, value)));
        QPainterPath path;
        for (qsizetype i = 0; i < m_samples.size(); ++i) {
            const QPointF point(area.left() +
                                    area.width() * double(m_samples[i].timeSecs - first) / double(span),
                                area.bottom() - area.height() * double(m_samples[i].*value) / most);
            if (i == 0)
                path.moveTo(point);
            else
                path.lineTo(point);
        }
        painter.setPen(QPen(color, 1.5));
        painter.drawPath(path);
    };
    const int top = margin + text + margin;
    draw(top, &UsageSample::cpuMillicores, theme.color(Theme::Role::InfoText), tr("CPU"));
    draw(top + text + lineHeight + margin, &UsageSample::memoryBytes, theme.color(Theme::Role::SuccessText),
         tr("Memory"));
}
