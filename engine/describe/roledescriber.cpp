// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describers.h"

#include <QHash>

#include <algorithm>
#include <tuple>

namespace kube {

namespace {

// A policy rule in kubectl's broken-down then compacted form.
struct PolicyRule
{
    QStringList verbs, apiGroups, resources, resourceNames, nonResourceURLs;

    // Go's %v of a []string: "[a b]".
    static QString list(const QStringList &values) { return u'[' + values.join(u' ') + u']'; }
    // The generated PolicyRule.String() kubectl sorts the rules by.
    QString goString() const
    {
        return QStringLiteral(
                   "&PolicyRule{Verbs:%1,APIGroups:%2,Resources:%3,ResourceNames:%4,NonResourceURLs:%5,}")
            .arg(list(verbs), list(apiGroups), list(resources), list(resourceNames), list(nonResourceURLs));
    }
};

QStringList strings(const QJsonObject &object, const char *key)
{
    QStringList values;
    for (const QJsonValue &value : object.value(QLatin1String(key)).toArray())
        values.append(value.toString());
    return values;
}

// rbac.BreakdownRule: one rule per group, resource, verb and resource name; one per non-resource URL and
// verb.
QList<PolicyRule> breakdown(const QJsonObject &rule)
{
    const QStringList groups = strings(rule, "apiGroups"), resources = strings(rule, "resources"),
                      verbs = strings(rule, "verbs"), names = strings(rule, "resourceNames");
    QList<PolicyRule> rules;
    for (const QString &group : groups)
        for (const QString &resource : resources)
            for (const QString &verb : verbs) {
                if (names.isEmpty())
                    rules.append({{verb}, {group}, {resource}, {}, {}});
                for (const QString &name : names)
                    rules.append({{verb}, {group}, {resource}, {name}, {}});
            }
    for (const QString &url : strings(rule, "nonResourceURLs"))
        for (const QString &verb : verbs)
            rules.append({{verb}, {}, {}, {}, {url}});
    return rules;
}

// rbac.CompactRules then sort.Stable by String(): rules of one group, resource and (optional) name merge
// their verbs in order. Broken-down rules are all simple but the non-resource ones.
QList<PolicyRule> compact(const QList<PolicyRule> &rules)
{
    QList<PolicyRule> compacted;
    QHash<QString, qsizetype> simple; // group, resource, name → index in `merged`
    QList<PolicyRule> merged;
    for (const PolicyRule &rule : rules) {
        if (!rule.nonResourceURLs.isEmpty()) {
            compacted.append(rule);
            continue;
        }
        const QString key = QStringList{rule.apiGroups.first(), rule.resources.first(),
                                        rule.resourceNames.isEmpty() ? QStringLiteral("-")
                                                                     : u'+' + rule.resourceNames.first()}
                                .join(QChar(0));
        if (const auto found = simple.constFind(key); found != simple.cend()) {
            merged[*found].verbs += rule.verbs;
        } else {
            simple.insert(key, merged.size());
            merged.append(rule);
        }
    }
    compacted += merged;
    std::stable_sort(compacted.begin(), compacted.end(),
                     [](const PolicyRule &a, const PolicyRule &b) { return a.goString() < b.goString(); });
    return compacted;
}

// kubectl's CombineResourceGroup: "resource.group/subresource" of the first resource and group.
QString resourceWithGroup(const PolicyRule &rule)
{
    if (rule.resources.isEmpty())
        return {};
    const QString &resource = rule.resources.first();
    const qsizetype slash = resource.indexOf(u'/');
    QString combined = slash < 0 ? resource : resource.left(slash);
    if (!rule.apiGroups.isEmpty() && !rule.apiGroups.first().isEmpty())
        combined += u'.' + rule.apiGroups.first();
    if (slash >= 0)
        combined += resource.mid(slash);
    return combined;
}

// `kubectl describe role` and `clusterrole`: the rules broken down and compacted; no namespace, no Events.
Description describeRole(const QJsonObject &role, const DescribeClock &clock)
{
    QList<PolicyRule> rules;
    for (const QJsonValue &rule : role.value(QLatin1String("rules")).toArray())
        rules += breakdown(rule.toObject());
    DescribeWriter w(clock);
    const QJsonObject metadata = jsonObject(role, "metadata");
    w.write(DescribeWriter::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    w.write(DescribeWriter::level0, QStringLiteral("PolicyRule:\n"));
    w.write(DescribeWriter::level1, QStringLiteral("Resources\tNon-Resource URLs\tResource Names\tVerbs\n"));
    w.write(DescribeWriter::level1, QStringLiteral("---------\t-----------------\t--------------\t-----\n"));
    for (const PolicyRule &rule : compact(rules))
        w.write(DescribeWriter::level1,
                QStringLiteral("%1\t%2\t%3\t%4\n")
                    .arg(resourceWithGroup(rule), PolicyRule::list(rule.nonResourceURLs),
                         PolicyRule::list(rule.resourceNames), PolicyRule::list(rule.verbs)));
    return w.description();
}

} // namespace

void describeRoleObject(const QJsonObject &object, DescribeSource *, const DescribeClock &clock,
                        std::function<void(Description)> done)
{
    done(describeRole(object, clock));
}

} // namespace kube
