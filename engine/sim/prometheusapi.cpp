// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "prometheusapi.h"

#include "compactjson.h"
#include "resourcetype.h"

#include <QJsonArray>
#include <QMap>
#include <QRegularExpression>

#include <cmath>
#include <optional>

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {
const QString cpuMetric = u"container_cpu_usage_seconds_total"_s;
const QString memoryMetric = u"container_memory_working_set_bytes"_s;

struct Matcher
{
    QString label;
    QString op; // =, !=, =~, !~
    QString value;
    QRegularExpression pattern; // for =~ and !~, anchored as Prometheus anchors them

    bool matches(const QString &actual) const
    {
        if (op == QLatin1String("="))
            return actual == value;
        if (op == QLatin1String("!="))
            return actual != value;
        const bool found = pattern.match(actual).hasMatch();
        return op == QLatin1String("=~") ? found : !found;
    }
};

// The one shape of query understood: sum([rate(]METRIC{MATCHERS}[[RANGE])]) [by (LABELS)].
struct Query
{
    bool cpu = false;
    QList<Matcher> matchers;
    QStringList by;
};

QString withoutSpaces(const QString &text)
{
    QString out;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == u'"' && (i == 0 || text.at(i - 1) != u'\\'))
            quoted = !quoted;
        if (quoted || !c.isSpace())
            out.append(c);
    }
    return out;
}

std::optional<Query> parseQuery(const QString &text)
{
    static const QRegularExpression shape(
        uR"re(^sum\((rate\()?(\w+)\{(.*)\}(\[\d+[smh]\])?(\))?\)(?:by\((\w+(?:,\w+)*)\))?$)re"_s);
    static const QRegularExpression matcher(uR"re((\w+)(=~|!~|!=|=)"((?:[^"\\]|\\.)*)"(,|$))re"_s);
    const QRegularExpressionMatch match = shape.match(withoutSpaces(text));
    if (!match.hasMatch())
        return std::nullopt;
    Query query;
    const QString metric = match.captured(2);
    const bool rate = !match.captured(1).isEmpty();
    if (rate != (!match.captured(4).isEmpty() && !match.captured(5).isEmpty()))
        return std::nullopt;
    if (metric == cpuMetric && rate)
        query.cpu = true;
    else if (metric != memoryMetric || rate)
        return std::nullopt;
    const QString body = match.captured(3);
    qsizetype at = 0;
    while (at < body.size()) {
        const QRegularExpressionMatch m = matcher.match(body, at, QRegularExpression::NormalMatch,
                                                        QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch())
            return std::nullopt;
        Matcher one{m.captured(1), m.captured(2), m.captured(3).replace(u"\\\""_s, u"\""_s), {}};
        if (one.op.contains(u'~')) {
            one.pattern = QRegularExpression(QRegularExpression::anchoredPattern(one.value));
            if (!one.pattern.isValid())
                return std::nullopt;
        }
        query.matchers.append(one);
        at = m.capturedEnd();
    }
    if (!match.captured(6).isEmpty())
        query.by = match.captured(6).split(u',');
    return query;
}

// A Prometheus timestamp: Unix seconds (with a fraction) or RFC 3339.
std::optional<double> parseTime(const QString &text)
{
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (ok && std::isfinite(seconds))
        return seconds;
    const QDateTime at = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (at.isValid())
        return double(at.toMSecsSinceEpoch()) / 1000;
    return std::nullopt;
}

// A step: seconds, or a duration such as 30s, 5m, 1h.
std::optional<double> parseStep(const QString &text)
{
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (ok && std::isfinite(seconds))
        return seconds;
    static const QRegularExpression duration(uR"re(^(\d+)(ms|s|m|h|d)$)re"_s);
    const QRegularExpressionMatch m = duration.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const QString unit = m.captured(2);
    const double scale = unit == QLatin1String("ms")  ? 0.001
                         : unit == QLatin1String("s") ? 1
                         : unit == QLatin1String("m") ? 60
                         : unit == QLatin1String("h") ? 3600
                                                      : 86400;
    return m.captured(1).toDouble() * scale;
}

void respondError(HttpConnection *connection, int code, const QString &type, const QString &message)
{
    connection->respond(
        code, compactJson({{u"status"_s, u"error"_s}, {u"errorType"_s, type}, {u"error"_s, message}}));
}

QString formatValue(double value)
{
    return QString::number(value, 'f', QLocale::FloatingPointShortest);
}

// One cAdvisor series: its labels, and how to read its value at an instant.
struct Series
{
    QHash<QString, QString> labels;
    QJsonObject pod; // empty for a node's root cgroup (id="/")
    QJsonObject container;
    QString node;
};
} // namespace

PrometheusApi::PrometheusApi(const ObjectStore *store, const MetricsApi *metrics)
    : m_store(store), m_metrics(metrics)
{
}

QJsonObject PrometheusApi::service()
{
    const QJsonObject labels{{u"app.kubernetes.io/name"_s, u"prometheus"_s},
                             {u"operated-prometheus"_s, u"true"_s}};
    return {
        {u"apiVersion"_s, u"v1"_s},
        {u"kind"_s, u"Service"_s},
        {u"metadata"_s,
         QJsonObject{{u"name"_s, serviceName}, {u"namespace"_s, serviceNamespace}, {u"labels"_s, labels}}},
        {u"spec"_s, QJsonObject{{u"clusterIP"_s, u"None"_s},
                                {u"clusterIPs"_s, QJsonArray{u"None"_s}},
                                {u"type"_s, u"ClusterIP"_s},
                                {u"selector"_s, QJsonObject{{u"app.kubernetes.io/name"_s, u"prometheus"_s}}},
                                {u"ports"_s, QJsonArray{QJsonObject{{u"name"_s, servicePortName},
                                                                    {u"port"_s, servicePort},
                                                                    {u"protocol"_s, u"TCP"_s},
                                                                    {u"targetPort"_s, servicePortName}}}}}},
        {u"status"_s, QJsonObject{{u"loadBalancer"_s, QJsonObject()}}}};
}

QJsonObject PrometheusApi::serviceNamespaceObject()
{
    return {{u"apiVersion"_s, u"v1"_s},
            {u"kind"_s, u"Namespace"_s},
            {u"metadata"_s,
             QJsonObject{{u"name"_s, serviceNamespace},
                         {u"labels"_s, QJsonObject{{u"kubernetes.io/metadata.name"_s, serviceNamespace}}}}},
            {u"spec"_s, QJsonObject{{u"finalizers"_s, QJsonArray{u"kubernetes"_s}}}},
            {u"status"_s, QJsonObject{{u"phase"_s, u"Active"_s}}}};
}

void PrometheusApi::serve(HttpConnection *connection, const HttpRequest &request, const QString &path) const
{
    const bool range = path == QLatin1String("/api/v1/query_range");
    if (!range && path != QLatin1String("/api/v1/query")) {
        connection->respond(404, "404 page not found\n", "text/plain; charset=utf-8");
        return;
    }
    if (request.method != "GET") {
        respondError(connection, 405, u"bad_data"_s, u"kubesim's Prometheus answers GET only"_s);
        return;
    }
    const QString text = request.param(u"query"_s);
    const std::optional<Query> query = parseQuery(text);
    if (!query) {
        respondError(
            connection, 400, u"bad_data"_s,
            u"invalid parameter \"query\": kubesim's Prometheus evaluates only "
            "sum(rate(container_cpu_usage_seconds_total{...}[RANGE])) and "
            "sum(container_memory_working_set_bytes{...}), optionally by (LABELS), not \"%1\""_s.arg(text));
        return;
    }
    double start = 0;
    double end = 0;
    double step = 1;
    if (range) {
        const auto parsedStart = parseTime(request.param(u"start"_s));
        const auto parsedEnd = parseTime(request.param(u"end"_s));
        const auto parsedStep = parseStep(request.param(u"step"_s));
        if (!parsedStart || !parsedEnd || !parsedStep) {
            const QString name = !parsedStart ? u"start"_s : !parsedEnd ? u"end"_s : u"step"_s;
            respondError(connection, 400, u"bad_data"_s,
                         u"invalid parameter \"%1\": cannot parse \"%2\" to a valid %3"_s.arg(
                             name, request.param(name),
                             name == QLatin1String("step") ? u"duration"_s : u"timestamp"_s));
            return;
        }
        start = *parsedStart;
        end = *parsedEnd;
        step = *parsedStep;
        if (end < start) {
            respondError(connection, 400, u"bad_data"_s,
                         u"invalid parameter \"end\": end timestamp must not be before start time"_s);
            return;
        }
        if (step <= 0) {
            respondError(connection, 400, u"bad_data"_s,
                         u"invalid parameter \"step\": zero or negative query resolution step widths are not "
                         "accepted. Try a positive integer"_s);
            return;
        }
        if ((end - start) / step > maxPointsPerSeries) {
            respondError(connection, 400, u"bad_data"_s,
                         u"exceeded maximum resolution of 11,000 points per timeseries. Try decreasing the "
                         "query resolution (?step=XX)"_s);
            return;
        }
    } else {
        const QString time = request.param(u"time"_s);
        const auto parsed = time.isEmpty()
                                ? std::optional<double>(double(QDateTime::currentMSecsSinceEpoch()) / 1000)
                                : parseTime(time);
        if (!parsed) {
            respondError(connection, 400, u"bad_data"_s,
                         u"invalid parameter \"time\": cannot parse \"%1\" to a valid timestamp"_s.arg(time));
            return;
        }
        start = end = *parsed;
    }

    // The series cAdvisor would have: one per running container, and each node's root cgroup.
    QList<Series> series;
    const auto selected = [&](const QHash<QString, QString> &labels) {
        for (const Matcher &matcher : query->matchers)
            if (!matcher.matches(labels.value(matcher.label)))
                return false;
        return true;
    };
    QHash<QString, QList<QJsonObject>> podsByNode;
    for (const StoredObject &stored : m_store->objects(ResourceType::builtin({}, u"pods"_s))) {
        const QJsonObject pod = stored.object();
        if (pod.value(u"status"_s).toObject().value(u"phase"_s).toString() != QLatin1String("Running"))
            continue;
        const QJsonObject metadata = pod.value(u"metadata"_s).toObject();
        const QJsonObject spec = pod.value(u"spec"_s).toObject();
        const QString node = spec.value(u"nodeName"_s).toString();
        podsByNode[node].append(pod);
        for (const QJsonValue &value : spec.value(u"containers"_s).toArray()) {
            const QJsonObject container = value.toObject();
            const QString ns = metadata.value(u"namespace"_s).toString();
            const QString name = metadata.value(u"name"_s).toString();
            const QString containerName = container.value(u"name"_s).toString();
            const QHash<QString, QString> labels{
                {u"__name__"_s, query->cpu ? cpuMetric : memoryMetric},
                {u"namespace"_s, ns},
                {u"pod"_s, name},
                {u"container"_s, containerName},
                {u"image"_s, container.value(u"image"_s).toString()},
                {u"node"_s, node},
                {u"id"_s, u"/kubepods/pod%1/%2"_s.arg(metadata.value(u"uid"_s).toString(), containerName)}};
            if (selected(labels))
                series.append({labels, pod, container, node});
        }
    }
    for (const StoredObject &stored : m_store->objects(ResourceType::builtin({}, u"nodes"_s))) {
        const QString node = stored.object().value(u"metadata"_s).toObject().value(u"name"_s).toString();
        const QHash<QString, QString> labels{
            {u"__name__"_s, query->cpu ? cpuMetric : memoryMetric}, {u"node"_s, node}, {u"id"_s, u"/"_s}};
        if (selected(labels))
            series.append({labels, {}, {}, node});
    }

    // sum ... by (LABELS): one output series per distinct value of the labels, in label order.
    QMap<QStringList, QList<const Series *>> groups;
    for (const Series &one : std::as_const(series)) {
        QStringList key;
        for (const QString &label : std::as_const(query->by))
            key.append(one.labels.value(label));
        groups[key].append(&one);
    }
    const auto valueAt = [&](const Series &one, const QDateTime &at) {
        if (!one.pod.isEmpty()) {
            const MetricsApi::Usage usage = m_metrics->containerUsageAt(one.pod, one.container, at);
            return query->cpu ? usage.cores : usage.bytes;
        }
        MetricsApi::Usage total = m_metrics->nodeOverheadAt(one.node, at);
        for (const QJsonObject &pod : podsByNode.value(one.node)) {
            for (const QJsonValue &value : pod.value(u"spec"_s).toObject().value(u"containers"_s).toArray()) {
                const MetricsApi::Usage usage = m_metrics->containerUsageAt(pod, value.toObject(), at);
                total.cores += usage.cores;
                total.bytes += usage.bytes;
            }
        }
        return query->cpu ? total.cores : total.bytes;
    };
    QJsonArray result;
    for (auto it = groups.constBegin(); it != groups.constEnd(); ++it) {
        QJsonObject metric;
        for (qsizetype i = 0; i < query->by.size(); ++i)
            if (!it.key().at(i).isEmpty())
                metric.insert(query->by.at(i), it.key().at(i));
        QJsonArray values;
        for (qint64 k = 0; start + double(k) * step <= end; ++k) {
            const double t = start + double(k) * step;
            const QDateTime at = QDateTime::fromMSecsSinceEpoch(qint64(std::llround(t * 1000)), Qt::UTC);
            double sum = 0;
            for (const Series *one : it.value())
                sum += valueAt(*one, at);
            values.append(QJsonArray{t, formatValue(sum)});
        }
        result.append(range ? QJsonObject{{u"metric"_s, metric}, {u"values"_s, values}}
                            : QJsonObject{{u"metric"_s, metric}, {u"value"_s, values.first()}});
    }
    connection->respond(
        200, compactJson({{u"status"_s, u"success"_s},
                          {u"data"_s, QJsonObject{{u"resultType"_s, range ? u"matrix"_s : u"vector"_s},
                                                  {u"result"_s, result}}}}));
}

} // namespace kube::sim
