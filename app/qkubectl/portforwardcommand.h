// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/portforwarder.h"
#include "verbcommand.h"

#include <QHostAddress>

// `qkubectl port-forward TYPE/NAME [LOCAL:]REMOTE...`, as kubectl 1.32: a pod, or a Service / workload
// resolved to its most active pod (a Service's port translated to the pod's targetPort, named ports too),
// then "Forwarding from 127.0.0.1:8080 -> 80" per address and port and "Handling connection for 8080" per
// connection, until interrupted. Lives on the main thread; the forward itself runs on its own.
class PortForwardCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    explicit PortForwardCommand(const Invocation &invocation, QObject *parent = nullptr);

private:
    bool validate(QString *error) override;
    void start() override;
    void resolvePods(const QJsonObject &owner, const QString &selector);
    void forwardTo(const QJsonObject &pod, const QJsonObject &service);

    QList<QHostAddress> m_addresses;
    kube::PortForwarder *m_forwarder = nullptr;
};
