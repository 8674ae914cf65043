// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podlogfeed.h"
#include "clustersession.h"
#include "logs/podselectorlogs.h"
#include "rest/restclient.h"

namespace kube {

namespace {

// Emits on `self`'s (the GUI) thread, if it still exists by then.
template <typename Emit> void emitQueued(const QPointer<PodLogFeed> &self, Emit emitSignal)
{
    QMetaObject::invokeMethod(
        self,
        [self, emitSignal] {
            if (self)
                emitSignal(self.data());
        },
        Qt::QueuedConnection);
}

template <typename Source>
void relaySignals(Source *source, const QPointer<PodLogFeed> &self,
                  const std::shared_ptr<LogMailbox> &mailbox)
{
    QObject::connect(source, &Source::lines, source, [self, mailbox](const LogLines &lines) {
        if (mailbox->post(lines))
            emitQueued(self, [mailbox](PodLogFeed *feed) { Q_EMIT feed->lines(mailbox->take()); });
    });
    QObject::connect(source, &Source::failed, source,
                     [self](const QString &pod, const QString &container, const Error &error) {
                         emitQueued(self, [pod, container, error](PodLogFeed *feed) {
                             Q_EMIT feed->failed(pod, container, error);
                         });
                     });
    QObject::connect(source, &Source::finished, source,
                     [self] { emitQueued(self, [](PodLogFeed *feed) { Q_EMIT feed->finished(); }); });
}

} // namespace

PodLogFeed::PodLogFeed(ClusterSession *session, PodLogOptions options, QList<PodLogTarget> targets,
                       QObject *parent)
    : QObject(parent), m_session(session), m_worker(std::make_shared<WorkerSide>())
{
    QPointer<PodLogFeed> self(this);
    session->post([self, worker = m_worker, options = std::move(options),
                   targets = std::move(targets)](RestClient *client) {
        if (worker->stopped)
            return;
        // A child of the client: a session closed while the log streams takes the group down with it.
        auto *group = new PodLogGroup(client, options, targets, PodLogGroup::Order::Concurrent, client);
        worker->source = group;
        worker->stop = [group] { group->stop(); };
        relaySignals(group, self, worker->mailbox);
        group->start();
    });
}

PodLogFeed::PodLogFeed(ClusterSession *session, PodLogOptions options, const QString &labelSelector,
                       QObject *parent)
    : QObject(parent), m_session(session), m_worker(std::make_shared<WorkerSide>())
{
    QPointer<PodLogFeed> self(this);
    session->post([self, worker = m_worker, options = std::move(options), labelSelector](RestClient *client) {
        if (worker->stopped)
            return;
        auto *logs = new PodSelectorLogs(client, options, labelSelector, client);
        worker->source = logs;
        worker->stop = [logs] { logs->stop(); };
        relaySignals(logs, self, worker->mailbox);
        logs->start();
    });
}

PodLogFeed::~PodLogFeed()
{
    if (!m_session)
        return;
    m_session->post([worker = m_worker](RestClient *) {
        worker->stopped = true;
        if (worker->source) {
            worker->stop();
            delete worker->source.data();
        }
    });
}

} // namespace kube
