// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "rowfeed.h"

#include "session/clustersession.h"

#include <QObject>
#include <QPointer>

namespace kube {

// One view's hold on one kind of one cluster: it asks the session for the informer (cluster-wide, or the
// namespace it is limited to), feeds its changes through a RowFeed, and knows what the view should say while
// there are no rows: listing for how long, throttled, forbidden, failed. When the user may not list the kind in
// every namespace it narrows itself to the context's namespace and says so; when they may not list it at all it
// says so in place of the rows. Releases the informer when destroyed. GUI thread only.
class ResourceSubscription : public QObject
{
    Q_OBJECT
public:
    enum class State { Listing, Synced, Forbidden, Failed };
    Q_ENUM(State)

    // `namespaceName` empty: all namespaces (for a namespaced kind). `printer` empty: the session's for the kind.
    ResourceSubscription(ClusterSession *session, ApiResource resource, QString namespaceName = {}, std::shared_ptr<const Printer> printer = {},
                         QObject *parent = nullptr);
    ~ResourceSubscription() override;

    const ApiResource &resource() const { return m_resource; }
    RowFeed *feed() const { return m_feed; }
    State state() const { return m_state; }
    Error error() const { return m_error; }
    QString namespaceName() const { return m_namespace; }
    // Why the view shows only one namespace ("You may not list …"), empty when it shows what was asked.
    QString notice() const { return m_notice; }
    // What stands where the rows would be while there are none: "Forbidden: …", a list error, "Listing … — 3 s".
    QString placeholderText() const;
    // What the subscription waits for, for the status bar; empty once synced and healthy.
    QString waitingText() const;
    int objectCount() const;

Q_SIGNALS:
    void stateChanged();
    // The informer was replaced (narrowed after a 403): the model must drop its rows; the feed's next batches
    // bring the new content.
    void restarted();

private:
    void subscribe();
    void unsubscribe();
    void onError(SharedIndexInformer *informer, const Error &error);
    void setState(State state, const Error &error = {});

    QPointer<ClusterSession> m_session;
    ApiResource m_resource;
    QString m_namespace;
    RowFeed *m_feed;
    SharedIndexInformer *m_informer = nullptr;
    SharedIndexInformer::Registration m_registration = 0;
    State m_state = State::Listing;
    Error m_error;
    QString m_notice;
};

} // namespace kube
