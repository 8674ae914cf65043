// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "persistentvolumeclaimdescriber.h"
#include "describeevents.h"

#include <algorithm>

namespace kube {

namespace {

using W = DescribeWriter;

} // namespace

// storageutil.GetAccessModesAsString: the short forms, each once, in this order.
QString accessModesText(const QJsonArray &modes)
{
    const std::pair<const char *, const char *> names[] = {{"ReadWriteOnce", "RWO"},
                                                           {"ReadOnlyMany", "ROX"},
                                                           {"ReadWriteMany", "RWX"},
                                                           {"ReadWriteOncePod", "RWOP"}};
    QStringList out;
    for (const auto &[mode, shortName] : names)
        if (modes.contains(QJsonValue(QLatin1String(mode))))
            out.append(QLatin1String(shortName));
    return out.join(QLatin1Char(','));
}

Description describePersistentVolumeClaim(const QJsonObject &claim, const QList<QJsonObject> &pods,
                                          const std::optional<QList<QJsonObject>> &events,
                                          const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(claim, "metadata");
    const QJsonObject spec = jsonObject(claim, "spec");
    const QJsonObject status = jsonObject(claim, "status");
    const QString name = jsonString(metadata, "name");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(name));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    const QString storageClass =
        spec.contains(QLatin1String("storageClassName"))
            ? jsonString(spec, "storageClassName")
            : jsonString(jsonObject(metadata, "annotations"), "volume.beta.kubernetes.io/storage-class");
    w.write(W::level0, QStringLiteral("StorageClass:\t%1\n").arg(storageClass));
    if (!jsonString(metadata, "deletionTimestamp").isEmpty())
        w.write(W::level0, QStringLiteral("Status:\tTerminating (lasts %1)\n")
                               .arg(w.since(jsonString(metadata, "deletionTimestamp"))));
    else
        w.write(W::level0, QStringLiteral("Status:\t%1\n").arg(jsonString(status, "phase")));
    w.write(W::level0, QStringLiteral("Volume:\t%1\n").arg(jsonString(spec, "volumeName")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    QStringList finalizers;
    for (const QJsonValue &f : metadata.value(QLatin1String("finalizers")).toArray())
        finalizers.append(f.toString());
    w.write(W::level0, QStringLiteral("Finalizers:\t[%1]\n").arg(finalizers.join(QLatin1Char(' '))));
    const bool bound = !jsonString(spec, "volumeName").isEmpty();
    w.write(W::level0,
            QStringLiteral("Capacity:\t%1\n")
                .arg(bound ? goValue(jsonObject(status, "capacity").value(QLatin1String("storage")))
                           : QString()));
    w.write(W::level0, QStringLiteral("Access Modes:\t%1\n")
                           .arg(bound ? accessModesText(status.value(QLatin1String("accessModes")).toArray())
                                      : QString()));
    if (spec.contains(QLatin1String("volumeMode")))
        w.write(W::level0, QStringLiteral("VolumeMode:\t%1\n").arg(jsonString(spec, "volumeMode")));
    if (spec.contains(QLatin1String("dataSource"))) {
        const QJsonObject source = jsonObject(spec, "dataSource");
        w.write(W::level0, QStringLiteral("DataSource:\n"));
        if (source.contains(QLatin1String("apiGroup")))
            w.write(W::level1, QStringLiteral("APIGroup:\t%1\n").arg(jsonString(source, "apiGroup")));
        w.write(W::level1, QStringLiteral("Kind:\t%1\n").arg(jsonString(source, "kind")));
        w.write(W::level1, QStringLiteral("Name:\t%1\n").arg(jsonString(source, "name")));
    }
    QStringList users;
    for (const QJsonObject &pod : pods)
        for (const QJsonValue &volume : jsonObject(pod, "spec").value(QLatin1String("volumes")).toArray())
            if (jsonString(jsonObject(volume.toObject(), "persistentVolumeClaim"), "claimName") == name)
                users.append(jsonString(jsonObject(pod, "metadata"), "name"));
    for (const QJsonValue &owner : metadata.value(QLatin1String("ownerReferences")).toArray()) {
        if (jsonString(owner.toObject(), "kind") != QLatin1String("Pod"))
            continue;
        for (const QJsonObject &pod : pods) {
            const QJsonObject podMetadata = jsonObject(pod, "metadata");
            if (jsonString(podMetadata, "uid") == jsonString(owner.toObject(), "uid") &&
                !users.contains(jsonString(podMetadata, "name")))
                users.append(jsonString(podMetadata, "name"));
        }
    }
    std::sort(users.begin(), users.end());
    w.multiline(QStringLiteral("Used By"), users);
    const QJsonArray conditions = status.value(QLatin1String("conditions")).toArray();
    if (!conditions.isEmpty()) {
        w.write(W::level0, QStringLiteral("Conditions:\n"));
        w.write(W::level1,
                QStringLiteral("Type\tStatus\tLastProbeTime\tLastTransitionTime\tReason\tMessage\n"));
        w.write(W::level1,
                QStringLiteral("----\t------\t-----------------\t------------------\t------\t-------\n"));
        for (const QJsonValue &value : conditions) {
            const QJsonObject c = value.toObject();
            w.write(W::level1, QStringLiteral("%1 \t%2 \t%3 \t%4 \t%5 \t%6\n")
                                   .arg(jsonString(c, "type"), jsonString(c, "status"),
                                        w.timestamp(jsonString(c, "lastProbeTime")),
                                        w.timestamp(jsonString(c, "lastTransitionTime")),
                                        jsonString(c, "reason"), jsonString(c, "message")));
        }
    }
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace kube
