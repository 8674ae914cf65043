// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podlogfeed.h"
#include "clustersession.h"
#include "core/threadhandoff.h"
#include "rest/restclient.h"

namespace kube {

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
        worker->group = group;
        QObject::connect(group, &PodLogGroup::lines, group, [self](const LogLines &lines) {
            QMetaObject::invokeMethod(
                self,
                [self, lines] {
                    if (self)
                        Q_EMIT self->lines(lines);
                },
                Qt::QueuedConnection);
        });
        QObject::connect(group, &PodLogGroup::failed, group,
                         [self](const QString &pod, const QString &container, const Error &error) {
                             QMetaObject::invokeMethod(
                                 self,
                                 [self, pod, container, error] {
                                     if (self)
                                         Q_EMIT self->failed(pod, container, error);
                                 },
                                 Qt::QueuedConnection);
                         });
        QObject::connect(group, &PodLogGroup::finished, group, [self] {
            QMetaObject::invokeMethod(
                self,
                [self] {
                    if (self)
                        Q_EMIT self->finished();
                },
                Qt::QueuedConnection);
        });
        group->start();
    });
}

PodLogFeed::~PodLogFeed()
{
    if (!m_session)
        return;
    m_session->post([worker = m_worker](RestClient *) {
        worker->stopped = true;
        if (worker->group) {
            worker->group->stop();
            delete worker->group.data();
        }
    });
}

} // namespace kube
