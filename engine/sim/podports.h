// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "podhttpconnection.h"

#include <QObject>

#include <memory>

namespace kube::sim {

class ObjectStore;
struct StoreEvent;

// What the kubelet's port forwarder finds behind a pod's port: for each containerPort of a Running pod, that
// container's HTTP server (PodHttpConnection); for any other port the container runtime's refusal, worded as
// containerd 1.7 words it. Tells the port-forward sessions when a pod goes away, so their streams end with an
// error. Owned by KubeSim, on its thread.
class PodPorts : public QObject
{
    Q_OBJECT
public:
    explicit PodPorts(ObjectStore *store, QObject *parent = nullptr);

    struct Opened
    {
        std::unique_ptr<PodHttpConnection> connection; // set when something listens on the port
        QString error; // else the kubelet's message for the error stream ("error forwarding port ...")
    };
    // A new connection to `port` of the pod, as `forwarder.PortForward` would make it.
    Opened connect(const QString &namespaceName, const QString &pod, quint16 port) const;
    // The message a stream gets when its pod is deleted while it forwards.
    static QString podGoneMessage(const QString &pod, quint16 port);
    // Every byte the pods' servers have answered so far, over all forwards (what was read from them: a
    // forward reads only as fast as its client takes the bytes).
    qint64 bytesServed() const { return m_bytesServed; }

Q_SIGNALS:
    void podGone(const QString &namespaceName, const QString &pod);

private:
    void onStoreChanged(const kube::sim::StoreEvent &event);

    ObjectStore *m_store;
    mutable qint64 m_bytesServed = 0;
};

} // namespace kube::sim
