// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim as kubectl 1.32 sees a v1.28.7 apiserver: every resource of its discovery taken and listed, the
// real OpenAPI documents (explain, validation), the apiserver's unknown-field check and access reviews.
// Registered only when CMake finds kubectl. (Discovery entries themselves: tst_kubesim's
// discoveryMatchesTheRecordedApiserver.)
#include "simfixture.h"
#include "simhttp.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <memory>
#include <tuple>

namespace {
struct Run
{
    int exitCode = -1;
    QString out, err;
};
// A protobuf message's fields: number, payload (of a length-delimited field) and the whole field's bytes.
QList<std::tuple<int, QByteArray, QByteArray>> protobufFields(const QByteArray &message)
{
    QList<std::tuple<int, QByteArray, QByteArray>> out;
    qsizetype pos = 0;
    const auto varint = [&] {
        quint64 value = 0;
        for (int shift = 0; pos < message.size(); shift += 7) {
            const auto byte = quint8(message.at(pos++));
            value |= quint64(byte & 0x7F) << shift;
            if (byte < 0x80)
                break;
        }
        return value;
    };
    while (pos < message.size()) {
        const qsizetype start = pos;
        const quint64 key = varint();
        QByteArray payload;
        if ((key & 7) == 0) {
            varint();
        } else if ((key & 7) == 1) {
            pos += 8;
        } else if ((key & 7) == 5) {
            pos += 4;
        } else {
            const auto length = qsizetype(varint());
            payload = message.mid(pos, length);
            pos += length;
        }
        out.append({int(key >> 3), payload, message.mid(start, pos - start)});
    }
    return out;
}
} // namespace

class tst_SimFidelity : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;

    Run kubectl(const QStringList &arguments, const QByteArray &input = {})
    {
        return kubectlOn(m_fixture->kubeconfigPath(), arguments, input);
    }

    static Run kubectlOn(const QString &kubeconfig, const QStringList &arguments,
                         const QByteArray &input = {})
    {
        QProcess process;
        process.start(QStringLiteral(QKUBE_KUBECTL),
                      QStringList{QStringLiteral("--kubeconfig"), kubeconfig} + arguments);
        process.write(input);
        process.closeWriteChannel();
        Run run;
        if (!QTest::qWaitFor([&] { return process.state() == QProcess::NotRunning; }, 30000)) {
            process.kill();
            process.waitForFinished();
        }
        run.exitCode = process.exitCode();
        run.out = QString::fromUtf8(process.readAllStandardOutput());
        run.err = QString::fromUtf8(process.readAllStandardError());
        return run;
    }

    QString limitedContext() { return limitedContextOf(m_fixture->kubeconfigPath()); }

    static QString limitedContextOf(const QString &kubeconfig)
    {
        const Run run = kubectlOn(kubeconfig, {QStringLiteral("config"), QStringLiteral("get-contexts"),
                                               QStringLiteral("-o"), QStringLiteral("name")});
        for (const QString &line : run.out.split(QLatin1Char('\n')))
            if (line.endsWith(QLatin1String("-limited")))
                return line;
        return {};
    }

private Q_SLOTS:
    void initTestCase() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanupTestCase() { m_fixture.reset(); }

    // kubectl api-resources as a v1.28.7 apiserver's: 57 resources (here with the scenario's CronTab, and
    // metrics-server's nodes and pods, as on a cluster that runs it).
    void apiResourcesListsEveryResourceOfTheRealServer()
    {
        const Run run = kubectl({QStringLiteral("api-resources"), QStringLiteral("--no-headers"),
                                 QStringLiteral("-o"), QStringLiteral("name")});
        QCOMPARE(run.exitCode, 0);
        QStringList names = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(names.removeAll(QStringLiteral("nodes.metrics.k8s.io")), 1);
        QCOMPARE(names.removeAll(QStringLiteral("pods.metrics.k8s.io")), 1);
        names.removeIf(
            [](const QString &name) { return name.endsWith(QLatin1String(".stable.example.com")); });
        QCOMPARE(names.size(), 57);
        for (const char *name : {"bindings",
                                 "componentstatuses",
                                 "podtemplates",
                                 "replicationcontrollers",
                                 "apiservices.apiregistration.k8s.io",
                                 "controllerrevisions.apps",
                                 "selfsubjectreviews.authentication.k8s.io",
                                 "tokenreviews.authentication.k8s.io",
                                 "localsubjectaccessreviews.authorization.k8s.io",
                                 "selfsubjectaccessreviews.authorization.k8s.io",
                                 "selfsubjectrulesreviews.authorization.k8s.io",
                                 "subjectaccessreviews.authorization.k8s.io",
                                 "certificatesigningrequests.certificates.k8s.io",
                                 "flowschemas.flowcontrol.apiserver.k8s.io",
                                 "prioritylevelconfigurations.flowcontrol.apiserver.k8s.io",
                                 "mutatingwebhookconfigurations.admissionregistration.k8s.io",
                                 "validatingwebhookconfigurations.admissionregistration.k8s.io",
                                 "runtimeclasses.node.k8s.io",
                                 "csidrivers.storage.k8s.io",
                                 "csinodes.storage.k8s.io",
                                 "csistoragecapacities.storage.k8s.io",
                                 "volumeattachments.storage.k8s.io"})
            QVERIFY2(names.contains(QLatin1String(name)), name);
    }

    // Each stored kind kubesim lacked: kubectl create from a minimal manifest (validated against the real
    // schema), get, delete.
    void createGetDelete_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QByteArray>("manifest");
        QTest::addColumn<QString>("header");
        QTest::newRow("runtimeclasses")
            << "runtimeclasses"
            << QByteArray("apiVersion: node.k8s.io/v1\nkind: RuntimeClass\nmetadata: "
                          "{name: gv}\nhandler: runsc\n")
            << "NAME   HANDLER   AGE";
        QTest::newRow("podtemplates")
            << "podtemplates"
            << QByteArray("apiVersion: v1\nkind: PodTemplate\nmetadata: {name: gv}\ntemplate:\n  spec:\n    "
                          "containers: [{name: c, image: nginx}]\n")
            << "NAME   CONTAINERS   IMAGES   POD LABELS";
        QTest::newRow("controllerrevisions")
            << "controllerrevisions"
            << QByteArray("apiVersion: apps/v1\nkind: ControllerRevision\nmetadata: "
                          "{name: gv}\nrevision: 1\n")
            << "NAME";
        QTest::newRow("csidrivers") << "csidrivers"
                                    << QByteArray(
                                           "apiVersion: storage.k8s.io/v1\nkind: CSIDriver\nmetadata: {name: "
                                           "gv.example.com}\nspec: {attachRequired: false}\n")
                                    << "NAME";
        QTest::newRow("validatingwebhookconfigurations")
            << "validatingwebhookconfigurations"
            << QByteArray("apiVersion: admissionregistration.k8s.io/v1\nkind: "
                          "ValidatingWebhookConfiguration\nmetadata: {name: gv}\n")
            << "NAME";
        QTest::newRow("prioritylevelconfigurations")
            << "prioritylevelconfigurations"
            << QByteArray(
                   "apiVersion: flowcontrol.apiserver.k8s.io/v1beta3\nkind: PriorityLevelConfiguration\n"
                   "metadata: {name: gv}\nspec: {type: Exempt}\n")
            << "NAME";
    }

    void createGetDelete()
    {
        QFETCH(QString, resource);
        QFETCH(QByteArray, manifest);
        QFETCH(QString, header);
        Run run = kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")}, manifest);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.endsWith(QLatin1String(" created\n")), qPrintable(run.out));
        run = kubectl({QStringLiteral("get"), resource});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.startsWith(header), qPrintable(run.out));
        QVERIFY2(run.out.contains(QLatin1String("\ngv")), qPrintable(run.out));
        run = kubectl({QStringLiteral("delete"), QStringLiteral("-f"), QStringLiteral("-")}, manifest);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.endsWith(QLatin1String(" deleted\n")), qPrintable(run.out));
    }

    void explainReadsTheRealSchema()
    {
        const Run run =
            kubectl({QStringLiteral("explain"), QStringLiteral("pods.spec.containers.livenessProbe")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(run.out.contains(QLatin1String("FIELD: livenessProbe <Probe>")), qPrintable(run.out));
        QVERIFY2(run.out.contains(QLatin1String("initialDelaySeconds\t<integer>")), qPrintable(run.out));
    }

    // kubectl explain --output=plaintext-openapiv2 reads /openapi/v2 in protobuf: what it prints on a real
    // v1.28.7 apiserver (tests/data/sim/explain-v2, recorded there).
    void explainFromOpenApiV2_data()
    {
        QTest::addColumn<QString>("field");
        for (const char *field : {"deployments.spec.strategy", "pods.spec.containers.livenessProbe",
                                  "runtimeclasses", "crontabs.spec"})
            QTest::newRow(field) << QString::fromLatin1(field);
    }

    void explainFromOpenApiV2()
    {
        QFETCH(QString, field);
        QFile expected(QStringLiteral(QKUBE_TEST_DATA_DIR "/sim/explain-v2/") + field +
                       QStringLiteral(".txt"));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        const Run run =
            kubectl({QStringLiteral("explain"), field, QStringLiteral("--output=plaintext-openapiv2")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, QString::fromUtf8(expected.readAll()));
    }

    // /openapi/v2 in JSON too, with the scenario's CRDs published as the apiserver names them.
    void openApiV2AsJson()
    {
        const Run run =
            kubectl({QStringLiteral("get"), QStringLiteral("--raw"), QStringLiteral("/openapi/v2")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject document = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(document.value(QLatin1String("swagger")).toString(), QStringLiteral("2.0"));
        const QJsonObject definitions = document.value(QLatin1String("definitions")).toObject();
        QVERIFY(definitions.contains(QLatin1String("io.k8s.api.node.v1.RuntimeClass")));
        QVERIFY(definitions.contains(QLatin1String("com.example.stable.v1.CronTab")));
        QVERIFY(document.value(QLatin1String("paths"))
                    .toObject()
                    .contains(
                        QLatin1String("/apis/stable.example.com/v1/namespaces/{namespace}/crontabs/{name}")));
    }

    // The CRDs of tests/data/sim/crds, recorded on a real v1.28.7 apiserver with what it published for them:
    // the seeded CronTab (namespaced) and a Widget (cluster-scoped, status and scale, enums, defaults,
    // nullable, int-or-string, preserve-unknown-fields, list types).
    static void crds_data()
    {
        QTest::addColumn<QString>("crd");
        QTest::addColumn<QByteArray>("group");
        QTest::newRow("CronTab, namespaced")
            << u"crontabs.stable.example.com"_qs << QByteArray("stable.example.com");
        QTest::newRow("Widget, cluster-scoped with subresources")
            << u"widgets.s8-check.example.com"_qs << QByteArray("s8-check.example.com");
    }

    static QByteArray recordedCrdFile(const QString &crd, const char *suffix)
    {
        QFile file(QStringLiteral(QKUBE_TEST_DATA_DIR "/sim/crds/") + crd + QLatin1String(suffix));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    // Creates the CRD on kubesim when it is not served yet, as kubectl create -f does.
    bool ensureCrd(const QString &kubeconfig, const QString &crd)
    {
        if (kubectlOn(kubeconfig, {u"get"_qs, u"crd"_qs, crd}).exitCode == 0)
            return true;
        return kubectlOn(kubeconfig, {u"create"_qs, u"-f"_qs, u"-"_qs}, recordedCrdFile(crd, ".yaml"))
                   .exitCode == 0;
    }

    // A CRD's paths and definitions in /openapi/v2 (protobuf) are the bytes the real apiserver serves for it;
    // they go with the CRD and come back with it, and the ETag follows the document.
    void crdsArePublishedInOpenApiV2_data() { crds_data(); }

    void crdsArePublishedInOpenApiV2()
    {
        QFETCH(QString, crd);
        QFETCH(QByteArray, group);
        const QByteArray expected = recordedCrdFile(crd, ".v2.pb");
        QVERIFY(!expected.isEmpty());
        kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.tls = false;
        SimFixture plain(options);
        QNetworkAccessManager network;
        const auto fetch = [&](const QByteArray &ifNoneMatch = {}) {
            QNetworkRequest request(QUrl(plain.sim().url() + QStringLiteral("/openapi/v2")));
            request.setRawHeader("Accept", "application/com.github.proto-openapi.spec.v2@v1.0+protobuf");
            if (!ifNoneMatch.isEmpty())
                request.setRawHeader("If-None-Match", ifNoneMatch);
            std::unique_ptr<QNetworkReply> reply(network.get(request));
            QSignalSpy finished(reply.get(), &QNetworkReply::finished);
            finished.wait(20000);
            return std::tuple{reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                              reply->readAll(), reply->rawHeader("ETag")};
        };
        QList<QByteArray> reversed = group.split('.');
        std::reverse(reversed.begin(), reversed.end());
        const QByteArray definitionPrefix = reversed.join('.') + '.';
        const auto crdEntries = [&](const QByteArray &document) {
            QByteArray entries;
            for (const auto &[number, payload, raw] : protobufFields(document)) {
                if (number != 8 && number != 9)
                    continue;
                for (const auto &[entryNumber, entry, entryRaw] : protobufFields(payload)) {
                    const QByteArray name = std::get<1>(protobufFields(entry).value(0));
                    if (name.startsWith("/apis/" + group + '/') || name.startsWith(definitionPrefix))
                        entries += entryRaw;
                }
            }
            return entries;
        };
        QVERIFY(ensureCrd(plain.kubeconfigPath(), crd));
        const auto [status, withCrd, etag] = fetch();
        QCOMPARE(status, 200);
        QCOMPARE(crdEntries(withCrd), expected);
        QCOMPARE(std::get<0>(fetch(etag)), 304);

        SimHttp http(plain.sim().url());
        QCOMPARE(http.remove(u"/apis/apiextensions.k8s.io/v1/customresourcedefinitions/"_qs + crd).code, 200);
        QTRY_VERIFY(crdEntries(std::get<1>(fetch())).isEmpty());
        const auto [statusWithout, without, etagWithout] = fetch();
        QVERIFY(etagWithout != etag);
        QCOMPARE(std::get<0>(fetch(etag)), 200);

        QVERIFY(ensureCrd(plain.kubeconfigPath(), crd));
        const auto [statusAgain, again, etagAgain] = fetch();
        QCOMPARE(crdEntries(again), expected);
        QCOMPARE(etagAgain, etag);
    }

    // A CRD's group-version document in /openapi/v3 is the real apiserver's for it (recorded: its paths, its
    // and the Scale schemas, the names of the rest).
    void crdsArePublishedInOpenApiV3_data() { crds_data(); }

    void crdsArePublishedInOpenApiV3()
    {
        QFETCH(QString, crd);
        QFETCH(QByteArray, group);
        const QJsonObject recorded = QJsonDocument::fromJson(recordedCrdFile(crd, ".v3.json")).object();
        QVERIFY(!recorded.isEmpty());
        kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.tls = false;
        SimFixture plain(options);
        QVERIFY(ensureCrd(plain.kubeconfigPath(), crd));
        const QString version = crd.startsWith(QLatin1String("widgets")) ? u"v1beta1"_qs : u"v1"_qs;
        const Run run = kubectlOn(plain.kubeconfigPath(),
                                  {QStringLiteral("get"), QStringLiteral("--raw"),
                                   u"/openapi/v3/apis/%1/%2"_qs.arg(QString::fromLatin1(group), version)});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject served = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(served.value(QLatin1String("paths")).toObject(),
                 recorded.value(QLatin1String("paths")).toObject());
        const QJsonObject schemas =
            served.value(QLatin1String("components")).toObject().value(QLatin1String("schemas")).toObject();
        QCOMPARE(QJsonArray::fromStringList(schemas.keys()),
                 recorded.value(QLatin1String("schemaNames")).toArray());
        const QJsonObject own = recorded.value(QLatin1String("schemas")).toObject();
        for (auto it = own.begin(); it != own.end(); ++it)
            QCOMPARE(schemas.value(it.key()).toObject(), it.value().toObject());
    }

    // A custom resource's schema is published with its group-version, as the apiserver does: kubectl explain
    // prints what it prints on a real v1.28.7 apiserver (tests/data/sim/explain-v3, recorded there).
    void explainReadsACustomResourceSchema()
    {
        QFile expected(QStringLiteral(QKUBE_TEST_DATA_DIR "/sim/explain-v3/crontabs.spec.txt"));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        const Run run = kubectl({QStringLiteral("explain"), QStringLiteral("crontabs.spec")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, QString::fromUtf8(expected.readAll()));
    }

    // kubectl's default (--validate=strict) sends fieldValidation=Strict: the apiserver's words and code.
    void strictRejectsAnUnknownField_data()
    {
        QTest::addColumn<QByteArray>("manifest");
        QTest::addColumn<QString>("error");
        QTest::newRow("top level")
            << QByteArray("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: typo}\ndtaa: {a: "
                          "\"1\"}\n")
            << "Error from server (BadRequest): error when creating \"STDIN\": ConfigMap in "
               "version \"v1\" cannot be handled as a ConfigMap: strict decoding error: "
               "unknown field \"dtaa\"\n";
        QTest::newRow("nested in a list")
            << QByteArray("apiVersion: node.k8s.io/v1\nkind: RuntimeClass\nmetadata: {name: typo}\nhandler: "
                          "runsc\nscheduling: {nodeSelectr: {a: b}}\n")
            << "Error from server (BadRequest): error when creating \"STDIN\": RuntimeClass in version "
               "\"v1\" "
               "cannot be handled as a RuntimeClass: strict decoding error: unknown field "
               "\"scheduling.nodeSelectr\"\n";
    }

    void strictRejectsAnUnknownField()
    {
        QFETCH(QByteArray, manifest);
        QFETCH(QString, error);
        const Run run =
            kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")}, manifest);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, error);
    }

    // --validate=warn (fieldValidation=Warn): created without the field, the apiserver's warning printed.
    void warnDropsTheFieldAndSaysSo()
    {
        const QByteArray manifest(
            "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: warned}\ndtaa: {a: \"1\"}\n");
        Run run = kubectl({QStringLiteral("create"), QStringLiteral("--validate=warn"), QStringLiteral("-f"),
                           QStringLiteral("-")},
                          manifest);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.err, QStringLiteral("Warning: unknown field \"dtaa\"\n"));
        run = kubectl({QStringLiteral("create"), QStringLiteral("--validate=false"), QStringLiteral("-f"),
                       QStringLiteral("-")},
                      QByteArray(manifest).replace("warned", "ignored"));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.err, QString());
        run = kubectl({QStringLiteral("get"), QStringLiteral("configmap"), QStringLiteral("ignored"),
                       QStringLiteral("-o"), QStringLiteral("jsonpath={.dtaa}")});
        QCOMPARE(run.out, QString());
    }

    // A repeated key is a strict decoding error as sigs.k8s.io/json reports it: the path of the repeat, in
    // document order with unknown fields; Warn makes each a Warning, Ignore takes the body. kubectl create --raw
    // sends the file as it is (chunked), so the repeats reach the server.
    void duplicateFields_data()
    {
        QTest::addColumn<QString>("validation");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("err");
        const QString errors = u"duplicate field \"metadata.labels.a\", unknown field \"dtaa\", duplicate field \"data\""_qs;
        QTest::newRow("Strict") << "Strict" << 1
                                << u"Error from server (BadRequest): ConfigMap in version \"v1\" cannot be handled as a "
                                   "ConfigMap: strict decoding error: "_qs + errors + u"\n"_qs;
        QTest::newRow("Warn") << "Warn" << 0
                              << "Warning: duplicate field \"metadata.labels.a\"\nWarning: unknown field \"dtaa\"\n"
                                 "Warning: duplicate field \"data\"\n";
        QTest::newRow("Ignore") << "Ignore" << 0 << "";
    }

    void duplicateFields()
    {
        QFETCH(QString, validation);
        QFETCH(int, exitCode);
        QFETCH(QString, err);
        const QString name = u"dup-"_qs + validation.toLower();
        QFile file(m_fixture->dir() + u"/"_qs + name + u".json"_qs);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(u"{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\"%1\",\"labels\":{\"a\":\"1\",\"a\":\"2\"}},"
                   "\"data\":{\"x\":\"1\"},\"dtaa\":{},\"data\":{\"x\":\"2\"},\"dtaa\":{\"b\":\"1\",\"b\":\"2\"}}"_qs.arg(name)
                       .toUtf8());
        file.close();
        const Run run = kubectl({QStringLiteral("create"), QStringLiteral("--raw"),
                                 u"/api/v1/namespaces/default/configmaps?fieldValidation="_qs + validation,
                                 QStringLiteral("-f"), file.fileName()});
        QCOMPARE(run.err, err);
        QCOMPARE(run.exitCode, exitCode);
        if (exitCode == 0)
            QVERIFY2(run.out.contains(u"\"name\":\"%1\""_qs.arg(name)), qPrintable(run.out));
    }

    // The Secret's v1 conversion: stringData written into data as base64 (winning over data), not stored.
    void secretStringDataIsMergedIntoData()
    {
        const QByteArray manifest("apiVersion: v1\nkind: Secret\nmetadata: {name: merged}\ndata: {a: YQ==, b: YQ==}\n"
                                  "stringData: {b: two, c: \"\xc3\xa9\"}\n");
        Run run = kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")}, manifest);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = kubectl({QStringLiteral("get"), QStringLiteral("secret"), QStringLiteral("merged"), QStringLiteral("-o"),
                       QStringLiteral("jsonpath={.data} {.stringData}")});
        QCOMPARE(run.out, QStringLiteral("{\"a\":\"YQ==\",\"b\":\"dHdv\",\"c\":\"w6k=\"} "));
        run = kubectl({QStringLiteral("apply"), QStringLiteral("-f"), QStringLiteral("-")},
                      "apiVersion: v1\nkind: Secret\nmetadata: {name: merged}\nstringData: {a: one}\n");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = kubectl({QStringLiteral("get"), QStringLiteral("secret"), QStringLiteral("merged"), QStringLiteral("-o"),
                       QStringLiteral("jsonpath={.data.a}")});
        QCOMPARE(run.out, QStringLiteral("b25l"));
    }

    // The DaemonSet and StatefulSet controllers keep ControllerRevisions as kube-controller-manager does, so
    // kubectl rollout history lists each template once and rollout undo puts an earlier one back (it becomes
    // the newest revision); a Deployment's undo revives its ReplicaSet as revision 3.
    void rolloutHistoryAndUndo_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<QByteArray>("manifest");
        QTest::newRow("daemonset") << "daemonset/agent"
                                   << QByteArray("apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: agent}\nspec:\n"
                                                 "  selector: {matchLabels: {app: agent}}\n  template:\n"
                                                 "    metadata: {labels: {app: agent}}\n"
                                                 "    spec: {containers: [{name: main, image: \"busybox:1.36\"}]}\n");
        QTest::newRow("statefulset") << "statefulset/db"
                                     << QByteArray("apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db}\nspec:\n"
                                                   "  serviceName: db\n  selector: {matchLabels: {app: db}}\n  template:\n"
                                                   "    metadata: {labels: {app: db}}\n"
                                                   "    spec: {containers: [{name: main, image: \"busybox:1.36\"}]}\n");
        QTest::newRow("deployment") << "deployment/front"
                                    << QByteArray("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: front}\nspec:\n"
                                                  "  selector: {matchLabels: {app: front}}\n  template:\n"
                                                  "    metadata: {labels: {app: front}}\n"
                                                  "    spec: {containers: [{name: main, image: \"busybox:1.36\"}]}\n");
    }

    void rolloutHistoryAndUndo()
    {
        QFETCH(QString, workload);
        QFETCH(QByteArray, manifest);
        const auto image = [&] {
            return kubectl({QStringLiteral("get"), workload, QStringLiteral("-o"),
                            QStringLiteral("jsonpath={.spec.template.spec.containers[0].image}")})
                .out;
        };
        Run run = kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")}, manifest);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = kubectl({QStringLiteral("rollout"), QStringLiteral("status"), workload, QStringLiteral("--timeout=20s")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = kubectl({QStringLiteral("set"), QStringLiteral("image"), workload, QStringLiteral("main=busybox:1.37")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = kubectl({QStringLiteral("rollout"), QStringLiteral("status"), workload, QStringLiteral("--timeout=20s")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString title = (workload.startsWith(QLatin1String("deployment")) ? u"deployment.apps/"_qs
                               : workload.startsWith(QLatin1String("daemonset")) ? u"daemonset.apps/"_qs
                                                                               : u"statefulset.apps/"_qs) +
                              workload.section(QLatin1Char('/'), 1);
        QTRY_COMPARE(kubectl({QStringLiteral("rollout"), QStringLiteral("history"), workload}).out,
                     title + u" \nREVISION  CHANGE-CAUSE\n1         <none>\n2         <none>\n\n"_qs);
        run = kubectl({QStringLiteral("rollout"), QStringLiteral("history"), workload, QStringLiteral("--revision=1")});
        QVERIFY2(run.out.contains(QLatin1String("Image:\tbusybox:1.36\n")), qPrintable(run.out));
        run = kubectl({QStringLiteral("rollout"), QStringLiteral("undo"), workload});
        QCOMPARE(run.out, title + u" rolled back\n"_qs);
        QCOMPARE(image(), QStringLiteral("busybox:1.36"));
        QTRY_COMPARE(kubectl({QStringLiteral("rollout"), QStringLiteral("history"), workload}).out,
                     title + u" \nREVISION  CHANGE-CAUSE\n2         <none>\n3         <none>\n\n"_qs);
        run = kubectl({QStringLiteral("rollout"), QStringLiteral("undo"), workload, QStringLiteral("--to-revision=3")});
        QCOMPARE(run.out, title + u" skipped rollback (current template already matches revision 3)\n"_qs);
        run = kubectl({QStringLiteral("delete"), workload});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }

    // A ReplicationController's pods follow its replicas, its status counts them; kubectl get prints it as a
    // real apiserver's Table does.
    void replicationControllerIsReconciled()
    {
        Run run = kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")},
                          "apiVersion: v1\nkind: ReplicationController\nmetadata: {name: legacy}\nspec:\n  replicas: 2\n"
                          "  template:\n    metadata: {labels: {app: legacy}}\n"
                          "    spec: {containers: [{name: legacy, image: \"httpd:2.4\"}]}\n");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const auto wide = [&] {
            const QString out = kubectl({QStringLiteral("get"), QStringLiteral("rc"), QStringLiteral("legacy"),
                                         QStringLiteral("-o"), QStringLiteral("wide")})
                                    .out;
            return out.section(QLatin1Char('\n'), 1, 1).simplified().remove(QRegularExpression(u" \\d+(s|ms) "_qs));
        };
        QTRY_COMPARE(wide(), QStringLiteral("legacy 2 2 2legacy httpd:2.4 app=legacy"));
        QCOMPARE(kubectl({QStringLiteral("get"), QStringLiteral("rc"), QStringLiteral("legacy")}).out.section(QLatin1Char('\n'), 0, 0),
                 QStringLiteral("NAME     DESIRED   CURRENT   READY   AGE"));
        run = kubectl({QStringLiteral("scale"), QStringLiteral("rc/legacy"), QStringLiteral("--replicas=1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QTRY_COMPARE(wide(), QStringLiteral("legacy 1 1 1legacy httpd:2.4 app=legacy"));
        QTRY_COMPARE(kubectl({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-l"), QStringLiteral("app=legacy"),
                              QStringLiteral("--no-headers"), QStringLiteral("-o"), QStringLiteral("name")})
                         .out.count(QLatin1Char('\n')),
                     1);
        QVERIFY(kubectl({QStringLiteral("delete"), QStringLiteral("rc/legacy")}).exitCode == 0);
    }

    // A pod for another scheduler waits, unbound, until a Binding names its node; a second binding conflicts.
    void bindingBindsAPod()
    {
        Run run = kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")},
                          "apiVersion: v1\nkind: Pod\nmetadata: {name: unbound}\nspec: {schedulerName: mine, "
                          "containers: [{name: c, image: nginx}]}\n");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const auto node = [&] {
            return kubectl({QStringLiteral("get"), QStringLiteral("pod"), QStringLiteral("unbound"), QStringLiteral("-o"),
                            QStringLiteral("jsonpath={.spec.nodeName}/{.status.phase}")})
                .out;
        };
        QCOMPARE(node(), QStringLiteral("/Pending"));
        QFile file(m_fixture->dir() + u"/binding.json"_qs);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"apiVersion":"v1","kind":"Binding","metadata":{"name":"unbound"},"target":{"kind":"Node","name":"node-01"}})");
        file.close();
        run = kubectl({QStringLiteral("create"), QStringLiteral("--raw"), QStringLiteral("/api/v1/namespaces/default/bindings"),
                       QStringLiteral("-f"), file.fileName()});
        QCOMPARE(run.out, QStringLiteral(R"({"apiVersion":"v1","code":201,"kind":"Status","metadata":{},"status":"Success"})"));
        QTRY_COMPARE(node(), QStringLiteral("node-01/Running"));
        run = kubectl({QStringLiteral("create"), QStringLiteral("--raw"),
                       QStringLiteral("/api/v1/namespaces/default/pods/unbound/binding"), QStringLiteral("-f"), file.fileName()});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("Error from server (Conflict): Operation cannot be fulfilled on pods/binding \"unbound\": "
                                         "pod unbound is already assigned to node \"node-01\"\n"));
    }

    // A pod with scheduling gates gets the condition a v1.28.7 apiserver gives it on create (recorded there),
    // and kubectl prints its STATUS from it.
    void gatedPodSaysWhyItIsNotScheduled()
    {
        Run run = kubectl({QStringLiteral("create"), QStringLiteral("-f"), QStringLiteral("-")},
                          "apiVersion: v1\nkind: Pod\nmetadata: {name: gated}\nspec: {schedulingGates: "
                          "[{name: example.com/quota-check}], containers: [{name: c, image: busybox}]}\n");
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = kubectl({QStringLiteral("get"), QStringLiteral("pod"), QStringLiteral("gated"),
                       QStringLiteral("-o"), QStringLiteral("jsonpath={.status.conditions}")});
        QCOMPARE(run.out,
                 QStringLiteral(R"([{"lastProbeTime":null,"lastTransitionTime":null,"message":"Scheduling )"
                                R"(is blocked due to non-empty scheduling gates","reason":"SchedulingGated",)"
                                R"("status":"False","type":"PodScheduled"}])"));
        run = kubectl({QStringLiteral("get"), QStringLiteral("pod"), QStringLiteral("gated"),
                       QStringLiteral("--no-headers"), QStringLiteral("-o"),
                       QStringLiteral("custom-columns=NODE:.spec.nodeName")});
        QCOMPARE(run.out, QStringLiteral("<none>\n"));
        run = kubectl({QStringLiteral("get"), QStringLiteral("pod"), QStringLiteral("gated"),
                       QStringLiteral("--no-headers")});
        QVERIFY2(run.out.contains(QLatin1String("gated   0/1   SchedulingGated   0 ")), qPrintable(run.out));
    }

    void canI_data()
    {
        QTest::addColumn<bool>("limited");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("answer");
        QTest::newRow("admin creates pods")
            << false << QStringList{"create", "pods", "-n", "default"} << "yes";
        QTest::newRow("limited lists pods everywhere") << true << QStringList{"list", "pods", "-A"} << "no";
        QTest::newRow("limited lists pods in its namespace") << true << QStringList{"list", "pods"} << "yes";
        QTest::newRow("limited reads nodes") << true << QStringList{"get", "nodes"} << "no";
    }

    void canI()
    {
        QFETCH(bool, limited);
        QFETCH(QStringList, arguments);
        QFETCH(QString, answer);
        QStringList command;
        if (limited)
            command << QStringLiteral("--context") << limitedContext();
        const Run run =
            kubectl(command + QStringList{QStringLiteral("auth"), QStringLiteral("can-i")} + arguments);
        QCOMPARE(run.out.trimmed(), answer);
        QCOMPARE(run.exitCode, answer == QLatin1String("yes") ? 0 : 1);
    }

    // --as: allowed to the admin (and the request is then the other user's), refused to the limited user.
    void impersonation()
    {
        Run run = kubectl({QStringLiteral("--as"), QStringLiteral("sim-limited"), QStringLiteral("auth"),
                           QStringLiteral("can-i"), QStringLiteral("list"), QStringLiteral("pods"),
                           QStringLiteral("-A")});
        QCOMPARE(run.out, QStringLiteral("no\n"));
        run = kubectl({QStringLiteral("--as"), QStringLiteral("sim-limited"), QStringLiteral("get"),
                       QStringLiteral("nodes")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err,
                 QStringLiteral("Error from server (Forbidden): nodes is forbidden: User \"sim-limited\" "
                                "cannot list resource \"nodes\" in API group \"\" at the cluster scope\n"));
        run = kubectl({QStringLiteral("--context"), limitedContext(), QStringLiteral("--as"),
                       QStringLiteral("sim-admin"), QStringLiteral("get"), QStringLiteral("nodes")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err,
                 QStringLiteral("Error from server (Forbidden): users \"sim-admin\" is forbidden: User "
                                "\"sim-limited\" cannot impersonate resource \"users\" in API group \"\" at "
                                "the cluster scope\n"));
    }

    // kubectl sends one Impersonate-Group header per --as-group: each is authorized, and the request is then
    // in exactly those groups (and system:authenticated), as `kubectl auth whoami` on a real apiserver shows.
    void impersonatedGroups()
    {
        Run run = kubectl({QStringLiteral("--as"), QStringLiteral("sim-limited"),
                           QStringLiteral("--as-group"), QStringLiteral("g1"), QStringLiteral("--as-group"),
                           QStringLiteral("g2"), QStringLiteral("auth"), QStringLiteral("whoami")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, QStringLiteral("ATTRIBUTE   VALUE\nUsername    sim-limited\nGroups      "
                                         "[g1 g2 system:authenticated]\n"));
    }

    // KubeSim::revoke takes a verb away as a removed RoleBinding does: from every review that answers for it.
    void revokedVerbIsGoneFromEveryReview_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::newRow("SelfSubjectAccessReview") << QStringList{"auth", "can-i", "delete", "pods"} << "yes\n"
                                                 << "no\n";
        QTest::newRow("SelfSubjectAccessReview, a verb left")
            << QStringList{"auth", "can-i", "get", "pods"} << "yes\n"
            << "yes\n";
        QTest::newRow("SelfSubjectRulesReview")
            << QStringList{"auth", "can-i", "--list"} << "*.*    [] [] [*]"
            << "pods    [] [] [create deletecollection get list patch update watch]";
        QTest::newRow("SubjectAccessReview")
            << QStringList{"create", "--raw", "/apis/authorization.k8s.io/v1/subjectaccessreviews", "-f", "-"}
            << R"("allowed":true)"
            << R"("allowed":false)";
        QTest::newRow("LocalSubjectAccessReview")
            << QStringList{"create", "--raw",
                           "/apis/authorization.k8s.io/v1/namespaces/NS/localsubjectaccessreviews", "-f", "-"}
            << R"("allowed":true)"
            << R"("allowed":false)";
    }

    void revokedVerbIsGoneFromEveryReview()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, before);
        QFETCH(QString, after);
        SimFixture sim;
        const QString ns = sim.sim().limitedNamespace();
        const bool aboutTheLimitedUser = arguments.first() == QLatin1String("create");
        const QString review = QStringLiteral(R"({"apiVersion":"authorization.k8s.io/v1","kind":"%1",)"
                                              R"("spec":{"user":"sim-limited","resourceAttributes":)"
                                              R"({"namespace":"%2","verb":"delete","resource":"pods"}}})")
                                   .arg(arguments.value(2).contains(QLatin1String("local"))
                                            ? QStringLiteral("LocalSubjectAccessReview")
                                            : QStringLiteral("SubjectAccessReview"),
                                        ns);
        QStringList command = aboutTheLimitedUser ? QStringList{}
                                                  : QStringList{QStringLiteral("--context"),
                                                                limitedContextOf(sim.kubeconfigPath())};
        command += arguments;
        command.replaceInStrings(QStringLiteral("/NS/"), u'/' + ns + u'/');
        const auto answer = [&] {
            const Run run = kubectlOn(sim.kubeconfigPath(), command, review.toUtf8());
            return QString(run.out)
                .replace(QRegularExpression(QStringLiteral(" {2,}")), QStringLiteral("    "))
                .replace(QRegularExpression(QStringLiteral("\\]    \\[")), QStringLiteral("] ["));
        };
        QVERIFY2(answer().contains(before), qPrintable(answer()));
        sim.sim().revoke(QStringLiteral("sim-limited"), QStringLiteral("delete"), {}, QStringLiteral("pods"));
        const QString revoked = answer();
        QVERIFY2(revoked.contains(after), qPrintable(revoked));
        if (before != after)
            QVERIFY2(!revoked.contains(before), qPrintable(revoked));
    }

    void canIListAndWhoAmI()
    {
        Run run = kubectl({QStringLiteral("--context"), limitedContext(), QStringLiteral("auth"),
                           QStringLiteral("whoami")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(run.out, QStringLiteral("ATTRIBUTE   VALUE\nUsername    sim-limited\nGroups      "
                                         "[system:authenticated]\n"));
        run = kubectl({QStringLiteral("auth"), QStringLiteral("can-i"), QStringLiteral("--list")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY2(
            run.out.startsWith(QLatin1String("Resources   Non-Resource URLs   Resource Names   Verbs\n*.*    "
                                             "     []                  []               [*]\n")),
            qPrintable(run.out));
    }
};

QTEST_GUILESS_MAIN(tst_SimFidelity)
#include "tst_simfidelity.moc"
