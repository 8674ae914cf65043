// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "crdregistry.h"
#include "objectstore.h"

#include <QRandomGenerator>

namespace kube::sim {

struct ScenarioOptions
{
    int namespaces = 4;
    int nodes = 3;
    int pods = 40;
    int events = 20;
    quint32 seed = 1;
};

// Builds realistic objects (pods of 3-5 KB with managedFields, containers, env, volumes, conditions; their
// deployments and replicasets; nodes; events) and seeds a store with a cluster of the requested size.
class Scenario
{
public:
    explicit Scenario(const ScenarioOptions &options);
    void seed(ObjectStore &store, CrdRegistry &crds);

    QJsonObject namespaceObject(const QString &name) const;
    QJsonObject nodeObject(const QString &name);
    QJsonObject podObject(const QString &ns, const QString &name, const QString &app, const QString &ownerName, const QString &ownerUid,
                          const QString &node, const QString &phase);
    QJsonObject eventObject(const QString &ns, const QJsonObject &involved, const QString &type, const QString &reason, const QString &message);
    static QString now();
    QRandomGenerator &random() { return m_random; }
    QStringList namespaces() const { return m_namespaces; }
    QStringList nodes() const { return m_nodes; }

private:
    ScenarioOptions m_options;
    QRandomGenerator m_random;
    QStringList m_namespaces;
    QStringList m_nodes;
    int m_ipCounter = 10;
};

} // namespace kube::sim
