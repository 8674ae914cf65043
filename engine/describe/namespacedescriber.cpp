// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describers.h"
#include "limitrangedescriber.h"
#include "resourcequotadescriber.h"

#include <algorithm>
#include <memory>

namespace kube {

namespace {

using W = DescribeWriter;

const GroupVersionResource namespaceQuotas{QString(), QStringLiteral("v1"), QStringLiteral("resourcequotas")};
const GroupVersionResource namespaceLimitRanges{QString(), QStringLiteral("v1"),
                                                QStringLiteral("limitranges")};

// kubectl's DescribeResourceQuotas: each quota by name, its hard limits by resource with what is used.
void resourceQuotas(W &w, QList<QJsonObject> quotas)
{
    if (quotas.isEmpty()) {
        w.write(W::level0, QStringLiteral("No resource quota.\n"));
        return;
    }
    const auto nameOf = [](const QJsonObject &quota) {
        return jsonString(jsonObject(quota, "metadata"), "name");
    };
    std::sort(quotas.begin(), quotas.end(),
              [&](const QJsonObject &a, const QJsonObject &b) { return nameOf(a) < nameOf(b); });
    w.write(W::level0, QStringLiteral("Resource Quotas\n"));
    for (const QJsonObject &quota : std::as_const(quotas)) {
        w.write(W::level1, QStringLiteral("Name:\t%1\n").arg(nameOf(quota)));
        if (const QStringList scopes = resourceQuotaScopes(quota); !scopes.isEmpty()) {
            w.write(W::level1, QStringLiteral("Scopes:\t%1\n").arg(scopes.join(QStringLiteral(", "))));
            for (const QString &scope : scopes)
                if (const QString help = resourceQuotaScopeHelp(scope); !help.isEmpty())
                    w.write(W::level1, QStringLiteral("* %1\n").arg(help));
        }
        w.write(W::level1, QStringLiteral("Resource\tUsed\tHard\n"));
        w.write(W::level1, QStringLiteral("--------\t---\t---\n"));
        const QJsonObject status = jsonObject(quota, "status");
        const QJsonObject hard = jsonObject(status, "hard"), used = jsonObject(status, "used");
        QStringList resources = hard.keys();
        std::sort(resources.begin(), resources.end());
        for (const QString &resource : std::as_const(resources))
            w.write(W::level1, QStringLiteral("%1\t%2\t%3\n")
                                   .arg(resource, canonicalQuantity(used.value(resource)),
                                        canonicalQuantity(hard.value(resource))));
    }
}

// kubectl's DescribeLimitRanges: one row per limit and resource of every limit range.
void limitRanges(W &w, const QList<QJsonObject> &ranges)
{
    if (ranges.isEmpty()) {
        w.write(W::level0, QStringLiteral("No LimitRange resource.\n"));
        return;
    }
    w.write(W::level0, QStringLiteral("Resource Limits\n Type\tResource\tMin\tMax\tDefault Request\tDefault "
                                      "Limit\tMax Limit/Request Ratio\n"));
    w.write(W::level0,
            QStringLiteral(" ----\t--------\t---\t---\t---------------\t-------------\t---------------"
                           "--------\n"));
    for (const QJsonObject &range : ranges)
        writeLimitRangeRows(w, range, QStringLiteral(" "));
}

// `kubectl describe namespace`: its status and conditions, then its resource quotas and limit ranges (each
// section left out when the server has no such resource: `quotas`/`ranges` nullopt).
Description describeNamespace(const QJsonObject &ns, const std::optional<QList<QJsonObject>> &quotas,
                              const std::optional<QList<QJsonObject>> &ranges, const DescribeClock &clock)
{
    W w(clock);
    const QJsonObject metadata = jsonObject(ns, "metadata");
    const QJsonObject status = jsonObject(ns, "status");
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(W::level0, QStringLiteral("Status:\t%1\n").arg(jsonString(status, "phase")));
    const QJsonArray conditions = status.value(QLatin1String("conditions")).toArray();
    if (!conditions.isEmpty()) {
        w.write(W::level0, QStringLiteral("Conditions:\n"));
        w.write(W::level1, QStringLiteral("Type\tStatus\tLastTransitionTime\tReason\tMessage\n"));
        w.write(W::level1, QStringLiteral("----\t------\t------------------\t------\t-------\n"));
        for (const QJsonValue &value : conditions) {
            const QJsonObject c = value.toObject();
            w.write(W::level1, QStringLiteral("%1\t%2\t%3\t%4\t%5\n")
                                   .arg(jsonString(c, "type"), jsonString(c, "status"),
                                        w.timestamp(jsonString(c, "lastTransitionTime")),
                                        jsonString(c, "reason"), jsonString(c, "message")));
        }
    }
    if (quotas) {
        w.write(W::level0, QStringLiteral("\n"));
        resourceQuotas(w, *quotas);
    }
    if (ranges) {
        w.write(W::level0, QStringLiteral("\n"));
        limitRanges(w, *ranges);
    }
    return w.description();
}

} // namespace

void describeNamespaceObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                             std::function<void(Description)> done)
{
    const QString name = jsonString(jsonObject(object, "metadata"), "name");
    // A NotFound list: the server has no such resource, and the section is left out; other errors fail.
    const auto section = [source, done](const DescribeSource::Items &items,
                                        std::optional<QList<QJsonObject>> *out) {
        if (items) {
            *out = *items;
            return true;
        }
        if (items.error().isNotFound())
            return true;
        source->fail(items.error());
        done({});
        return false;
    };
    source->list(namespaceQuotas, name, {},
                 [object, name, source, section, done, clock](const DescribeSource::Items &found) {
                     auto quotas = std::make_shared<std::optional<QList<QJsonObject>>>();
                     if (!section(found, quotas.get()))
                         return;
                     source->list(namespaceLimitRanges, name, {},
                                  [object, quotas, section, done, clock](const DescribeSource::Items &found) {
                                      std::optional<QList<QJsonObject>> ranges;
                                      if (section(found, &ranges))
                                          done(describeNamespace(object, *quotas, ranges, clock));
                                  });
                 });
}

} // namespace kube
