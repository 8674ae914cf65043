// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "logs/logline.h"
#include "sim/podlogs.h"
#include "simfixture.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>

// Pods put straight into kubesim's store (no scheduler or kubelet touches them), so their containers' states
// (and so their logs, which kubesim derives from them) are exactly what a test says.
namespace logpods {

inline QString ago(qint64 ms)
{
    return QDateTime::currentDateTimeUtc().addMSecs(-ms).toString(Qt::ISODateWithMs);
}

inline QJsonObject container(const QString &name)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("image"), QStringLiteral("busybox")}};
}

// A running container started `startedAgoMs` ago; after `restarts` restarts its last instance ended
// OOMKilled.
inline QJsonObject running(const QString &name, qint64 startedAgoMs, int restarts = 0)
{
    QJsonObject status{{QStringLiteral("name"), name},
                       {QStringLiteral("ready"), true},
                       {QStringLiteral("restartCount"), restarts},
                       {QStringLiteral("state"),
                        QJsonObject{{QStringLiteral("running"),
                                     QJsonObject{{QStringLiteral("startedAt"), ago(startedAgoMs)}}}}}};
    if (restarts > 0)
        status.insert(QStringLiteral("lastState"),
                      QJsonObject{{QStringLiteral("terminated"),
                                   QJsonObject{{QStringLiteral("exitCode"), 137},
                                               {QStringLiteral("reason"), QStringLiteral("OOMKilled")},
                                               {QStringLiteral("startedAt"), ago(startedAgoMs + 10'000)},
                                               {QStringLiteral("finishedAt"), ago(startedAgoMs + 5'000)}}}});
    return status;
}

inline QJsonObject pod(const QString &name, const QJsonArray &containers, const QJsonArray &statuses,
                       const QJsonObject &labels = {}, const QJsonObject &annotations = {})
{
    QJsonObject metadata{{QStringLiteral("name"), name},
                         {QStringLiteral("namespace"), QStringLiteral("default")},
                         {QStringLiteral("creationTimestamp"), ago(60'000)}};
    if (!labels.isEmpty())
        metadata.insert(QStringLiteral("labels"), labels);
    if (!annotations.isEmpty())
        metadata.insert(QStringLiteral("annotations"), annotations);
    return {{QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("Pod")},
            {QStringLiteral("metadata"), metadata},
            {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), containers},
                                                 {QStringLiteral("nodeName"), QStringLiteral("node-1")}}},
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Running")},
                                                   {QStringLiteral("containerStatuses"), statuses}}}};
}

inline const kube::sim::ResourceType &podType()
{
    return kube::sim::ResourceType::builtin(QString(), QStringLiteral("pods"));
}

inline void put(SimFixture &sim, const QJsonObject &object)
{
    sim.sim().store().create(podType(), object);
}

inline QJsonObject stored(SimFixture &sim, const QString &name)
{
    return sim.sim().store().find(podType(), QStringLiteral("default"), name)->object();
}

// Stores `object` in place of the pod of its name, as an update does: the pod keeps its uid.
inline void replace(SimFixture &sim, QJsonObject object)
{
    QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    metadata.insert(QStringLiteral("uid"), stored(sim, metadata.value(QLatin1String("name")).toString())
                                               .value(QLatin1String("metadata"))
                                               .toObject()
                                               .value(QLatin1String("uid")));
    object.insert(QStringLiteral("metadata"), metadata);
    sim.sim().store().update(podType(), object);
}

// The container restarts now: its running instance ends (exit code, reason) and a new one starts.
inline void restart(SimFixture &sim, const QString &name, int exitCode, const QString &reason)
{
    QJsonObject object = stored(sim, name);
    QJsonObject status = object.value(QLatin1String("status")).toObject();
    QJsonArray statuses = status.value(QLatin1String("containerStatuses")).toArray();
    QJsonObject first = statuses.first().toObject();
    const QString startedAt = first.value(QLatin1String("state"))
                                  .toObject()
                                  .value(QLatin1String("running"))
                                  .toObject()
                                  .value(QLatin1String("startedAt"))
                                  .toString();
    first.insert(
        QStringLiteral("lastState"),
        QJsonObject{{QStringLiteral("terminated"), QJsonObject{{QStringLiteral("exitCode"), exitCode},
                                                               {QStringLiteral("reason"), reason},
                                                               {QStringLiteral("startedAt"), startedAt},
                                                               {QStringLiteral("finishedAt"), ago(0)}}}});
    first.insert(QStringLiteral("state"), QJsonObject{{QStringLiteral("running"),
                                                       QJsonObject{{QStringLiteral("startedAt"), ago(0)}}}});
    first.insert(QStringLiteral("restartCount"), first.value(QLatin1String("restartCount")).toInt() + 1);
    statuses[0] = first;
    status.insert(QStringLiteral("containerStatuses"), statuses);
    object.insert(QStringLiteral("status"), status);
    sim.sim().store().update(podType(), object);
}

// The first container of pod `name` crashed and waits to start again (CrashLoopBackOff), counted as a
// restart already.
inline void crash(SimFixture &sim, const QString &name)
{
    QJsonObject object = stored(sim, name);
    QJsonObject status = object.value(QLatin1String("status")).toObject();
    QJsonArray statuses = status.value(QLatin1String("containerStatuses")).toArray();
    QJsonObject first = statuses.first().toObject();
    const QJsonValue startedAt = first.value(QLatin1String("state"))
                                     .toObject()
                                     .value(QLatin1String("running"))
                                     .toObject()
                                     .value(QLatin1String("startedAt"));
    first.insert(QStringLiteral("lastState"),
                 QJsonObject{{QStringLiteral("terminated"),
                              QJsonObject{{QStringLiteral("exitCode"), 1},
                                          {QStringLiteral("reason"), QStringLiteral("Error")},
                                          {QStringLiteral("startedAt"), startedAt},
                                          {QStringLiteral("finishedAt"), ago(0)}}}});
    first.insert(QStringLiteral("state"),
                 QJsonObject{{QStringLiteral("waiting"),
                              QJsonObject{{QStringLiteral("reason"), QStringLiteral("CrashLoopBackOff")}}}});
    first.insert(QStringLiteral("restartCount"), first.value(QLatin1String("restartCount")).toInt() + 1);
    statuses[0] = first;
    status.insert(QStringLiteral("containerStatuses"), statuses);
    object.insert(QStringLiteral("status"), status);
    sim.sim().store().update(podType(), object);
}

// The crashed container of pod `name` runs again, counted as a restart once more; lastState still names the
// instance that crashed.
inline void startAgain(SimFixture &sim, const QString &name)
{
    QJsonObject object = stored(sim, name);
    QJsonObject status = object.value(QLatin1String("status")).toObject();
    QJsonArray statuses = status.value(QLatin1String("containerStatuses")).toArray();
    QJsonObject first = statuses.first().toObject();
    first.insert(QStringLiteral("state"), QJsonObject{{QStringLiteral("running"),
                                                       QJsonObject{{QStringLiteral("startedAt"), ago(0)}}}});
    first.insert(QStringLiteral("restartCount"), first.value(QLatin1String("restartCount")).toInt() + 1);
    statuses[0] = first;
    status.insert(QStringLiteral("containerStatuses"), statuses);
    object.insert(QStringLiteral("status"), status);
    sim.sim().store().update(podType(), object);
}

inline void remove(SimFixture &sim, const QString &name)
{
    sim.sim().store().remove(podType(), QStringLiteral("default"), name);
}

inline qint64 seqOf(const QByteArray &text)
{
    const qsizetype at = text.lastIndexOf(" seq=");
    return at < 0 ? -1 : text.mid(at + 5).toLongLong();
}

// The Text lines between markers must be numbered 0, 1, 2, ... per instance (a ContainerRestarted starts a
// new instance at 0): returns where the sequence breaks, or an empty string.
inline QString sequenceBreak(const kube::LogLines &lines, const QString &pod, const QString &container)
{
    qint64 expected = 0;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const kube::LogLine &line = lines[i];
        if (line.pod != pod || line.container != container)
            return QStringLiteral("line %1 is from %2/%3").arg(i).arg(line.pod, line.container);
        if (line.kind == kube::LogLine::Kind::ContainerRestarted) {
            expected = 0;
            continue;
        }
        if (line.kind != kube::LogLine::Kind::Text)
            continue;
        const qint64 seq = seqOf(line.text);
        if (seq != expected)
            return QStringLiteral("line %1: seq=%2 where seq=%3 was due: %4")
                .arg(i)
                .arg(seq)
                .arg(expected)
                .arg(QString::fromUtf8(line.text.left(80)));
        if (line.text != kube::sim::PodLogs::lineText(pod, container, seq))
            return QStringLiteral("line %1 (seq=%2) is not the line kubesim wrote").arg(i).arg(seq);
        ++expected;
    }
    return {};
}

} // namespace logpods
