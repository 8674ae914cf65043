// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"

namespace kube {

namespace {

using W = DescribeWriter;

// storageutil.IsDefaultAnnotationText: "Yes" when either default-class annotation says "true".
QString isDefaultClass(const QJsonObject &annotations)
{
    return jsonString(annotations, "storageclass.kubernetes.io/is-default-class") == QLatin1String("true") ||
                   jsonString(annotations, "storageclass.beta.kubernetes.io/is-default-class") ==
                       QLatin1String("true")
               ? QStringLiteral("Yes")
               : QStringLiteral("No");
}

// `kubectl describe storageclass`: annotations and parameters on one line each, as labels are.
Description describeStorageClass(const QJsonObject &storageClass,
                                 const std::optional<QList<QJsonObject>> &events, const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(storageClass, "metadata");
    const QJsonObject annotations = jsonObject(metadata, "annotations");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("IsDefaultClass:\t%1\n").arg(isDefaultClass(annotations)));
    w.write(W::level0, QStringLiteral("Annotations:\t%1\n").arg(formatLabels(annotations)));
    w.write(W::level0, QStringLiteral("Provisioner:\t%1\n").arg(jsonString(storageClass, "provisioner")));
    w.write(W::level0,
            QStringLiteral("Parameters:\t%1\n").arg(formatLabels(jsonObject(storageClass, "parameters"))));
    const QJsonValue expansion = storageClass.value(QLatin1String("allowVolumeExpansion"));
    w.write(W::level0, QStringLiteral("AllowVolumeExpansion:\t%1\n")
                           .arg(!expansion.isBool()  ? QStringLiteral("<unset>")
                                : expansion.toBool() ? QStringLiteral("True")
                                                     : QStringLiteral("False")));
    const QJsonArray mountOptions = storageClass.value(QLatin1String("mountOptions")).toArray();
    if (mountOptions.isEmpty()) {
        w.write(W::level0, QStringLiteral("MountOptions:\t<none>\n"));
    } else {
        w.write(W::level0, QStringLiteral("MountOptions:\n"));
        for (const QJsonValue &option : mountOptions)
            w.write(W::level1, option.toString() + u'\n');
    }
    if (storageClass.contains(QLatin1String("reclaimPolicy")))
        w.write(W::level0,
                QStringLiteral("ReclaimPolicy:\t%1\n").arg(jsonString(storageClass, "reclaimPolicy")));
    if (storageClass.contains(QLatin1String("volumeBindingMode")))
        w.write(
            W::level0,
            QStringLiteral("VolumeBindingMode:\t%1\n").arg(jsonString(storageClass, "volumeBindingMode")));
    if (storageClass.value(QLatin1String("allowedTopologies")).isArray()) {
        const QJsonArray terms = storageClass.value(QLatin1String("allowedTopologies")).toArray();
        w.write(W::level0, QStringLiteral("AllowedTopologies:\t%1\n")
                               .arg(terms.isEmpty() ? QStringLiteral("<none>") : QString()));
        for (qsizetype i = 0; i < terms.size(); ++i) {
            const QJsonArray requirements =
                terms.at(i).toObject().value(QLatin1String("matchLabelExpressions")).toArray();
            w.write(W::level1, QStringLiteral("Term %1:\t").arg(i));
            if (requirements.isEmpty())
                w.write(W::level0, QStringLiteral("<none>\n"));
            for (qsizetype j = 0; j < requirements.size(); ++j) {
                const QJsonObject requirement = requirements.at(j).toObject();
                QStringList values;
                for (const QJsonValue &value : requirement.value(QLatin1String("values")).toArray())
                    values.append(value.toString());
                if (j != 0)
                    w.write(W::level1, QStringLiteral("\t"));
                w.write(W::level0, jsonString(requirement, "key") + QStringLiteral(" in") +
                                       (values.isEmpty() ? QString()
                                                         : QStringLiteral(" [%1]").arg(
                                                               values.join(QStringLiteral(", ")))) +
                                       u'\n');
            }
        }
    }
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describeStorageClassObject(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                                std::function<void(Description)> done)
{
    source->events(object, QStringLiteral("StorageClass"),
                   [object, done, clock](const DescribeSource::Events &events) {
                       done(describeStorageClass(object, events, clock));
                   });
}

} // namespace kube
