// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"
#include "core/result.h"

#include <QJsonObject>
#include <QList>
#include <QObject>

#include <functional>

namespace kube {

class RestClient;

// What a forward reaches, as kubectl port-forward names it: TYPE/NAME (pod, service, deployment, replicaset,
// statefulset, daemonset, job, replicationcontroller; a bare NAME is a pod) and a port, a number or a name.
struct QKUBE_ENGINE_EXPORT PortForwardTarget
{
    QString kind = QStringLiteral("pod"); // kubectl's resource word, singular ("pod", "service", ...)
    QString namespaceName;
    QString name;
    QString port; // "80" or "http": a Service's port for a Service, a container's port otherwise

    // "svc/web", "deployment.apps/web", "pod/web", "web": the kind in the singular form above; an unknown
    // kind is an error in kubectl's words.
    static Result<PortForwardTarget> parse(const QString &typeAndName, const QString &namespaceName);
    QString displayName() const; // "svc/web:80", "pod/web-1:8080"
};

// Where the bytes go: a pod and the number of one of its ports.
struct QKUBE_ENGINE_EXPORT ResolvedForward
{
    QString pod;
    quint16 podPort = 0;
};

// kubectl port-forward's choices, as pure functions of the objects (tested row by row): the pod it picks
// among a selector's pods (GetFirstPod: scheduled, Running before Unknown before the rest, Ready, the
// oldest), a Service port's target in that pod (targetPort a number, 0 meaning the port itself, or a name
// looked up in the pod's containers), a named container port, and the selector of a workload (matchLabels and
// matchExpressions).
namespace portforward {
// The pod kubectl would choose, or -1.
QKUBE_ENGINE_EXPORT int choosePod(const QList<QJsonObject> &pods);
QKUBE_ENGINE_EXPORT Result<quint16> containerPort(const QJsonObject &pod, const QString &port);
QKUBE_ENGINE_EXPORT Result<quint16> servicePortTarget(const QJsonObject &service, const QJsonObject &pod,
                                                      const QString &port);
// A spec.selector as a label selector ("app=web,tier in (a,b)"): a plain map (a Service's, a
// ReplicationController's) or a LabelSelector (matchLabels and matchExpressions).
QKUBE_ENGINE_EXPORT QString selectorOf(const QJsonObject &selector, bool plainMap);
} // namespace portforward

// Resolves a target to a Running pod and a port with a RestClient (GET the object, list the pods its selector
// picks). Lives on the client's thread; `done` is called there once.
QKUBE_ENGINE_EXPORT void resolvePortForwardTarget(RestClient *client, const PortForwardTarget &target,
                                                  QObject *context,
                                                  std::function<void(const Result<ResolvedForward> &)> done);

} // namespace kube
