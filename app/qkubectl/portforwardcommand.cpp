// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "portforwardcommand.h"
#include "flagerror.h"
#include "printers/builtinkinds.h"

#include "common/unixsignals.h"
#include "remote/portforwardtarget.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace {

// A container port of the pod by its name ("http" → 8080), 0 when none has it.
int forwardNamedContainerPort(const QJsonObject &pod, const QString &name)
{
    for (const QJsonValue &container : pod[QLatin1String("spec")][QLatin1String("containers")].toArray())
        for (const QJsonValue &port : container[QLatin1String("ports")].toArray())
            if (port[QLatin1String("name")].toString() == name)
                return port[QLatin1String("containerPort")].toInt();
    return 0;
}

QString forwardAddressText(const QHostAddress &address)
{
    return address.protocol() == QAbstractSocket::IPv6Protocol
               ? QLatin1Char('[') + address.toString() + QLatin1Char(']')
               : address.toString();
}

} // namespace

void PortForwardCommand::addFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addStringSlice(QStringLiteral("address"), {}, QStringLiteral("Addresses to listen on (comma-separated, repeatable)"));
    flags.addDuration(QStringLiteral("pod-running-timeout"), {}, QStringLiteral("1m0s"), QStringLiteral("How long to wait for a running pod"));
}

PortForwardCommand::PortForwardCommand(const Invocation &invocation, QObject *parent)
    : VerbCommand(invocation, parent)
{
}

bool PortForwardCommand::validate(QString *error)
{
    if (args().size() < 2) {
        *error = QStringLiteral("error: TYPE/NAME and list of ports are required for port-forward\n") +
                 FlagError::seeHelp(QStringLiteral("port-forward"));
        return false;
    }
    QStringList addresses = values(QStringLiteral("address"));
    if (addresses.isEmpty())
        addresses = {QStringLiteral("localhost")};
    for (const QString &list : std::as_const(addresses)) {
        for (const QString &text : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (text == QLatin1String("localhost")) {
                m_addresses << QHostAddress(QHostAddress::LocalHost)
                            << QHostAddress(QHostAddress::LocalHostIPv6);
                continue;
            }
            // Go's net.ParseIP: four dotted numbers or IPv6 (inet_aton's "1.2.3" is not an address to
            // kubectl).
            static const QRegularExpression dottedQuad(QStringLiteral("^\\d{1,3}(\\.\\d{1,3}){3}$"));
            QHostAddress address;
            if ((!text.contains(QLatin1Char(':')) && !dottedQuad.match(text).hasMatch()) ||
                !address.setAddress(text)) {
                *error = QStringLiteral("error: %1 is not a valid IP").arg(text);
                return false;
            }
            m_addresses << address;
        }
    }
    return true;
}

void PortForwardCommand::start()
{
    QString word = args().first();
    const QStringList words = word.contains(QLatin1Char('/'))
                                  ? QStringList{word}
                                  : QStringList{QLatin1String(kube::BuiltinKinds::pods.resource), word};
    QString error;
    const auto targets = resolveTargets(words, true, &error);
    if (!targets) {
        fail(error);
        return;
    }
    const Target target = targets->first();
    send(request("GET", target), [this, target](const kube::Response &response) {
        if (!response.ok()) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        const QJsonObject object = objectOf(response);
        const QString kind = target.resource.kind;
        const QJsonObject spec = object.value(QLatin1String("spec")).toObject();
        if (kind == QLatin1String(kube::BuiltinKinds::pods.kind)) {
            forwardTo(object, {});
        } else if (kind == QLatin1String(kube::BuiltinKinds::services.kind) ||
                   kind == QLatin1String(kube::BuiltinKinds::replicationControllers.kind)) {
            const QJsonObject selector = spec.value(QLatin1String("selector")).toObject();
            if (selector.isEmpty()) {
                fail(QStringLiteral("error: invalid service '%1': Service is defined without a selector")
                         .arg(objectName(object)));
                return;
            }
            resolvePods(object, kube::portforward::selectorOf(selector, true));
        } else if (spec.value(QLatin1String("selector")).isObject()) {
            resolvePods(object, kube::portforward::selectorOf(
                                    spec.value(QLatin1String("selector")).toObject(), false));
        } else {
            fail(QStringLiteral("error: cannot attach to *%1: selector for *%1 not implemented")
                     .arg(target.resource.version + QLatin1Char('.') + kind));
        }
    });
}

void PortForwardCommand::resolvePods(const QJsonObject &owner, const QString &selector)
{
    QString error;
    const auto pods = resolveTargets({QLatin1String(kube::BuiltinKinds::pods.resource)}, false, &error);
    if (!pods) {
        fail(error);
        return;
    }
    kube::Request list = request("GET", pods->first());
    list.labelSelector(selector);
    const bool isService =
        owner.value(QLatin1String("kind")).toString() == QLatin1String(kube::BuiltinKinds::services.kind);
    send(list, [this, owner, selector, isService](const kube::Response &response) {
        if (!response.ok()) {
            fail(kubectlErrorMessage(response.error));
            return;
        }
        QList<QJsonObject> candidates;
        for (const QJsonValue &item : objectOf(response).value(QLatin1String("items")).toArray())
            candidates.append(item.toObject());
        if (candidates.isEmpty()) {
            fail(QStringLiteral("error: timed out waiting for the condition"));
            return;
        }
        forwardTo(candidates.at(kube::portforward::choosePod(candidates)), isService ? owner : QJsonObject());
    });
}

void PortForwardCommand::forwardTo(const QJsonObject &pod, const QJsonObject &service)
{
    const QString phase = pod[QLatin1String("status")][QLatin1String("phase")].toString();
    if (phase != QLatin1String("Running")) {
        fail(QStringLiteral("error: unable to forward port because pod is not running. Current status=%1")
                 .arg(phase));
        return;
    }
    kube::PortForwardSpec spec;
    spec.namespaceName = pod[QLatin1String("metadata")][QLatin1String("namespace")].toString();
    spec.pod = objectName(pod);
    spec.addresses = m_addresses;
    for (const QString &argument : args().mid(1)) {
        // A Service's port becomes its targetPort; a named remote port the pod's container port of that name.
        QString text = argument;
        // kubectl's splitPort: "LOCAL:REMOTE" when there are two parts, else the first part on both sides.
        const QStringList parts = text.split(QLatin1Char(':'));
        const bool paired = parts.size() == 2;
        const qsizetype colon = paired ? parts[0].size() : -1;
        const QString remote = paired ? parts[1] : parts[0];
        QString local = paired ? parts[0] : QString();
        bool numeric = false;
        int remotePort = remote.toInt(&numeric);
        if (!service.isEmpty()) {
            if (!numeric) {
                fail(QStringLiteral("error: %1 is not a valid port").arg(remote));
                return;
            }
            bool found = false;
            for (const QJsonValue &value : service[QLatin1String("spec")][QLatin1String("ports")].toArray()) {
                const QJsonObject port = value.toObject();
                if (port.value(QLatin1String("port")).toInt() != remotePort)
                    continue;
                found = true;
                const QJsonValue targetPort = port.value(QLatin1String("targetPort"));
                if (targetPort.isString()) {
                    const int number = forwardNamedContainerPort(pod, targetPort.toString());
                    if (number == 0) {
                        fail(QStringLiteral("error: Pod '%1' does not have a named port '%2'")
                                 .arg(spec.pod, targetPort.toString()));
                        return;
                    }
                    remotePort = number;
                } else if (targetPort.toInt() > 0) {
                    remotePort = targetPort.toInt();
                }
                break;
            }
            if (!found) {
                fail(QStringLiteral("error: Service %1 does not have a service port %2")
                         .arg(objectName(service))
                         .arg(remote));
                return;
            }
            // kubectl keeps the local port the user asked for; "REMOTE" alone listens on the service's port.
            if (colon < 0)
                local = remote;
        } else if (!numeric && !remote.isEmpty()) {
            const int number = forwardNamedContainerPort(pod, remote);
            if (number == 0) {
                fail(QStringLiteral("error: Pod '%1' does not have a named port '%2'").arg(spec.pod, remote));
                return;
            }
            remotePort = number;
            if (colon < 0)
                local = QString::number(number);
        } else if (colon < 0) {
            local = remote;
        }
        const kube::Result<kube::PortPair> pair = kube::parsePortPair(
            local + QLatin1Char(':') + (remote.isEmpty() ? remote : QString::number(remotePort)));
        if (!pair) {
            fail(QStringLiteral("error: ") + pair.error().message());
            return;
        }
        spec.ports.append(*pair);
    }
    m_forwarder = new kube::PortForwarder(client()->config(), spec, this);
    connect(m_forwarder, &kube::PortForwarder::listening, this,
            [](const QHostAddress &address, const kube::PortPair &ports) {
                writeOut(QStringLiteral("Forwarding from %1:%2 -> %3\n")
                             .arg(forwardAddressText(address))
                             .arg(ports.localPort)
                             .arg(ports.remotePort));
            });
    connect(m_forwarder, &kube::PortForwarder::connectionOpened, this, [](const kube::PortPair &ports) {
        writeOut(QStringLiteral("Handling connection for %1\n").arg(ports.localPort));
    });
    connect(m_forwarder, &kube::PortForwarder::connectionFailed, this,
            [](const kube::PortPair &, const kube::Error &error) {
                writeErr(error.message() + QLatin1Char('\n'));
            });
    connect(m_forwarder, &kube::PortForwarder::failed, this,
            [this](const kube::Error &error) { fail(QStringLiteral("error: ") + error.message()); });
    auto *termination = new UnixSignals(this);
    connect(termination, &UnixSignals::terminationRequested, this, [this] {
        m_forwarder->stop();
        finish(0);
    });
    m_forwarder->start();
}
