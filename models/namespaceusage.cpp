// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "namespaceusage.h"

#include "namespacetreemodel.h"
#include "usagecells.h"

#include "core/threadhandoff.h"
#include "session/clustersession.h"

namespace kube {

NamespaceUsage::NamespaceUsage(NamespaceTreeModel *model, QObject *parent) : QObject(parent), m_model(model)
{
}

NamespaceUsage::~NamespaceUsage()
{
    // Not detach(): the model is its pane's child too, deleted before this when the pane goes.
    release();
}

void NamespaceUsage::attach(ClusterSession *session)
{
    detach();
    if (!session)
        return;
    m_session = session;
    m_client = MetricsClient::of(session);
    const auto availability = [this] {
        const bool available = isAvailable();
        if (!available)
            m_model->clearUsage();
        Q_EMIT availabilityChanged(available);
    };
    m_connections = {
        connect(m_client, &MetricsClient::stateChanged, this, availability),
        connect(session, &ClusterSession::resourcesChanged, this, availability),
        connect(m_client, &MetricsClient::podMetricsUpdated, this,
                [this](const QList<PodMetrics> &pods) {
                    if (!m_subscribed)
                        return; // another view's poll: this one shows nothing now
                    m_waiting = pods;
                    if (!m_summing)
                        summed({});
                }),
    };
    updateSubscription();
    availability();
}

void NamespaceUsage::setWanted(bool wanted)
{
    m_wanted = wanted;
    updateSubscription();
}

void NamespaceUsage::updateSubscription()
{
    // Subscribed even before discovery lists the API: the client asks again now and then, and the sums come
    // when metrics-server does.
    const bool subscribe = m_wanted && m_client;
    if (subscribe == m_subscribed)
        return;
    m_subscribed = subscribe;
    if (subscribe) {
        m_client->subscribe();
        return;
    }
    if (m_client)
        m_client->unsubscribe();
    m_waiting.reset();
    ++m_generation; // a sum on the worker is of figures no longer shown
    m_summing = false;
    m_model->clearUsage();
}

bool NamespaceUsage::isAvailable() const
{
    return m_client && m_client->apiServed() && m_client->state() != MetricsClient::State::Unavailable;
}

void NamespaceUsage::detach()
{
    release();
    m_model->clearUsage();
}

void NamespaceUsage::release()
{
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    if (m_subscribed && m_client)
        m_client->unsubscribe();
    m_subscribed = false;
    m_client = nullptr;
    m_session = nullptr;
    m_waiting.reset();
    m_summing = false;
    ++m_generation;
}

// Called with the sums of the last answer (none the first time): starts on the answer that came since.
void NamespaceUsage::summed(const QHash<QByteArray, ResourceUsage> &byNamespace)
{
    if (m_summing)
        m_model->setUsage(byNamespace);
    m_summing = false;
    if (!m_waiting || !m_session)
        return;
    // 100k pods' sums are milliseconds of hashing: the worker's, not the GUI thread's.
    m_summing = true;
    auto sums = std::make_shared<QHash<QByteArray, ResourceUsage>>();
    const QPointer<NamespaceUsage> self(this);
    const quint64 generation = m_generation;
    m_session->post([pods = *std::exchange(m_waiting, std::nullopt), sums, self, generation](RestClient *) {
        *sums = UsageCells::usageOf(UsageCells::Kind::Namespaces, pods);
        detail::postTo(self, sums.get(), [sums, generation](NamespaceUsage *usage) {
            if (usage->m_generation == generation)
                usage->summed(*sums);
        });
    });
}

} // namespace kube
