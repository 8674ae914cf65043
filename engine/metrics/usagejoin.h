// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "metricslist.h"

#include "core/object.h"

#include <QJsonObject>

namespace kube {

// A pod's usage against its spec: requests and limits summed over spec.containers and the sidecars (init
// containers with restartPolicy Always, as k9s counts them; the others have finished). A request a container
// does not set is its limit (the API server's defaulting), else zero; a pod whose requests sum to zero has no
// %/R ("n/a", as k9s). The limit is known only when every container sets one: one unbounded container makes
// the pod unbounded (k9s would sum the others). A percentage is nothing where either side is unknown. Pure
// values, any thread.
struct QKUBE_ENGINE_EXPORT PodUsage
{
    ResourceUsage usage; // nothing when there are no metrics for the pod (yet)
    ResourceUsage requests;
    ResourceUsage limits;
    std::optional<int> cpuOfRequest() const;
    std::optional<int> cpuOfLimit() const;
    std::optional<int> memoryOfRequest() const;
    std::optional<int> memoryOfLimit() const;
};

// A node's usage against status.allocatable and status.capacity, and its pod count against allocatable pods.
struct QKUBE_ENGINE_EXPORT NodeUsage
{
    ResourceUsage usage;
    ResourceUsage allocatable;
    ResourceUsage capacity;
    std::optional<qint64> allocatablePods;
    qint64 pods = 0;
    std::optional<int> cpuPercent(bool ofCapacity = false) const;
    std::optional<int> memoryPercent(bool ofCapacity = false) const;
    std::optional<int> podsPercent() const; // of allocatable pods
};

// One container's requests and limits as the pod's spec sets them (an unset request defaults to the limit).
struct QKUBE_ENGINE_EXPORT ContainerResources
{
    QString name;
    ResourceUsage requests;
    ResourceUsage limits;
};

// The containers that run beside each other (spec.containers, then the sidecars), in the spec's order.
QKUBE_ENGINE_EXPORT QList<ContainerResources> podContainerResources(const QJsonObject &pod);
// An index function (Indexer): the node a pod occupies a slot of, as allocatable pods counts them
// (spec.nodeName of a pod not Succeeded or Failed, as kubectl describe node's "Non-terminated Pods"); nothing
// otherwise.
QKUBE_ENGINE_EXPORT QList<QByteArray> nodeOfNonTerminatedPod(const Object &pod);
QKUBE_ENGINE_EXPORT PodUsage joinPodUsage(const QJsonObject &pod, const PodMetrics *metrics);
QKUBE_ENGINE_EXPORT NodeUsage joinNodeUsage(const QJsonObject &node, const NodeMetrics *metrics,
                                            qint64 podsOnNode);

// What one version of a pod or node is measured against, read from its JSON off the GUI thread (the read
// costs a parse of the object; the usage columns ask once per version): a pod's summed requests and limits,
// a node's allocatable, capacity and allocatable pods. The usage itself is left empty. A plain value.
struct QKUBE_ENGINE_EXPORT UsageBounds
{
    // The version read, held: while it is, no later object can take its address (Object::identity), as a pod
    // deleted and created again under its name could.
    Object version;
    PodUsage pod;
    NodeUsage node;

    static UsageBounds of(const Object &object, bool isNode);
    // `usage` against these bounds.
    PodUsage podUsage(const ResourceUsage &usage) const;
    NodeUsage nodeUsage(const ResourceUsage &usage, qint64 podsOnNode) const;
};

} // namespace kube
