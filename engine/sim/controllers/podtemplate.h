// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>

namespace kube::sim::PodTemplate {

// A Pending pod made from a workload's spec.template, with the defaults kube-apiserver fills in (restart and
// DNS policy, scheduler, grace period, service account, each container's termination message and image pull
// policy), `owner` as its controller reference, `extraLabels` on top of the template's, and generateName when the
// name was generated (not a StatefulSet's ordinal name).
QJsonObject instantiate(const QJsonObject &podTemplate, const QString &ns, const QString &name, const QJsonObject &owner,
                        const QJsonObject &extraLabels, const QString &generateName);

// Fills the defaults above into a pod spec (also for pods created directly).
QJsonObject withSpecDefaults(QJsonObject spec);
// The defaults kube-apiserver fills into a workload's pod template: those of a pod spec without what admission
// adds to pods (service account, priority, preemption policy, service links), as a real apiserver stores them.
QJsonObject withTemplateSpecDefaults(QJsonObject spec);

// A hash of a pod template in the apiserver's safe alphabet, 10 characters, as pod-template-hash and
// controller-revision-hash carry it.
QString hash(const QJsonObject &podTemplate);

} // namespace kube::sim::PodTemplate
