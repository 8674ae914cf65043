// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podlogstream.h"

#include "core/object.h"
#include "rest/restclient.h"
#include "rest/streamcall.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <cstring>

namespace kube {

namespace {

// "2026-11-23T15:04:05.123456789Z" (the kubelet's RFC3339Nano, or an offset) in nanoseconds since the epoch;
// 0 when `text` is not such a timestamp.
qint64 parseNanos(const char *text, qsizetype size)
{
    constexpr qsizetype secondsEnd = 19; // "YYYY-MM-DDTHH:MM:SS"
    if (size < secondsEnd + 1)
        return 0;
    qsizetype at = secondsEnd;
    qint64 fraction = 0;
    if (text[at] == '.') {
        qint64 scale = 100'000'000;
        for (++at; at < size && text[at] >= '0' && text[at] <= '9'; ++at) {
            fraction += (text[at] - '0') * scale;
            scale /= 10;
        }
    }
    // Whole seconds and the zone, the fraction left out: what parseTimestamp reads.
    char whole[40];
    const qsizetype zone = size - at;
    if (zone < 1 || secondsEnd + zone > qsizetype(sizeof whole))
        return 0;
    std::memcpy(whole, text, secondsEnd);
    std::memcpy(whole + secondsEnd, text + at, size_t(zone));
    const qint64 ms = parseTimestamp(std::string_view(whole, size_t(secondsEnd + zone)));
    return ms == 0 ? 0 : ms * 1'000'000 + fraction;
}

// sinceTime as the apiserver hands it to the kubelet: RFC 3339 in whole seconds (metav1.Time drops the
// fraction), so a resumed stream starts at the second of the last line and repeats what came after it in
// that second.
QString sinceTimeOf(qint64 timeNs)
{
    return QDateTime::fromSecsSinceEpoch(timeNs / 1'000'000'000, Qt::UTC)
        .toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"));
}

QStringList containerNames(const QJsonObject &spec, const char *list)
{
    QStringList names;
    for (const QJsonValue &container : spec.value(QLatin1String(list)).toArray())
        names.append(container.toObject().value(QLatin1String("name")).toString());
    return names;
}

Request podRequest(const PodLogOptions &options)
{
    return Request::get()
        .resource({QString(), QStringLiteral("v1"), QStringLiteral("pods")})
        .namespaceName(options.namespaceName)
        .name(options.pod);
}

// startedAt of the running instance a container status names; empty when it names none (waiting, terminated).
QString runningSince(const QJsonObject &containerStatus)
{
    return containerStatus.value(QLatin1String("state"))
        .toObject()
        .value(QLatin1String("running"))
        .toObject()
        .value(QLatin1String("startedAt"))
        .toString();
}

} // namespace

PodLogStream::PodLogStream(RestClient *client, PodLogOptions options, QObject *parent)
    : QObject(parent), m_client(client), m_options(std::move(options))
{
    qRegisterMetaType<kube::LogLines>();
    // An instance that ended has a log that never grows: the server ignores follow, and so does this.
    if (m_options.previous)
        m_options.follow = false;
    m_batchTimer.setSingleShot(true);
    connect(&m_batchTimer, &QTimer::timeout, this, &PodLogStream::flush);
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &PodLogStream::check);
}

PodLogStream::~PodLogStream()
{
    stop();
}

void PodLogStream::start()
{
    m_textBytesLeft = m_options.limitBytes.value_or(-1);
    resolve();
}

void PodLogStream::start(const QJsonObject &pod)
{
    m_textBytesLeft = m_options.limitBytes.value_or(-1);
    // A copy that names no running instance of the container (it waited to start when the copy was made)
    // could not tell the instance followed from one that ends later: the server's pod is asked instead.
    if (m_options.follow && !m_options.container.isEmpty() && runningSince(containerStatus(pod)).isEmpty()) {
        resolve();
        return;
    }
    resolved(pod);
}

void PodLogStream::stop()
{
    m_phase = Phase::Done;
    m_confirming = false;
    m_batchTimer.stop();
    m_retryTimer.stop();
    m_batch.clear();
    if (m_call)
        m_call->cancel();
    m_call = nullptr;
}

void PodLogStream::resolve()
{
    m_phase = Phase::Resolving;
    m_client->send(podRequest(m_options), this, [this](const Response &response) {
        if (m_phase != Phase::Resolving)
            return;
        if (response.error) {
            fail(response.error);
            return;
        }
        resolved(QJsonDocument::fromJson(response.body).object());
    });
}

void PodLogStream::resolved(const QJsonObject &pod)
{
    m_podUid = pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString();
    if (m_options.container.isEmpty()) {
        // The server picks a pod's only container; naming it here puts it on every line.
        const QJsonObject spec = pod.value(QLatin1String("spec")).toObject();
        const QStringList all = containerNames(spec, "containers") + containerNames(spec, "initContainers") +
                                containerNames(spec, "ephemeralContainers");
        if (all.size() == 1)
            m_options.container = all.first();
    }
    const QJsonObject status = containerStatus(pod);
    m_restartCount = status.value(QLatin1String("restartCount")).toInt();
    // The instance that ended before the one followed is not this log's.
    m_drained =
        status.value(QLatin1String("lastState")).toObject().value(QLatin1String("terminated")).toObject();
    m_instanceStarted = runningSince(status);
    const QJsonObject state = status.value(QLatin1String("state")).toObject();
    if (m_instanceStarted.isEmpty() && !state.contains(QLatin1String("terminated")) && !m_drained.isEmpty()) {
        // Waiting to restart: the server shows the last run (the kubelet's order), so that run is the
        // instance read, and the next one that runs follows a marker.
        m_instanceStarted = m_drained.value(QLatin1String("startedAt")).toString();
        m_restartReason = m_drained.value(QLatin1String("reason")).toString().toUtf8();
        m_restartExitCode = m_drained.value(QLatin1String("exitCode")).toInt();
    }
    m_openedForRestarts = m_restartCount;
    m_openedForStart = runningSince(status);
    m_phase = Phase::Streaming;
    open(Mode::First);
}

QJsonObject PodLogStream::containerStatus(const QJsonObject &pod) const
{
    const QJsonObject status = pod.value(QLatin1String("status")).toObject();
    for (const char *list : {"containerStatuses", "initContainerStatuses", "ephemeralContainerStatuses"})
        for (const QJsonValue &entry : status.value(QLatin1String(list)).toArray())
            if (entry.toObject().value(QLatin1String("name")).toString() == m_options.container)
                return entry.toObject();
    return {};
}

void PodLogStream::open(Mode mode)
{
    m_mode = mode;
    Request request = podRequest(m_options).subresource(QStringLiteral("log"));
    request.accept("*/*");
    if (!m_options.container.isEmpty())
        request.param(QStringLiteral("container"), m_options.container);
    request.param(QStringLiteral("timestamps"), QStringLiteral("true"));
    // Nothing handed on yet: a resumed stream is the first one again.
    const bool fromScratch = mode == Mode::First || ((mode == Mode::Resume || mode == Mode::Final) &&
                                                     m_lastTimeNs == 0 && !m_delivered);
    const bool follow = (mode == Mode::First && m_options.follow) || mode == Mode::Resume;
    if (follow)
        request.param(QStringLiteral("follow"), QStringLiteral("true"));
    if ((mode == Mode::First && m_options.previous) || mode == Mode::Drain)
        request.param(QStringLiteral("previous"), QStringLiteral("true"));
    m_resuming = false;
    if (fromScratch) {
        if (m_options.sinceSeconds)
            request.param(QStringLiteral("sinceSeconds"), QString::number(*m_options.sinceSeconds));
        if (!m_options.sinceTime.isEmpty())
            request.param(QStringLiteral("sinceTime"), m_options.sinceTime);
        if (m_options.tailLines)
            request.param(QStringLiteral("tailLines"), QString::number(*m_options.tailLines));
    } else if (m_lastTimeNs > 0) {
        request.param(QStringLiteral("sinceTime"), sinceTimeOf(m_lastTimeNs));
        m_resuming = true;
        m_skipAtLastTime = m_linesAtLastTime;
    }
    m_partial.clear();
    m_discarding = false;
    m_linesThisConnection = 0;
    ++m_connection;
    m_call = m_client->stream(request);
    connect(m_call, &StreamCall::data, this, &PodLogStream::receive);
    connect(m_call, &StreamCall::finished, this, &PodLogStream::ended);
    m_confirming = follow;
    m_confirmAsked = false;
    m_heldBytes = 0;
    m_heldFrom = m_batch.size();
    m_endedHeld.reset();
    m_openedAt = {m_lastTimeNs, m_linesAtLastTime, m_textBytesLeft, m_delivered};
}

// Asked once the log's first bytes came: the server chose the instance before it sent them.
void PodLogStream::confirm()
{
    m_confirmAsked = true;
    const quint64 connection = m_connection;
    m_client->send(podRequest(m_options), this, [this, connection](const Response &response) {
        if (m_phase == Phase::Done || connection != m_connection || !m_confirming)
            return;
        if (response.error.isNotFound()) {
            failPodDeleted(response.error);
            return;
        }
        confirmed(QJsonDocument::fromJson(response.body).object());
    });
}

void PodLogStream::confirmed(const QJsonObject &pod)
{
    m_confirming = false;
    const QJsonObject status = containerStatus(pod);
    const QString uid =
        pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString();
    const bool isPod = !uid.isEmpty(); // not a proxy's page
    if (isPod && uid == m_podUid &&
        status.value(QLatin1String("restartCount")).toInt() == m_openedForRestarts &&
        runningSince(status) == m_openedForStart) {
        // The instance read is the one it was opened for: what it held goes on, and an end it met is taken.
        if (m_endedHeld)
            concluded(*std::exchange(m_endedHeld, std::nullopt));
        else if (!m_batch.isEmpty())
            flush();
        return;
    }
    // Another instance (or no answer that says): its lines are dropped, and the stream starts again from
    // where it was, with the pod as it is now.
    if (m_call)
        m_call->cancel();
    m_call = nullptr;
    m_batch.resize(m_heldFrom);
    m_lastTimeNs = m_openedAt.lastTimeNs;
    m_linesAtLastTime = m_openedAt.linesAtLastTime;
    m_textBytesLeft = m_openedAt.textBytesLeft;
    m_delivered = m_openedAt.delivered;
    m_endedHeld.reset();
    if (!isPod)
        retryLater();
    else if (m_mode == Mode::First)
        resolved(pod);
    else
        checked(pod);
}

void PodLogStream::receive(const QByteArray &chunk)
{
    if (m_confirming && !m_confirmAsked)
        confirm();
    const char *data = chunk.constData();
    const qsizetype size = chunk.size();
    qsizetype at = 0;
    while (at < size && m_phase != Phase::Done) {
        const auto *newline = static_cast<const char *>(std::memchr(data + at, '\n', size_t(size - at)));
        const qsizetype lineEnd = newline ? newline - data : size;
        if (m_discarding) {
            m_discarding = !newline;
        } else if (m_partial.size() + (lineEnd - at) > m_maxLineBytes) {
            m_partial.append(data + at, m_maxLineBytes - m_partial.size());
            takeLine(m_partial.constData(), m_partial.size(), true);
            m_partial.clear();
            m_discarding = !newline;
        } else if (!newline) {
            m_partial.append(data + at, lineEnd - at);
        } else if (m_partial.isEmpty()) {
            takeLine(data + at, lineEnd - at, false);
        } else {
            m_partial.append(data + at, lineEnd - at);
            takeLine(m_partial.constData(), m_partial.size(), false);
            m_partial.clear();
        }
        at = lineEnd + 1;
        if (m_textBytesLeft == 0 || (m_confirming && m_heldBytes >= maxHeldBytes)) {
            // limitBytes reached: the rest is not wanted. Or too much is held unconfirmed (a long backlog
            // read before the pod's answer came): the stream is left there, to resume once confirmed.
            if (m_call)
                m_call->cancel();
            m_call = nullptr;
            if (m_confirming)
                m_endedHeld = Error();
            else
                end();
            return;
        }
    }
    if (m_confirming)
        return;
    if (m_batch.size() >= maxBatchLines || m_batchIntervalMs == 0)
        flush();
    else if (!m_batch.isEmpty() && !m_batchTimer.isActive())
        m_batchTimer.start(m_batchIntervalMs);
}

void PodLogStream::takeLine(const char *begin, qsizetype size, bool cut)
{
    // The timestamp ends at the first space (30 characters for RFC3339Nano in UTC, at most ~36 with an
    // offset).
    constexpr qsizetype longestTimestamp = 40;
    const auto *space =
        static_cast<const char *>(std::memchr(begin, ' ', size_t(std::min(size, longestTimestamp + 1))));
    const qint64 timeNs = space ? parseNanos(begin, space - begin) : 0;
    const qsizetype textStart = timeNs ? space - begin + 1 : 0;
    if (m_resuming) {
        // A resumed stream's body without timestamps is not the log (a proxy's page, an error in its place):
        // dropped, and the stream tried again later.
        if (!timeNs)
            return;
        // Drop what was handed on before the cut: every line before its last timestamp, and as many at it.
        if (timeNs < m_lastTimeNs)
            return;
        if (timeNs == m_lastTimeNs && m_skipAtLastTime > 0) {
            --m_skipAtLastTime;
            return;
        }
        m_resuming = false;
        if (m_delivered)
            mark(LogLine::Kind::Reconnected);
    }
    m_linesThisConnection += timeNs != 0;
    LogLine line;
    line.timeNs = timeNs;
    line.text = QByteArray(begin + textStart, size - textStart);
    if (cut)
        line.text += cutMarker;
    if (m_textBytesLeft >= 0) {
        line.text.truncate(std::min(line.text.size(), m_textBytesLeft));
        m_textBytesLeft -= std::min(line.text.size() + 1, m_textBytesLeft);
    }
    // A line without a timestamp is not the kubelet's (it stamps every line when asked to): a proxy's page, a
    // body cut short. It is shown, but the stream resumes after the last stamped line, not from the start.
    if (timeNs != 0 && timeNs == m_lastTimeNs) {
        ++m_linesAtLastTime;
    } else if (timeNs != 0) {
        m_lastTimeNs = timeNs;
        m_linesAtLastTime = 1;
    }
    m_delivered = m_delivered || timeNs != 0;
    line.pod = m_options.pod;
    line.container = m_options.container;
    if (m_confirming)
        m_heldBytes += line.text.size();
    m_batch.append(std::move(line));
}

void PodLogStream::mark(LogLine::Kind kind, QByteArray text, int exitCode)
{
    LogLine line;
    line.kind = kind;
    line.timeNs = m_lastTimeNs;
    line.pod = m_options.pod;
    line.container = m_options.container;
    line.text = std::move(text);
    line.exitCode = exitCode;
    m_batch.append(std::move(line));
}

void PodLogStream::ended(const Error &error)
{
    m_call = nullptr;
    if (m_phase == Phase::Done)
        return;
    if (!error && !m_partial.isEmpty() && !m_discarding) {
        // A body that ended cleanly without a newline: its last line is whole.
        takeLine(m_partial.constData(), m_partial.size(), false);
        m_partial.clear();
    }
    if (m_confirming && m_confirmAsked)
        m_endedHeld = error;
    else {
        m_confirming = false; // nothing came: nothing to confirm
        concluded(error);
    }
}

// What follows the end of a stream whose instance is known.
void PodLogStream::concluded(const Error &error)
{
    if (m_linesThisConnection > 0)
        m_delayMs = reconnectInitialDelayMs;
    if (m_mode == Mode::Drain) {
        // Whatever the rest of the ended instance gave, the new one follows from its start. The pod says
        // which one that is (it may have restarted again): the next restart is told from it.
        mark(LogLine::Kind::ContainerRestarted, m_restartReason, m_restartExitCode);
        m_lastTimeNs = 0;
        m_linesAtLastTime = 0;
        flush();
        check();
        return;
    }
    const bool firstAnswer = m_mode == Mode::First && !m_delivered;
    if (error && (firstAnswer || !m_options.follow)) {
        fail(error);
        return;
    }
    if (!m_options.follow || m_mode == Mode::Final || m_textBytesLeft == 0) {
        end();
        return;
    }
    // A follow stream ended: the container stopped, restarted, the pod went, or the connection was cut.
    flush();
    if (error || m_linesThisConnection == 0)
        retryLater();
    else
        check();
}

void PodLogStream::retryLater()
{
    m_phase = Phase::Waiting;
    const int jitter = int(QRandomGenerator::global()->bounded(m_delayMs / 4 + 1));
    m_retryTimer.start(m_delayMs + jitter);
    m_delayMs = std::min(reconnectMaxDelayMs, m_delayMs * 2);
}

void PodLogStream::check()
{
    m_phase = Phase::Checking;
    m_client->send(podRequest(m_options), this, [this](const Response &response) {
        if (m_phase != Phase::Checking)
            return;
        if (response.error.isNotFound()) {
            failPodDeleted(response.error);
            return;
        }
        const QJsonObject pod = QJsonDocument::fromJson(response.body).object();
        // A body that is not a pod (a proxy's page) says nothing of it: asked again later.
        const bool isPod =
            !pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString().isEmpty();
        if (response.error || !isPod) {
            retryLater();
            return;
        }
        checked(pod);
    });
}

void PodLogStream::checked(const QJsonObject &pod)
{
    if (pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString() != m_podUid) {
        fail(Error::status(
            404, Error::Reason::NotFound,
            QStringLiteral(
                "pod \"%1\" was deleted while its log was followed (a new pod of that name replaced it)")
                .arg(m_options.pod)));
        return;
    }
    m_phase = Phase::Streaming;
    const QJsonObject status = containerStatus(pod);
    const QJsonObject state = status.value(QLatin1String("state")).toObject();
    const int restarts = status.value(QLatin1String("restartCount")).toInt();
    const QJsonObject terminated =
        status.value(QLatin1String("lastState")).toObject().value(QLatin1String("terminated")).toObject();
    // The restart count can rise again while the instance that ended is still the last one (counted when it
    // crashed, and when the next one started): an instance is drained once.
    const bool drain = restarts > m_restartCount && (terminated.isEmpty() || terminated != m_drained);
    m_restartCount = std::max(m_restartCount, restarts);
    const QString startedAt = runningSince(status);
    if (drain) {
        // Restarts passed unseen: the instance that ended last is not the one followed, whose end the server
        // no longer has (the kubelet keeps one ended instance). The followed one gets a marker of its own and
        // the ended one is shown whole.
        const QString endedStarted = terminated.value(QLatin1String("startedAt")).toString();
        if (!m_instanceStarted.isEmpty() && !endedStarted.isEmpty() && endedStarted != m_instanceStarted) {
            mark(LogLine::Kind::ContainerRestarted);
            m_lastTimeNs = 0;
            m_linesAtLastTime = 0;
        }
        m_instanceStarted = startedAt; // the instance followed after the drain
        m_drained = terminated;
        m_restartReason = terminated.value(QLatin1String("reason")).toString().toUtf8();
        m_restartExitCode = terminated.value(QLatin1String("exitCode")).toInt();
        open(Mode::Drain);
    } else if (state.contains(QLatin1String("running"))) {
        if (!m_instanceStarted.isEmpty() && startedAt != m_instanceStarted) {
            // The run read was the last one of a container waiting to restart; the one now running is new.
            mark(LogLine::Kind::ContainerRestarted, m_restartReason, m_restartExitCode);
            m_lastTimeNs = 0;
            m_linesAtLastTime = 0;
        }
        m_instanceStarted = startedAt;
        m_openedForRestarts = restarts;
        m_openedForStart = startedAt;
        open(Mode::Resume);
    } else if (state.contains(QLatin1String("terminated"))) {
        open(Mode::Final);
    } else {
        retryLater(); // waiting to start again
    }
}

void PodLogStream::failPodDeleted(const Error &notFound)
{
    fail(Error::status(404, Error::Reason::NotFound,
                       QStringLiteral("pod \"%1\" was deleted while its log was followed").arg(m_options.pod),
                       notFound.where()));
}

void PodLogStream::flush()
{
    if (m_confirming)
        return;
    m_batchTimer.stop();
    if (!m_batch.isEmpty())
        Q_EMIT lines(std::exchange(m_batch, {}));
}

void PodLogStream::fail(const Error &error)
{
    flush();
    stop();
    Q_EMIT failed(error);
}

void PodLogStream::end()
{
    flush();
    stop();
    Q_EMIT finished();
}

} // namespace kube
