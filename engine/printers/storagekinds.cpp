// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kinddigest.h"
#include "kindprinter.h"

#include "describe/describers.h"
#include "quantity.h"

// Storage (kubectl's printPersistentVolumeClaim, printPersistentVolume, printStorageClass, printCSIDriver).
namespace kube::detail {

namespace {

// The class a volume or claim names: the beta annotation wins over spec.storageClassName, as kubectl reads
// it.
QString storageClassOf(Field root)
{
    const Field annotation = root["metadata"]["annotations"]["volume.beta.kubernetes.io/storage-class"];
    return annotation.exists() ? annotation.text() : root["spec"]["storageClassName"].text();
}

PrintCell quantityCell(const QString &text)
{
    return text.isEmpty() ? PrintCell::text(text) : PrintCell::number(parseQuantity(text).value_or(0), text);
}

QString phaseOf(const Object &object, Field root)
{
    return object.deletionTimestamp() ? QStringLiteral("Terminating") : root["status"]["phase"].text();
}

QList<PrintCell> persistentVolumeClaimCells(const Object &object, Field root)
{
    const Field spec = root["spec"], status = root["status"];
    const bool bound = !spec["volumeName"].text().isEmpty();
    return {
        nameCell(object),
        PrintCell::text(phaseOf(object, root)),
        PrintCell::text(spec["volumeName"].text()),
        quantityCell(bound ? status["capacity"]["storage"].text() : QString()),
        PrintCell::text(bound ? accessModes(status["accessModes"]) : QString()),
        PrintCell::text(storageClassOf(root)),
        ageCell(object),
        PrintCell::text(spec["volumeMode"].exists() ? spec["volumeMode"].text() : QStringLiteral("<unset>"))};
}

QList<PrintCell> persistentVolumeCells(const Object &object, Field root)
{
    const Field spec = root["spec"];
    const Field claim = spec["claimRef"];
    return {
        nameCell(object),
        quantityCell(spec["capacity"]["storage"].text()),
        PrintCell::text(accessModes(spec["accessModes"])),
        PrintCell::text(spec["persistentVolumeReclaimPolicy"].text()),
        PrintCell::text(phaseOf(object, root)),
        PrintCell::text(claim.exists() ? claim["namespace"].text() + QLatin1Char('/') + claim["name"].text()
                                       : QString()),
        PrintCell::text(storageClassOf(root)),
        PrintCell::text(root["status"]["reason"].text()),
        ageCell(object),
        PrintCell::text(spec["volumeMode"].exists() ? spec["volumeMode"].text() : QStringLiteral("<unset>"))};
}

QList<PrintCell> storageClassCells(const Object &object, Field root)
{
    const Field annotations = root["metadata"]["annotations"];
    const bool isDefault = annotations["storageclass.kubernetes.io/is-default-class"].view() == "true" ||
                           annotations["storageclass.beta.kubernetes.io/is-default-class"].view() == "true";
    QString name = QString::fromUtf8(object.name());
    if (isDefault)
        name += QStringLiteral(" (default)");
    return {PrintCell::text(name),
            PrintCell::text(root["provisioner"].text()),
            PrintCell::text(root["reclaimPolicy"].exists() ? root["reclaimPolicy"].text()
                                                           : QStringLiteral("Delete")),
            PrintCell::text(root["volumeBindingMode"].exists() ? root["volumeBindingMode"].text()
                                                               : QStringLiteral("Immediate")),
            PrintCell::boolean(root["allowVolumeExpansion"].boolean().value_or(false)),
            ageCell(object)};
}

QList<PrintCell> csiDriverCells(const Object &object, Field root)
{
    const Field spec = root["spec"];
    QString tokenRequests = QStringLiteral("<unset>");
    if (spec["tokenRequests"].exists()) {
        QStringList audiences;
        spec["tokenRequests"].forEach([&](Field request) { audiences.append(request["audience"].text()); });
        tokenRequests = audiences.join(QLatin1Char(','));
    }
    return {nameCell(object),
            PrintCell::boolean(spec["attachRequired"].boolean().value_or(true)),
            PrintCell::boolean(spec["podInfoOnMount"].boolean().value_or(false)),
            PrintCell::boolean(spec["storageCapacity"].boolean().value_or(false)),
            PrintCell::text(tokenRequests),
            PrintCell::boolean(spec["requiresRepublish"].boolean().value_or(false)),
            PrintCell::text(joinTexts(spec["volumeLifecycleModes"], QStringLiteral(","))),
            ageCell(object)};
}

QList<PrintCell> volumeAttachmentCells(const Object &object, Field root)
{
    const Field spec = root["spec"];
    return {nameCell(object),
            PrintCell::text(spec["attacher"].text()),
            PrintCell::text(spec["source"]["persistentVolumeName"].text()),
            PrintCell::text(spec["nodeName"].text()),
            PrintCell::boolean(root["status"]["attached"].boolean().value_or(false)),
            ageCell(object)};
}

QList<PrintCell> csiNodeCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::integer(qint64(root["spec"]["drivers"].size())), ageCell(object)};
}

// k9s's claim rule: a claim not Bound has no storage yet; a Lost one has lost its volume.
Health claimHealth(const Object &, Field root)
{
    const std::string_view phase = root["status"]["phase"].view();
    if (phase == "Bound")
        return Health::Healthy;
    return phase == "Lost" ? Health::Failing : Health::Warning;
}

// A volume Bound or Available is as it should be; Released waits for its reclaim; Failed needs a person.
Health volumeHealth(const Object &, Field root)
{
    const std::string_view phase = root["status"]["phase"].view();
    if (phase == "Bound" || phase == "Available")
        return Health::Healthy;
    return phase == "Failed" ? Health::Failing : Health::Warning;
}

// The details digests.

void digestVolumeClaim(ObjectDetails &details, const Object &, const QJsonObject &json)
{
    RelatedQuery pods = podsQuery(DetailsLabel::MountedBy, details.namespaceName);
    pods.match = RelatedQuery::Match::MountsClaim;
    pods.value = details.name;
    details.related.append(pods);
    if (const QString volume = objectAt(json, {"spec"}).value(QLatin1String("volumeName")).toString();
        !volume.isEmpty())
        details.references.append(
            {QStringLiteral("v1"), QStringLiteral("PersistentVolume"), {}, volume, {}, false});
}

void digestVolume(ObjectDetails &details, const Object &, const QJsonObject &json)
{
    const QJsonObject claim = objectAt(json, {"spec", "claimRef"});
    if (!claim.isEmpty())
        details.references.append({QStringLiteral("v1"), QStringLiteral("PersistentVolumeClaim"),
                                   claim.value(QLatin1String("namespace")).toString(),
                                   claim.value(QLatin1String("name")).toString(),
                                   claim.value(QLatin1String("uid")).toString(), false});
}

} // namespace

void addStorageKinds(KindRegistry &registry)
{
    registry.add(
        "", "persistentvolumeclaims",
        {KindCategory::Storage, QT_TRANSLATE_NOOP("kube::NavigatorModel", "PersistentVolumeClaims")},
        {nameColumn(),
         statusColumn(column("Status", "phase represents the current phase of PersistentVolumeClaim.")),
         column("Volume", "volumeName is the binding reference to the PersistentVolume backing this claim."),
         column("Capacity", "capacity represents the actual resources of the underlying volume."),
         column("Access Modes",
                "accessModes contains the actual access modes the volume backing the PVC has. More info: "
                "https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes-1"),
         column("StorageClass", "StorageClass of the pvc"), ageColumn(),
         column("VolumeMode",
                "volumeMode defines what type of volume is required by the claim. Value of Filesystem is "
                "implied when not "
                "included in claim spec.",
                1)},
        persistentVolumeClaimCells, claimHealth);
    registry.add(
        "", "persistentvolumes",
        {KindCategory::Storage, QT_TRANSLATE_NOOP("kube::NavigatorModel", "PersistentVolumes")},
        {nameColumn(),
         column("Capacity",
                "capacity is the description of the persistent volume's resources and capacity. More info: "
                "https://kubernetes.io/docs/concepts/storage/persistent-volumes#capacity"),
         column("Access Modes",
                "accessModes contains all ways the volume can be mounted. More info: "
                "https://kubernetes.io/docs/concepts/storage/persistent-volumes#access-modes"),
         column("Reclaim Policy",
                "persistentVolumeReclaimPolicy defines what happens to a persistent volume when released "
                "from its claim. Valid "
                "options are Retain (default for manually created PersistentVolumes), Delete (default for "
                "dynamically "
                "provisioned PersistentVolumes), and Recycle (deprecated). Recycle must be supported by the "
                "volume plugin "
                "underlying this PersistentVolume. More info: "
                "https://kubernetes.io/docs/concepts/storage/persistent-volumes#reclaiming"),
         statusColumn(column(
             "Status",
             "phase indicates if a volume is available, bound to a claim, or released by a claim. More info: "
             "https://kubernetes.io/docs/concepts/storage/persistent-volumes#phase")),
         column("Claim", "claimRef is part of a bi-directional binding between PersistentVolume and "
                         "PersistentVolumeClaim. Expected to "
                         "be non-nil when bound. claim.VolumeName is the authoritative bind between PV and "
                         "PVC. More info: "
                         "https://kubernetes.io/docs/concepts/storage/persistent-volumes#binding"),
         column("StorageClass", "StorageClass of the pv"),
         column("Reason", "reason is a brief CamelCase string that describes any failure and is meant for "
                          "machine parsing and tidy "
                          "display in the CLI."),
         ageColumn(),
         column("VolumeMode",
                "volumeMode defines if a volume is intended to be used with a formatted filesystem or to "
                "remain in raw block "
                "state. Value of Filesystem is implied when not included in spec.",
                1)},
        persistentVolumeCells, volumeHealth);
    registry.add("storage.k8s.io", "storageclasses",
                 {KindCategory::Storage, QT_TRANSLATE_NOOP("kube::NavigatorModel", "StorageClasses")},
                 {nameColumn(), column("Provisioner", "provisioner indicates the type of the provisioner."),
                  column("ReclaimPolicy", "reclaimPolicy controls the reclaimPolicy for dynamically "
                                          "provisioned PersistentVolumes of this storage class. "
                                          "Defaults to Delete."),
                  column("VolumeBindingMode", "volumeBindingMode indicates how PersistentVolumeClaims should "
                                              "be provisioned and bound.  When unset, "
                                              "VolumeBindingImmediate is used. This field is only honored by "
                                              "servers that enable the VolumeScheduling "
                                              "feature."),
                  column("AllowVolumeExpansion",
                         "allowVolumeExpansion shows whether the storage class allow volume expand."),
                  ageColumn()},
                 storageClassCells, noHealth);
    registry.add(
        "storage.k8s.io", "csidrivers", otherKind,
        {nameColumn(),
         column("AttachRequired",
                "attachRequired indicates this CSI volume driver requires an attach operation (because it "
                "implements the CSI "
                "ControllerPublishVolume() method), and that the Kubernetes attach detach controller should "
                "call the attach "
                "volume interface which checks the volumeattachment status and waits until the volume is "
                "attached before "
                "proceeding to mounting. The CSI external-attacher coordinates with CSI volume driver and "
                "updates the "
                "volumeattachment status when the attach operation is complete. If the CSIDriverRegistry "
                "feature gate is "
                "enabled and the value is specified to false, the attach operation will be skipped. "
                "Otherwise the attach "
                "operation will be called.\n\nThis field is immutable.",
                0, "boolean"),
         column("PodInfoOnMount",
                "podInfoOnMount indicates this CSI volume driver requires additional pod information (like "
                "podName, podUID, "
                "etc.) during mount operations, if set to true. If set to false, pod information will not be "
                "passed on mount. "
                "Default is false.\n\nThe CSI driver specifies podInfoOnMount as part of driver deployment. "
                "If true, Kubelet "
                "will pass pod information as VolumeContext in the CSI NodePublishVolume() calls. The CSI "
                "driver is "
                "responsible for parsing and validating the information passed in as VolumeContext.\n\nThe "
                "following "
                "VolumeConext will be passed if podInfoOnMount is set to true. This list might grow, but the "
                "prefix will be "
                "used. \"csi.storage.k8s.io/pod.name\": pod.Name \"csi.storage.k8s.io/pod.namespace\": "
                "pod.Namespace "
                "\"csi.storage.k8s.io/pod.uid\": string(pod.UID) \"csi.storage.k8s.io/ephemeral\": \"true\" "
                "if the volume is "
                "an ephemeral inline volume\n                                defined by a CSIVolumeSource, "
                "otherwise "
                "\"false\"\n\n\"csi.storage.k8s.io/ephemeral\" is a new feature in Kubernetes 1.16. It is "
                "only required for "
                "drivers which support both the \"Persistent\" and \"Ephemeral\" VolumeLifecycleMode. Other "
                "drivers can leave "
                "pod info disabled and/or ignore this field. As Kubernetes 1.15 doesn't support this field, "
                "drivers can only "
                "support one mode when deployed on such a cluster and the deployment determines which mode "
                "that is, for "
                "example via a command line parameter of the driver.\n\nThis field is immutable.",
                0, "boolean"),
         column(
             "StorageCapacity",
             "storageCapacity indicates that the CSI volume driver wants pod scheduling to consider the "
             "storage capacity "
             "that the driver deployment will report by creating CSIStorageCapacity objects with capacity "
             "information, if "
             "set to true.\n\nThe check can be enabled immediately when deploying a driver. In that case, "
             "provisioning new "
             "volumes with late binding will pause until the driver deployment has published some suitable "
             "CSIStorageCapacity object.\n\nAlternatively, the driver can be deployed with the field unset "
             "or false and it "
             "can be flipped later when storage capacity information has been published.\n\nThis field was "
             "immutable in "
             "Kubernetes <= 1.22 and now is mutable.",
             0, "boolean"),
         column("TokenRequests", "tokenRequests indicates the CSI driver needs pods' service account tokens "
                                 "it is mounting volume for to do "
                                 "necessary authentication. Kubelet will pass the tokens in VolumeContext in "
                                 "the CSI NodePublishVolume calls. "
                                 "The CSI driver should parse and validate the following VolumeContext: "
                                 "\"csi.storage.k8s.io/serviceAccount.tokens\": {\n  \"<audience>\": {\n    "
                                 "\"token\": <token>,\n    "
                                 "\"expirationTimestamp\": <expiration timestamp in RFC3339>,\n  },\n  "
                                 "...\n}\n\nNote: Audience in each "
                                 "TokenRequest should be different and at most one token is empty string. To "
                                 "receive a new token after expiry, "
                                 "RequiresRepublish can be used to trigger NodePublishVolume periodically."),
         column("RequiresRepublish",
                "requiresRepublish indicates the CSI driver wants `NodePublishVolume` being periodically "
                "called to reflect any "
                "possible change in the mounted volume. This field defaults to false.\n\nNote: After a "
                "successful initial "
                "NodePublishVolume call, subsequent calls to NodePublishVolume should only update the "
                "contents of the volume. "
                "New mount points will not be seen by a running container.",
                0, "boolean"),
         column("Modes", "volumeLifecycleModes defines what kind of volumes this CSI volume driver supports. "
                         "The default if the list is "
                         "empty is \"Persistent\", which is the usage defined by the CSI specification and "
                         "implemented in Kubernetes "
                         "via the usual PV/PVC mechanism.\n\nThe other mode is \"Ephemeral\". In this mode, "
                         "volumes are defined inline "
                         "inside the pod spec with CSIVolumeSource and their lifecycle is tied to the "
                         "lifecycle of that pod. A driver "
                         "has to be aware of this because it is only going to get a NodePublishVolume call "
                         "for such a volume.\n\nFor "
                         "more information about implementing this mode, see "
                         "https://kubernetes-csi.github.io/docs/ephemeral-local-volumes.html A driver can "
                         "support one or more of these "
                         "modes and more modes may be added in the future.\n\nThis field is beta. This field "
                         "is immutable."),
         ageColumn()},
        csiDriverCells, noHealth);
    registry.add(
        "storage.k8s.io", "volumeattachments", otherKind,
        {nameColumn(),
         column("Attacher",
                "attacher indicates the name of the volume driver that MUST handle this request. This "
                "is the name returned by GetPluginName().",
                0, "string", "name"),
         column("PV", "persistentVolumeName represents the name of the persistent volume to attach."),
         column("Node", "nodeName represents the node that the volume should be attached to."),
         column("Attached",
                "attached indicates the volume is successfully attached. This field must only be set "
                "by the entity completing the attach operation, i.e. the external-attacher.",
                0, "boolean"),
         ageColumn()},
        volumeAttachmentCells, noHealth);
    registry.add("storage.k8s.io", "csinodes", otherKind,
                 {nameColumn(),
                  column("Drivers", "Drivers indicates the number of CSI drivers registered on the node", 0,
                         "integer"),
                  ageColumn()},
                 csiNodeCells, noHealth);
    // A v1.28.7 apiserver has no printer for it (printers.go gained one later): Name and Created At.
    registry.addDefault("storage.k8s.io", "csistoragecapacities", otherKind);

    registry.setDigest("", "persistentvolumeclaims", digestVolumeClaim);
    registry.setDigest("", "persistentvolumes", digestVolume);

    registry.setDescriber("", "persistentvolumeclaims", describePersistentVolumeClaimObject);
    registry.setDescriber("storage.k8s.io", "storageclasses", describeStorageClassObject);
    registry.setDescriber("", "persistentvolumes", describePersistentVolumeObject);
}

} // namespace kube::detail
