// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"
#include "core/object.h"
#include "describe/description.h"
#include "rest/discoveryclient.h"

#include <QObject>
#include <QPointer>

#include <optional>

namespace kube {

class ClusterSession;

// Describes objects of one resource with the describer of its kind's definition, the one `qkubectl describe`
// prints, for the window's details: on the session's worker thread, where the object is decoded and the
// describer's reads are made (a Deployment's ReplicaSets, the Events about it, ...), and `described` hands
// the lines to this object's thread. A version asked for while another is being described is described
// next; the versions asked for in between are skipped. Lives on the GUI thread; once destroyed no signal
// arrives.
class QKUBE_ENGINE_EXPORT ObjectDescriber : public QObject
{
    Q_OBJECT
public:
    ObjectDescriber(ClusterSession *session, ApiResource resource, QObject *parent = nullptr);

    void describe(const Object &object);

Q_SIGNALS:
    // `object`'s description; empty, with the error, when it could not be described (a read the describer
    // needs failed, or its kind has a describer of its own that qkube does not have yet).
    void described(const kube::Object &object, const kube::Description &description,
                   const kube::Error &error);

private:
    void start(const Object &object);

    QPointer<ClusterSession> m_session;
    const ApiResource m_resource;
    bool m_busy = false;
    std::optional<Object> m_next;
};

} // namespace kube
