// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objectfollower.h"

#include "cache/sharedindexinformer.h"
#include "clustersession.h"
#include "core/threadhandoff.h"

#include <QCoreApplication>
#include <QEvent>
#include <QMutex>

namespace kube {

namespace {
// Where what a listener thread tells a follower is handed over (for ThreadSanitizer; see
// core/threadhandoff.h).
char forwardHandoff;

// What a listener thread tells a follower, posted to it as an event: built whole before the hand-off is
// marked, so ThreadSanitizer sees all of it released. (A functor given to invokeMethod is wrapped inside
// invokeMethod, after any mark we could set: tst_clustersession reported that as a race.)
class ForwardEvent : public QEvent
{
public:
    static Type eventType()
    {
        static const Type type = Type(registerEventType());
        return type;
    }
    explicit ForwardEvent(std::function<void(ObjectFollower *)> emitter)
        : QEvent(eventType()), emitter(std::move(emitter))
    {
    }
    const std::function<void(ObjectFollower *)> emitter;
};
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
        // Built whole before the release (what it carries was made on this thread); dropped with the follower
        // if it is destroyed before the GUI thread gets to it.
        auto *event = new ForwardEvent(std::move(emitter));
        detail::handoffRelease(&forwardHandoff);
        QCoreApplication::postEvent(m_follower, event);
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
    detail::handoffAcquire(&forwardHandoff); // events still posted to it are deleted here
    m_handler->detach();
    if (!m_session)
        return; // the session stopped its informers already
    m_informer->removeEventHandler(m_registration);
    m_session->release(m_informer);
}

std::optional<Object> ObjectFollower::current() const
{
    if (!m_session)
        return std::nullopt; // the session stopped its informers
    std::optional<Object> object = m_informer->indexer().getByKey(m_key.toUtf8());
    if (object && !m_uid.isEmpty() && object->uid() != m_uid.toUtf8())
        return std::nullopt;
    return object;
}

void ObjectFollower::customEvent(QEvent *event)
{
    detail::handoffAcquire(&forwardHandoff); // before the event is read at all: its type is part of it
    if (event->type() == ForwardEvent::eventType())
        static_cast<ForwardEvent *>(event)->emitter(this);
}

} // namespace kube
