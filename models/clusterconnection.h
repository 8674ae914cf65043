// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "modelfeed.h"

#include "rest/podview.h"

#include "cache/sharedinformerfactory.h"

#include <QObject>
#include <QPointer>

namespace kube {

// A pod as the details pane shows it, fetched fresh and digested on the worker thread.
struct PodDetails
{
    QString key;
    QString yaml;
    PodView view;
    QList<std::pair<QByteArray, QByteArray>> labels;
    qint64 createdMs = 0;
    QString owner; // "ReplicaSet/web-7d9f"
};

// One open context: its informers (pods, namespaces, events) on the cluster's worker thread, the feeds that carry
// their changes to the GUI models, and the cluster's state as the window shows it. When the user may not list
// pods cluster-wide (403), it narrows itself to the context's namespace and says so. Destroying it never waits:
// the worker thread winds down on its own, however unreachable or hung the cluster is. Lives on the GUI thread.
class ClusterConnection : public QObject
{
    Q_OBJECT
public:
    enum class State { Connecting, Synced, Unreachable, Unauthorized, Forbidden, TlsError };
    Q_ENUM(State)

    struct InformerStatus
    {
        QString resource;
        bool synced = false;
        qsizetype objects = 0;
        ReflectorStats stats;
    };

    ClusterConnection(RestConfig config, QObject *parent = nullptr);
    ~ClusterConnection() override;

    void start();
    const RestConfig &config() const { return m_config; }
    State state() const { return m_state; }
    Error lastError() const { return m_lastError; }
    QString serverVersion() const { return m_serverVersion; }
    // The namespace it was narrowed to after a 403 (empty: all namespaces).
    QString scopedNamespace() const { return m_scopedNamespace; }
    QString notice() const { return m_notice; }
    QList<InformerStatus> informerStatus() const;

    ModelFeed *podFeed() const { return m_podFeed; }
    ModelFeed *namespaceFeed() const { return m_namespaceFeed; }
    ModelFeed *eventFeed() const { return m_eventFeed; }

    // One-off requests, run on the worker thread; the answer comes back by signal.
    void fetchDetails(const QString &namespaceName, const QString &name);
    void deletePod(const QString &namespaceName, const QString &name);

    static QString stateText(State state);

Q_SIGNALS:
    void stateChanged(kube::ClusterConnection::State state);
    void serverVersionChanged(const QString &version);
    void noticeChanged(const QString &notice);
    // The informers were rebuilt (narrowed after a 403): models must drop what they hold and take it again.
    void restarted();
    void detailsReady(const kube::PodDetails &details, const kube::Error &error);
    void podDeleted(const QString &key, const kube::Error &error);
    void statusChanged();

private:
    void startInformers();
    void onInformerError(SharedIndexInformer *informer, const Error &error);
    void setState(State state, const Error &error = {});
    void retire(std::unique_ptr<SharedInformerFactory> factory);

    RestConfig m_config;
    std::unique_ptr<SharedInformerFactory> m_factory;
    QPointer<ModelFeed> m_podFeed;
    QPointer<ModelFeed> m_namespaceFeed;
    QPointer<ModelFeed> m_eventFeed;
    SharedIndexInformer *m_pods = nullptr;
    SharedIndexInformer *m_namespaces = nullptr;
    SharedIndexInformer *m_events = nullptr;
    State m_state = State::Connecting;
    Error m_lastError;
    QString m_serverVersion;
    QString m_scopedNamespace;
    QString m_notice;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::PodDetails)
