// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include <QJsonArray>
#include <QJsonObject>

namespace kube {

// The parts of a pod spec that kubectl describe prints the same way for a Pod and for a workload's pod
// template: containers (with their statuses, when a pod has them), volumes, tolerations, and the template
// block of Deployments, ReplicaSets, StatefulSets, DaemonSets and Jobs. `pod` is the whole Pod, for the
// values of fieldRef environment variables; empty in a template. `indent` is "" for a pod and "  " in a
// template.
namespace PodTemplateWriter {
QKUBE_ENGINE_EXPORT void containers(DescribeWriter &writer, const QString &label,
                                    const QJsonArray &containers, const QJsonArray &statuses,
                                    const QJsonObject &pod, const QString &indent);
QKUBE_ENGINE_EXPORT void volumes(DescribeWriter &writer, const QJsonArray &volumes, const QString &indent);
QKUBE_ENGINE_EXPORT void tolerations(DescribeWriter &writer, const QString &title, QJsonArray tolerations);
QKUBE_ENGINE_EXPORT void topologySpreadConstraints(DescribeWriter &writer, QJsonArray constraints,
                                                   const QString &indent);
// "Pod Template:" and everything under it.
QKUBE_ENGINE_EXPORT void podTemplate(DescribeWriter &writer, const QJsonObject &templateSpec);
} // namespace PodTemplateWriter

} // namespace kube
