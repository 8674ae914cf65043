// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "topcommand.h"
#include "flagerror.h"

#include "gosort.h"
#include "tableprinter.h"

#include "codec/metricsprotobuf.h"
#include "codec/protobufcodec.h"
#include "printers/builtinkinds.h"

#include <QJsonDocument>

#include <algorithm>

namespace {

using Nanos = __int128; // a quantity in billionths: memory in bytes × 10⁹ overflows 64 bits

constexpr Nanos nanosPerUnit = 1'000'000'000;
constexpr Nanos nanosPerMilli = 1'000'000;
constexpr qint64 bytesPerMi = 1024 * 1024;

// resource.Quantity's value, exactly: decimal mantissa, then a binary or decimal suffix or an exponent.
// Fractions finer than a nano round up, as Quantity's scaled values do.
Nanos parseNanos(const QString &text)
{
    qsizetype i = 0;
    bool negative = false;
    if (i < text.size() && (text[i] == u'-' || text[i] == u'+'))
        negative = text[i++] == u'-';
    Nanos mantissa = 0;
    int fractionDigits = 0;
    bool fraction = false;
    for (; i < text.size() && (text[i].isDigit() || text[i] == u'.'); ++i) {
        if (text[i] == u'.') {
            fraction = true;
            continue;
        }
        if (mantissa < Nanos(1) << 100) {
            mantissa = mantissa * 10 + text[i].digitValue();
            fractionDigits += fraction ? 1 : 0;
        }
    }
    const QString suffix = text.mid(i);
    Nanos multiplier = nanosPerUnit;
    int exponent = 0; // extra power of ten
    static const QHash<QString, int> binary = {{u"Ki"_qs, 10}, {u"Mi"_qs, 20}, {u"Gi"_qs, 30},
                                               {u"Ti"_qs, 40}, {u"Pi"_qs, 50}, {u"Ei"_qs, 60}};
    static const QHash<QString, int> decimal = {{u"n"_qs, -9}, {u"u"_qs, -6}, {u"m"_qs, -3}, {QString(), 0},
                                                {u"k"_qs, 3},  {u"M"_qs, 6},  {u"G"_qs, 9},  {u"T"_qs, 12},
                                                {u"P"_qs, 15}, {u"E"_qs, 18}};
    if (binary.contains(suffix))
        multiplier <<= binary.value(suffix);
    else if (decimal.contains(suffix))
        exponent = decimal.value(suffix);
    else if (suffix.startsWith(u'e') || suffix.startsWith(u'E'))
        exponent = suffix.mid(1).toInt();
    exponent -= fractionDigits;
    Nanos value = mantissa * multiplier;
    for (; exponent > 0; --exponent)
        value *= 10;
    for (; exponent < 0; ++exponent)
        value = value / 10 + (value % 10 != 0 ? 1 : 0);
    return negative ? -value : value;
}

qint64 milliValue(Nanos value) // rounded up, as Quantity.MilliValue
{
    return qint64(value / nanosPerMilli + (value % nanosPerMilli > 0 ? 1 : 0));
}

qint64 byteValue(Nanos value) // rounded up, as Quantity.Value
{
    return qint64(value / nanosPerUnit + (value % nanosPerUnit > 0 ? 1 : 0));
}

struct Usage
{
    Nanos cpu = 0;
    Nanos memory = 0;
};

Usage usageOf(const QJsonObject &usage)
{
    return {parseNanos(usage.value(u"cpu"_qs).toString()), parseNanos(usage.value(u"memory"_qs).toString())};
}

Usage podUsage(const QJsonObject &pod)
{
    Usage sum;
    for (const QJsonValue &container : pod.value(u"containers"_qs).toArray()) {
        const Usage usage = usageOf(container.toObject().value(u"usage"_qs).toObject());
        sum.cpu += usage.cpu;
        sum.memory += usage.memory;
    }
    return sum;
}

QString metaOf(const QJsonObject &object, const QString &field)
{
    return object.value(u"metadata"_qs).toObject().value(field).toString();
}

QString cpuCell(const Usage &usage)
{
    return QString::number(milliValue(usage.cpu)) + u'm';
}

QString memoryCell(const Usage &usage)
{
    return QString::number(byteValue(usage.memory) / bytesPerMi) + u"Mi"_qs;
}

// The order of kubectl's sorters: descending by usage for cpu (millicores) and memory (bytes), else by name.
bool usageBefore(const Usage &a, const Usage &b, const QString &sortBy)
{
    if (sortBy == QLatin1String("cpu"))
        return milliValue(a.cpu) > milliValue(b.cpu);
    return byteValue(a.memory) > byteValue(b.memory);
}

// Go's Duration.String for an age of at least a second ("1h2m3.5s"), to the millisecond kubesim's times
// carry.
QString goDuration(qint64 ms)
{
    const qint64 hours = ms / 3'600'000, minutes = ms / 60'000 % 60;
    QString seconds = QString::number(ms % 60'000 / 1000);
    if (ms % 1000 != 0)
        seconds += u'.' + QString::number(ms % 1000).rightJustified(3, u'0');
    while (seconds.contains(u'.') && seconds.endsWith(u'0'))
        seconds.chop(1);
    QString out;
    if (hours > 0)
        out += QString::number(hours) + u'h';
    if (hours > 0 || minutes > 0)
        out += QString::number(minutes) + u'm';
    return out + seconds + u's';
}

} // namespace

void TopCommand::addFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
}

void TopCommand::addNodeFlags(FlagSet &flags)
{
    addSharedFlags(flags);
    flags.addBool(u"show-capacity"_qs, {}, false, u"Show the nodes' capacity beside their usage"_qs);
}

void TopCommand::addPodFlags(FlagSet &flags)
{
    addSharedFlags(flags);
    flags.addString(u"field-selector"_qs, {}, {}, u"Field selector (status.phase=Running)"_qs);
    flags.addBool(u"containers"_qs, {}, false, u"One line per container"_qs);
    flags.addBool(u"sum"_qs, {}, false, u"Print a line with the sums"_qs);
}

void TopCommand::addSharedFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addString(u"selector"_qs, QLatin1Char('l'), {}, u"Label selector (app=web,tier!=db)"_qs);
    flags.addString(u"sort-by"_qs, {}, {}, u"Sort by cpu or memory"_qs);
    flags.addBool(u"no-headers"_qs, {}, false, u"Print no header line"_qs);
    flags.addBool(u"use-protocol-buffers"_qs, {}, true, u"Accepted for kubectl's command lines"_qs);
}

TopCommand::TopCommand(const Invocation &invocation, QObject *parent) : VerbCommand(invocation, parent)
{
}

bool TopCommand::validate(QString *error)
{
    const QString what = verb() == QLatin1String("top") ? args().value(0) : verb().section(u' ', 1);
    // `top pod` and `top node`: the kind's singular.
    m_pods = what == QString::fromLatin1(kube::BuiltinKinds::pods.kind).toLower();
    if (what.isEmpty()) {
        // kubectl top alone prints its help on stderr and fails.
        *error =
            u"Display resource (CPU/memory) usage.\n"
            "\n"
            " The top command allows you to see the resource consumption for nodes or pods.\n"
            "\n"
            " This command requires Metrics Server to be correctly configured and working on the server.\n"
            "\n"
            "Available Commands:\n"
            "  node          Display resource (CPU/memory) usage of nodes\n"
            "  pod           Display resource (CPU/memory) usage of pods\n"
            "\n"
            "Usage:\n"
            "  %1 top [flags] [options]\n"
            "\n"
            "Use \"%1 top <command> --help\" for more information about a given command.\n"
            "Use \"%1 options\" for a list of global command-line options (applies to all commands)."_qs.arg(
                FlagError::program());
        return false;
    }
    if (verb() == QLatin1String("top")) {
        *error = u"error: unknown command \"%1\"\n"_qs.arg(what) + FlagError::seeHelp(u"top"_qs);
        return false;
    }
    if (args().size() > 1) {
        *error = (m_pods ? u"error: pod [NAME | -l label]"_qs : u"error: node [NAME | -l label]"_qs) +
                 u"\n"_qs + FlagError::seeHelp(u"top "_qs + what);
        return false;
    }
    const QString sortBy = value(u"sort-by"_qs);
    if (!sortBy.isEmpty() && sortBy != QLatin1String("cpu") && sortBy != QLatin1String("memory")) {
        *error = u"error: --sort-by accepts only cpu or memory"_qs;
        return false;
    }
    const bool selector =
        !value(u"selector"_qs).isEmpty() || (m_pods && !value(u"field-selector"_qs).isEmpty());
    if (!args().isEmpty() && selector) {
        *error = m_pods ? u"error: only one of NAME or selector can be provided"_qs
                        : u"error: only one of NAME or --selector can be provided"_qs;
        return false;
    }
    return true;
}

void TopCommand::failRequest(const kube::Response &response, const QString &resource)
{
    // The aggregator's 503 has a plain-text body; client-go words such an answer by its code and the request.
    if (response.httpStatus == 503 && !response.contentType.contains("json")) {
        fail(u"Error from server (ServiceUnavailable): the server is currently unable to handle the request "
             "(get %1.metrics.k8s.io)"_qs.arg(resource));
        return;
    }
    fail(kubectlErrorMessage(response.error));
}

void TopCommand::start()
{
    send(kube::Request::get().absolutePath(u"/apis"_qs), [this](const kube::Response &groups) {
        if (!groups.ok()) {
            fail(groups.httpStatus == 403 ? discoveryFailureMessage(groups.error, DiscoveryUse::ServerGroups)
                                          : kubectlErrorMessage(groups.error));
            return;
        }
        bool available = false;
        for (const QJsonValue &group : objectOf(groups).value(u"groups"_qs).toArray()) {
            if (group.toObject().value(u"name"_qs).toString() != QLatin1String("metrics.k8s.io"))
                continue;
            for (const QJsonValue &version : group.toObject().value(u"versions"_qs).toArray())
                available |= version.toObject().value(u"version"_qs).toString() == QLatin1String("v1beta1");
        }
        if (!available) {
            fail(u"error: Metrics API not available"_qs);
            return;
        }
        QString path = u"/apis/metrics.k8s.io/v1beta1/"_qs;
        if (m_pods && !allNamespaces())
            path += u"namespaces/"_qs + namespaceName() + u'/';
        path +=
            QLatin1String(m_pods ? kube::BuiltinKinds::pods.resource : kube::BuiltinKinds::nodes.resource);
        const QString name = args().value(0);
        kube::Request request = kube::Request::get().absolutePath(name.isEmpty() ? path : path + u'/' + name);
        if (name.isEmpty()) {
            request.labelSelector(value(u"selector"_qs));
            if (m_pods)
                request.fieldSelector(value(u"field-selector"_qs));
        }
        // kubectl's Accept with --use-protocol-buffers: protobuf, or whatever the server has.
        if (flag(u"--use-protocol-buffers"_qs))
            request.accept(QByteArray(kube::protobufMediaType) + ", */*");
        send(request, [this, name](const kube::Response &response) {
            if (!response.ok()) {
                failRequest(response, QLatin1String(m_pods ? kube::BuiltinKinds::pods.resource
                                                           : kube::BuiltinKinds::nodes.resource));
                return;
            }
            QJsonObject body;
            if (kube::isProtobufContentType(response.contentType)) {
                auto decoded = kube::metricsProtobufToJson(response.body);
                if (!decoded) {
                    fail(u"error: "_qs + decoded.error().message());
                    return;
                }
                body = decoded.value();
            } else {
                body = objectOf(response);
            }
            metricsListed(name.isEmpty() ? body.value(u"items"_qs).toArray() : QJsonArray{body});
        });
    });
}

void TopCommand::metricsListed(const QJsonArray &items)
{
    if (m_pods) {
        if (items.isEmpty())
            explainEmpty();
        else
            printPods(items);
        return;
    }
    if (items.isEmpty()) {
        fail(u"error: metrics not available yet"_qs);
        return;
    }
    const QString name = args().value(0);
    kube::Request request =
        kube::Request::get().absolutePath(name.isEmpty() ? u"/api/v1/nodes"_qs : u"/api/v1/nodes/"_qs + name);
    if (name.isEmpty())
        request.labelSelector(value(u"selector"_qs));
    send(request, [this, items, name](const kube::Response &response) {
        if (!response.ok()) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        const QJsonObject body = objectOf(response);
        const QString field = flag(u"show-capacity"_qs) ? u"capacity"_qs : u"allocatable"_qs;
        QHash<QString, QJsonObject> available;
        for (const QJsonValue &node : name.isEmpty() ? body.value(u"items"_qs).toArray() : QJsonArray{body})
            available.insert(metaOf(node.toObject(), u"name"_qs),
                             node.toObject().value(u"status"_qs).toObject().value(field).toObject());
        printNodes(items, available);
    });
}

void TopCommand::explainEmpty()
{
    // kubectl looks at the pods of the current namespace (even with -A): none, or none older than the metrics
    // pipeline's delay, and the empty answer is normal.
    const QString name = args().value(0);
    const QString path = u"/api/v1/namespaces/"_qs + namespaceName() + u"/pods"_qs;
    kube::Request request = kube::Request::get().absolutePath(name.isEmpty() ? path : path + u'/' + name);
    if (name.isEmpty())
        request.labelSelector(value(u"selector"_qs)).fieldSelector(value(u"field-selector"_qs));
    send(request, [this, name](const kube::Response &response) {
        if (!response.ok()) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        const QJsonObject body = objectOf(response);
        const QJsonArray pods = name.isEmpty() ? body.value(u"items"_qs).toArray() : QJsonArray{body};
        constexpr qint64 metricsCreationDelaySeconds = 120; // kubectl's metricsCreationDelay
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (const QJsonValue &pod : pods) {
            const QDateTime created =
                QDateTime::fromString(metaOf(pod.toObject(), u"creationTimestamp"_qs), Qt::ISODate);
            const qint64 ageMs = created.msecsTo(now);
            if (ageMs > metricsCreationDelaySeconds * 1000) {
                fail(u"error: Metrics not available for pod %1/%2, age: %3"_qs.arg(
                    metaOf(pod.toObject(), u"namespace"_qs), metaOf(pod.toObject(), u"name"_qs),
                    goDuration(ageMs)));
                return;
            }
        }
        if (!pods.isEmpty()) {
            fail(u"error: metrics not available yet"_qs);
            return;
        }
        writeErr(allNamespaces() ? u"No resources found\n"_qs
                                 : u"No resources found in %1 namespace.\n"_qs.arg(namespaceName()));
        finish(0);
    });
}

void TopCommand::printPods(QJsonArray items)
{
    const QString sortBy = value(u"sort-by"_qs);
    const bool withNamespace = allNamespaces();
    const bool containers = flag(u"containers"_qs);
    QList<QJsonObject> pods;
    for (const QJsonValue &item : items)
        pods.append(item.toObject());
    goSort(pods, [&](const QJsonObject &a, const QJsonObject &b) {
        if (!sortBy.isEmpty())
            return usageBefore(podUsage(a), podUsage(b), sortBy);
        if (withNamespace && metaOf(a, u"namespace"_qs) != metaOf(b, u"namespace"_qs))
            return metaOf(a, u"namespace"_qs) < metaOf(b, u"namespace"_qs);
        return metaOf(a, u"name"_qs) < metaOf(b, u"name"_qs);
    });
    TablePrinter table;
    // Every cell ends in a tab in kubectl's tabwriter, so the last column is padded too: an empty last cell.
    int columns = 3;
    if (!flag(u"no-headers"_qs)) {
        QStringList header;
        if (withNamespace)
            header << u"NAMESPACE"_qs;
        if (containers)
            header << u"POD"_qs;
        header << u"NAME"_qs << u"CPU(cores)"_qs << u"MEMORY(bytes)"_qs << QString();
        columns = int(header.size()) - 1;
        table.addRow(header);
    }
    Usage total;
    for (const QJsonObject &pod : std::as_const(pods)) {
        const Usage usage = podUsage(pod);
        total.cpu += usage.cpu;
        total.memory += usage.memory;
        QStringList prefix;
        if (withNamespace)
            prefix << metaOf(pod, u"namespace"_qs);
        if (!containers) {
            table.addRow(prefix +
                         QStringList{metaOf(pod, u"name"_qs), cpuCell(usage), memoryCell(usage), QString()});
            continue;
        }
        QList<QJsonObject> list;
        for (const QJsonValue &container : pod.value(u"containers"_qs).toArray())
            list.append(container.toObject());
        goSort(list, [&](const QJsonObject &a, const QJsonObject &b) {
            if (!sortBy.isEmpty())
                return usageBefore(usageOf(a.value(u"usage"_qs).toObject()),
                                   usageOf(b.value(u"usage"_qs).toObject()), sortBy);
            return a.value(u"name"_qs).toString() < b.value(u"name"_qs).toString();
        });
        for (const QJsonObject &container : std::as_const(list)) {
            const Usage containerUsage = usageOf(container.value(u"usage"_qs).toObject());
            table.addRow(prefix + QStringList{metaOf(pod, u"name"_qs), container.value(u"name"_qs).toString(),
                                              cpuCell(containerUsage), memoryCell(containerUsage),
                                              QString()});
        }
    }
    // kubectl's --sum counts the header's columns even under --no-headers: without the header only NAME, CPU,
    // MEM.
    if (flag(u"sum"_qs)) {
        QStringList rule(std::max(0, columns - 2), QString());
        table.addRow(rule << u"________"_qs << u"________"_qs << QString());
        QStringList sum(std::max(0, columns - 3), QString());
        table.addRow(sum << QString() << cpuCell(total) << memoryCell(total) << QString());
    }
    writeOut(table.toString());
    finish(0);
}

void TopCommand::printNodes(QJsonArray items, const QHash<QString, QJsonObject> &available)
{
    const QString sortBy = value(u"sort-by"_qs);
    QList<QJsonObject> nodes;
    for (const QJsonValue &item : items)
        nodes.append(item.toObject());
    goSort(nodes, [&](const QJsonObject &a, const QJsonObject &b) {
        if (!sortBy.isEmpty())
            return usageBefore(usageOf(a.value(u"usage"_qs).toObject()),
                               usageOf(b.value(u"usage"_qs).toObject()), sortBy);
        return metaOf(a, u"name"_qs) < metaOf(b, u"name"_qs);
    });
    TablePrinter table;
    if (!flag(u"no-headers"_qs))
        table.addRow(
            {u"NAME"_qs, u"CPU(cores)"_qs, u"CPU(%)"_qs, u"MEMORY(bytes)"_qs, u"MEMORY(%)"_qs, QString()});
    QHash<QString, QJsonObject> remaining = available;
    for (const QJsonObject &node : std::as_const(nodes)) {
        const QString name = metaOf(node, u"name"_qs);
        const Usage usage = usageOf(node.value(u"usage"_qs).toObject());
        QStringList row{name, cpuCell(usage)};
        const QJsonObject capacity = available.value(name);
        const auto percent = [&](const QString &resource, Nanos used) {
            if (!capacity.contains(resource))
                return;
            const Nanos total = parseNanos(capacity.value(resource).toString());
            const qint64 totalMilli = milliValue(total);
            const double fraction = totalMilli == 0 ? 0 : double(milliValue(used)) / double(totalMilli) * 100;
            row << QString::number(qint64(fraction)) + u'%';
        };
        percent(u"cpu"_qs, usage.cpu);
        row << memoryCell(usage);
        percent(u"memory"_qs, usage.memory);
        row << QString();
        table.addRow(row);
        remaining.remove(name);
    }
    QStringList missing = remaining.keys();
    missing.sort();
    for (const QString &name : std::as_const(missing))
        table.addRow({name, u"<unknown>"_qs, u"<unknown>"_qs, u"<unknown>"_qs, u"<unknown>"_qs, QString()});
    writeOut(table.toString());
    finish(0);
}
