// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"
#include "core/object.h"
#include "rest/request.h"

#include <QJsonObject>
#include <QMetaType>

#include <optional>

namespace kube {

// Another object a details view links to (an owner, a pod's node, a PVC's volume): what the GUI needs to open
// it (apiVersion and kind are mapped to a resource through discovery).
struct QKUBE_ENGINE_EXPORT ObjectLink
{
    QString apiVersion;
    QString kind;
    QString namespaceName;
    QString name;
    QString uid; // empty when the reference does not carry one
    bool controller = false;

    QString group() const
    {
        return apiVersion.contains(QLatin1Char('/')) ? apiVersion.section(QLatin1Char('/'), 0, 0) : QString();
    }
    QString key() const { return namespaceName.isEmpty() ? name : namespaceName + QLatin1Char('/') + name; }
};

// What a related list of an object is (its children, the pods it selects, runs or mounts): the engine names
// it, the window words it.
enum class DetailsLabel : quint8 {
    Controls,
    Selects,
    Runs,
    MountedBy,
};

// One key of a Secret's data, decoded from base64.
struct QKUBE_ENGINE_EXPORT DataEntry
{
    QString key;
    QString value;
    bool secret = false; // shown only when the user reveals it
    bool binary = false; // not UTF-8 text: the value says how many bytes
};

struct RelatedObjects;

// How to find the objects that belong to one (its children, a Service's pods, a Node's pods, the pods
// mounting a PVC): what to list or watch (narrowed by selectors on the server), and which items to keep.
struct QKUBE_ENGINE_EXPORT RelatedQuery
{
    enum class Match { ControlledBy, All, MountsClaim };
    DetailsLabel title = DetailsLabel::Controls;
    GroupVersionResource gvr;
    QString apiVersion;
    QString kind;
    QString namespaceName; // empty: every namespace
    QString labelSelector;
    QString fieldSelector;
    Match match = Match::All;
    QString value; // ControlledBy: the owner's uid; MountsClaim: the claim's name

    // The items of `objects` (the list or the informer's cache) this query keeps, as links ordered by
    // namespace and name.
    RelatedObjects collect(const QList<Object> &objects) const;
};

// What one RelatedQuery found.
struct QKUBE_ENGINE_EXPORT RelatedObjects
{
    DetailsLabel title = DetailsLabel::Controls;
    QList<ObjectLink> links; // at most RelatedObjects::maxLinks
    int total = 0;
    Error error;
    static constexpr int maxLinks = 100; // a Node may run hundreds of pods: the pane lists the first ones
};

// One of a Pod's containers by name and sort, as a log picker offers them.
struct QKUBE_ENGINE_EXPORT PodContainer
{
    enum class Kind { Regular, Init, Ephemeral };
    QString name;
    Kind kind = Kind::Regular;
};

// A port a forward can reach: a container's (a pod's, a workload's template's) or a Service's, TCP only.
struct QKUBE_ENGINE_EXPORT ForwardablePort
{
    QString name; // may be empty
    quint16 number = 0;
    bool operator==(const ForwardablePort &) const = default;
};

// One object as the window acts on it, digested from its JSON on the cluster's worker thread (the GUI only
// lays out these values): the metadata every kind has, its owners, its YAML, and what its kind's digest
// adds for the window's actions and links. Its summary is its kind's description (ObjectDescriber). A plain
// value; a new resourceVersion is a new ObjectDetails.
struct QKUBE_ENGINE_EXPORT ObjectDetails
{
    QString key; // "namespace/name" or "name"
    GroupVersionResource gvr;
    QString kind;
    QString namespaceName;
    QString name;
    QString uid;
    QString resourceVersion;
    QString yaml;
    // A Secret's YAML with its values hidden (maskedSecret()); empty for other kinds.
    QString maskedYaml;
    QList<std::pair<QString, QString>> labels;
    QList<std::pair<QString, QString>> annotations;
    QStringList finalizers;
    qint64 createdMs = 0;
    qint64 deletionMs = 0;
    QList<ObjectLink> owners;
    QList<ObjectLink> references; // the other objects it names (a pod's node, a claim's volume, ...)
    QList<DataEntry> data;        // a Secret's keys, to reveal one by one (its description gives sizes only)
    int desiredReplicas = -1;   // spec.replicas of a kind that scales; -1 for others
    // The states the window's actions toggle: a Node's spec.unschedulable (cordon), a CronJob's spec.suspend.
    // Unset for the kinds that have no such state.
    std::optional<bool> unschedulable;
    std::optional<bool> suspended;
    // A Pod's containers in its spec's order (init, regular, ephemeral); a workload's pod template's.
    QList<PodContainer> containers;
    QList<ForwardablePort> forwardablePorts; // a pod's, a workload's template's, a Service's TCP ports
    QString podSelector; // a workload's: the pods whose merged log it has (labels.Selector's form)
    QList<RelatedQuery> related;

    // Digests `object` (of resource `gvr`, kind `kind`): the metadata here, the rest by the digest of its
    // kind's definition (Kind::digest). Call it on a worker thread: it decodes the JSON.
    static ObjectDetails fromObject(const Object &object, const GroupVersionResource &gvr,
                                    const QString &kind);
    QString owner() const; // the controlling owner as "Kind/name", empty if none
    // What a hidden value reads as.
    static constexpr QStringView maskedValue = u"\u2022\u2022\u2022\u2022\u2022\u2022\u2022\u2022";
    // `secret` with each value of data and stringData, and the last-applied annotation that repeats them, as
    // maskedValue.
    static QJsonObject maskedSecret(QJsonObject secret);
};

} // namespace kube

Q_DECLARE_METATYPE(kube::ObjectDetails)
Q_DECLARE_METATYPE(kube::RelatedObjects)
Q_DECLARE_METATYPE(kube::ObjectLink)
