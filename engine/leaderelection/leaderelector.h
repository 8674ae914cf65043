// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"
#include "rest/restclient.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace kube {

// client-go's leaderelection.LeaderElectionConfig with a LeaseLock: which Lease, who we are, and the timing.
// A leader renews every retryPeriod; it gives up when it has not renewed for renewDeadline; another candidate
// takes the lease when it has seen no renewal for leaseDuration (measured on its own clock, so clock skew
// between replicas does not matter). leaseDuration > renewDeadline > retryPeriod, as client-go requires.
struct QKUBE_ENGINE_EXPORT LeaderElectionConfig
{
    QString leaseNamespace;
    QString leaseName;
    QString identity;
    qint64 leaseDurationMs = 15'000;
    qint64 renewDeadlineMs = 10'000;
    qint64 retryPeriodMs = 2'000;
    // On stop(), clear the holder so a successor need not wait for the lease to expire.
    bool releaseOnCancel = true;

    // Empty when the config is usable, else what is wrong with it.
    QString validate() const;
};

// client-go's LeaderElector over a coordination.k8s.io/v1 Lease: at most one candidate of a group leads at a
// time. Event-driven on the thread of its RestClient (timers, asynchronous requests; nothing blocks): tries
// to acquire every retryPeriod (jittered), then renews; emits startedLeading() once it holds the lease and
// stoppedLeading() once it lost it or stopped. Updates carry the resourceVersion they read, so two candidates
// racing for an expired lease cannot both win (the loser gets 409 Conflict and keeps trying).
class QKUBE_ENGINE_EXPORT LeaderElector : public QObject
{
    Q_OBJECT
public:
    LeaderElector(RestClient *client, LeaderElectionConfig config, QObject *parent = nullptr);
    ~LeaderElector() override;

    // Starts campaigning. Check config().validate() first: an invalid config emits error() and does nothing.
    void run();
    // Stops campaigning: emits stoppedLeading() if it led, releases the lease (when leading and
    // releaseOnCancel), then emits stopped() once the release has reached the server (or failed). Later calls
    // do nothing.
    void stop();

    bool isLeader() const { return m_leading; }
    // The holder as last observed (ours or another candidate's); empty when none is known.
    QString leader() const { return m_observedHolder; }
    const LeaderElectionConfig &config() const { return m_config; }

Q_SIGNALS:
    void startedLeading();
    void stoppedLeading();
    void stopped();
    // The observed holder changed (client-go's OnNewLeader), including to ourselves.
    void newLeader(const QString &identity);
    // A request failed; the elector keeps trying (a leader stops leading once renewDeadline passes).
    void error(const kube::Error &error);

private:
    void scheduleAttempt(qint64 delayMs);
    void attempt();
    void onLease(const Response &response);
    void write(const QJsonObject &lease, bool create);
    void onWritten(const Response &response);
    void observe(const QString &holder);
    void loseLeadership();
    QJsonObject leaseSpec(const QJsonObject &current) const;

    RestClient *m_client;
    LeaderElectionConfig m_config;
    QTimer m_timer;
    bool m_running = false;
    bool m_stopRequested = false;
    bool m_leading = false;
    bool m_inFlight = false;
    QString m_observedHolder;
    QByteArray m_observedRecord; // the lease's spec as last seen; a change restarts the expiry clock
    QElapsedTimer m_observedAt;  // when m_observedRecord last changed, on our clock
    QElapsedTimer m_lastRenewal; // when we last renewed successfully
};

} // namespace kube
