// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "verbcommand.h"

#include <QJsonArray>

// `qkubectl top pod` / `top node`, as kubectl 1.32: usage from metrics.k8s.io/v1beta1 (found in /apis, else
// "Metrics API not available"), in kubectl's units (CPU millicores rounded up, memory Mi rounded down),
// sorted by name or --sort-by=cpu|memory; pods with -A, -l, --field-selector, --containers, --sum; nodes
// against their allocatable (or --show-capacity), with a <unknown> row for a node without metrics.
class TopCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    static void addNodeFlags(FlagSet &flags);
    static void addPodFlags(FlagSet &flags);
    explicit TopCommand(const Invocation &invocation, QObject *parent = nullptr);

private:
    static void addSharedFlags(FlagSet &flags);
    bool validate(QString *error) override;
    void start() override;
    // Paths are fixed (metrics.k8s.io, core/v1): no discovery beyond kubectl's own look at /apis.
    bool usesMapper() const override { return false; }
    void metricsListed(const QJsonArray &items);
    void explainEmpty();
    void printPods(QJsonArray items);
    void printNodes(QJsonArray items, const QHash<QString, QJsonObject> &available);
    // kubectl's wording of a failed metrics request: the aggregator's bare 503 as client-go words it.
    void failRequest(const kube::Response &response, const QString &resource);

    bool m_pods = true;
};
