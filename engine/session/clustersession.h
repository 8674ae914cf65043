// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/sharedindexinformer.h"
#include "config/restconfig.h"
#include "core/export.h"
#include "journal/journal.h"
#include "objectdetails.h"
#include "permissioncache.h"
#include "printers/printer.h"
#include "remote/portforwardtarget.h"
#include "rest/discoveryclient.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <map>
#include <optional>

namespace kube {

class RestClient;

// How a delete propagates to dependents, and how long a pod may take to stop (-1: the object's default).
struct QKUBE_ENGINE_EXPORT DeleteOptions
{
    enum class Propagation { Default, Background, Foreground, Orphan };
    Propagation propagation = Propagation::Default;
    int gracePeriodSeconds = -1;
};

// One open context (client-go's world of one cluster): a worker thread owning the cluster's RestClient and
// every informer, discovery (the list of resources, refreshed when a CustomResourceDefinition changes), the
// cluster's state as the window shows it, and one-off requests (an object's YAML, a delete). Informers are
// made on demand per (resource, namespace), shared by every view that asks, and stopped `idleInformerStopMs`
// after the last view released them. Lives on the GUI thread; destroying it never waits for the cluster: the
// worker winds down by itself. Informer pointers handed out stay valid until release().
class QKUBE_ENGINE_EXPORT ClusterSession : public QObject
{
    Q_OBJECT
public:
    // Coming back to a kind within a minute finds it listed; longer, and its memory is given back.
    static constexpr int idleInformerStopMs = 60'000;
    // A burst of CRD changes (an operator installing twenty) triggers one discovery.
    static constexpr int rediscoveryDelayMs = 300;

    enum class State { Connecting, Synced, Unreachable, Unauthorized, TlsError };
    Q_ENUM(State)

    // What a view shows about one informer while it waits or fails.
    struct InformerStatus
    {
        bool synced = false;
        Error lastError;
        qint64 lastErrorAtMs = 0;
        qint64 waitingMs = 0; // since the informer started, until it synced
    };

    explicit ClusterSession(RestConfig config, QObject *parent = nullptr);
    ~ClusterSession() override;

    // Asks the server who it is and what it serves; informers may be acquired before it answers.
    void start();
    const RestConfig &config() const { return m_config; }
    State state() const { return m_state; }
    Error lastError() const { return m_lastError; }
    QString serverVersion() const { return m_serverVersion; }
    // Since the session started, until the server first answered.
    qint64 connectingMs() const { return m_state == State::Connecting ? m_clock.elapsed() : 0; }
    // The namespace a view narrows to when it may not list a kind cluster-wide.
    QString fallbackNamespace() const;

    // Listable resources (list+watch), one per group and resource at the group's preferred version.
    const QList<ApiResource> &resources() const { return m_resources; }
    bool discovered() const { return m_discovered; }
    const ApiResource *findResource(const QString &group, const QString &resource) const;
    // client-go's RESTMapper for a manifest: the resource serving `kind` at exactly `apiVersion` ("apps/v1"),
    // at any version the server serves (not only the preferred one); null if none.
    const ApiResource *resourceForKind(const QString &apiVersion, const QString &kind) const;
    // Every top-level resource of every served version, as discovery listed them.
    const QList<ApiResource> &servedResources() const { return m_servedResources; }
    // (group, resource) of every resource a CustomResourceDefinition defines, as far as the session has seen
    // them.
    QSet<QString> customResourceNames() const;
    // The printer for a resource: kubectl's columns for a built-in kind, NAME and AGE for any other.
    std::shared_ptr<const Printer> printerFor(const ApiResource &resource) const;

    SharedIndexInformer *acquire(const GroupVersionResource &gvr, const QString &namespaceName = {});
    void release(SharedIndexInformer *informer);
    // Stops now the informers no view holds, which otherwise linger idleInformerStopMs for a view that comes
    // back (the soak measures memory with only what is shown running). Returns how many.
    int stopIdleInformers();
    InformerStatus status(const SharedIndexInformer *informer) const;
    int informerCount() const { return int(m_informers.size()); }
    // The informer inspector's view: every informer running now (the CRD watcher among them), and its
    // actions, run on the worker thread. Pointers are valid until the next return to the event loop (an idle
    // informer may stop then); the actions ignore an informer the session no longer has.
    QList<SharedIndexInformer *> informers() const;
    void relist(SharedIndexInformer *informer);
    void setPaused(SharedIndexInformer *informer, bool paused);
    // Tests: how long a released informer lingers.
    void setIdleInformerStopMs(int ms) { m_idleStopMs = ms; }
    // What informers acquired from now on start with (tests shorten the backoff); the decode options the GUI
    // needs are set on top.
    void setInformerOptions(const InformerOptions &options) { m_informerOptions = options; }
    // Every change every informer of this session delivered (thread-safe; outlives the informers: deleted
    // objects stay in it).
    std::shared_ptr<Journal> journal() const { return m_journal; }

    // One GET of an object, digested on the worker thread; answers with detailsReady. With `managedFields`
    // the YAML keeps metadata.managedFields (informers drop them).
    void fetchDetails(const ApiResource &resource, const QString &namespaceName, const QString &name,
                      bool managedFields = false);
    // Deletes the object only if it is still the one with `uid` (DeleteOptions.preconditions: a 409 Conflict
    // when the name now belongs to another object); answers with objectDeleted.
    void deleteObject(const ApiResource &resource, const QString &namespaceName, const QString &name,
                      const QString &uid, const DeleteOptions &options = {});
    // Changes the object (or its `subresource`, e.g. "scale") by a JSON merge patch, only if it is still the
    // one with `uid` (the uid goes into the patch's metadata: a 409 Conflict when the name belongs to another
    // object now); answers with patched(action, key, error). `action` is the caller's word for it.
    void patchObject(const ApiResource &resource, const QString &namespaceName, const QString &name,
                     const QString &uid, const QString &subresource, QJsonObject patch,
                     const QString &action);
    // Runs a CronJob now, as kubectl create job --from=cronjob/NAME does: a Job made from its jobTemplate,
    // named NAME-manual-<suffix>, annotated cronjob.kubernetes.io/instantiate=manual and controlled by the
    // CronJob (only if it is still the one with `uid`). Answers with cronJobTriggered(cronJob key, job name,
    // error).
    void triggerCronJob(const ApiResource &cronJobs, const QString &namespaceName, const QString &name,
                        const QString &uid);
    // Which Running pod and port a port-forward to `target` reaches now (kubectl port-forward's choice),
    // worked out on the worker thread; `done` runs on `context`'s thread, unless it is gone by then.
    // What the user may do here (SelfSubjectAccessReviews, cached); a 403 to a delete, patch or CronJob run
    // of this session asks its question again.
    PermissionCache *permissions() const { return m_permissions; }

    void resolvePortForward(const PortForwardTarget &target, QObject *context,
                            std::function<void(const Result<ResolvedForward> &)> done);

    // Runs `task` on the session's worker thread, queued behind its requests, with the worker's RestClient:
    // work that must not hold the GUI thread (a join over 100k rows) without a thread of its own.
    void post(std::function<void(RestClient *)> task);

Q_SIGNALS:
    void stateChanged(kube::ClusterSession::State state);
    void serverVersionChanged(const QString &version);
    // Discovery answered (again): the resource list may have changed.
    void resourcesChanged();
    // Discovery did not answer; the session's state or lastError says why.
    void discoveryFailed(const kube::Error &error);
    void informerSynced(kube::SharedIndexInformer *informer);
    void informerError(kube::SharedIndexInformer *informer, const kube::Error &error);
    void detailsReady(const kube::ObjectDetails &details, const kube::Error &error);
    void objectDeleted(const QString &key, const kube::Error &error);
    void patched(const QString &action, const QString &key, const kube::Error &error);
    void cronJobTriggered(const QString &cronJobKey, const QString &jobName, const kube::Error &error);
    // A request of this session (a list, a GET, discovery) was answered 429 (or 5xx with Retry-After) and
    // goes again in `delayMs` inside RestClient's own retries, before any caller hears of it: for the user to
    // see why nothing arrives.
    void throttled(const QString &url, qint64 delayMs);

private:
    friend class PodLogFeed;
    friend class ObjectEditor;
    friend class ManifestApplier;
    friend class NodeDrainer;
    friend class RelatedFollower;
    friend class MetricsClient;
    friend class PrometheusClient;
    friend class PrometheusLocator;
    struct Entry
    {
        SharedIndexInformer *informer = nullptr;
        int users = 0;
        quint64 releasedAt = 0; // generation of the last release, to cancel a pending stop
        QElapsedTimer started;
        Error lastError;
        qint64 lastErrorAtMs = 0;
    };
    using Key = std::tuple<QString, QString, QString, QString>;

    void noteRefusal(const Error &error, const AccessQuery &query);
    void discover(bool useCache);
    void applyDiscovery(const Discovery &discovery);
    void watchCustomResourceDefinitions();
    void onInformerError(SharedIndexInformer *informer, const Error &error);
    void stopInformer(const Key &key);
    void setState(State state, const Error &error = {});
    Entry *entryOf(const SharedIndexInformer *informer);
    const Entry *entryOf(const SharedIndexInformer *informer) const;

    RestConfig m_config;
    QThread *m_thread;
    QObject *m_worker; // lives on m_thread; parent of the RestClient
    std::map<Key, Entry> m_informers;
    quint64 m_releaseCounter = 0;
    int m_idleStopMs = idleInformerStopMs;
    InformerOptions m_informerOptions;
    std::shared_ptr<Journal> m_journal = std::make_shared<Journal>();
    State m_state = State::Connecting;
    Error m_lastError;
    QString m_serverVersion;
    QElapsedTimer m_clock;
    QList<ApiResource> m_resources;
    QList<ApiResource> m_servedResources;
    bool m_discovered = false;
    bool m_discovering = false;
    bool m_discoverAgain = false;
    SharedIndexInformer *m_crds = nullptr;
    QTimer m_rediscovery;
    PermissionCache *m_permissions;
};

} // namespace kube
