// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "accessreviews.h"
#include "certificates.h"
#include "churn.h"
#include "controllers/controllermanager.h"
#include "crdregistry.h"
#include "execserver.h"
#include "faults.h"
#include "httpconnection.h"
#include "metricsapi.h"
#include "objectstore.h"
#include "openapi.h"
#include "podlogs.h"
#include "portforwardserver.h"
#include "printers/printer.h"
#include "prometheusapi.h"
#include "scenario.h"
#include "upgraderouter.h"

#include <QHostAddress>
#include <QPointer>
#include <QSet>
#include <QTcpServer>
#include <QTimer>

#include <functional>

namespace kube::sim {

struct KubeSimOptions
{
    QHostAddress address = QHostAddress::LocalHost;
    quint16 port = 0; // 0: any free port
    bool tls = true;
    ScenarioOptions scenario;
    double churnPerSecond = 0;
    double heartbeatsPerSecond = 0; // resourceVersion-only pod updates (see Churn::setHeartbeatRate)
    qsizetype history = 10'000;
    int bookmarkIntervalMs = 60'000; // kube-apiserver sends a bookmark about once a minute
    bool watchListSupported = true; // false: sendInitialEvents is refused (422), as with the feature gate off
    double logLinesPerSecond = PodLogs::defaultLinesPerSecond; // each running container's log (pods/log)
    // What the kubeconfig's entries are named after: contexts and users NAME-admin, NAME-token, NAME-limited,
    // the cluster NAME ("kubesim" for the default name, as it always was). Empty: "sim-PORT", so that the
    // kubeconfigs of several instances merge without one shadowing another. Letters, digits, '.', '_', '-'.
    QString name = defaultName;
    static inline const QString defaultName = QStringLiteral("sim");
    // exec and attach streams with no byte from the client for this long are closed (the kubelet's
    // --streaming-connection-idle-timeout, 4 h by default; tests make it short to prove their pings count).
    int execIdleTimeoutMs = 4 * 60 * 60 * 1000;
    // false: kubesim behaves as where no sandbox can be made (no bubblewrap): every exec is refused.
    bool execSandbox = true;
    // metrics.k8s.io (MetricsApi): false serves a cluster without metrics-server; frozen keeps usage at one
    // sample, for tests that compare two clients' output.
    bool metrics = true;
    bool metricsFrozen = false;
    // A Prometheus behind the service proxy (PrometheusApi: monitoring/prometheus-operated:9090); off unless
    // asked for, so that a test's cluster holds only the scenario's objects (qkube-sim and the demo ask).
    bool prometheus = false;
    // false: nothing reconciles (no controllers, scheduler or kubelet), as a bare apiserver such as
    // ../shared/real-apiserver's, so that objects loaded with their status keep it.
    bool controllers = true;
};

// One user kubesim knows: by bearer token or by client certificate CN. An empty namespace list means all.
struct SimUser
{
    QString name;
    QString token;
    QStringList namespaces;
    bool admin = false;
};

// kubesim: a simulated kube-apiserver on loopback speaking the real HTTP API (HTTP/1.1, JSON, chunked watch
// streams) over TLS with a CA it makes at start. Lives on the thread that creates it; tests drive its faults
// through the C++ API. See README "kubesim".
class KubeSim : public QObject
{
    Q_OBJECT
public:
    explicit KubeSim(KubeSimOptions options = {}, QObject *parent = nullptr);
    ~KubeSim() override;

    bool start(QString *error = nullptr);
    QString url() const;
    quint16 port() const;
    const KeyPair &ca() const { return m_ca; }
    ObjectStore &store() { return m_store; }
    Scenario &scenario() { return m_scenario; }
    // The resources served now: the built-in ones and those of the CRDs created so far.
    CrdRegistry &resources() { return m_crds; }
    ControllerManager &controllers() { return m_controllers; }

    // A kubeconfig with contexts NAME-admin (client certificate), NAME-token (bearer token) and NAME-limited
    // (token user allowed only in `limitedNamespace()`), NAME being name(); NAME-admin is the current one.
    QByteArray kubeconfig() const;
    // The instance's name in its kubeconfig (KubeSimOptions::name, or sim-PORT).
    QString name() const;
    QString clusterName() const;
    bool writeKubeconfig(const QString &path, QString *error = nullptr) const;
    QString adminToken() const { return m_users.value(1).token; }
    QString limitedToken() const { return m_users.value(2).token; }
    QString limitedNamespace() const;
    // RBAC taken away while clients run: from now on `user` may not `verb` the resource group/resource, in
    // any namespace (what a removed RoleBinding does behind a client's cached permissions).
    void revoke(const QString &user, const QString &verb, const QString &group, const QString &resource);
    // A user for clients' basic-auth tests: "sim-basic" with this password.
    QString basicPassword() const { return m_basicPassword; }

    // Changes per second made by the simulated controllers and kubelets (0: none).
    void setChurn(double changesPerSecond) { m_churn.setRate(changesPerSecond); }
    void setHeartbeats(double perSecond) { m_churn.setHeartbeatRate(perSecond); }
    void setRestarts(double perSecond) { m_churn.setRestartRate(perSecond); }
    // CronTab (stable.example.com/v1) updates per second, each a new spec.replicas
    // (Churn::setCustomObjectRate).
    void setCrontabUpdates(double perSecond);
    // Fault: follow streams of pods/log are cut at random moments (a schedule replayed from `seed`).
    void cutLogStreams(double cutsPerSecond, quint32 seed = 1)
    {
        m_podLogs.setCutFollowStreams(cutsPerSecond, seed);
    }
    // Every log follow stream cut now, between two lines or in the middle of one.
    void cutLogStreamsNow(bool midLine) { m_podLogs.cutFollowStreamsNow(midLine); }
    Churn &churn() { return m_churn; }

    // Faults.
    // Cuts every open exec and attach stream (no close frame, no Status); their processes are killed.
    void cutExecStreams() { m_exec.cutStreams(); }
    ExecServer &exec() { return m_exec; }
    void dropWatches();
    void compactHistory() { m_store.compact(); }
    void failNextRequests(int count, int httpCode, int retryAfterSeconds = -1);
    void setBookmarkInterval(int ms);
    // Sends half of an event on every open watch, then cuts the connection.
    void cutWatchesMidObject();
    // Ends every open watch with an ERROR event 410 Expired, as kube-apiserver does to a watcher that fell
    // out of its watch cache's window: the client must relist.
    void expireWatches();
    // While on, a watch from a version older than the history is refused with an HTTP 410 Status before its
    // stream starts (as aggregated API servers and proxies answer) instead of kube-apiserver's 200 stream
    // ending with an ERROR event: a client must relist for both.
    void setExpiredWatchesAsStatus(bool on) { m_expiredWatchesAsStatus = on; }
    // While on, every new watch is answered 200 and ended at once, with no event (a proxy that cuts streams):
    // client-go takes such a "very short watch" as a sign its version is bad and relists after its backoff.
    void setClosingWatchesAtOnce(bool on) { m_closingWatchesAtOnce = on; }
    // A bookmark at the current resourceVersion on every watch that allows them, now (the bookmark timer does
    // this every bookmarkIntervalMs).
    void sendBookmarks();
    // While stalled, requests are read but not answered (until unstalled: then they are served).
    void setStalled(bool stalled);
    // Answers requests whose path starts with `pathPrefix` with `httpCode` until cleared (code 0).
    void failPath(const QString &pathPrefix, int httpCode);
    // Writes every response at most `bytesPerSecond` (0: full speed), on open and new connections.
    void setWriteRate(qint64 bytesPerSecond);
    // Stops accepting connections for `ms` milliseconds (clients see connection refused or time out).
    void refuseConnections(int ms);
    // Stops (true) or resumes (false) accepting connections, for as long as the caller decides.
    void setRefusingConnections(bool refusing);
    // A kube-apiserver restart: every open connection (watches, lists, log follows, requests a fault left
    // hanging) is cut at once and none is accepted for `downMs` (0: the port stays open). The objects and
    // their history stay, as etcd keeps them across a restart.
    void restart(int downMs);
    // The misbehaving-server faults (Faults::names(), huge-retry-after=COUNT: 429 with Retry-After 1000000
    // for the next COUNT requests, metrics-unavailable[=off]: metrics.k8s.io answers 503, and
    // prometheus-unavailable[=off]: the Prometheus Service has no endpoints, its proxy answers 503) by name,
    // as the fault endpoint and qkube-sim --fault switch them.
    bool applyFault(const QString &name, const QString &value, QString *error);
    int openWatchCount() const { return int(m_watches.size()); }
    // Called with every request before it is served (tests inject a fault at an exact moment with it).
    void setRequestObserver(std::function<void(const HttpRequest &)> observer)
    {
        m_requestObserver = std::move(observer);
    }
    qint64 requestCount() const { return m_requests; }

    // The upgrades of pods/NAME/{exec,attach,portforward}: kubesim serves exec and attach itself; a
    // port-forward server plugs in with upgrades().setRoute("portforward", ...). Requests reach a route only
    // once authenticated, authorised ("create" on pods/SUBRESOURCE, as the apiserver asks since 1.30) and
    // with their pod found.
    UpgradeRouter &upgrades() { return m_upgrades; }
    // pods/portforward and what answers behind the pods' ports.
    PortForwardServer &portForwards() { return m_portForwards; }
    // metrics.k8s.io: on/off, frozen usage, and the metrics-unavailable fault (503).
    MetricsApi &metrics() { return m_metrics; }
    // The simulated Prometheus (KubeSimOptions::prometheus) and its prometheus-unavailable fault (503).
    PrometheusApi &prometheus() { return m_prometheus; }

private:
    // The metrics APIService in the store, its condition as the metrics API answers
    // (MetricsApi::apiService()).
    void publishMetricsApiService();
    // GET .../namespaces/NS/services/[SCHEME:]NAME[:PORT]/proxy/PATH, as the apiserver's service proxy
    // (kubesimproxy.cpp): authorised as get on services/proxy, answered by the Prometheus behind it.
    bool serveServiceProxy(HttpConnection *connection, const HttpRequest &request);
    struct Watch;
    void accept(QTcpSocket *socket);
    void handle(HttpConnection *connection, const HttpRequest &request);
    bool authenticate(HttpConnection *connection, HttpRequest &request);
    // failNextRequests() and failPath() strike here (sent; true) for API requests and upgrades alike.
    bool injectFailure(HttpConnection *connection, const QString &path);
    // An Upgrade request (kubesimupgrades.cpp): checked like any request, then handed to m_upgrades.
    void handleUpgrade(HttpConnection *connection, const HttpRequest &request);
    // Whether request.user may `verb` the object; sends the RBAC-worded 403 and returns false when not.
    bool authorize(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                   const QString &ns, const QString &name, const QString &verb,
                   const QString &subresource = {});
    // The authorizer's decision, without answering: what authorize() enforces and access reviews report.
    bool allows(const QString &user, const QString &verb, const QString &group, const QString &resource,
                const QString &ns, const QString &name) const;
    bool allowsEverything(const QString &user, const QString &ns) const;
    OpenApi::SchemaOf customSchemaOf() const;
    void serveReview(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                     const QString &ns);
    void serveResource(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                       const QString &ns, const QString &name, const QString &subresource);
    void list(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
              const QString &ns);
    void watch(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
               const QString &ns);
    void create(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                const QString &ns);
    void replace(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                 const QString &ns, const QString &name, const QString &subresource);
    void patch(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
               const QString &ns, const QString &name, const QString &subresource);
    void remove(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                const QString &ns, const QString &name);
    void removeCollection(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                          const QString &ns);
    // POST pods/NAME/eviction (kubesimevictions.cpp).
    void evict(HttpConnection *connection, const HttpRequest &request, const QString &ns,
               const QString &name);
    // POST bindings, or pods/NAME/binding: the scheduler's write, a pod's node set (kubesimbindings.cpp).
    void bind(HttpConnection *connection, const HttpRequest &request, const QString &ns, const QString &name);
    // An update's new state (`view` is the object, or the Scale for /scale) checked and written.
    void commitUpdate(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                      const QString &subresource, const StoredObject &old, QJsonObject view);
    // A custom resource against its CRD's schema, a CRD's own checks; sends the error and returns false.
    bool validateWrite(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                       QJsonObject *object);
    // What GET on a subresource shows ("scale": an autoscaling/v1 Scale; else the object).
    static QJsonObject subresourceView(const QString &subresource, const QJsonObject &object);
    // The object after an update of `subresource` ("", "status", "scale") to `incoming`.
    QJsonObject applySubresource(const ResourceType &type, const QString &subresource, const QJsonObject &old,
                                 const QJsonObject &incoming) const;
    void onStoreChanged(const StoreEvent &event);
    // The columns of a kind's server-side Table.
    std::shared_ptr<const Printer> printerFor(const ResourceType &type) const;
    QByteArray watchEventBytes(const Watch &watch, const QByteArray &eventType, const QByteArray &json) const;
    void sendDiscovery(HttpConnection *connection, const QString &path);
    // POST /kubesim/faults?fault=... (admin users only): the faults above, switchable from outside (curl,
    // kubectl --raw).
    void serveFaults(HttpConnection *connection, const HttpRequest &request);

    void sendStatus(HttpConnection *connection, int code, const QString &reason, const QString &message,
                    const QJsonObject &details = {},
                    const QList<std::pair<QByteArray, QByteArray>> &headers = {});
    void sendObject(HttpConnection *connection, int code, const HttpRequest &request,
                    const ResourceType &type, const StoredObject &object);

    KubeSimOptions m_options;
    QTcpServer *m_server = nullptr;
    ObjectStore m_store;
    Scenario m_scenario;
    Churn m_churn{&m_store, &m_scenario};
    CrdRegistry m_crds;
    AccessReviews m_reviews;
    PodLogs m_podLogs;
    ControllerManager m_controllers{&m_store, &m_scenario, &m_crds};
    quint32 m_serial = 0; // services created through the API (their cluster IPs)
    Faults m_faults;
    MetricsApi m_metrics{&m_store, m_options.scenario.seed};
    PrometheusApi m_prometheus{&m_store, &m_metrics};
    UpgradeRouter m_upgrades;
    ExecServer m_exec;
    PortForwardServer m_portForwards{&m_store, &m_upgrades}; // the "portforward" route of m_upgrades
    KeyPair m_ca;
    KeyPair m_serverCert;
    KeyPair m_adminCert;
    QList<SimUser> m_users;
    QSet<QString> m_revoked; // "user verb group/resource"
    QString m_basicPassword;
    QList<Watch *> m_watches;
    QTimer m_bookmarks;
    int m_failRemaining = 0;
    int m_failCode = 0;
    int m_failRetryAfter = -1;
    bool m_stalled = false;
    bool m_expiredWatchesAsStatus = false;
    bool m_closingWatchesAtOnce = false;
    QList<std::pair<QPointer<HttpConnection>, HttpRequest>> m_stalledRequests;
    QHash<QString, int> m_failingPaths;
    qint64 m_writeRate = 0;
    QTimer m_refuseTimer;
    quint16 m_refusedPort = 0;
    std::function<void(const HttpRequest &)> m_requestObserver;
    qint64 m_requests = 0;
};

} // namespace kube::sim
