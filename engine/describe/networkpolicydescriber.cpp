// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describerregistry.h"
#include "describers.h"

#include <QDateTime>
#include <QLocale>

namespace kube {

namespace {

using W = DescribeWriter;

// Rule lines are indented by this, written at level 0 (kubectl's initialIndent).
const QString ruleIndent = QStringLiteral("    ");

// metav1.FormatLabelSelector: "<none>" for a selector that selects everything.
QString policySelector(const QJsonObject &selector)
{
    const QString text = formatLabelSelector(selector);
    return text.isEmpty() ? QStringLiteral("<none>") : text;
}

// Go's time.Time.String() of a metav1.Time in the local zone ("2006-01-02 15:04:05 -0700 MST"): how kubectl
// prints "Created on".
QString goTimeString(const QString &rfc3339, const DescribeClock &clock)
{
    const QDateTime at = QDateTime::fromString(rfc3339, Qt::ISODate).toTimeZone(clock.zone);
    const int offset = at.offsetFromUtc() / 60;
    return QLocale::c().toString(at, QStringLiteral("yyyy-MM-dd HH:mm:ss ")) +
           QStringLiteral("%1%2%3 ")
               .arg(offset < 0 ? QLatin1Char('-') : QLatin1Char('+'))
               .arg(std::abs(offset) / 60, 2, 10, QLatin1Char('0'))
               .arg(std::abs(offset) % 60, 2, 10, QLatin1Char('0')) +
           clock.zone.abbreviation(at);
}

// kubectl's printNetworkPolicySpecIngressFrom and ...EgressTo: `peers` is "from" or "to".
void policyRules(W &w, const QJsonArray &rules, const char *peers, bool ingress)
{
    if (rules.isEmpty()) {
        w.write(W::level0,
                ruleIndent +
                    (ingress
                         ? QStringLiteral("<none> (Selected pods are isolated for ingress connectivity)\n")
                         : QStringLiteral("<none> (Selected pods are isolated for egress connectivity)\n")));
        return;
    }
    const QString peerTitle = ingress ? QStringLiteral("From") : QStringLiteral("To");
    for (qsizetype i = 0; i < rules.size(); ++i) {
        const QJsonObject rule = rules.at(i).toObject();
        const QJsonArray ports = rule.value(QLatin1String("ports")).toArray();
        if (ports.isEmpty())
            w.write(W::level0,
                    ruleIndent + QStringLiteral("To Port: <any> (traffic allowed to all ports)\n"));
        for (const QJsonValue &value : ports) {
            const QJsonObject port = value.toObject();
            const QJsonValue number = port.value(QLatin1String("port"));
            const QString portText =
                number.isUndefined() || number.isNull() ? QStringLiteral("<nil>") : goValue(number);
            const QString protocol = port.contains(QLatin1String("protocol")) ? jsonString(port, "protocol")
                                                                              : QStringLiteral("TCP");
            // A range (endPort, networking/v1 since 1.25) as kubectl 1.32 prints it.
            if (port.contains(QLatin1String("endPort")))
                w.write(W::level0,
                        ruleIndent +
                            QStringLiteral("To Port Range: %1-%2/%3\n")
                                .arg(portText, goValue(port.value(QLatin1String("endPort"))), protocol));
            else
                w.write(W::level0, ruleIndent + QStringLiteral("To Port: %1/%2\n").arg(portText, protocol));
        }
        const QJsonArray peerList = rule.value(QLatin1String(peers)).toArray();
        if (peerList.isEmpty())
            w.write(W::level0,
                    ruleIndent +
                        (ingress ? QStringLiteral("From: <any> (traffic not restricted by source)\n")
                                 : QStringLiteral("To: <any> (traffic not restricted by destination)\n")));
        for (const QJsonValue &value : peerList) {
            const QJsonObject peer = value.toObject();
            w.write(W::level0, ruleIndent + peerTitle + QStringLiteral(":\n"));
            const bool pods = peer.contains(QLatin1String("podSelector"));
            const bool namespaces = peer.contains(QLatin1String("namespaceSelector"));
            if (namespaces)
                w.write(W::level1,
                        ruleIndent + QStringLiteral("NamespaceSelector: %1\n")
                                         .arg(policySelector(jsonObject(peer, "namespaceSelector"))));
            if (pods)
                w.write(W::level1, ruleIndent + QStringLiteral("PodSelector: %1\n")
                                                    .arg(policySelector(jsonObject(peer, "podSelector"))));
            if (!pods && !namespaces && peer.contains(QLatin1String("ipBlock"))) {
                const QJsonObject block = jsonObject(peer, "ipBlock");
                QStringList except;
                for (const QJsonValue &cidr : block.value(QLatin1String("except")).toArray())
                    except.append(cidr.toString());
                w.write(W::level1, ruleIndent + QStringLiteral("IPBlock:\n"));
                w.write(W::level2, ruleIndent + QStringLiteral("CIDR: %1\n").arg(jsonString(block, "cidr")));
                w.write(W::level2,
                        ruleIndent + QStringLiteral("Except: %1\n").arg(except.join(QStringLiteral(", "))));
            }
        }
        if (i != rules.size() - 1)
            w.write(W::level0, ruleIndent + QStringLiteral("----------\n"));
    }
}

// `kubectl describe networkpolicy` (kubectl searches no Events for it).
Description describeNetworkPolicy(const QJsonObject &policy, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(policy, "metadata");
    const QJsonObject spec = jsonObject(policy, "spec");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.write(W::level0, QStringLiteral("Created on:\t%1\n")
                           .arg(goTimeString(jsonString(metadata, "creationTimestamp"), clock)));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0, QStringLiteral("Spec:\n"));
    w.write(W::level1, QStringLiteral("PodSelector: "));
    const QJsonObject podSelector = jsonObject(spec, "podSelector");
    if (jsonObject(podSelector, "matchLabels").isEmpty() &&
        podSelector.value(QLatin1String("matchExpressions")).toArray().isEmpty())
        w.write(W::level2,
                QStringLiteral("<none> (Allowing the specific traffic to all pods in this namespace)\n"));
    else
        w.write(W::level2, formatLabelSelector(podSelector) + u'\n');
    QStringList types;
    for (const QJsonValue &type : spec.value(QLatin1String("policyTypes")).toArray())
        types.append(type.toString());
    if (types.contains(QLatin1String("Ingress"))) {
        w.write(W::level1, QStringLiteral("Allowing ingress traffic:\n"));
        policyRules(w, spec.value(QLatin1String("ingress")).toArray(), "from", true);
    } else {
        w.write(W::level1, QStringLiteral("Not affecting ingress traffic\n"));
    }
    if (types.contains(QLatin1String("Egress"))) {
        w.write(W::level1, QStringLiteral("Allowing egress traffic:\n"));
        policyRules(w, spec.value(QLatin1String("egress")).toArray(), "to", false);
    } else {
        w.write(W::level1, QStringLiteral("Not affecting egress traffic\n"));
    }
    w.write(W::level1,
            QStringLiteral("Policy Types: %1\n")
                .arg(types.isEmpty() ? QStringLiteral("<none>") : types.join(QStringLiteral(", "))));
    return w.description();
}

void describeNetworkPolicyWith(const QJsonObject &object, DescribeSource *, const DescribeClock &clock,
                               std::function<void(Description)> done)
{
    done(describeNetworkPolicy(object, clock));
}

} // namespace

void describeNetworkPolicyObject(const QJsonObject &object, DescribeSource *source,
                                 const DescribeClock &clock, std::function<void(Description)> done)
{
    describeNetworkPolicyWith(object, source, clock, std::move(done));
}

} // namespace kube
