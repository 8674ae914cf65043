// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describers.h"

namespace kube {

namespace {

// `kubectl describe rolebinding` and `clusterrolebinding`: the role referred to and the subjects table; no
// namespace, no Events.
Description describeRoleBinding(const QJsonObject &binding, const DescribeClock &clock)
{
    DescribeWriter w(clock);
    const QJsonObject metadata = jsonObject(binding, "metadata");
    w.write(DescribeWriter::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    const QJsonObject roleRef = jsonObject(binding, "roleRef");
    w.write(DescribeWriter::level0, QStringLiteral("Role:\n"));
    w.write(DescribeWriter::level1, QStringLiteral("Kind:\t%1\n").arg(jsonString(roleRef, "kind")));
    w.write(DescribeWriter::level1, QStringLiteral("Name:\t%1\n").arg(jsonString(roleRef, "name")));
    w.write(DescribeWriter::level0, QStringLiteral("Subjects:\n"));
    w.write(DescribeWriter::level1, QStringLiteral("Kind\tName\tNamespace\n"));
    w.write(DescribeWriter::level1, QStringLiteral("----\t----\t---------\n"));
    for (const QJsonValue &value : binding.value(QLatin1String("subjects")).toArray()) {
        const QJsonObject subject = value.toObject();
        w.write(DescribeWriter::level1, QStringLiteral("%1\t%2\t%3\n")
                                            .arg(jsonString(subject, "kind"), jsonString(subject, "name"),
                                                 jsonString(subject, "namespace")));
    }
    return w.description();
}

} // namespace

void describeRoleBindingObject(const QJsonObject &object, DescribeSource *, const DescribeClock &clock,
                               std::function<void(Description)> done)
{
    done(describeRoleBinding(object, clock));
}

} // namespace kube
