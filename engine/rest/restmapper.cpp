// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "restmapper.h"

namespace kube {

namespace {
QString groupResource(const QString &resource, const QString &group)
{
    return group.isEmpty() ? resource : resource + QLatin1Char('.') + group;
}
} // namespace

RestMapper::RestMapper(Discovery discovery) : m_discovery(std::move(discovery))
{
    for (const ApiResource &r : std::as_const(m_discovery.resources))
        if (m_discovery.preferredGroupVersions.contains(r.groupVersion()))
            m_byPriority.append(&r);
    for (const ApiResource &r : std::as_const(m_discovery.resources))
        if (!m_discovery.preferredGroupVersions.contains(r.groupVersion()))
            m_byPriority.append(&r);
}

// kubectl's shortcut expander: a short name becomes its resource unless the word already is a resource's plural
// or singular; with a group given that matches no group exactly, a short name of a group it begins counts.
RestMapper::Shortcut RestMapper::expandShortcut(const QString &resource, const QString &group) const
{
    const QList<ApiResource> &all = m_discovery.resources;
    for (const ApiResource &r : all)
        if ((group.isEmpty() || r.group == group) && (r.name == resource || r.singularName == resource))
            return {resource, group, {}};
    Shortcut found;
    bool matched = false;
    for (const ApiResource &r : all) {
        if ((!group.isEmpty() && r.group != group) || !r.shortNames.contains(resource))
            continue;
        if (!matched) {
            found = {r.name, r.group, {}};
            matched = true;
            continue;
        }
        if (r.name == found.resource && r.group == found.group)
            continue; // the same resource in another version is no ambiguity
        const QString warning = QStringLiteral("short name \"%1\" could also match lower priority resource %2")
                                    .arg(resource, groupResource(r.name, r.group));
        if (!found.warnings.contains(warning))
            found.warnings.append(warning);
    }
    if (matched)
        return found;
    if (!group.isEmpty())
        for (const ApiResource &r : all)
            if (r.group.startsWith(group) && r.shortNames.contains(resource))
                return {r.name, r.group, {}};
    return {resource, group, {}};
}

const ApiResource *RestMapper::byResource(const QString &resource, const QString &version, const QString &group) const
{
    const QString lower = resource.toLower();
    auto named = [&](const ApiResource *r) {
        return (r->name == lower || r->singularName == lower) && (version.isEmpty() || r->version == version);
    };
    for (const ApiResource *r : m_byPriority)
        if (named(r) && (group.isEmpty() || r->group == group))
            return r;
    // "deployments.app", "jobs.bat": without a version, the group may be the start of one.
    if (!group.isEmpty() && version.isEmpty())
        for (const ApiResource *r : m_byPriority)
            if (named(r) && r->group.startsWith(group))
                return r;
    return nullptr;
}

const ApiResource *RestMapper::byKind(const QString &kind, const QString &version, const QString &group) const
{
    for (const ApiResource *r : m_byPriority)
        if (r->kind == kind && r->group == group && (version.isEmpty() || r->version == version))
            return r;
    return nullptr;
}

Result<RestMapper::Mapping> RestMapper::resourceFor(const QString &argument) const
{
    // schema.ParseResourceArg: with two dots or more, "resource.version.group" is tried first.
    const QStringList parts = argument.split(QLatin1Char('.'));
    const qsizetype dot = argument.indexOf(QLatin1Char('.'));
    const QString resource = dot < 0 ? argument : argument.left(dot);
    const QString group = dot < 0 ? QString() : argument.mid(dot + 1);
    QStringList warnings;
    auto lookUp = [&](const QString &word, const QString &version, const QString &inGroup) -> const ApiResource * {
        const Shortcut expanded = expandShortcut(word, inGroup);
        for (const QString &warning : expanded.warnings)
            if (!warnings.contains(warning))
                warnings.append(warning);
        return byResource(expanded.resource, version, expanded.group);
    };
    const ApiResource *found = nullptr;
    if (parts.size() >= 3)
        found = lookUp(parts.at(0), parts.at(1), argument.section(QLatin1Char('.'), 2));
    if (!found)
        found = lookUp(resource, {}, group);
    if (!found && parts.size() >= 3)
        found = byKind(parts.at(0), parts.at(1), argument.section(QLatin1Char('.'), 2));
    if (!found)
        found = byKind(resource, {}, group);
    if (!found)
        return Error(Error::Kind::Invalid,
                     QStringLiteral("the server doesn't have a resource type \"%1\"").arg(resource));
    return Mapping{*found, warnings};
}

std::optional<QStringList> RestMapper::expandCategory(const QString &category) const
{
    QStringList members;
    for (const ApiResource &r : std::as_const(m_discovery.resources))
        if (r.categories.contains(category))
            members.append(groupResource(r.name, r.group));
    if (members.isEmpty())
        return std::nullopt;
    return members;
}

} // namespace kube
