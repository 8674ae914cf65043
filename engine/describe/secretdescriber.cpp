// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describers.h"

#include <algorithm>

namespace kube {

namespace {

// `kubectl describe secret`: each key with its size, never its value (a service account token's aside, which
// kubectl prints); no Events section.
Description describeSecret(const QJsonObject &secret, const DescribeClock &clock)
{
    DescribeWriter w(clock);
    const QJsonObject metadata = jsonObject(secret, "metadata");
    w.write(DescribeWriter::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(DescribeWriter::level0,
            QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    const QString type = jsonString(secret, "type");
    w.write(DescribeWriter::level0, QStringLiteral("\nType:\t%1\n").arg(type));
    w.write(DescribeWriter::level0, QStringLiteral("\nData\n====\n"));
    const QJsonObject data = jsonObject(secret, "data");
    QStringList keys = data.keys();
    std::sort(keys.begin(), keys.end());
    for (const QString &key : std::as_const(keys)) {
        const QByteArray value = QByteArray::fromBase64(data.value(key).toString().toLatin1());
        if (key == QLatin1String("token") && type == QLatin1String("kubernetes.io/service-account-token"))
            w.write(DescribeWriter::level0, QStringLiteral("%1:\t%2\n").arg(key, QString::fromUtf8(value)));
        else
            w.write(DescribeWriter::level0, QStringLiteral("%1:\t%2 bytes\n").arg(key).arg(value.size()));
    }
    return w.description();
}

} // namespace

void describeSecretObject(const QJsonObject &object, DescribeSource *, const DescribeClock &clock,
                          std::function<void(Description)> done)
{
    done(describeSecret(object, clock));
}

} // namespace kube
