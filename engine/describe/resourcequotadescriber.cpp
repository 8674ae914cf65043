// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "resourcequotadescriber.h"
#include "describers.h"
#include "limitrangedescriber.h"

#include "printers/quantity.h"

#include <QHash>

#include <algorithm>

namespace kube {

QStringList resourceQuotaScopes(const QJsonObject &quota)
{
    QStringList scopes;
    for (const QJsonValue &scope : jsonObject(quota, "spec").value(QLatin1String("scopes")).toArray())
        scopes.append(scope.toString());
    scopes.sort();
    return scopes;
}

QString resourceQuotaScopeHelp(const QString &scope)
{
    static const QHash<QString, QString> help{
        {QStringLiteral("Terminating"),
         QStringLiteral(
             "Matches all pods that have an active deadline. These pods have a limited lifespan on a "
             "node before being actively terminated by the system.")},
        {QStringLiteral("NotTerminating"),
         QStringLiteral(
             "Matches all pods that do not have an active deadline. These pods usually include long "
             "running pods whose container command is not expected to terminate.")},
        {QStringLiteral("BestEffort"),
         QStringLiteral("Matches all pods that do not have resource requirements "
                        "set. These pods have a best effort quality of service.")},
        {QStringLiteral("NotBestEffort"),
         QStringLiteral("Matches all pods that have at least one resource requirement set. These pods have a "
                        "burstable or guaranteed quality of service.")}};
    return help.value(scope);
}

namespace {

// kubectl's describeQuota prints a used amount in its hard limit's format when they differ (zero when
// unused).
QString usedInHardFormat(const QJsonValue &used, const QJsonValue &hard)
{
    const auto hardQuantity = Quantity::parse(goValue(hard));
    const auto usedQuantity =
        used.isUndefined() ? Result<Quantity>(Quantity()) : Quantity::parse(goValue(used));
    if (!hardQuantity || !usedQuantity)
        return canonicalQuantity(used);
    if (used.isUndefined() || usedQuantity->format() != hardQuantity->format())
        return Quantity::fromValue(usedQuantity->value(), hardQuantity->format()).toString();
    return usedQuantity->toString();
}

// `kubectl describe resourcequota`: its scopes with their help, then each hard limit with what is used; no
// Events.
Description describeResourceQuota(const QJsonObject &quota, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(quota, "metadata");
    DescribeWriter w(clock);
    w.write(DescribeWriter::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(DescribeWriter::level0,
            QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    if (const QStringList scopes = resourceQuotaScopes(quota); !scopes.isEmpty()) {
        w.write(DescribeWriter::level0,
                QStringLiteral("Scopes:\t%1\n").arg(scopes.join(QStringLiteral(", "))));
        for (const QString &scope : scopes)
            if (const QString help = resourceQuotaScopeHelp(scope); !help.isEmpty())
                w.write(DescribeWriter::level0, QStringLiteral(" * %1\n").arg(help));
    }
    w.write(DescribeWriter::level0, QStringLiteral("Resource\tUsed\tHard\n"));
    w.write(DescribeWriter::level0, QStringLiteral("--------\t----\t----\n"));
    const QJsonObject status = jsonObject(quota, "status");
    const QJsonObject hard = jsonObject(status, "hard"), used = jsonObject(status, "used");
    QStringList resources = hard.keys();
    std::sort(resources.begin(), resources.end());
    for (const QString &resource : std::as_const(resources))
        w.write(DescribeWriter::level0,
                QStringLiteral("%1\t%2\t%3\n")
                    .arg(resource, usedInHardFormat(used.value(resource), hard.value(resource)),
                         canonicalQuantity(hard.value(resource))));
    return w.description();
}

} // namespace

void describeResourceQuotaObject(const QJsonObject &object, DescribeSource *, const DescribeClock &clock,
                                 std::function<void(Description)> done)
{
    done(describeResourceQuota(object, clock));
}

} // namespace kube
