// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "objectdetails.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

namespace kube {

class ClusterSession;
class SharedIndexInformer;
struct ApiResource;

// Follows one object (by key and uid) through the session's informer for its resource and scope, the one the
// table of that kind shares: no request per change. Each new state is digested into ObjectDetails on the
// informer's listener thread and handed to the GUI thread by a queued signal; its deletion, or another object
// (another uid) under the same name, is `gone`. Lives on the GUI thread; releases the informer when
// destroyed, after which no signal arrives.
class QKUBE_ENGINE_EXPORT ObjectFollower : public QObject
{
    Q_OBJECT
public:
    // `informerNamespace` empty: the cluster-wide informer (what a table of all namespaces uses).
    ObjectFollower(ClusterSession *session, const ApiResource &resource, const QString &informerNamespace,
                   const QString &key, const QString &uid, QObject *parent = nullptr);
    ~ObjectFollower() override;

    QString key() const { return m_key; }
    QString uid() const { return m_uid; }
    // The object's latest version in the informer's cache (nothing before the list, or once it is gone). Any
    // thread: the indexer is read under its lock.
    std::optional<Object> current() const;

Q_SIGNALS:
    void changed(const kube::ObjectDetails &details);
    void gone();

protected:
    void customEvent(QEvent *event) override;

private:
    class Handler;
    QPointer<ClusterSession> m_session;
    QString m_key;
    QString m_uid;
    SharedIndexInformer *m_informer = nullptr;
    quint64 m_registration = 0;
    std::shared_ptr<Handler> m_handler;
};

} // namespace kube
