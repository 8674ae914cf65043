// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// KubeSim's services/proxy subresource: the apiserver's service proxy, which forwards to one of the Service's
// endpoints. kubesim has one backend to forward to, its Prometheus (PrometheusApi); every other Service, and
// the Prometheus one under the prometheus-unavailable fault, has no ready endpoint and is answered 503 as the
// apiserver answers it.
#include "kubesim.h"

#include <QJsonArray>

namespace kube::sim {

using namespace Qt::StringLiterals;

bool KubeSim::serveServiceProxy(HttpConnection *connection, const HttpRequest &request)
{
    // api, v1, namespaces, NS, services, ID, proxy, PATH...
    const QStringList parts = request.path.split(u'/', Qt::SkipEmptyParts);
    if (parts.size() < 7 || parts.at(0) != QLatin1String("api") || parts.at(1) != QLatin1String("v1") ||
        parts.at(2) != QLatin1String("namespaces") || parts.at(4) != QLatin1String("services") ||
        parts.at(6) != QLatin1String("proxy"))
        return false;
    const QString ns = parts.at(3);
    const QString id = parts.at(5);
    // The id is NAME, NAME:PORT or SCHEME:NAME:PORT (the apiserver's SplitSchemeNamePort).
    const QStringList pieces = id.split(u':');
    QString name = pieces.value(0);
    QString port;
    bool valid = pieces.size() <= 3 && !pieces.contains(QString());
    if (pieces.size() == 2)
        port = pieces.at(1);
    if (pieces.size() == 3) {
        valid = valid && (pieces.at(0) == QLatin1String("http") || pieces.at(0) == QLatin1String("https"));
        name = pieces.at(1);
        port = pieces.at(2);
    }
    if (!valid) {
        sendStatus(connection, 400, u"BadRequest"_s, u"invalid service request \"%1\""_s.arg(id));
        return true;
    }
    const ResourceType &services = ResourceType::builtin({}, u"services"_s);
    if (!authorize(connection, request, services, ns, name, u"get"_s, u"proxy"_s))
        return true;
    const StoredObject *service = m_store.find(services, ns, name);
    if (!service) {
        sendStatus(connection, 404, u"NotFound"_s, u"services \"%1\" not found"_s.arg(name),
                   QJsonObject{{u"name"_s, name}, {u"kind"_s, u"services"_s}});
        return true;
    }
    bool portFound = false;
    for (const QJsonValue &value :
         service->object().value(u"spec"_s).toObject().value(u"ports"_s).toArray()) {
        const QJsonObject servicePort = value.toObject();
        portFound = portFound || port.isEmpty() || servicePort.value(u"name"_s).toString() == port ||
                    QString::number(servicePort.value(u"port"_s).toInt()) == port;
    }
    const bool prometheus = m_options.prometheus && ns == PrometheusApi::serviceNamespace &&
                            name == PrometheusApi::serviceName && !m_prometheus.isUnavailable();
    if (!portFound || !prometheus) {
        sendStatus(connection, 503, u"ServiceUnavailable"_s,
                   u"no endpoints available for service \"%1\""_s.arg(name));
        return true;
    }
    m_prometheus.serve(connection, request, u'/' + parts.mid(7).join(u'/'));
    return true;
}

} // namespace kube::sim
