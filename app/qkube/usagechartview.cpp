// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "usagechartview.h"

#include "theme.h"

#include "metrics/usagequantity.h"

#include <QDateTime>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

using namespace kube;

namespace {

constexpr int margin = 8;
constexpr int chartHeight = 64; // a trend with its lines, small enough for a few containers without scrolling
constexpr int gap = 12;         // between the CPU and the memory chart
constexpr qint64 secondsShownBelow = 10 * 60;
constexpr qint64 dayShownFrom = 24 * 3600;

qint64 largest(const QList<UsageSample> &samples, qint64 UsageSample::*value)
{
    qint64 out = 0;
    for (const UsageSample &s : samples)
        out = std::max(out, s.*value);
    return out;
}

qint64 UsageSample::*member(UsageChartView::Resource resource)
{
    return resource == UsageChartView::Resource::Cpu ? &UsageSample::cpuMillicores
                                                     : &UsageSample::memoryBytes;
}

QString format(UsageChartView::Resource resource, qint64 value)
{
    return resource == UsageChartView::Resource::Cpu ? formatCpuMillicores(value) : formatMemoryMi(value);
}

Theme::Role roleOf(UsageReference::Kind kind)
{
    switch (kind) {
    case UsageReference::Kind::Request:
    case UsageReference::Kind::Allocatable:
        return Theme::Role::WarningText;
    case UsageReference::Kind::Limit:
        return Theme::Role::ErrorText;
    case UsageReference::Kind::Capacity:
        return Theme::Role::MutedText;
    }
    return Theme::Role::MutedText;
}

} // namespace

UsageChartView::UsageChartView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("usageChart"));
}

void UsageChartView::setChart(const UsageChart &chart)
{
    m_chart = chart;
    m_failure.clear();
    setToolTip(summaryText());
    updateGeometry();
    update();
}

void UsageChartView::setFailure(const QString &why)
{
    m_chart = {};
    m_failure = why;
    setToolTip(summaryText());
    updateGeometry();
    update();
}

QString UsageChartView::summaryText() const
{
    const QList<UsageSample> &samples = m_chart.total;
    if (!m_failure.isEmpty())
        return tr("No usage from Prometheus: %1").arg(m_failure);
    if (samples.isEmpty())
        return tr("No usage kept for this object yet (only pods and nodes, where metrics-server runs)");
    const UsageSample &latest = samples.last();
    return tr("CPU %1 (max %2) · memory %3 (max %4) · %n sample(s)", nullptr, int(samples.size()))
        .arg(formatCpuMillicores(latest.cpuMillicores),
             formatCpuMillicores(largest(samples, &UsageSample::cpuMillicores)),
             formatMemoryMi(latest.memoryBytes), formatMemoryMi(largest(samples, &UsageSample::memoryBytes)));
}

qint64 UsageChartView::scaleTop(const UsageSeries &series, Resource resource)
{
    const qint64 most = resource == Resource::Cpu ? series.largestCpu() : series.largestMemory();
    return std::max<qint64>(1, most + most / 10);
}

int UsageChartView::rowHeight() const
{
    // The container's name, the chart, the times under it.
    return 2 * fontMetrics().height() + chartHeight + margin;
}

int UsageChartView::axisWidth() const
{
    return fontMetrics().horizontalAdvance(QStringLiteral("00000Mi")) + 4;
}

QRectF UsageChartView::plotArea(int index, Resource resource) const
{
    const int text = fontMetrics().height();
    const int top = margin + text + margin + index * rowHeight() + text;
    const double half = (width() - 2 * margin - gap) / 2.0;
    const double left = margin + (resource == Resource::Cpu ? 0 : half + gap) + axisWidth();
    return {left, double(top), std::max(1.0, half - axisWidth()), double(chartHeight)};
}

double UsageChartView::yOf(int index, Resource resource, qint64 value) const
{
    const QRectF area = plotArea(index, resource);
    const qint64 top = scaleTop(m_chart.series.value(index), resource);
    return area.bottom() - area.height() * double(value) / double(top);
}

QSize UsageChartView::sizeHint() const
{
    const int rows = std::max<int>(1, int(m_chart.series.size()));
    return {480, 2 * margin + fontMetrics().height() + margin + rows * rowHeight()};
}

QSize UsageChartView::minimumSizeHint() const
{
    return {320, sizeHint().height()};
}

void UsageChartView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const Theme theme(palette());
    const int text = fontMetrics().height();
    painter.setPen(palette().color(QPalette::WindowText));
    // Elided in a narrow pane; the tooltip has it whole.
    painter.drawText(QRect(margin, margin, width() - 2 * margin, text), Qt::AlignLeft | Qt::AlignVCenter,
                     fontMetrics().elidedText(summaryText(), Qt::ElideRight, width() - 2 * margin));
    for (int index = 0; index < m_chart.series.size(); ++index) {
        const UsageSeries &series = m_chart.series[index];
        for (const Resource resource : {Resource::Cpu, Resource::Memory}) {
            const QRectF area = plotArea(index, resource);
            const bool cpu = resource == Resource::Cpu;
            painter.setRenderHint(QPainter::Antialiasing, false);
            painter.setPen(palette().color(QPalette::WindowText));
            painter.drawText(
                QRectF(area.left() - axisWidth(), area.top() - text, area.width() + axisWidth(), text),
                Qt::AlignLeft | Qt::AlignVCenter,
                cpu ? tr("%1 · CPU").arg(series.name) : tr("%1 · memory").arg(series.name));
            // The axis: the scale's top and 0, in kubectl's units.
            painter.setPen(theme.color(Theme::Role::MutedText));
            const qint64 top = scaleTop(series, resource);
            painter.drawText(QRectF(area.left() - axisWidth(), area.top(), axisWidth() - 4, text),
                             Qt::AlignRight | Qt::AlignTop, format(resource, top));
            painter.drawText(QRectF(area.left() - axisWidth(), area.bottom() - text, axisWidth() - 4, text),
                             Qt::AlignRight | Qt::AlignBottom, QStringLiteral("0"));
            painter.drawLine(area.bottomLeft(), area.bottomRight());
            painter.drawLine(area.topLeft(), area.bottomLeft());
            for (const UsageReference &line : cpu ? series.cpuLines : series.memoryLines) {
                QPen pen(theme.color(roleOf(line.kind)), 1, Qt::DashLine);
                painter.setPen(pen);
                const double y = std::round(yOf(index, resource, line.value));
                painter.drawLine(QPointF(area.left() + 1, y), QPointF(area.right(), y));
            }
            const QList<UsageSample> &samples = series.samples;
            if (samples.isEmpty())
                continue;
            const qint64 first = samples.first().timeSecs;
            const qint64 span = std::max<qint64>(1, samples.last().timeSecs - first);
            painter.setPen(theme.color(Theme::Role::MutedText));
            const QRectF times(area.left(), area.bottom(), area.width(), text);
            // Seconds while the history is minutes long (both ends would read the same), the day past a day.
            const QString format = span < secondsShownBelow ? QStringLiteral("HH:mm:ss")
                                   : span >= dayShownFrom   ? QStringLiteral("MM-dd HH:mm")
                                                            : QStringLiteral("HH:mm");
            const auto clock = [&format](qint64 secs) {
                return QDateTime::fromSecsSinceEpoch(secs).toString(format);
            };
            const QString from = clock(first);
            const QString to = clock(samples.last().timeSecs);
            // The start only where it does not run into the end.
            if (fontMetrics().horizontalAdvance(from + QStringLiteral("  ") + to) <= times.width())
                painter.drawText(times, Qt::AlignLeft | Qt::AlignTop, from);
            painter.drawText(times, Qt::AlignRight | Qt::AlignTop, to);
            if (samples.size() < 2)
                continue;
            QPainterPath path;
            for (qsizetype i = 0; i < samples.size(); ++i) {
                const QPointF point(area.left() +
                                        area.width() * double(samples[i].timeSecs - first) / double(span),
                                    yOf(index, resource, samples[i].*member(resource)));
                if (i == 0)
                    path.moveTo(point);
                else
                    path.lineTo(point);
            }
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(QPen(theme.color(cpu ? Theme::Role::InfoText : Theme::Role::SuccessText), 1.5));
            painter.drawPath(path);
        }
    }
}
