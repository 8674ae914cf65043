// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"

#include <QPointer>
#include <QString>

namespace kube {

class EventBroadcaster;

// What an Event is about (client-go's v1.ObjectReference), taken from the object it concerns.
struct QKUBE_ENGINE_EXPORT ObjectReference
{
    QString apiVersion;
    QString kind;
    QString namespaceName;
    QString name;
    QString uid;
    QString resourceVersion;

    static ObjectReference of(const Object &object);
};

// client-go's record.EventRecorder: records an Event about an object on behalf of one component
// ("sample-controller"). A light value; safe to use from any thread (the broadcaster writes the events on its
// own thread). Does nothing once its broadcaster is gone.
class QKUBE_ENGINE_EXPORT EventRecorder
{
public:
    static constexpr const char *normal = "Normal";
    static constexpr const char *warning = "Warning";

    EventRecorder() = default;
    // Out of line: QPointer needs EventBroadcaster complete, and this header must compile without it.
    EventRecorder(EventBroadcaster *broadcaster, QString component);

    // `reason` is UpperCamelCase and machine-readable ("Synced"); `message` is for people.
    void event(const ObjectReference &object, const QString &type, const QString &reason,
               const QString &message) const;
    void event(const Object &object, const QString &type, const QString &reason, const QString &message) const
    {
        event(ObjectReference::of(object), type, reason, message);
    }

private:
    QPointer<EventBroadcaster> m_broadcaster;
    QString m_component;
};

} // namespace kube
