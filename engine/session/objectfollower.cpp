// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objectfollower.h"

#include "clustersession.h"
#include "core/threadhandoff.h"

#include <QMutex>

namespace kube {

namespace {
// Where what a listener thread tells a follower is handed over (for ThreadSanitizer; see
// core/threadhandoff.h).
char forwardHandoff;
} // namespace

// Runs on the informer's listener thread; forwards to the follower while it exists.
class ObjectFollower::Handler : public ResourceEventHandler
{
public:
    Handler(ObjectFollower *follower, const ApiResource &resource)
        : m_follower(follower), m_key(follower->m_key.toUtf8()), m_uid(follower->m_uid.toUtf8()),
          m_gvr(resource.gvr()), m_kind(resource.kind)
    {
    }
    void detach()
    {
        QMutexLocker lock(&m_mutex);
        m_follower = nullptr;
    }
    void onAdd(const Object &object, bool) override { seen(object); }
    void onUpdate(const Object &, const Object &newObject) override { seen(newObject); }
    void onDelete(const Object &object, bool) override
    {
        if (object.key() == m_key && (m_uid.isEmpty() || object.uid() == m_uid))
            forward([](ObjectFollower *follower) { Q_EMIT follower->gone(); });
    }

private:
    void seen(const Object &object)
    {
        if (object.key() != m_key)
            return;
        if (!m_uid.isEmpty() && object.uid() != m_uid) {
            forward([](ObjectFollower *follower) { Q_EMIT follower->gone(); });
            return;
        }
        const ObjectDetails details = ObjectDetails::fromObject(object, m_gvr, m_kind);
        forward([details](ObjectFollower *follower) { Q_EMIT follower->changed(details); });
    }
    void forward(std::function<void(ObjectFollower *)> emitter)
    {
        QMutexLocker lock(&m_mutex);
        if (!m_follower)
            return;
        ObjectFollower *follower = m_follower;
        // Built whole before the release (what it carries was made on this thread); queued with the follower
        // as context: dropped if it is destroyed before the GUI thread gets to it.
        std::function<void()> deliver = [follower, emitter = std::move(emitter)] {
            detail::handoffAcquire(&forwardHandoff);
            emitter(follower);
        };
        detail::handoffRelease(&forwardHandoff);
        QMetaObject::invokeMethod(follower, std::move(deliver), Qt::QueuedConnection);
    }

    QMutex m_mutex;
    ObjectFollower *m_follower;
    const QByteArray m_key;
    const QByteArray m_uid;
    const GroupVersionResource m_gvr;
    const QString m_kind;
};

ObjectFollower::ObjectFollower(ClusterSession *session, const ApiResource &resource,
                               const QString &informerNamespace, const QString &key, const QString &uid,
                               QObject *parent)
    : QObject(parent), m_session(session), m_key(key), m_uid(uid)
{
    qRegisterMetaType<kube::ObjectDetails>();
    m_handler = std::make_shared<Handler>(this, resource);
    m_informer = session->acquire(resource.gvr(), resource.namespaced ? informerNamespace : QString());
    m_registration = m_informer->addEventHandler(m_handler);
}

ObjectFollower::~ObjectFollower()
{
    m_handler->detach();
    if (!m_session)
        return; // the session stopped its informers already
    m_informer->removeEventHandler(m_registration);
    m_session->release(m_informer);
}

} // namespace kube
