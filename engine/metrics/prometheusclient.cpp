// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "prometheusclient.h"

#include "core/threadhandoff.h"
#include "metricsclient.h"
#include "prometheusmatrix.h"
#include "rest/request.h"
#include "rest/restclient.h"
#include "session/clustersession.h"

#include <QMap>

#include <cmath>

namespace kube {

namespace {
// Where the worker hands the chart to the GUI thread (for ThreadSanitizer; see core/threadhandoff.h).
char chartHandoff;
// rate() needs at least two scrapes in its window: a minute holds two at cAdvisor's 30 s.
constexpr qint64 minimumRateWindowSecs = 60;

QString quoted(const QString &value)
{
    QString escaped = value;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString podSelector(const QString &ns, const QString &pod)
{
    return QStringLiteral("container!=\"\",image!=\"\",pod=%1,namespace=%2").arg(quoted(pod), quoted(ns));
}

// The answer to one query: the series, or why there are none.
Result<QList<PrometheusSeries>> seriesOf(const Response &response)
{
    if (response.body.size() > PrometheusClient::maxBodyBytes)
        return Error(Error::Kind::Decode,
                     QStringLiteral("Prometheus: the answer is %1 bytes, more than the %2 read")
                         .arg(response.body.size())
                         .arg(PrometheusClient::maxBodyBytes),
                     response.url);
    // Prometheus's own errors (400 bad_data, 422 execution) carry its JSON, which says more than the code.
    const bool prometheusError = response.error &&
                                 (response.httpStatus == 400 || response.httpStatus == 422) &&
                                 response.body.contains("\"status\":\"error\"");
    if (response.error && !prometheusError)
        return response.error;
    return decodePrometheusMatrix(response.body, PrometheusClient::maxPointsPerSeries, response.url);
}

// Each series' points as samples by time, CPU (cores) and memory (bytes) joined on their timestamps.
using Samples = QMap<qint64, UsageSample>;
void addPoints(Samples *samples, const PrometheusSeries &series, bool cpu)
{
    for (const PrometheusSeries::Point &point : series.points) {
        UsageSample &sample = (*samples)[point.timeSecs];
        sample.timeSecs = point.timeSecs;
        if (cpu)
            sample.cpuMillicores += qint64(std::llround(point.value * 1000));
        else
            sample.memoryBytes += qint64(std::llround(point.value));
    }
}
} // namespace

PrometheusClient::PrometheusClient(ClusterSession *session, PrometheusService service, QObject *parent)
    : QObject(parent), m_session(session), m_service(std::move(service))
{
}

qint64 PrometheusClient::stepFor(qint64 rangeSecs)
{
    return std::max(minimumStepSecs, rangeSecs / pointsPerRange);
}

QString PrometheusClient::podCpuQuery(const QString &ns, const QString &pod)
{
    return QStringLiteral("sum(rate(container_cpu_usage_seconds_total{%1}[%2s])) by (container)")
        .arg(podSelector(ns, pod))
        .arg(minimumRateWindowSecs);
}

QString PrometheusClient::podMemoryQuery(const QString &ns, const QString &pod)
{
    return QStringLiteral("sum(container_memory_working_set_bytes{%1}) by (container)")
        .arg(podSelector(ns, pod));
}

QString PrometheusClient::nodeCpuQuery(const QString &node)
{
    return QStringLiteral("sum(rate(container_cpu_usage_seconds_total{id=\"/\",node=%1}[%2s]))")
        .arg(quoted(node))
        .arg(minimumRateWindowSecs);
}

QString PrometheusClient::nodeMemoryQuery(const QString &node)
{
    return QStringLiteral("sum(container_memory_working_set_bytes{id=\"/\",node=%1})").arg(quoted(node));
}

void PrometheusClient::requestUsageChart(const Object &object, bool isNode, qint64 rangeSecs, qint64 endSecs)
{
    if (!m_session)
        return;
    const QString name = QString::fromUtf8(object.name());
    const QString ns = QString::fromUtf8(object.namespaceName());
    const QString key = isNode ? MetricsClient::nodeKey(name) : QString::fromUtf8(object.key());
    const qint64 step = stepFor(rangeSecs);
    const auto rangeRequest = [this, endSecs, rangeSecs, step](const QString &query) {
        return Request::get()
            .absolutePath(m_service.proxyPath() + QStringLiteral("/api/v1/query_range"))
            .param(QStringLiteral("query"), query)
            .param(QStringLiteral("start"), QString::number(endSecs - rangeSecs))
            .param(QStringLiteral("end"), QString::number(endSecs))
            .param(QStringLiteral("step"), QString::number(step));
    };
    Request cpu = rangeRequest(isNode ? nodeCpuQuery(name) : podCpuQuery(ns, name));
    Request memory = rangeRequest(isNode ? nodeMemoryQuery(name) : podMemoryQuery(ns, name));
    QPointer<PrometheusClient> self(this);
    m_session->post([self, key, rangeSecs, object, isNode, cpu, memory](RestClient *client) {
        client->send(cpu, client, [=](const Response &cpuResponse) {
            client->send(memory, client, [=](const Response &memoryResponse) {
                // On the worker: decode both answers and join them into the chart.
                Error error;
                UsageChart chart;
                const auto cpuSeries = seriesOf(cpuResponse);
                const auto memorySeries = seriesOf(memoryResponse);
                if (!cpuSeries)
                    error = cpuSeries.error();
                else if (!memorySeries)
                    error = memorySeries.error();
                else {
                    QHash<QString, Samples> byContainer;
                    Samples total;
                    for (const PrometheusSeries &series : cpuSeries.value()) {
                        addPoints(&byContainer[series.labels.value(QStringLiteral("container"))], series,
                                  true);
                        addPoints(&total, series, true);
                    }
                    for (const PrometheusSeries &series : memorySeries.value()) {
                        addPoints(&byContainer[series.labels.value(QStringLiteral("container"))], series,
                                  false);
                        addPoints(&total, series, false);
                    }
                    const QJsonObject json = object.toJsonObject();
                    if (isNode) {
                        chart = UsageChart::forNode(json, total.values());
                    } else {
                        QHash<QString, QList<UsageSample>> containers;
                        for (auto it = byContainer.cbegin(); it != byContainer.cend(); ++it)
                            containers.insert(it.key(), it.value().values());
                        chart = UsageChart::forPod(json, total.values(), containers);
                    }
                }
                std::function<void()> deliver = [self, key, rangeSecs, chart, error] {
                    detail::handoffAcquire(&chartHandoff);
                    if (!self)
                        return;
                    if (error)
                        Q_EMIT self->usageChartFailed(key, rangeSecs, error);
                    else
                        Q_EMIT self->usageChartReady(key, rangeSecs, chart);
                };
                detail::handoffRelease(&chartHandoff);
                QMetaObject::invokeMethod(self, std::move(deliver), Qt::QueuedConnection);
            });
        });
    });
}

} // namespace kube
