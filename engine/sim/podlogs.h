// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "httpconnection.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QRandomGenerator>
#include <QTimer>

#include <list>

namespace kube::sim {

// kubesim's pods/log, as the kubelet and apiserver answer it: the query parameters (container, previous,
// follow, sinceSeconds, sinceTime, tailLines, timestamps, limitBytes) and their errors, worded like the real
// ones. A container's log is a pure function of the pod, the container, its instance and the time: line k of an
// instance is stamped start + k/rate and numbered "seq=k", a mix of plain, ANSI-coloured, stack-trace and
// occasional very long lines. Nothing is stored, so a log that never ends costs no memory; a terminated instance
// (a Job's pod, the previous instance after a restart) has a fixed log that ends where the instance ended.
// Follow streams are written as chunks while their lines come due. Lives on kubesim's thread.
class PodLogs : public QObject
{
    Q_OBJECT
public:
    static constexpr double defaultLinesPerSecond = 2.0;

    explicit PodLogs(QObject *parent = nullptr);

    void setLinesPerSecond(double rate) { m_rate = rate > 0 ? rate : defaultLinesPerSecond; }
    double linesPerSecond() const { return m_rate; }
    // Fault: follow streams are cut at random moments (a seeded schedule: 0 disables).
    void setCutFollowStreams(double cutsPerSecond, quint32 seed);

    // Fault: every follow stream is cut now, its connection closed without the body's end; `midLine`: after
    // the first half of the line due next (a kubelet or proxy gone while writing it).
    void cutFollowStreamsNow(bool midLine);

    bool isFollowing() const { return !m_follows.empty(); }
    // Serves GET .../pods/NAME/log for `pod` (the stored object).
    void serve(HttpConnection *connection, const HttpRequest &request, const QJsonObject &pod);
    // A pod changed or went away: follow streams of instances that ended finish (after their last lines).
    void podChanged(const QJsonObject &pod, bool deleted);

    // How many lines the running instance of `container` has written by `nowMs` (0 when it is not running):
    // attach shows the lines from that count on, as they come due.
    qint64 producedLines(const QJsonObject &pod, const QString &container, qint64 nowMs) const;
    // Line k of a container instance, without the timestamp (exposed for tests and benchmarks).
    static QByteArray lineText(const QString &podName, const QString &container, qint64 k);

private:
    struct Instance
    {
        qint64 startMs = 0;
        qint64 endMs = 0; // 0: still running
    };
    struct Follow
    {
        QPointer<HttpConnection> connection;
        QString podUid;
        QString podName;
        QString container;
        Instance instance;
        qint64 nextLine = 0;
        bool timestamps = false;
        qint64 bytesLeft = -1; // limitBytes; -1: no limit
    };

    void pump();
    void scheduleCut();
    QByteArray render(const QString &podName, const QString &container, qint64 k, qint64 startMs, bool timestamps) const;
    qint64 lineTimeMs(qint64 startMs, qint64 k) const;
    qint64 firstLineAtOrAfter(qint64 startMs, qint64 timeMs) const;
    qint64 lineCountBy(const Instance &instance, qint64 nowMs) const;

    double m_rate = defaultLinesPerSecond;
    std::list<Follow> m_follows;
    QTimer m_timer;
    QTimer m_cutTimer;
    double m_cutsPerSecond = 0;
    QRandomGenerator m_cutRandom;
};

} // namespace kube::sim
