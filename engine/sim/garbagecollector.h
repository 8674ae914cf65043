// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controllers/controller.h"

#include <optional>

namespace kube::sim {

// DeleteOptions.propagationPolicy.
enum class Propagation { Background, Foreground, Orphan };

// How kubesim deletes, as kube-apiserver and the garbage collector do together: remove() is a DELETE. Pods go
// Terminating (the kubelet ends them), a namespace goes Terminating (the namespace controller empties it), an
// object with finalizers waits for them; a CRD takes its resource and objects with it. Dependents (objects
// whose ownerReferences name the deleted one) are deleted after their owner (Background), before it
// (Foreground: the owner waits, Terminating with the foregroundDeletion finalizer) or keep living without the
// reference (Orphan). Runs on the server's thread from the controller manager's queue.
class GarbageCollector : public Controller
{
public:
    using Controller::Controller;
    // Parses a propagationPolicy; nullopt for an unknown one. Empty is the resource's default.
    static std::optional<Propagation> parse(const QString &policy, const ResourceType &type);
    // Deletes the object; returns its state afterwards (Terminating, or as it was when it went). `graceful`
    // false is gracePeriodSeconds=0: a pod goes at once.
    StoredObject remove(const ResourceType &type, const QString &ns, const QString &name, Propagation policy, bool graceful = true);
    // The objects whose ownerReferences name `owner`, with their types: in `ns` for a namespaced owner, anywhere
    // for a cluster-scoped one.
    QList<std::pair<const ResourceType *, StoredObject>> dependents(const QUuid &owner, const QString &ns, bool ownerNamespaced) const;

    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;

private:
    StoredObject removeNow(const ResourceType &type, const QString &ns, const QString &name, bool graceful);
    StoredObject markDeleting(const ResourceType &type, const StoredObject &object, const QString &finalizer);
    void orphan(const ResourceType &type, const StoredObject &dependent, const QString &ownerUid);
};

} // namespace kube::sim
