// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "actionpermissions.h"
#include "selectioncontroller.h"

#include "session/clustersession.h"

using namespace kube;

ActionPermissions::ActionPermissions(SelectionController *selection)
    : QObject(selection), m_selection(selection)
{
}

QString ActionPermissions::refusal(const QString &verb, const QString &subresource)
{
    for (const ObjectSelection &object : m_selection->objectsToActOn()) {
        const AccessQuery query{verb, object.resource.group, object.resource.name, subresource,
                                object.namespaceName};
        if (const QString refused = ask(object, query); !refused.isEmpty())
            return refused;
    }
    return {};
}

QString ActionPermissions::refusalFor(const QString &verb, const QString &group, const QString &resource,
                                      const QString &subresource)
{
    for (const ObjectSelection &object : m_selection->objectsToActOn())
        if (const QString refused = ask(object, {verb, group, resource, subresource, object.namespaceName});
            !refused.isEmpty())
            return refused;
    return {};
}

QString ActionPermissions::ask(const ObjectSelection &object, const AccessQuery &query)
{
    ClusterSession *session = m_selection->sessionOf(object);
    if (!session)
        return {};
    PermissionCache *cache = session->permissions();
    if (!m_followed.contains(cache)) {
        m_followed.insert(cache);
        connect(cache, &PermissionCache::answered, this, &ActionPermissions::changed);
        connect(cache, &QObject::destroyed, this, [this, cache] { m_followed.remove(cache); });
    }
    const PermissionCache::Permission permission = cache->check(query);
    if (permission.answer != PermissionCache::Answer::Denied)
        return {};
    QString words = query.namespaceName.isEmpty()
                        ? tr("You may not %1 %2").arg(query.verb, query.target())
                        : tr("You may not %1 %2 in %3").arg(query.verb, query.target(), query.namespaceName);
    if (!permission.reason.isEmpty())
        words += QLatin1Char('\n') + permission.reason;
    return words;
}
