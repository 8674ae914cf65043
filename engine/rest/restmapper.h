// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "discoveryclient.h"

#include <optional>

namespace kube {

// client-go's discovery RESTMapper behind kubectl's shortcut and category expanders: turns a word from a
// command line ("deploy", "deployments.apps", "deployment.v1.apps", "Deployment", "ct", "hpa.autoscal") into
// an API resource, as kubectl resolves it. A value built from one Discovery; immutable, so any thread may use
// it.
//
// Order, as kubectl's: "resource.version.group"; then "resource[.group]" by plural or singular (any case) or
// short name (exact case); then the group taken as a prefix of a group name; then by kind (exact case). Among
// several matches the preferred version of the first group in discovery order wins (the core group first).
class QKUBE_ENGINE_EXPORT RestMapper
{
public:
    explicit RestMapper(Discovery discovery);

    struct Mapping
    {
        ApiResource resource;
        // What kubectl warns about on the way ("short name \"ev\" could also match lower priority resource
        // events.events.k8s.io"), without its "Warning: " prefix.
        QStringList warnings;
    };
    // An unknown type is an Error of kind Invalid worded as kubectl words it:
    // the server doesn't have a resource type "foo".
    Result<Mapping> resourceFor(const QString &argument) const;

    // The members of a category ("all", or any a resource lists in discovery), as kubectl's category expander
    // lists them: discovery order, "resource" or "resource.group". nullopt: no resource is in that category.
    std::optional<QStringList> expandCategory(const QString &category) const;

private:
    struct Shortcut
    {
        QString resource; // what `argument` expands to, and in which group
        QString group;
        QStringList warnings;
    };
    Shortcut expandShortcut(const QString &resource, const QString &group) const;
    const ApiResource *byResource(const QString &resource, const QString &version,
                                  const QString &group) const;
    const ApiResource *byKind(const QString &kind, const QString &version, const QString &group) const;

    Discovery m_discovery;
    QList<const ApiResource *> m_byPriority; // preferred versions first, each part in discovery order
};

} // namespace kube
