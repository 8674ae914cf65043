// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "controllermanager.h"

#include "cronjobcontroller.h"
#include "daemonsetcontroller.h"
#include "deploymentcontroller.h"
#include "endpointscontroller.h"
#include "jobcontroller.h"
#include "kubelet.h"
#include "namespacecontroller.h"
#include "replicasetcontroller.h"
#include "statefulsetcontroller.h"

#include "../garbagecollector.h"
#include "../objectmeta.h"

#include <QDateTime>

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {
// How long one pass over the queue may work before yielding to requests and watches.
constexpr qint64 workBudgetMs = 10;
} // namespace

ControllerManager::ControllerManager(ObjectStore *store, Scenario *scenario, CrdRegistry *crds, QObject *parent)
    : QObject(parent), m_store(store), m_scenario(scenario), m_crds(crds)
{
    m_kubelet = std::make_unique<Kubelet>(this);
    m_garbageCollector = std::make_unique<GarbageCollector>(this);
    m_controllers.push_back(std::make_unique<DeploymentController>(this));
    m_controllers.push_back(
        std::make_unique<ReplicaSetController>(this, types::replicaSets(), u"replicaset-controller"_s));
    m_controllers.push_back(std::make_unique<ReplicaSetController>(this, types::replicationControllers(),
                                                                   u"replication-controller"_s));
    m_controllers.push_back(std::make_unique<StatefulSetController>(this));
    m_controllers.push_back(std::make_unique<DaemonSetController>(this));
    m_controllers.push_back(std::make_unique<JobController>(this));
    m_controllers.push_back(std::make_unique<CronJobController>(this));
    m_controllers.push_back(std::make_unique<EndpointsController>(this));
    m_controllers.push_back(std::make_unique<NamespaceController>(this));
    m_clock.start();
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ControllerManager::run);
}

ControllerManager::~ControllerManager() = default;

void ControllerManager::start()
{
    if (m_started)
        return;
    m_started = true;
    connect(m_store, &ObjectStore::changed, this, [this](const StoreEvent &event) {
        // A heartbeat touch keeps the parsed fields it had: nothing a controller reads has changed.
        if (event.eventType == "MODIFIED" && event.previous.selectable == event.object.selectable)
            return;
        m_garbageCollector->observe(event);
        for (const auto &controller : m_controllers)
            controller->observe(event);
    });
    for (const auto &controller : m_controllers)
        controller->start();
}

void ControllerManager::enqueue(Controller *controller, const QString &key, int delayMs)
{
    const qint64 due = m_clock.elapsed() + delayMs;
    auto queued = m_queued.find({controller, key});
    if (queued != m_queued.end()) {
        if (*queued <= due)
            return;
        for (auto [it, end] = m_queue.equal_range(*queued); it != end; ++it) {
            if (it->second.controller == controller && it->second.key == key) {
                m_queue.erase(it);
                break;
            }
        }
    }
    m_queued.insert({controller, key}, due);
    m_queue.emplace(due, Item{controller, key});
    schedule();
}

void ControllerManager::schedule()
{
    if (m_queue.empty())
        return;
    const qint64 wait = std::max<qint64>(0, m_queue.begin()->first - m_clock.elapsed());
    if (!m_timer.isActive() || m_timer.remainingTime() > wait)
        m_timer.start(int(wait));
}

void ControllerManager::run()
{
    QElapsedTimer work;
    work.start();
    while (!m_queue.empty() && m_queue.begin()->first <= m_clock.elapsed() && work.elapsed() < workBudgetMs) {
        const Item item = m_queue.begin()->second;
        m_queue.erase(m_queue.begin());
        m_queued.remove({item.controller, item.key});
        item.controller->sync(item.key);
    }
    schedule();
}

QList<StoredObject> ControllerManager::controlledBy(const ResourceType &type, const QString &ns, const QString &prefix, const QUuid &owner) const
{
    QList<StoredObject> children;
    const QMap<QString, StoredObject> &objects = m_store->objects(type);
    const QString start = ObjectStore::keyOf(ns, prefix);
    for (auto it = objects.lowerBound(start); it != objects.constEnd() && it.key().startsWith(start); ++it)
        if (it->selectable->controller == owner)
            children.append(*it);
    return children;
}

const StoredObject *ControllerManager::controllerOf(const ResourceType &ownerType, const StoredObject &child) const
{
    if (child.selectable->controller.isNull())
        return nullptr;
    const QString &name = child.selectable->name;
    const qsizetype dash = name.lastIndexOf(QLatin1Char('-'));
    if (dash <= 0)
        return nullptr;
    const StoredObject *owner = m_store->find(ownerType, child.selectable->namespaceName, name.left(dash));
    return owner && owner->selectable->uid == child.selectable->controller ? owner : nullptr;
}

QString ControllerManager::randomSuffix(int length)
{
    static const char alphabet[] = "bcdfghjklmnpqrstvwxz2456789";
    QString suffix;
    for (int i = 0; i < length; ++i)
        suffix.append(QLatin1Char(alphabet[m_scenario->random().bounded(int(sizeof(alphabet) - 1))]));
    return suffix;
}

void ControllerManager::recordEvent(const ResourceType &type, const QJsonObject &object, const QString &eventType, const QString &reason,
                                    const QString &message, const QString &component)
{
    const QString ns = ObjectMeta::namespaceOf(object).isEmpty() ? u"default"_s : ObjectMeta::namespaceOf(object);
    const QString stamp = now();
    const QJsonObject event{
        {u"metadata"_s, QJsonObject{{u"name"_s, u"%1.%2"_s.arg(ObjectMeta::name(object)).arg(m_scenario->random().generate64() & 0xffffffffffffULL, 0, 16)},
                                     {u"namespace"_s, ns}}},
        {u"involvedObject"_s, QJsonObject{{u"kind"_s, type.kind}, {u"namespace"_s, ObjectMeta::namespaceOf(object)}, {u"name"_s, ObjectMeta::name(object)},
                                           {u"uid"_s, ObjectMeta::uid(object)}, {u"apiVersion"_s, type.apiVersion()},
                                           {u"resourceVersion"_s, ObjectMeta::metadata(object).value(QLatin1String("resourceVersion"))}}},
        {u"reason"_s, reason}, {u"message"_s, message}, {u"type"_s, eventType},
        {u"source"_s, QJsonObject{{u"component"_s, component}}},
        {u"firstTimestamp"_s, stamp}, {u"lastTimestamp"_s, stamp}, {u"count"_s, 1},
        {u"reportingComponent"_s, component}, {u"reportingInstance"_s, QString()}};
    m_store->create(ResourceType::builtin({}, u"events"_s), event);
}

QString ControllerManager::now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

} // namespace kube::sim
