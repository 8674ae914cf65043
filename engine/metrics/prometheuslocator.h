// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "prometheusservice.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

namespace kube {

class ClusterSession;

// Which Prometheus a session's charts read: the Service the user set for the context, or else the first of
// the usual installs that exists (candidates(), one GET of the Service object each, in order, on the
// session's worker; the GUI thread only learns the answer). One per session (of()), a child of it; GUI
// thread.
class QKUBE_ENGINE_EXPORT PrometheusLocator : public QObject
{
    Q_OBJECT
public:
    enum class State { Unknown, Detecting, Found, NotFound };
    Q_ENUM(State)

    explicit PrometheusLocator(ClusterSession *session, QObject *parent = nullptr);
    static PrometheusLocator *of(ClusterSession *session);

    // prometheus-operator's (kube-prometheus's and the operator's own), the Helm chart's, Lens's.
    static QList<PrometheusService> candidates();

    // The context's own setting: used as it is, nothing detected. nullopt: detect.
    void setConfigured(const std::optional<PrometheusService> &service);
    // Starts detection when nothing is configured and none ran yet.
    void locate();
    State state() const { return m_state; }
    PrometheusService service() const { return m_service; } // valid when Found

Q_SIGNALS:
    void changed(kube::PrometheusLocator::State state);

private:
    void setState(State state, const PrometheusService &service);

    QPointer<ClusterSession> m_session;
    State m_state = State::Unknown;
    PrometheusService m_service;
    bool m_configured = false;
    int m_generation = 0; // answers of a detection a new setting overtook are dropped
};

} // namespace kube
