// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "humanduration.h"

namespace kube {

QString humanDuration(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    // duration.HumanDuration tolerates clock skew: up to 2 s in the future still reads "0s".
    if (seconds < -1)
        return QStringLiteral("<invalid>");
    if (seconds < 0)
        return QStringLiteral("0s");
    if (seconds < 120)
        return QStringLiteral("%1s").arg(seconds);
    const qint64 minutes = seconds / 60;
    if (minutes < 10) {
        const qint64 s = seconds % 60;
        return s == 0 ? QStringLiteral("%1m").arg(minutes) : QStringLiteral("%1m%2s").arg(minutes).arg(s);
    }
    if (minutes < 180)
        return QStringLiteral("%1m").arg(minutes);
    const qint64 hours = seconds / 3600;
    if (hours < 8) {
        const qint64 m = minutes % 60;
        return m == 0 ? QStringLiteral("%1h").arg(hours) : QStringLiteral("%1h%2m").arg(hours).arg(m);
    }
    if (hours < 48)
        return QStringLiteral("%1h").arg(hours);
    if (hours < 192) {
        const qint64 h = hours % 24;
        return h == 0 ? QStringLiteral("%1d").arg(hours / 24)
                      : QStringLiteral("%1d%2h").arg(hours / 24).arg(h);
    }
    if (hours < 24 * 365 * 2)
        return QStringLiteral("%1d").arg(hours / 24);
    if (hours < 24 * 365 * 8) {
        const qint64 days = hours / 24;
        const qint64 d = days % 365;
        return d == 0 ? QStringLiteral("%1y").arg(days / 365)
                      : QStringLiteral("%1y%2d").arg(days / 365).arg(d);
    }
    return QStringLiteral("%1y").arg(hours / 24 / 365);
}

} // namespace kube
