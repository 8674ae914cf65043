// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include <QJsonObject>

namespace kube::sim {

// What kube-apiserver fills into an object it creates, for the kinds whose defaults kubectl get/describe show
// or controllers rely on: a Deployment's strategy and limits, a Job's selector and job-name/controller-uid
// labels, a Service's cluster IP (the serial-th of 10.96.0.0/16), ports and policies, a pod's spec defaults,
// a CronJob's policies, a namespace's phase. `uid` is the uid the object will get.
namespace ApiDefaults {
QJsonObject apply(const ResourceType &type, QJsonObject object, const QString &uid, quint32 serial);
} // namespace ApiDefaults

} // namespace kube::sim
