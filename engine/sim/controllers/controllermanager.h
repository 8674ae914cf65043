// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

#include "../crdregistry.h"
#include "../scenario.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <map>
#include <memory>

namespace kube::sim {

class GarbageCollector;
class Kubelet;

// kubesim's kube-controller-manager: owns the controllers (deployment, replicaset, statefulset, daemonset,
// job, cronjob, endpoints, namespace), the kubelet and the garbage collector, and runs them from one work
// queue on the server's thread. Keys are coalesced (a key queued twice runs once, at the earlier time); a pass
// works at most workBudgetMs, then yields to the event loop so requests and watches keep flowing. Random
// choices (names, nodes) come from the scenario's seeded generator. start() after seeding: a seeded cluster is
// already settled, and reconciling 100k seeded pods at start would cost what seeding does.
class ControllerManager : public QObject
{
    Q_OBJECT
public:
    ControllerManager(ObjectStore *store, Scenario *scenario, CrdRegistry *crds, QObject *parent = nullptr);
    ~ControllerManager() override;
    void start();
    // false under KubeSimOptions::controllers = false: nothing reconciles.
    bool isStarted() const { return m_started; }

    void enqueue(Controller *controller, const QString &key, int delayMs = 0);
    ObjectStore &store() { return *m_store; }
    Scenario &scenario() { return *m_scenario; }
    CrdRegistry &crds() { return *m_crds; }
    Kubelet &kubelet() { return *m_kubelet; }
    GarbageCollector &garbageCollector() { return *m_garbageCollector; }

    // The objects of `type` in `ns` whose names start with `prefix` and whose controller is `owner`: how every
    // controller finds what it made (children are named after their owner: web-7c9d8b6f5d-m4q9z).
    QList<StoredObject> controlledBy(const ResourceType &type, const QString &ns, const QString &prefix, const QUuid &owner) const;
    // The owner a child's name points at (its name without the last "-part"), if that object is its controller.
    const StoredObject *controllerOf(const ResourceType &ownerType, const StoredObject &child) const;
    // Five characters of a generated name, like the apiserver's (no vowels, no look-alikes).
    QString randomSuffix(int length = 5);
    // A core/v1 Event about `object`, from `component`.
    void recordEvent(const ResourceType &type, const QJsonObject &object, const QString &eventType, const QString &reason, const QString &message,
                     const QString &component);
    static QString now();

private:
    void schedule();
    void run();

    ObjectStore *m_store;
    Scenario *m_scenario;
    CrdRegistry *m_crds;
    std::unique_ptr<Kubelet> m_kubelet;
    std::unique_ptr<GarbageCollector> m_garbageCollector;
    std::vector<std::unique_ptr<Controller>> m_controllers;
    struct Item
    {
        Controller *controller;
        QString key;
    };
    std::multimap<qint64, Item> m_queue; // by due time on m_clock
    QHash<std::pair<Controller *, QString>, qint64> m_queued;
    QElapsedTimer m_clock;
    QTimer m_timer;
    bool m_started = false;
};

} // namespace kube::sim
