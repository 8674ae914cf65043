// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "garbagecollector.h"

#include "controllers/controllermanager.h"
#include "controllers/kubelet.h"
#include "objectmeta.h"

#include <QDateTime>

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {
// How often a Foreground deletion looks whether its owner's dependents are gone.
constexpr int foregroundRecheckMs = 200;

QString typeKey(const ResourceType &type)
{
    return type.group + QLatin1Char('|') + type.version + QLatin1Char('|') + type.resource;
}
} // namespace

std::optional<Propagation> GarbageCollector::parse(const QString &policy, const ResourceType &type)
{
    if (policy.isEmpty())
        // batch/v1 Jobs default to orphaning their pods, as kube-apiserver's job strategy does.
        return type.group == QLatin1String("batch") && type.resource == QLatin1String("jobs") ? Propagation::Orphan : Propagation::Background;
    if (policy == QLatin1String("Background"))
        return Propagation::Background;
    if (policy == QLatin1String("Foreground"))
        return Propagation::Foreground;
    if (policy == QLatin1String("Orphan"))
        return Propagation::Orphan;
    return std::nullopt;
}

QList<std::pair<const ResourceType *, StoredObject>> GarbageCollector::dependents(const QUuid &owner, const QString &ns, bool ownerNamespaced) const
{
    QList<std::pair<const ResourceType *, StoredObject>> found;
    for (const ResourceType *type : m_manager->crds().served()) {
        if (ownerNamespaced && !type->namespaced)
            continue;
        const QMap<QString, StoredObject> &objects = m_manager->store().objects(*type);
        const QString prefix = ownerNamespaced ? ns + QLatin1Char('/') : QString();
        for (auto it = objects.lowerBound(prefix); it != objects.constEnd() && it.key().startsWith(prefix); ++it)
            if (it->selectable->owners.contains(owner))
                found.append({type, *it});
    }
    return found;
}

StoredObject GarbageCollector::markDeleting(const ResourceType &type, const StoredObject &object, const QString &finalizer)
{
    QJsonObject json = object.object();
    QJsonObject metadata = ObjectMeta::metadata(json);
    if (!metadata.contains(QLatin1String("deletionTimestamp"))) {
        metadata.insert(u"deletionTimestamp"_s, ControllerManager::now());
        metadata.insert(u"deletionGracePeriodSeconds"_s, 0);
    }
    if (!finalizer.isEmpty()) {
        QJsonArray finalizers = metadata.value(QLatin1String("finalizers")).toArray();
        if (!finalizers.contains(finalizer))
            finalizers.append(finalizer);
        metadata.insert(u"finalizers"_s, finalizers);
    }
    json.insert(u"metadata"_s, metadata);
    return m_manager->store().update(type, json);
}

void GarbageCollector::orphan(const ResourceType &type, const StoredObject &dependent, const QString &ownerUid)
{
    QJsonObject json = dependent.object();
    QJsonObject metadata = ObjectMeta::metadata(json);
    QJsonArray kept;
    for (const QJsonValue &reference : metadata.value(QLatin1String("ownerReferences")).toArray())
        if (reference.toObject().value(QLatin1String("uid")).toString() != ownerUid)
            kept.append(reference);
    if (kept.isEmpty())
        metadata.remove(u"ownerReferences"_s);
    else
        metadata.insert(u"ownerReferences"_s, kept);
    json.insert(u"metadata"_s, metadata);
    m_manager->store().update(type, json);
}

StoredObject GarbageCollector::removeNow(const ResourceType &type, const QString &ns, const QString &name, bool graceful)
{
    ObjectStore &store = m_manager->store();
    const StoredObject *object = store.find(type, ns, name);
    if (!object)
        return {};
    if (type.group.isEmpty() && type.resource == QLatin1String("pods") && graceful) {
        m_manager->kubelet().terminate(ns, name);
        return *store.find(type, ns, name);
    }
    if (type.group.isEmpty() && type.resource == QLatin1String("namespaces")) {
        QJsonObject json = markDeleting(type, *object, {}).object();
        json.insert(u"status"_s, QJsonObject{{u"phase"_s, u"Terminating"_s}});
        return store.update(type, json); // the namespace controller empties it, then it goes
    }
    if (!ObjectMeta::metadata(object->object()).value(QLatin1String("finalizers")).toArray().isEmpty())
        return markDeleting(type, *object, {}); // goes when its finalizers are removed (observe)
    if (type.group == QLatin1String("apiextensions.k8s.io") && type.resource == QLatin1String("customresourcedefinitions")) {
        for (const ResourceType *custom : m_manager->crds().uninstall(name)) {
            const QStringList keys = store.objects(*custom).keys();
            for (const QString &key : keys)
                store.remove(*custom, key.contains(QLatin1Char('/')) ? key.section(QLatin1Char('/'), 0, 0) : QString(), key.section(QLatin1Char('/'), -1));
        }
    }
    return store.remove(type, ns, name);
}

StoredObject GarbageCollector::remove(const ResourceType &type, const QString &ns, const QString &name, Propagation policy, bool graceful)
{
    const StoredObject *object = m_manager->store().find(type, ns, name);
    if (!object)
        return {};
    const QString uid = object->selectable->uid.toString(QUuid::WithoutBraces);
    const auto children = dependents(object->selectable->uid, ns, type.namespaced);
    if (policy == Propagation::Orphan) {
        for (const auto &[childType, child] : children)
            orphan(*childType, child, uid);
    } else if (policy == Propagation::Foreground && !children.isEmpty()) {
        const StoredObject marked = markDeleting(type, *object, u"foregroundDeletion"_s);
        for (const auto &[childType, child] : children)
            remove(*childType, child.selectable->namespaceName, child.selectable->name, Propagation::Foreground);
        m_manager->enqueue(this, u"foreground:"_s + typeKey(type) + QLatin1Char('|') + ObjectStore::keyOf(ns, name), foregroundRecheckMs);
        return marked;
    }
    return removeNow(type, ns, name, graceful);
}

void GarbageCollector::observe(const StoreEvent &event)
{
    const ResourceType &type = *event.type;
    const bool pod = type.group.isEmpty() && type.resource == QLatin1String("pods");
    if (event.eventType == "DELETED") {
        // Pods and events own nothing in practice; skipping them keeps churn's pod deletions free.
        if (!pod && !(type.resource == QLatin1String("events")) && !event.object.selectable->uid.isNull())
            m_manager->enqueue(this, u"owner:%1:%2:%3"_s.arg(event.object.selectable->uid.toString(QUuid::WithoutBraces), event.namespaceName).arg(type.namespaced));
        return;
    }
    // An object deleted while it had finalizers goes once they are all removed.
    if (event.eventType == "MODIFIED" && event.object.selectable->terminating && !pod && type.resource != QLatin1String("namespaces")) {
        const QJsonObject metadata = ObjectMeta::metadata(event.object.object());
        if (metadata.value(QLatin1String("finalizers")).toArray().isEmpty())
            m_manager->enqueue(this, u"finalized:"_s + typeKey(type) + QLatin1Char('|') + event.key);
    }
}

void GarbageCollector::sync(const QString &key)
{
    ObjectStore &store = m_manager->store();
    const QString action = key.section(QLatin1Char(':'), 0, 0);
    if (action == QLatin1String("owner")) {
        const QString uid = key.section(QLatin1Char(':'), 1, 1);
        const QString ns = key.section(QLatin1Char(':'), 2, 2);
        const bool namespaced = key.section(QLatin1Char(':'), 3, 3) == QLatin1String("1") || key.section(QLatin1Char(':'), 3, 3) == QLatin1String("true");
        for (const auto &[childType, child] : dependents(QUuid::fromString(uid), ns, namespaced)) {
            if (child.selectable->owners.size() > 1)
                orphan(*childType, child, uid); // other owners keep it
            else
                remove(*childType, child.selectable->namespaceName, child.selectable->name, Propagation::Background);
        }
        return;
    }
    const QStringList parts = key.section(QLatin1Char(':'), 1).split(QLatin1Char('|'));
    const ResourceType *type = m_manager->crds().find(parts.value(0), parts.value(1), parts.value(2));
    const QString objectKey = parts.value(3);
    const QString ns = objectKey.contains(QLatin1Char('/')) ? objectKey.section(QLatin1Char('/'), 0, 0) : QString();
    const QString name = objectKey.section(QLatin1Char('/'), -1);
    const StoredObject *object = type ? store.find(*type, ns, name) : nullptr;
    if (!object)
        return;
    if (action == QLatin1String("foreground")) {
        if (!dependents(object->selectable->uid, ns, type->namespaced).isEmpty()) {
            m_manager->enqueue(this, key, foregroundRecheckMs);
            return;
        }
        store.remove(*type, ns, name);
    } else if (action == QLatin1String("finalized") && object->selectable->terminating
               && ObjectMeta::metadata(object->object()).value(QLatin1String("finalizers")).toArray().isEmpty()) {
        store.remove(*type, ns, name);
    }
}

} // namespace kube::sim
