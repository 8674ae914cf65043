// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podtemplatewriter.h"
#include "printers/quantity.h"

#include <algorithm>

namespace kube {

namespace {

using W = DescribeWriter;

// Go's %v of a *bool: kubectl prints the pointer itself, so only an absent one prints the same everywhere.
QString optionalBool(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isBool() ? goValue(value) : QStringLiteral("<nil>");
}

QString trueFalse(bool value)
{
    return value ? QStringLiteral("True") : QStringLiteral("False");
}

QString ports(const QJsonArray &list, const char *field)
{
    QStringList parts;
    for (const QJsonValue &port : list) {
        const QJsonObject p = port.toObject();
        const QString protocol =
            p.contains(QLatin1String("protocol")) ? jsonString(p, "protocol") : QStringLiteral("TCP");
        parts.append(QStringLiteral("%1/%2").arg(p.value(QLatin1String(field)).toInteger()).arg(protocol));
    }
    return parts.join(QStringLiteral(", "));
}

QString intOrString(const QJsonValue &value)
{
    return value.isString() ? value.toString() : QString::number(value.toInteger());
}

QString probe(const QJsonObject &p)
{
    const auto number = [&](const char *key, qint64 fallback) {
        return p.contains(QLatin1String(key)) ? p.value(QLatin1String(key)).toInteger() : fallback;
    };
    const QString attributes = QStringLiteral("delay=%1s timeout=%2s period=%3s #success=%4 #failure=%5")
                                   .arg(number("initialDelaySeconds", 0))
                                   .arg(number("timeoutSeconds", 0))
                                   .arg(number("periodSeconds", 0))
                                   .arg(number("successThreshold", 0))
                                   .arg(number("failureThreshold", 0));
    if (p.contains(QLatin1String("exec"))) {
        QStringList command;
        for (const QJsonValue &c : jsonObject(p, "exec").value(QLatin1String("command")).toArray())
            command.append(c.toString());
        return QStringLiteral("exec [%1] %2").arg(command.join(QLatin1Char(' ')), attributes);
    }
    if (p.contains(QLatin1String("httpGet"))) {
        const QJsonObject get = jsonObject(p, "httpGet");
        const QString port = intOrString(get.value(QLatin1String("port")));
        QString host = jsonString(get, "host");
        if (host.contains(QLatin1Char(':')))
            host = QLatin1Char('[') + host + QLatin1Char(']');
        return QStringLiteral("http-get %1://%2:%3%4 %5")
            .arg(jsonString(get, "scheme").isEmpty() ? QStringLiteral("http")
                                                     : jsonString(get, "scheme").toLower(),
                 host, port, jsonString(get, "path"), attributes);
    }
    if (p.contains(QLatin1String("tcpSocket"))) {
        const QJsonObject tcp = jsonObject(p, "tcpSocket");
        return QStringLiteral("tcp-socket %1:%2 %3")
            .arg(jsonString(tcp, "host"), intOrString(tcp.value(QLatin1String("port"))), attributes);
    }
    if (p.contains(QLatin1String("grpc"))) {
        const QJsonObject grpc = jsonObject(p, "grpc");
        return QStringLiteral("grpc <pod>:%1 %2 %3")
            .arg(grpc.value(QLatin1String("port")).toInteger())
            .arg(jsonString(grpc, "service"), attributes);
    }
    return QStringLiteral("unknown ") + attributes;
}

void resources(W &writer, const QJsonObject &requirements, int level)
{
    for (const char *kind : {"limits", "requests"}) {
        const QJsonObject list = jsonObject(requirements, kind);
        if (list.isEmpty())
            continue;
        writer.write(level, kind == std::string_view("limits") ? QStringLiteral("Limits:\n")
                                                               : QStringLiteral("Requests:\n"));
        for (auto it = list.begin(); it != list.end(); ++it) // sorted names, as SortedResourceNames
            writer.write(level + 1, QStringLiteral("%1:\t%2\n").arg(it.key(), goValue(it.value())));
    }
}

void state(W &writer, const QString &title, const QJsonObject &s)
{
    if (s.contains(QLatin1String("running"))) {
        writer.write(W::level2, title + QStringLiteral(":\tRunning\n"));
        writer.write(W::level3,
                     QStringLiteral("Started:\t%1\n")
                         .arg(writer.timestamp(jsonString(jsonObject(s, "running"), "startedAt"))));
    } else if (s.contains(QLatin1String("waiting"))) {
        writer.write(W::level2, title + QStringLiteral(":\tWaiting\n"));
        if (const QString reason = jsonString(jsonObject(s, "waiting"), "reason"); !reason.isEmpty())
            writer.write(W::level3, QStringLiteral("Reason:\t%1\n").arg(reason));
    } else if (s.contains(QLatin1String("terminated"))) {
        const QJsonObject t = jsonObject(s, "terminated");
        writer.write(W::level2, title + QStringLiteral(":\tTerminated\n"));
        if (!jsonString(t, "reason").isEmpty())
            writer.write(W::level3, QStringLiteral("Reason:\t%1\n").arg(jsonString(t, "reason")));
        if (!jsonString(t, "message").isEmpty())
            writer.write(W::level3, QStringLiteral("Message:\t%1\n").arg(jsonString(t, "message")));
        writer.write(W::level3,
                     QStringLiteral("Exit Code:\t%1\n").arg(t.value(QLatin1String("exitCode")).toInteger()));
        if (t.value(QLatin1String("signal")).toInteger() > 0)
            writer.write(W::level3,
                         QStringLiteral("Signal:\t%1\n").arg(t.value(QLatin1String("signal")).toInteger()));
        writer.write(W::level3,
                     QStringLiteral("Started:\t%1\n").arg(writer.timestamp(jsonString(t, "startedAt"))));
        writer.write(W::level3,
                     QStringLiteral("Finished:\t%1\n").arg(writer.timestamp(jsonString(t, "finishedAt"))));
    } else {
        writer.write(W::level2, title + QStringLiteral(":\tWaiting\n"));
    }
}

// The value of a fieldRef environment variable, read from the pod (kubectl's EnvValueRetriever).
QString fieldValue(const QJsonObject &pod, const QString &path)
{
    const QJsonObject metadata = jsonObject(pod, "metadata");
    static const QString labelsPrefix = QStringLiteral("metadata.labels['"),
                         annotationsPrefix = QStringLiteral("metadata.annotations['");
    if (path.startsWith(labelsPrefix) && path.endsWith(QLatin1String("']")))
        return jsonString(jsonObject(metadata, "labels"),
                          path.mid(labelsPrefix.size()).chopped(2).toUtf8().constData());
    if (path.startsWith(annotationsPrefix) && path.endsWith(QLatin1String("']")))
        return jsonString(jsonObject(metadata, "annotations"),
                          path.mid(annotationsPrefix.size()).chopped(2).toUtf8().constData());
    if (path == QLatin1String("metadata.name"))
        return jsonString(metadata, "name");
    if (path == QLatin1String("metadata.namespace"))
        return jsonString(metadata, "namespace");
    if (path == QLatin1String("metadata.uid"))
        return jsonString(metadata, "uid");
    if (path == QLatin1String("spec.nodeName"))
        return jsonString(jsonObject(pod, "spec"), "nodeName");
    if (path == QLatin1String("spec.serviceAccountName"))
        return jsonString(jsonObject(pod, "spec"), "serviceAccountName");
    if (path == QLatin1String("status.hostIP"))
        return jsonString(jsonObject(pod, "status"), "hostIP");
    if (path == QLatin1String("status.podIP"))
        return jsonString(jsonObject(pod, "status"), "podIP");
    if (path == QLatin1String("status.podIPs") || path == QLatin1String("status.hostIPs")) {
        QStringList ips;
        for (const QJsonValue &ip : jsonObject(pod, "status").value(path.mid(7)).toArray())
            ips.append(jsonString(ip.toObject(), "ip"));
        return ips.join(QLatin1Char(','));
    }
    return {};
}

// A resourceFieldRef's value: the container's request or limit in units of the divisor, rounded up.
QString resourceValue(const QJsonObject &container, const QJsonObject &ref)
{
    const QString resource = jsonString(ref, "resource");
    const qsizetype dot = resource.indexOf(QLatin1Char('.'));
    const auto quantity = Quantity::parse(
        goValue(jsonObject(jsonObject(container, "resources"), resource.left(dot).toUtf8().constData())
                    .value(resource.mid(dot + 1))));
    const auto divisor =
        Quantity::parse(ref.contains(QLatin1String("divisor")) ? goValue(ref.value(QLatin1String("divisor")))
                                                               : QStringLiteral("1"));
    if (!quantity || !divisor || divisor->isZero())
        return QStringLiteral("0");
    const qint64 n = quantity->milliValue(), d = divisor->milliValue();
    return QString::number((n + d - 1) / d);
}

void environment(W &writer, const QJsonObject &container, const QJsonObject &pod)
{
    const QJsonArray envFrom = container.value(QLatin1String("envFrom")).toArray();
    if (!envFrom.isEmpty()) {
        writer.write(W::level2, QStringLiteral("Environment Variables from:\n"));
        for (const QJsonValue &value : envFrom) {
            const QJsonObject e = value.toObject();
            const bool configMap = e.contains(QLatin1String("configMapRef"));
            const QJsonObject ref = jsonObject(e, configMap ? "configMapRef" : "secretRef");
            const QString from = configMap                                ? QStringLiteral("ConfigMap")
                                 : e.contains(QLatin1String("secretRef")) ? QStringLiteral("Secret")
                                                                          : QString();
            const QString optional = ref.value(QLatin1String("optional")).toBool() ? QStringLiteral("true")
                                                                                   : QStringLiteral("false");
            if (jsonString(e, "prefix").isEmpty())
                writer.write(
                    W::level3,
                    QStringLiteral("%1\t%2\tOptional: %3\n").arg(jsonString(ref, "name"), from, optional));
            else
                writer.write(W::level3,
                             QStringLiteral("%1\t%2 with prefix '%3'\tOptional: %4\n")
                                 .arg(jsonString(ref, "name"), from, jsonString(e, "prefix"), optional));
        }
    }
    const QJsonArray env = container.value(QLatin1String("env")).toArray();
    writer.write(W::level2,
                 env.isEmpty() ? QStringLiteral("Environment:\t<none>\n") : QStringLiteral("Environment:\n"));
    for (const QJsonValue &value : env) {
        const QJsonObject e = value.toObject();
        const QString name = jsonString(e, "name");
        if (!e.contains(QLatin1String("valueFrom"))) {
            const QStringList lines = jsonString(e, "value").split(QLatin1Char('\n'));
            for (qsizetype i = 0; i < lines.size(); ++i)
                writer.write(W::level3, i == 0 ? QStringLiteral("%1:\t%2\n").arg(name, lines.at(i))
                                               : QStringLiteral("\t%1\n").arg(lines.at(i)));
            continue;
        }
        const QJsonObject from = jsonObject(e, "valueFrom");
        if (from.contains(QLatin1String("fieldRef"))) {
            const QJsonObject ref = jsonObject(from, "fieldRef");
            writer.write(W::level3,
                         QStringLiteral("%1:\t%2 (%3:%4)\n")
                             .arg(name,
                                  pod.isEmpty() ? QString() : fieldValue(pod, jsonString(ref, "fieldPath")),
                                  jsonString(ref, "apiVersion"), jsonString(ref, "fieldPath")));
        } else if (from.contains(QLatin1String("resourceFieldRef"))) {
            const QJsonObject ref = jsonObject(from, "resourceFieldRef");
            const QString resource = jsonString(ref, "resource");
            QString v = resourceValue(container, ref);
            if (v == QLatin1String("0") &&
                (resource == QLatin1String("limits.cpu") || resource == QLatin1String("limits.memory")))
                v = QStringLiteral("node allocatable");
            writer.write(W::level3, QStringLiteral("%1:\t%2 (%3)\n").arg(name, v, resource));
        } else if (from.contains(QLatin1String("secretKeyRef"))) {
            const QJsonObject ref = jsonObject(from, "secretKeyRef");
            writer.write(W::level3,
                         QStringLiteral("%1:\t<set to the key '%2' in secret '%3'>\tOptional: %4\n")
                             .arg(name, jsonString(ref, "key"), jsonString(ref, "name"),
                                  ref.value(QLatin1String("optional")).toBool() ? QStringLiteral("true")
                                                                                : QStringLiteral("false")));
        } else if (from.contains(QLatin1String("configMapKeyRef"))) {
            const QJsonObject ref = jsonObject(from, "configMapKeyRef");
            writer.write(W::level3,
                         QStringLiteral("%1:\t<set to the key '%2' of config map '%3'>\tOptional: %4\n")
                             .arg(name, jsonString(ref, "key"), jsonString(ref, "name"),
                                  ref.value(QLatin1String("optional")).toBool() ? QStringLiteral("true")
                                                                                : QStringLiteral("false")));
        }
    }
}

void mounts(W &writer, const QJsonObject &container)
{
    QList<QJsonObject> list;
    for (const QJsonValue &m : container.value(QLatin1String("volumeMounts")).toArray())
        list.append(m.toObject());
    writer.write(W::level2,
                 list.isEmpty() ? QStringLiteral("Mounts:\t<none>\n") : QStringLiteral("Mounts:\n"));
    std::stable_sort(list.begin(), list.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return jsonString(a, "mountPath") < jsonString(b, "mountPath");
    });
    for (const QJsonObject &m : std::as_const(list)) {
        QStringList flags{m.value(QLatin1String("readOnly")).toBool() ? QStringLiteral("ro")
                                                                      : QStringLiteral("rw")};
        if (!jsonString(m, "subPath").isEmpty())
            flags.append(QStringLiteral("path=\"%1\"").arg(jsonString(m, "subPath")));
        writer.write(W::level3, QStringLiteral("%1 from %2 (%3)\n")
                                    .arg(jsonString(m, "mountPath"), jsonString(m, "name"),
                                         flags.join(QLatin1Char(','))));
    }
    QList<QJsonObject> devices;
    for (const QJsonValue &d : container.value(QLatin1String("volumeDevices")).toArray())
        devices.append(d.toObject());
    if (devices.isEmpty())
        return;
    writer.write(W::level2,
                 list.isEmpty() ? QStringLiteral("Devices:\t<none>\n") : QStringLiteral("Devices:\n"));
    std::stable_sort(devices.begin(), devices.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return jsonString(a, "devicePath") < jsonString(b, "devicePath");
    });
    for (const QJsonObject &d : std::as_const(devices))
        writer.write(W::level3,
                     QStringLiteral("%1 from %2\n").arg(jsonString(d, "devicePath"), jsonString(d, "name")));
}

void volumeSource(W &writer, const QJsonObject &v)
{
    if (v.contains(QLatin1String("hostPath"))) {
        const QJsonObject h = jsonObject(v, "hostPath");
        writer.write(
            W::level2,
            QStringLiteral(
                "Type:\tHostPath (bare host directory volume)\n    Path:\t%1\n    HostPathType:\t%2\n")
                .arg(jsonString(h, "path"),
                     h.contains(QLatin1String("type")) ? jsonString(h, "type") : QStringLiteral("<none>")));
    } else if (v.contains(QLatin1String("emptyDir"))) {
        const QJsonObject e = jsonObject(v, "emptyDir");
        const auto limit = Quantity::parse(goValue(e.value(QLatin1String("sizeLimit"))));
        writer.write(W::level2, QStringLiteral("Type:\tEmptyDir (a temporary directory that shares a pod's "
                                               "lifetime)\n    Medium:\t%1\n    SizeLimit:\t%2\n")
                                    .arg(jsonString(e, "medium"), limit && limit->milliValue() > 0
                                                                      ? limit->toString()
                                                                      : QStringLiteral("<unset>")));
    } else if (v.contains(QLatin1String("secret"))) {
        const QJsonObject s = jsonObject(v, "secret");
        writer.write(
            W::level2,
            QStringLiteral(
                "Type:\tSecret (a volume populated by a Secret)\n    SecretName:\t%1\n    Optional:\t%2\n")
                .arg(jsonString(s, "secretName"), s.value(QLatin1String("optional")).toBool()
                                                      ? QStringLiteral("true")
                                                      : QStringLiteral("false")));
    } else if (v.contains(QLatin1String("configMap"))) {
        const QJsonObject c = jsonObject(v, "configMap");
        writer.write(
            W::level2,
            QStringLiteral(
                "Type:\tConfigMap (a volume populated by a ConfigMap)\n    Name:\t%1\n    Optional:\t%2\n")
                .arg(jsonString(c, "name"), c.value(QLatin1String("optional")).toBool()
                                                ? QStringLiteral("true")
                                                : QStringLiteral("false")));
    } else if (v.contains(QLatin1String("persistentVolumeClaim"))) {
        const QJsonObject c = jsonObject(v, "persistentVolumeClaim");
        writer.write(W::level2,
                     QStringLiteral("Type:\tPersistentVolumeClaim (a reference to a PersistentVolumeClaim in "
                                    "the same namespace)\n    ClaimName:\t%1\n    ReadOnly:\t%2\n")
                         .arg(jsonString(c, "claimName"), c.value(QLatin1String("readOnly")).toBool()
                                                              ? QStringLiteral("true")
                                                              : QStringLiteral("false")));
    } else if (v.contains(QLatin1String("downwardAPI"))) {
        writer.write(
            W::level2,
            QStringLiteral(
                "Type:\tDownwardAPI (a volume populated by information about the pod)\n    Items:\n"));
        for (const QJsonValue &item : jsonObject(v, "downwardAPI").value(QLatin1String("items")).toArray()) {
            const QJsonObject i = item.toObject();
            if (i.contains(QLatin1String("fieldRef")))
                writer.write(W::level3, QStringLiteral("%1 -> %2\n")
                                            .arg(jsonString(jsonObject(i, "fieldRef"), "fieldPath"),
                                                 jsonString(i, "path")));
            if (i.contains(QLatin1String("resourceFieldRef")))
                writer.write(W::level3, QStringLiteral("%1 -> %2\n")
                                            .arg(jsonString(jsonObject(i, "resourceFieldRef"), "resource"),
                                                 jsonString(i, "path")));
        }
    } else if (v.contains(QLatin1String("projected"))) {
        writer.write(W::level2,
                     QStringLiteral(
                         "Type:\tProjected (a volume that contains injected data from multiple sources)\n"));
        for (const QJsonValue &source :
             jsonObject(v, "projected").value(QLatin1String("sources")).toArray()) {
            const QJsonObject s = source.toObject();
            if (s.contains(QLatin1String("secret")))
                writer.write(W::level2, QStringLiteral("SecretName:\t%1\n    SecretOptionalName:\t%2\n")
                                            .arg(jsonString(jsonObject(s, "secret"), "name"),
                                                 optionalBool(jsonObject(s, "secret"), "optional")));
            else if (s.contains(QLatin1String("downwardAPI")))
                writer.write(W::level2, QStringLiteral("DownwardAPI:\ttrue\n"));
            else if (s.contains(QLatin1String("configMap")))
                writer.write(W::level2, QStringLiteral("ConfigMapName:\t%1\n    ConfigMapOptional:\t%2\n")
                                            .arg(jsonString(jsonObject(s, "configMap"), "name"),
                                                 optionalBool(jsonObject(s, "configMap"), "optional")));
            else if (s.contains(QLatin1String("serviceAccountToken")))
                writer.write(W::level2, QStringLiteral("TokenExpirationSeconds:\t%1\n")
                                            .arg(jsonObject(s, "serviceAccountToken")
                                                     .value(QLatin1String("expirationSeconds"))
                                                     .toInteger()));
        }
    } else if (v.contains(QLatin1String("nfs"))) {
        const QJsonObject n = jsonObject(v, "nfs");
        writer.write(W::level2,
                     QStringLiteral("Type:\tNFS (an NFS mount that lasts the lifetime of a pod)\n    "
                                    "Server:\t%1\n    Path:\t%2\n    ReadOnly:\t%3\n")
                         .arg(jsonString(n, "server"), jsonString(n, "path"),
                              n.value(QLatin1String("readOnly")).toBool() ? QStringLiteral("true")
                                                                          : QStringLiteral("false")));
    } else if (v.contains(QLatin1String("csi"))) {
        const QJsonObject c = jsonObject(v, "csi");
        writer.write(W::level2,
                     QStringLiteral("Type:\tCSI (a Container Storage Interface (CSI) volume source)\n    "
                                    "Driver:\t%1\n    FSType:\t%2\n    ReadOnly:\t%3\n")
                         .arg(jsonString(c, "driver"), jsonString(c, "fsType"),
                              c.value(QLatin1String("readOnly")).toBool() ? QStringLiteral("true")
                                                                          : QStringLiteral("false")));
        QStringList attributes;
        const QJsonObject a = jsonObject(c, "volumeAttributes");
        writer.write(W::level0, QStringLiteral("    VolumeAttributes:\t"));
        if (a.isEmpty()) {
            writer.write(W::level0, QStringLiteral("<none>\n"));
        } else {
            bool first = true;
            for (auto it = a.begin(); it != a.end(); ++it, first = false)
                writer.write(W::level0, (first ? QString() : QStringLiteral("    \t")) +
                                            QStringLiteral("%1=%2\n").arg(it.key(), it.value().toString()));
        }
    } else {
        writer.write(W::level1, QStringLiteral("<unknown>\n"));
    }
}

} // namespace

void PodTemplateWriter::containers(DescribeWriter &writer, const QString &label, const QJsonArray &containers,
                                   const QJsonArray &statuses, const QJsonObject &pod, const QString &indent)
{
    QHash<QString, QJsonObject> byName;
    for (const QJsonValue &s : statuses)
        byName.insert(jsonString(s.toObject(), "name"), s.toObject());
    writer.write(W::level0,
                 QStringLiteral("%1%2:%3\n")
                     .arg(indent, label, containers.isEmpty() ? QStringLiteral(" <none>") : QString()));
    const QString nameIndent = indent.isEmpty() ? QString() : QStringLiteral(" ");
    for (const QJsonValue &value : containers) {
        const QJsonObject c = value.toObject();
        const auto status = byName.constFind(jsonString(c, "name"));
        const bool known = status != byName.cend();
        writer.write(W::level1, nameIndent + jsonString(c, "name") + QStringLiteral(":\n"));
        if (known)
            writer.write(W::level2,
                         QStringLiteral("Container ID:\t%1\n").arg(jsonString(*status, "containerID")));
        writer.write(W::level2, QStringLiteral("Image:\t%1\n").arg(jsonString(c, "image")));
        if (known)
            writer.write(W::level2, QStringLiteral("Image ID:\t%1\n").arg(jsonString(*status, "imageID")));
        const QJsonArray portList = c.value(QLatin1String("ports")).toArray();
        const QString containerPorts = ports(portList, "containerPort"),
                      hostPorts = ports(portList, "hostPort");
        writer.write(W::level2,
                     containerPorts.contains(QLatin1Char(','))
                         ? QStringLiteral("Ports:\t%1\n").arg(containerPorts)
                         : QStringLiteral("Port:\t%1\n")
                               .arg(containerPorts.isEmpty() ? QStringLiteral("<none>") : containerPorts));
        writer.write(W::level2, hostPorts.contains(QLatin1Char(','))
                                    ? QStringLiteral("Host Ports:\t%1\n").arg(hostPorts)
                                    : QStringLiteral("Host Port:\t%1\n")
                                          .arg(hostPorts.isEmpty() ? QStringLiteral("<none>") : hostPorts));
        const QJsonObject seccomp = jsonObject(jsonObject(c, "securityContext"), "seccompProfile");
        if (!seccomp.isEmpty()) {
            writer.write(W::level2, QStringLiteral("SeccompProfile:\t%1\n").arg(jsonString(seccomp, "type")));
            if (jsonString(seccomp, "type") == QLatin1String("Localhost"))
                writer.write(
                    W::level3,
                    QStringLiteral("LocalhostProfile:\t%1\n").arg(jsonString(seccomp, "localhostProfile")));
        }
        for (const char *key : {"command", "args"}) {
            const QJsonArray words = c.value(QLatin1String(key)).toArray();
            if (words.isEmpty())
                continue;
            writer.write(W::level2, key == std::string_view("command") ? QStringLiteral("Command:\n")
                                                                       : QStringLiteral("Args:\n"));
            for (const QJsonValue &word : words)
                for (const QString &line : word.toString().split(QLatin1Char('\n')))
                    writer.write(W::level3, line + QLatin1Char('\n'));
        }
        if (known) {
            state(writer, QStringLiteral("State"), jsonObject(*status, "state"));
            if (jsonObject(*status, "lastState").contains(QLatin1String("terminated")))
                state(writer, QStringLiteral("Last State"), jsonObject(*status, "lastState"));
            writer.write(W::level2, QStringLiteral("Ready:\t%1\n")
                                        .arg(trueFalse(status->value(QLatin1String("ready")).toBool())));
            writer.write(W::level2, QStringLiteral("Restart Count:\t%1\n")
                                        .arg(status->value(QLatin1String("restartCount")).toInteger()));
        }
        resources(writer, jsonObject(c, "resources"), W::level2);
        if (c.contains(QLatin1String("livenessProbe")))
            writer.write(W::level2,
                         QStringLiteral("Liveness:\t%1\n").arg(probe(jsonObject(c, "livenessProbe"))));
        if (c.contains(QLatin1String("readinessProbe")))
            writer.write(W::level2,
                         QStringLiteral("Readiness:\t%1\n").arg(probe(jsonObject(c, "readinessProbe"))));
        if (c.contains(QLatin1String("startupProbe")))
            writer.write(W::level2,
                         QStringLiteral("Startup:\t%1\n").arg(probe(jsonObject(c, "startupProbe"))));
        environment(writer, c, pod);
        mounts(writer, c);
    }
}

void PodTemplateWriter::volumes(DescribeWriter &writer, const QJsonArray &volumes, const QString &indent)
{
    if (volumes.isEmpty()) {
        writer.write(W::level0, indent + QStringLiteral("Volumes:\t<none>\n"));
        return;
    }
    writer.write(W::level0, indent + QStringLiteral("Volumes:\n"));
    for (const QJsonValue &value : volumes) {
        const QJsonObject v = value.toObject();
        writer.write(W::level1, (indent.isEmpty() ? QString() : QStringLiteral(" ")) + jsonString(v, "name") +
                                    QStringLiteral(":\n"));
        volumeSource(writer, v);
    }
}

void PodTemplateWriter::tolerations(DescribeWriter &writer, const QString &title, QJsonArray tolerations)
{
    QList<QJsonObject> list;
    for (const QJsonValue &t : tolerations)
        list.append(t.toObject());
    std::stable_sort(list.begin(), list.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return jsonString(a, "key") < jsonString(b, "key");
    });
    QStringList lines;
    for (const QJsonObject &t : std::as_const(list)) {
        QString line = jsonString(t, "key");
        if (!jsonString(t, "value").isEmpty())
            line += QLatin1Char('=') + jsonString(t, "value");
        if (!jsonString(t, "effect").isEmpty())
            line += QLatin1Char(':') + jsonString(t, "effect");
        if (jsonString(t, "operator") == QLatin1String("Exists") && jsonString(t, "value").isEmpty())
            line += jsonString(t, "key").isEmpty() && jsonString(t, "effect").isEmpty()
                        ? QStringLiteral("op=Exists")
                        : QStringLiteral(" op=Exists");
        if (t.contains(QLatin1String("tolerationSeconds")))
            line += QStringLiteral(" for %1s").arg(t.value(QLatin1String("tolerationSeconds")).toInteger());
        lines.append(line);
    }
    writer.multiline(title, lines);
}

void PodTemplateWriter::topologySpreadConstraints(DescribeWriter &writer, QJsonArray constraints,
                                                  const QString &indent)
{
    if (constraints.isEmpty())
        return;
    QList<QJsonObject> list;
    for (const QJsonValue &c : constraints)
        list.append(c.toObject());
    std::stable_sort(list.begin(), list.end(), [](const QJsonObject &a, const QJsonObject &b) {
        return jsonString(a, "topologyKey") < jsonString(b, "topologyKey");
    });
    writer.write(W::level0, indent + QStringLiteral("Topology Spread Constraints:\t"));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject &c = list.at(i);
        if (i != 0)
            writer.write(W::level0, indent + QLatin1Char('\t'));
        QString text = QStringLiteral("%1:%2 when max skew %3 is exceeded")
                           .arg(jsonString(c, "topologyKey"), jsonString(c, "whenUnsatisfiable"))
                           .arg(c.value(QLatin1String("maxSkew")).toInteger());
        if (c.contains(QLatin1String("labelSelector"))) {
            const QString selector = formatLabelSelector(jsonObject(c, "labelSelector"));
            text +=
                QStringLiteral(" for selector ") + (selector.isEmpty() ? QStringLiteral("<none>") : selector);
        }
        writer.write(W::level0, text + QLatin1Char('\n'));
    }
}

void PodTemplateWriter::podTemplate(DescribeWriter &writer, const QJsonObject &templateSpec)
{
    const QJsonObject metadata = jsonObject(templateSpec, "metadata");
    const QJsonObject spec = jsonObject(templateSpec, "spec");
    writer.write(W::level0, QStringLiteral("Pod Template:\n"));
    writer.labels(QStringLiteral("  Labels"), jsonObject(metadata, "labels"));
    if (!jsonObject(metadata, "annotations").isEmpty())
        writer.annotations(QStringLiteral("  Annotations"), jsonObject(metadata, "annotations"));
    if (!jsonString(spec, "serviceAccountName").isEmpty())
        writer.write(W::level1,
                     QStringLiteral("Service Account:\t%1\n").arg(jsonString(spec, "serviceAccountName")));
    const QString indent = QStringLiteral("  ");
    if (!spec.value(QLatin1String("initContainers")).toArray().isEmpty())
        containers(writer, QStringLiteral("Init Containers"),
                   spec.value(QLatin1String("initContainers")).toArray(), {}, {}, indent);
    containers(writer, QStringLiteral("Containers"), spec.value(QLatin1String("containers")).toArray(), {},
               {}, indent);
    volumes(writer, spec.value(QLatin1String("volumes")).toArray(), indent);
    topologySpreadConstraints(writer, spec.value(QLatin1String("topologySpreadConstraints")).toArray(),
                              indent);
    if (!jsonString(spec, "priorityClassName").isEmpty())
        writer.write(W::level1,
                     QStringLiteral("Priority Class Name:\t%1\n").arg(jsonString(spec, "priorityClassName")));
    writer.labels(QStringLiteral("  Node-Selectors"), jsonObject(spec, "nodeSelector"));
    tolerations(writer, QStringLiteral("  Tolerations"), spec.value(QLatin1String("tolerations")).toArray());
}

} // namespace kube
