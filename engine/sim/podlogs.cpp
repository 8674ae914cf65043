// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podlogs.h"

#include "core/object.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace kube::sim {

namespace {

// How often follow streams are given the lines that came due (the kubelet flushes about as often).
constexpr int followTickMs = 50;
// Lines written to a socket per chunk: a long backlog goes out in pieces, so other connections are served.
constexpr qsizetype chunkBytes = 64 * 1024;
// Every this many lines, one very long line (a JSON payload dumped to the log).
constexpr qint64 longLineEvery = 1000;
constexpr qsizetype longLineBytes = 20'000;

QJsonObject statusBody(int code, const QString &reason, const QString &message)
{
    return {{QStringLiteral("kind"), QStringLiteral("Status")},
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("metadata"), QJsonObject()},
            {QStringLiteral("status"), QStringLiteral("Failure")},
            {QStringLiteral("message"), message},
            {QStringLiteral("reason"), reason},
            {QStringLiteral("code"), code}};
}

void badRequest(HttpConnection *connection, const QString &message)
{
    connection->respond(
        400,
        QJsonDocument(statusBody(400, QStringLiteral("BadRequest"), message)).toJson(QJsonDocument::Compact));
}

QStringList namesOf(const QJsonArray &containers)
{
    QStringList names;
    for (const QJsonValue &container : containers)
        names.append(container.toObject().value(QLatin1String("name")).toString());
    return names;
}

QJsonObject statusOf(const QJsonObject &pod, const QString &container)
{
    const QJsonObject status = pod.value(QLatin1String("status")).toObject();
    for (const char *list : {"containerStatuses", "initContainerStatuses", "ephemeralContainerStatuses"})
        for (const QJsonValue &entry : status.value(QLatin1String(list)).toArray())
            if (entry.toObject().value(QLatin1String("name")).toString() == container)
                return entry.toObject();
    return {};
}

// What follows "is waiting to start" in the kubelet's answer: the common image failures in words, any other
// reason as it is, and no state at all said so.
QString waitingReason(const QJsonObject &state)
{
    if (!state.contains(QLatin1String("waiting")))
        return QStringLiteral(" - no logs yet");
    const QString reason =
        state.value(QLatin1String("waiting")).toObject().value(QLatin1String("reason")).toString();
    if (reason == QLatin1String("ErrImagePull"))
        return QStringLiteral(": image can't be pulled");
    if (reason == QLatin1String("ImagePullBackOff"))
        return QStringLiteral(": trying and failing to pull image");
    return QStringLiteral(": ") + reason;
}

qint64 timeOf(const QJsonObject &state, const char *field)
{
    return kube::parseTimestamp(state.value(QLatin1String(field)).toString().toStdString());
}

// The kubelet's timestamps: RFC 3339 with nanoseconds.
QByteArray rfc3339Nano(qint64 ms)
{
    const QDateTime time = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
    return time.toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss")).toLatin1() + '.' +
           QByteArray::number(ms % 1000).rightJustified(3, '0') + "000000Z";
}

} // namespace

PodLogs::PodLogs(QObject *parent) : QObject(parent), m_cutRandom(1)
{
    m_timer.setInterval(followTickMs);
    connect(&m_timer, &QTimer::timeout, this, &PodLogs::pump);
    m_cutTimer.setSingleShot(true);
    connect(&m_cutTimer, &QTimer::timeout, this, [this] {
        if (!m_follows.empty()) {
            auto victim = m_follows.begin();
            std::advance(victim, m_cutRandom.bounded(int(m_follows.size())));
            if (victim->connection)
                victim->connection->abort();
            m_follows.erase(victim);
        }
        scheduleCut();
    });
}

void PodLogs::setCutFollowStreams(double cutsPerSecond, quint32 seed)
{
    m_cutsPerSecond = cutsPerSecond;
    m_cutRandom.seed(seed);
    m_cutTimer.stop();
    scheduleCut();
}

void PodLogs::cutFollowStreamsNow(bool midLine)
{
    for (const Follow &follow : std::exchange(m_follows, {})) {
        if (!follow.connection)
            continue;
        if (midLine) {
            const QByteArray line = render(follow.podName, follow.container, follow.nextLine,
                                           follow.instance.startMs, follow.timestamps);
            follow.connection->writeChunk(line.left(line.size() / 2));
        }
        // Closed after what was written went out (an abort would drop it), without the last chunk.
        follow.connection->socket()->disconnectFromHost();
    }
    m_timer.stop();
}

void PodLogs::scheduleCut()
{
    if (m_cutsPerSecond <= 0)
        return;
    // Exponential gaps: cuts land at random moments, mid-line and mid-batch included, yet replay from the
    // seed.
    const double gapSeconds = -std::log(1.0 - m_cutRandom.generateDouble()) / m_cutsPerSecond;
    m_cutTimer.start(int(std::max(1.0, gapSeconds * 1000.0)));
}

QByteArray PodLogs::lineText(const QString &podName, const QString &container, qint64 k)
{
    const QByteArray seq = " seq=" + QByteArray::number(k);
    const quint32 hash = quint32(qHash(podName) ^ (qHash(container) << 1)) + quint32(k) * 2654435761u;
    const QByteArray item = QByteArray::number(hash % 9000 + 1000);
    if (k % longLineEvery == longLineEvery - 1)
        return "INFO payload={\"items\":[" + QByteArray("\"abcdefghij\",").repeated(longLineBytes / 13) +
               "\"end\"]}" + seq;
    switch (k % 97) {
    case 13:
        return "ERROR request failed: java.lang.IllegalStateException: connection reset by peer" + seq;
    case 14:
    case 15:
    case 16:
        return "\tat com.example.app.Handler.serve(Handler.java:" + QByteArray::number(40 + k % 97) + ")" +
               seq;
    default:
        break;
    }
    switch (k % 10) {
    case 3:
        return "\x1b[33mWARN\x1b[0m slow request path=/api/items/" + item +
               " latency=" + QByteArray::number(hash % 900 + 300) + "ms" + seq;
    case 7:
        return "\x1b[1;38;5;208mDEBUG\x1b[0m cache refresh entries=" + item + seq;
    case 9:
        return "\x1b[4;38;2;255;105;180mAUDIT\x1b[0m user=alice verb=get resource=items/" + item + seq;
    default:
        return "INFO GET /api/items/" + item + " 200 " + QByteArray::number(hash % 50 + 1) + "ms" + seq;
    }
}

qint64 PodLogs::lineTimeMs(qint64 startMs, qint64 k) const
{
    return startMs + qint64(std::floor(double(k) * 1000.0 / m_rate));
}

qint64 PodLogs::firstLineAtOrAfter(qint64 startMs, qint64 timeMs) const
{
    if (timeMs <= startMs)
        return 0;
    qint64 k = qint64(std::ceil(double(timeMs - startMs) * m_rate / 1000.0));
    while (k > 0 && lineTimeMs(startMs, k - 1) >= timeMs)
        --k;
    while (lineTimeMs(startMs, k) < timeMs)
        ++k;
    return k;
}

qint64 PodLogs::lineCountBy(const Instance &instance, qint64 nowMs) const
{
    const qint64 until = instance.endMs ? std::min(instance.endMs, nowMs) : nowMs;
    return until < instance.startMs ? 0 : firstLineAtOrAfter(instance.startMs, until + 1);
}

QByteArray PodLogs::render(const QString &podName, const QString &container, qint64 k, qint64 startMs,
                           bool timestamps) const
{
    QByteArray line = lineText(podName, container, k);
    if (timestamps)
        line.prepend(rfc3339Nano(lineTimeMs(startMs, k)) + ' ');
    line.append('\n');
    return line;
}

void PodLogs::serve(HttpConnection *connection, const HttpRequest &request, const QJsonObject &pod)
{
    const QJsonObject metadata = pod.value(QLatin1String("metadata")).toObject();
    const QJsonObject spec = pod.value(QLatin1String("spec")).toObject();
    const QString podName = metadata.value(QLatin1String("name")).toString();
    const QStringList containers = namesOf(spec.value(QLatin1String("containers")).toArray());
    const QStringList initContainers = namesOf(spec.value(QLatin1String("initContainers")).toArray());
    const QStringList ephemeralContainers =
        namesOf(spec.value(QLatin1String("ephemeralContainers")).toArray());

    // The apiserver's checks (pod strategy's validateContainer), with its wording.
    QString container = request.param(QStringLiteral("container"));
    if (container.isEmpty()) {
        if (containers.size() + initContainers.size() + ephemeralContainers.size() == 1) {
            container = (containers + initContainers + ephemeralContainers).first();
        } else if (containers.isEmpty()) {
            badRequest(connection,
                       QStringLiteral("a container name must be specified for pod %1").arg(podName));
            return;
        } else {
            QString message =
                QStringLiteral("a container name must be specified for pod %1, choose one of: [%2]")
                    .arg(podName, containers.join(QLatin1Char(' ')));
            if (!initContainers.isEmpty())
                message += QStringLiteral(" or one of the init containers: [%1]")
                               .arg(initContainers.join(QLatin1Char(' ')));
            if (!ephemeralContainers.isEmpty())
                message += QStringLiteral(" or one of the ephemeral containers: [%1]")
                               .arg(ephemeralContainers.join(QLatin1Char(' ')));
            badRequest(connection, message);
            return;
        }
    } else if (!containers.contains(container) && !initContainers.contains(container) &&
               !ephemeralContainers.contains(container)) {
        badRequest(connection,
                   QStringLiteral("container %1 is not valid for pod %2").arg(container, podName));
        return;
    }
    if (request.hasParam(QStringLiteral("sinceSeconds")) && request.hasParam(QStringLiteral("sinceTime"))) {
        connection->respond(
            422, QJsonDocument(
                     statusBody(422, QStringLiteral("Invalid"),
                                QStringLiteral("PodLogOptions \"%1\" is invalid: sinceSeconds: Forbidden: at "
                                               "most one of `sinceTime` or `sinceSeconds` may be specified")
                                    .arg(podName)))
                     .toJson(QJsonDocument::Compact));
        return;
    }
    // A pod not yet on a node has no kubelet to ask: the apiserver answers 200 with nothing.
    if (spec.value(QLatin1String("nodeName")).toString().isEmpty()) {
        connection->respond(200, QByteArray(), "text/plain");
        return;
    }

    // The kubelet's checks, with its wording.
    const QJsonObject status = statusOf(pod, container);
    const bool previous = request.param(QStringLiteral("previous")) == QLatin1String("true");
    Instance instance;
    if (previous) {
        const QJsonObject terminated =
            status.value(QLatin1String("lastState")).toObject().value(QLatin1String("terminated")).toObject();
        if (terminated.isEmpty()) {
            badRequest(connection,
                       QStringLiteral("previous terminated container \"%1\" in pod \"%2\" not found")
                           .arg(container, podName));
            return;
        }
        instance = {timeOf(terminated, "startedAt"), timeOf(terminated, "finishedAt")};
    } else {
        const QJsonObject state = status.value(QLatin1String("state")).toObject();
        if (status.isEmpty()) {
            badRequest(
                connection,
                QStringLiteral("container \"%1\" in pod \"%2\" is not available").arg(container, podName));
            return;
        }
        // The kubelet's order: the running instance, the one that ended, the one before it (a container
        // waiting in CrashLoopBackOff shows the log of its last run), and only then "waiting to start".
        const QJsonObject terminated = state.value(QLatin1String("terminated")).toObject();
        const QJsonObject lastTerminated =
            status.value(QLatin1String("lastState")).toObject().value(QLatin1String("terminated")).toObject();
        if (state.contains(QLatin1String("running")))
            instance = {timeOf(state.value(QLatin1String("running")).toObject(), "startedAt"), 0};
        else if (!terminated.isEmpty())
            instance = {timeOf(terminated, "startedAt"), timeOf(terminated, "finishedAt")};
        else if (!lastTerminated.isEmpty())
            instance = {timeOf(lastTerminated, "startedAt"), timeOf(lastTerminated, "finishedAt")};
        else {
            badRequest(connection, QStringLiteral("container \"%1\" in pod \"%2\" is waiting to start%3")
                                       .arg(container, podName, waitingReason(state)));
            return;
        }
    }
    if (instance.startMs == 0)
        instance.startMs =
            kube::parseTimestamp(metadata.value(QLatin1String("creationTimestamp")).toString().toStdString());

    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    const qint64 count = lineCountBy(instance, nowMs);
    qint64 first = 0;
    if (request.hasParam(QStringLiteral("sinceSeconds")))
        first = firstLineAtOrAfter(instance.startMs,
                                   nowMs - request.param(QStringLiteral("sinceSeconds")).toLongLong() * 1000);
    else if (request.hasParam(QStringLiteral(
                 "sinceTime"))) // the apiserver hands it to the kubelet in whole seconds (metav1.Time)
        first = firstLineAtOrAfter(
            instance.startMs,
            kube::parseTimestamp(request.param(QStringLiteral("sinceTime")).toStdString()) / 1000 * 1000);
    if (request.hasParam(QStringLiteral("tailLines")))
        first = std::max(first, count - request.param(QStringLiteral("tailLines")).toLongLong());
    const bool timestamps = request.param(QStringLiteral("timestamps")) == QLatin1String("true");
    qint64 bytesLeft = request.hasParam(QStringLiteral("limitBytes"))
                           ? request.param(QStringLiteral("limitBytes")).toLongLong()
                           : -1;
    const bool follow = request.param(QStringLiteral("follow")) == QLatin1String("true") && !previous;

    // The backlog, in pieces (a day of logs is tens of MB).
    QList<QByteArray> parts;
    QByteArray piece;
    for (qint64 k = first; k < count && bytesLeft != 0; ++k) {
        QByteArray line = render(podName, container, k, instance.startMs, timestamps);
        if (bytesLeft >= 0) {
            line.truncate(std::min(line.size(), qsizetype(bytesLeft)));
            bytesLeft -= line.size();
        }
        piece += line;
        if (piece.size() >= chunkBytes)
            parts.append(std::exchange(piece, QByteArray()));
    }
    if (!piece.isEmpty())
        parts.append(piece);
    if (!follow || bytesLeft == 0) {
        connection->respondParts(200, parts, "text/plain");
        return;
    }
    connection->beginStream(200, "text/plain");
    for (const QByteArray &part : parts)
        connection->writeChunk(part);
    m_follows.push_back(Follow{connection, metadata.value(QLatin1String("uid")).toString(), podName,
                               container, instance, std::max(first, count), timestamps, bytesLeft});
    if (!m_timer.isActive())
        m_timer.start();
}

qint64 PodLogs::producedLines(const QJsonObject &pod, const QString &container, qint64 nowMs) const
{
    const QJsonObject running = statusOf(pod, container)
                                    .value(QLatin1String("state"))
                                    .toObject()
                                    .value(QLatin1String("running"))
                                    .toObject();
    if (running.isEmpty())
        return 0;
    qint64 startMs = timeOf(running, "startedAt");
    if (startMs == 0)
        startMs = kube::parseTimestamp(pod.value(QLatin1String("metadata"))
                                           .toObject()
                                           .value(QLatin1String("creationTimestamp"))
                                           .toString()
                                           .toStdString());
    return lineCountBy(Instance{startMs, 0}, nowMs);
}

void PodLogs::pump()
{
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    for (auto follow = m_follows.begin(); follow != m_follows.end();) {
        if (!follow->connection) {
            follow = m_follows.erase(follow);
            continue;
        }
        const qint64 due = lineCountBy(follow->instance, nowMs);
        QByteArray bytes;
        for (; follow->nextLine < due && follow->bytesLeft != 0; ++follow->nextLine) {
            QByteArray line = render(follow->podName, follow->container, follow->nextLine,
                                     follow->instance.startMs, follow->timestamps);
            if (follow->bytesLeft >= 0) {
                line.truncate(std::min(line.size(), qsizetype(follow->bytesLeft)));
                follow->bytesLeft -= line.size();
            }
            bytes += line;
        }
        if (!bytes.isEmpty())
            follow->connection->writeChunk(bytes);
        const bool ended = follow->bytesLeft == 0 ||
                           (follow->instance.endMs &&
                            follow->nextLine >= lineCountBy(follow->instance, follow->instance.endMs));
        if (ended) {
            follow->connection->endStream();
            follow = m_follows.erase(follow);
            continue;
        }
        ++follow;
    }
    if (m_follows.empty())
        m_timer.stop();
}

void PodLogs::podChanged(const QJsonObject &pod, bool deleted)
{
    const QString uid =
        pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString();
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    for (Follow &follow : m_follows) {
        if (follow.podUid != uid || follow.instance.endMs)
            continue;
        if (deleted) {
            follow.instance.endMs = nowMs;
            continue;
        }
        // The instance being followed ended: it terminated, or the container restarted (a new instance
        // began).
        const QJsonObject status = statusOf(pod, follow.container);
        const QJsonObject state = status.value(QLatin1String("state")).toObject();
        const QJsonObject terminated = state.value(QLatin1String("terminated")).toObject();
        const qint64 runningSince = timeOf(state.value(QLatin1String("running")).toObject(), "startedAt");
        if (!terminated.isEmpty() && timeOf(terminated, "startedAt") == follow.instance.startMs)
            follow.instance.endMs = std::max(follow.instance.startMs, timeOf(terminated, "finishedAt"));
        else if (runningSince != follow.instance.startMs)
            follow.instance.endMs = nowMs;
    }
}

} // namespace kube::sim
