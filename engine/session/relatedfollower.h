// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "objectdetails.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace kube {

class ClusterSession;

// Keeps the objects related to one (a Deployment's ReplicaSets, a workload's pods, a Service's pods, a
// Node's pods, the pods mounting a PVC) current while the details pane shows it: one informer per
// RelatedQuery on the session's worker thread, narrowed on the server by the query's label and field
// selectors (so a Node's pods are its own few, not the cluster's), and `changed` with every query's result
// once all have listed and again `settleMs` after any change (a rollout's burst of pod updates is one
// update). Lives on the GUI thread; destroying it stops the informers, after which no signal arrives.
class QKUBE_ENGINE_EXPORT RelatedFollower : public QObject
{
    Q_OBJECT
public:
    static constexpr int settleMs = 200;

    RelatedFollower(ClusterSession *session, QString key, QString uid, QList<RelatedQuery> queries,
                    QObject *parent = nullptr);
    ~RelatedFollower() override;

    QString key() const { return m_key; }
    QString uid() const { return m_uid; }

Q_SIGNALS:
    void changed(const QList<kube::RelatedObjects> &related);

private:
    class Watch;
    struct WorkerSide
    {
        QPointer<QObject> watch;
        bool stopped = false;
    };
    QPointer<ClusterSession> m_session;
    QString m_key;
    QString m_uid;
    std::shared_ptr<WorkerSide> m_worker;
};

} // namespace kube
