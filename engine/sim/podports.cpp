// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podports.h"

#include "controllers/controller.h"
#include "objectstore.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QUuid>

namespace kube::sim {

namespace {
// containerd names a pod's sandbox by 64 hex digits and its network namespace /var/run/netns/cni-UUID: both
// made up here from the pod's uid, so one pod always shows the same ones.
QString sandboxId(const QString &uid)
{
    return QString::fromLatin1(QCryptographicHash::hash(uid.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString networkNamespace(const QString &uid)
{
    return QStringLiteral("/var/run/netns/cni-") +
           QUuid::createUuidV5(QUuid(), uid).toString(QUuid::WithoutBraces);
}
} // namespace

PodPorts::PodPorts(ObjectStore *store, QObject *parent) : QObject(parent), m_store(store)
{
    QObject::connect(store, &ObjectStore::changed, this, &PodPorts::onStoreChanged);
}

void PodPorts::onStoreChanged(const StoreEvent &event)
{
    if (event.type == &types::pods() && event.eventType == "DELETED") {
        const QString key = event.key;
        const qsizetype slash = key.indexOf(QLatin1Char('/'));
        Q_EMIT podGone(event.namespaceName, slash >= 0 ? key.mid(slash + 1) : key);
    }
}

QString PodPorts::podGoneMessage(const QString &pod, quint16 port)
{
    return QStringLiteral("error forwarding port %1 to pod %2: the pod was deleted while forwarding")
        .arg(port)
        .arg(pod);
}

PodPorts::Opened PodPorts::connect(const QString &namespaceName, const QString &pod, quint16 port) const
{
    Opened opened;
    const StoredObject *stored = m_store->find(types::pods(), namespaceName, pod);
    if (!stored) {
        opened.error = QStringLiteral("error forwarding port %1 to pod %2: pod not found").arg(port).arg(pod);
        return opened;
    }
    const QJsonObject object = stored->object();
    const QString uid =
        object.value(QLatin1String("metadata")).toObject().value(QLatin1String("uid")).toString();
    const bool running =
        object.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString() ==
        QLatin1String("Running");
    const QJsonArray containers =
        object.value(QLatin1String("spec")).toObject().value(QLatin1String("containers")).toArray();
    if (running) {
        for (const QJsonValue &container : containers) {
            for (const QJsonValue &declared : container.toObject().value(QLatin1String("ports")).toArray()) {
                const QJsonObject portObject = declared.toObject();
                const QString protocol =
                    portObject.value(QLatin1String("protocol")).toString(QStringLiteral("TCP"));
                if (portObject.value(QLatin1String("containerPort")).toInt() == port &&
                    protocol == QLatin1String("TCP")) {
                    opened.connection = std::make_unique<PodHttpConnection>(
                        PodPortTarget{namespaceName, pod,
                                      container.toObject().value(QLatin1String("name")).toString(), port});
                    opened.connection->setReadCounter(&m_bytesServed);
                    return opened;
                }
            }
        }
    }
    // What kubectl prints from a containerd 1.7 node when nothing listens on the port.
    const QString sandbox = sandboxId(uid);
    opened.error =
        QStringLiteral("error forwarding port %1 to pod %2, uid : failed to execute portforward in network "
                       "namespace \"%3\": failed to connect to localhost:%1 inside namespace \"%2\", IPv4: "
                       "dial tcp4 127.0.0.1:%1: connect: connection refused IPv6 dial tcp6 [::1]:%1: "
                       "connect: connection refused ")
            .arg(port)
            .arg(sandbox, networkNamespace(uid));
    return opened;
}

} // namespace kube::sim
