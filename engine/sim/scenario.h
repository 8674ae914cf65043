// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "crdregistry.h"
#include "objectstore.h"

#include <QDateTime>
#include <QRandomGenerator>

namespace kube::sim {

struct ScenarioOptions
{
    // How the seeded Deployments' pods fail. Scattered: every 40th crash-loops, every 97th cannot pull its
    // image, one is unschedulable (what tests and benchmarks of failing rows want). OneOfEach: one
    // crash-looping pod, one unschedulable and one evicted beside its replacement (`qkube --demo`: a healthy
    // cluster with a few problems).
    enum class Failures { Scattered, OneOfEach };
    Failures failures = Failures::Scattered;
    int namespaces = 4;
    int nodes = 3;
    int pods = 40;
    int events = 20;
    // CronTabs (a custom kind) to seed beyond the three examples, for benchmarks of its table.
    int crontabs = 0;
    quint32 seed = 1;
};

// Builds realistic objects (pods of 3-5 KB with managedFields, containers, env, volumes, conditions) and
// seeds a store with a coherent cluster of the requested size: Deployments own ReplicaSets (named by their
// template's hash) own pods, which run on the nodes with IPs, a few failing (crash loops, image pulls, one
// unschedulable); with `pods` >= minPodsForExtras also a DaemonSet on every node, a StatefulSet with volumes,
// a completed Job and a CronJob's last run; Services in front of the first Deployments (an Ingress, an HPA, a
// PDB), RBAC, quotas, limits, network policies, storage and priority classes, leases, two CRDs with objects,
// and Events about real objects with counts and ages spread over a week. Ages are relative to the seeding.
class Scenario
{
public:
    explicit Scenario(const ScenarioOptions &options);
    void seed(ObjectStore &store, CrdRegistry &crds);

    QJsonObject namespaceObject(const QString &name) const;
    QJsonObject nodeObject(const QString &name);
    // A pod of a ReplicaSet `ownerName` (none when empty); `image` empty: a random tag of the app's image.
    QJsonObject podObject(const QString &ns, const QString &name, const QString &app,
                          const QString &ownerName, const QString &ownerUid, const QString &node,
                          const QString &phase, const QString &image = {});
    QJsonObject eventObject(const QString &ns, const QJsonObject &involved, const QString &type,
                            const QString &reason, const QString &message);
    static QString now();
    // Events are stamped by a clock this many seconds off (a node's or a controller's clock jumped); 0: the
    // real one.
    void setEventClockOffset(qint64 seconds) { m_eventClockOffset = seconds; }
    QRandomGenerator &random() { return m_random; }
    QStringList namespaces() const { return m_namespaces; }
    QStringList nodes() const { return m_nodes; }
    // What the scheduler says of a pod that asks for a node selector no node has.
    QString failedSchedulingMessage() const;

    static constexpr qint64 clusterAgeSeconds = 40 * 86400;
    static constexpr int minPodsForExtras = 50; // below, only Deployments: small test clusters stay simple
    static constexpr int maxSeededServices = 24;

private:
    static constexpr int maxRememberedPods = 64; // pods the seeded Events may be about
    static constexpr int podStartSeconds = 4;    // from a seeded pod's creation to its containers running
    enum class Failure { CrashLoop, ImagePull };
    // What becomes of the `podIndex`th pod of the seeded Deployments.
    enum class Fate { Runs, CrashLoops, FailsToPullItsImage, IsUnschedulable, WasEvicted };
    Fate fateOf(int podIndex) const;
    QJsonObject unschedulable(QJsonObject pod) const;
    QJsonObject evicted(QJsonObject pod) const;
    QJsonObject podSpec(const QString &app, const QString &image) const;
    QJsonObject ownedPod(const QString &ns, const QString &name, const QString &app,
                         const ResourceType &ownerType, const QJsonObject &owner, const QString &node,
                         const QString &phase, const QString &image, const QJsonObject &labels);
    QJsonObject failing(QJsonObject pod, Failure failure, int restarts) const;
    QString ago(qint64 seconds) const;
    StoredObject add(ObjectStore &store, const char *group, const char *resource, QJsonObject object,
                     qint64 ageSeconds);
    void seedClusterObjects(ObjectStore &store, CrdRegistry &crds);
    void seedNamespaceObjects(ObjectStore &store, const QString &ns);
    void seedWorkloads(ObjectStore &store);
    int seedOtherWorkloads(ObjectStore &store); // returns the pods it made
    void seedServices(ObjectStore &store);
    void seedEvents(ObjectStore &store);

    ScenarioOptions m_options;
    QRandomGenerator m_random;
    QStringList m_namespaces;
    QStringList m_nodes;
    int m_ipCounter = 10;
    QDateTime m_seededAt;
    qint64 m_eventClockOffset = 0;
    std::pair<QString, QJsonObject> m_lastSpec; // podObject's last spec, by app and image
    QList<QJsonObject> m_deployments; // while seeding: the first maxSeededServices, which get Services
    QList<QJsonObject> m_failingPods, m_runningPods;
};

} // namespace kube::sim
