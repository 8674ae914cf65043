// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "portforwardtarget.h"

#include "core/objectlist.h"
#include "rest/dynamicclient.h"
#include "rest/restclient.h"

#include <QDateTime>
#include <QJsonArray>
#include <QPointer>

#include <algorithm>

namespace kube {

namespace {

struct KindInfo
{
    const char *kind;    // kubectl's singular word
    const char *aliases; // what kubectl also accepts, space-separated
    GroupVersionResource gvr;
};

const QList<KindInfo> &kinds()
{
    static const QList<KindInfo> table{
        {"pod", "pod pods po", {QString(), QStringLiteral("v1"), QStringLiteral("pods")}},
        {"service", "service services svc", {QString(), QStringLiteral("v1"), QStringLiteral("services")}},
        {"deployment",
         "deployment deployments deploy deployment.apps deployments.apps",
         {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")}},
        {"replicaset",
         "replicaset replicasets rs replicaset.apps replicasets.apps",
         {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("replicasets")}},
        {"statefulset",
         "statefulset statefulsets sts statefulset.apps statefulsets.apps",
         {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("statefulsets")}},
        {"daemonset",
         "daemonset daemonsets ds daemonset.apps daemonsets.apps",
         {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("daemonsets")}},
        {"job",
         "job jobs job.batch jobs.batch",
         {QStringLiteral("batch"), QStringLiteral("v1"), QStringLiteral("jobs")}},
        {"replicationcontroller",
         "replicationcontroller replicationcontrollers rc",
         {QString(), QStringLiteral("v1"), QStringLiteral("replicationcontrollers")}},
    };
    return table;
}

const KindInfo *kindInfo(const QString &kind)
{
    for (const KindInfo &info : kinds())
        if (QString::fromLatin1(info.aliases).split(QLatin1Char(' ')).contains(kind.toLower()))
            return &info;
    return nullptr;
}

QJsonObject spec(const QJsonObject &object)
{
    return object.value(QLatin1String("spec")).toObject();
}

bool isReady(const QJsonObject &pod)
{
    const QJsonArray conditions =
        pod.value(QLatin1String("status")).toObject().value(QLatin1String("conditions")).toArray();
    for (const QJsonValue &condition : conditions)
        if (condition[QLatin1String("type")].toString() == QLatin1String("Ready"))
            return condition[QLatin1String("status")].toString() == QLatin1String("True");
    return false;
}

QString phaseOf(const QJsonObject &pod)
{
    return pod.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString();
}

} // namespace

Result<PortForwardTarget> PortForwardTarget::parse(const QString &typeAndName, const QString &namespaceName)
{
    PortForwardTarget target;
    target.namespaceName = namespaceName;
    const qsizetype slash = typeAndName.indexOf(QLatin1Char('/'));
    if (slash < 0) {
        target.name = typeAndName;
    } else {
        const KindInfo *info = kindInfo(typeAndName.left(slash));
        if (!info)
            return Error(Error::Kind::Invalid,
                         QStringLiteral("the server doesn't have a resource type \"%1\"")
                             .arg(typeAndName.left(slash)));
        target.kind = QString::fromLatin1(info->kind);
        target.name = typeAndName.mid(slash + 1);
    }
    if (target.name.isEmpty())
        return Error(Error::Kind::Invalid,
                     QStringLiteral("arguments in resource/name form must have a single "
                                    "resource and name"));
    return target;
}

QString PortForwardTarget::displayName() const
{
    static const QHash<QString, QString> shortNames{{QStringLiteral("service"), QStringLiteral("svc")},
                                                    {QStringLiteral("deployment"), QStringLiteral("deploy")}};
    return shortNames.value(kind, kind) + QLatin1Char('/') + name + QLatin1Char(':') + port;
}

namespace portforward {

int choosePod(const QList<QJsonObject> &pods)
{
    // kubectl's order for the pod it attaches to: scheduled before unscheduled, Running before Unknown before
    // Pending, Ready before not, then the one created first.
    static const QHash<QString, int> phaseRank{
        {QStringLiteral("Running"), 2}, {QStringLiteral("Unknown"), 1}, {QStringLiteral("Pending"), 0}};
    const auto better = [](const QJsonObject &a, const QJsonObject &b) {
        const bool aNode = !spec(a).value(QLatin1String("nodeName")).toString().isEmpty();
        const bool bNode = !spec(b).value(QLatin1String("nodeName")).toString().isEmpty();
        if (aNode != bNode)
            return aNode;
        const int aPhase = phaseRank.value(phaseOf(a), -1);
        const int bPhase = phaseRank.value(phaseOf(b), -1);
        if (aPhase != bPhase)
            return aPhase > bPhase;
        if (isReady(a) != isReady(b))
            return isReady(a);
        const auto created = [](const QJsonObject &pod) {
            return QDateTime::fromString(pod.value(QLatin1String("metadata"))
                                             .toObject()
                                             .value(QLatin1String("creationTimestamp"))
                                             .toString(),
                                         Qt::ISODate);
        };
        return created(a) < created(b);
    };
    // A finished pod may be the one chosen (when it is all there is): the forward then says it is not
    // running.
    int best = -1;
    for (int i = 0; i < pods.size(); ++i)
        if (best < 0 || better(pods.at(i), pods.at(best)))
            best = i;
    return best;
}

Result<quint16> containerPort(const QJsonObject &pod, const QString &port)
{
    bool numeric = false;
    const uint number = port.toUInt(&numeric);
    if (numeric) {
        if (number == 0 || number > 65535)
            return Error(Error::Kind::Invalid, QStringLiteral("invalid port %1").arg(port));
        return quint16(number);
    }
    for (const QJsonValue &container : spec(pod).value(QLatin1String("containers")).toArray())
        for (const QJsonValue &each : container[QLatin1String("ports")].toArray())
            if (each[QLatin1String("name")].toString() == port)
                return quint16(each[QLatin1String("containerPort")].toInt());
    return Error(
        Error::Kind::Invalid,
        QStringLiteral("Pod '%1' does not have a named port '%2'")
            .arg(pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString(),
                 port));
}

Result<quint16> servicePortTarget(const QJsonObject &service, const QJsonObject &pod, const QString &port)
{
    bool numeric = false;
    const int number = port.toInt(&numeric);
    const QString serviceName =
        service.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
    for (const QJsonValue &each : spec(service).value(QLatin1String("ports")).toArray()) {
        const bool match = numeric ? each[QLatin1String("port")].toInt() == number
                                   : each[QLatin1String("name")].toString() == port;
        if (!match)
            continue;
        const QJsonValue target = each[QLatin1String("targetPort")];
        if (target.isString())
            return containerPort(pod, target.toString());
        const int targetNumber = target.toInt();
        return quint16(targetNumber == 0 ? each[QLatin1String("port")].toInt() : targetNumber);
    }
    if (numeric)
        return Error(Error::Kind::Invalid,
                     QStringLiteral("Service %1 does not have a service port %2").arg(serviceName, port));
    return Error(Error::Kind::Invalid,
                 QStringLiteral("Service '%1' does not have a named port '%2'").arg(serviceName, port));
}

QString selectorOf(const QJsonObject &selector, bool plainMap)
{
    QStringList parts;
    const QJsonObject labels = plainMap ? selector : selector.value(QLatin1String("matchLabels")).toObject();
    for (auto it = labels.begin(); it != labels.end(); ++it)
        parts.append(it.key() + QLatin1Char('=') + it.value().toString());
    if (plainMap)
        return parts.join(QLatin1Char(','));
    for (const QJsonValue &expression : selector.value(QLatin1String("matchExpressions")).toArray()) {
        const QString key = expression[QLatin1String("key")].toString();
        const QString op = expression[QLatin1String("operator")].toString();
        QStringList values;
        for (const QJsonValue &value : expression[QLatin1String("values")].toArray())
            values.append(value.toString());
        if (op == QLatin1String("In"))
            parts.append(QStringLiteral("%1 in (%2)").arg(key, values.join(QLatin1Char(','))));
        else if (op == QLatin1String("NotIn"))
            parts.append(QStringLiteral("%1 notin (%2)").arg(key, values.join(QLatin1Char(','))));
        else if (op == QLatin1String("Exists"))
            parts.append(key);
        else if (op == QLatin1String("DoesNotExist"))
            parts.append(QLatin1Char('!') + key);
    }
    return parts.join(QLatin1Char(','));
}

} // namespace portforward

void resolvePortForwardTarget(RestClient *client, const PortForwardTarget &target, QObject *context,
                              std::function<void(const Result<ResolvedForward> &)> done)
{
    const KindInfo *info = kindInfo(target.kind);
    if (!info) {
        done(Error(Error::Kind::Invalid,
                   QStringLiteral("the server doesn't have a resource type \"%1\"").arg(target.kind)));
        return;
    }
    const bool isPod = target.kind == QLatin1String("pod");
    const bool isService = target.kind == QLatin1String("service");
    RestCall *get = ResourceClient(client, info->gvr, target.namespaceName).get(target.name);
    QObject::connect(get, &RestCall::finished, context, [=](const Response &response) {
        const Result<Object> object = ResourceClient::object(response);
        if (!object) {
            done(object.error());
            return;
        }
        const QJsonObject json = object->toJsonObject();
        const auto finish = [=](const QJsonObject &pod, const QJsonObject &owner) {
            const QString phase = phaseOf(pod);
            if (phase != QLatin1String("Running")) {
                done(Error(
                    Error::Kind::Invalid,
                    QStringLiteral("unable to forward port because pod is not running. Current status=%1")
                        .arg(phase)));
                return;
            }
            const Result<quint16> port = isService ? portforward::servicePortTarget(owner, pod, target.port)
                                                   : portforward::containerPort(pod, target.port);
            if (!port) {
                done(port.error());
                return;
            }
            done(ResolvedForward{
                pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString(),
                *port});
        };
        if (isPod) {
            finish(json, {});
            return;
        }
        ListOptions options;
        const bool plainMap = isService || target.kind == QLatin1String("replicationcontroller");
        options.labelSelector =
            portforward::selectorOf(spec(json).value(QLatin1String("selector")).toObject(), plainMap);
        RestCall *list = ResourceClient(client, {QString(), QStringLiteral("v1"), QStringLiteral("pods")},
                                        target.namespaceName)
                             .list(options);
        QObject::connect(list, &RestCall::finished, context, [=](const Response &listed) {
            if (listed.error) {
                done(listed.error);
                return;
            }
            const Result<ObjectList> pods = ObjectList::fromJson(listed.body);
            if (!pods) {
                done(pods.error());
                return;
            }
            QList<QJsonObject> candidates;
            for (const Object &pod : pods->items)
                candidates.append(pod.toJsonObject());
            const int chosen = portforward::choosePod(candidates);
            if (chosen < 0) {
                done(Error(Error::Kind::Invalid, QStringLiteral("no pods found for %1/%2")
                                                     .arg(QString::fromLatin1(info->kind), target.name)));
                return;
            }
            finish(candidates.at(chosen), json);
        });
    });
}

} // namespace kube
