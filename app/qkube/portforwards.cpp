// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "portforwards.h"
#include "openclusters.h"

#include <QLocale>
#include <QSettings>
#include <QUrl>

using namespace kube;

namespace {
constexpr int statsIntervalMs = 500;

QString settingsGroup(const QString &context)
{
    return QStringLiteral("portForwards/") + QString(context).replace(QLatin1Char('/'), QLatin1Char('|'));
}

QString bytesText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}
} // namespace

PortForwards::PortForwards(OpenClusters *clusters, QObject *parent)
    : QAbstractTableModel(parent), m_clusters(clusters)
{
    m_statsTimer.setInterval(statsIntervalMs);
    connect(&m_statsTimer, &QTimer::timeout, this, [this] {
        bool active = false;
        for (int row = 0; row < int(m_forwards.size()); ++row) {
            Forward &forward = *m_forwards[size_t(row)];
            if (!forward.forwarder)
                continue;
            active = true;
            const PortForwardStats stats = forward.forwarder->stats();
            if (stats.bytesIn != forward.stats.bytesIn || stats.bytesOut != forward.stats.bytesOut ||
                stats.openConnections != forward.stats.openConnections ||
                stats.errors != forward.stats.errors) {
                forward.stats = stats;
                Q_EMIT dataChanged(index(row, ConnectionsColumn), index(row, ErrorColumn));
            }
        }
        if (!active)
            m_statsTimer.stop();
    });
    connect(clusters, &OpenClusters::opened, this, [this](const QString &context) { restore(context); });
    connect(clusters, &OpenClusters::aboutToClose, this, &PortForwards::stopCluster);
}

PortForwards::~PortForwards() = default;

int PortForwards::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_forwards.size());
}

int PortForwards::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PortForwards::stateText(const Forward &forward) const
{
    switch (forward.state) {
    case State::Stopped:
        return tr("Stopped");
    case State::Resolving:
        return tr("Starting…");
    case State::Active:
        return tr("Active");
    case State::Retargeting:
        return tr("Looking for a pod…");
    case State::Failed:
        return tr("Failed");
    }
    return {};
}

QVariant PortForwards::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Forward &forward = *m_forwards[size_t(index.row())];
    if (role == Qt::ToolTipRole && index.column() == ErrorColumn)
        return forward.error.isEmpty() ? forward.stats.lastError : forward.error;
    if (role == Qt::TextAlignmentRole && index.column() >= ConnectionsColumn && index.column() != ErrorColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (Column(index.column())) {
    case ClusterColumn:
        return forward.context;
    case TargetColumn:
        return forward.target.namespaceName + QLatin1Char('/') + forward.target.displayName();
    case LocalColumn:
        return QStringLiteral("%1:%2").arg(forward.address).arg(localPort(index.row()));
    case PodColumn:
        return forward.pod.isEmpty() ? QString()
                                     : QStringLiteral("%1:%2").arg(forward.pod).arg(forward.podPort);
    case StateColumn:
        return stateText(forward);
    case ConnectionsColumn:
        return forward.forwarder ? QStringLiteral("%1 / %2")
                                       .arg(forward.stats.openConnections)
                                       .arg(forward.stats.totalConnections)
                                 : QString();
    case ReceivedColumn:
        return forward.forwarder ? bytesText(forward.stats.bytesIn) : QString();
    case SentColumn:
        return forward.forwarder ? bytesText(forward.stats.bytesOut) : QString();
    case ErrorColumn:
        if (!forward.error.isEmpty())
            return forward.error;
        return forward.stats.errors > 0 ? tr("%n connection(s) failed: %1", nullptr, forward.stats.errors)
                                              .arg(forward.stats.lastError)
                                        : QString();
    case ColumnCount:
        break;
    }
    return {};
}

QVariant PortForwards::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case ClusterColumn:
        return tr("Cluster");
    case TargetColumn:
        return tr("Target");
    case LocalColumn:
        return tr("Local address");
    case PodColumn:
        return tr("Pod");
    case StateColumn:
        return tr("State");
    case ConnectionsColumn:
        return tr("Connections");
    case ReceivedColumn:
        return tr("Received");
    case SentColumn:
        return tr("Sent");
    case ErrorColumn:
        return tr("Errors");
    case ColumnCount:
        break;
    }
    return {};
}

int PortForwards::add(const QString &context, const PortForwardTarget &target, quint16 localPort,
                      const QString &address)
{
    const int row = int(m_forwards.size());
    beginInsertRows({}, row, row);
    auto forward = std::make_unique<Forward>();
    forward->context = context;
    forward->target = target;
    forward->wantedLocalPort = localPort;
    forward->address = address;
    m_forwards.push_back(std::move(forward));
    endInsertRows();
    start(row);
    save(context);
    return row;
}

void PortForwards::start(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    Forward &forward = *m_forwards[size_t(row)];
    if (forward.state == State::Active || forward.state == State::Resolving)
        return;
    resolveAndListen(row, State::Resolving);
}

void PortForwards::resolveAndListen(int row, State state)
{
    Forward &forward = *m_forwards[size_t(row)];
    ClusterSession *session = m_clusters->session(forward.context);
    if (!session) {
        forward.state = State::Failed;
        forward.error = tr("The cluster %1 is not open").arg(forward.context);
        changed(row);
        return;
    }
    forward.state = state;
    forward.error.clear();
    const quint64 generation = ++forward.generation;
    changed(row);
    const Forward *key = &forward;
    session->resolvePortForward(
        forward.target, this, [this, key, generation](const Result<ResolvedForward> &result) {
            const int at = rowOf(key);
            if (at < 0 || key->generation != generation)
                return; // removed or stopped meanwhile
            Forward &forward = *m_forwards[size_t(at)];
            if (!result) {
                if (forward.state == State::Retargeting) { // the pod is gone: look again soon
                    forward.error = result.error().message();
                    changed(at);
                    QTimer::singleShot(retargetDelayMs, this, [this, key, generation] {
                        if (const int again = rowOf(key); again >= 0 && key->generation == generation)
                            resolveAndListen(again, State::Retargeting);
                    });
                    return;
                }
                forward.state = State::Failed;
                forward.error = result.error().message();
                changed(at);
                return;
            }
            listen(at, result.value());
        });
}

void PortForwards::listen(int row, const ResolvedForward &resolved)
{
    Forward &forward = *m_forwards[size_t(row)];
    ClusterSession *session = m_clusters->session(forward.context);
    if (!session)
        return;
    delete forward.forwarder;
    forward.pod = resolved.pod;
    forward.podPort = resolved.podPort;
    PortForwardSpec spec;
    spec.namespaceName = forward.target.namespaceName;
    spec.pod = resolved.pod;
    // A forward found again keeps its local port: what the user's browser or client uses.
    spec.ports = {
        {forward.boundLocalPort ? forward.boundLocalPort : forward.wantedLocalPort, resolved.podPort}};
    spec.addresses = {QHostAddress(forward.address)};
    auto *forwarder = new PortForwarder(session->config(), spec, this);
    forward.forwarder = forwarder;
    forward.stats = {};
    const Forward *key = &forward;
    // Only the forward's current forwarder speaks for it: one replaced a moment ago may still signal.
    const auto current = [this, key, forwarder] { return rowOf(key) >= 0 && key->forwarder == forwarder; };
    connect(forwarder, &PortForwarder::listening, this,
            [this, key, current](const QHostAddress &, const PortPair &ports) {
                if (const int at = rowOf(key); current()) {
                    Forward &forward = *m_forwards[size_t(at)];
                    forward.boundLocalPort = ports.localPort;
                    forward.state = State::Active;
                    forward.error.clear();
                    changed(at);
                    save(forward.context); // a free port chosen is kept for next time
                    m_statsTimer.start();
                }
            });
    connect(forwarder, &PortForwarder::connectionFailed, this,
            [this, key, current](const PortPair &, const Error &error) {
                if (current() && error.isNotFound())
                    retarget(key); // the pod was deleted under the forward
            });
    connect(forwarder, &PortForwarder::failed, this, [this, key, current](const Error &error) {
        const int at = rowOf(key);
        if (!current())
            return;
        Forward &forward = *m_forwards[size_t(at)];
        if (forward.state == State::Active && (error.isNotFound() || error.kind() == Error::Kind::Network)) {
            retarget(key);
            return;
        }
        forward.forwarder->deleteLater();
        forward.state = State::Failed;
        forward.error = error.message();
        changed(at);
    });
    forwarder->start();
}

void PortForwards::retarget(const Forward *key)
{
    const int at = rowOf(key);
    if (at < 0 || key->state == State::Retargeting)
        return;
    Forward &forward = *m_forwards[size_t(at)];
    if (forward.forwarder)
        forward.forwarder->deleteLater();
    forward.forwarder = nullptr;
    resolveAndListen(at, State::Retargeting);
}

void PortForwards::stop(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    Forward &forward = *m_forwards[size_t(row)];
    ++forward.generation;
    delete forward.forwarder; // stops listening now: the port is free when this returns
    forward.state = State::Stopped;
    forward.error.clear();
    changed(row);
}

void PortForwards::remove(int row)
{
    if (row < 0 || row >= rowCount())
        return;
    stop(row);
    const QString context = m_forwards[size_t(row)]->context;
    beginRemoveRows({}, row, row);
    m_forwards.erase(m_forwards.begin() + row);
    endRemoveRows();
    save(context);
}

PortForwards::State PortForwards::state(int row) const
{
    return m_forwards[size_t(row)]->state;
}

quint16 PortForwards::localPort(int row) const
{
    const Forward &forward = *m_forwards[size_t(row)];
    return forward.boundLocalPort ? forward.boundLocalPort : forward.wantedLocalPort;
}

QString PortForwards::address(int row) const
{
    return m_forwards[size_t(row)]->address;
}

QString PortForwards::pod(int row) const
{
    return m_forwards[size_t(row)]->pod;
}

QUrl PortForwards::browserUrl(int row) const
{
    if (row < 0 || row >= rowCount() || state(row) != State::Active)
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(address(row));
    url.setPort(localPort(row));
    url.setPath(QStringLiteral("/"));
    return url;
}

void PortForwards::startRemembered(const QString &context)
{
    for (int row = 0; row < rowCount(); ++row)
        if (m_forwards[size_t(row)]->context == context && state(row) == State::Stopped)
            start(row);
}

int PortForwards::rowOf(const Forward *forward) const
{
    for (size_t row = 0; row < m_forwards.size(); ++row)
        if (m_forwards[row].get() == forward)
            return int(row);
    return -1;
}

void PortForwards::changed(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void PortForwards::save(const QString &context) const
{
    // What the user chose, not what it resolved to: the pod changes, the Service stays. The local port is
    // kept as bound, so a bookmark to it still works next time.
    QVariantList saved;
    for (const auto &forward : m_forwards)
        if (forward->context == context)
            saved.append(
                QVariantMap{{QStringLiteral("kind"), forward->target.kind},
                            {QStringLiteral("namespace"), forward->target.namespaceName},
                            {QStringLiteral("name"), forward->target.name},
                            {QStringLiteral("port"), forward->target.port},
                            {QStringLiteral("localPort"),
                             forward->boundLocalPort ? forward->boundLocalPort : forward->wantedLocalPort},
                            {QStringLiteral("address"), forward->address}});
    QSettings settings;
    if (saved.isEmpty())
        settings.remove(settingsGroup(context));
    else
        settings.setValue(settingsGroup(context), saved);
}

void PortForwards::restore(const QString &context)
{
    for (const auto &forward : m_forwards)
        if (forward->context == context)
            return; // listed already (opened again in this run)
    const QVariantList saved = QSettings().value(settingsGroup(context)).toList();
    if (saved.isEmpty())
        return;
    beginInsertRows({}, rowCount(), rowCount() + int(saved.size()) - 1);
    for (const QVariant &each : saved) {
        const QVariantMap map = each.toMap();
        auto forward = std::make_unique<Forward>();
        forward->context = context;
        forward->target.kind = map.value(QStringLiteral("kind")).toString();
        forward->target.namespaceName = map.value(QStringLiteral("namespace")).toString();
        forward->target.name = map.value(QStringLiteral("name")).toString();
        forward->target.port = map.value(QStringLiteral("port")).toString();
        forward->wantedLocalPort = quint16(map.value(QStringLiteral("localPort")).toUInt());
        forward->address = map.value(QStringLiteral("address"), QStringLiteral("127.0.0.1")).toString();
        m_forwards.push_back(std::move(forward));
    }
    endInsertRows();
}

void PortForwards::stopCluster(const QString &context)
{
    for (int row = 0; row < rowCount(); ++row)
        if (m_forwards[size_t(row)]->context == context)
            stop(row);
}
