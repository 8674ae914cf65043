// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientset.h"

namespace kube {

QList<ResourceKind> Clientset::all()
{
    return {Kinds::Namespace, Kinds::Node, Kinds::Pod, Kinds::Event, Kinds::Service, Kinds::ConfigMap, Kinds::Secret,
            Kinds::Deployment, Kinds::ReplicaSet, Kinds::StatefulSet, Kinds::DaemonSet, Kinds::EventV1};
}

} // namespace kube
