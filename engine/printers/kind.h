// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "printer.h"

#include <QFlags>

#include <functional>

class QJsonObject;

namespace kube {

struct ObjectDetails;
class DescribeSource;
struct DescribeClock;
struct Description;

// A kind's details digest: fills in `details` what the window's actions and links need of its objects
// (related lists, containers, ports, the objects it names, the states its actions toggle) from the object
// and its decoded JSON; its summary is its describer's. Runs on the session's worker thread.
using KindDigest = void (*)(ObjectDetails &details, const Object &object, const QJsonObject &json);
// A kind's describer, as kubectl describe prints it (engine/describe): reads what it needs besides the object
// through `source`, then calls `done` once with the text.
using KindDescriber = void (*)(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                               std::function<void(Description)> done);

// Where a person looks for a kind: the navigator's headings, in their order. Other: listed by API group.
enum class KindCategory : quint8 { Workloads, Network, Config, Storage, Cluster, Access, Other };

// What a kind's objects offer that discovery cannot say (a resource's verbs and subresources say the rest).
enum class KindAction : quint8 {
    RolloutRestart = 1, // a controller rolls out a new pod template (kubectl rollout restart's kinds)
    CreateJob = 2,      // a Job can be made from its template (kubectl create job --from)
    Drain = 4,          // its pods can be moved off it (kubectl drain: cordon, then evict or delete them)
    GracefulDelete = 8, // deleting it waits out a grace period, which may be shortened or skipped (--force)
    Usage = 16,         // metrics.k8s.io measures it (kubectl top): its details chart its usage
    LogsAndExec = 32,   // kubectl logs and exec take it as TYPE/NAME: a pod, or what selects pods
};
Q_DECLARE_FLAGS(KindActions, KindAction)
Q_DECLARE_OPERATORS_FOR_FLAGS(KindActions)

// One built-in kind as its definition registers it, in one file of engine/printers: its printer (columns,
// cells, health), where the navigator lists it and under which plural, the actions only it has, a skeleton to
// create one from, the digest of what the window's actions and links need, and its describer (the summary
// `qkubectl describe` prints and the window's details show). Nothing else in qkube names a kind. Immutable
// once registered; read from any thread.
struct QKUBE_ENGINE_EXPORT Kind
{
    QString group; // "" for the core group
    QString resource;
    KindCategory category = KindCategory::Other;
    // The navigator's plural, untranslated (QT_TRANSLATE_NOOP("kube::NavigatorModel", ...): the GUI words
    // it); null for a kind listed under Other, by its discovery kind.
    const char *label = nullptr;
    KindActions actions;
    std::shared_ptr<const Printer> printer; // never null
    KindDigest digest = nullptr;            // null: the metadata and owners every kind has
    KindDescriber describer = nullptr;      // null: kubectl's generic describer, or none written yet
    // A skeleton of one object (YAML, "%1" its namespace) that the window's New resource dialog starts from;
    // null for a kind people seldom create by hand.
    const char *manifest = nullptr;
};

namespace Kinds {
// The built-in kind of (group, resource), or null for any other resource.
QKUBE_ENGINE_EXPORT const Kind *find(const QString &group, const QString &resource);
// Every built-in kind, in the order the definitions register them: the navigator's order within a category.
QKUBE_ENGINE_EXPORT const QList<Kind> &all();
} // namespace Kinds

} // namespace kube
