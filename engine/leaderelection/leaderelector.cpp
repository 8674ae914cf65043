// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "leaderelector.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace kube {

namespace {

const GroupVersionResource leases{QStringLiteral("coordination.k8s.io"), QStringLiteral("v1"), QStringLiteral("leases")};
// client-go's JitterFactor for the retry period: attempts of several candidates spread out instead of colliding.
constexpr double retryJitter = 1.2;

QString microTimeNow()
{
    return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz000Z"));
}

} // namespace

QString LeaderElectionConfig::validate() const
{
    if (leaseName.isEmpty() || leaseNamespace.isEmpty())
        return QStringLiteral("leader election: the lease needs a namespace and a name");
    if (identity.isEmpty())
        return QStringLiteral("leader election: the identity must not be empty");
    if (leaseDurationMs <= renewDeadlineMs)
        return QStringLiteral("leader election: leaseDuration must be greater than renewDeadline");
    if (renewDeadlineMs <= qint64(retryJitter * double(retryPeriodMs)))
        return QStringLiteral("leader election: renewDeadline must be greater than retryPeriod*%1").arg(retryJitter);
    if (retryPeriodMs < 1)
        return QStringLiteral("leader election: retryPeriod must be positive");
    return {};
}

LeaderElector::LeaderElector(RestClient *client, LeaderElectionConfig config, QObject *parent)
    : QObject(parent), m_client(client), m_config(std::move(config))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &LeaderElector::attempt);
}

LeaderElector::~LeaderElector() = default;

void LeaderElector::run()
{
    if (const QString problem = m_config.validate(); !problem.isEmpty()) {
        Q_EMIT error(Error(Error::Kind::Invalid, problem));
        return;
    }
    m_running = true;
    scheduleAttempt(0);
}

void LeaderElector::stop()
{
    if (m_stopRequested)
        return;
    m_stopRequested = true;
    const bool wasLeading = m_leading;
    m_running = false;
    m_timer.stop();
    // Stop acting first, then give the lease back.
    loseLeadership();
    if (!wasLeading || !m_config.releaseOnCancel) {
        Q_EMIT stopped();
        return;
    }
    // client-go's release(): no holder and a 1 s lease, so a successor takes over at once.
    const QJsonObject patch{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("holderIdentity"), QJsonValue::Null},
                                                                   {QStringLiteral("leaseDurationSeconds"), 1}}}};
    m_client->send(Request::patch(PatchType::Merge)
                       .resource(leases)
                       .namespaceName(m_config.leaseNamespace)
                       .name(m_config.leaseName)
                       .body(QJsonDocument(patch).toJson(QJsonDocument::Compact), patchContentType(PatchType::Merge)),
                   this, [this](const Response &response) {
                       if (!response.ok())
                           Q_EMIT error(response.error);
                       Q_EMIT stopped();
                   });
}

void LeaderElector::scheduleAttempt(qint64 delayMs)
{
    if (m_running)
        m_timer.start(int(delayMs));
}

void LeaderElector::attempt()
{
    if (!m_running || m_inFlight)
        return;
    // A leader that could not renew within the deadline must stop acting before anyone else may start.
    if (m_leading && m_lastRenewal.isValid() && m_lastRenewal.elapsed() > m_config.renewDeadlineMs)
        loseLeadership();
    m_inFlight = true;
    m_client->send(Request::get().resource(leases).namespaceName(m_config.leaseNamespace).name(m_config.leaseName), this,
                   [this](const Response &response) { onLease(response); });
}

void LeaderElector::onLease(const Response &response)
{
    if (!m_running) {
        m_inFlight = false;
        return;
    }
    if (!response.ok() && response.error.isNotFound()) {
        const QJsonObject lease{{QStringLiteral("apiVersion"), QStringLiteral("coordination.k8s.io/v1")},
                                {QStringLiteral("kind"), QStringLiteral("Lease")},
                                {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), m_config.leaseName},
                                                                         {QStringLiteral("namespace"), m_config.leaseNamespace}}},
                                {QStringLiteral("spec"), leaseSpec({})}};
        write(lease, true);
        return;
    }
    if (!response.ok()) {
        m_inFlight = false;
        Q_EMIT error(response.error);
        scheduleAttempt(m_config.retryPeriodMs);
        return;
    }
    const QJsonObject lease = QJsonDocument::fromJson(response.body).object();
    const QJsonObject spec = lease.value(QStringLiteral("spec")).toObject();
    const QByteArray record = QJsonDocument(spec).toJson(QJsonDocument::Compact);
    if (record != m_observedRecord) {
        m_observedRecord = record;
        m_observedAt.start();
    }
    const QString holder = spec.value(QStringLiteral("holderIdentity")).toString();
    observe(holder);
    const qint64 durationMs = qint64(spec.value(QStringLiteral("leaseDurationSeconds")).toInt()) * 1000;
    const bool heldByOther = !holder.isEmpty() && holder != m_config.identity;
    if (heldByOther && m_observedAt.elapsed() < durationMs) {
        m_inFlight = false;
        if (m_leading)
            loseLeadership();
        scheduleAttempt(qint64(double(m_config.retryPeriodMs) * (1.0 + QRandomGenerator::global()->generateDouble() * (retryJitter - 1.0))));
        return;
    }
    QJsonObject updated = lease;
    updated.insert(QStringLiteral("spec"), leaseSpec(spec));
    write(updated, false);
}

QJsonObject LeaderElector::leaseSpec(const QJsonObject &current) const
{
    const QString holder = current.value(QStringLiteral("holderIdentity")).toString();
    const bool takingOver = holder != m_config.identity;
    QJsonObject spec = current;
    spec.insert(QStringLiteral("holderIdentity"), m_config.identity);
    spec.insert(QStringLiteral("leaseDurationSeconds"), int((m_config.leaseDurationMs + 999) / 1000));
    spec.insert(QStringLiteral("renewTime"), microTimeNow());
    if (takingOver) {
        spec.insert(QStringLiteral("acquireTime"), microTimeNow());
        if (current.contains(QStringLiteral("holderIdentity")) || current.contains(QStringLiteral("leaseTransitions")))
            spec.insert(QStringLiteral("leaseTransitions"), current.value(QStringLiteral("leaseTransitions")).toInt() + 1);
        else
            spec.insert(QStringLiteral("leaseTransitions"), 0);
    }
    return spec;
}

void LeaderElector::write(const QJsonObject &lease, bool create)
{
    const QByteArray body = QJsonDocument(lease).toJson(QJsonDocument::Compact);
    Request request = create ? Request::post().resource(leases).namespaceName(m_config.leaseNamespace)
                             : Request::put().resource(leases).namespaceName(m_config.leaseNamespace).name(m_config.leaseName);
    // The resourceVersion read travels in the body: a candidate that lost the race gets 409 Conflict.
    m_client->send(request.body(body), this, [this](const Response &response) { onWritten(response); });
}

void LeaderElector::onWritten(const Response &response)
{
    m_inFlight = false;
    if (!m_running)
        return;
    if (!response.ok()) {
        if (!response.error.isConflict() && response.error.reason() != Error::Reason::AlreadyExists)
            Q_EMIT error(response.error);
        scheduleAttempt(m_config.retryPeriodMs);
        return;
    }
    const QJsonObject spec = QJsonDocument::fromJson(response.body).object().value(QStringLiteral("spec")).toObject();
    m_observedRecord = QJsonDocument(spec).toJson(QJsonDocument::Compact);
    m_observedAt.start();
    m_lastRenewal.start();
    observe(m_config.identity);
    if (!m_leading) {
        m_leading = true;
        Q_EMIT startedLeading();
    }
    scheduleAttempt(m_config.retryPeriodMs);
}

void LeaderElector::observe(const QString &holder)
{
    if (holder == m_observedHolder)
        return;
    m_observedHolder = holder;
    if (!holder.isEmpty())
        Q_EMIT newLeader(holder);
}

void LeaderElector::loseLeadership()
{
    if (!m_leading)
        return;
    m_leading = false;
    Q_EMIT stoppedLeading();
}

} // namespace kube
