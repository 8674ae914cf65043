// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "namespacecontroller.h"

#include "controllermanager.h"
#include "kubelet.h"

#include "../objectmeta.h"

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {
// How often a Terminating namespace looks whether it is empty yet.
constexpr int recheckMs = 250;

} // namespace

void NamespaceController::observe(const StoreEvent &event)
{
    if (event.type == &types::namespaces() && event.eventType == "MODIFIED" && event.object.selectable->terminating)
        m_manager->enqueue(this, event.key);
}

void NamespaceController::sync(const QString &name)
{
    ObjectStore &store = m_manager->store();
    const StoredObject *ns = store.find(types::namespaces(), {}, name);
    if (!ns || !ns->selectable->terminating)
        return;
    bool empty = true;
    const QString prefix = name + QLatin1Char('/');
    for (const ResourceType *type : m_manager->crds().served()) {
        if (!type->namespaced)
            continue;
        QStringList names;
        const QMap<QString, StoredObject> &objects = store.objects(*type);
        for (auto it = objects.lowerBound(prefix); it != objects.constEnd() && it.key().startsWith(prefix); ++it) {
            empty = false;
            if (!it->selectable->terminating || !(type->group.isEmpty() && type->resource == QLatin1String("pods")))
                names.append(it->selectable->name);
        }
        const bool isPods = type->group.isEmpty() && type->resource == QLatin1String("pods");
        for (const QString &object : std::as_const(names)) {
            if (isPods)
                m_manager->kubelet().terminate(name, object);
            else
                store.remove(*type, name, object);
        }
    }
    if (empty)
        store.remove(types::namespaces(), {}, name);
    else
        m_manager->enqueue(this, name, recheckMs);
}

} // namespace kube::sim
