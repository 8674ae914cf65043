// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clusterconnection.h"
#include "eventlogmodel.h"
#include "namespacetreemodel.h"
#include "podtablemodel.h"

#include "rest/clientset.h"
#include "rest/discoveryclient.h"
#include "rest/outputformat.h"

#include "core/threadhandoff.h"

#include <QCoreApplication>

namespace kube {

ClusterConnection::ClusterConnection(RestConfig config, QObject *parent) : QObject(parent), m_config(std::move(config))
{
    qRegisterMetaType<kube::PodDetails>();
    m_podFeed = new ModelFeed(&PodTableModel::digest, ModelFeed::defaultIntervalMs, this);
    m_namespaceFeed = new ModelFeed(&NamespaceTreeModel::namespaceDigest, ModelFeed::defaultIntervalMs, this);
    m_eventFeed = new ModelFeed(&EventLogModel::digest, ModelFeed::defaultIntervalMs, this);
}

ClusterConnection::~ClusterConnection()
{
    retire(std::move(m_factory));
}

namespace {
// Factories winding down after their context closed. Each deletes itself once its thread has ended; what is
// still winding down when the application exits is joined and deleted then (no thread outlives QCoreApplication).
QList<QPointer<SharedInformerFactory>> &retiredFactories()
{
    static QList<QPointer<SharedInformerFactory>> factories;
    return factories;
}

void reapRetiredFactories()
{
    for (const QPointer<SharedInformerFactory> &factory : std::exchange(retiredFactories(), {}))
        delete factory.data(); // its destructor joins the (already stopping) worker thread
}
} // namespace

// Shuts a factory down without waiting; it deletes itself once its thread has ended.
void ClusterConnection::retire(std::unique_ptr<SharedInformerFactory> factory)
{
    if (!factory)
        return;
    static const bool reaperInstalled = [] {
        qAddPostRoutine(reapRetiredFactories);
        return true;
    }();
    Q_UNUSED(reaperInstalled);
    SharedInformerFactory *raw = factory.release();
    raw->disconnect(this);
    raw->setParent(nullptr);
    QObject::connect(raw, &SharedInformerFactory::finished, raw, &QObject::deleteLater);
    retiredFactories().removeAll(nullptr);
    retiredFactories().append(raw);
    raw->shutdown(false);
}

QString ClusterConnection::stateText(State state)
{
    switch (state) {
    case State::Connecting: return tr("Connecting");
    case State::Synced: return tr("Connected");
    case State::Unreachable: return tr("Unreachable, retrying");
    case State::Unauthorized: return tr("Not authorized");
    case State::Forbidden: return tr("Forbidden");
    case State::TlsError: return tr("TLS error");
    }
    return {};
}

void ClusterConnection::setState(State state, const Error &error)
{
    if (error)
        m_lastError = error;
    if (m_state == state && !error)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void ClusterConnection::start()
{
    startInformers();
    QPointer<ClusterConnection> self(this);
    m_factory->post([self](RestClient *client) {
        auto *discovery = new DiscoveryClient(client, client);
        QObject::connect(discovery, &DiscoveryClient::versionReady, discovery, [self, discovery](const ServerVersion &version) {
            detail::handoffRelease(discovery);
            QMetaObject::invokeMethod(self, [self, version, discovery] {
                detail::handoffAcquire(discovery);
                if (!self)
                    return;
                self->m_serverVersion = version.gitVersion;
                Q_EMIT self->serverVersionChanged(version.gitVersion);
            }, Qt::QueuedConnection);
            discovery->deleteLater();
        });
        QObject::connect(discovery, &DiscoveryClient::failed, discovery, &QObject::deleteLater);
        discovery->serverVersion();
    });
}

void ClusterConnection::startInformers()
{
    InformerFactoryOptions options;
    options.decode.dropManagedFields = true; // the GUI never shows them; they are half of a pod's bytes
    options.decode.dropLastAppliedAnnotation = true;
    m_factory = std::make_unique<SharedInformerFactory>(m_config, options);
    const QString ns = m_scopedNamespace;
    for (ModelFeed *feed : {m_podFeed.data(), m_namespaceFeed.data(), m_eventFeed.data()})
        feed->resetHandler();
    m_pods = m_factory->informerFor(Kinds::Pod, ns);
    m_events = m_factory->informerFor(Kinds::Event, ns);
    m_namespaces = ns.isEmpty() ? m_factory->informerFor(Kinds::Namespace) : nullptr;
    m_pods->addEventHandler(m_podFeed->handler());
    m_events->addEventHandler(m_eventFeed->handler());
    if (m_namespaces)
        m_namespaces->addEventHandler(m_namespaceFeed->handler());
    connect(m_factory.get(), &SharedInformerFactory::informerError, this, &ClusterConnection::onInformerError);
    connect(m_factory.get(), &SharedInformerFactory::informerSynced, this, [this] { Q_EMIT statusChanged(); });
    connect(m_factory.get(), &SharedInformerFactory::cacheSynced, this, [this] {
        m_lastError = {};
        setState(State::Synced);
        Q_EMIT statusChanged();
    });
    m_factory->start();
}

void ClusterConnection::onInformerError(SharedIndexInformer *informer, const Error &error)
{
    Q_EMIT statusChanged();
    if (error.isForbidden() && m_scopedNamespace.isEmpty()) {
        // Cluster-wide lists are not allowed: narrow to the context's namespace and say so.
        m_scopedNamespace = m_config.defaultNamespace;
        m_notice = tr("You may not list %1 in all namespaces (%2). Showing namespace \"%3\" from the context instead.")
                       .arg(informer->gvr().resource, error.message(), m_scopedNamespace);
        Q_EMIT noticeChanged(m_notice);
        retire(std::move(m_factory));
        m_pods = m_events = m_namespaces = nullptr;
        Q_EMIT restarted();
        setState(State::Connecting, error);
        startInformers();
        return;
    }
    if (error.isForbidden())
        setState(State::Forbidden, error);
    else if (error.isUnauthorized() || error.kind() == Error::Kind::Exec)
        setState(State::Unauthorized, error);
    else if (error.kind() == Error::Kind::Tls)
        setState(State::TlsError, error);
    else if (error.kind() == Error::Kind::Network || error.kind() == Error::Kind::Timeout)
        setState(m_factory && m_factory->hasSynced() ? State::Synced : State::Unreachable, error);
    else
        m_lastError = error;
}

QList<ClusterConnection::InformerStatus> ClusterConnection::informerStatus() const
{
    QList<InformerStatus> out;
    for (SharedIndexInformer *informer : {m_pods, m_namespaces, m_events})
        if (informer)
            out.append({informer->gvr().resource, informer->hasSynced(), informer->indexer().size(), informer->stats()});
    return out;
}

void ClusterConnection::fetchDetails(const QString &namespaceName, const QString &name)
{
    if (!m_factory)
        return;
    QPointer<ClusterConnection> self(this);
    const QString key = namespaceName + QLatin1Char('/') + name;
    m_factory->post([self, namespaceName, name, key](RestClient *client) {
        RestCall *call = Clientset(client).pods(namespaceName).get(name);
        QObject::connect(call, &RestCall::finished, client, [self, key, client](const Response &response) {
            // Digested here, on the worker thread; the GUI only shows text.
            const auto object = ResourceClient::object(response);
            PodDetails details;
            details.key = key;
            if (object) {
                details.yaml = OutputFormat::toYaml(OutputFormat::withoutManagedFields(object->toJsonObject()));
                details.view = PodView::fromObject(object.value());
                details.labels = object->labels();
                details.createdMs = object->creationTimestamp();
                for (const OwnerReference &owner : object->ownerReferences())
                    if (owner.controller)
                        details.owner = QString::fromUtf8(owner.kind + '/' + owner.name);
            }
            const Error error = object ? Error() : object.error();
            detail::handoffRelease(client);
            QMetaObject::invokeMethod(self, [self, details, error, client] {
                detail::handoffAcquire(client);
                if (self)
                    Q_EMIT self->detailsReady(details, error);
            }, Qt::QueuedConnection);
        });
    });
}

void ClusterConnection::deletePod(const QString &namespaceName, const QString &name)
{
    if (!m_factory)
        return;
    QPointer<ClusterConnection> self(this);
    const QString key = namespaceName + QLatin1Char('/') + name;
    m_factory->post([self, namespaceName, name, key](RestClient *client) {
        RestCall *call = Clientset(client).pods(namespaceName).remove(name);
        QObject::connect(call, &RestCall::finished, client, [self, key, client](const Response &response) {
            const Error error = response.error;
            detail::handoffRelease(client);
            QMetaObject::invokeMethod(self, [self, key, error, client] {
                detail::handoffAcquire(client);
                if (self)
                    Q_EMIT self->podDeleted(key, error);
            }, Qt::QueuedConnection);
        });
    });
}

} // namespace kube
