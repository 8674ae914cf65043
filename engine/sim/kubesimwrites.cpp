// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// KubeSim's write verbs: create, update, patch (merge, JSON, strategic merge, apply), delete and deletecollection,
// on a resource or its status and scale subresources.
#include "compactjson.h"
#include "kubesim.h"

#include "apidefaults.h"
#include "controllers/kubelet.h"
#include "garbagecollector.h"
#include "jsonfieldpaths.h"
#include "objectmeta.h"
#include "openapi.h"
#include "patch.h"
#include "requestbody.h"
#include "structuralschema.h"
#include "typedjsonreader.h"

#include "cache/labelselector.h"
#include "codec/protobufcodec.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QUuid>

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {

QJsonObject nameDetails(const ResourceType &type, const QString &name)
{
    QJsonObject details{{u"name"_s, name}, {u"kind"_s, type.resource}};
    if (!type.group.isEmpty())
        details.insert(u"group"_s, type.group);
    return details;
}

// "app=web,tier=front" from a selector's matchLabels, as a Scale's status.selector.
QString selectorText(const QJsonObject &selector)
{
    QStringList parts;
    const QJsonObject matchLabels = selector.value(QLatin1String("matchLabels")).toObject();
    for (auto it = matchLabels.begin(); it != matchLabels.end(); ++it)
        parts.append(it.key() + QLatin1Char('=') + it.value().toString());
    return parts.join(QLatin1Char(','));
}

// Strict decoding's errors for a create or update body, as the apiserver words and orders them: for a built-in
// kind the decoder meets unknown and repeated fields in document order (a repeat under an unknown field is not
// looked at); for a custom resource the decoder's repeats come first, then the fields pruning dropped.
// Repeated messages once, at most 100 (sigs.k8s.io/json's saveStrictError).
QStringList strictDecodingErrors(const HttpRequest &request, bool custom, const QStringList &unknown)
{
    constexpr qsizetype maxStrictErrors = 100; // the decoder stops collecting there
    const bool jsonBody = (request.method == "POST" || request.method == "PUT") &&
                          !isProtobufContentType(request.header("content-type"));
    const JsonFieldPaths paths(jsonBody ? request.body : QByteArray());
    QList<std::pair<qsizetype, QString>> found;
    QStringList unknownPaths;
    for (const QString &field : unknown)
        unknownPaths.append(field.mid(1));
    for (const QString &path : std::as_const(unknownPaths))
        found.append({custom ? std::numeric_limits<qsizetype>::max() : paths.offsetOf(path),
                      u"unknown field \"%1\""_s.arg(path)});
    for (const JsonFieldPaths::Repeat &repeat : paths.repeats()) {
        const bool underUnknown = std::any_of(unknownPaths.begin(), unknownPaths.end(), [&](const QString &u) {
            return repeat.path == u || repeat.path.startsWith(u + QLatin1Char('.')) ||
                   repeat.path.startsWith(u + QLatin1Char('['));
        });
        if (!custom && underUnknown)
            continue;
        found.append({repeat.offset, u"duplicate field \"%1\""_s.arg(repeat.path)});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList errors;
    for (const auto &[offset, message] : std::as_const(found))
        if (!errors.contains(message) && errors.size() < maxStrictErrors)
            errors.append(message);
    return errors;
}

// A built-in kind's JSON body with repeated keys as the apiserver's typed decoder reads it (under
// fieldValidation=Warn or Ignore it is then stored): QJsonDocument kept only the last value of each key.
QJsonObject typedBody(const HttpRequest &request, const ResourceType &type, bool custom, const QJsonObject &decoded)
{
    if (custom || isProtobufContentType(request.header("content-type")) ||
        JsonFieldPaths(request.body).repeats().isEmpty())
        return decoded;
    const QJsonObject schema = OpenApi::builtinSchema(type);
    return schema.isEmpty() ? decoded : TypedJsonReader(request.body, schema).object();
}

// The kind a custom resource's errors are worded with: "CronTab.stable.example.com".
QString qualifiedKind(const ResourceType &type)
{
    return type.group.isEmpty() ? type.kind : type.kind + QLatin1Char('.') + type.group;
}
} // namespace

QJsonObject KubeSim::subresourceView(const QString &subresource, const QJsonObject &object)
{
    if (subresource != QLatin1String("scale"))
        return object;
    const QJsonObject metadata = ObjectMeta::metadata(object);
    QJsonObject scaleMeta;
    for (const char *field : {"name", "namespace", "uid", "resourceVersion", "creationTimestamp"})
        if (metadata.contains(QLatin1String(field)))
            scaleMeta.insert(QLatin1String(field), metadata.value(QLatin1String(field)));
    const QJsonObject spec = ObjectMeta::child(object, "spec");
    return {{u"kind"_s, u"Scale"_s},
            {u"apiVersion"_s, u"autoscaling/v1"_s},
            {u"metadata"_s, scaleMeta},
            {u"spec"_s, QJsonObject{{u"replicas"_s, spec.value(QLatin1String("replicas")).toInt(1)}}},
            {u"status"_s,
             QJsonObject{{u"replicas"_s,
                          ObjectMeta::child(object, "status").value(QLatin1String("replicas")).toInt()},
                         {u"selector"_s, selectorText(spec.value(QLatin1String("selector")).toObject())}}}};
}

QJsonObject KubeSim::applySubresource(const ResourceType &type, const QString &subresource,
                                      const QJsonObject &old, const QJsonObject &incoming) const
{
    if (subresource == QLatin1String("scale"))
        return ObjectMeta::with(old, "spec", "replicas",
                                ObjectMeta::child(incoming, "spec").value(QLatin1String("replicas")).toInt());
    QJsonObject result;
    if (subresource == QLatin1String("status")) {
        // /status changes only the status.
        result = old;
        result.insert(u"status"_s, incoming.value(QLatin1String("status")));
    } else {
        result = incoming;
        // The main resource of a kind with a status subresource keeps its status, as kube-apiserver's
        // strategies do.
        if (type.hasStatus()) {
            if (old.contains(QLatin1String("status")))
                result.insert(u"status"_s, old.value(QLatin1String("status")));
            else
                result.remove(u"status"_s);
        }
    }
    QJsonObject metadata = ObjectMeta::metadata(result);
    const QJsonObject oldMeta = ObjectMeta::metadata(old);
    for (const char *kept : {"uid", "creationTimestamp", "namespace", "name", "generation",
                             "deletionTimestamp", "deletionGracePeriodSeconds"}) {
        if (oldMeta.contains(QLatin1String(kept)))
            metadata.insert(QLatin1String(kept), oldMeta.value(QLatin1String(kept)));
        else
            metadata.remove(QLatin1String(kept));
    }
    result.insert(u"metadata"_s, metadata);
    return result;
}

bool KubeSim::validateWrite(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                            QJsonObject *object)
{
    const QString name = ObjectMeta::name(*object);
    if (type.group == QLatin1String("apiextensions.k8s.io") &&
        type.resource == QLatin1String("customresourcedefinitions")) {
        const QString problem = CrdRegistry::validate(*object);
        if (!problem.isEmpty()) {
            sendStatus(connection, 422, u"Invalid"_s, problem,
                       QJsonObject{{u"name"_s, name}, {u"group"_s, type.group}, {u"kind"_s, type.kind}});
            return false;
        }
        return true;
    }
    const bool custom = m_crds.isCustom(type);
    const QJsonObject schema = custom ? m_crds.schemaOf(type) : OpenApi::builtinSchema(type);
    const QList<FieldError> errors =
        custom && !schema.isEmpty() ? StructuralSchema::validate(schema, *object) : QList<FieldError>();
    if (!errors.isEmpty()) {
        QStringList texts;
        QJsonArray causes;
        for (const FieldError &error : errors) {
            texts.append(error.text());
            causes.append(QJsonObject{
                {u"reason"_s, error.reason}, {u"message"_s, error.detail}, {u"field"_s, error.field}});
        }
        const QString joined = texts.size() == 1 ? texts.first() : u"["_s + texts.join(u", "_s) + u"]"_s;
        sendStatus(
            connection, 422, u"Invalid"_s,
            u"%1 \"%2\" is invalid: %3"_s.arg(qualifiedKind(type), name, joined),
            QJsonObject{
                {u"name"_s, name}, {u"group"_s, type.group}, {u"kind"_s, type.kind}, {u"causes"_s, causes}});
        return false;
    }
    QStringList unknown;
    const QJsonObject pruned = schema.isEmpty() ? *object : StructuralSchema::prune(schema, *object, &unknown);
    const QStringList strictErrors = strictDecodingErrors(request, custom, unknown);
    const QString fieldValidation = request.param(u"fieldValidation"_s);
    // The apiserver's default is Warn: each strict error is a Warning header.
    if (fieldValidation != QLatin1String("Strict") && fieldValidation != QLatin1String("Ignore"))
        for (const QString &error : strictErrors)
            connection->addWarning(error);
    if (!strictErrors.isEmpty() && fieldValidation == QLatin1String("Strict")) {
        sendStatus(connection, 400, u"BadRequest"_s,
                   u"%1 in version \"%2\" cannot be handled as a %1: strict decoding error: %3"_s.arg(
                       type.kind, type.version, strictErrors.join(u", "_s)));
        return false;
    }
    *object = pruned;
    return true;
}

void KubeSim::create(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                     const QString &ns)
{
    const DecodedBody decoded = decodeRequestBody(request.header("content-type"), request.body);
    if (!decoded.ok()) {
        sendStatus(connection, decoded.code, decoded.reason, decoded.message);
        return;
    }
    QJsonObject object = typedBody(request, type, m_crds.isCustom(type), decoded.object);
    QJsonObject metadata = ObjectMeta::metadata(object);
    QString name = metadata.value(QLatin1String("name")).toString();
    if (name.isEmpty() && !metadata.value(QLatin1String("generateName")).toString().isEmpty()) {
        name = metadata.value(QLatin1String("generateName")).toString() + m_controllers.randomSuffix();
        metadata.insert(u"name"_s, name);
    }
    static const QRegularExpression dnsName(u"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"_s);
    if (name.isEmpty() || !dnsName.match(name).hasMatch() || name.size() > 253) {
        sendStatus(
            connection, 422, u"Invalid"_s,
            u"%1 \"%2\" is invalid: metadata.name: Invalid value: \"%2\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character"_s
                .arg(type.kind, name),
            QJsonObject{{u"name"_s, name}, {u"kind"_s, type.kind}});
        return;
    }
    const QString bodyNs = metadata.value(QLatin1String("namespace")).toString();
    if (type.namespaced) {
        if (!bodyNs.isEmpty() && bodyNs != ns) {
            sendStatus(
                connection, 400, u"BadRequest"_s,
                u"the namespace of the provided object does not match the namespace sent on the request"_s);
            return;
        }
        const StoredObject *nsObject = m_store.find(ResourceType::builtin({}, u"namespaces"_s), {}, ns);
        if (!nsObject) {
            sendStatus(connection, 404, u"NotFound"_s, u"namespaces \"%1\" not found"_s.arg(ns),
                       QJsonObject{{u"name"_s, ns}, {u"kind"_s, u"namespaces"_s}});
            return;
        }
        if (nsObject->selectable->terminating) {
            sendStatus(
                connection, 403, u"Forbidden"_s,
                u"%1 \"%2\" is forbidden: unable to create new content in namespace %3 because it is being terminated"_s
                    .arg(type.resource, name, ns),
                nameDetails(type, name));
            return;
        }
        metadata.insert(u"namespace"_s, ns);
    } else {
        metadata.remove(u"namespace"_s);
    }
    if (type.group.isEmpty() && type.resource == QLatin1String("pods") &&
        ObjectMeta::child(object, "spec").value(QLatin1String("containers")).toArray().isEmpty()) {
        sendStatus(connection, 422, u"Invalid"_s,
                   u"Pod \"%1\" is invalid: spec.containers: Required value"_s.arg(name),
                   QJsonObject{{u"name"_s, name},
                               {u"kind"_s, u"Pod"_s},
                               {u"causes"_s, QJsonArray{QJsonObject{{u"reason"_s, u"FieldValueRequired"_s},
                                                                    {u"message"_s, u"Required value"_s},
                                                                    {u"field"_s, u"spec.containers"_s}}}}});
        return;
    }
    if (m_store.find(type, ns, name)) {
        sendStatus(connection, 409, u"AlreadyExists"_s,
                   u"%1 \"%2\" already exists"_s.arg(type.qualifiedResource(), name),
                   nameDetails(type, name));
        return;
    }
    // What the server owns is the server's: a client's uid, version or timestamps are dropped.
    for (const char *owned : {"resourceVersion", "uid", "creationTimestamp", "deletionTimestamp",
                              "deletionGracePeriodSeconds", "generation"})
        metadata.remove(QLatin1String(owned));
    const QString uid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    metadata.insert(u"uid"_s, uid);
    object.insert(u"metadata"_s, metadata);
    object = ApiDefaults::apply(type, object, uid, ++m_serial);
    // The namespace strategy's PrepareForCreate: a new namespace is Active whatever status it was sent with.
    if (type.group.isEmpty() && type.resource == QLatin1String("namespaces"))
        object.insert(u"status"_s, QJsonObject{{u"phase"_s, u"Active"_s}});
    if (type.group == QLatin1String("certificates.k8s.io")) {
        // The CSR strategy records who asked (kubectl get csr's REQUESTOR) and starts with no status.
        QJsonObject spec = ObjectMeta::child(object, "spec");
        spec.insert(u"username"_s, request.user);
        spec.insert(u"groups"_s, QJsonArray::fromStringList(request.groups));
        object.insert(u"spec"_s, spec);
        object.remove(u"status"_s);
    }
    if (!validateWrite(connection, request, type, &object))
        return;
    const bool isCrd = type.group == QLatin1String("apiextensions.k8s.io") &&
                       type.resource == QLatin1String("customresourcedefinitions");
    if (isCrd)
        object = CrdRegistry::withStatus(object);
    if (request.param(u"dryRun"_s) == QLatin1String("All")) {
        connection->respond(201, compactJson(object));
        return;
    }
    const StoredObject created = m_store.create(type, object);
    if (isCrd)
        m_crds.install(created.object());
    if (type.group.isEmpty() && type.resource == QLatin1String("pods") && m_options.controllers)
        m_controllers.kubelet().admit(ns, name);
    sendObject(connection, 201, request, type, created);
}

void KubeSim::commitUpdate(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                           const QString &subresource, const StoredObject &old, QJsonObject view)
{
    const QString name = old.selectable->name;
    // A uid in the new object is a precondition (the apiserver's updated-object preconditions): an object
    // recreated under the same name is not changed by a write meant for its predecessor.
    const QString uid = ObjectMeta::metadata(view).value(QLatin1String("uid")).toString();
    const QString storedUid = old.selectable->uid.toString(QUuid::WithoutBraces);
    if (!uid.isEmpty() && uid != storedUid) {
        sendStatus(
            connection, 409, u"Conflict"_s,
            u"Operation cannot be fulfilled on %1 \"%2\": Precondition failed: UID in precondition: %3, UID in object meta: %4"_s
                .arg(type.qualifiedResource(), name, uid, storedUid),
            nameDetails(type, name));
        return;
    }
    const QString rv = ObjectMeta::metadata(view).value(QLatin1String("resourceVersion")).toString();
    if (!rv.isEmpty() && rv.toULongLong() != old.resourceVersion) {
        sendStatus(
            connection, 409, u"Conflict"_s,
            u"Operation cannot be fulfilled on %1 \"%2\": the object has been modified; please apply your changes to the latest version and try again"_s
                .arg(type.qualifiedResource(), name),
            nameDetails(type, name));
        return;
    }
    QJsonObject object = applySubresource(type, subresource, old.object(), view);
    object = ApiDefaults::apply(type, object, old.selectable->uid.toString(QUuid::WithoutBraces), m_serial);
    if (!validateWrite(connection, request, type, &object))
        return;
    const bool isCrd = type.group == QLatin1String("apiextensions.k8s.io") &&
                       type.resource == QLatin1String("customresourcedefinitions");
    if (isCrd && subresource.isEmpty())
        object = CrdRegistry::withStatus(object);
    if (request.param(u"dryRun"_s) == QLatin1String("All")) {
        connection->respond(200, compactJson(subresourceView(subresource, object)));
        return;
    }
    // kube-apiserver skips a write that changes nothing: no new resourceVersion, no MODIFIED event (kubectl
    // patch tells "(no change)" by it, kubectl apply "unchanged").
    QJsonObject asStored = object;
    asStored.insert(u"metadata"_s, ObjectMeta::metadata(object));
    QJsonObject storedMeta = ObjectMeta::metadata(asStored);
    storedMeta.insert(u"resourceVersion"_s, QString::number(old.resourceVersion));
    asStored.insert(u"metadata"_s, storedMeta);
    if (asStored == old.object()) {
        if (subresource == QLatin1String("scale"))
            connection->respond(200, compactJson(subresourceView(subresource, old.object())));
        else
            sendObject(connection, 200, request, type, old);
        return;
    }
    const StoredObject updated = m_store.update(type, object);
    if (isCrd)
        m_crds.install(updated.object());
    if (subresource == QLatin1String("scale")) {
        connection->respond(200, compactJson(subresourceView(subresource, updated.object())));
        return;
    }
    sendObject(connection, 200, request, type, updated);
}

void KubeSim::replace(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                      const QString &ns, const QString &name, const QString &subresource)
{
    const DecodedBody decoded = decodeRequestBody(request.header("content-type"), request.body);
    if (!decoded.ok()) {
        sendStatus(connection, decoded.code, decoded.reason, decoded.message);
        return;
    }
    const StoredObject *old = m_store.find(type, ns, name);
    if (!old) {
        sendStatus(connection, 404, u"NotFound"_s,
                   u"%1 \"%2\" not found"_s.arg(type.qualifiedResource(), name), nameDetails(type, name));
        return;
    }
    const QJsonObject body = typedBody(request, type, m_crds.isCustom(type), decoded.object);
    const QString bodyName = ObjectMeta::name(body);
    if (bodyName != name) {
        sendStatus(
            connection, 400, u"BadRequest"_s,
            u"the name of the object (%1) does not match the name on the URL (%2)"_s.arg(bodyName, name));
        return;
    }
    commitUpdate(connection, request, type, subresource, *old, body);
}

void KubeSim::patch(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                    const QString &ns, const QString &name, const QString &subresource)
{
    const QByteArray contentType = request.header("content-type").split(';').value(0).trimmed();
    const bool isApply = contentType == "application/apply-patch+yaml";
    if (isApply && request.param(u"fieldManager"_s).isEmpty()) {
        sendStatus(connection, 422, u"Invalid"_s,
                   u"PatchOptions.meta.k8s.io \"\" is invalid: fieldManager: Required value: is required for apply patch"_s);
        return;
    }
    if (!isApply && request.hasParam(u"force"_s)) {
        sendStatus(connection, 422, u"Invalid"_s,
                   u"PatchOptions.meta.k8s.io \"\" is invalid: force: Forbidden: may not be specified for non-apply patch"_s);
        return;
    }
    const StoredObject *old = m_store.find(type, ns, name);
    if (!old && isApply && subresource.isEmpty()) {
        // Apply creates what does not exist yet.
        create(connection, request, type, ns);
        return;
    }
    if (!old) {
        sendStatus(connection, 404, u"NotFound"_s,
                   u"%1 \"%2\" not found"_s.arg(type.qualifiedResource(), name), nameDetails(type, name));
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        sendStatus(connection, 400, u"BadRequest"_s,
                   u"error decoding patch: %1"_s.arg(parseError.errorString()));
        return;
    }
    const QJsonObject view = subresourceView(subresource, old->object());
    QJsonObject result;
    QString error;
    if (contentType == "application/merge-patch+json") {
        if (!document.isObject()) {
            sendStatus(connection, 400, u"BadRequest"_s, u"a merge patch must be a JSON object"_s);
            return;
        }
        result = Patch::merge(view, document.object());
    } else if (contentType == "application/strategic-merge-patch+json") {
        if (m_crds.isCustom(type)) {
            sendStatus(
                connection, 415, u"UnsupportedMediaType"_s,
                u"the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml"_s);
            return;
        }
        result = view;
        if (!document.isObject() || !Patch::strategicMerge(&result, document.object(), &error)) {
            sendStatus(connection, 422, u"Invalid"_s,
                       error.isEmpty() ? u"a strategic merge patch must be a JSON object"_s : error);
            return;
        }
    } else if (isApply) {
        // kubesim keeps no field ownership: the applied configuration is merged in as a strategic merge
        // patch (a custom resource's as a merge patch), and no field conflicts with another manager.
        if (!document.isObject()) {
            sendStatus(connection, 400, u"BadRequest"_s, u"an apply patch must be a JSON object"_s);
            return;
        }
        result = view;
        if (m_crds.isCustom(type))
            result = Patch::merge(view, document.object());
        else if (!Patch::strategicMerge(&result, document.object(), &error)) {
            sendStatus(connection, 422, u"Invalid"_s, error);
            return;
        }
    } else if (contentType == "application/json-patch+json") {
        QJsonValue value = view;
        if (!document.isArray() || !Patch::json(&value, document.array(), &error)) {
            sendStatus(connection, 422, u"Invalid"_s,
                       error.isEmpty() ? u"a JSON patch must be an array of operations"_s : error);
            return;
        }
        result = value.toObject();
    } else {
        sendStatus(
            connection, 415, u"UnsupportedMediaType"_s,
            u"the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/strategic-merge-patch+json"_s);
        return;
    }
    commitUpdate(connection, request, type, subresource, *old, result);
}

void KubeSim::remove(HttpConnection *connection, const HttpRequest &request, const ResourceType &type,
                     const QString &ns, const QString &name)
{
    const StoredObject *old = m_store.find(type, ns, name);
    if (!old) {
        sendStatus(connection, 404, u"NotFound"_s,
                   u"%1 \"%2\" not found"_s.arg(type.qualifiedResource(), name), nameDetails(type, name));
        return;
    }
    const QJsonObject options =
        request.body.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(request.body).object();
    int grace = options.value(QLatin1String("gracePeriodSeconds")).toInt(-1);
    if (request.hasParam(u"gracePeriodSeconds"_s))
        grace = request.param(u"gracePeriodSeconds"_s).toInt();
    QString policyText = request.param(u"propagationPolicy"_s);
    if (policyText.isEmpty())
        policyText = options.value(QLatin1String("propagationPolicy")).toString();
    if (policyText.isEmpty() && options.value(QLatin1String("orphanDependents")).toBool())
        policyText = u"Orphan"_s;
    const auto policy = GarbageCollector::parse(policyText, type);
    if (!policy) {
        sendStatus(
            connection, 422, u"Invalid"_s,
            u"DeleteOptions.meta.k8s.io \"\" is invalid: propagationPolicy: Unsupported value: \"%1\": supported values: \"Foreground\", \"Background\", \"Orphan\""_s
                .arg(policyText));
        return;
    }
    // DeleteOptions.preconditions: the apiserver answers a mismatch with 409 Conflict, naming both values.
    const QJsonObject preconditions = options.value(QLatin1String("preconditions")).toObject();
    const QString uid = old->selectable->uid.toString(QUuid::WithoutBraces);
    const QString wantedUid = preconditions.value(QLatin1String("uid")).toString();
    const QString wantedRv = preconditions.value(QLatin1String("resourceVersion")).toString();
    QString failed;
    if (!wantedUid.isEmpty() && wantedUid != uid)
        failed =
            u"Precondition failed: UID in precondition: %1, UID in object meta: %2"_s.arg(wantedUid, uid);
    else if (!wantedRv.isEmpty() && wantedRv != QString::number(old->resourceVersion))
        failed =
            u"Precondition failed: ResourceVersion in precondition: %1, ResourceVersion in object meta: %2"_s
                .arg(wantedRv)
                .arg(old->resourceVersion);
    if (!failed.isEmpty()) {
        sendStatus(
            connection, 409, u"Conflict"_s,
            u"Operation cannot be fulfilled on %1 \"%2\": %3"_s.arg(type.qualifiedResource(), name, failed),
            nameDetails(type, name));
        return;
    }
    if (request.param(u"dryRun"_s) == QLatin1String("All") ||
        options.value(QLatin1String("dryRun")).toArray().contains(u"All"_s)) {
        sendObject(connection, 200, request, type, *old);
        return;
    }
    const StoredObject result = m_controllers.garbageCollector().remove(type, ns, name, *policy, grace != 0);
    sendObject(connection, 200, request, type, result);
}

void KubeSim::removeCollection(HttpConnection *connection, const HttpRequest &request,
                               const ResourceType &type, const QString &ns)
{
    auto labels = LabelSelector::parse(request.param(u"labelSelector"_s));
    if (!labels) {
        sendStatus(connection, 400, u"BadRequest"_s, labels.error().message());
        return;
    }
    const QMap<QString, StoredObject> objects = m_store.objects(type);
    QJsonArray items;
    for (auto it = objects.constBegin(); it != objects.constEnd(); ++it) {
        if ((!ns.isEmpty() && it->selectable->namespaceName != ns) ||
            !it->selectable->matches(labels.value()))
            continue;
        const StoredObject removed = m_controllers.garbageCollector().remove(
            type, it->selectable->namespaceName, it->selectable->name, Propagation::Background);
        items.append(removed.object());
    }
    connection->respond(
        200, compactJson({{u"kind"_s, type.kind + u"List"_s},
                          {u"apiVersion"_s, type.apiVersion()},
                          {u"metadata"_s, QJsonObject{{u"resourceVersion"_s,
                                                       QString::number(m_store.currentResourceVersion())}}},
                          {u"items"_s, items}}));
}

} // namespace kube::sim
