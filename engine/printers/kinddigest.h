// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "session/objectdetails.h"

#include <QJsonArray>
#include <QJsonObject>

#include <initializer_list>

// What the kinds' details digests share: reading the decoded JSON and adding lines, ports and related lists
// to an ObjectDetails. Plain functions, any thread.
namespace kube::detail {

QJsonObject objectAt(const QJsonObject &object, std::initializer_list<const char *> path);
QString jsonText(const QJsonValue &value); // a scalar as text, an array or object as compact JSON
QString joinMap(const QJsonObject &map);   // "a=1, b=2" of a string map
QString joinStrings(const QJsonArray &array);
QString countOf(const QJsonObject &object, const char *key); // an integer field, 0 when absent
// Adds the line unless `value` is empty.
void addField(ObjectDetails &details, DetailsLabel label, const QString &value,
              std::optional<ObjectLink> link = {});
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
