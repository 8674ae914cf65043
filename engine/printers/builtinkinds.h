// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace kube::BuiltinKinds {

// The names of the built-in kinds some code is about by its nature (`qkubectl top pod`, drain a node, a Pod's
// port-forward, a rollout's status lines, a Job made from a CronJob): their definitions (workloadkinds.cpp,
// networkkinds.cpp, clusterkinds.cpp) register them under these names, and nothing else spells them.
// Compile-time constants, no owner.
struct KindName
{
    const char *group;    // "" for the core group
    const char *resource; // the plural, as discovery lists it
    const char *kind;     // the object's kind, as its "kind" and owner references name it
};

inline constexpr KindName pods{"", "pods", "Pod"};
inline constexpr KindName nodes{"", "nodes", "Node"};
inline constexpr KindName namespaces{"", "namespaces", "Namespace"};
inline constexpr KindName events{"", "events", "Event"};
inline constexpr KindName services{"", "services", "Service"};
inline constexpr KindName replicationControllers{"", "replicationcontrollers", "ReplicationController"};
inline constexpr KindName deployments{"apps", "deployments", "Deployment"};
inline constexpr KindName daemonSets{"apps", "daemonsets", "DaemonSet"};
inline constexpr KindName jobs{"batch", "jobs", "Job"};
inline constexpr KindName horizontalPodAutoscalers{"autoscaling", "horizontalpodautoscalers",
                                                   "HorizontalPodAutoscaler"};

} // namespace kube::BuiltinKinds
