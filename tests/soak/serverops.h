// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// What the soak does to its kubesim clusters, by name: the churn's figures and every operation the soak's
// process asks of the servers' process (qkube_soak_servers) — the faults of kubesim's menu and the parts of
// the soak's own (a 410 storm's compactions, the restart storm's restarts, the Events' clock set off, the
// calm of a checkpoint). The servers' process runs them; the soak's process only names them and times them.
#pragma once

#include "sim/faults.h"
#include "sim/kubesim.h"

#include <QList>
#include <QString>

#include <functional>

namespace soak {

using namespace kube;

constexpr int podsPerCluster = 80;
// Pod lifecycle changes a second on each cluster: with the Events they record, the CronTab updates and the
// ConfigMap/CronTab creates and deletes below, the three clusters make well over 500 changes a second.
constexpr double podChurnPerCluster = 90;
constexpr double crontabUpdatesPerCluster = 20;
constexpr int objectChurnMs = 100;     // a ConfigMap and a CronTab created, one of each deleted, one updated
constexpr int churnedObjectsKept = 40; // per kind and cluster
constexpr int eventsKept = 3000;       // per cluster
constexpr int eventsTrimmedPerTick = 100;

struct ServerOp
{
    QString name;
    // Scheduled: a fault the soak strikes as it is. Otherwise a part of one the soak times itself.
    bool scheduled = true;
    int lastsMs = 0; // 0: a moment
    std::function<void(sim::KubeSim &, const QString &argument)> strike;
    std::function<void(sim::KubeSim &)> end = {}; // when it lasts
};

// The operations in the order the soak's schedule draws them from (a seed gives the same order).
inline QList<ServerOp> serverOps(quint32 seed)
{
    QList<ServerOp> ops;
    auto moment = [&](const QString &name, std::function<void(sim::KubeSim &)> work) {
        ops.append({name, true, 0, [work](sim::KubeSim &s, const QString &) { work(s); }});
    };
    auto lasting = [&](const QString &name, int ms, std::function<void(sim::KubeSim &)> on,
                       std::function<void(sim::KubeSim &)> off) {
        ops.append({name, true, ms, [on](sim::KubeSim &s, const QString &) { on(s); }, off});
    };
    moment(QStringLiteral("drop-watches"), [](sim::KubeSim &s) { s.dropWatches(); });
    moment(QStringLiteral("expire-watches"), [](sim::KubeSim &s) { s.expireWatches(); });
    moment(QStringLiteral("cut-watches-mid-object"), [](sim::KubeSim &s) { s.cutWatchesMidObject(); });
    moment(QStringLiteral("bookmarks"), [](sim::KubeSim &s) { s.sendBookmarks(); });
    moment(QStringLiteral("compact"), [](sim::KubeSim &s) {
        s.compactHistory();
        s.dropWatches();
    });
    moment(QStringLiteral("429-throttle"), [](sim::KubeSim &s) {
        s.failNextRequests(6, 429, 1);
        s.dropWatches();
    });
    moment(QStringLiteral("500-errors"), [](sim::KubeSim &s) {
        s.failNextRequests(4, 500);
        s.dropWatches();
    });
    moment(QStringLiteral("huge-retry-after"), [](sim::KubeSim &s) {
        QString error;
        s.applyFault(QStringLiteral("huge-retry-after"), QStringLiteral("2"), &error);
        s.dropWatches();
    });
    moment(QStringLiteral("cut-exec"), [](sim::KubeSim &s) { s.cutExecStreams(); });
    // Down for 1.5 s, or for the milliseconds asked (the restart storm's, the outage past the backoff's).
    ops.append({QStringLiteral("restart"), true, 0,
                [](sim::KubeSim &s, const QString &ms) { s.restart(ms.isEmpty() ? 1500 : ms.toInt()); }});
    lasting(
        QStringLiteral("stall"), 3000, [](sim::KubeSim &s) { s.setStalled(true); },
        [](sim::KubeSim &s) { s.setStalled(false); });
    lasting(
        QStringLiteral("refuse"), 3000,
        [](sim::KubeSim &s) {
            s.setRefusingConnections(true);
            s.dropWatches();
        },
        [](sim::KubeSim &s) { s.setRefusingConnections(false); });
    lasting(
        QStringLiteral("slow-writes"), 4000, [](sim::KubeSim &s) { s.setWriteRate(50'000); },
        [](sim::KubeSim &s) { s.setWriteRate(0); });
    lasting(
        QStringLiteral("pods-503"), 3000,
        [](sim::KubeSim &s) {
            s.failPath(QStringLiteral("/api/v1/pods"), 503);
            s.dropWatches();
        },
        [](sim::KubeSim &s) { s.failPath(QStringLiteral("/api/v1/pods"), 0); });
    lasting(
        QStringLiteral("cut-logs"), 5000, [seed](sim::KubeSim &s) { s.cutLogStreams(2, seed); },
        [](sim::KubeSim &s) { s.cutLogStreams(0); });
    lasting(
        QStringLiteral("metrics-unavailable"), 5000,
        [](sim::KubeSim &s) {
            QString e;
            s.applyFault(QStringLiteral("metrics-unavailable"), {}, &e);
        },
        [](sim::KubeSim &s) {
            QString e;
            s.applyFault(QStringLiteral("metrics-unavailable"), QStringLiteral("off"), &e);
        });
    // Faults::names(): body faults on every request (new watches and relists meet them: the watches are
    // dropped), silent-accept and tls-stall; what hangs is cut when the fault ends, as a proxy's idle timeout
    // would.
    for (const QString &name : sim::Faults::names())
        lasting(
            name, 3000,
            [name](sim::KubeSim &s) {
                QString e;
                s.applyFault(name, {}, &e);
                s.dropWatches();
            },
            [name](sim::KubeSim &s) {
                QString e;
                s.applyFault(name, QStringLiteral("off"), &e);
                s.restart(0);
            });
    // The parts of the soak's own faults.
    ops.append({QStringLiteral("compact-and-expire"), false, 0, [](sim::KubeSim &s, const QString &) {
                    s.compactHistory(); // one blow of a 410 storm
                    s.expireWatches();
                }});
    ops.append({QStringLiteral("event-clock-offset"), false, 0, [](sim::KubeSim &s, const QString &seconds) {
                    s.scenario().setEventClockOffset(seconds.toLongLong());
                }});
    ops.append({QStringLiteral("calm"), false, 0, [](sim::KubeSim &s, const QString &) {
                    s.failNextRequests(0, 0); // what a checkpoint's quiet clears
                    s.setRefusingConnections(false);
                }});
    return ops;
}

} // namespace soak
