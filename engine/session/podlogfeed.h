// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "logs/logmailbox.h"
#include "logs/podloggroup.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace kube {

class ClusterSession;

// The log a view shows (a container, a pod's containers, a workload's pods): the streams run on the session's
// worker thread (a PodLogGroup over the targets, or PodSelectorLogs over the pods a selector picks) and their
// lines reach this object, on the GUI thread, in batches: however far the GUI thread falls behind, at most
// LogMailbox::defaultCapacity lines wait for it (the newest). Lives on the GUI thread; destroying it stops
// the streams, after which no signal arrives.
class QKUBE_ENGINE_EXPORT PodLogFeed : public QObject
{
    Q_OBJECT
public:
    // The given containers, each with `options`.
    PodLogFeed(ClusterSession *session, PodLogOptions options, QList<PodLogTarget> targets,
               QObject *parent = nullptr);
    // The merged log of the pods `labelSelector` picks in options.namespaceName, `options.container` of each
    // (empty: its regular containers); following, pods that start later join.
    PodLogFeed(ClusterSession *session, PodLogOptions options, const QString &labelSelector,
               QObject *parent = nullptr);
    ~PodLogFeed() override;

Q_SIGNALS:
    void lines(const kube::LogLines &lines);
    // `container` empty: the pod (or, with `pod` empty too, the pod list) could not be read.
    void failed(const QString &pod, const QString &container, const kube::Error &error);
    // Every stream ended (the log was read to its end, or its containers terminated).
    void finished();

private:
    // The worker thread's side, touched only there: the log source, and whether the feed was destroyed before
    // the worker got to start it.
    struct WorkerSide
    {
        QPointer<QObject> source;
        // Lines on their way to the GUI thread: bounded, one delivery queued at a time.
        std::shared_ptr<LogMailbox> mailbox = std::make_shared<LogMailbox>();
        std::function<void()> stop;
        bool stopped = false;
    };

    QPointer<ClusterSession> m_session;
    std::shared_ptr<WorkerSide> m_worker;
};

} // namespace kube
