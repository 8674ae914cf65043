// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// KubeSim's pods/eviction subresource (policy/v1 Eviction): a pod is deleted unless that would take the
// PodDisruptionBudget covering it below its healthy minimum, which is answered as kube-apiserver does, 429
// TooManyRequests with the budget named in the Status's causes.
#include "compactjson.h"
#include "kubesim.h"

#include "garbagecollector.h"
#include "objectmeta.h"
#include "requestbody.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {

// metav1.LabelSelector against a pod's labels: matchLabels and matchExpressions (In, NotIn, Exists,
// DoesNotExist). In policy/v1 an empty selector selects every pod of the namespace; a missing one none.
bool selects(const QJsonObject &selector, const QJsonObject &labels)
{
    const QJsonObject matchLabels = selector.value(QLatin1String("matchLabels")).toObject();
    for (auto it = matchLabels.begin(); it != matchLabels.end(); ++it)
        if (labels.value(it.key()) != it.value())
            return false;
    for (const QJsonValue &value : selector.value(QLatin1String("matchExpressions")).toArray()) {
        const QJsonObject expression = value.toObject();
        const QString key = expression.value(QLatin1String("key")).toString();
        const QString op = expression.value(QLatin1String("operator")).toString();
        const QJsonArray values = expression.value(QLatin1String("values")).toArray();
        const bool has = labels.contains(key);
        if ((op == QLatin1String("In") && !(has && values.contains(labels.value(key)))) ||
            (op == QLatin1String("NotIn") && has && values.contains(labels.value(key))) ||
            (op == QLatin1String("Exists") && !has) || (op == QLatin1String("DoesNotExist") && has))
            return false;
    }
    return true;
}

bool terminating(const QJsonObject &pod)
{
    return ObjectMeta::metadata(pod).contains(QLatin1String("deletionTimestamp"));
}

bool ready(const QJsonObject &pod)
{
    for (const QJsonValue &condition :
         ObjectMeta::child(pod, "status").value(QLatin1String("conditions")).toArray())
        if (condition.toObject().value(QLatin1String("type")).toString() == QLatin1String("Ready"))
            return condition.toObject().value(QLatin1String("status")).toString() == QLatin1String("True");
    return false;
}

// An IntOrString budget ("50%" or 2) of `expected` pods, rounded up as the disruption controller does.
int scaled(const QJsonValue &value, int expected)
{
    if (value.isString()) {
        const QString text = value.toString();
        return int(std::ceil(text.chopped(1).toDouble() * expected / 100.0));
    }
    return value.toInt();
}

} // namespace

void KubeSim::evict(HttpConnection *connection, const HttpRequest &request, const QString &ns,
                    const QString &name)
{
    const DecodedBody decoded = decodeRequestBody(request.header("content-type"), request.body);
    if (!decoded.ok()) {
        sendStatus(connection, decoded.code, decoded.reason, decoded.message);
        return;
    }
    const QString bodyName = ObjectMeta::name(decoded.object);
    if (bodyName != name) {
        sendStatus(connection, 400, u"BadRequest"_s, u"name in URL does not match name in Eviction object"_s);
        return;
    }
    const ResourceType &podType = ResourceType::builtin({}, u"pods"_s);
    const StoredObject *stored = m_store.find(podType, ns, name);
    if (!stored) {
        sendStatus(connection, 404, u"NotFound"_s, u"pods \"%1\" not found"_s.arg(name),
                   QJsonObject{{u"name"_s, name}, {u"kind"_s, u"pods"_s}});
        return;
    }
    const QJsonObject pod = stored->object();
    const QString phase = ObjectMeta::child(pod, "status").value(QLatin1String("phase")).toString();
    // A pod that is done, or already going, disrupts nothing: no budget is consulted.
    const bool budgeted =
        !terminating(pod) && phase != QLatin1String("Succeeded") && phase != QLatin1String("Failed");
    if (budgeted) {
        const QJsonObject labels = ObjectMeta::metadata(pod).value(QLatin1String("labels")).toObject();
        const QMap<QString, StoredObject> budgets =
            m_store.objects(ResourceType::builtin(u"policy"_s, u"poddisruptionbudgets"_s));
        QList<QJsonObject> covering;
        for (const StoredObject &budget : budgets)
            if (budget.selectable->namespaceName == ns &&
                ObjectMeta::child(budget.object(), "spec").contains(QLatin1String("selector")) &&
                selects(
                    ObjectMeta::child(budget.object(), "spec").value(QLatin1String("selector")).toObject(),
                    labels))
                covering.append(budget.object());
        if (covering.size() > 1) {
            sendStatus(
                connection, 500, u"InternalError"_s,
                u"This pod has more than one PodDisruptionBudget, which the eviction subresource does not support."_s);
            return;
        }
        if (covering.size() == 1) {
            const QJsonObject spec = ObjectMeta::child(covering.first(), "spec");
            const QJsonObject selector = spec.value(QLatin1String("selector")).toObject();
            int expected = 0;
            int healthy = 0;
            for (const StoredObject &candidate : m_store.objects(podType)) {
                if (candidate.selectable->namespaceName != ns)
                    continue;
                const QJsonObject other = candidate.object();
                if (!selects(selector, ObjectMeta::metadata(other).value(QLatin1String("labels")).toObject()))
                    continue;
                ++expected;
                healthy += !terminating(other) && ready(other);
            }
            const int desired =
                spec.contains(QLatin1String("minAvailable"))
                    ? scaled(spec.value(QLatin1String("minAvailable")), expected)
                    : expected - scaled(spec.value(QLatin1String("maxUnavailable")), expected);
            // An unready pod may go as long as the budget is met without it (unhealthyPodEvictionPolicy
            // IfHealthyBudget).
            const bool allowed = ready(pod) ? healthy - desired > 0 : healthy >= desired;
            if (!allowed) {
                const QString budgetName = ObjectMeta::name(covering.first());
                sendStatus(
                    connection, 429, u"TooManyRequests"_s,
                    u"Cannot evict pod as it would violate the pod's disruption budget."_s,
                    QJsonObject{{u"causes"_s,
                                 QJsonArray{QJsonObject{
                                     {u"reason"_s, u"DisruptionBudget"_s},
                                     {u"message"_s,
                                      u"The disruption budget %1 needs %2 healthy pods and has %3 currently"_s
                                          .arg(budgetName)
                                          .arg(desired)
                                          .arg(healthy)}}}}});
                return;
            }
        }
    }
    if (!terminating(pod))
        m_controllers.garbageCollector().remove(podType, ns, name, Propagation::Background);
    connection->respond(201, compactJson({{u"kind"_s, u"Status"_s},
                                          {u"apiVersion"_s, u"v1"_s},
                                          {u"metadata"_s, QJsonObject()},
                                          {u"status"_s, u"Success"_s},
                                          {u"code"_s, 201}}));
}

} // namespace kube::sim
