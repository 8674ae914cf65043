// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "podlogstream.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

namespace kube {

// One container of a merged log.
struct QKUBE_ENGINE_EXPORT PodLogTarget
{
    QString pod;
    QString container;
    // The pod as the caller has it (an informer's copy): its log opens without a GET of the pod first.
    QJsonObject podObject{};
};

// The merged logs of several containers (a workload's pods, a label selector, all containers of a pod): one
// PodLogStream per target with the same options, their lines in one batch at most every batchIntervalMs (each
// LogLine names its pod and container). Concurrent: all at once, lines interleaved as they come (following);
// a target that fails is reported by failed() and the others go on; finished() once every stream ended.
// Sequential: one log after another in the targets' order (kubectl's order without -f); the first failure is
// reported and ends the group (no finished()). Lives on the RestClient's thread.
class QKUBE_ENGINE_EXPORT PodLogGroup : public QObject
{
    Q_OBJECT
public:
    enum class Order { Concurrent, Sequential };

    // `options.pod` and `options.container` are each target's.
    PodLogGroup(RestClient *client, PodLogOptions options, QList<PodLogTarget> targets, Order order,
                QObject *parent = nullptr);
    ~PodLogGroup() override;

    void start();
    void stop();
    // Concurrent only: more targets, started at once if the group runs (a selector's pods as they come).
    void addTargets(const QList<PodLogTarget> &targets);
    // While more targets may come, finished() waits for them even if every stream so far has ended.
    void setExpectingMore(bool expecting);

Q_SIGNALS:
    void lines(const kube::LogLines &lines);
    void failed(const QString &pod, const QString &container, const kube::Error &error);
    void finished();

private:
    void startNext();
    void add(const LogLines &lines);
    void streamEnded(qsizetype index, const Error &error);
    void flush();

    RestClient *m_client;
    PodLogOptions m_options;
    QList<PodLogTarget> m_targets;
    Order m_order;
    std::vector<std::unique_ptr<PodLogStream>> m_streams;
    qsizetype m_next = 0;
    qsizetype m_running = 0;
    LogLines m_batch;
    QTimer m_batchTimer{this}; // a child: it moves with the group to its thread
    bool m_started = false;
    bool m_expectingMore = false;
    bool m_stopped = false;
};

} // namespace kube
