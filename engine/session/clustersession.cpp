// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clustersession.h"

#include "core/jsoncompactor.h"
#include "core/threadhandoff.h"
#include "core/workerpriority.h"
#include "journal/journalrecorder.h"
#include "printers/outputformat.h"
#include "rest/dynamicclient.h"
#include "rest/networkthreads.h"
#include "rest/restclient.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QThread>

#include <vector>

namespace kube {

namespace {

// A manual Job's name: the CronJob's, cut to leave room for "-manual-" and a suffix, within the 52 characters
// a CronJob's own name may have (its Jobs' names become label values, at most 63).
constexpr int manualJobNameLength = 52;
constexpr int manualJobSuffixLength = 3;

const GroupVersionResource jobResource{QStringLiteral("batch"), QStringLiteral("v1"), QStringLiteral("jobs")};
const GroupVersionResource crdResource{QStringLiteral("apiextensions.k8s.io"), QStringLiteral("v1"),
                                       QStringLiteral("customresourcedefinitions")};

// The worker thread's side of a session: the cluster's RestClient, made on that thread.
class SessionWorker : public QObject
{
public:
    explicit SessionWorker(RestConfig config) : m_config(std::move(config)) {}
    RestClient *client()
    {
        if (!m_client)
            m_client = new RestClient(m_config, this);
        return m_client;
    }
    void shutDown()
    {
        if (m_client)
            m_client->closeConnections();
        delete m_client;
        m_client = nullptr;
    }

private:
    RestConfig m_config;
    RestClient *m_client = nullptr;
};

// Worker threads of closed sessions, still winding down. Each deletes itself once it has ended; what still
// runs when the application exits is joined then, and the HTTP threads of their network managers after them
// (no thread outlives QCoreApplication).
QList<QPointer<QThread>> &windingDown()
{
    static QList<QPointer<QThread>> threads;
    return threads;
}

void joinWindingDown()
{
    for (const QPointer<QThread> &thread : std::exchange(windingDown(), {}))
        if (thread) {
            thread->wait();
            delete thread.data();
        }
    awaitEndingNetworkThreads();
}

QString keyOf(const QString &namespaceName, const QString &name)
{
    return namespaceName.isEmpty() ? name : namespaceName + QLatin1Char('/') + name;
}

} // namespace

ClusterSession::ClusterSession(RestConfig config, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_thread(new QThread),
      m_worker(new SessionWorker(m_config))
{
    qRegisterMetaType<kube::ObjectDetails>();
    qRegisterMetaType<QList<kube::RelatedObjects>>();
    qRegisterMetaType<kube::Discovery>();
    m_thread->setObjectName(QStringLiteral("qkube-cluster ") + m_config.contextName);
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    startWorkerThread(*m_thread);
    m_clock.start();
    m_rediscovery.setSingleShot(true);
    m_rediscovery.setInterval(rediscoveryDelayMs);
    connect(&m_rediscovery, &QTimer::timeout, this, [this] { discover(false); });
    m_permissions =
        new PermissionCache([this](std::function<void(RestClient *)> task) { post(std::move(task)); }, this);
    QPointer<ClusterSession> self(this);
    post([self](RestClient *client) {
        QObject::connect(client, &RestClient::throttled, client,
                         [self, client](const QString &url, qint64 delayMs) {
                             detail::postTo(self, client, [url, delayMs](ClusterSession *session) {
                                 Q_EMIT session->throttled(url, delayMs);
                             });
                         });
    });
}

void ClusterSession::noteRefusal(const Error &error, const AccessQuery &query)
{
    if (error.isForbidden())
        m_permissions->refused(query);
}

ClusterSession::~ClusterSession()
{
    static const bool joinerInstalled = [] {
        qAddPostRoutine(joinWindingDown);
        return true;
    }();
    Q_UNUSED(joinerInstalled);
    // A std::vector moved into the task, not a QList copy: an implicitly shared list would be released on
    // both threads, the worker's last read racing with this thread freeing it.
    std::vector<SharedIndexInformer *> informers;
    for (auto &[key, entry] : m_informers) {
        entry.informer->disconnect(this);
        informers.push_back(entry.informer);
    }
    m_informers.clear();
    // Everything on the worker thread is stopped and deleted there; then the thread ends and deletes itself.
    auto *worker = static_cast<SessionWorker *>(m_worker);
    detail::postMarked(worker, [worker, informers = std::move(informers)] {
        for (SharedIndexInformer *informer : informers) {
            informer->stop();
            delete informer;
        }
        worker->shutDown();
        delete worker;
        QThread::currentThread()->quit();
    });
    windingDown().removeAll(nullptr);
    windingDown().append(m_thread);
}

void ClusterSession::post(std::function<void(RestClient *)> task)
{
    auto *worker = static_cast<SessionWorker *>(m_worker);
    // Marked on the call Qt keeps (postMarked), not only on the worker: Qt copies the functor into storage
    // of its own after any release made here.
    detail::postMarked(worker, [worker, task = std::move(task)] { task(worker->client()); });
}

QString ClusterSession::fallbackNamespace() const
{
    return m_config.defaultNamespace.isEmpty() ? QStringLiteral("default") : m_config.defaultNamespace;
}

void ClusterSession::setState(State state, const Error &error)
{
    if (error)
        m_lastError = error;
    if (m_state == state && !error)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void ClusterSession::start()
{
    discover(true);
}

void ClusterSession::discover(bool useCache)
{
    if (m_discovering) {
        m_discoverAgain = true;
        return;
    }
    m_discovering = true;
    QPointer<ClusterSession> self(this);
    post([self, useCache](RestClient *client) {
        auto *discovery = new DiscoveryClient(client, client);
        const auto answer = [self, client](std::optional<Discovery> result, const Error &error) {
            detail::handoffRelease(client);
            QMetaObject::invokeMethod(
                self,
                [self, result, error, client] {
                    detail::handoffAcquire(client);
                    if (!self)
                        return;
                    self->m_discovering = false;
                    if (result) {
                        self->applyDiscovery(*result);
                    } else {
                        self->onInformerError(nullptr, error);
                        Q_EMIT self->discoveryFailed(error);
                    }
                    if (std::exchange(self->m_discoverAgain, false))
                        self->discover(false);
                },
                Qt::QueuedConnection);
        };
        QObject::connect(discovery, &DiscoveryClient::discovered, discovery,
                         [discovery, answer](const Discovery &result) {
                             answer(result, {});
                             discovery->deleteLater();
                         });
        QObject::connect(discovery, &DiscoveryClient::failed, discovery,
                         [discovery, answer](const Error &error) {
                             answer(std::nullopt, error);
                             discovery->deleteLater();
                         });
        if (!useCache)
            discovery->invalidate();
        discovery->discover(useCache);
    });
}

void ClusterSession::applyDiscovery(const Discovery &discovery)
{
    if (!discovery.version.gitVersion.isEmpty() && discovery.version.gitVersion != m_serverVersion) {
        m_serverVersion = discovery.version.gitVersion;
        Q_EMIT serverVersionChanged(m_serverVersion);
    }
    // One entry per group and resource: the group's preferred version wins, else the first the server listed.
    QList<ApiResource> resources;
    QHash<QString, qsizetype> at;
    m_servedResources.clear();
    for (const ApiResource &resource : discovery.resources) {
        if (!resource.name.contains(QLatin1Char('/')))
            m_servedResources.append(resource);
        if (resource.name.contains(QLatin1Char('/')) || !resource.verbs.contains(QLatin1String("list")) ||
            !resource.verbs.contains(QLatin1String("watch")))
            continue;
        const QString id = resource.name + QLatin1Char('.') + resource.group;
        const auto existing = at.constFind(id);
        if (existing == at.constEnd()) {
            at.insert(id, resources.size());
            resources.append(resource);
        } else if (discovery.preferredGroupVersions.contains(resource.groupVersion()) &&
                   !discovery.preferredGroupVersions.contains(resources[*existing].groupVersion())) {
            resources[*existing] = resource;
        }
    }
    m_resources = resources;
    m_discovered = true;
    if (m_state == State::Connecting || m_state == State::Unreachable)
        setState(State::Synced);
    watchCustomResourceDefinitions();
    Q_EMIT resourcesChanged();
}

void ClusterSession::watchCustomResourceDefinitions()
{
    if (m_crds || !findResource(crdResource.group, crdResource.resource))
        return;
    m_crds = acquire(crdResource);
    auto handler = std::make_shared<FunctionEventHandler>();
    QPointer<ClusterSession> self(this);
    // Any change of a CRD after the first list may add, remove or re-version resources: ask discovery again.
    const auto changed = [self] {
        QMetaObject::invokeMethod(
            self,
            [self] {
                if (self)
                    self->m_rediscovery.start();
            },
            Qt::QueuedConnection);
    };
    handler->added = [changed](const Object &, bool initial) {
        if (!initial)
            changed();
    };
    handler->updated = [changed](const Object &, const Object &) { changed(); };
    handler->deleted = [changed](const Object &, bool) { changed(); };
    m_crds->addEventHandler(handler);
}

const ApiResource *ClusterSession::findResource(const QString &group, const QString &resource) const
{
    for (const ApiResource &candidate : m_resources)
        if (candidate.group == group && candidate.name == resource)
            return &candidate;
    return nullptr;
}

const ApiResource *ClusterSession::resourceForKind(const QString &apiVersion, const QString &kind) const
{
    for (const ApiResource &candidate : m_servedResources)
        if (candidate.kind == kind && candidate.groupVersion() == apiVersion)
            return &candidate;
    return nullptr;
}

QSet<QString> ClusterSession::customResourceNames() const
{
    QSet<QString> names;
    if (m_crds)
        for (const QByteArray &key : m_crds->indexer().listKeys())
            names.insert(QString::fromUtf8(key));
    return names;
}

std::shared_ptr<const Printer> ClusterSession::printerFor(const ApiResource &resource) const
{
    // A custom resource's own columns: its CRD's additionalPrinterColumns, from the CRD informer's cache.
    if (m_crds)
        if (const auto crd =
                m_crds->indexer().getByKey((resource.name + QLatin1Char('.') + resource.group).toUtf8()))
            return Printers::forCustomResourceDefinition(*crd, resource.version);
    return Printers::forResource(resource.group, resource.name);
}

SharedIndexInformer *ClusterSession::acquire(const GroupVersionResource &gvr, const QString &namespaceName)
{
    const Key key{gvr.group, gvr.version, gvr.resource, namespaceName};
    auto it = m_informers.find(key);
    if (it != m_informers.end()) {
        ++it->second.users;
        it->second.releasedAt = 0;
        return it->second.informer;
    }
    InformerOptions options = m_informerOptions;
    options.reflector.decode.dropManagedFields =
        true; // the GUI never shows them; they are half of a pod's bytes
    options.reflector.decode.dropLastAppliedAnnotation = true;
    // What stays in memory at 100k pods is mostly their JSON: packed against one of its kind it is an eighth.
    options.reflector.decode.compactor = std::make_shared<JsonCompactor>();
    auto *informer = new SharedIndexInformer(gvr, namespaceName, {}, {}, options);
    // The journal records in the background: what the user waits for (the table) gets the cores first.
    informer->addEventHandler(
        std::make_shared<JournalRecorder>(m_journal, m_config.contextName, gvr, m_journal->secretDigest()), 0,
        HandlerPriority::Background);
    informer->moveToThread(m_thread);
    Entry &entry = m_informers[key];
    entry.informer = informer;
    entry.users = 1;
    entry.started.start();
    connect(informer, &SharedIndexInformer::synced, this, [this, informer] {
        if (Entry *synced = entryOf(informer))
            synced->lastError = {};
        m_lastError = {}; // the server answers again
        if (m_state != State::Synced)
            setState(State::Synced);
        Q_EMIT informerSynced(informer);
    });
    connect(informer, &SharedIndexInformer::errorOccurred, this,
            [this, informer](const Error &error) { onInformerError(informer, error); });
    post([informer](RestClient *client) { informer->run(client); });
    return informer;
}

QList<SharedIndexInformer *> ClusterSession::informers() const
{
    QList<SharedIndexInformer *> all;
    for (const auto &[key, entry] : m_informers)
        all.append(entry.informer);
    return all;
}

void ClusterSession::relist(SharedIndexInformer *informer)
{
    if (informers().contains(informer))
        post([informer](RestClient *) { informer->relist(); });
}

void ClusterSession::setPaused(SharedIndexInformer *informer, bool paused)
{
    if (informers().contains(informer))
        post([informer, paused](RestClient *) { informer->setPaused(paused); });
}

void ClusterSession::release(SharedIndexInformer *informer)
{
    Entry *entry = entryOf(informer);
    if (!entry || --entry->users > 0)
        return;
    const quint64 generation = ++m_releaseCounter;
    entry->releasedAt = generation;
    const GroupVersionResource gvr = informer->gvr();
    const Key key{gvr.group, gvr.version, gvr.resource, informer->namespaceName()};
    QTimer::singleShot(m_idleStopMs, this, [this, key, generation] {
        auto it = m_informers.find(key);
        if (it != m_informers.end() && it->second.users == 0 && it->second.releasedAt == generation)
            stopInformer(key);
    });
}

int ClusterSession::stopIdleInformers()
{
    QList<Key> idle;
    for (const auto &[key, entry] : m_informers)
        if (entry.users == 0)
            idle.append(key);
    for (const Key &key : std::as_const(idle))
        stopInformer(key);
    return int(idle.size());
}

void ClusterSession::stopInformer(const Key &key)
{
    auto it = m_informers.find(key);
    if (it == m_informers.end())
        return;
    SharedIndexInformer *informer = it->second.informer;
    m_informers.erase(it);
    informer->disconnect(this);
    post([informer](RestClient *) {
        informer->stop();
        delete informer;
    });
}

ClusterSession::Entry *ClusterSession::entryOf(const SharedIndexInformer *informer)
{
    for (auto &[key, entry] : m_informers)
        if (entry.informer == informer)
            return &entry;
    return nullptr;
}

const ClusterSession::Entry *ClusterSession::entryOf(const SharedIndexInformer *informer) const
{
    for (const auto &[key, entry] : m_informers)
        if (entry.informer == informer)
            return &entry;
    return nullptr;
}

ClusterSession::InformerStatus ClusterSession::status(const SharedIndexInformer *informer) const
{
    InformerStatus status;
    const Entry *entry = entryOf(informer);
    if (!entry)
        return status;
    status.synced = informer->hasSynced();
    status.lastError = entry->lastError;
    status.lastErrorAtMs = entry->lastErrorAtMs;
    status.waitingMs = status.synced ? 0 : entry->started.elapsed();
    return status;
}

void ClusterSession::onInformerError(SharedIndexInformer *informer, const Error &error)
{
    if (Entry *entry = entryOf(informer)) {
        entry->lastError = error;
        entry->lastErrorAtMs = QDateTime::currentMSecsSinceEpoch();
    }
    // A kind the user may not list is that view's business (it narrows or says so where the rows would be);
    // so is a kind whose objects do not decode. What concerns the whole cluster sets the session's state.
    if (informer == m_crds && m_crds && error.isForbidden()) {
        release(std::exchange(m_crds, nullptr));
        return;
    }
    if (informer)
        Q_EMIT informerError(informer, error);
    if (error.isForbidden() || error.kind() == Error::Kind::Decode)
        return;
    if (error.isUnauthorized() || error.kind() == Error::Kind::Exec)
        setState(State::Unauthorized, error);
    else if (error.kind() == Error::Kind::Tls)
        setState(State::TlsError, error);
    else if (error.kind() == Error::Kind::Network || error.kind() == Error::Kind::Timeout)
        setState(m_state == State::Synced ? State::Synced : State::Unreachable, error);
    else
        m_lastError = error;
}

void ClusterSession::resolvePortForward(const PortForwardTarget &target, QObject *context,
                                        std::function<void(const Result<ResolvedForward> &)> done)
{
    QPointer<QObject> answerTo(context);
    post([target, answerTo, done = std::move(done)](RestClient *client) {
        resolvePortForwardTarget(client, target, client,
                                 [answerTo, done](const Result<ResolvedForward> &result) {
                                     QMetaObject::invokeMethod(
                                         answerTo,
                                         [answerTo, done, result] {
                                             if (answerTo)
                                                 done(result);
                                         },
                                         Qt::QueuedConnection);
                                 });
    });
}

void ClusterSession::fetchDetails(const ApiResource &resource, const QString &namespaceName,
                                  const QString &name, bool managedFields)
{
    QPointer<ClusterSession> self(this);
    const QString key = keyOf(namespaceName, name);
    const GroupVersionResource gvr = resource.gvr();
    const QString kind = resource.kind;
    post([self, gvr, kind, namespaceName, name, key, managedFields](RestClient *client) {
        RestCall *call = ResourceClient(client, gvr, namespaceName).get(name);
        QObject::connect(call, &RestCall::finished, client,
                         [self, gvr, kind, key, client, managedFields](const Response &response) {
                             const auto object = ResourceClient::object(response);
                             ObjectDetails details;
                             if (object) {
                                 details = ObjectDetails::fromObject(object.value(), gvr, kind);
                                 if (managedFields) {
                                     details.yaml = OutputFormat::toYaml(object->toJsonObject());
                                     if (!details.maskedYaml.isEmpty())
                                         details.maskedYaml = OutputFormat::toYaml(
                                             ObjectDetails::maskedSecret(object->toJsonObject()));
                                 }
                             } else {
                                 details.key = key;
                                 details.gvr = gvr;
                                 details.kind = kind;
                             }
                             const Error error = object ? Error() : object.error();
                             detail::handoffRelease(client);
                             QMetaObject::invokeMethod(
                                 self,
                                 [self, details, error, client] {
                                     detail::handoffAcquire(client);
                                     if (self)
                                         Q_EMIT self->detailsReady(details, error);
                                 },
                                 Qt::QueuedConnection);
                         });
    });
}

void ClusterSession::deleteObject(const ApiResource &resource, const QString &namespaceName,
                                  const QString &name, const QString &uid, const DeleteOptions &options)
{
    QPointer<ClusterSession> self(this);
    const QString key = keyOf(namespaceName, name);
    const GroupVersionResource gvr = resource.gvr();
    QJsonObject body{{QStringLiteral("kind"), QStringLiteral("DeleteOptions")},
                     {QStringLiteral("apiVersion"), QStringLiteral("v1")}};
    if (!uid.isEmpty())
        body.insert(QStringLiteral("preconditions"), QJsonObject{{QStringLiteral("uid"), uid}});
    if (options.gracePeriodSeconds >= 0)
        body.insert(QStringLiteral("gracePeriodSeconds"), options.gracePeriodSeconds);
    switch (options.propagation) {
    case DeleteOptions::Propagation::Default:
        break;
    case DeleteOptions::Propagation::Background:
        body.insert(QStringLiteral("propagationPolicy"), QStringLiteral("Background"));
        break;
    case DeleteOptions::Propagation::Foreground:
        body.insert(QStringLiteral("propagationPolicy"), QStringLiteral("Foreground"));
        break;
    case DeleteOptions::Propagation::Orphan:
        body.insert(QStringLiteral("propagationPolicy"), QStringLiteral("Orphan"));
        break;
    }
    const QByteArray payload = QJsonDocument(body).toJson(QJsonDocument::Compact);
    const AccessQuery query{QStringLiteral("delete"), gvr.group, gvr.resource, {}, namespaceName};
    post([self, gvr, namespaceName, name, key, payload, query](RestClient *client) {
        Request request = ResourceClient(client, gvr, namespaceName).request("DELETE").name(name);
        request.body(payload);
        RestCall *call = client->send(request);
        QObject::connect(call, &RestCall::finished, client,
                         [self, key, client, query](const Response &response) {
                             const Error error = response.error;
                             detail::handoffRelease(client);
                             QMetaObject::invokeMethod(
                                 self,
                                 [self, key, error, client, query] {
                                     detail::handoffAcquire(client);
                                     if (!self)
                                         return;
                                     self->noteRefusal(error, query);
                                     Q_EMIT self->objectDeleted(key, error);
                                 },
                                 Qt::QueuedConnection);
                         });
    });
}

void ClusterSession::patchObject(const ApiResource &resource, const QString &namespaceName,
                                 const QString &name, const QString &uid, const QString &subresource,
                                 QJsonObject patch, const QString &action)
{
    QPointer<ClusterSession> self(this);
    const QString key = keyOf(namespaceName, name);
    const GroupVersionResource gvr = resource.gvr();
    if (!uid.isEmpty()) {
        QJsonObject metadata = patch.value(QLatin1String("metadata")).toObject();
        metadata.insert(QStringLiteral("uid"), uid);
        patch.insert(QStringLiteral("metadata"), metadata);
    }
    const QByteArray payload = QJsonDocument(patch).toJson(QJsonDocument::Compact);
    const AccessQuery query{QStringLiteral("patch"), gvr.group, gvr.resource, subresource, namespaceName};
    post([self, gvr, namespaceName, name, key, subresource, payload, action, query](RestClient *client) {
        Request request = ResourceClient(client, gvr, namespaceName).request("PATCH").name(name);
        if (!subresource.isEmpty())
            request.subresource(subresource);
        request.body(payload, "application/merge-patch+json");
        RestCall *call = client->send(request);
        QObject::connect(call, &RestCall::finished, client,
                         [self, key, client, action, query](const Response &response) {
                             const Error error = response.error;
                             detail::handoffRelease(client);
                             QMetaObject::invokeMethod(
                                 self,
                                 [self, key, error, client, action, query] {
                                     detail::handoffAcquire(client);
                                     if (!self)
                                         return;
                                     self->noteRefusal(error, query);
                                     Q_EMIT self->patched(action, key, error);
                                 },
                                 Qt::QueuedConnection);
                         });
    });
}

void ClusterSession::triggerCronJob(const ApiResource &cronJobs, const QString &namespaceName,
                                    const QString &name, const QString &uid)
{
    QPointer<ClusterSession> self(this);
    const GroupVersionResource gvr = cronJobs.gvr();
    const QString key = keyOf(namespaceName, name);
    QString suffix;
    for (int at = 0; at < manualJobSuffixLength; ++at)
        suffix += QLatin1Char("bcdfghjklmnpqrstvwxz2456789"[QRandomGenerator::global()->bounded(27)]);
    const QString jobName =
        name.left(manualJobNameLength - int(qstrlen("-manual-")) - manualJobSuffixLength) +
        QStringLiteral("-manual-") + suffix;
    const AccessQuery query{
        QStringLiteral("create"), jobResource.group, jobResource.resource, {}, namespaceName};
    post([self, gvr, namespaceName, name, uid, key, jobName, query](RestClient *client) {
        const auto answer = [self, client, key, jobName, query](const Error &error) {
            detail::handoffRelease(client);
            QMetaObject::invokeMethod(
                self,
                [self, client, key, jobName, error, query] {
                    detail::handoffAcquire(client);
                    if (!self)
                        return;
                    self->noteRefusal(error, query);
                    Q_EMIT self->cronJobTriggered(key, jobName, error);
                },
                Qt::QueuedConnection);
        };
        RestCall *get = ResourceClient(client, gvr, namespaceName).get(name);
        QObject::connect(
            get, &RestCall::finished, client,
            [client, gvr, namespaceName, name, uid, jobName, answer](const Response &response) {
                const auto cronJob = ResourceClient::object(response);
                if (!cronJob) {
                    answer(cronJob.error());
                    return;
                }
                const QString currentUid = QString::fromUtf8(cronJob->uid());
                if (!uid.isEmpty() && currentUid != uid) {
                    answer(Error::status(
                        409, Error::Reason::Conflict,
                        QStringLiteral(
                            "CronJob %1 was deleted and another was created under its name (uid %2, was %3)")
                            .arg(name, currentUid, uid)));
                    return;
                }
                const QJsonObject jobTemplate = cronJob->toJsonObject()
                                                    .value(QLatin1String("spec"))
                                                    .toObject()
                                                    .value(QLatin1String("jobTemplate"))
                                                    .toObject();
                const QJsonObject templateMetadata = jobTemplate.value(QLatin1String("metadata")).toObject();
                QJsonObject annotations = templateMetadata.value(QLatin1String("annotations")).toObject();
                annotations.insert(QStringLiteral("cronjob.kubernetes.io/instantiate"),
                                   QStringLiteral("manual"));
                QJsonObject metadata{
                    {QStringLiteral("name"), jobName},
                    {QStringLiteral("namespace"), namespaceName},
                    {QStringLiteral("annotations"), annotations},
                    {QStringLiteral("ownerReferences"),
                     QJsonArray{QJsonObject{
                         {QStringLiteral("apiVersion"), gvr.group + QLatin1Char('/') + gvr.version},
                         {QStringLiteral("kind"), QStringLiteral("CronJob")},
                         {QStringLiteral("name"), name},
                         {QStringLiteral("uid"), currentUid},
                         {QStringLiteral("controller"), true}}}}};
                if (templateMetadata.contains(QLatin1String("labels")))
                    metadata.insert(QStringLiteral("labels"),
                                    templateMetadata.value(QLatin1String("labels")));
                const QJsonObject job{{QStringLiteral("apiVersion"), QStringLiteral("batch/v1")},
                                      {QStringLiteral("kind"), QStringLiteral("Job")},
                                      {QStringLiteral("metadata"), metadata},
                                      {QStringLiteral("spec"), jobTemplate.value(QLatin1String("spec"))}};
                RestCall *create = ResourceClient(client, jobResource, namespaceName)
                                       .create(QJsonDocument(job).toJson(QJsonDocument::Compact));
                QObject::connect(create, &RestCall::finished, client,
                                 [answer](const Response &created) { answer(created.error); });
            });
    });
}

} // namespace kube
