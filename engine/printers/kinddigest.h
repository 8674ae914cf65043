// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "session/objectdetails.h"

#include <QJsonArray>
#include <QJsonObject>

#include <initializer_list>

// What the kinds' details digests share: reading the decoded JSON and adding ports, logs and related lists
// to an ObjectDetails. Plain functions, any thread.
namespace kube::detail {

QJsonObject objectAt(const QJsonObject &object, std::initializer_list<const char *> path);
// A TCP port of a container ("containerPort") or a Service ("port"), once.
void addForwardablePort(ObjectDetails &details, const QJsonObject &port, const char *numberKey);
// A workload's log is its pods' merged log: the pods its selector picks, with its template's containers.
void addPodTemplateLogs(ObjectDetails &details, const Object &object, const QJsonObject &json);
// The pods of `namespaceName` (empty: every namespace), titled `title`.
RelatedQuery podsQuery(DetailsLabel title, const QString &namespaceName);
// The objects of `gvr` (`apiVersion` `kind`) whose controller is `details`, narrowed on the server by its
// spec.selector when `bySelector`.
RelatedQuery controlledQuery(const ObjectDetails &details, const QJsonObject &json, GroupVersionResource gvr,
                             const QString &apiVersion, const QString &kind, bool bySelector = true);

} // namespace kube::detail
