// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "metrics/usagechart.h"

#include <QWidget>

// The details pane's Usage tab: the pod's (or node's) summed usage in words, then for each container (the
// node) a row of two painted charts, CPU and memory, over the kept history, with the container's request and
// limit (the node's allocatable and capacity) as dashed lines across them. Each chart is scaled to its
// largest sample or line, with that value and 0 written on its axis in kubectl's units (m, Mi). Painted
// rather than Qt Charts: a few polylines of at most 240 points and four straight lines need no chart engine,
// and qt6-charts would be a new dependency for them. GUI thread.
class UsageChartView : public QWidget
{
    Q_OBJECT
public:
    enum class Resource { Cpu, Memory };

    explicit UsageChartView(QWidget *parent = nullptr);

    void setChart(const kube::UsageChart &chart);
    // No chart, and why (a Prometheus query that failed): said where the summary goes, until the next chart.
    void setFailure(const QString &why);
    QString failure() const { return m_failure; }
    const kube::UsageChart &chart() const { return m_chart; }
    // What the tab says above the charts ("CPU 120m (max 300m) · memory 64Mi (max 80Mi)"), or why there are
    // none.
    QString summaryText() const;
    // Where series `index`'s chart of `resource` plots, and the height a value is drawn at in it (the lines'
    // and the samples' geometry, also for tests).
    QRectF plotArea(int index, Resource resource) const;
    double yOf(int index, Resource resource, qint64 value) const;
    // The value at the top of a chart: the series' largest sample or line and a tenth more, so that a limit
    // line is never drawn on the frame.
    static qint64 scaleTop(const kube::UsageSeries &series, Resource resource);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override; // as tall as the charts: the tab scrolls

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int rowHeight() const;
    int axisWidth() const;

    kube::UsageChart m_chart;
    QString m_failure;
};
