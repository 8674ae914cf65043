// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// KubeSim's Upgrade requests (pods/NAME/exec, attach, portforward): checked as the apiserver checks them
// before it proxies the upgrade to the kubelet, then handed to the UpgradeRouter.
#include "kubesim.h"

#include <QJsonArray>

namespace kube::sim {

namespace {

QStringList containerNames(const QJsonObject &pod)
{
    QStringList names;
    const QJsonObject spec = pod.value(QLatin1String("spec")).toObject();
    for (const char *list : {"containers", "initContainers", "ephemeralContainers"})
        for (const QJsonValue &container : spec.value(QLatin1String(list)).toArray())
            names.append(container.toObject().value(QLatin1String("name")).toString());
    return names;
}

} // namespace

void KubeSim::handleUpgrade(HttpConnection *connection, const HttpRequest &incoming)
{
    ++m_requests;
    if (m_requestObserver)
        m_requestObserver(incoming);
    HttpRequest request = incoming;
    if (!authenticate(connection, request)) {
        sendStatus(connection, 401, QStringLiteral("Unauthorized"), QStringLiteral("Unauthorized"));
        return;
    }
    // Only .../api/v1/namespaces/NS/pods/NAME/SUBRESOURCE upgrades.
    const QStringList parts = request.path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const bool podPath = parts.size() == 7 && parts.at(0) == QLatin1String("api") &&
                         parts.at(1) == QLatin1String("v1") && parts.at(2) == QLatin1String("namespaces") &&
                         parts.at(4) == QLatin1String("pods");
    const QString subresource = podPath ? parts.at(6) : QString();
    if (!podPath || !m_upgrades.hasRoute(subresource)) {
        sendStatus(connection, 404, QStringLiteral("NotFound"),
                   QStringLiteral("the server could not find the requested resource"));
        return;
    }
    const QString ns = parts.at(3);
    const QString name = parts.at(5);
    const ResourceType *pods = m_crds.find(QString(), QStringLiteral("v1"), QStringLiteral("pods"));
    if (!authorize(connection, request, *pods, ns, name, QStringLiteral("create"), subresource))
        return;
    const StoredObject *object = m_store.find(*pods, ns, name);
    if (!object) {
        sendStatus(
            connection, 404, QStringLiteral("NotFound"), QStringLiteral("pods \"%1\" not found").arg(name),
            QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("kind"), QStringLiteral("pods")}});
        return;
    }
    const QJsonObject pod = object->object();
    if (subresource != QLatin1String("portforward")) {
        // The apiserver's ExecLocation/AttachLocation: the container named, or the only one.
        QString container = request.param(QStringLiteral("container"));
        const QStringList containers = containerNames(pod);
        if (container.isEmpty()) {
            if (containers.size() != 1) {
                sendStatus(
                    connection, 400, QStringLiteral("BadRequest"),
                    QStringLiteral("a container name must be specified for pod %1, choose one of: [%2]")
                        .arg(name, containers.join(QLatin1Char(' '))));
                return;
            }
        } else if (!containers.contains(container)) {
            sendStatus(connection, 400, QStringLiteral("BadRequest"),
                       QStringLiteral("container %1 is not valid for pod %2").arg(container, name));
            return;
        }
    }
    if (pod.value(QLatin1String("spec")).toObject().value(QLatin1String("nodeName")).toString().isEmpty()) {
        sendStatus(connection, 400, QStringLiteral("BadRequest"),
                   QStringLiteral("pod %1 does not have a host assigned").arg(name));
        return;
    }
    if (const UpgradeRefusal refusal = m_upgrades.check(subresource, pod, request); refusal.code != 0) {
        sendStatus(connection, refusal.code, refusal.reason, refusal.message);
        return;
    }
    if (!m_upgrades.accepts(subresource, request.header("upgrade"))) {
        sendStatus(connection, 400, QStringLiteral("BadRequest"),
                   QStringLiteral("kubesim serves pods/%1 over %2 only, not \"%3\"")
                       .arg(subresource,
                            m_upgrades.accepts(subresource, "websocket") ? QStringLiteral("WebSocket")
                                                                         : QStringLiteral("SPDY/3.1"),
                            QString::fromLatin1(request.header("upgrade"))));
        return;
    }
    const bool webSocket = request.header("upgrade").toLower() == "websocket";
    m_upgrades.dispatch(subresource, connection->takeSocket(!webSocket), request, ns, name);
}

} // namespace kube::sim
