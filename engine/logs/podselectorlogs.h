// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/sharedindexinformer.h"
#include "core/export.h"
#include "logs/podloggroup.h"

#include <QSet>

#include <memory>

namespace kube {

// The merged log of the pods a label selector picks in one namespace (a workload's pods), as stern reads it:
// every container named by `options.container` (empty: each pod's regular containers), one PodLogGroup for
// all. Following, a pod informer with the selector adds each container once it has run (a rollout's new pods
// join the log; a container still waiting for its first start joins when it starts) and a deleted pod's
// streams end on their own; the log never finishes by itself. Not following, the pods listed now are read
// once and finished() follows. At most maxStreams streams: a pod beyond them is reported by failed(). Lives
// on the RestClient's thread.
class QKUBE_ENGINE_EXPORT PodSelectorLogs : public QObject
{
    Q_OBJECT
public:
    // Each stream is a connection to the apiserver: a 300-pod DaemonSet must not open 300 of them.
    static constexpr qsizetype maxStreams = 64;

    PodSelectorLogs(RestClient *client, PodLogOptions options, QString labelSelector,
                    QObject *parent = nullptr);
    ~PodSelectorLogs() override;

    void start();
    void stop();

Q_SIGNALS:
    void lines(const kube::LogLines &lines);
    // A container's log could not be read (`container` empty: the pod was not read at all).
    void failed(const QString &pod, const QString &container, const kube::Error &error);
    void finished();

private:
    void followPods();
    void listPods();
    void podSeen(const Object &pod);

    RestClient *m_client;
    PodLogOptions m_options;
    QString m_selector;
    PodLogGroup *m_group;
    std::unique_ptr<SharedIndexInformer> m_informer;
    SharedIndexInformer::Registration m_registration = 0;
    QSet<QByteArray> m_read; // "uid/container" of the containers in the group
    qsizetype m_streams = 0;
    bool m_stopped = false;
};

} // namespace kube
