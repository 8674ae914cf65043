// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QByteArray>
#include <QJsonObject>

namespace kube {

// metrics.k8s.io/v1beta1 in Kubernetes protobuf (k8s.io/metrics' generated.proto: NodeMetrics, PodMetrics,
// their lists), which metrics-server answers when asked for application/vnd.kubernetes.protobuf (kubectl top
// --use-protocol-buffers). The generated schema table covers the core API groups only; these four messages
// are small enough to read and write here. Pure functions, any thread.
//
// The body (magic `k8s\0`, runtime.Unknown) as the JSON metrics-server sends: kind, apiVersion, metadata
// (name, namespace, creationTimestamp, labels), timestamp, window, usage or containers. A body of another
// kind, or malformed bytes, is a Decode error naming what and where.
QKUBE_ENGINE_EXPORT Result<QJsonObject> metricsProtobufToJson(QByteArrayView body);
// The other way, for kubesim: `json` is a NodeMetrics, PodMetrics or one of their lists as metrics-server's
// JSON. A window is read as seconds ("15s", "10.5s").
QKUBE_ENGINE_EXPORT QByteArray metricsJsonToProtobuf(const QJsonObject &json);

} // namespace kube
