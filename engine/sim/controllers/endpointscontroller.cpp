// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "endpointscontroller.h"

#include "controllermanager.h"

#include "../objectmeta.h"

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {

bool selects(const QList<std::pair<QString, QString>> &selector, const SelectableFields &pod)
{
    for (const auto &[key, value] : selector) {
        const QString *label = pod.label(key);
        if (!label || *label != value)
            return false;
    }
    return true;
}
} // namespace

void EndpointsController::start()
{
    const QMap<QString, StoredObject> &all = m_manager->store().objects(types::services());
    for (auto it = all.constBegin(); it != all.constEnd(); ++it) {
        remember(it.key(), it->object());
        m_manager->enqueue(this, it.key()); // seeded Services get their endpoints now
    }
}

void EndpointsController::remember(const QString &serviceKey, const QJsonObject &service)
{
    QList<std::pair<QString, QString>> selector;
    const QJsonObject labels = ObjectMeta::child(service, "spec").value(QLatin1String("selector")).toObject();
    for (auto it = labels.begin(); it != labels.end(); ++it)
        selector.append({it.key(), it.value().toString()});
    if (selector.isEmpty())
        m_selectors.remove(serviceKey);
    else
        m_selectors.insert(serviceKey, selector);
}

void EndpointsController::observe(const StoreEvent &event)
{
    if (event.type == &types::services()) {
        if (event.eventType == "DELETED") {
            m_selectors.remove(event.key);
            // Endpoints carry no owner reference (the real controller deletes them); the slices go with their owner.
            if (m_manager->store().find(types::endpoints(), event.namespaceName, event.object.selectable->name))
                m_manager->store().remove(types::endpoints(), event.namespaceName, event.object.selectable->name);
            return;
        }
        remember(event.key, event.object.object());
        m_manager->enqueue(this, event.key);
        return;
    }
    if (event.type != &types::pods() || m_selectors.isEmpty())
        return;
    const QString prefix = event.namespaceName + QLatin1Char('/');
    for (auto it = m_selectors.constBegin(); it != m_selectors.constEnd(); ++it) {
        if (!it.key().startsWith(prefix))
            continue;
        if (selects(*it, *event.object.selectable) || (event.previous.selectable && selects(*it, *event.previous.selectable)))
            m_manager->enqueue(this, it.key(), endpointsDelayMs);
    }
}

void EndpointsController::sync(const QString &key)
{
    ObjectStore &store = m_manager->store();
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    const QString name = key.section(QLatin1Char('/'), 1);
    const StoredObject *serviceStored = store.find(types::services(), ns, name);
    if (!serviceStored || !m_selectors.contains(key))
        return;
    const QJsonObject service = serviceStored->object();
    const QList<std::pair<QString, QString>> selector = m_selectors.value(key);
    QJsonArray ready, notReady, sliceEndpoints;
    const QMap<QString, StoredObject> &allPods = store.objects(types::pods());
    for (auto it = allPods.lowerBound(ns + QLatin1Char('/')); it != allPods.constEnd() && it.key().startsWith(ns + QLatin1Char('/')); ++it) {
        if (!selects(selector, *it->selectable))
            continue;
        const QJsonObject pod = it->object();
        const QString ip = ObjectMeta::child(pod, "status").value(QLatin1String("podIP")).toString();
        if (ip.isEmpty())
            continue;
        const QString node = ObjectMeta::child(pod, "spec").value(QLatin1String("nodeName")).toString();
        const QJsonObject targetRef{{u"kind"_s, u"Pod"_s}, {u"namespace"_s, ns}, {u"name"_s, it->selectable->name}, {u"uid"_s, ObjectMeta::uid(pod)}};
        const bool isReady = it->selectable->ready && !it->selectable->terminating;
        (isReady ? ready : notReady).append(QJsonObject{{u"ip"_s, ip}, {u"nodeName"_s, node}, {u"targetRef"_s, targetRef}});
        sliceEndpoints.append(QJsonObject{{u"addresses"_s, QJsonArray{ip}}, {u"nodeName"_s, node}, {u"targetRef"_s, targetRef},
                                          {u"conditions"_s, QJsonObject{{u"ready"_s, isReady}, {u"serving"_s, it->selectable->ready},
                                                                        {u"terminating"_s, it->selectable->terminating}}}});
    }
    QJsonArray ports, slicePorts;
    for (const QJsonValue &value : ObjectMeta::child(service, "spec").value(QLatin1String("ports")).toArray()) {
        const QJsonObject port = value.toObject();
        const QJsonValue target = port.value(QLatin1String("targetPort"));
        QJsonObject out{{u"port"_s, target.isDouble() ? target : port.value(QLatin1String("port"))}, {u"protocol"_s, port.value(QLatin1String("protocol")).toString(u"TCP"_s)}};
        if (port.contains(QLatin1String("name")))
            out.insert(u"name"_s, port.value(QLatin1String("name")));
        ports.append(out);
        if (!out.contains(QLatin1String("name")))
            out.insert(u"name"_s, QString());
        slicePorts.append(out);
    }
    QJsonObject subset;
    if (!ready.isEmpty())
        subset.insert(u"addresses"_s, ready);
    if (!notReady.isEmpty())
        subset.insert(u"notReadyAddresses"_s, notReady);
    subset.insert(u"ports"_s, ports);
    const QJsonArray subsets = ready.isEmpty() && notReady.isEmpty() ? QJsonArray() : QJsonArray{subset};

    const StoredObject *existing = store.find(types::endpoints(), ns, name);
    QJsonObject labels = ObjectMeta::labels(service);
    if (!existing) {
        // Made with the Service, as far as anyone can tell: a seeded Service's endpoints are as old as it.
        const QJsonValue since = ObjectMeta::metadata(service).value(QLatin1String("creationTimestamp"));
        QJsonObject object{{u"metadata"_s, QJsonObject{{u"name"_s, name}, {u"namespace"_s, ns}, {u"labels"_s, labels}, {u"creationTimestamp"_s, since}}}};
        if (!subsets.isEmpty())
            object.insert(u"subsets"_s, subsets);
        store.create(types::endpoints(), object);
    } else {
        QJsonObject object = existing->object();
        if (object.value(QLatin1String("subsets")).toArray() != subsets) {
            if (subsets.isEmpty())
                object.remove(u"subsets"_s);
            else
                object.insert(u"subsets"_s, subsets);
            store.update(types::endpoints(), object);
        }
    }

    QJsonObject sliceLabels = labels;
    sliceLabels.insert(u"kubernetes.io/service-name"_s, name);
    sliceLabels.insert(u"endpointslice.kubernetes.io/managed-by"_s, u"endpointslice-controller.k8s.io"_s);
    const QList<StoredObject> owned = m_manager->controlledBy(types::slices(), ns, name + QLatin1Char('-'), serviceStored->selectable->uid);
    if (owned.isEmpty()) {
        QString sliceName;
        do
            sliceName = name + QLatin1Char('-') + m_manager->randomSuffix();
        while (store.find(types::slices(), ns, sliceName));
        store.create(types::slices(), {{u"metadata"_s, QJsonObject{{u"name"_s, sliceName}, {u"generateName"_s, name + QLatin1Char('-')}, {u"namespace"_s, ns},
                                                            {u"creationTimestamp"_s, ObjectMeta::metadata(service).value(QLatin1String("creationTimestamp"))},
                                                            {u"labels"_s, sliceLabels},
                                                            {u"ownerReferences"_s, QJsonArray{ObjectMeta::ownerReference(types::services(), service)}}}},
                                {u"addressType"_s, u"IPv4"_s}, {u"endpoints"_s, sliceEndpoints}, {u"ports"_s, slicePorts}});
    } else {
        QJsonObject slice = owned.first().object();
        if (slice.value(QLatin1String("endpoints")).toArray() != sliceEndpoints || slice.value(QLatin1String("ports")).toArray() != slicePorts) {
            slice.insert(u"endpoints"_s, sliceEndpoints);
            slice.insert(u"ports"_s, slicePorts);
            store.update(types::slices(), slice);
        }
    }
}

} // namespace kube::sim
