// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kubesim.h"
#include "compactjson.h"
#include "discovery.h"
#include "openapi.h"
#include "openapiv2.h"
#include "requestbody.h"
#include "simtable.h"

#include "cache/labelselector.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>

namespace kube::sim {

struct KubeSim::Watch
{
    QPointer<HttpConnection> connection;
    const ResourceType *type = nullptr;
    QString namespaceName;
    LabelSelector labels;
    FieldSelector fields;
    bool bookmarks = false;
    bool table = false;        // Accept asked for meta.k8s.io Tables: each event's object is a one-row Table
    QTimer *timeout = nullptr; // a child of the KubeSim
    ~Watch()
    {
        if (timeout)
            timeout->deleteLater(); // may be running its own timeout slot
    }
    // With a selector: per-object membership, so an object that stops matching is sent as DELETED (as the
    // apiserver does). Without one every object in scope matches and events keep their own types, so no set
    // is kept (nor does the apiserver's watch cache keep one; for 100k pods it would be 100k keys per watch).
    bool selective() const { return !labels.isEmpty() || !fields.isEmpty(); }
    QSet<QString> matched;
};

KubeSim::KubeSim(KubeSimOptions options, QObject *parent)
    : QObject(parent), m_options(std::move(options)), m_store(m_options.history, this),
      m_scenario(m_options.scenario),
      m_reviews(
          [this](const QString &user, const QString &verb, const QString &group, const QString &resource,
                 const QString &, const QString &ns, const QString &name) {
              // A cluster-scoped resource is asked about without its namespace, as kubesim enforces it.
              for (const ResourceType *type : m_crds.served())
                  if (type->group == group && type->resource == resource && !type->namespaced)
                      return allows(user, verb, group, resource, {}, name);
              return allows(user, verb, group, resource, ns, name);
          },
          [this](const QString &user, const QString &ns) { return allowsEverything(user, ns); },
          [this] { return m_crds.served(); },
          [this](const QString &user) {
              QMap<QString, QStringList> revoked;
              const QString prefix = user + u' ';
              for (const QString &entry : std::as_const(m_revoked))
                  if (entry.startsWith(prefix))
                      revoked[entry.section(u' ', 2)].append(entry.section(u' ', 1, 1));
              return revoked;
          }),
      m_exec(
          [this](const QString &ns, const QString &name) {
              const ResourceType *pods = m_crds.find(QString(), QStringLiteral("v1"), QStringLiteral("pods"));
              const StoredObject *pod = pods ? m_store.find(*pods, ns, name) : nullptr;
              return pod ? pod->object() : QJsonObject();
          },
          &m_podLogs, m_options.execSandbox, m_options.execIdleTimeoutMs)
{
    m_ca = Certificates::makeCa(QStringLiteral("kubesim-ca"));
    m_serverCert = Certificates::makeServer(m_ca, {QStringLiteral("localhost"), QStringLiteral("kubesim")},
                                            {QStringLiteral("127.0.0.1"), QStringLiteral("::1")});
    m_adminCert =
        Certificates::makeClient(m_ca, QStringLiteral("sim-admin"), {QStringLiteral("system:masters")});
    auto token = [this] {
        return QStringLiteral("%1.%2")
            .arg(m_scenario.random().generate64(), 0, 36)
            .arg(m_scenario.random().generate64(), 0, 36);
    };
    m_users = {{QStringLiteral("sim-admin"), QString(), {}, true},
               {QStringLiteral("sim-token"), token(), {}, true},
               {QStringLiteral("sim-limited"), token(), {}, false},
               {QStringLiteral("sim-basic"), QString(), {}, true}};
    m_basicPassword = token();
    m_scenario.seed(m_store, m_crds);
    if (m_options.controllers)
        m_controllers.start();
    m_users[2].namespaces = {limitedNamespace()};
    connect(&m_store, &ObjectStore::changed, this, &KubeSim::onStoreChanged);
    m_upgrades.setRoute(QStringLiteral("exec"), m_exec.execRoute());
    m_upgrades.setRoute(QStringLiteral("attach"), m_exec.attachRoute());
    connect(&m_faults, &Faults::execStreamsCutRequested, &m_exec, &ExecServer::cutStreams);
    connect(&m_bookmarks, &QTimer::timeout, this, &KubeSim::sendBookmarks);
    m_bookmarks.start(m_options.bookmarkIntervalMs);
    if (m_options.churnPerSecond > 0)
        m_churn.setRate(m_options.churnPerSecond);
    m_podLogs.setLinesPerSecond(m_options.logLinesPerSecond);
    m_metrics.setEnabled(m_options.metrics);
    m_metrics.setFrozen(m_options.metricsFrozen);
    publishMetricsApiService();
    if (m_options.prometheus) {
        const ResourceType &namespaces = ResourceType::builtin({}, QStringLiteral("namespaces"));
        if (!m_store.find(namespaces, QString(), PrometheusApi::serviceNamespace))
            m_store.create(namespaces, PrometheusApi::serviceNamespaceObject());
        m_store.create(ResourceType::builtin({}, QStringLiteral("services")), PrometheusApi::service());
    }
    if (m_options.heartbeatsPerSecond > 0)
        m_churn.setHeartbeatRate(m_options.heartbeatsPerSecond);
}

void KubeSim::publishMetricsApiService()
{
    if (!m_metrics.isEnabled())
        return;
    const ResourceType &type =
        ResourceType::builtin(QStringLiteral("apiregistration.k8s.io"), QStringLiteral("apiservices"));
    QJsonObject object = m_metrics.apiService();
    if (const StoredObject *stored =
            m_store.find(type, QString(), object.value(u"metadata").toObject().value(u"name").toString())) {
        QJsonObject metadata = stored->object().value(u"metadata").toObject();
        object.insert(QStringLiteral("metadata"), metadata);
        m_store.update(type, object);
    } else {
        QJsonObject metadata = object.value(u"metadata").toObject();
        metadata.remove(QStringLiteral("resourceVersion"));
        object.insert(QStringLiteral("metadata"), metadata);
        m_store.create(type, object);
    }
}

KubeSim::~KubeSim()
{
    qDeleteAll(m_watches);
}

QString KubeSim::limitedNamespace() const
{
    return m_scenario.namespaces().size() > 2 ? m_scenario.namespaces().at(2) : QStringLiteral("default");
}

bool KubeSim::start(QString *error)
{
    if (m_options.tls) {
        auto *server = new QSslServer(this);
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setLocalCertificate(QSslCertificate(m_serverCert.certificatePem));
        ssl.setPrivateKey(QSslKey(m_serverCert.keyPem, QSsl::Ec));
        ssl.setCaCertificates({QSslCertificate(m_ca.certificatePem)});
        ssl.setPeerVerifyMode(
            QSslSocket::QueryPeer); // a client certificate is optional: token users have none
        ssl.setAllowedNextProtocols({QByteArrayLiteral("http/1.1")});
        server->setSslConfiguration(ssl);
        connect(server, &QSslServer::pendingConnectionAvailable, this, [this, server] {
            while (QTcpSocket *socket = server->nextPendingConnection())
                accept(socket);
        });
        connect(server, &QSslServer::errorOccurred, this,
                [](QSslSocket *socket, QAbstractSocket::SocketError) { socket->deleteLater(); });
        m_server = server;
    } else {
        m_server = new QTcpServer(this);
        connect(m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server->nextPendingConnection())
                accept(socket);
        });
    }
    if (!m_server->listen(m_options.address, m_options.port)) {
        if (error)
            *error = m_server->errorString();
        return false;
    }
    m_faults.setListener(m_server, m_options.address);
    return true;
}

bool KubeSim::applyFault(const QString &name, const QString &value, QString *error)
{
    if (name == QLatin1String("huge-retry-after")) {
        bool ok = true;
        const int count = value.isEmpty() ? 1 : value.toInt(&ok);
        if (!ok || count < 0) {
            *error = QStringLiteral("huge-retry-after takes a request count, not \"%1\"").arg(value);
            return false;
        }
        failNextRequests(count, 429, 1'000'000);
        return true;
    }
    if (name == QLatin1String("metrics-unavailable")) {
        if (!value.isEmpty() && value != QLatin1String("on") && value != QLatin1String("off")) {
            *error = QStringLiteral("metrics-unavailable takes on or off, not \"%1\"").arg(value);
            return false;
        }
        m_metrics.setUnavailable(value != QLatin1String("off"));
        publishMetricsApiService();
        return true;
    }
    if (name == QLatin1String("prometheus-unavailable")) {
        if (!value.isEmpty() && value != QLatin1String("on") && value != QLatin1String("off")) {
            *error = QStringLiteral("prometheus-unavailable takes on or off, not \"%1\"").arg(value);
            return false;
        }
        m_prometheus.setUnavailable(value != QLatin1String("off"));
        return true;
    }
    return m_faults.apply(name, value, error);
}

quint16 KubeSim::port() const
{
    return m_server ? m_server->serverPort() : 0;
}

QString KubeSim::url() const
{
    const QString host = m_options.address.protocol() == QAbstractSocket::IPv6Protocol
                             ? QStringLiteral("[%1]").arg(m_options.address.toString())
                             : m_options.address.toString();
    return QStringLiteral("%1://%2:%3")
        .arg(m_options.tls ? QStringLiteral("https") : QStringLiteral("http"), host)
        .arg(port());
}

QString KubeSim::name() const
{
    return m_options.name.isEmpty() ? QStringLiteral("sim-%1").arg(port()) : m_options.name;
}

QString KubeSim::clusterName() const
{
    return name() == KubeSimOptions::defaultName ? QStringLiteral("kubesim") : name();
}

QByteArray KubeSim::kubeconfig() const
{
    const QByteArray ca = m_ca.certificatePem.toBase64();
    const QByteArray cluster = m_options.tls ? "    certificate-authority-data: " + ca + "\n" : QByteArray();
    const QByteArray name = this->name().toUtf8();
    const QByteArray clusterName = this->clusterName().toUtf8();
    QByteArray out = "apiVersion: v1\nkind: Config\ncurrent-context: " + name +
                     "-admin\nclusters:\n- name: " + clusterName +
                     "\n  cluster:\n    server: " + url().toUtf8() + "\n" + cluster;
    out += "contexts:\n";
    out += "- name: " + name + "-admin\n  context:\n    cluster: " + clusterName + "\n    user: " + name +
           "-admin\n";
    out += "- name: " + name + "-token\n  context:\n    cluster: " + clusterName + "\n    user: " + name +
           "-token\n";
    out += "- name: " + name + "-limited\n  context:\n    cluster: " + clusterName + "\n    user: " + name +
           "-limited\n    namespace: " + limitedNamespace().toUtf8() + "\n";
    out += "users:\n";
    out += "- name: " + name +
           "-admin\n  user:\n    client-certificate-data: " + m_adminCert.certificatePem.toBase64() +
           "\n    client-key-data: " + m_adminCert.keyPem.toBase64() + "\n";
    out += "- name: " + name + "-token\n  user:\n    token: " + adminToken().toUtf8() + "\n";
    out += "- name: " + name + "-limited\n  user:\n    token: " + limitedToken().toUtf8() + "\n";
    return out;
}

bool KubeSim::writeKubeconfig(const QString &path, QString *error) const
{
    // Atomic (a temporary file renamed over the old one), and owner-only before the keys are written.
    QSaveFile file(path);
    const QByteArray text = kubeconfig();
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(QFile::ReadOwner | QFile::WriteOwner) ||
        file.write(text) != text.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

void KubeSim::dropWatches()
{
    const QList<Watch *> watches = std::exchange(m_watches, {});
    for (Watch *watch : watches) {
        if (watch->connection)
            watch->connection->abort();
        delete watch;
    }
}

void KubeSim::sendBookmarks()
{
    const QByteArray rv = QByteArray::number(m_store.currentResourceVersion());
    for (Watch *watch : std::as_const(m_watches)) {
        if (!watch->bookmarks || !watch->connection)
            continue;
        const QJsonObject object{{QStringLiteral("kind"), watch->type->kind},
                                 {QStringLiteral("apiVersion"), watch->type->apiVersion()},
                                 {QStringLiteral("metadata"),
                                  QJsonObject{{QStringLiteral("resourceVersion"), QString::fromLatin1(rv)}}}};
        watch->connection->writeChunk("{\"type\":\"BOOKMARK\",\"object\":" + compactJson(object) + "}\n");
    }
}

void KubeSim::expireWatches()
{
    const QJsonObject status{
        {QStringLiteral("kind"), QStringLiteral("Status")},
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("metadata"), QJsonObject()},
        {QStringLiteral("status"), QStringLiteral("Failure")},
        {QStringLiteral("message"), QStringLiteral("too old resource version: the watch fell behind (%1)")
                                        .arg(m_store.currentResourceVersion())},
        {QStringLiteral("reason"), QStringLiteral("Expired")},
        {QStringLiteral("code"), 410}};
    const QList<Watch *> watches = std::exchange(m_watches, {});
    for (Watch *watch : watches) {
        if (watch->connection) {
            watch->connection->writeChunk(watchEventBytes(*watch, "ERROR", compactJson(status)));
            watch->connection->endStream();
        }
        delete watch;
    }
}

void KubeSim::cutWatchesMidObject()
{
    const QList<Watch *> watches = std::exchange(m_watches, {});
    for (Watch *watch : watches) {
        if (watch->connection) {
            watch->connection->writeChunk(
                R"({"type":"MODIFIED","object":{"kind":"Pod","apiVersion":"v1","metadata":{"name":"half)");
            watch->connection->socket()->flush();
            watch->connection->abort();
        }
        delete watch;
    }
}

void KubeSim::setCrontabUpdates(double perSecond)
{
    m_churn.setCustomObjectRate(
        [this] {
            return m_crds.find(QStringLiteral("stable.example.com"), QStringLiteral("v1"),
                               QStringLiteral("crontabs"));
        },
        perSecond);
}

void KubeSim::setStalled(bool stalled)
{
    m_stalled = stalled;
    if (stalled)
        return;
    const auto pending = std::exchange(m_stalledRequests, {});
    for (const auto &[connection, request] : pending)
        if (connection)
            handle(connection, request);
}

void KubeSim::failPath(const QString &pathPrefix, int httpCode)
{
    if (httpCode == 0)
        m_failingPaths.remove(pathPrefix);
    else
        m_failingPaths.insert(pathPrefix, httpCode);
}

void KubeSim::setWriteRate(qint64 bytesPerSecond)
{
    m_writeRate = std::max<qint64>(0, bytesPerSecond);
    for (HttpConnection *connection : findChildren<HttpConnection *>())
        connection->setWriteRate(m_writeRate);
}

void KubeSim::refuseConnections(int ms)
{
    if (!m_server || !m_server->isListening())
        return;
    setRefusingConnections(true);
    m_refuseTimer.setSingleShot(true);
    m_refuseTimer.disconnect();
    connect(&m_refuseTimer, &QTimer::timeout, this, [this] { setRefusingConnections(false); });
    m_refuseTimer.start(ms);
}

void KubeSim::restart(int downMs)
{
    if (downMs > 0)
        refuseConnections(downMs);
    m_stalledRequests.clear();
    for (HttpConnection *connection : findChildren<HttpConnection *>(Qt::FindDirectChildrenOnly))
        connection->abort();
    qDeleteAll(std::exchange(m_watches, {}));
}

void KubeSim::setRefusingConnections(bool refusing)
{
    if (!m_server || refusing != m_server->isListening())
        return;
    if (refusing) {
        // Closing the listening socket makes new connections fail with "connection refused" (pausing accept
        // would only delay them: the kernel still completes handshakes); open connections keep working.
        m_refusedPort = m_server->serverPort();
        m_server->close();
        return;
    }
    m_refuseTimer.stop();
    if (!m_server->listen(m_options.address, m_refusedPort))
        qWarning("kubesim: could not listen on port %d again: %s", m_refusedPort,
                 qPrintable(m_server->errorString()));
}

void KubeSim::serveFaults(HttpConnection *connection, const HttpRequest &request)
{
    const SimUser *user = nullptr;
    for (const SimUser &u : std::as_const(m_users))
        if (u.name == request.user)
            user = &u;
    if (user && !user->admin) {
        sendStatus(connection, 403, QStringLiteral("Forbidden"),
                   QStringLiteral("kubesim faults are for admin users only"));
        return;
    }
    if (request.method != "POST") {
        sendStatus(connection, 405, QStringLiteral("MethodNotAllowed"),
                   QStringLiteral("POST /kubesim/faults?fault=NAME"));
        return;
    }
    const QString fault = request.param(QStringLiteral("fault"));
    const int count = request.param(QStringLiteral("count")).toInt();
    const int value = request.param(QStringLiteral("value")).toInt();
    bool retryAfterOk = false;
    const int retryAfter = request.param(QStringLiteral("retryAfter")).toInt(&retryAfterOk);
    if (fault == QLatin1String("drop-watches"))
        dropWatches();
    else if (fault == QLatin1String("cut-watches"))
        cutWatchesMidObject();
    else if (fault == QLatin1String("compact"))
        compactHistory();
    else if (fault == QLatin1String("expire-watches"))
        expireWatches();
    else if (fault == QLatin1String("bookmarks"))
        sendBookmarks();
    else if (fault == QLatin1String("fail") && count > 0 && value >= 400)
        failNextRequests(count, value, retryAfterOk ? retryAfter : -1);
    else if (fault == QLatin1String("stall") && value > 0) {
        setStalled(true);
        QTimer::singleShot(value, this, [this] { setStalled(false); });
    } else if (fault == QLatin1String("slow"))
        setWriteRate(value);
    else if (fault == QLatin1String("refuse") && value > 0)
        refuseConnections(value);
    else if (fault == QLatin1String("restart"))
        restart(value);
    else if (fault == QLatin1String("churn"))
        setChurn(value);
    else if (fault == QLatin1String("heartbeats"))
        setHeartbeats(value);
    else if (fault == QLatin1String("restarts"))
        setRestarts(value);
    else if (fault == QLatin1String("crontab-updates"))
        setCrontabUpdates(value);
    else if (fault == QLatin1String("cut-logs"))
        cutLogStreams(value, quint32(count));
    else if (QString faultError; Faults::names().contains(fault) || Faults::momentNames().contains(fault) ||
                                 fault == QLatin1String("huge-retry-after") ||
                                 fault == QLatin1String("metrics-unavailable") ||
                                 fault == QLatin1String("prometheus-unavailable")) {
        if (!applyFault(fault, request.param(QStringLiteral("value")), &faultError)) {
            sendStatus(connection, 400, QStringLiteral("BadRequest"), faultError);
            return;
        }
    } else {
        sendStatus(
            connection, 400, QStringLiteral("BadRequest"),
            QStringLiteral(
                "unknown fault \"%1\"; use drop-watches, cut-watches, expire-watches, bookmarks, compact, "
                "fail (count, value=HTTP code, retryAfter), "
                "stall (value=ms), slow (value=bytes/s), refuse (value=ms), restart (value=ms down), "
                "churn (value=changes/s), "
                "heartbeats (value=updates/s), "
                "restarts (value=updates/s), crontab-updates (value=updates/s), cut-logs (value=cuts/s, "
                "count=seed), huge-retry-after (value=count), metrics-unavailable (value=off), "
                "prometheus-unavailable (value=off), %3, %2 "
                "(value=path prefix or off)")
                .arg(fault, Faults::names().join(QLatin1String(", ")),
                     Faults::momentNames().join(QLatin1String(", "))));
        return;
    }
    connection->respond(
        200, compactJson({{QStringLiteral("kind"), QStringLiteral("Status")},
                          {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                          {QStringLiteral("metadata"), QJsonObject()},
                          {QStringLiteral("status"), QStringLiteral("Success")},
                          {QStringLiteral("message"), QStringLiteral("fault %1 applied").arg(fault)}}));
}

void KubeSim::failNextRequests(int count, int httpCode, int retryAfterSeconds)
{
    m_failRemaining = count;
    m_failCode = httpCode;
    m_failRetryAfter = retryAfterSeconds;
}

void KubeSim::setBookmarkInterval(int ms)
{
    m_options.bookmarkIntervalMs = ms;
    m_bookmarks.start(ms);
}

void KubeSim::accept(QTcpSocket *socket)
{
    auto *connection = new HttpConnection(socket, this);
    connection->setWriteRate(m_writeRate);
    connect(connection, &HttpConnection::requestReady, this, &KubeSim::handle);
    connect(connection, &HttpConnection::upgradeRequested, this, &KubeSim::handleUpgrade);
    connect(connection, &HttpConnection::closed, this, [this](HttpConnection *closed) {
        for (auto it = m_watches.begin(); it != m_watches.end();) {
            if ((*it)->connection == closed || !(*it)->connection) {
                delete *it;
                it = m_watches.erase(it);
            } else {
                ++it;
            }
        }
    });
}

void KubeSim::sendStatus(HttpConnection *connection, int code, const QString &reason, const QString &message,
                         const QJsonObject &details, const QList<std::pair<QByteArray, QByteArray>> &headers)
{
    QJsonObject status{{QStringLiteral("kind"), QStringLiteral("Status")},
                       {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                       {QStringLiteral("metadata"), QJsonObject()},
                       {QStringLiteral("status"), QStringLiteral("Failure")},
                       {QStringLiteral("message"), message},
                       {QStringLiteral("reason"), reason},
                       {QStringLiteral("code"), code}};
    status.insert(QStringLiteral("details"), details);
    connection->respond(code, compactJson(status), "application/json", headers);
}

bool KubeSim::authenticate(HttpConnection *connection, HttpRequest &request)
{
    const QByteArray authorization = request.header("authorization");
    if (authorization.startsWith("Basic ")) {
        // Only for testing clients' basic auth: kube-apiserver dropped it in 1.19.
        const QByteArray pair = QByteArray::fromBase64(authorization.mid(6).trimmed());
        if (pair == "sim-basic:" + m_basicPassword.toUtf8()) {
            request.user = QStringLiteral("sim-basic");
            return true;
        }
        return false;
    }
    if (authorization.startsWith("Bearer ")) {
        const QString token = QString::fromUtf8(authorization.mid(7).trimmed());
        for (const SimUser &user : std::as_const(m_users)) {
            if (!user.token.isEmpty() && user.token == token) {
                request.user = user.name;
                return true;
            }
        }
        return false;
    }
    if (auto *ssl = qobject_cast<QSslSocket *>(connection->socket())) {
        const QSslCertificate peer = ssl->peerCertificate();
        // QueryPeer does not verify the chain, so check the issuer here: only our CA's certificates count.
        if (!peer.isNull() && Certificates::isIssuedBy(peer.toPem(), m_ca.certificatePem)) {
            request.user = peer.subjectInfo(QSslCertificate::CommonName).value(0);
            request.groups = peer.subjectInfo(QSslCertificate::Organization);
            return true;
        }
    }
    return !m_options.tls; // plain HTTP (tests of the protocol only): everyone is admin
}

bool KubeSim::injectFailure(HttpConnection *connection, const QString &path)
{
    if (m_failRemaining > 0) {
        --m_failRemaining;
        QList<std::pair<QByteArray, QByteArray>> headers;
        if (m_failRetryAfter >= 0)
            headers.append({"Retry-After", QByteArray::number(m_failRetryAfter)});
        const QString reason = m_failCode == 429   ? QStringLiteral("TooManyRequests")
                               : m_failCode == 503 ? QStringLiteral("ServiceUnavailable")
                                                   : QStringLiteral("InternalError");
        sendStatus(connection, m_failCode, reason,
                   m_failCode == 429 ? QStringLiteral("Too many requests, please try again later.")
                                     : QStringLiteral("kubesim: injected failure"),
                   {}, headers);
        return true;
    }
    for (auto it = m_failingPaths.constBegin(); it != m_failingPaths.constEnd(); ++it) {
        if (path.startsWith(it.key())) {
            sendStatus(connection, it.value(),
                       it.value() == 503 ? QStringLiteral("ServiceUnavailable")
                                         : QStringLiteral("InternalError"),
                       QStringLiteral("kubesim: injected failure for %1").arg(it.key()));
            return true;
        }
    }
    return false;
}

void KubeSim::handle(HttpConnection *connection, const HttpRequest &incoming)
{
    if (m_stalled) {
        m_stalledRequests.append({connection, incoming});
        return;
    }
    ++m_requests;
    if (m_requestObserver)
        m_requestObserver(incoming);
    HttpRequest request = incoming;
    const QString path = request.path;
    if (path == QLatin1String("/healthz") || path == QLatin1String("/readyz") ||
        path == QLatin1String("/livez")) {
        connection->respond(200, "ok", "text/plain; charset=utf-8");
        return;
    }
    if (!authenticate(connection, request)) {
        sendStatus(connection, 401, QStringLiteral("Unauthorized"), QStringLiteral("Unauthorized"));
        return;
    }
    if (const QString as = QString::fromUtf8(request.header("impersonate-user")); !as.isEmpty()) {
        // Impersonation is itself authorized (verb impersonate on the user, then on each group, as the
        // apiserver's filter asks in that order), then the request is the other user's, in exactly the groups
        // asked for (one Impersonate-Group header each).
        struct Asked
        {
            QString group;
            QString resource;
            QString name;
        };
        QList<Asked> asked{{{}, QStringLiteral("users"), as}};
        QStringList groups;
        for (const QByteArray &group : request.headerValues("impersonate-group"))
            groups.append(QString::fromUtf8(group));
        for (const QString &group : std::as_const(groups))
            asked.append({{}, QStringLiteral("groups"), group});
        const QString uid = QString::fromUtf8(request.header("impersonate-uid"));
        if (!uid.isEmpty())
            asked.append({QStringLiteral("authentication.k8s.io"), QStringLiteral("uids"), uid});
        for (const Asked &one : std::as_const(asked)) {
            if (allows(request.user, QStringLiteral("impersonate"), one.group, one.resource, {}, one.name))
                continue;
            const QString qualified = one.group.isEmpty() ? one.resource : one.resource + u'.' + one.group;
            QJsonObject details{{QStringLiteral("name"), one.name}, {QStringLiteral("kind"), one.resource}};
            if (!one.group.isEmpty())
                details.insert(QStringLiteral("group"), one.group);
            sendStatus(
                connection, 403, QStringLiteral("Forbidden"),
                QStringLiteral("%1 \"%2\" is forbidden: User \"%3\" cannot impersonate resource \"%4\" "
                               "in API group \"%5\" at the cluster scope")
                    .arg(qualified, one.name, request.user, one.resource, one.group),
                details);
            return;
        }
        request.user = as;
        request.groups = groups;
        request.uid = uid;
    }
    if (path == QLatin1String("/kubesim/faults")) {
        serveFaults(connection,
                    request); // before the injected failures, so faults can always be switched off
        return;
    }
    if (injectFailure(connection, path))
        return;
    if (m_faults.intercept(connection, request))
        return;
    if (m_metrics.serve(connection, request))
        return;
    if (serveServiceProxy(connection, request))
        return;
    if (path == QLatin1String("/version")) {
        connection->respond(
            200, compactJson({{QStringLiteral("major"), QStringLiteral("1")},
                              {QStringLiteral("minor"), QStringLiteral("32")},
                              {QStringLiteral("gitVersion"), QStringLiteral("v1.32.0-kubesim")},
                              {QStringLiteral("gitCommit"),
                               QStringLiteral("0000000000000000000000000000000000000000")},
                              {QStringLiteral("gitTreeState"), QStringLiteral("clean")},
                              {QStringLiteral("buildDate"), QStringLiteral("2026-11-22T00:00:00Z")},
                              {QStringLiteral("goVersion"), QStringLiteral("go1.23.0")},
                              {QStringLiteral("compiler"), QStringLiteral("gc")},
                              {QStringLiteral("platform"), QStringLiteral("linux/amd64")}}));
        return;
    }
    if (path == QLatin1String("/openapi/v2")) {
        OpenApiV2::Additions additions;
        for (const ResourceType *type : m_crds.served())
            if (m_crds.isCustom(*type))
                OpenApiV2::addCustomResource(&additions, *type, m_crds.schemaOf(*type));
        const OpenApiV2::Response v2 =
            OpenApiV2::serve(additions, request.header("accept"), request.header("if-none-match"));
        connection->respond(v2.status, v2.body, v2.contentType, v2.headers);
        return;
    }
    if (path == QLatin1String("/openapi/v3")) {
        connection->respond(200, compactJson(OpenApi::index(m_crds.served(), customSchemaOf())));
        return;
    }
    if (path.startsWith(QLatin1String("/openapi/v3/"))) {
        const QJsonObject document = OpenApi::groupVersion(m_crds.served(), path.mid(12), customSchemaOf());
        const QByteArray recorded = OpenApi::recordedDocument(path.mid(12));
        if (!document.isEmpty() && !recorded.isEmpty())
            connection->respond(200, recorded);
        else if (document.isEmpty())
            sendStatus(connection, 404, QStringLiteral("NotFound"),
                       QStringLiteral("the server could not find the requested resource"));
        else
            connection->respond(200, compactJson(document));
        return;
    }
    QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QString group, version;
    if (parts.value(0) == QLatin1String("api") && parts.size() >= 2) {
        version = parts.value(1);
        parts = parts.mid(2);
    } else if (parts.value(0) == QLatin1String("apis") && parts.size() >= 3) {
        group = parts.value(1);
        version = parts.value(2);
        parts = parts.mid(3);
    } else if (path == QLatin1String("/api") || path == QLatin1String("/apis") ||
               path == QLatin1String("/apis/") ||
               (parts.value(0) == QLatin1String("apis") && parts.size() == 2)) {
        sendDiscovery(connection, path);
        return;
    } else {
        sendStatus(connection, 404, QStringLiteral("NotFound"),
                   QStringLiteral("the server could not find the requested resource"));
        return;
    }
    if (parts.isEmpty()) {
        sendDiscovery(connection, path);
        return;
    }
    QString ns, resource, name, subresource;
    if (parts.value(0) == QLatin1String("namespaces") && parts.size() >= 3 &&
        parts.value(2) != QLatin1String("status") && parts.value(2) != QLatin1String("finalize")) {
        ns = parts.value(1);
        resource = parts.value(2);
        name = parts.value(3);
        subresource = parts.value(4);
        if (parts.size() > 5)
            resource.clear();
    } else {
        resource = parts.value(0);
        name = parts.value(1);
        subresource = parts.value(2);
        if (parts.size() > 3)
            resource.clear();
    }
    const ResourceType *type = m_crds.find(group, version, resource);
    if (!type || (!type->namespaced && !ns.isEmpty())) {
        sendStatus(connection, 404, QStringLiteral("NotFound"),
                   QStringLiteral("the server could not find the requested resource"));
        return;
    }
    serveResource(connection, request, *type, ns, name, subresource);
}

OpenApi::SchemaOf KubeSim::customSchemaOf() const
{
    return [this](const ResourceType &type) -> std::optional<QJsonObject> {
        if (!m_crds.isCustom(type))
            return std::nullopt;
        return m_crds.schemaOf(type);
    };
}

void KubeSim::sendDiscovery(HttpConnection *connection, const QString &path)
{
    if (path == QLatin1String("/api")) {
        connection->respond(
            200,
            compactJson({{QStringLiteral("kind"), QStringLiteral("APIVersions")},
                         {QStringLiteral("versions"), QJsonArray{QStringLiteral("v1")}},
                         {QStringLiteral("serverAddressByClientCIDRs"),
                          QJsonArray{QJsonObject{{QStringLiteral("clientCIDR"), QStringLiteral("0.0.0.0/0")},
                                                 {QStringLiteral("serverAddress"),
                                                  url().mid(url().indexOf(QLatin1String("://")) + 3)}}}}}));
        return;
    }
    QJsonObject document;
    const QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (path == QLatin1String("/apis") || path == QLatin1String("/apis/")) {
        document = Discovery::groupList(m_crds.served());
        m_metrics.addGroups(&document);
    } else if (parts.size() == 2 && parts.first() == QLatin1String("apis"))
        document = Discovery::group(m_crds.served(), parts.at(1));
    else
        document = Discovery::resourceList(
            m_crds.served(), path.startsWith(QLatin1String("/api/")) ? path.mid(5) : path.mid(6));
    if (document.isEmpty()) {
        sendStatus(connection, 404, QStringLiteral("NotFound"),
                   QStringLiteral("the server could not find the requested resource"));
        return;
    }
    connection->respond(200, compactJson(document));
}

void KubeSim::serveResource(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                            const QString &ns, const QString &name, const QString &subresource)
{
    if (!name.isEmpty() && (subresource == QLatin1String("exec") || subresource == QLatin1String("attach") ||
                            subresource == QLatin1String("portforward"))) {
        // Streams are reached by an upgrade (kubesimupgrades.cpp); a plain request is refused as the
        // apiserver refuses it, after the same checks.
        if (!authorize(connection, request, type, ns, name, QStringLiteral("create")))
            return;
        if (!m_store.find(type, ns, name)) {
            sendStatus(connection, 404, QStringLiteral("NotFound"),
                       QStringLiteral("%1 \"%2\" not found").arg(type.qualifiedResource(), name),
                       QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("kind"), type.resource}});
            return;
        }
        sendStatus(connection, 400, QStringLiteral("BadRequest"), QStringLiteral("Upgrade request required"));
        return;
    }
    const bool isWatch = request.param(QStringLiteral("watch")) == QLatin1String("true") ||
                         request.param(QStringLiteral("watch")) == QLatin1String("1");
    QString verb;
    if (request.method == "GET")
        verb = isWatch          ? QStringLiteral("watch")
               : name.isEmpty() ? QStringLiteral("list")
                                : QStringLiteral("get");
    else if (request.method == "POST" && (name.isEmpty() || subresource == QLatin1String("eviction") ||
                                          subresource == QLatin1String("binding")))
        verb = QStringLiteral("create");
    else if (request.method == "PUT" && !name.isEmpty())
        verb = QStringLiteral("update");
    else if (request.method == "PATCH" && !name.isEmpty())
        verb = QStringLiteral("patch");
    else if (request.method == "DELETE")
        verb = name.isEmpty() ? QStringLiteral("deletecollection") : QStringLiteral("delete");
    if (verb.isEmpty()) {
        sendStatus(connection, 405, QStringLiteral("MethodNotAllowed"),
                   QStringLiteral("the server does not allow this method on the requested resource"));
        return;
    }
    if (!subresource.isEmpty() && (!type.subresources.contains(subresource) || name.isEmpty())) {
        sendStatus(connection, 404, QStringLiteral("NotFound"),
                   QStringLiteral("the server could not find the requested resource"));
        return;
    }
    const bool subresourceVerb =
        subresource == QLatin1String("eviction") || subresource == QLatin1String("binding")
            ? verb == QLatin1String("create")
            : verb == QLatin1String("get") || verb == QLatin1String("update") ||
                  verb == QLatin1String("patch");
    if ((subresource.isEmpty() && !type.verbs.contains(verb)) ||
        (!subresource.isEmpty() && !subresourceVerb)) {
        sendStatus(connection, 405, QStringLiteral("MethodNotAllowed"),
                   QStringLiteral("the server does not allow this method on the requested resource"));
        return;
    }
    if (!authorize(connection, request, type, ns, name, verb))
        return;
    if (verb == QLatin1String("get")) {
        const StoredObject *object = m_store.find(type, ns, name);
        if (!object) {
            sendStatus(connection, 404, QStringLiteral("NotFound"),
                       QStringLiteral("%1 \"%2\" not found").arg(type.qualifiedResource(), name),
                       QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("kind"), type.resource}});
            return;
        }
        if (subresource == QLatin1String("scale"))
            connection->respond(200, compactJson(subresourceView(subresource, object->object())));
        else if (subresource == QLatin1String("log"))
            m_podLogs.serve(connection, request, object->object());
        else
            sendObject(connection, 200, request, type, *object);
    } else if (verb == QLatin1String("list")) {
        list(connection, request, type, ns);
    } else if (verb == QLatin1String("watch")) {
        watch(connection, request, type, ns);
    } else if (verb == QLatin1String("create")) {
        if (subresource == QLatin1String("eviction"))
            evict(connection, request, ns, name);
        else if (subresource == QLatin1String("binding") ||
                 (type.group.isEmpty() && type.resource == QLatin1String("bindings")))
            bind(connection, request, ns, name);
        else if (type.group == QLatin1String("authorization.k8s.io") ||
                 type.group == QLatin1String("authentication.k8s.io"))
            serveReview(connection, request, type, ns);
        else
            create(connection, request, type, ns);
    } else if (verb == QLatin1String("update")) {
        replace(connection, request, type, ns, name, subresource);
    } else if (verb == QLatin1String("patch")) {
        patch(connection, request, type, ns, name, subresource);
    } else if (verb == QLatin1String("delete")) {
        remove(connection, request, type, ns, name);
    } else {
        removeCollection(connection, request, type, ns);
    }
}

bool KubeSim::allows(const QString &user, const QString &verb, const QString &group, const QString &resource,
                     const QString &ns, const QString &name) const
{
    // Every authenticated user may ask what it may do (the system:basic-user role).
    const bool selfReview =
        verb == QLatin1String("create") && ((group == QLatin1String("authorization.k8s.io") &&
                                             (resource == QLatin1String("selfsubjectaccessreviews") ||
                                              resource == QLatin1String("selfsubjectrulesreviews"))) ||
                                            (group == QLatin1String("authentication.k8s.io") &&
                                             resource == QLatin1String("selfsubjectreviews")));
    if (m_revoked.contains(QStringLiteral("%1 %2 %3/%4").arg(user, verb, group, resource)))
        return false;
    return selfReview || allowsEverything(user, ns) ||
           (group.isEmpty() && resource == QLatin1String("namespaces") && !name.isEmpty() &&
            allowsEverything(user, name) && verb == QLatin1String("get"));
}

void KubeSim::revoke(const QString &user, const QString &verb, const QString &group, const QString &resource)
{
    m_revoked.insert(QStringLiteral("%1 %2 %3/%4").arg(user, verb, group, resource));
}

bool KubeSim::allowsEverything(const QString &user, const QString &ns) const
{
    const SimUser *found = nullptr;
    for (const SimUser &u : std::as_const(m_users))
        if (u.name == user)
            found = &u;
    return !found || found->admin || found->namespaces.isEmpty() ||
           (!ns.isEmpty() && found->namespaces.contains(ns));
}

void KubeSim::serveReview(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                          const QString &ns)
{
    QJsonObject body = AccessReviews::decodeProtobuf(request.body);
    if (body.isEmpty()) {
        const DecodedBody decoded = decodeRequestBody(request.header("content-type"), request.body);
        if (!decoded.ok()) {
            sendStatus(connection, decoded.code, decoded.reason, decoded.message);
            return;
        }
        body = decoded.object;
    }
    connection->respond(
        201, compactJson(m_reviews.answer(type.kind, body, request.user, request.groups, request.uid, ns)));
}

bool KubeSim::authorize(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                        const QString &ns, const QString &name, const QString &verb,
                        const QString &subresource)
{
    // Per-user namespaces, worded like the RBAC authorizer's denial.
    const bool allowed = allows(request.user, verb, type.group, type.resource, ns, name);
    if (allowed)
        return true;
    const QString group =
        type.group.isEmpty() ? QStringLiteral("\"\"") : QStringLiteral("\"%1\"").arg(type.group);
    const QString resourceText =
        QStringLiteral("resource \"%1\"")
            .arg(subresource.isEmpty() ? type.resource : type.resource + QLatin1Char('/') + subresource);
    const QString scope = ns.isEmpty() ? QStringLiteral("at the cluster scope")
                                       : QStringLiteral("in the namespace \"%1\"").arg(ns);
    const QString target =
        name.isEmpty() ? type.resource : QStringLiteral("%1 \"%2\"").arg(type.resource, name);
    sendStatus(connection, 403, QStringLiteral("Forbidden"),
               QStringLiteral("%1 is forbidden: User \"%2\" cannot %3 %4 in API group %5 %6")
                   .arg(target, request.user, verb, resourceText, group, scope),
               QJsonObject{{QStringLiteral("kind"), type.resource}});
    return false;
}

void KubeSim::sendObject(HttpConnection *connection, int code, const HttpRequest &request,
                         const ResourceType &type, const StoredObject &object)
{
    if (request.header("accept").contains("as=Table")) {
        connection->respond(
            code, compactJson(SimTable::table(
                      *printerFor(type), {&object}, QString::number(m_store.currentResourceVersion()), {}, -1,
                      request.param(QStringLiteral("includeObject")) == QLatin1String("Object"))));
        return;
    }
    connection->respond(code, object.json);
}

void KubeSim::list(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                   const QString &ns)
{
    auto labels = LabelSelector::parse(request.param(QStringLiteral("labelSelector")));
    if (!labels) {
        sendStatus(connection, 400, QStringLiteral("BadRequest"), labels.error().message());
        return;
    }
    auto fields = FieldSelector::parse(request.param(QStringLiteral("fieldSelector")));
    if (!fields) {
        sendStatus(connection, 400, QStringLiteral("BadRequest"), fields.error().message());
        return;
    }
    for (const auto &requirement : fields->requirements()) {
        if (!supportsField(type, requirement.field)) {
            sendStatus(connection, 400, QStringLiteral("BadRequest"),
                       QStringLiteral("field label not supported: %1").arg(requirement.field));
            return;
        }
    }
    const QString rvParam = request.param(QStringLiteral("resourceVersion"));
    const QString rvMatch = request.param(QStringLiteral("resourceVersionMatch"));
    if (!rvMatch.isEmpty() && rvMatch != QLatin1String("NotOlderThan") && rvMatch != QLatin1String("Exact")) {
        sendStatus(connection, 400, QStringLiteral("BadRequest"),
                   QStringLiteral("resourceVersionMatch: Unsupported value: \"%1\"").arg(rvMatch));
        return;
    }
    if (!rvMatch.isEmpty() && rvParam.isEmpty()) {
        sendStatus(connection, 422, QStringLiteral("Invalid"),
                   QStringLiteral("resourceVersionMatch is forbidden unless resourceVersion is provided"));
        return;
    }
    bool rvOk = true;
    const quint64 requestedRv = rvParam.isEmpty() ? 0 : rvParam.toULongLong(&rvOk);
    if (!rvOk) {
        sendStatus(connection, 400, QStringLiteral("BadRequest"),
                   QStringLiteral("invalid resource version: \"%1\"").arg(rvParam));
        return;
    }
    if (requestedRv > m_store.currentResourceVersion()) {
        sendStatus(
            connection, 504, QStringLiteral("Timeout"),
            QStringLiteral("Too large resource version: %1, current: %2")
                .arg(requestedRv)
                .arg(m_store.currentResourceVersion()),
            QJsonObject{{QStringLiteral("causes"),
                         QJsonArray{QJsonObject{
                             {QStringLiteral("reason"), QStringLiteral("ResourceVersionTooLarge")},
                             {QStringLiteral("message"), QStringLiteral("Too large resource version")}}}},
                        {QStringLiteral("retryAfterSeconds"), 1}});
        return;
    }
    if (rvMatch == QLatin1String("Exact") && requestedRv != m_store.currentResourceVersion() &&
        requestedRv < m_store.oldestResumableVersion()) {
        sendStatus(connection, 410, QStringLiteral("Expired"),
                   QStringLiteral("too old resource version: %1 (%2)")
                       .arg(requestedRv)
                       .arg(m_store.oldestResumableVersion() - 1));
        return;
    }
    // Pagination: the continue token names the list's resourceVersion and the last key served.
    QString startAfter;
    quint64 listRv = m_store.currentResourceVersion();
    const QString continueToken = request.param(QStringLiteral("continue"));
    if (!continueToken.isEmpty()) {
        const QJsonObject token =
            QJsonDocument::fromJson(
                QByteArray::fromBase64(continueToken.toLatin1(),
                                       QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals))
                .object();
        if (token.isEmpty() || !token.contains(QLatin1String("rv"))) {
            sendStatus(connection, 400, QStringLiteral("BadRequest"),
                       QStringLiteral("continue key is not valid: invalid continue token"));
            return;
        }
        listRv = quint64(token.value(QLatin1String("rv")).toInteger());
        startAfter = token.value(QLatin1String("start")).toString();
        if (listRv < m_store.oldestResumableVersion()) {
            sendStatus(
                connection, 410, QStringLiteral("Expired"),
                QStringLiteral(
                    "The provided continue parameter is too old to display a consistent list result. You can "
                    "start a new list without the continue parameter, or use the continue token in this "
                    "response to retrieve the remainder of the results. Continuing with the provided token "
                    "results in an inconsistent list - objects that were created, modified, or deleted "
                    "between the time the first chunk was returned and now may show up in the list."));
            return;
        }
    }
    // resourceVersion "0" is served from the apiserver's watch cache, which ignores limit (one whole list).
    const qint64 limit =
        rvParam == QLatin1String("0") ? 0 : request.param(QStringLiteral("limit")).toLongLong();
    if (continueToken.isEmpty() && rvMatch == QLatin1String("Exact"))
        listRv = requestedRv;
    QList<const StoredObject *> page;
    QString lastKey;
    qint64 remaining = 0;
    // Every page is read at the list's version: rebuild it from history when the store has moved on.
    QMap<QString, StoredObject> snapshot;
    const bool past = listRv < m_store.currentResourceVersion() && m_store.changedSince(type, listRv);
    if (past)
        snapshot = m_store.objectsAt(type, listRv);
    const QMap<QString, StoredObject> &objects = past ? snapshot : m_store.objects(type);
    auto it = startAfter.isEmpty() ? objects.constBegin() : objects.upperBound(startAfter);
    const QString prefix = ns.isEmpty() ? QString() : ns + QLatin1Char('/');
    if (!prefix.isEmpty() && startAfter.isEmpty())
        it = objects.lowerBound(prefix);
    for (; it != objects.constEnd(); ++it) {
        if (!prefix.isEmpty() && !it.key().startsWith(prefix))
            break;
        if (!it->selectable->matches(labels.value()) || !it->selectable->matches(fields.value()))
            continue;
        if (limit > 0 && page.size() >= limit) {
            ++remaining;
            continue;
        }
        page.append(&*it);
        lastKey = it.key();
    }
    QString nextToken;
    if (limit > 0 && remaining > 0)
        nextToken = QString::fromLatin1(
            QJsonDocument(QJsonObject{{QStringLiteral("v"), QStringLiteral("meta.k8s.io/v1")},
                                      {QStringLiteral("rv"), qint64(listRv)},
                                      {QStringLiteral("start"), lastKey}})
                .toJson(QJsonDocument::Compact)
                .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    if (request.header("accept").contains("as=Table")) {
        connection->respond(200, compactJson(SimTable::table(*printerFor(type), page, QString::number(listRv),
                                                             nextToken, remaining > 0 ? remaining : -1,
                                                             request.param(QStringLiteral("includeObject")) ==
                                                                 QLatin1String("Object"))));
        return;
    }
    QByteArray head = "{\"kind\":\"" + type.kind.toUtf8() + "List\",\"apiVersion\":\"" +
                      type.apiVersion().toUtf8() + "\",\"metadata\":{\"resourceVersion\":\"" +
                      QByteArray::number(listRv) + "\"";
    if (!nextToken.isEmpty())
        head += ",\"continue\":\"" + nextToken.toLatin1() +
                "\",\"remainingItemCount\":" + QByteArray::number(remaining);
    head += "},\"items\":[";
    // The items' bytes are shared, not copied: the response holds them even if the store moves on meanwhile.
    static const QByteArray comma(",");
    QList<QByteArray> parts;
    parts.reserve(2 * page.size() + 2);
    parts.append(head);
    for (qsizetype i = 0; i < page.size(); ++i) {
        if (i)
            parts.append(comma);
        parts.append(page[i]->json);
    }
    parts.append(QByteArrayLiteral("]}"));
    connection->respondParts(200, std::move(parts));
}

void KubeSim::watch(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                    const QString &ns)
{
    auto labels = LabelSelector::parse(request.param(QStringLiteral("labelSelector")));
    auto fields = FieldSelector::parse(request.param(QStringLiteral("fieldSelector")));
    if (!labels || !fields) {
        sendStatus(connection, 400, QStringLiteral("BadRequest"),
                   (!labels ? labels.error() : fields.error()).message());
        return;
    }
    for (const auto &requirement : fields->requirements()) {
        if (!supportsField(type, requirement.field)) {
            sendStatus(connection, 400, QStringLiteral("BadRequest"),
                       QStringLiteral("field label not supported: %1").arg(requirement.field));
            return;
        }
    }
    const QString rvParam = request.param(QStringLiteral("resourceVersion"));
    const bool sendInitial = request.param(QStringLiteral("sendInitialEvents")) == QLatin1String("true");
    if (sendInitial && !m_options.watchListSupported) {
        sendStatus(
            connection, 422, QStringLiteral("Invalid"),
            QStringLiteral(
                "ListOptions.meta.k8s.io \"\" is invalid: sendInitialEvents: Forbidden: sendInitialEvents is "
                "forbidden for watch unless the WatchList feature gate is enabled"));
        return;
    }
    if (sendInitial &&
        request.param(QStringLiteral("resourceVersionMatch")) != QLatin1String("NotOlderThan")) {
        sendStatus(connection, 422, QStringLiteral("Invalid"),
                   QStringLiteral("sendInitialEvents: Forbidden: sendInitialEvents is forbidden for watch "
                                  "unless resourceVersionMatch is set to NotOlderThan"));
        return;
    }
    bool fromOk = false;
    const quint64 from = rvParam.toULongLong(&fromOk);
    const bool resumes = !rvParam.isEmpty() && rvParam != QLatin1String("0") && !sendInitial;
    if (m_expiredWatchesAsStatus && resumes && (!fromOk || from < m_store.oldestResumableVersion() - 1)) {
        sendStatus(connection, 410, QStringLiteral("Expired"),
                   QStringLiteral("too old resource version: %1 (%2)")
                       .arg(rvParam)
                       .arg(m_store.oldestResumableVersion() - 1));
        return;
    }
    if (m_closingWatchesAtOnce) {
        connection->beginStream();
        connection->endStream();
        return;
    }
    auto *watch = new Watch;
    watch->connection = connection;
    watch->type = &type;
    watch->namespaceName = ns;
    watch->labels = labels.value();
    watch->fields = fields.value();
    watch->bookmarks = request.param(QStringLiteral("allowWatchBookmarks")) == QLatin1String("true");
    watch->table = request.header("accept").contains("as=Table");
    connection->beginStream();
    auto matches = [&](const StoredObject &object) {
        return (ns.isEmpty() || object.selectable->namespaceName == ns) &&
               object.selectable->matches(watch->labels) && object.selectable->matches(watch->fields);
    };
    auto emitEvent = [&](const QByteArray &eventType, const QByteArray &json) {
        connection->writeChunk(watchEventBytes(*watch, eventType, json));
    };
    if (rvParam.isEmpty() || rvParam == QLatin1String("0") || sendInitial) {
        for (auto it = m_store.objects(type).constBegin(); it != m_store.objects(type).constEnd(); ++it) {
            if (matches(*it)) {
                if (watch->selective())
                    watch->matched.insert(it.key());
                emitEvent("ADDED", it->json);
            }
        }
        if (sendInitial) {
            const QJsonObject bookmark{
                {QStringLiteral("kind"), type.kind},
                {QStringLiteral("apiVersion"), type.apiVersion()},
                {QStringLiteral("metadata"),
                 QJsonObject{
                     {QStringLiteral("resourceVersion"), QString::number(m_store.currentResourceVersion())},
                     {QStringLiteral("annotations"),
                      QJsonObject{{QStringLiteral("k8s.io/initial-events-end"), QStringLiteral("true")}}}}}};
            emitEvent("BOOKMARK", compactJson(bookmark));
        }
    } else {
        if (!fromOk || from < m_store.oldestResumableVersion() - 1) {
            const QJsonObject status{
                {QStringLiteral("kind"), QStringLiteral("Status")},
                {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                {QStringLiteral("metadata"), QJsonObject()},
                {QStringLiteral("status"), QStringLiteral("Failure")},
                {QStringLiteral("message"), QStringLiteral("too old resource version: %1 (%2)")
                                                .arg(rvParam)
                                                .arg(m_store.oldestResumableVersion() - 1)},
                {QStringLiteral("reason"), QStringLiteral("Expired")},
                {QStringLiteral("code"), 410}};
            emitEvent("ERROR", compactJson(status));
            connection->endStream();
            delete watch;
            return;
        }
        if (!watch->selective()) {
            // Every object in scope matches: each change goes as it happened.
            for (const StoreEvent &event : m_store.history())
                if (event.resourceVersion > from && event.type == &type &&
                    (ns.isEmpty() || event.namespaceName == ns))
                    emitEvent(event.eventType, event.object.json);
        } else {
            // Objects that existed at `from` and matched count as already known to the client.
            for (auto it = m_store.objects(type).constBegin(); it != m_store.objects(type).constEnd(); ++it)
                if (it->resourceVersion <= from && matches(*it))
                    watch->matched.insert(it.key());
            // Objects changed since `from` are known by their state then: the first later event's previous
            // state.
            QSet<QString> changedAfter;
            for (const StoreEvent &event : m_store.history()) {
                if (event.resourceVersion <= from || event.type != &type || changedAfter.contains(event.key))
                    continue;
                changedAfter.insert(event.key);
                if (!event.previous.isNull() && matches(event.previous))
                    watch->matched.insert(event.key);
            }
            for (const StoreEvent &event : m_store.history()) {
                if (event.resourceVersion <= from || event.type != &type)
                    continue;
                const bool nowMatches = event.eventType != "DELETED" && matches(event.object);
                const bool known = watch->matched.contains(event.key);
                if (event.eventType == "DELETED") {
                    if (known || matches(event.object))
                        emitEvent("DELETED", event.object.json);
                    watch->matched.remove(event.key);
                } else if (nowMatches) {
                    emitEvent(known ? "MODIFIED" : "ADDED", event.object.json);
                    watch->matched.insert(event.key);
                } else if (known) {
                    emitEvent("DELETED", event.object.json);
                    watch->matched.remove(event.key);
                }
            }
        }
    }
    const int timeoutSeconds = request.param(QStringLiteral("timeoutSeconds")).toInt();
    if (timeoutSeconds > 0) {
        watch->timeout = new QTimer(this);
        watch->timeout->setSingleShot(true);
        connect(watch->timeout, &QTimer::timeout, this, [this, watch] {
            if (!m_watches.contains(watch))
                return;
            m_watches.removeOne(watch);
            if (watch->connection)
                watch->connection->endStream();
            delete watch;
        });
        watch->timeout->start(timeoutSeconds * 1000);
    }
    m_watches.append(watch);
}

QByteArray KubeSim::watchEventBytes(const Watch &watch, const QByteArray &eventType,
                                    const QByteArray &json) const
{
    QByteArray object = json;
    if (watch.table && eventType != "BOOKMARK" && eventType != "ERROR") {
        const StoredObject stored{json, 0, nullptr};
        object = compactJson(SimTable::table(*printerFor(*watch.type), {&stored},
                                             QString::number(m_store.currentResourceVersion()), {}, -1));
    }
    return "{\"type\":\"" + eventType + "\",\"object\":" + object + "}\n";
}

std::shared_ptr<const Printer> KubeSim::printerFor(const ResourceType &type) const
{
    if (m_crds.isCustom(type))
        if (const auto crd =
                Object::fromJson(QJsonDocument(m_crds.definitionOf(type)).toJson(QJsonDocument::Compact)))
            return Printers::forCustomResourceDefinition(crd.value(), type.version);
    return Printers::forResource(type.group, type.resource);
}

void KubeSim::onStoreChanged(const StoreEvent &event)
{
    if (m_podLogs.isFollowing() && event.type->resource == QLatin1String("pods"))
        m_podLogs.podChanged(event.object.object(), event.eventType == "DELETED");
    if (event.eventType == "DELETED" && event.type->resource == QLatin1String("pods") &&
        event.type->group.isEmpty())
        m_exec.podDeleted(event.object.object());
    for (Watch *watch : std::as_const(m_watches)) {
        if (watch->type != event.type || !watch->connection)
            continue;
        if (!watch->namespaceName.isEmpty() && event.namespaceName != watch->namespaceName)
            continue;
        if (!watch->selective()) {
            watch->connection->writeChunk(watchEventBytes(*watch, event.eventType, event.object.json));
            continue;
        }
        const bool nowMatches = event.eventType != "DELETED" &&
                                event.object.selectable->matches(watch->labels) &&
                                event.object.selectable->matches(watch->fields);
        const bool known = watch->matched.contains(event.key);
        QByteArray type;
        if (event.eventType == "DELETED") {
            if (!known)
                continue;
            type = "DELETED";
            watch->matched.remove(event.key);
        } else if (nowMatches) {
            type = known ? "MODIFIED" : "ADDED";
            watch->matched.insert(event.key);
        } else if (known) {
            type = "DELETED";
            watch->matched.remove(event.key);
        } else {
            continue;
        }
        watch->connection->writeChunk(watchEventBytes(*watch, type, event.object.json));
    }
}

} // namespace kube::sim
