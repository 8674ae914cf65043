// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "openclusters.h"

using namespace kube;

OpenClusters::OpenClusters(QObject *parent) : QObject(parent) {}

OpenClusters::~OpenClusters()
{
    for (Entry &entry : m_entries)
        for (SharedIndexInformer *informer : std::as_const(entry.pinned))
            entry.session->release(informer);
}

OpenClusters::Entry *OpenClusters::find(const QString &context)
{
    for (Entry &entry : m_entries)
        if (entry.context == context)
            return &entry;
    return nullptr;
}

const OpenClusters::Entry *OpenClusters::find(const QString &context) const
{
    return const_cast<OpenClusters *>(this)->find(context);
}

ClusterSession *OpenClusters::session(const QString &context) const
{
    const Entry *entry = find(context);
    return entry ? entry->session.get() : nullptr;
}

QStringList OpenClusters::contexts() const
{
    QStringList names;
    for (const Entry &entry : m_entries)
        names.append(entry.context);
    return names;
}

ClusterSession *OpenClusters::open(const QString &context, const RestConfig &config)
{
    if (ClusterSession *open = session(context))
        return open;
    m_entries.push_back({context, std::make_unique<ClusterSession>(config), {}});
    ClusterSession *session = m_entries.back().session.get();
    Q_EMIT opened(context, session);
    // Once the caller has subscribed what it shows: those informers list as the session first connects.
    QMetaObject::invokeMethod(session, &ClusterSession::start, Qt::QueuedConnection);
    return session;
}

void OpenClusters::close(QString context)
{
    if (!find(context))
        return;
    Q_EMIT aboutToClose(context);
    unpin(context);
    // Found again: a slot of aboutToClose may have opened another cluster.
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                 [&context](const Entry &entry) { return entry.context == context; });
    std::unique_ptr<ClusterSession> session = std::move(it->session);
    m_entries.erase(it);
    session.reset();
    Q_EMIT closed(context);
}

void OpenClusters::pin(const QString &context, const GroupVersionResource &gvr, const QString &namespaceName)
{
    if (Entry *entry = find(context))
        entry->pinned.append(entry->session->acquire(gvr, namespaceName));
}

void OpenClusters::unpin(const QString &context)
{
    Entry *entry = find(context);
    if (!entry)
        return;
    for (SharedIndexInformer *informer : std::exchange(entry->pinned, {}))
        entry->session->release(informer);
}

ClusterListModel::Entry OpenClusters::summary(const QString &context, const ClusterSession &session)
{
    const Error error = session.lastError();
    switch (session.state()) {
    case ClusterSession::State::Connecting:
        return {context, ClusterListModel::State::Connecting,
                tr("waiting for %1 — %n s", nullptr, int(session.connectingMs() / 1000))
                    .arg(session.config().host.toString())};
    case ClusterSession::State::Synced:
        if (error)
            return {context, ClusterListModel::State::Degraded, error.message()};
        return {context, ClusterListModel::State::Synced, session.serverVersion()};
    case ClusterSession::State::Unreachable:
        return {context, ClusterListModel::State::Unreachable,
                tr("%1; retrying with backoff (at most every 30 s)").arg(error.message())};
    case ClusterSession::State::Unauthorized:
        return {context, ClusterListModel::State::Degraded, tr("not authorized: %1").arg(error.message())};
    case ClusterSession::State::TlsError:
        return {context, ClusterListModel::State::Degraded, tr("TLS error: %1").arg(error.message())};
    }
    return {context, ClusterListModel::State::Connecting, {}};
}
