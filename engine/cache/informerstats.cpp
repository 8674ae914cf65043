// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "informerstats.h"

#include <QDateTime>

namespace kube {

QString reflectorStateName(ReflectorState state)
{
    switch (state) {
    case ReflectorState::Stopped: return QStringLiteral("stopped");
    case ReflectorState::Listing: return QStringLiteral("listing");
    case ReflectorState::Watching: return QStringLiteral("watching");
    case ReflectorState::BackingOff: return QStringLiteral("backing off");
    case ReflectorState::Throttled: return QStringLiteral("throttled");
    case ReflectorState::Paused: return QStringLiteral("paused");
    }
    return {};
}

QString InformerSnapshot::toText() const
{
    QStringList lines;
    auto line = [&lines](const QString &name, const QString &value) { lines << name + QStringLiteral(": ") + value; };
    line(QStringLiteral("informer"), QStringLiteral("%1 (%2)").arg(resource, groupVersion));
    line(QStringLiteral("namespace"), namespaceName.isEmpty() ? QStringLiteral("(all)") : namespaceName);
    if (!labelSelector.isEmpty())
        line(QStringLiteral("label selector"), labelSelector);
    if (!fieldSelector.isEmpty())
        line(QStringLiteral("field selector"), fieldSelector);
    QString state = reflectorStateName(reflector.state);
    if (reflector.state == ReflectorState::Listing && listPage > 0)
        state += listPages > 0 ? QStringLiteral(", page %1 of %2").arg(listPage).arg(listPages) : QStringLiteral(", page %1").arg(listPage);
    if (reflector.retryAt.isValid())
        state += QStringLiteral(" until %1 (%2 ms)").arg(reflector.retryAt.toString(Qt::ISODateWithMs)).arg(reflector.retryDelayMs);
    line(QStringLiteral("state"), state);
    line(QStringLiteral("resourceVersion"),
         resourceVersion.isEmpty() ? QStringLiteral("(none)") : QStringLiteral("%1 (seen %2 ms ago)").arg(QString::fromLatin1(resourceVersion)).arg(resourceVersionAgeMs));
    line(QStringLiteral("objects"), QString::number(objects));
    line(QStringLiteral("indexes"), indexes.isEmpty() ? QStringLiteral("(none)") : indexes.join(QStringLiteral(", ")));
    line(QStringLiteral("events"), QStringLiteral("added %1, modified %2, deleted %3, bookmarks %4").arg(added).arg(modified).arg(deleted).arg(bookmarks));
    line(QStringLiteral("lists"), QStringLiteral("%1 (relists %2, 410 Expired %3, watch-list fallbacks %4)")
                                      .arg(reflector.lists).arg(reflector.relists).arg(reflector.expired).arg(reflector.watchListFallbacks));
    line(QStringLiteral("watches"), QStringLiteral("%1 (restarts %2, idle restarts %3, backoffs %4)")
                                        .arg(reflector.watches).arg(reflector.watchRestarts).arg(reflector.idleRestarts).arg(reflector.backoffs));
    line(QStringLiteral("received"), QStringLiteral("%1 bytes, decoded in %2 ms").arg(bytesReceived).arg(decodeNs / 1'000'000.0, 0, 'f', 1));
    line(QStringLiteral("DeltaFIFO depth"), QString::number(fifoDepth));
    for (qsizetype i = 0; i < listeners.size(); ++i)
        line(QStringLiteral("listener %1").arg(i + 1),
             QStringLiteral("%1 pending (peak %2), lag %3 ms").arg(listeners[i].pending).arg(listeners[i].peakPending).arg(listeners[i].lagMs));
    if (reflector.lastError)
        line(QStringLiteral("last error"), QStringLiteral("%1 at %2").arg(reflector.lastError.toString(),
                                                                          lastErrorAtMs > 0 ? QDateTime::fromMSecsSinceEpoch(lastErrorAtMs, Qt::UTC).toString(Qt::ISODateWithMs)
                                                                                            : QStringLiteral("(time unknown)")));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace kube
