// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "resourcesubscription.h"

#include <QDateTime>

namespace kube {

ResourceSubscription::ResourceSubscription(ClusterSession *session, ApiResource resource, QString namespaceName, std::shared_ptr<const Printer> printer,
                                           QObject *parent)
    : QObject(parent), m_session(session), m_resource(std::move(resource)), m_namespace(m_resource.namespaced ? std::move(namespaceName) : QString()),
      m_feed(new RowFeed(printer ? std::move(printer) : session->printerFor(m_resource), RowFeed::defaultIntervalMs, this))
{
    connect(session, &ClusterSession::informerError, this, &ResourceSubscription::onError);
    connect(session, &ClusterSession::informerSynced, this, [this](SharedIndexInformer *informer) {
        if (informer == m_informer)
            setState(State::Synced);
    });
    subscribe();
}

ResourceSubscription::~ResourceSubscription()
{
    unsubscribe();
}

void ResourceSubscription::subscribe()
{
    m_informer = m_session->acquire(m_resource.gvr(), m_namespace);
    m_registration = m_informer->addEventHandler(m_feed->handler());
    if (m_informer->hasSynced())
        setState(State::Synced);
}

void ResourceSubscription::unsubscribe()
{
    if (!m_informer)
        return;
    m_informer->removeEventHandler(m_registration);
    if (m_session)
        m_session->release(m_informer);
    m_informer = nullptr;
}

void ResourceSubscription::setState(State state, const Error &error)
{
    if (m_state == state && m_error.toString() == error.toString())
        return;
    m_state = state;
    m_error = error;
    Q_EMIT stateChanged();
}

void ResourceSubscription::onError(SharedIndexInformer *informer, const Error &error)
{
    if (informer != m_informer)
        return;
    if (error.isForbidden() && m_resource.namespaced && m_namespace.isEmpty()) {
        // Not in every namespace: narrow to the context's namespace and say so.
        m_namespace = m_session->fallbackNamespace();
        m_notice = tr("You may not list %1 in all namespaces (%2). Showing namespace \"%3\" from the context instead.")
                       .arg(m_resource.name, error.message(), m_namespace);
        unsubscribe();
        m_feed->resetHandler();
        Q_EMIT restarted();
        setState(State::Listing);
        subscribe();
        return;
    }
    if (error.isForbidden())
        setState(State::Forbidden, error);
    else if (error.kind() == Error::Kind::Decode || (!informer->hasSynced() && error.kind() != Error::Kind::Network && error.kind() != Error::Kind::Timeout
                                                     && !error.isTooManyRequests()))
        setState(State::Failed, error);
    else
        Q_EMIT stateChanged(); // a transient error while listing: waitingText() says it
}

int ResourceSubscription::objectCount() const
{
    return m_informer ? int(m_informer->indexer().size()) : 0;
}

QString ResourceSubscription::placeholderText() const
{
    switch (m_state) {
    case State::Forbidden:
        return tr("Forbidden: you may not list %1%2.\n%3")
            .arg(m_resource.name, m_namespace.isEmpty() ? QString() : tr(" in namespace \"%1\"").arg(m_namespace), m_error.message());
    case State::Failed:
        return tr("Could not list %1: %2").arg(m_resource.name, m_error.toString());
    case State::Listing:
        return waitingText();
    case State::Synced:
        return {};
    }
    return {};
}

QString ResourceSubscription::waitingText() const
{
    if (!m_session || !m_informer || m_state == State::Forbidden || m_state == State::Failed)
        return {}; // placeholderText() says what is wrong
    const ClusterSession::InformerStatus status = m_session->status(m_informer);
    const Error &error = status.lastError;
    // The one place that says why a list is waiting; the reflector's throttling and backoff state lands here.
    QString retry;
    if (error.isTooManyRequests()) {
        // When the informer goes again, not what the server asked for: the reflector caps a Retry-After at
        // its backoff's ceiling (one of 11 days must not read as 11 days).
        const ReflectorStats stats = m_informer->stats();
        const qint64 inMs = stats.retryAt.isValid() ? QDateTime::currentDateTimeUtc().msecsTo(stats.retryAt) : -1;
        retry = stats.state == ReflectorState::Throttled && inMs >= 0
                    ? tr("throttled by the server, retrying in %n s", nullptr, int((inMs + 999) / 1000))
                    : tr("throttled by the server, retrying");
    } else if (error) {
        retry = tr("retrying after: %1").arg(error.message());
    }
    if (status.synced)
        return retry;
    const QString listing = tr("Listing %1 — %n s", nullptr, int(status.waitingMs / 1000)).arg(m_resource.name);
    return retry.isEmpty() ? listing : listing + QStringLiteral(" (") + retry + QLatin1Char(')');
}

} // namespace kube
