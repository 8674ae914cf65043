// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "prometheuslocator.h"

#include "core/threadhandoff.h"
#include "rest/request.h"
#include "rest/restclient.h"
#include "session/clustersession.h"

#include <memory>

namespace kube {

namespace {
// Where the worker hands the detected Service to the GUI thread (for ThreadSanitizer).
char locateHandoff;

// Asks for candidates[index] and on, one at a time; `done` gets the first that exists (or none).
void probe(RestClient *client, std::shared_ptr<const QList<PrometheusService>> candidates, qsizetype index,
           std::function<void(std::optional<PrometheusService>)> done)
{
    if (index >= candidates->size()) {
        done(std::nullopt);
        return;
    }
    const PrometheusService &candidate = candidates->at(index);
    const Request request = Request::get().absolutePath(
        QStringLiteral("/api/v1/namespaces/%1/services/%2").arg(candidate.namespaceName, candidate.name));
    client->send(request, client, [client, candidates, index, done](const Response &response) {
        if (response.ok())
            done(candidates->at(index));
        else
            probe(client, candidates, index + 1, done);
    });
}
} // namespace

PrometheusLocator::PrometheusLocator(ClusterSession *session, QObject *parent)
    : QObject(parent), m_session(session)
{
}

PrometheusLocator *PrometheusLocator::of(ClusterSession *session)
{
    if (auto *locator = session->findChild<PrometheusLocator *>(QString(), Qt::FindDirectChildrenOnly))
        return locator;
    return new PrometheusLocator(session, session);
}

QList<PrometheusService> PrometheusLocator::candidates()
{
    const auto service = [](const char *ns, const char *name, const char *port) {
        return PrometheusService{
            QString::fromLatin1(ns), QString::fromLatin1(name), QString::fromLatin1(port), {}};
    };
    return {service("monitoring", "prometheus-operated", "9090"),
            service("monitoring", "prometheus-k8s", "9090"), service("monitoring", "prometheus-server", "80"),
            service("prometheus", "prometheus-server", "80"), service("lens-metrics", "prometheus", "80")};
}

void PrometheusLocator::setConfigured(const std::optional<PrometheusService> &service)
{
    const bool configured = service && service->isValid();
    if (configured == m_configured && (!configured || *service == m_service))
        return;
    ++m_generation;
    m_configured = configured;
    if (m_configured)
        setState(State::Found, *service);
    else
        setState(State::Unknown, {});
}

void PrometheusLocator::locate()
{
    if (m_configured || m_state != State::Unknown || !m_session)
        return;
    setState(State::Detecting, {});
    QPointer<PrometheusLocator> self(this);
    const int generation = m_generation;
    auto candidates = std::make_shared<const QList<PrometheusService>>(PrometheusLocator::candidates());
    m_session->post([self, generation, candidates](RestClient *client) {
        probe(client, candidates, 0, [self, generation](std::optional<PrometheusService> found) {
            std::function<void()> deliver = [self, generation, found] {
                detail::handoffAcquire(&locateHandoff);
                if (!self || self->m_generation != generation)
                    return;
                self->setState(found ? State::Found : State::NotFound, found.value_or(PrometheusService()));
            };
            detail::handoffRelease(&locateHandoff);
            QMetaObject::invokeMethod(self, std::move(deliver), Qt::QueuedConnection);
        });
    });
}

void PrometheusLocator::setState(State state, const PrometheusService &service)
{
    if (state == m_state && service == m_service)
        return;
    m_state = state;
    m_service = service;
    Q_EMIT changed(state);
}

} // namespace kube
