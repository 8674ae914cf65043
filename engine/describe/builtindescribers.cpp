// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describers.h"

#include "deploymentdescriber.h"
#include "horizontalpodautoscalerdescriber.h"
#include "ingressdescriber.h"
#include "nodedescriber.h"
#include "persistentvolumeclaimdescriber.h"
#include "poddescriber.h"
#include "servicedescriber.h"
#include "workloaddescribers.h"

#include <memory>

namespace kube {

namespace {

const GroupVersionResource builtinPods{QString(), QStringLiteral("v1"), QStringLiteral("pods")};
const GroupVersionResource builtinReplicaSets{QStringLiteral("apps"), QStringLiteral("v1"),
                                              QStringLiteral("replicasets")};
const GroupVersionResource builtinEndpointSlices{QStringLiteral("discovery.k8s.io"), QStringLiteral("v1"),
                                                 QStringLiteral("endpointslices")};
const GroupVersionResource builtinServices{QString(), QStringLiteral("v1"), QStringLiteral("services")};
const GroupVersionResource builtinAutoscalers{QStringLiteral("autoscaling"), QStringLiteral("v2"),
                                              QStringLiteral("horizontalpodautoscalers")};
const GroupVersionResource builtinLeases{QStringLiteral("coordination.k8s.io"), QStringLiteral("v1"),
                                         QStringLiteral("leases")};
// Where kubelets renew their node's Lease.
const QString builtinNodeLeaseNamespace = QStringLiteral("kube-node-lease");

QString metadataOf(const QJsonObject &object, const char *key)
{
    return jsonString(jsonObject(object, "metadata"), key);
}

ListOptions selectedBy(const QJsonObject &object)
{
    ListOptions options;
    options.labelSelector = formatLabelSelector(jsonObject(jsonObject(object, "spec"), "selector"));
    return options;
}

ListOptions slicesOfService(const QString &name)
{
    ListOptions options;
    options.labelSelector = QStringLiteral("kubernetes.io/service-name=") + name;
    return options;
}

} // namespace

void describePodObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                       std::function<void(Description)> done)
{
    // Pods' events are searched without a kind, as kubectl does.
    source->events(object, QString(), [object, done, clock](const DescribeSource::Events &events) {
        done(describePod(object, events, clock));
    });
}

void describeDeploymentObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                              std::function<void(Description)> done)
{
    source->list(builtinReplicaSets, metadataOf(object, "namespace"), selectedBy(object),
                 [object, source, done, clock](const DescribeSource::Items &sets) {
                     const QList<QJsonObject> replicaSets = sets ? *sets : QList<QJsonObject>();
                     source->events(object, QStringLiteral("Deployment"),
                                    [object, replicaSets, done, clock](const DescribeSource::Events &events) {
                                        done(describeDeployment(object, replicaSets, events, clock));
                                    });
                 });
}

void describeServiceObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                           std::function<void(Description)> done)
{
    source->list(
        builtinEndpointSlices, metadataOf(object, "namespace"), slicesOfService(metadataOf(object, "name")),
        [object, source, done, clock](const DescribeSource::Items &slices) {
            const QList<QJsonObject> endpointSlices = slices ? *slices : QList<QJsonObject>();
            source->events(object, QStringLiteral("Service"),
                           [object, endpointSlices, done, clock](const DescribeSource::Events &events) {
                               done(describeService(object, endpointSlices, events, clock));
                           });
        });
}

void describeNodeObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                        std::function<void(Description)> done)
{
    const QString name = metadataOf(object, "name");
    ListOptions options;
    options.fieldSelector =
        QStringLiteral("spec.nodeName=%1,status.phase!=Succeeded,status.phase!=Failed").arg(name);
    source->list(builtinPods, QString(), options,
                 [object, name, source, done, clock](const DescribeSource::Items &pods) {
                     auto description = std::make_shared<NodeDescription>();
                     description->node = object;
                     if (pods)
                         description->pods = *pods;
                     else if (pods.error().reason() != Error::Reason::Forbidden) {
                         source->fail(pods.error());
                         done({});
                         return;
                     }
                     source->get(
                         builtinLeases, builtinNodeLeaseNamespace, name,
                         [object, source, description, done, clock](const Result<QJsonObject> &lease) {
                             if (lease)
                                 description->lease = *lease;
                             else
                                 description->leaseError = lease.error().message();
                             source->events(object, QStringLiteral("Node"),
                                            [description, done, clock](const DescribeSource::Events &events) {
                                                description->events = events;
                                                done(describeNode(*description, clock));
                                            });
                         });
                 });
}

void describeStatefulSetObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                               std::function<void(Description)> done)
{
    source->list(builtinPods, metadataOf(object, "namespace"), selectedBy(object),
                 [object, source, done, clock](const DescribeSource::Items &pods) {
                     if (!pods) { // kubectl's describer fails when it cannot count the pods
                         source->fail(pods.error());
                         done({});
                         return;
                     }
                     source->events(
                         object, QStringLiteral("StatefulSet"),
                         [object, podList = *pods, done, clock](const DescribeSource::Events &events) {
                             done(describeStatefulSet(object, podList, events, clock));
                         });
                 });
}

void describeJobObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                       std::function<void(Description)> done)
{
    source->events(object, QStringLiteral("Job"),
                   [object, done, clock](const DescribeSource::Events &events) {
                       done(describeJob(object, events, clock));
                   });
}

void describePersistentVolumeClaimObject(const QJsonObject &object, DescribeSource *source,
                                         const DescribeClock &clock, std::function<void(Description)> done)
{
    source->list(builtinPods, metadataOf(object, "namespace"), {},
                 [object, source, done, clock](const DescribeSource::Items &pods) {
                     if (!pods) {
                         source->fail(pods.error());
                         done({});
                         return;
                     }
                     source->events(
                         object, QStringLiteral("PersistentVolumeClaim"),
                         [object, podList = *pods, done, clock](const DescribeSource::Events &events) {
                             done(describePersistentVolumeClaim(object, podList, events, clock));
                         });
                 });
}

void describeIngressObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                           std::function<void(Description)> done)
{
    const QString ns = metadataOf(object, "namespace");
    auto services = std::make_shared<QHash<QString, IngressBackendService>>();
    auto names = std::make_shared<QStringList>(ingressServiceNames(object));
    // One backend service after another: its EndpointSlices, then the Service itself.
    auto next = std::make_shared<std::function<void()>>();
    // The step holds itself weakly; the request in flight holds it strongly until it calls the next step.
    *next = [object, source, ns, services, names, weakNext = std::weak_ptr<std::function<void()>>(next), done,
             clock] {
        const std::shared_ptr<std::function<void()>> next = weakNext.lock();
        if (names->isEmpty()) {
            source->events(object, QStringLiteral("Ingress"),
                           [object, services, done, clock](const DescribeSource::Events &events) {
                               done(describeIngress(object, *services, events, clock));
                           });
            return;
        }
        const QString name = names->takeFirst();
        source->list(builtinEndpointSlices, ns, slicesOfService(name),
                     [source, ns, name, services, next](const DescribeSource::Items &slices) {
                         IngressBackendService &backend = (*services)[name];
                         if (!slices) {
                             backend.error = slices.error().message();
                             (*next)();
                             return;
                         }
                         backend.endpointSlices = *slices;
                         source->get(builtinServices, ns, name,
                                     [services, name, next](const Result<QJsonObject> &service) {
                                         IngressBackendService &entry = (*services)[name];
                                         if (service)
                                             entry.service = *service;
                                         else
                                             entry.error = service.error().message();
                                         (*next)();
                                     });
                     });
    };
    (*next)();
}

void describeHorizontalPodAutoscalerObject(const QJsonObject &object, DescribeSource *source,
                                           const DescribeClock &clock, std::function<void(Description)> done)
{
    // kubectl describes the autoscaling/v2 form whatever version named the object.
    source->get(builtinAutoscalers, metadataOf(object, "namespace"), metadataOf(object, "name"),
                [source, done, clock](const Result<QJsonObject> &autoscaler) {
                    if (!autoscaler) {
                        source->fail(autoscaler.error());
                        done({});
                        return;
                    }
                    source->events(*autoscaler, QStringLiteral("HorizontalPodAutoscaler"),
                                   [object = *autoscaler, done, clock](const DescribeSource::Events &events) {
                                       done(describeHorizontalPodAutoscaler(object, events, clock));
                                   });
                });
}

} // namespace kube
