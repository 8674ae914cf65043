// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "relatedfollower.h"

#include "clustersession.h"

#include "cache/resourceeventhandler.h"
#include "cache/sharedindexinformer.h"
#include "core/threadhandoff.h"

#include <QTimer>

#include <atomic>
#include <vector>

namespace kube {

// The worker thread's side: the informers, and the settle timer that turns their changes into one answer.
class RelatedFollower::Watch : public QObject
{
public:
    Watch(RestClient *client, QList<RelatedQuery> queries, std::function<void(QList<RelatedObjects>)> answer)
        : QObject(client), m_queries(std::move(queries)), m_answer(std::move(answer))
    {
        m_settle.setSingleShot(true);
        m_settle.setInterval(settleMs);
        connect(&m_settle, &QTimer::timeout, this, &Watch::report);
        m_errors.resize(size_t(m_queries.size()));
        for (qsizetype at = 0; at < m_queries.size(); ++at) {
            const RelatedQuery &query = m_queries[at];
            InformerOptions options;
            auto informer = std::make_unique<SharedIndexInformer>(
                query.gvr, query.namespaceName, query.labelSelector, query.fieldSelector, options);
            DecodeOptions decode;
            decode.dropManagedFields = true;
            informer->setDecodeOptions(decode);
            auto handler = std::make_shared<FunctionEventHandler>();
            // On the informer's listener thread: one queued nudge at a time, however many events come.
            const auto nudge = [this] {
                if (m_nudged.exchange(true))
                    return;
                detail::handoffRelease(this);
                QMetaObject::invokeMethod(
                    this,
                    [this] {
                        detail::handoffAcquire(this);
                        changed();
                    },
                    Qt::QueuedConnection);
            };
            handler->added = [nudge](const Object &, bool) { nudge(); };
            handler->updated = [nudge](const Object &, const Object &) { nudge(); };
            handler->deleted = [nudge](const Object &, bool) { nudge(); };
            m_registrations.push_back(informer->addEventHandler(handler));
            connect(informer.get(), &SharedIndexInformer::synced, this, &Watch::changed);
            connect(informer.get(), &SharedIndexInformer::errorOccurred, this,
                    [this, at](const Error &error) {
                        m_errors[size_t(at)] = error;
                        changed();
                    });
            informer->run(client);
            m_informers.push_back(std::move(informer));
        }
    }

    ~Watch() override
    {
        // Joins each handler's thread: no nudge reaches this object after it.
        for (size_t at = 0; at < m_informers.size(); ++at) {
            m_informers[at]->removeEventHandler(m_registrations[at]);
            m_informers[at]->stop();
        }
    }

private:
    void changed()
    {
        m_nudged = false;
        if (!m_settle.isActive())
            m_settle.start();
    }

    void report()
    {
        QList<RelatedObjects> related;
        for (size_t at = 0; at < m_informers.size(); ++at) {
            const SharedIndexInformer &informer = *m_informers[at];
            // Until every query has listed (or failed), a partial answer would flash a wrong count.
            if (!informer.hasSynced() && !m_errors[at])
                return;
            RelatedObjects result = m_queries[qsizetype(at)].collect(informer.indexer().list());
            if (!informer.hasSynced())
                result.error = m_errors[at];
            related.append(result);
        }
        m_answer(related);
    }

    QList<RelatedQuery> m_queries;
    std::function<void(QList<RelatedObjects>)> m_answer;
    std::vector<std::unique_ptr<SharedIndexInformer>> m_informers;
    std::vector<SharedIndexInformer::Registration> m_registrations;
    std::vector<Error> m_errors;
    std::atomic<bool> m_nudged{false};
    QTimer m_settle;
};

RelatedFollower::RelatedFollower(ClusterSession *session, QString key, QString uid,
                                 QList<RelatedQuery> queries, QObject *parent)
    : QObject(parent), m_session(session), m_key(std::move(key)), m_uid(std::move(uid)),
      m_worker(std::make_shared<WorkerSide>())
{
    if (queries.isEmpty())
        return;
    QPointer<RelatedFollower> self(this);
    session->post([self, worker = m_worker, queries = std::move(queries)](RestClient *client) mutable {
        if (worker->stopped) {
            worker.reset();
            return;
        }
        worker->watch = new Watch(client, queries, [self, client](const QList<RelatedObjects> &related) {
            detail::handoffRelease(client);
            QMetaObject::invokeMethod(
                self,
                [self, related, client] {
                    detail::handoffAcquire(client);
                    if (self)
                        Q_EMIT self->changed(related);
                },
                Qt::QueuedConnection);
        });
        worker.reset(); // as in the destructor's task
    });
}

RelatedFollower::~RelatedFollower()
{
    if (!m_session)
        return;
    m_session->post([worker = m_worker](RestClient *) mutable {
        worker->stopped = true;
        delete worker->watch.data();
        // Dropped here, after the writes above: Qt destroys this task on the posting (GUI) thread, which may
        // then hold the last reference; the count's atomics are what order its delete after these writes.
        worker.reset();
    });
}

} // namespace kube
