// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// KubeSim's bindings: the scheduler's write, as kube-apiserver's BindingREST answers it.
#include "compactjson.h"
#include "kubesim.h"

#include "controllers/kubelet.h"
#include "objectmeta.h"
#include "requestbody.h"

namespace kube::sim {

using namespace Qt::StringLiterals;

void KubeSim::bind(HttpConnection *connection, const HttpRequest &request, const QString &ns,
                   const QString &name)
{
    const DecodedBody decoded = decodeRequestBody(request.header("content-type"), request.body);
    if (!decoded.ok()) {
        sendStatus(connection, decoded.code, decoded.reason, decoded.message);
        return;
    }
    const QJsonObject binding = decoded.object;
    const QString podName = ObjectMeta::name(binding);
    if (!name.isEmpty() && podName != name) {
        sendStatus(connection, 400, u"BadRequest"_s, u"name in URL does not match name in Binding object"_s);
        return;
    }
    const QJsonObject target = binding.value(QLatin1String("target")).toObject();
    const QString kind = target.value(QLatin1String("kind")).toString();
    const QString node = target.value(QLatin1String("name")).toString();
    QString invalid;
    if (!kind.isEmpty() && kind != QLatin1String("Node"))
        invalid =
            u"target.kind: Unsupported value: \"%1\": supported values: \"Node\", \"<empty>\""_s.arg(kind);
    else if (node.isEmpty())
        invalid = u"target.name: Required value"_s;
    if (!invalid.isEmpty()) {
        sendStatus(connection, 422, u"Invalid"_s, u"Binding \"%1\" is invalid: %2"_s.arg(podName, invalid),
                   QJsonObject{{u"name"_s, podName}, {u"kind"_s, u"Binding"_s}});
        return;
    }
    const ResourceType &pods = ResourceType::builtin({}, u"pods"_s);
    const StoredObject *stored = m_store.find(pods, ns, podName);
    if (!stored) {
        sendStatus(connection, 404, u"NotFound"_s, u"pods \"%1\" not found"_s.arg(podName),
                   QJsonObject{{u"name"_s, podName}, {u"kind"_s, u"pods"_s}});
        return;
    }
    QJsonObject pod = stored->object();
    QJsonObject spec = ObjectMeta::child(pod, "spec");
    const QString assigned = spec.value(QLatin1String("nodeName")).toString();
    QString conflict;
    if (stored->selectable->terminating)
        conflict = u"pod %1 is being deleted, cannot be assigned to a host"_s.arg(podName);
    else if (!assigned.isEmpty())
        conflict = u"pod %1 is already assigned to node \"%2\""_s.arg(podName, assigned);
    if (!conflict.isEmpty()) {
        sendStatus(connection, 409, u"Conflict"_s,
                   u"Operation cannot be fulfilled on pods/binding \"%1\": %2"_s.arg(podName, conflict),
                   QJsonObject{{u"name"_s, podName}, {u"kind"_s, u"pods/binding"_s}});
        return;
    }
    if (request.param(u"dryRun"_s) != QLatin1String("All")) {
        spec.insert(u"nodeName"_s, node);
        pod.insert(u"spec"_s, spec);
        // The binding's annotations go onto the pod (the scheduler's way of recording its decision).
        const QJsonObject annotations =
            ObjectMeta::metadata(binding).value(QLatin1String("annotations")).toObject();
        if (!annotations.isEmpty()) {
            QJsonObject metadata = ObjectMeta::metadata(pod);
            QJsonObject merged = metadata.value(QLatin1String("annotations")).toObject();
            for (auto it = annotations.begin(); it != annotations.end(); ++it)
                merged.insert(it.key(), it.value());
            metadata.insert(u"annotations"_s, merged);
            pod.insert(u"metadata"_s, metadata);
        }
        m_store.update(pods, pod);
        if (m_options.controllers)
            m_controllers.kubelet().admit(ns, podName);
    }
    connection->respond(201, compactJson(QJsonObject{{u"kind"_s, u"Status"_s},
                                                     {u"apiVersion"_s, u"v1"_s},
                                                     {u"metadata"_s, QJsonObject()},
                                                     {u"status"_s, u"Success"_s},
                                                     {u"code"_s, 201}}));
}

} // namespace kube::sim
