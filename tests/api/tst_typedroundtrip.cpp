// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The generated API types (engine/api) against objects a real v1.28.7 apiserver sent: JSON → typed → JSON
// gives the input back, fields a newer server adds survive, a value of the wrong JSON type is an error naming
// its field path, and typed access reads what the JSON holds.
#include "api/apiextensions/v1/customresourcedefinitionlist.h"
#include "api/apiregistration/v1/apiservicelist.h"
#include "api/apps/v1/daemonsetlist.h"
#include "api/apps/v1/deployment.h"
#include "api/apps/v1/deploymentlist.h"
#include "api/apps/v1/replicasetlist.h"
#include "api/apps/v1/statefulsetlist.h"
#include "api/autoscaling/v2/horizontalpodautoscalerlist.h"
#include "api/batch/v1/cronjoblist.h"
#include "api/batch/v1/joblist.h"
#include "api/coordination/v1/leaselist.h"
#include "api/core/v1/configmaplist.h"
#include "api/core/v1/endpointslist.h"
#include "api/core/v1/eventlist.h"
#include "api/core/v1/namespacelist.h"
#include "api/core/v1/nodelist.h"
#include "api/core/v1/persistentvolumeclaimlist.h"
#include "api/core/v1/pod.h"
#include "api/core/v1/podlist.h"
#include "api/core/v1/secretlist.h"
#include "api/core/v1/service.h"
#include "api/core/v1/servicelist.h"
#include "api/discovery/v1/endpointslicelist.h"
#include "api/flowcontrol/v1beta3/flowschemalist.h"
#include "api/flowcontrol/v1beta3/prioritylevelconfigurationlist.h"
#include "api/meta/v1/managedfieldsentry.h"
#include "api/networking/v1/ingressclasslist.h"
#include "api/networking/v1/ingresslist.h"
#include "api/networking/v1/networkpolicylist.h"
#include "api/node/v1/runtimeclasslist.h"
#include "api/policy/v1/poddisruptionbudgetlist.h"
#include "api/rawjson.h"
#include "api/rbac/v1/clusterrolebindinglist.h"
#include "api/rbac/v1/rolebindinglist.h"
#include "api/rbac/v1/rolelist.h"
#include "api/scheduling/v1/priorityclasslist.h"
#include "api/storage/v1/csidriverlist.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>
#include <QTimeZone>

#include <functional>

using namespace kube;
namespace core = kube::api::core::v1;
namespace apps = kube::api::apps::v1;
namespace batch = kube::api::batch::v1;
namespace networking = kube::api::networking::v1;
namespace autoscalingv2 = kube::api::autoscaling::v2;
namespace rbac = kube::api::rbac::v1;
namespace coordination = kube::api::coordination::v1;
namespace policy = kube::api::policy::v1;
namespace scheduling = kube::api::scheduling::v1;
namespace node = kube::api::node::v1;
namespace discovery = kube::api::discovery::v1;
namespace flowcontrol = kube::api::flowcontrol::v1beta3;
namespace storage = kube::api::storage::v1;
namespace apiregistration = kube::api::apiregistration::v1;
namespace apiextensions = kube::api::apiextensions::v1;

namespace {

// JSON text decoded as T (from the text itself, or from Qt's JSON of it) and encoded again.
using RoundTrip = std::function<Result<QJsonObject>(const QByteArray &text, bool fromQtJson)>;

template <typename T> RoundTrip roundTripAs()
{
    return [](const QByteArray &text, bool fromQtJson) -> Result<QJsonObject> {
        auto typed = fromQtJson ? T::fromJson(QJsonDocument::fromJson(text).object()) : T::fromJson(text);
        if (!typed)
            return typed.error();
        return typed->toJson();
    };
}

QByteArray readText(const QString &name)
{
    QFile file(QStringLiteral(QKUBE_TEST_DATA_DIR "/typed/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

QJsonObject readJson(const QString &name)
{
    return QJsonDocument::fromJson(readText(name)).object();
}

QJsonObject firstItem(const QString &file)
{
    return readJson(file).value(QLatin1String("items")).toArray().first().toObject();
}

// json with the value at `path` (object keys, or array indexes as numbers) replaced by `value`.
QJsonValue withValue(const QJsonValue &json, QVariantList path, const QJsonValue &value)
{
    if (path.isEmpty())
        return value;
    const QVariant step = path.takeFirst();
    if (step.typeId() == QMetaType::Int) {
        QJsonArray array = json.toArray();
        array[step.toInt()] = withValue(array[step.toInt()], path, value);
        return array;
    }
    QJsonObject object = json.toObject();
    object[step.toString()] = withValue(object[step.toString()], path, value);
    return object;
}

} // namespace

class TypedRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void everyRecordedObjectRoundTrips_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<RoundTrip>("roundTrip");
        QTest::newRow("pods") << "pods.list.json" << roundTripAs<core::PodList>();
        QTest::newRow("services") << "services.list.json" << roundTripAs<core::ServiceList>();
        QTest::newRow("configmaps") << "configmaps.list.json" << roundTripAs<core::ConfigMapList>();
        QTest::newRow("secrets") << "secrets.list.json" << roundTripAs<core::SecretList>();
        QTest::newRow("nodes") << "nodes.list.json" << roundTripAs<core::NodeList>();
        QTest::newRow("events") << "events.list.json" << roundTripAs<core::EventList>();
        QTest::newRow("endpoints") << "endpoints.list.json" << roundTripAs<core::EndpointsList>();
        QTest::newRow("namespaces") << "namespaces.list.json" << roundTripAs<core::NamespaceList>();
        QTest::newRow("persistentvolumeclaims")
            << "persistentvolumeclaims.list.json" << roundTripAs<core::PersistentVolumeClaimList>();
        QTest::newRow("deployments") << "deployments.list.json" << roundTripAs<apps::DeploymentList>();
        QTest::newRow("replicasets") << "replicasets.list.json" << roundTripAs<apps::ReplicaSetList>();
        QTest::newRow("statefulsets") << "statefulsets.list.json" << roundTripAs<apps::StatefulSetList>();
        QTest::newRow("daemonsets") << "daemonsets.list.json" << roundTripAs<apps::DaemonSetList>();
        QTest::newRow("jobs") << "jobs.list.json" << roundTripAs<batch::JobList>();
        QTest::newRow("cronjobs") << "cronjobs.list.json" << roundTripAs<batch::CronJobList>();
        QTest::newRow("ingresses") << "ingresses.list.json" << roundTripAs<networking::IngressList>();
        QTest::newRow("ingressclasses")
            << "ingressclasses.list.json" << roundTripAs<networking::IngressClassList>();
        QTest::newRow("networkpolicies")
            << "networkpolicies.list.json" << roundTripAs<networking::NetworkPolicyList>();
        QTest::newRow("horizontalpodautoscalers")
            << "horizontalpodautoscalers.list.json"
            << roundTripAs<autoscalingv2::HorizontalPodAutoscalerList>();
        QTest::newRow("roles") << "roles.list.json" << roundTripAs<rbac::RoleList>();
        QTest::newRow("rolebindings") << "rolebindings.list.json" << roundTripAs<rbac::RoleBindingList>();
        QTest::newRow("clusterrolebindings")
            << "clusterrolebindings.list.json" << roundTripAs<rbac::ClusterRoleBindingList>();
        QTest::newRow("leases") << "leases.list.json" << roundTripAs<coordination::LeaseList>();
        QTest::newRow("poddisruptionbudgets")
            << "poddisruptionbudgets.list.json" << roundTripAs<policy::PodDisruptionBudgetList>();
        QTest::newRow("priorityclasses")
            << "priorityclasses.list.json" << roundTripAs<scheduling::PriorityClassList>();
        QTest::newRow("runtimeclasses")
            << "runtimeclasses.list.json" << roundTripAs<node::RuntimeClassList>();
        QTest::newRow("endpointslices")
            << "endpointslices.list.json" << roundTripAs<discovery::EndpointSliceList>();
        QTest::newRow("flowschemas") << "flowschemas.list.json" << roundTripAs<flowcontrol::FlowSchemaList>();
        QTest::newRow("prioritylevelconfigurations")
            << "prioritylevelconfigurations.list.json"
            << roundTripAs<flowcontrol::PriorityLevelConfigurationList>();
        QTest::newRow("csidrivers") << "csidrivers.list.json" << roundTripAs<storage::CSIDriverList>();
        QTest::newRow("apiservices") << "apiservices.list.json"
                                     << roundTripAs<apiregistration::APIServiceList>();
        QTest::newRow("customresourcedefinitions")
            << "customresourcedefinitions.list.json"
            << roundTripAs<apiextensions::CustomResourceDefinitionList>();
    }

    void everyRecordedObjectRoundTrips()
    {
        QFETCH(QString, file);
        QFETCH(RoundTrip, roundTrip);
        const QByteArray text = readText(file);
        const QJsonObject input = QJsonDocument::fromJson(text).object();
        QVERIFY(!input.value(QLatin1String("items")).toArray().isEmpty());
        for (const bool fromQtJson : {false, true}) {
            const auto output = roundTrip(text, fromQtJson);
            QVERIFY2(output.ok(), qPrintable(output.error().message()));
            // Item by item first, so a failure names the object that changed.
            const QJsonArray inputItems = input.value(QLatin1String("items")).toArray();
            const QJsonArray outputItems = output->value(QLatin1String("items")).toArray();
            QCOMPARE(outputItems.size(), inputItems.size());
            for (qsizetype i = 0; i < inputItems.size(); ++i)
                QCOMPARE(QJsonDocument(outputItems[i].toObject()).toJson(),
                         QJsonDocument(inputItems[i].toObject()).toJson());
            QCOMPARE(*output, input);
        }
    }

    void fieldsV1IsKeptAsTheTextTheServerSent()
    {
        const QByteArray text = readText(QStringLiteral("pods.list.json"));
        const QJsonArray items =
            QJsonDocument::fromJson(text).object().value(QLatin1String("items")).toArray();
        const auto pods = core::PodList::fromJson(text);
        QVERIFY2(pods.ok(), qPrintable(pods.error().message()));
        qsizetype fieldSets = 0;
        for (qsizetype i = 0; i < pods->items.size(); ++i) {
            const QJsonArray entries = items[i]["metadata"]["managedFields"].toArray();
            const QList<api::meta::v1::ManagedFieldsEntry> &managed = *pods->items[i].metadata->managedFields;
            QCOMPARE(managed.size(), entries.size());
            for (qsizetype j = 0; j < managed.size(); ++j) {
                const api::RawJson &fields = *managed[j].fieldsV1;
                // Byte for byte what the apiserver wrote (its compact JSON, keys in its order).
                QVERIFY2(text.contains(fields.json()), fields.json().constData());
                QCOMPARE(fields.toValue(), entries[j]["fieldsV1"]);
                ++fieldSets;
            }
        }
        QVERIFY(fieldSets >= pods->items.size());
    }

    void rawJsonHoldsAnyValueAsText()
    {
        QCOMPARE(api::RawJson::fromValue(QJsonValue(5)).json(), QByteArray("5"));
        QCOMPARE(api::RawJson::fromValue(QStringLiteral("a\"b")).toValue(),
                 QJsonValue(QStringLiteral("a\"b")));
        const QJsonObject fields{{QStringLiteral("f:b"), QJsonObject()},
                                 {QStringLiteral("f:a"), QJsonObject()}};
        QCOMPARE(api::RawJson::fromValue(fields).toValue(), fields);
        // Equal as values: the server's key order is not Qt's.
        QCOMPARE(api::RawJson::fromJson(R"({"f:b":{},"f:a":{}})"), api::RawJson::fromValue(fields));
        QVERIFY(!(api::RawJson::fromJson(R"({"f:b":{}})") == api::RawJson::fromValue(fields)));
        QVERIFY(api::RawJson().isEmpty());
        QVERIFY(api::RawJson().toValue().isUndefined());

        api::meta::v1::ManagedFieldsEntry entry;
        entry.fieldsV1 = api::RawJson::fromValue(fields);
        QCOMPARE(entry.toJson().value(QLatin1String("fieldsV1")), fields);
    }

    void stringsThatRepeatAcrossObjectsShareOneBuffer()
    {
        const QByteArray text =
            R"({"metadata":{"name":"a","labels":{"app.kubernetes.io/name":"web"}},)"
            R"("spec":{"nodeName":"worker-1","containers":[{"name":"c","image":"nginx:1.25"}]}})";
        const auto first = core::Pod::fromJson(text);
        const auto second = core::Pod::fromJson(text);
        QVERIFY(first.ok() && second.ok());
        QCOMPARE(second->spec->nodeName, QStringLiteral("worker-1"));
        QCOMPARE(second->spec->containers[0].image, QStringLiteral("nginx:1.25"));
        QCOMPARE(second->spec->nodeName->constData(), first->spec->nodeName->constData());
        QCOMPARE(second->spec->containers[0].image->constData(),
                 first->spec->containers[0].image->constData());
        const auto &firstLabels = *first->metadata->labels;
        const auto &secondLabels = *second->metadata->labels;
        QCOMPARE(secondLabels.firstKey().constData(), firstLabels.firstKey().constData());
        QCOMPARE(secondLabels.first().constData(), firstLabels.first().constData());

        // A shared string is still a value: changing one object's changes no other.
        core::Pod changed = *second;
        changed.spec->nodeName->append(QLatin1String("-b"));
        QCOMPARE(first->spec->nodeName, QStringLiteral("worker-1"));
        QCOMPARE(changed.spec->nodeName, QStringLiteral("worker-1-b"));
    }

    void textThatIsNotAJsonObjectIsADecodeError()
    {
        const auto cut = core::Pod::fromJson(QByteArrayView(R"({"metadata":)"));
        QCOMPARE(cut.error().kind(), Error::Kind::Decode);
        QVERIFY2(cut.error().message().startsWith(QLatin1String("not JSON: ")),
                 qPrintable(cut.error().message()));
        const auto array = core::Pod::fromJson(QByteArrayView("[1]"));
        QCOMPARE(array.error().message(), QStringLiteral("(root): expected an object, got an array"));
        const auto trailing = core::Pod::fromJson(QByteArrayView(R"({"kind":"Pod"} x)"));
        QCOMPARE(trailing.error().kind(), Error::Kind::Decode);
    }

    void fieldsOfANewerServerSurvive()
    {
        QJsonObject json = firstItem(QStringLiteral("pods.list.json"));
        json = withValue(json, {QStringLiteral("futureTopLevel")}, QJsonObject{{QStringLiteral("a"), 1}})
                   .toObject();
        json =
            withValue(json, {QStringLiteral("spec"), QStringLiteral("newerSpecField")}, QStringLiteral("x"))
                .toObject();
        json = withValue(
                   json,
                   {QStringLiteral("spec"), QStringLiteral("containers"), 0, QStringLiteral("sidecarMode")},
                   QJsonArray{1, 2})
                   .toObject();

        const auto pod = core::Pod::fromJson(json);
        QVERIFY2(pod.ok(), qPrintable(pod.error().message()));
        QCOMPARE(pod->unknownFields.value(QLatin1String("futureTopLevel")),
                 (QJsonObject{{QStringLiteral("a"), 1}}));
        QCOMPARE(pod->spec->unknownFields.value(QLatin1String("newerSpecField")), QStringLiteral("x"));
        QCOMPARE(pod->spec->containers[0].unknownFields.value(QLatin1String("sidecarMode")),
                 (QJsonArray{1, 2}));
        QCOMPARE(pod->toJson(), json);
    }

    void aNullFromTheServerStaysNullAndASetFieldReplacesIt()
    {
        const QJsonObject json = readJson(QStringLiteral("deployments.list.json"))
                                     .value(QLatin1String("items"))
                                     .toArray()
                                     .first()
                                     .toObject();
        const auto decoded = apps::Deployment::fromJson(json);
        QVERIFY(decoded.ok());
        apps::Deployment deployment = decoded.value();
        auto &templateMeta = *deployment.spec->template_.metadata;
        QVERIFY(!templateMeta.creationTimestamp);
        QCOMPARE(templateMeta.unknownFields.value(QLatin1String("creationTimestamp")),
                 QJsonValue(QJsonValue::Null));
        QCOMPARE(deployment.toJson(), json);

        templateMeta.creationTimestamp = api::Time::parse(u"2024-03-01T12:00:00Z").value();
        const QJsonObject encoded = deployment.toJson();
        QCOMPARE(encoded["spec"]["template"]["metadata"]["creationTimestamp"],
                 QStringLiteral("2024-03-01T12:00:00Z"));
    }

    void aWrongJsonTypeIsAnErrorNamingTheFieldPath_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QVariantList>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        const QString deployments = QStringLiteral("deployments.list.json");
        const QString pods = QStringLiteral("pods.list.json");
        const QString services = QStringLiteral("services.list.json");
        QTest::newRow("a string for an integer")
            << deployments << QVariantList{"spec", "replicas"} << QJsonValue("3")
            << "spec.replicas: expected an integer, got a string";
        QTest::newRow("a fraction for an integer")
            << deployments << QVariantList{"spec", "replicas"} << QJsonValue(1.5)
            << "spec.replicas: expected an integer, got 1.5";
        QTest::newRow("an int64 for an int32")
            << deployments << QVariantList{"spec", "replicas"} << QJsonValue(qint64(1) << 40)
            << "spec.replicas: 1099511627776 does not fit in 32 bits";
        QTest::newRow("a number for a string in a list")
            << pods << QVariantList{"spec", "containers", 0, "image"} << QJsonValue(5)
            << "spec.containers[0].image: expected a string, got a number";
        QTest::newRow("an object for a list")
            << pods << QVariantList{"spec", "containers"} << QJsonValue(QJsonObject())
            << "spec.containers: expected an array, got an object";
        QTest::newRow("a number in a map of strings")
            << pods << QVariantList{"metadata", "labels", "app"} << QJsonValue(1)
            << "metadata.labels[app]: expected a string, got a number";
        QTest::newRow("a string for an object") << pods << QVariantList{"spec"} << QJsonValue("running")
                                                << "spec: expected an object, got a string";
        QTest::newRow("a quantity that does not parse")
            << pods << QVariantList{"spec", "containers", 0, "resources", "requests", "cpu"}
            << QJsonValue("lots")
            << "spec.containers[0].resources.requests[cpu]: quantities must match the regular expression "
               "'^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
        QTest::newRow("a time that does not parse")
            << pods << QVariantList{"metadata", "creationTimestamp"} << QJsonValue("yesterday")
            << "metadata.creationTimestamp: cannot parse \"yesterday\" as an RFC 3339 time";
        QTest::newRow("a boolean for an int-or-string")
            << services << QVariantList{"spec", "ports", 0, "targetPort"} << QJsonValue(true)
            << "spec.ports[0].targetPort: expected an integer or a string, got a boolean";
        QTest::newRow("bad base64 in a byte field")
            << "secrets.list.json" << QVariantList{"data", "tls.crt"} << QJsonValue("@@@")
            << "data[tls.crt]: illegal base64 data";
    }

    void aWrongJsonTypeIsAnErrorNamingTheFieldPath()
    {
        QFETCH(QString, file);
        QFETCH(QVariantList, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        const QJsonObject json = withValue(firstItem(file), path, value).toObject();

        Error error;
        if (file.startsWith(QLatin1String("deployments")))
            error = apps::Deployment::fromJson(json).error();
        else if (file.startsWith(QLatin1String("services")))
            error = core::Service::fromJson(json).error();
        else if (file.startsWith(QLatin1String("secrets")))
            error = core::Secret::fromJson(json).error();
        else
            error = core::Pod::fromJson(json).error();
        QCOMPARE(error.kind(), Error::Kind::Decode);
        QCOMPARE(error.message(), message);
    }

    void typedAccessReadsTheRecordedValues()
    {
        const auto pod = core::Pod::fromJson(firstItem(QStringLiteral("pods.list.json")));
        QVERIFY(pod.ok());
        QCOMPARE(pod->metadata->name, QStringLiteral("api-7c9d8b6f5d-b8n3w"));
        QCOMPARE(pod->metadata->namespace_, QStringLiteral("bench-live"));
        QCOMPARE(pod->spec->containers[0].image, QStringLiteral("nginx:1.25"));
        QCOMPARE(pod->spec->containers[0].resources->requests->value(QStringLiteral("cpu")).milliValue(), 50);
        QCOMPARE(pod->spec->containers[0].resources->requests->value(QStringLiteral("memory")).value(),
                 64 << 20);
        QCOMPARE(pod->metadata->creationTimestamp->toDateTime(),
                 QDateTime(QDate(2026, 11, 23), QTime(11, 4, 11), QTimeZone::utc()));

        const auto deployment =
            apps::Deployment::fromJson(firstItem(QStringLiteral("deployments.list.json")));
        QVERIFY(deployment.ok());
        QCOMPARE(deployment->spec->replicas, 3);
        QCOMPARE(deployment->spec->strategy->rollingUpdate->maxSurge->stringValue(), QStringLiteral("25%"));
        QCOMPARE(deployment->spec->selector.matchLabels->value(QStringLiteral("app")), QStringLiteral("api"));

        const auto service = core::Service::fromJson(firstItem(QStringLiteral("services.list.json")));
        QVERIFY(service.ok());
        const auto &ports = *service->spec->ports;
        QCOMPARE(ports.size(), 2);
        QVERIFY(!ports[0].targetPort->isInt());
        QCOMPARE(ports[0].targetPort->stringValue(), QStringLiteral("http"));
        QVERIFY(ports[1].targetPort->isInt());
        QCOMPARE(ports[1].targetPort->intValue(), 9901);
        QCOMPARE(ports[1].port, 9901);

        const auto events = core::EventList::fromJson(readJson(QStringLiteral("events.list.json")));
        QVERIFY(events.ok());
        QCOMPARE(events->items[0].eventTime->toString(), QStringLiteral("2026-11-23T10:47:57.000000Z"));
        QCOMPARE(events->items[0].series->count, 3);
    }

    void aSchemaHoldsSchemasOfItsOwnType()
    {
        const auto crds = apiextensions::CustomResourceDefinitionList::fromJson(
            readJson(QStringLiteral("customresourcedefinitions.list.json")));
        QVERIFY2(crds.ok(), qPrintable(crds.error().message()));
        const apiextensions::CustomResourceDefinition &crd = crds->items[0];
        QCOMPARE(crd.spec.names.kind, QStringLiteral("CronTab"));
        const apiextensions::JSONSchemaProps &root = *crd.spec.versions[0].schema->openAPIV3Schema;
        const apiextensions::JSONSchemaProps &spec = root.properties->value(QStringLiteral("spec"));
        QCOMPARE(spec.properties->value(QStringLiteral("replicas")).type, QStringLiteral("integer"));
        QVERIFY(!root.not_);

        // `not` is the struct's own type, held in a Box: decoded, copied deeply and encoded like any field.
        const QJsonObject notAString{{QStringLiteral("type"), QStringLiteral("string")}};
        const QJsonObject schemaJson{
            {QStringLiteral("not"), QJsonObject{{QStringLiteral("not"), notAString}}},
            {QStringLiteral("anyOf"), QJsonArray{notAString}},
            {QStringLiteral("x-kubernetes-int-or-string"), true},
        };
        const auto schema = apiextensions::JSONSchemaProps::fromJson(schemaJson);
        QVERIFY2(schema.ok(), qPrintable(schema.error().message()));
        QCOMPARE(schema->not_->not_->type, QStringLiteral("string"));
        QCOMPARE(schema->x_kubernetes_int_or_string, true);
        apiextensions::JSONSchemaProps copy = *schema;
        copy.not_->not_->type = QStringLiteral("integer");
        QCOMPARE(schema->not_->not_->type, QStringLiteral("string"));
        QCOMPARE(schema->toJson(), schemaJson);

        const auto wrong = apiextensions::JSONSchemaProps::fromJson(
            {{QStringLiteral("not"), QJsonObject{{QStringLiteral("not"), QJsonArray()}}}});
        QCOMPARE(wrong.error().message(), QStringLiteral("not.not: expected an object, got an array"));
    }

    void anOptionalStructIsABoxThatReadsAsAnOptional()
    {
        // Absent, a nested struct costs a pointer, not its size: a Container with no probes or security
        // context is not kilobytes of empty structs.
        QCOMPARE(sizeof(core::Container::securityContext), sizeof(void *));
        QCOMPARE(sizeof(core::Pod::spec), sizeof(void *));

        core::Container container;
        QVERIFY(!container.securityContext.has_value());
        QVERIFY(container.securityContext == std::nullopt);
        QVERIFY_THROWS_EXCEPTION(std::bad_optional_access, container.securityContext.value());
        QCOMPARE(container.securityContext.value_or(core::SecurityContext()).privileged, std::nullopt);

        container.securityContext.emplace().privileged = true;
        QVERIFY(container.securityContext.has_value());
        QCOMPARE(container.securityContext.value().privileged, true);
        core::Container copy = container;
        copy.securityContext->privileged = false;
        QCOMPARE(container.securityContext->privileged, true);
        QCOMPARE(container.toJson().value(QStringLiteral("securityContext")).toObject(),
                 (QJsonObject{{QStringLiteral("privileged"), true}}));
        container.securityContext = std::nullopt;
        QVERIFY(!container.securityContext);
        QVERIFY(!container.toJson().contains(QStringLiteral("securityContext")));

        api::Box<QString> name(QStringLiteral("web"));
        QVERIFY(name == api::Box<QString>(QStringLiteral("web")));
        QVERIFY(!(name == api::Box<QString>(QStringLiteral("api"))));
        QVERIFY(!(name == api::Box<QString>()));
        QVERIFY(api::Box<QString>() == api::Box<QString>());
        QCOMPARE(name.emplace(3, QLatin1Char('x')), QStringLiteral("xxx"));
        name.reset();
        QVERIFY(!name);
    }

    void timesParseRfc3339AndEncodeAsApimachineryDoes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("time");
        QTest::addColumn<QString>("microTime");
        QTest::newRow("seconds") << "2024-03-01T12:00:00Z"
                                 << "2024-03-01T12:00:00Z"
                                 << "2024-03-01T12:00:00.000000Z";
        QTest::newRow("a fraction: Time drops it") << "2024-03-01T12:00:00.1234567Z"
                                                   << "2024-03-01T12:00:00Z"
                                                   << "2024-03-01T12:00:00.123456Z";
        QTest::newRow("an offset becomes UTC") << "2024-03-01T12:00:00+02:30"
                                               << "2024-03-01T09:30:00Z"
                                               << "2024-03-01T09:30:00.000000Z";
        QTest::newRow("before 1970") << "1969-12-31T23:59:59.5Z"
                                     << "1969-12-31T23:59:59Z"
                                     << "1969-12-31T23:59:59.500000Z";
    }

    void timesParseRfc3339AndEncodeAsApimachineryDoes()
    {
        QFETCH(QString, text);
        QFETCH(QString, time);
        QFETCH(QString, microTime);
        QCOMPARE(api::Time::parse(text)->toString(), time);
        QCOMPARE(api::MicroTime::parse(text)->toString(), microTime);
    }

    void timesThatAreNotRfc3339AreErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("no zone") << "2024-03-01T12:00:00";
        QTest::newRow("a space for T") << "2024-03-01 12:00:00Z";
        QTest::newRow("February 30th") << "2024-02-30T12:00:00Z";
        QTest::newRow("an empty fraction") << "2024-03-01T12:00:00.Z";
        QTest::newRow("trailing text") << "2024-03-01T12:00:00Zx";
    }

    void timesThatAreNotRfc3339AreErrors()
    {
        QFETCH(QString, text);
        QVERIFY(!api::Time::parse(text).ok());
    }
};

QTEST_GUILESS_MAIN(TypedRoundTrip)
#include "tst_typedroundtrip.moc"
