// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describerregistry.h"
#include "describers.h"
#include "persistentvolumeclaimdescriber.h"
#include "printers/quantity.h"

namespace kube {

namespace {

using W = DescribeWriter;

QString pvTrueFalse(const QJsonObject &object, const char *key)
{
    return object.value(QLatin1String(key)).toBool() ? QStringLiteral("true") : QStringLiteral("false");
}

// kubectl's printVolumeNodeAffinity: each required term's expressions, one a line, operators in lower case.
void pvNodeAffinity(W &w, const QJsonObject &spec)
{
    w.write(W::level0, QStringLiteral("Node Affinity:\t"));
    const QJsonObject affinity = jsonObject(spec, "nodeAffinity");
    if (!affinity.contains(QLatin1String("required"))) {
        w.write(W::level0, QStringLiteral("<none>\n"));
        return;
    }
    w.write(W::level0, QStringLiteral("\n"));
    const QJsonArray terms =
        jsonObject(affinity, "required").value(QLatin1String("nodeSelectorTerms")).toArray();
    w.write(
        W::level1,
        QStringLiteral("Required Terms:\t%1\n").arg(terms.isEmpty() ? QStringLiteral("<none>") : QString()));
    for (qsizetype i = 0; i < terms.size(); ++i) {
        const QJsonArray expressions =
            terms.at(i).toObject().value(QLatin1String("matchExpressions")).toArray();
        w.write(W::level2, QStringLiteral("Term %1:\t").arg(i));
        if (expressions.isEmpty())
            w.write(W::level0, QStringLiteral("<none>\n"));
        for (qsizetype j = 0; j < expressions.size(); ++j) {
            const QJsonObject requirement = expressions.at(j).toObject();
            QStringList values;
            for (const QJsonValue &value : requirement.value(QLatin1String("values")).toArray())
                values.append(value.toString());
            if (j != 0)
                w.write(W::level2, QStringLiteral("\t"));
            w.write(W::level0,
                    jsonString(requirement, "key") + u' ' + jsonString(requirement, "operator").toLower() +
                        (values.isEmpty() ? QString()
                                          : QStringLiteral(" [%1]").arg(values.join(QStringLiteral(", ")))) +
                        u'\n');
        }
    }
}

// The volume's source, for the kinds of source written here (hostPath, NFS, local and CSI volumes).
void pvSource(W &w, const QJsonObject &spec)
{
    if (spec.contains(QLatin1String("hostPath"))) {
        const QJsonObject h = jsonObject(spec, "hostPath");
        w.write(W::level2, QStringLiteral("Type:\tHostPath (bare host directory volume)\n    Path:\t%1\n    "
                                          "HostPathType:\t%2\n")
                               .arg(jsonString(h, "path"), h.contains(QLatin1String("type"))
                                                               ? jsonString(h, "type")
                                                               : QStringLiteral("<none>")));
    } else if (spec.contains(QLatin1String("nfs"))) {
        const QJsonObject n = jsonObject(spec, "nfs");
        w.write(W::level2,
                QStringLiteral("Type:\tNFS (an NFS mount that lasts the lifetime of a pod)\n    "
                               "Server:\t%1\n    Path:\t%2\n    ReadOnly:\t%3\n")
                    .arg(jsonString(n, "server"), jsonString(n, "path"), pvTrueFalse(n, "readOnly")));
    } else if (spec.contains(QLatin1String("local"))) {
        w.write(W::level2,
                QStringLiteral("Type:\tLocalVolume (a persistent volume backed by local storage on a "
                               "node)\n    Path:\t%1\n")
                    .arg(jsonString(jsonObject(spec, "local"), "path")));
    } else if (spec.contains(QLatin1String("csi"))) {
        const QJsonObject c = jsonObject(spec, "csi");
        w.write(W::level2,
                QStringLiteral("Type:\tCSI (a Container Storage Interface (CSI) volume source)\n    "
                               "Driver:\t%1\n    FSType:\t%2\n    VolumeHandle:\t%3\n    ReadOnly:\t%4\n")
                    .arg(jsonString(c, "driver"), jsonString(c, "fsType"), jsonString(c, "volumeHandle"),
                         pvTrueFalse(c, "readOnly")));
        // As kubectl's printCSIPersistentVolumeAttributesMultiline writes them: every piece at level 2.
        const QJsonObject attributes = jsonObject(c, "volumeAttributes");
        w.write(W::level2, QStringLiteral("VolumeAttributes:\t"));
        if (attributes.isEmpty())
            w.write(W::level0, QStringLiteral("<none>\n"));
        bool first = true;
        for (auto it = attributes.begin(); it != attributes.end(); ++it, first = false) {
            if (!first) {
                w.write(W::level2, QString());
                w.write(W::level2, QStringLiteral("\t"));
            }
            const QString line = it.key() + u'=' + it.value().toString();
            w.write(W::level2, (line.size() > W::maxAnnotationLength
                                    ? line.left(W::maxAnnotationLength) + QStringLiteral("...")
                                    : line) +
                                   u'\n');
        }
    } else {
        w.write(W::level1, QStringLiteral("<unknown>\n"));
    }
}

// `kubectl describe persistentvolume`.
Description describePersistentVolume(const QJsonObject &volume,
                                     const std::optional<QList<QJsonObject>> &events,
                                     const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(volume, "metadata");
    const QJsonObject spec = jsonObject(volume, "spec");
    const QJsonObject status = jsonObject(volume, "status");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    QStringList finalizers;
    for (const QJsonValue &f : metadata.value(QLatin1String("finalizers")).toArray())
        finalizers.append(f.toString());
    w.write(W::level0, QStringLiteral("Finalizers:\t[%1]\n").arg(finalizers.join(QLatin1Char(' '))));
    // storageutil.GetPersistentVolumeClass: the field, else the beta annotation.
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
    const QJsonObject claim = jsonObject(spec, "claimRef");
    w.write(W::level0, QStringLiteral("Claim:\t%1\n")
                           .arg(spec.contains(QLatin1String("claimRef"))
                                    ? jsonString(claim, "namespace") + u'/' + jsonString(claim, "name")
                                    : QString()));
    w.write(W::level0,
            QStringLiteral("Reclaim Policy:\t%1\n").arg(jsonString(spec, "persistentVolumeReclaimPolicy")));
    w.write(W::level0, QStringLiteral("Access Modes:\t%1\n")
                           .arg(accessModesText(spec.value(QLatin1String("accessModes")).toArray())));
    if (spec.contains(QLatin1String("volumeAttributesClassName")))
        w.write(W::level0, QStringLiteral("VolumeAttributesClass:\t%1\n")
                               .arg(jsonString(spec, "volumeAttributesClassName")));
    if (spec.contains(QLatin1String("volumeMode")))
        w.write(W::level0, QStringLiteral("VolumeMode:\t%1\n").arg(jsonString(spec, "volumeMode")));
    const auto storage =
        Quantity::parse(goValue(jsonObject(spec, "capacity").value(QLatin1String("storage"))));
    w.write(W::level0,
            QStringLiteral("Capacity:\t%1\n").arg(storage ? storage->toString() : QStringLiteral("0")));
    pvNodeAffinity(w, spec);
    w.write(W::level0, QStringLiteral("Message:\t%1\n").arg(jsonString(status, "message")));
    w.write(W::level0, QStringLiteral("Source:\n"));
    pvSource(w, spec);
    if (events)
        describeEvents(w, *events);
    return w.description();
}

void describePersistentVolumeWith(const QJsonObject &object, DescribeSource *source,
                                  const DescribeClock &clock, std::function<void(Description)> done)
{
    source->events(object, QStringLiteral("PersistentVolume"),
                   [object, done, clock](const DescribeSource::Events &events) {
                       done(describePersistentVolume(object, events, clock));
                   });
}

} // namespace

void describePersistentVolumeObject(const QJsonObject &object, DescribeSource *source,
                                    const DescribeClock &clock, std::function<void(Description)> done)
{
    describePersistentVolumeWith(object, source, clock, std::move(done));
}

} // namespace kube
