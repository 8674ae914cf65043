// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "builtinkinds.h"
#include "kinddigest.h"
#include "kindprinter.h"

#include "describe/describers.h"

// Services and networking (kubectl's printService, printEndpoints, printEndpointSlice, printIngress,
// printIngressClass, printNetworkPolicy).
namespace kube::detail {

namespace {

// kubectl lists at most this many endpoints or hosts, then "+ N more...".
constexpr int listedAtMost = 3;

QString withMore(const QStringList &listed, int count, const QString &whenEmpty)
{
    const QString text = listed.join(QLatin1Char(','));
    if (count > listed.size())
        return QStringLiteral("%1 + %2 more...").arg(text).arg(count - listed.size());
    return text.isEmpty() ? whenEmpty : text;
}

QString serviceExternalIp(Field spec, Field status)
{
    const QString type = spec["type"].exists() ? spec["type"].text() : QStringLiteral("ClusterIP");
    const QStringList externalIps =
        joinTexts(spec["externalIPs"], QStringLiteral(",")).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (type == QLatin1String("ClusterIP") || type == QLatin1String("NodePort"))
        return orNone(externalIps.join(QLatin1Char(',')));
    if (type == QLatin1String("LoadBalancer")) {
        QStringList addresses = loadBalancerAddresses(status).split(QLatin1Char(','), Qt::SkipEmptyParts);
        addresses += externalIps;
        return addresses.isEmpty() ? QStringLiteral("<pending>") : addresses.join(QLatin1Char(','));
    }
    if (type == QLatin1String("ExternalName"))
        return spec["externalName"].text();
    return QStringLiteral("<unknown>");
}

QList<PrintCell> serviceCells(const Object &object, Field root)
{
    const Field spec = root["spec"];
    QString clusterIp = spec["clusterIPs"].at(0).text();
    if (clusterIp.isEmpty())
        clusterIp = spec["clusterIP"].text();
    QStringList ports;
    spec["ports"].forEach([&](Field port) {
        const QString protocol = port["protocol"].exists() ? port["protocol"].text() : QStringLiteral("TCP");
        const qint64 nodePort = port["nodePort"].toInt();
        ports.append(nodePort > 0
                         ? QStringLiteral("%1:%2/%3").arg(port["port"].toInt()).arg(nodePort).arg(protocol)
                         : QStringLiteral("%1/%2").arg(port["port"].toInt()).arg(protocol));
    });
    return {nameCell(object),
            PrintCell::text(spec["type"].exists() ? spec["type"].text() : QStringLiteral("ClusterIP")),
            PrintCell::text(orNone(clusterIp)),
            PrintCell::text(serviceExternalIp(spec, root["status"])),
            PrintCell::text(orNone(ports.join(QLatin1Char(',')))),
            ageCell(object),
            PrintCell::text(formatLabels(spec["selector"]))};
}

// "ip:port" for every port of every subset, the first three of them.
QString formatEndpoints(Field subsets)
{
    if (subsets.size() == 0)
        return QStringLiteral("<none>");
    QStringList listed;
    int count = 0;
    const auto note = [&](const QString &endpoint) {
        ++count;
        if (listed.size() < listedAtMost)
            listed.append(endpoint);
    };
    subsets.forEach([&](Field subset) {
        const Field addresses = subset["addresses"];
        if (subset["ports"].size() == 0) {
            addresses.forEach([&](Field address) { note(address["ip"].text()); });
            return;
        }
        subset["ports"].forEach([&](Field port) {
            addresses.forEach([&](Field address) {
                const QString ip = address["ip"].text();
                const QString host =
                    ip.contains(QLatin1Char(':')) ? QLatin1Char('[') + ip + QLatin1Char(']') : ip;
                note(host + QLatin1Char(':') + QString::number(port["port"].toInt()));
            });
        });
    });
    return withMore(listed, count, QString());
}

QList<PrintCell> endpointsCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::text(formatEndpoints(root["subsets"])), ageCell(object)};
}

QList<PrintCell> endpointSliceCells(const Object &object, Field root)
{
    QStringList ports;
    int portCount = 0;
    root["ports"].forEach([&](Field port) {
        ++portCount;
        if (ports.size() >= listedAtMost)
            return;
        if (port["port"].exists())
            ports.append(QString::number(port["port"].toInt()));
        else if (port["name"].exists())
            ports.append(port["name"].text());
        else
            ports.append(QStringLiteral("*"));
    });
    QStringList endpoints;
    int endpointCount = 0;
    root["endpoints"].forEach([&](Field endpoint) {
        endpoint["addresses"].forEach([&](Field address) {
            ++endpointCount;
            if (endpoints.size() < listedAtMost)
                endpoints.append(address.text());
        });
    });
    return {nameCell(object), PrintCell::text(root["addressType"].text()),
            PrintCell::text(withMore(ports, portCount, QStringLiteral("<unset>"))),
            PrintCell::text(withMore(endpoints, endpointCount, QStringLiteral("<unset>"))), ageCell(object)};
}

QList<PrintCell> ingressCells(const Object &object, Field root)
{
    const Field spec = root["spec"];
    QStringList hosts;
    const int rules = int(spec["rules"].size());
    spec["rules"].forEach([&](Field rule) {
        if (hosts.size() < listedAtMost && !rule["host"].text().isEmpty())
            hosts.append(rule["host"].text());
    });
    QString hostsText = hosts.isEmpty() ? QStringLiteral("*") : hosts.join(QLatin1Char(','));
    if (!hosts.isEmpty() && rules > listedAtMost)
        hostsText += QStringLiteral(" + %1 more...").arg(rules - listedAtMost);
    return {nameCell(object),
            PrintCell::text(orNone(spec["ingressClassName"].text())),
            PrintCell::text(hostsText),
            PrintCell::text(loadBalancerAddresses(root["status"])),
            PrintCell::text(spec["tls"].size() ? QStringLiteral("80, 443") : QStringLiteral("80")),
            ageCell(object)};
}

QList<PrintCell> ingressClassCells(const Object &object, Field root)
{
    const Field spec = root["spec"];
    const Field parameters = spec["parameters"];
    QString parametersText = QStringLiteral("<none>");
    if (parameters.exists()) {
        parametersText = parameters["kind"].text();
        if (parameters["apiGroup"].exists())
            parametersText += QLatin1Char('.') + parameters["apiGroup"].text();
        parametersText += QLatin1Char('/') + parameters["name"].text();
    }
    return {nameCell(object), PrintCell::text(spec["controller"].text()), PrintCell::text(parametersText),
            ageCell(object)};
}

QList<PrintCell> networkPolicyCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::text(formatLabelSelector(root["spec"]["podSelector"])),
            ageCell(object)};
}

// A LoadBalancer Service without an address yet (k9s flags it) is not reachable from outside; others have
// nothing to judge.
Health serviceHealth(const Object &, Field root)
{
    if (root["spec"]["type"].view() != "LoadBalancer")
        return Health::Unknown;
    return loadBalancerAddresses(root["status"]).isEmpty() ? Health::Warning : Health::Healthy;
}

// The details digests.

void digestService(ObjectDetails &details, const Object &, const QJsonObject &json)
{
    // The pods it selects; a Service without a selector selects none.
    if (const QJsonObject selector = objectAt(json, {"spec", "selector"}); !selector.isEmpty()) {
        RelatedQuery query = podsQuery(DetailsLabel::Selects, details.namespaceName);
        QStringList parts;
        for (auto it = selector.begin(); it != selector.end(); ++it)
            parts.append(it.key() + QLatin1Char('=') + it.value().toString());
        query.labelSelector = parts.join(QLatin1Char(','));
        details.related.append(query);
    }
    for (const QJsonValue &port : objectAt(json, {"spec"}).value(QLatin1String("ports")).toArray())
        addForwardablePort(details, port.toObject(), "port");
}

// What a new Service starts from in the window's New resource dialog (%1: the namespace).
const char serviceManifest[] = R"(apiVersion: v1
kind: Service
metadata:
  name: my-service
  namespace: %1
spec:
  selector:
    app: my-app
  ports:
  - port: 80
    targetPort: 80
)";

} // namespace

void addNetworkKinds(KindRegistry &registry)
{
    registry.add(BuiltinKinds::services.group, BuiltinKinds::services.resource,
                 {KindCategory::Network, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Services"),
                  KindAction::LogsAndExec},
                 {nameColumn(),
                  column("Type", "type determines how the Service is exposed. Defaults to ClusterIP. Valid "
                                 "options are ExternalName, ClusterIP, "
                                 "NodePort, and LoadBalancer. \"ClusterIP\" allocates a cluster-internal IP "
                                 "address for load-balancing to "
                                 "endpoints. Endpoints are determined by the selector or if that is not "
                                 "specified, by manual construction of an "
                                 "Endpoints object or EndpointSlice objects. If clusterIP is \"None\", no "
                                 "virtual IP is allocated and the "
                                 "endpoints are published as a set of endpoints rather than a virtual IP. "
                                 "\"NodePort\" builds on ClusterIP and "
                                 "allocates a port on every node which routes to the same endpoints as the "
                                 "clusterIP. \"LoadBalancer\" builds "
                                 "on NodePort and creates an external load-balancer (if supported in the "
                                 "current cloud) which routes to the "
                                 "same endpoints as the clusterIP. \"ExternalName\" aliases this service to "
                                 "the specified externalName. Several "
                                 "other fields do not apply to ExternalName services. More info: "
                                 "https://kubernetes.io/docs/concepts/services-networking/service/"
                                 "#publishing-services-service-types"),
                  column("Cluster-IP", "clusterIP is the IP address of the service and is usually assigned "
                                       "randomly. If an address is specified "
                                       "manually, is in-range (as per system configuration), and is not in "
                                       "use, it will be allocated to the service; "
                                       "otherwise creation of the service will fail. This field may not be "
                                       "changed through updates unless the type "
                                       "field is also being changed to ExternalName (which requires this "
                                       "field to be blank) or the type field is "
                                       "being changed from ExternalName (in which case this field may "
                                       "optionally be specified, as describe above).  "
                                       "Valid values are \"None\", empty string (\"\"), or a valid IP "
                                       "address. Setting this to \"None\" makes a "
                                       "\"headless service\" (no virtual IP), which is useful when direct "
                                       "endpoint connections are preferred and "
                                       "proxying is not required.  Only applies to types ClusterIP, "
                                       "NodePort, and LoadBalancer. If this field is "
                                       "specified when creating a Service of type ExternalName, creation "
                                       "will fail. This field will be wiped when "
                                       "updating a Service to type ExternalName. More info: "
                                       "https://kubernetes.io/docs/concepts/services-networking/service/"
                                       "#virtual-ips-and-service-proxies"),
                  column("External-IP", "externalIPs is a list of IP addresses for which nodes in the "
                                        "cluster will also accept traffic for this "
                                        "service.  These IPs are not managed by Kubernetes.  The user is "
                                        "responsible for ensuring that traffic arrives "
                                        "at a node with this IP.  A common example is external "
                                        "load-balancers that are not part of the Kubernetes "
                                        "system."),
                  column("Port(s)", "The list of ports that are exposed by this service. More info: "
                                    "https://kubernetes.io/docs/concepts/services-networking/service/"
                                    "#virtual-ips-and-service-proxies"),
                  ageColumn(),
                  column("Selector",
                         "Route service traffic to pods with label keys and values matching this selector. "
                         "If empty or not present, the "
                         "service is assumed to have an external process managing its endpoints, which "
                         "Kubernetes will not modify. Only "
                         "applies to types ClusterIP, NodePort, and LoadBalancer. Ignored if type is "
                         "ExternalName. More info: "
                         "https://kubernetes.io/docs/concepts/services-networking/service/",
                         1)},
                 serviceCells, serviceHealth);
    registry.add("", "endpoints",
                 {KindCategory::Network, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Endpoints")},
                 {nameColumn(),
                  column("Endpoints", "The set of all endpoints is the union of all subsets. Addresses are "
                                      "placed into subsets according to the IPs "
                                      "they share. A single address with multiple ports, some of which are "
                                      "ready and some of which are not (because "
                                      "they come from different containers) will result in the address being "
                                      "displayed in different subsets for the "
                                      "different ports. No address will appear in both Addresses and "
                                      "NotReadyAddresses in the same subset. Sets of "
                                      "addresses and ports that comprise a service."),
                  ageColumn()},
                 endpointsCells, noHealth);
    registry.add(
        "discovery.k8s.io", "endpointslices",
        {KindCategory::Network, QT_TRANSLATE_NOOP("kube::NavigatorModel", "EndpointSlices")},
        {nameColumn(),
         column("AddressType", "addressType specifies the type of address carried by this EndpointSlice. All "
                               "addresses in this slice must be "
                               "the same type. This field is immutable after creation. The following address "
                               "types are currently supported: * "
                               "IPv4: Represents an IPv4 Address. * IPv6: Represents an IPv6 Address. * "
                               "FQDN: Represents a Fully Qualified "
                               "Domain Name."),
         column("Ports",
                "ports specifies the list of network ports exposed by each endpoint in this slice. Each port "
                "must have a "
                "unique name. When ports is empty, it indicates that there are no defined ports. When a port "
                "is defined with a "
                "nil port value, it indicates \"all ports\". Each slice may include a maximum of 100 ports."),
         column("Endpoints", "endpoints is a list of unique endpoints in this slice. Each slice may include "
                             "a maximum of 1000 endpoints."),
         ageColumn()},
        endpointSliceCells, noHealth);
    registry.add(
        "networking.k8s.io", "ingresses",
        {KindCategory::Network, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Ingresses")},
        {nameColumn(),
         column("Class",
                "The name of the IngressClass resource that should be used for additional configuration"),
         column("Hosts", "Hosts that incoming requests are matched against before the ingress rule"),
         column("Address", "Address is a list containing ingress points for the load-balancer"),
         column("Ports", "Ports of TLS configurations that open"), ageColumn()},
        ingressCells, noHealth);
    registry.add("networking.k8s.io", "ingressclasses", otherKind,
                 {nameColumn(),
                  column("Controller", "Controller that is responsible for handling this class"),
                  column("Parameters", "A reference to a resource with additional parameters"), ageColumn()},
                 ingressClassCells, noHealth);
    registry.add("networking.k8s.io", "networkpolicies",
                 {KindCategory::Network, QT_TRANSLATE_NOOP("kube::NavigatorModel", "NetworkPolicies")},
                 {nameColumn(),
                  column("Pod-Selector",
                         "Selects the pods to which this NetworkPolicy object applies.  The array of ingress "
                         "rules is applied to any "
                         "pods selected by this field. Multiple network policies can select the same set of "
                         "pods.  In this case, the "
                         "ingress rules for each are combined additively. This field is NOT optional and "
                         "follows standard label "
                         "selector semantics. An empty podSelector matches all pods in this namespace."),
                  ageColumn()},
                 networkPolicyCells, noHealth);

    registry.setDigest("", "services", digestService);

    registry.setManifest("", "services", serviceManifest);
    registry.setDescriber("", "services", describeServiceObject);
    registry.setDescriber("", "endpoints", describeEndpointsObject);
    registry.setDescriber("discovery.k8s.io", "endpointslices", describeEndpointSliceObject);
    registry.setDescriber("networking.k8s.io", "ingresses", describeIngressObject);
    registry.setDescriber("networking.k8s.io", "ingressclasses", describeIngressClassObject);
    registry.setDescriber("networking.k8s.io", "networkpolicies", describeNetworkPolicyObject);
}

} // namespace kube::detail
