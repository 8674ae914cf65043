// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace kube {

// One series of a Prometheus range query's matrix: its labels and its points, oldest first.
struct QKUBE_ENGINE_EXPORT PrometheusSeries
{
    struct Point
    {
        qint64 timeSecs = 0;
        double value = 0;
    };
    QHash<QString, QString> labels;
    QList<Point> points;
};

// Decodes a /api/v1/query_range answer (any HTTP code: Prometheus's error JSON comes with 400 or 422) into
// its series. Errors name what is wrong: Prometheus's own error, a result that is not a matrix, a value that
// is not a finite number ("NaN", "+Inf", "abc"), an empty result, more than `maxPoints` points in a series.
// Pure; any thread.
QKUBE_ENGINE_EXPORT Result<QList<PrometheusSeries>>
decodePrometheusMatrix(const QByteArray &body, qsizetype maxPoints, const QString &where);

} // namespace kube
