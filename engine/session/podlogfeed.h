// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "logs/podloggroup.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace kube {

class ClusterSession;

// The log a view shows (a container, a pod's containers, a workload's pods): the streams run on the session's
// worker thread (PodLogGroup, one PodLogStream per container) and their lines reach this object, on the GUI
// thread, in batches. Lives on the GUI thread; destroying it stops the streams, after which no signal
// arrives.
class PodLogFeed : public QObject
{
    Q_OBJECT
public:
    PodLogFeed(ClusterSession *session, PodLogOptions options, QList<PodLogTarget> targets,
               QObject *parent = nullptr);
    ~PodLogFeed() override;

Q_SIGNALS:
    void lines(const kube::LogLines &lines);
    void failed(const QString &pod, const QString &container, const kube::Error &error);
    // Every stream ended (the log was read to its end, or its containers terminated).
    void finished();

private:
    // The worker thread's side, touched only there: the group, and whether the feed was destroyed before the
    // worker got to start it.
    struct WorkerSide
    {
        QPointer<PodLogGroup> group;
        bool stopped = false;
    };

    QPointer<ClusterSession> m_session;
    std::shared_ptr<WorkerSide> m_worker;
};

} // namespace kube
