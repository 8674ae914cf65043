// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "logline.h"

#include "core/error.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <optional>

namespace kube {

class RestClient;
class StreamCall;

// What to read of one container's log: kubectl logs' options (PodLogOptions). `sinceTime` is RFC 3339.
struct QKUBE_ENGINE_EXPORT PodLogOptions
{
    QString namespaceName;
    QString pod;
    QString container; // empty: the pod's only container (the server refuses a pod with several)
    bool follow = false;
    bool previous = false;
    std::optional<qint64> sinceSeconds;
    QString sinceTime;
    std::optional<qint64> tailLines;
    std::optional<qint64> limitBytes; // of the log's text (lines and their newlines), timestamps not counted
};

// One container's log as batches of LogLines. Always asks the server for timestamps and strips them into
// LogLine::timeNs. A follow stream that ends while the container runs (a cut connection, an apiserver
// restart) is opened again with sinceTime = the last line's second, and the lines already handed on are
// dropped (those before the last timestamp, and as many at it as were handed on), so nothing is lost or
// repeated; a Reconnected marker goes where it resumed (a resumed body without timestamps, a proxy's page, is
// dropped and tried again). When the container restarted, the rest of the ended instance's log (each ended
// instance once), a ContainerRestarted marker (its reason and exit code) and the new instance follow; a
// followed log's lines are handed on once the pod confirms the instance it was opened for. Ends with
// finished() (the log ended: not following, the container terminated, stop() not called) or failed() (the
// server refused, the pod was deleted). Lives on the RestClient's thread (the session's worker); memory is
// bounded by maxLineBytes, the batch and maxHeldBytes.
class QKUBE_ENGINE_EXPORT PodLogStream : public QObject
{
    Q_OBJECT
public:
    // A line longer than this is cut here, ends with cutMarker, and the rest of it is dropped.
    static constexpr qsizetype defaultMaxLineBytes = 1024 * 1024;
    static constexpr QByteArrayView cutMarker = " [\xe2\x80\xa6 line cut]";
    // Lines reach the receiver at most every batchIntervalMs, or sooner once maxBatchLines wait: a log of
    // 20k lines/s costs the GUI thread 20 signals a second, not 20k.
    static constexpr int defaultBatchIntervalMs = 50;
    static constexpr qsizetype maxBatchLines = 5000;
    // Reconnect backoff as client-go's: 800 ms, doubling, capped at 30 s, reset once a connection delivered.
    static constexpr int reconnectInitialDelayMs = 800;
    static constexpr int reconnectMaxDelayMs = 30'000;
    // Of a stream's lines held until its instance is confirmed (below, m_confirming).
    static constexpr qsizetype maxHeldBytes = 16 * 1024 * 1024;

    PodLogStream(RestClient *client, PodLogOptions options, QObject *parent = nullptr);
    ~PodLogStream() override;

    const PodLogOptions &options() const { return m_options; }
    void setMaxLineBytes(qsizetype bytes) { m_maxLineBytes = bytes; }
    // 0: a batch per arrived chunk (for an owner that coalesces several streams itself).
    void setBatchIntervalMs(int ms) { m_batchIntervalMs = ms; }

    void start();
    // Starts from the pod the caller has (its uid and restart count; e.g. an informer's copy) instead of a
    // GET.
    void start(const QJsonObject &pod);
    // Ends the stream now; no further signal.
    void stop();

Q_SIGNALS:
    void lines(const kube::LogLines &lines);
    void failed(const kube::Error &error);
    void finished();

private:
    enum class Phase { Resolving, Streaming, Checking, Waiting, Done };
    enum class Mode {
        First,  // the log as the options ask for it
        Resume, // follow: the same instance from the last line's second, or a new one (after a restart) whole
        Drain,  // the rest of an instance that ended (previous=true, from the last line's second)
        Final,  // the rest of a container that terminated (from the last line's second)
    };

    void resolve();
    void resolved(const QJsonObject &pod);
    void open(Mode mode);
    void receive(const QByteArray &chunk);
    void takeLine(const char *begin, qsizetype size, bool cut);
    void mark(LogLine::Kind kind, QByteArray text = {}, int exitCode = 0);
    void ended(const Error &error);
    void concluded(const Error &error);
    void confirm();
    void confirmed(const QJsonObject &pod);
    void retryLater();
    void check();
    void checked(const QJsonObject &pod);
    void flush();
    void fail(const Error &error);
    void failPodDeleted(const Error &notFound);
    void end();
    QJsonObject containerStatus(const QJsonObject &pod) const;

    RestClient *m_client;
    PodLogOptions m_options;
    Phase m_phase = Phase::Resolving;
    QPointer<StreamCall> m_call;
    QTimer m_batchTimer{this}; // children: they move with the stream to its thread
    QTimer m_retryTimer{this};
    Mode m_mode = Mode::First;
    int m_batchIntervalMs = defaultBatchIntervalMs;
    qsizetype m_maxLineBytes = defaultMaxLineBytes;

    QByteArray m_partial;      // the line being received
    bool m_discarding = false; // the rest of a line already cut at m_maxLineBytes
    LogLines m_batch;
    qint64 m_lastTimeNs = 0;      // the last line handed on...
    qint64 m_linesAtLastTime = 0; // ...and how many were handed on with that timestamp
    qint64 m_skipAtLastTime = 0;  // while resuming: lines at m_lastTimeNs still to drop
    bool m_resuming = false;
    bool m_delivered = false;    // a stamped line was handed on (a resumed stream gets a Reconnected marker)
    qint64 m_textBytesLeft = -1; // limitBytes; -1: none
    qint64 m_linesThisConnection = 0; // with a timestamp: the log's, not a proxy's page

    int m_restartCount = 0;     // of the instance followed
    QByteArray m_restartReason; // of the instance that ended, for its ContainerRestarted marker
    int m_restartExitCode = 0;
    QJsonObject m_drained;     // lastState.terminated of the instance drained last
    QString m_instanceStarted; // startedAt of the instance followed; empty: not known
    int m_delayMs = reconnectInitialDelayMs;
    QString m_podUid;
    // A follow stream is opened for the instance the pod's last answer named; the container can restart
    // before the log is asked for, and the log is then the next instance's, numbered from its start, with
    // nothing in it to tell. So the pod is asked for again once the log's first bytes came, and its lines are
    // held until it still names that instance (the restart count and the running instance's startedAt).
    bool m_confirming = false;
    bool m_confirmAsked = false;
    quint64 m_connection = 0; // counts the streams opened: an answer for an earlier one is ignored
    int m_openedForRestarts = 0;
    QString m_openedForStart;
    qsizetype m_heldFrom = 0; // m_batch's lines from here on are the unconfirmed stream's
    qsizetype m_heldBytes = 0;
    std::optional<Error> m_endedHeld; // the unconfirmed stream ended (or was cut: too many lines held)
    struct Position
    {
        qint64 lastTimeNs = 0, linesAtLastTime = 0, textBytesLeft = -1;
        bool delivered = false;
    } m_openedAt; // where the unconfirmed stream began: restored when it was another instance's
};

} // namespace kube
