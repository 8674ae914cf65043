// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "metrics/usagehistory.h"

#include <QWidget>

// The details pane's Usage tab: two painted sparklines of one pod's or node's kept usage (CPU above, memory
// below) from MetricsClient's history, each scaled to its own largest sample, with the latest value and the
// largest written beside it. Painted rather than Qt Charts: two polylines of at most 240 points need no chart
// engine, and qt6-charts would be a new dependency for them. GUI thread.
class UsageSparkline : public QWidget
{
    Q_OBJECT
public:
    explicit UsageSparkline(QWidget *parent = nullptr);

    void setSamples(const QList<kube::UsageSample> &samples);
    const QList<kube::UsageSample> &samples() const { return m_samples; }
    // What the tab says above the lines ("CPU 120m (max 300m) · MEM 64Mi (max 80Mi)"), or why there are none.
    QString summaryText() const;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<kube::UsageSample> m_samples;
};
