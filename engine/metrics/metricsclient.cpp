// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "metricsclient.h"

#include "core/threadhandoff.h"
#include "rest/request.h"
#include "rest/restclient.h"
#include "session/clustersession.h"
#include "usagejoin.h"

#include <atomic>

namespace kube {

namespace {

const QString podsPath = QStringLiteral("/apis/metrics.k8s.io/v1beta1/pods");
const QString nodesPath = QStringLiteral("/apis/metrics.k8s.io/v1beta1/nodes");
const QString metricsGroup = QStringLiteral("metrics.k8s.io");
// Where the worker hands the decoded lists to the GUI thread (for ThreadSanitizer; see core/threadhandoff.h).
char pollHandoff;

UsageSample sampleOf(qint64 timeSecs, const ResourceUsage &usage)
{
    return {timeSecs, usage.cpuMillicores.value_or(0), usage.memoryBytes.value_or(0)};
}

} // namespace

struct MetricsClient::WorkerState
{
    struct Kept
    {
        UsageHistory history;
        quint64 reportedInPoll = 0;
    };
    QHash<QString, Kept> histories;
    quint64 polls = 0; // answered ones
    // What the histories hold, for the GUI thread to read (counted after each poll).
    std::atomic<qsizetype> kept = 0;
    std::atomic<qint64> keptBytes = 0;

    void record(const QString &key, qint64 timeSecs, const ResourceUsage &usage)
    {
        const bool used = usage.cpuMillicores || usage.memoryBytes;
        auto it = histories.find(key);
        if (it == histories.end()) {
            if (!used)
                return;
            it = histories.insert(key, Kept());
        }
        it->reportedInPoll = polls;
        if (used)
            it->history.append(sampleOf(timeSecs, usage));
    }
    // Objects no longer reported (deleted pods) lose their history once they have been missing from
    // forgottenAfterPolls answered polls, or once it is older than the span.
    void forgetStale(qint64 nowSecs)
    {
        qint64 bytes = 0;
        for (auto it = histories.begin(); it != histories.end();) {
            if (it->history.isEmpty() || polls - it->reportedInPoll >= quint64(forgottenAfterPolls) ||
                it->history.latest().timeSecs < nowSecs - UsageHistory::defaultSpanSecs) {
                it = histories.erase(it);
            } else {
                bytes += it.key().capacity() * qint64(sizeof(QChar)) + it->history.memoryFootprint();
                ++it;
            }
        }
        kept = histories.size();
        keptBytes = bytes;
    }
    QList<UsageSample> samples(const QString &key) const
    {
        const auto found = histories.constFind(key);
        return found == histories.cend() ? QList<UsageSample>() : found->history.samples();
    }
};

MetricsClient::MetricsClient(ClusterSession *session, QObject *parent)
    : QObject(parent), m_session(session), m_worker(std::make_shared<WorkerState>())
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &MetricsClient::onTimeout);
    if (session)
        connect(session, &ClusterSession::resourcesChanged, this, &MetricsClient::onResourcesChanged);
}

MetricsClient *MetricsClient::of(ClusterSession *session)
{
    if (auto *client = session->findChild<MetricsClient *>(QString(), Qt::FindDirectChildrenOnly))
        return client;
    return new MetricsClient(session, session);
}

bool MetricsClient::apiServed() const
{
    if (!m_session)
        return false;
    for (const ApiResource &resource : m_session->servedResources())
        if (resource.group == metricsGroup && resource.name == QLatin1String("pods"))
            return true;
    return false;
}

void MetricsClient::onResourcesChanged()
{
    if (!apiServed()) {
        setState(State::NotInstalled, notInstalledMessage());
        if (!m_timer.isActive())
            schedule();
        return;
    }
    // Installed since the last look (or discovery came after the first subscriber): poll now.
    if (m_subscribers > 0 && !m_inFlight && (m_state == State::Unknown || m_state == State::NotInstalled)) {
        m_timer.stop();
        poll();
    }
}

void MetricsClient::onTimeout()
{
    // Without the API, only discovery can tell that metrics-server came; its answer polls.
    if (m_state == State::NotInstalled && m_session)
        m_session->discover(false);
    else
        poll();
}

MetricsClient::~MetricsClient()
{
    // The worker's state is freed on the worker, after any poll still running there.
    if (m_session)
        m_session->post([worker = std::move(m_worker)](RestClient *) mutable { worker.reset(); });
}

void MetricsClient::subscribe()
{
    if (m_subscribers++ == 0 && !m_inFlight)
        poll();
}

void MetricsClient::unsubscribe()
{
    if (m_subscribers > 0 && --m_subscribers == 0)
        m_timer.stop();
}

void MetricsClient::setIntervalMs(int ms)
{
    m_intervalMs = ms;
}

void MetricsClient::schedule()
{
    if (m_subscribers > 0)
        m_timer.start(m_state == State::NotInstalled ? std::max(m_intervalMs, absentIntervalMs)
                                                     : m_intervalMs);
}

void MetricsClient::setState(State state, const QString &message)
{
    if (state == m_state && message == m_message)
        return;
    m_state = state;
    m_message = message;
    Q_EMIT stateChanged(state, message);
}

void MetricsClient::poll()
{
    if (!m_session || m_subscribers == 0 || !m_session->discovered())
        return; // before discovery: its answer (onResourcesChanged) polls
    if (!apiServed()) {
        setState(State::NotInstalled, notInstalledMessage());
        schedule();
        return;
    }
    m_inFlight = true;
    QPointer<MetricsClient> self(this);
    m_session->post([self, worker = m_worker](RestClient *client) {
        auto nodes = std::make_shared<Response>();
        client->send(
            Request::get().absolutePath(nodesPath), client,
            [self, worker, client, nodes](const Response &response) {
                *nodes = response;
                client->send(
                    Request::get().absolutePath(podsPath), client,
                    [self, worker, nodes](const Response &podsResponse) {
                        // On the worker: decode, record, then hand the lists over.
                        State state = State::Available;
                        QString message;
                        QList<NodeMetrics> nodeList;
                        QList<PodMetrics> podList;
                        const Error error = nodes->error ? nodes->error : podsResponse.error;
                        if (error) {
                            state = error.httpCode() == 404 ? State::NotInstalled : State::Unavailable;
                            message = state == State::NotInstalled ? notInstalledMessage() : error.message();
                        } else {
                            const auto decodedNodes = decodeNodeMetricsList(nodes->body);
                            const auto decodedPods = decodePodMetricsList(podsResponse.body);
                            if (!decodedNodes || !decodedPods) {
                                state = State::Unavailable;
                                message =
                                    (decodedNodes ? decodedPods.error() : decodedNodes.error()).message();
                            } else {
                                nodeList = decodedNodes.value();
                                podList = decodedPods.value();
                            }
                        }
                        qint64 newest = 0;
                        if (state == State::Available)
                            ++worker->polls;
                        for (const NodeMetrics &n : nodeList) {
                            worker->record(nodeKey(n.name), n.timestampSecs, n.usage);
                            newest = std::max(newest, n.timestampSecs);
                        }
                        for (const PodMetrics &p : podList) {
                            const QString key = p.namespaceName + QLatin1Char('/') + p.name;
                            worker->record(key, p.timestampSecs, p.total());
                            for (const ContainerMetrics &c : p.containers)
                                worker->record(key + QLatin1Char('/') + c.name, p.timestampSecs, c.usage);
                            newest = std::max(newest, p.timestampSecs);
                        }
                        if (newest > 0)
                            worker->forgetStale(newest);
                        std::function<void()> deliver = [self, state, message, nodeList, podList] {
                            detail::handoffAcquire(&pollHandoff);
                            if (!self)
                                return;
                            self->m_inFlight = false;
                            self->setState(state, message);
                            if (state == State::Available) {
                                Q_EMIT self->nodeMetricsUpdated(nodeList);
                                Q_EMIT self->podMetricsUpdated(podList);
                            }
                            self->schedule();
                        };
                        detail::handoffRelease(&pollHandoff);
                        QMetaObject::invokeMethod(self, std::move(deliver), Qt::QueuedConnection);
                    });
            });
    });
}

qsizetype MetricsClient::historiesKept() const
{
    return m_worker->kept;
}

qint64 MetricsClient::historyBytes() const
{
    return m_worker->keptBytes;
}

void MetricsClient::requestHistory(const QString &key)
{
    if (!m_session)
        return;
    QPointer<MetricsClient> self(this);
    m_session->post([self, worker = m_worker, key](RestClient *) {
        const QList<UsageSample> samples = worker->samples(key);
        std::function<void()> deliver = [self, key, samples] {
            detail::handoffAcquire(&pollHandoff);
            if (self)
                Q_EMIT self->historyReady(key, samples);
        };
        detail::handoffRelease(&pollHandoff);
        QMetaObject::invokeMethod(self, std::move(deliver), Qt::QueuedConnection);
    });
}

void MetricsClient::requestUsageChart(const Object &object, bool isNode)
{
    if (!m_session)
        return;
    const QString key = isNode ? nodeKey(QString::fromUtf8(object.name())) : QString::fromUtf8(object.key());
    QPointer<MetricsClient> self(this);
    m_session->post([self, worker = m_worker, key, object, isNode](RestClient *) {
        const QJsonObject json = object.toJsonObject();
        UsageChart chart;
        if (isNode) {
            chart = UsageChart::forNode(json, worker->samples(key));
        } else {
            // The pod's containers are its history's keys one level down: "namespace/pod/container".
            QHash<QString, QList<UsageSample>> containers;
            const QString prefix = key + QLatin1Char('/');
            for (const ContainerResources &c : podContainerResources(json))
                if (const auto found = worker->histories.constFind(prefix + c.name);
                    found != worker->histories.cend())
                    containers.insert(c.name, found->history.samples());
            chart = UsageChart::forPod(json, worker->samples(key), containers);
        }
        std::function<void()> deliver = [self, key, chart] {
            detail::handoffAcquire(&pollHandoff);
            if (self)
                Q_EMIT self->usageChartReady(key, chart);
        };
        detail::handoffRelease(&pollHandoff);
        QMetaObject::invokeMethod(self, std::move(deliver), Qt::QueuedConnection);
    });
}

} // namespace kube
