// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "describerregistry.h"

// The describers kubectl has for built-in kinds, one per kind (Role and ClusterRole share one, as do their
// bindings), each of the KindDescriber shape: it reads what it needs through the source and calls `done` once
// with kubectl's lines (a Description). Each kind's definition (engine/printers/*kinds.cpp) registers its
// describer.
namespace kube {

void describeReplicationControllerObject(const QJsonObject &object, DescribeSource *source,
                                         const DescribeClock &clock, std::function<void(Description)> done);
void describePersistentVolumeObject(const QJsonObject &object, DescribeSource *source,
                                    const DescribeClock &clock, std::function<void(Description)> done);
void describeNetworkPolicyObject(const QJsonObject &object, DescribeSource *source,
                                 const DescribeClock &clock, std::function<void(Description)> done);
void describeCertificateSigningRequestObject(const QJsonObject &object, DescribeSource *source,
                                             const DescribeClock &clock,
                                             std::function<void(Description)> done);
void describeConfigMapObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                             std::function<void(Description)> done);
void describeCronJobObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                           std::function<void(Description)> done);
void describeDaemonSetObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                             std::function<void(Description)> done);
void describeDeploymentObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                              std::function<void(Description)> done);
void describeEndpointSliceObject(const QJsonObject &object, DescribeSource *source,
                                 const DescribeClock &clock, std::function<void(Description)> done);
void describeEndpointsObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                             std::function<void(Description)> done);
void describeHorizontalPodAutoscalerObject(const QJsonObject &object, DescribeSource *source,
                                           const DescribeClock &clock, std::function<void(Description)> done);
void describeIngressClassObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                                std::function<void(Description)> done);
void describeIngressObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                           std::function<void(Description)> done);
void describeJobObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                       std::function<void(Description)> done);
void describeLimitRangeObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                              std::function<void(Description)> done);
void describeNamespaceObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                             std::function<void(Description)> done);
void describeNodeObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                        std::function<void(Description)> done);
void describePersistentVolumeClaimObject(const QJsonObject &object, DescribeSource *source,
                                         const DescribeClock &clock, std::function<void(Description)> done);
void describePodDisruptionBudgetObject(const QJsonObject &object, DescribeSource *source,
                                       const DescribeClock &clock, std::function<void(Description)> done);
void describePodObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                       std::function<void(Description)> done);
void describePriorityClassObject(const QJsonObject &object, DescribeSource *source,
                                 const DescribeClock &clock, std::function<void(Description)> done);
void describeReplicaSetObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                              std::function<void(Description)> done);
void describeResourceQuotaObject(const QJsonObject &object, DescribeSource *source,
                                 const DescribeClock &clock, std::function<void(Description)> done);
void describeRoleBindingObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                               std::function<void(Description)> done);
void describeRoleObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                        std::function<void(Description)> done);
void describeSecretObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                          std::function<void(Description)> done);
void describeServiceAccountObject(const QJsonObject &object, DescribeSource *source,
                                  const DescribeClock &clock, std::function<void(Description)> done);
void describeServiceObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                           std::function<void(Description)> done);
void describeStatefulSetObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                               std::function<void(Description)> done);
void describeStorageClassObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                                std::function<void(Description)> done);

} // namespace kube
