// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "churn.h"

#include "core/object.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>

#include <algorithm>
#include <vector>

namespace kube::sim {

namespace {
const ResourceType &type(const char *group, const char *resource)
{
    return *ResourceType::find(QLatin1String(group), QStringLiteral("v1"), QLatin1String(resource));
}

QJsonObject metadataOf(const QJsonObject &object)
{
    return object.value(QLatin1String("metadata")).toObject();
}

// The kubelet starts a crashed container again after a back-off of 10 s or more. Churn leaves a container
// this long after its last start or end before it ends it again: two restarts in the milliseconds between a
// client's GET of the pod and its log request would have it served an instance the pod no longer named.
constexpr qint64 restartBackOffMs = 3000;

// When the first container last started or ended (ms since the epoch; 0: never).
qint64 lastStartOrEndMs(const QJsonObject &containerStatus)
{
    const auto timeOf = [](const QJsonValue &value) {
        return kube::parseTimestamp(value.toString().toStdString());
    };
    const QJsonObject state = containerStatus.value(QLatin1String("state")).toObject();
    const QJsonObject ended = containerStatus.value(QLatin1String("lastState"))
                                  .toObject()
                                  .value(QLatin1String("terminated"))
                                  .toObject();
    return std::max(
        timeOf(state.value(QLatin1String("running")).toObject().value(QLatin1String("startedAt"))),
        timeOf(ended.value(QLatin1String("finishedAt"))));
}

} // namespace

StoredObject Churn::pick(const QMap<QString, StoredObject> &objects, KeySample *sample)
{
    constexpr qint64 refreshMs = 1000;
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (attempt > 0 || sample->keys.isEmpty() || !sample->age.isValid() ||
            sample->age.elapsed() > refreshMs) {
            sample->keys = objects.keys();
            sample->age.start();
        }
        if (sample->keys.isEmpty())
            break;
        const QString &key =
            sample->keys.at(qsizetype(m_scenario->random().bounded(quint64(sample->keys.size()))));
        auto it = objects.constFind(key);
        if (it != objects.constEnd())
            return *it;
    }
    return objects.first();
}

Churn::Churn(ObjectStore *store, Scenario *scenario, QObject *parent)
    : QObject(parent), m_store(store), m_scenario(scenario)
{
    connect(&m_timer, &QTimer::timeout, this, &Churn::tick);
}

void Churn::setRate(double changesPerSecond)
{
    m_rate = std::max(0.0, changesPerSecond);
    m_budget = 0;
    if (m_targetPods == 0)
        m_targetPods = std::max<qsizetype>(10, m_store->objects(type("", "pods")).size());
    updateTimer();
}

void Churn::setHeartbeatRate(double perSecond)
{
    m_heartbeatRate = std::max(0.0, perSecond);
    m_heartbeatBudget = 0;
    updateTimer();
}

void Churn::setRestartRate(double perSecond)
{
    m_restartRate = std::max(0.0, perSecond);
    m_restartBudget = 0;
    updateTimer();
}

void Churn::setCustomObjectRate(std::function<const ResourceType *()> type, double perSecond)
{
    m_customType = std::move(type);
    m_customRate = m_customType ? std::max(0.0, perSecond) : 0;
    m_customBudget = 0;
    updateTimer();
}

void Churn::updateTimer()
{
    if (m_rate > 0 || m_heartbeatRate > 0 || m_restartRate > 0 || m_customRate > 0) {
        if (!m_timer.isActive())
            m_timer.start(tickMs);
    } else {
        m_timer.stop();
    }
}

void Churn::tick()
{
    // Budgets follow the clock, not the tick count: a late tick catches up instead of lowering the rate. But
    // a tick works at most its interval, so kubesim keeps serving its watchers however much it is asked for
    // (changes() tells how many changes it made).
    const qint64 elapsedMs = m_clock.isValid() ? m_clock.restart() : (m_clock.start(), tickMs);
    const double seconds = std::min<qint64>(elapsedMs, 10 * tickMs) / 1000.0;
    m_work.start();
    m_budget += m_rate * seconds;
    while (m_budget >= 1.0 && !outOfTime()) {
        m_budget -= 1.0;
        step();
    }
    m_heartbeatBudget += m_heartbeatRate * seconds;
    touchPods(&m_heartbeatBudget, ObjectStore::Touch::ResourceVersion);
    m_restartBudget += m_restartRate * seconds;
    touchPods(&m_restartBudget, ObjectStore::Touch::ContainerRestart);
    m_customBudget += m_customRate * seconds;
    updateCustomObjects();
    // What a busy tick left is done by the next ones, but at most a second of it is kept: asked for more than
    // one core can do, the surplus is dropped rather than piling up.
    m_budget = std::min(m_budget, std::max(1.0, m_rate));
    m_heartbeatBudget = std::min(m_heartbeatBudget, std::max(1.0, m_heartbeatRate));
    m_restartBudget = std::min(m_restartBudget, std::max(1.0, m_restartRate));
    m_customBudget = std::min(m_customBudget, std::max(1.0, m_customRate));
}

bool Churn::outOfTime() const
{
    return m_work.elapsed() >= tickMs;
}

void Churn::touchPods(double *budget, ObjectStore::Touch what)
{
    const QMap<QString, StoredObject> &pods = m_store->objects(type("", "pods"));
    while (*budget >= 1.0 && !pods.isEmpty() && !outOfTime()) {
        *budget -= 1.0;
        const StoredObject pod = pick(pods, &m_podSample);
        m_store->touch(type("", "pods"),
                       ObjectStore::keyOf(pod.selectable->namespaceName, pod.selectable->name), what);
        ++m_changes;
    }
}

void Churn::updateCustomObjects()
{
    const ResourceType *type = m_customType ? m_customType() : nullptr;
    if (!type)
        return;
    const QMap<QString, StoredObject> &objects = m_store->objects(*type);
    while (m_customBudget >= 1.0 && !objects.isEmpty() && !outOfTime()) {
        m_customBudget -= 1.0;
        QJsonObject object = pick(objects, &m_customSample).object();
        QJsonObject spec = object.value(QLatin1String("spec")).toObject();
        const int replicas = spec.value(QLatin1String("replicas")).toInt();
        spec.insert(QStringLiteral("replicas"), (replicas + 1 + int(m_scenario->random().bounded(9))) % 10);
        object.insert(QStringLiteral("spec"), spec);
        m_store->update(*type, object);
        ++m_changes;
    }
}

void Churn::step()
{
    const QMap<QString, StoredObject> &pods = m_store->objects(type("", "pods"));
    QRandomGenerator &random = m_scenario->random();
    // Deleted pods of a ReplicaSet are replaced by its controller; churn only tops up what that leaves short.
    if (pods.size() < m_targetPods) {
        createPod();
        return;
    }
    const StoredObject pod = pick(pods, &m_podSample);
    const QJsonObject metadata = metadataOf(pod.object());
    if (metadata.contains(QLatin1String("deletionTimestamp"))) {
        // Terminating: the kubelet confirms and the pod goes.
        m_store->remove(type("", "pods"), metadata.value(QLatin1String("namespace")).toString(),
                        metadata.value(QLatin1String("name")).toString());
        ++m_changes;
        return;
    }
    if (random.bounded(8) == 0 && pods.size() > m_targetPods / 2)
        deletePod(pod);
    else
        advance(pod);
}

QJsonObject Churn::withStatus(QJsonObject pod, const QString &phase, const QString &waitingReason,
                              const QString &terminatedReason, int restarts, const QString &node) const
{
    QJsonObject spec = pod.value(QLatin1String("spec")).toObject();
    if (!node.isEmpty())
        spec.insert(QStringLiteral("nodeName"), node);
    pod.insert(QStringLiteral("spec"), spec);
    QJsonObject status = pod.value(QLatin1String("status")).toObject();
    status.insert(QStringLiteral("phase"), phase);
    // The instances that ran so far, by container: an instance that ends keeps its start (its log, served as
    // the terminated state or as previous=true, is numbered from it), and lastState names the last instance
    // that ended, unchanged until another one ends, as the kubelet reports them.
    QHash<QString, QJsonObject> before;
    for (const QJsonValue &entry : status.value(QLatin1String("containerStatuses")).toArray())
        before.insert(entry.toObject().value(QLatin1String("name")).toString(), entry.toObject());
    QJsonArray statuses;
    const bool running =
        waitingReason.isEmpty() && terminatedReason.isEmpty() && phase == QLatin1String("Running");
    for (const QJsonValue &containerValue : spec.value(QLatin1String("containers")).toArray()) {
        const QJsonObject container = containerValue.toObject();
        const QJsonObject previous = before.value(container.value(QLatin1String("name")).toString());
        const QJsonValue startedAt = previous.value(QLatin1String("state"))
                                         .toObject()
                                         .value(QLatin1String("running"))
                                         .toObject()
                                         .value(QLatin1String("startedAt"));
        QJsonObject state;
        if (!waitingReason.isEmpty())
            state.insert(QStringLiteral("waiting"), QJsonObject{{QStringLiteral("reason"), waitingReason}});
        else if (!terminatedReason.isEmpty())
            state.insert(QStringLiteral("terminated"),
                         QJsonObject{{QStringLiteral("reason"), terminatedReason},
                                     {QStringLiteral("exitCode"),
                                      terminatedReason == QLatin1String("Completed") ? 0 : 1},
                                     {QStringLiteral("startedAt"), startedAt},
                                     {QStringLiteral("finishedAt"), Scenario::now()}});
        else
            state.insert(QStringLiteral("running"),
                         QJsonObject{{QStringLiteral("startedAt"), Scenario::now()}});
        QJsonObject containerStatus{{QStringLiteral("name"), container.value(QLatin1String("name"))},
                                    {QStringLiteral("image"), container.value(QLatin1String("image"))},
                                    {QStringLiteral("ready"), running},
                                    {QStringLiteral("started"), running},
                                    {QStringLiteral("restartCount"), restarts},
                                    {QStringLiteral("state"), state}};
        QJsonValue lastState = previous.value(QLatin1String("lastState"));
        if (restarts > previous.value(QLatin1String("restartCount")).toInt() && !startedAt.isUndefined())
            lastState = QJsonObject{{QStringLiteral("terminated"),
                                     QJsonObject{{QStringLiteral("exitCode"), 1},
                                                 {QStringLiteral("reason"), QStringLiteral("Error")},
                                                 {QStringLiteral("startedAt"), startedAt},
                                                 {QStringLiteral("finishedAt"), Scenario::now()}}}};
        if (restarts > 0 && lastState.isObject())
            containerStatus.insert(QStringLiteral("lastState"), lastState);
        statuses.append(containerStatus);
    }
    status.insert(QStringLiteral("containerStatuses"), statuses);
    QJsonArray conditions;
    for (const char *conditionType : {"Initialized", "Ready", "ContainersReady", "PodScheduled"}) {
        const bool ok = QLatin1String(conditionType) == QLatin1String("Initialized") ||
                        (QLatin1String(conditionType) == QLatin1String("PodScheduled") && !node.isEmpty()) ||
                        running;
        conditions.append(
            QJsonObject{{QStringLiteral("type"), QLatin1String(conditionType)},
                        {QStringLiteral("status"), ok ? QStringLiteral("True") : QStringLiteral("False")},
                        {QStringLiteral("lastTransitionTime"), Scenario::now()}});
    }
    status.insert(QStringLiteral("conditions"), conditions);
    pod.insert(QStringLiteral("status"), status);
    return pod;
}

void Churn::createPod()
{
    const QMap<QString, StoredObject> &replicaSets = m_store->objects(type("apps", "replicasets"));
    QString ns = QStringLiteral("default"), owner, ownerUid, app = QStringLiteral("batch");
    if (!replicaSets.isEmpty()) {
        const QJsonObject metadata = metadataOf(pick(replicaSets, &m_replicaSetSample).object());
        ns = metadata.value(QLatin1String("namespace")).toString();
        owner = metadata.value(QLatin1String("name")).toString();
        ownerUid = metadata.value(QLatin1String("uid")).toString();
        app = metadata.value(QLatin1String("labels")).toObject().value(QLatin1String("app")).toString();
    }
    const QString name = QStringLiteral("%1-%2")
                             .arg(owner.isEmpty() ? app : owner)
                             .arg(QString::number(++m_created, 36).rightJustified(5, QLatin1Char('0')));
    if (m_store->find(type("", "pods"), ns, name))
        return;
    QJsonObject pod =
        m_scenario->podObject(ns, name, app, owner, ownerUid, QString(), QStringLiteral("Pending"));
    QJsonObject status = pod.value(QLatin1String("status")).toObject();
    status.remove(QStringLiteral("containerStatuses"));
    pod.insert(QStringLiteral("status"), status);
    QJsonObject spec = pod.value(QLatin1String("spec")).toObject();
    spec.remove(QStringLiteral("nodeName"));
    pod.insert(QStringLiteral("spec"), spec);
    const StoredObject created = m_store->create(type("", "pods"), pod);
    ++m_changes;
    recordEvent(created.object(), QStringLiteral("Normal"), QStringLiteral("SuccessfulCreate"),
                QStringLiteral("Created pod: %1").arg(name));
}

void Churn::advance(const StoredObject &stored)
{
    QRandomGenerator &random = m_scenario->random();
    const QJsonObject pod = stored.object();
    const QJsonObject status = pod.value(QLatin1String("status")).toObject();
    const QString phase = status.value(QLatin1String("phase")).toString();
    const QString node =
        pod.value(QLatin1String("spec")).toObject().value(QLatin1String("nodeName")).toString();
    const QJsonObject firstState = status.value(QLatin1String("containerStatuses"))
                                       .toArray()
                                       .first()
                                       .toObject()
                                       .value(QLatin1String("state"))
                                       .toObject();
    const QString waiting =
        firstState.value(QLatin1String("waiting")).toObject().value(QLatin1String("reason")).toString();
    const int restarts = status.value(QLatin1String("containerStatuses"))
                             .toArray()
                             .first()
                             .toObject()
                             .value(QLatin1String("restartCount"))
                             .toInt();
    const QString podName = metadataOf(pod).value(QLatin1String("name")).toString();
    const qint64 sinceLastStartOrEndMs =
        QDateTime::currentMSecsSinceEpoch() -
        lastStartOrEndMs(status.value(QLatin1String("containerStatuses")).toArray().first().toObject());
    if (phase == QLatin1String("Running") && sinceLastStartOrEndMs < restartBackOffMs) {
        // Backing off: a status heartbeat instead, so that the rate of changes holds.
        m_store->touch(type("", "pods"),
                       ObjectStore::keyOf(stored.selectable->namespaceName, stored.selectable->name),
                       ObjectStore::Touch::ResourceVersion);
        ++m_changes;
        return;
    }
    QJsonObject next;
    if (phase == QLatin1String("Pending") && node.isEmpty()) {
        const QStringList nodes = m_scenario->nodes();
        const QString chosen =
            nodes.isEmpty() ? QStringLiteral("node-00") : nodes.at(int(random.bounded(qint32(nodes.size()))));
        next = withStatus(pod, QStringLiteral("Pending"), QStringLiteral("ContainerCreating"), {}, 0, chosen);
        recordEvent(pod, QStringLiteral("Normal"), QStringLiteral("Scheduled"),
                    QStringLiteral("Successfully assigned %1 to %2").arg(podName, chosen));
    } else if (phase == QLatin1String("Pending")) {
        if (random.bounded(10) == 0) {
            next =
                withStatus(pod, QStringLiteral("Pending"), QStringLiteral("ImagePullBackOff"), {}, 0, node);
            recordEvent(pod, QStringLiteral("Warning"), QStringLiteral("Failed"),
                        QStringLiteral("Error: ImagePullBackOff"));
        } else {
            next = withStatus(pod, QStringLiteral("Running"), {}, {}, restarts, node);
            recordEvent(pod, QStringLiteral("Normal"), QStringLiteral("Started"),
                        QStringLiteral("Started container"));
        }
    } else if (phase == QLatin1String("Running") && waiting == QLatin1String("CrashLoopBackOff")) {
        next = withStatus(pod, QStringLiteral("Running"), {}, {}, restarts + 1, node);
        recordEvent(pod, QStringLiteral("Normal"), QStringLiteral("Started"),
                    QStringLiteral("Started container"));
    } else if (phase == QLatin1String("Running")) {
        const quint32 roll = random.bounded(10);
        if (roll < 3) {
            next = withStatus(pod, QStringLiteral("Running"), QStringLiteral("CrashLoopBackOff"), {},
                              restarts + 1, node);
            recordEvent(pod, QStringLiteral("Warning"), QStringLiteral("BackOff"),
                        QStringLiteral("Back-off restarting failed container"));
        } else if (roll < 4) {
            next =
                withStatus(pod, QStringLiteral("Succeeded"), {}, QStringLiteral("Completed"), restarts, node);
            recordEvent(pod, QStringLiteral("Normal"), QStringLiteral("Completed"),
                        QStringLiteral("Container completed"));
        } else {
            next = withStatus(pod, QStringLiteral("Running"), {}, {}, restarts + 1, node);
            recordEvent(pod, QStringLiteral("Normal"), QStringLiteral("Pulled"),
                        QStringLiteral("Container image already present on machine"));
        }
    } else {
        deletePod(stored);
        return;
    }
    m_store->update(type("", "pods"), next);
    ++m_changes;
}

void Churn::deletePod(const StoredObject &stored)
{
    QJsonObject pod = stored.object();
    QJsonObject metadata = metadataOf(pod);
    metadata.insert(QStringLiteral("deletionTimestamp"),
                    QDateTime::currentDateTimeUtc().addSecs(30).toString(Qt::ISODate));
    metadata.insert(QStringLiteral("deletionGracePeriodSeconds"), 30);
    pod.insert(QStringLiteral("metadata"), metadata);
    m_store->update(type("", "pods"), pod);
    ++m_changes;
    recordEvent(pod, QStringLiteral("Normal"), QStringLiteral("Killing"),
                QStringLiteral("Stopping container"));
}

void Churn::recordEvent(const QJsonObject &pod, const QString &eventType, const QString &reason,
                        const QString &message)
{
    const QString ns = metadataOf(pod).value(QLatin1String("namespace")).toString();
    m_store->create(type("", "events"), m_scenario->eventObject(ns, pod, eventType, reason, message));
    ++m_changes;
    // Keep the event list bounded, as the apiserver's event TTL does: the oldest go (the controllers' too),
    // so that a new Event of an object late in the alphabet does not outlive thousands newer than it. A few
    // go at once, so that finding them is paid once per batch.
    constexpr qsizetype maxEvents = 2000, trimmedAtOnce = 50;
    const QMap<QString, StoredObject> &events = m_store->objects(type("", "events"));
    if (events.size() <= maxEvents)
        return;
    std::vector<std::pair<quint64, QString>> byVersion;
    byVersion.reserve(size_t(events.size()));
    for (auto it = events.constBegin(); it != events.constEnd(); ++it)
        byVersion.emplace_back(it->resourceVersion, it.key());
    const auto oldest =
        byVersion.begin() + std::min(qsizetype(byVersion.size()), events.size() - maxEvents + trimmedAtOnce);
    std::nth_element(byVersion.begin(), oldest, byVersion.end());
    for (auto it = byVersion.begin(); it != oldest; ++it)
        m_store->remove(type("", "events"), it->second.section(QLatin1Char('/'), 0, 0),
                        it->second.section(QLatin1Char('/'), 1));
}

} // namespace kube::sim
