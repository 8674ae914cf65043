// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "responseof.h"
#include "rest/requestlog.h"
#include "rest/restclient.h"

#include "simfixture.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;

namespace {
// Everything a log at `verbosity` printed of `records`, as one text to search.
QString printed(const QList<RequestRecord> &records, int verbosity)
{
    QStringList all;
    for (const RequestRecord &record : records)
        all += RequestLog::lines(record, verbosity);
    return all.join(QLatin1Char('\n'));
}

RequestRecord podList()
{
    RequestRecord record;
    record.verb = "GET";
    record.url = QStringLiteral("https://127.0.0.1:6443/api/v1/pods?limit=500");
    record.httpStatus = 200;
    record.reasonPhrase = "OK";
    record.milliseconds = 3;
    record.requestHeaders = {{"Accept", "application/json"}, {"Authorization", "Bearer <masked>"}};
    record.responseHeaders = {{"Content-Type", "application/json"}};
    record.responseBody = QByteArray(RequestLog::truncatedBodyBytes, 'x');
    record.responseBodyBytes = RequestLog::truncatedBodyBytes + 500;
    return record;
}
} // namespace

class tst_RequestLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void redactsSecretsInBodies_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArrayList>("secrets");
        QTest::addColumn<QByteArrayList>("gone");
        QTest::addColumn<QByteArrayList>("kept");
        QTest::newRow("the request's bearer token echoed by the server (TokenReview)")
            << QByteArray("{\"kind\":\"TokenReview\",\"spec\":{\"token\":\"abc.def\"},\"status\":{\"user\":{\"username\":\"me\"}},\"note\":\"abc.def\"}")
            << QByteArrayList{"abc.def"} << QByteArrayList{"abc.def"} << QByteArrayList{"\"username\":\"me\""};
        QTest::newRow("a TokenRequest's token field")
            << QByteArray("{\"kind\":\"TokenRequest\",\"status\":{\"token\":\"eyJhbGciOi.payload.sig\",\"expirationTimestamp\":\"2030-01-01T00:00:00Z\"}}")
            << QByteArrayList{} << QByteArrayList{"eyJhbGciOi"} << QByteArrayList{"expirationTimestamp"};
        QTest::newRow("a kubeconfig's client-key-data and password")
            << QByteArray("{\"users\":[{\"user\":{\"client-key-data\":\"LS0tLS1CRUdJTiBQUklWQVRF\",\"password\":\"hunter2\",\"username\":\"admin\"}}]}")
            << QByteArrayList{} << QByteArrayList{"LS0tLS1CRUdJTiBQUklWQVRF", "hunter2"} << QByteArrayList{"\"username\":\"admin\""};
        QTest::newRow("a PEM private key, escaped in JSON")
            << QByteArray("{\"data\":\"-----BEGIN EC PRIVATE KEY-----\\nMHcCAQEEIB0s\\n-----END EC PRIVATE KEY-----\\n\"}")
            << QByteArrayList{} << QByteArrayList{"MHcCAQEEIB0s", "PRIVATE KEY"} << QByteArrayList{};
        QTest::newRow("a Secret's data")
            << QByteArray("{\"kind\":\"Secret\",\"metadata\":{\"name\":\"db\"},\"data\":{\"password\":\"czNjcjN0\",\"user\":\"YXBw\"},\"type\":\"Opaque\"}")
            << QByteArrayList{} << QByteArrayList{"czNjcjN0", "YXBw"} << QByteArrayList{"\"name\":\"db\"", "Opaque"};
        QTest::newRow("every Secret of a SecretList, stringData too")
            << QByteArray("{\"kind\":\"SecretList\",\"items\":[{\"data\":{\"a\":\"QQ==\"}},{\"stringData\":{\"b\":\"plain\"}}]}")
            << QByteArrayList{} << QByteArrayList{"QQ==", "plain"} << QByteArrayList{"items"};
        QTest::newRow("a Secret's stringData value holding braces")
            << QByteArray("{\"kind\":\"Secret\",\"stringData\":{\"app.json\":\"{\\\"db\\\":{\\\"pw\\\":1}} Zebra-9191\",\"b\":\"Tail-77\"},\"type\":\"Opaque\"}")
            << QByteArrayList{} << QByteArrayList{"Zebra-9191", "Tail-77"} << QByteArrayList{"Opaque"};
        QTest::newRow("a Secret's last-applied copy")
            << QByteArray("{\"kind\":\"Secret\",\"metadata\":{\"name\":\"api\",\"annotations\":{\"kubectl.kubernetes.io/last-applied-configuration\":"
                          "\"{\\\"data\\\":{\\\"token\\\":\\\"WmVicmEtOTE5MQ==\\\"}}\\n\"}},\"data\":{\"token\":\"WmVicmEtOTE5MQ==\"}}")
            << QByteArrayList{} << QByteArrayList{"WmVicmEtOTE5MQ"} << QByteArrayList{"\"name\":\"api\"", "last-applied-configuration"};
        QTest::newRow("a body cut inside a token's value")
            << QByteArray("{\"status\":{\"token\":\"eyJhbGciOiJSUzI1NiIsImtp") << QByteArrayList{} << QByteArrayList{"eyJhbGci"} << QByteArrayList{};
        QTest::newRow("a bearer header quoted in an event message")
            << QByteArray("{\"message\":\"sent Authorization: Bearer s3cr3t-T0k3n to the webhook\"}") << QByteArrayList{} << QByteArrayList{"s3cr3t-T0k3n"}
            << QByteArrayList{"to the webhook"};
        QTest::newRow("a ConfigMap's data stays readable")
            << QByteArray("{\"kind\":\"ConfigMap\",\"data\":{\"LOG_LEVEL\":\"info\"}}") << QByteArrayList{} << QByteArrayList{} << QByteArrayList{"\"LOG_LEVEL\":\"info\""};
    }

    void redactsSecretsInBodies()
    {
        QFETCH(QByteArray, body);
        QFETCH(QByteArrayList, secrets);
        QFETCH(QByteArrayList, gone);
        QFETCH(QByteArrayList, kept);
        const QByteArray redacted = RequestLog::redactBody(body, secrets);
        for (const QByteArray &secret : gone)
            QVERIFY2(!redacted.contains(secret), redacted.constData());
        for (const QByteArray &text : kept)
            QVERIFY2(redacted.contains(text), redacted.constData());
        if (!gone.isEmpty())
            QVERIFY2(redacted.contains(RequestLog::redacted.toByteArray()), redacted.constData());
    }

    // A patch to a Secret carries no kind: the URL says what it is.
    void redactsBodiesSentToSecrets()
    {
        const QByteArray patch("{\"stringData\":{\"db-pass\":\"Tr0mbone-7777\"}}");
        QVERIFY(RequestLog::redactBody(patch, {}).contains("Tr0mbone-7777"));
        QVERIFY(!RequestLog::redactBody(patch, {}, true).contains("Tr0mbone-7777"));
        QVERIFY(RequestLog::isSecretsPath(QStringLiteral("/api/v1/namespaces/vault/secrets/db")));
        QVERIFY(RequestLog::isSecretsPath(QStringLiteral("/prefix/api/v1/secrets")));
        QVERIFY(!RequestLog::isSecretsPath(QStringLiteral("/api/v1/namespaces/vault/configmaps/secrets")));
        QVERIFY(!RequestLog::isSecretsPath(QStringLiteral("/apis/example.com/v1/secrets")));
    }

    void masksCredentialHeaders_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("logged");
        QTest::newRow("bearer token keeps its scheme, as kubectl's") << QByteArray("Authorization") << QByteArray("Bearer abc") << QByteArray("Bearer <masked>");
        QTest::newRow("basic credentials") << QByteArray("authorization") << QByteArray("Basic YWRtaW46cHc=") << QByteArray("Basic <masked>");
        QTest::newRow("a proxy's credentials") << QByteArray("Proxy-Authorization") << QByteArray("Basic eHk=") << QByteArray("Basic <masked>");
        QTest::newRow("a session cookie") << QByteArray("Set-Cookie") << QByteArray("session=abc; Path=/") << QByteArray("<masked>");
        QTest::newRow("an ordinary header is shown") << QByteArray("Accept") << QByteArray("application/json") << QByteArray("application/json");
    }

    void masksCredentialHeaders()
    {
        QFETCH(QByteArray, name);
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, logged);
        QCOMPARE(RequestLog::redactHeader(name, value), logged);
    }

    // kubectl's words and order at each level (its glog prefix aside).
    void printsWhatKubectlPrintsAtEachLevel_data()
    {
        QTest::addColumn<int>("verbosity");
        QTest::addColumn<QStringList>("expected");
        const QString get = QStringLiteral("GET https://127.0.0.1:6443/api/v1/pods?limit=500");
        const QString body = QStringLiteral("\"Response Body\" body=\"") + QString(RequestLog::truncatedBodyBytes, QLatin1Char('x'));
        QTest::newRow("5: nothing") << 5 << QStringList{};
        QTest::newRow("6: method, URL, status and latency") << 6 << QStringList{get + QStringLiteral(" 200 OK in 3 milliseconds")};
        QTest::newRow("7: request headers") << 7
                                            << QStringList{get, QStringLiteral("Request Headers:"), QStringLiteral("    Accept: application/json"),
                                                           QStringLiteral("    Authorization: Bearer <masked>"),
                                                           QStringLiteral("Response Status: 200 OK in 3 milliseconds")};
        QTest::newRow("8: response headers and a truncated body")
            << 8
            << QStringList{QStringLiteral("\"Request Body\" body=\"\""), get, QStringLiteral("Request Headers:"), QStringLiteral("    Accept: application/json"),
                           QStringLiteral("    Authorization: Bearer <masked>"), QStringLiteral("Response Status: 200 OK in 3 milliseconds"),
                           QStringLiteral("Response Headers:"), QStringLiteral("    Content-Type: application/json"),
                           body + QStringLiteral(" [truncated 500 chars]\"")};
        QTest::newRow("9: a curl command line") << 9
                                                << QStringList{QStringLiteral("\"Request Body\" body=\"\""),
                                                               QStringLiteral("curl -v -XGET  -H \"Accept: application/json\" -H \"Authorization: Bearer <masked>\" "
                                                                              "'https://127.0.0.1:6443/api/v1/pods?limit=500'"),
                                                               get + QStringLiteral(" 200 OK in 3 milliseconds"), QStringLiteral("Response Headers:"),
                                                               QStringLiteral("    Content-Type: application/json"),
                                                               body + QStringLiteral(" [truncated 500 chars]\"")};
    }

    void printsWhatKubectlPrintsAtEachLevel()
    {
        QFETCH(int, verbosity);
        QFETCH(QStringList, expected);
        QCOMPARE(RequestLog::lines(podList(), verbosity), expected);
    }

    void printsATransportFailure()
    {
        RequestRecord record;
        record.verb = "GET";
        record.url = QStringLiteral("https://10.0.0.1:6443/version");
        record.error = QStringLiteral("Connection refused");
        record.milliseconds = 2;
        QCOMPARE(RequestLog::lines(record, 6), QStringList{QStringLiteral("GET https://10.0.0.1:6443/version Connection refused in 2 milliseconds")});
    }

    // Against kubesim, every way a client proves who it is: at -v=9 the log shows the exchanges, never the credential.
    void neverLogsCredentials_data()
    {
        QTest::addColumn<QString>("context");
        QTest::addColumn<bool>("execPlugin");
        QTest::newRow("bearer token") << QStringLiteral("sim-token") << false;
        QTest::newRow("client certificate and key") << QStringLiteral("sim-admin") << false;
        QTest::newRow("exec plugin's token") << QStringLiteral("sim-token") << true;
    }

    void neverLogsCredentials()
    {
        QFETCH(QString, context);
        QFETCH(bool, execPlugin);
        SimFixture fixture;
        RestConfig config = fixture.restConfig(context);
        const QByteArray token = fixture.sim().adminToken().toUtf8();
        QTemporaryDir dir;
        if (execPlugin) {
            const QString plugin = dir.filePath(QStringLiteral("plugin.sh"));
            QFile file(plugin);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("#!/bin/sh\necho '{\"apiVersion\":\"client.authentication.k8s.io/v1\",\"kind\":\"ExecCredential\",\"status\":{\"token\":\"" + token + "\"}}'\n");
            file.close();
            file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
            ExecConfig exec;
            exec.apiVersion = QStringLiteral("client.authentication.k8s.io/v1");
            exec.command = plugin;
            config.bearerToken.clear();
            config.exec = exec;
        }
        QList<RequestRecord> records;
        config.requestLog = std::make_shared<RequestLog>(RequestLog::Bodies, [&records](const RequestRecord &record) { records.append(record); });
        RestClient client(config);

        // Given a list of Secrets, a Secret created with the token in it, a TokenReview echoing the token, and a watch,
        const Response secrets =
            responseOf(client.send(Request::get().absolutePath(QStringLiteral("/api/v1/secrets"))));
        QVERIFY2(secrets.ok(), qPrintable(secrets.error.toString()));
        const QByteArray secret = "{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"name\":\"leak\"},\"stringData\":{\"token\":\"" + token + "\"}}";
        const Response created = responseOf(client.send(
            Request::post().absolutePath(QStringLiteral("/api/v1/namespaces/default/secrets")).body(secret)));
        QVERIFY2(created.ok(), qPrintable(created.error.toString()));
        responseOf(
            client.send(Request::post()
                            .absolutePath(QStringLiteral("/apis/authentication.k8s.io/v1/tokenreviews"))
                            .body("{\"apiVersion\":\"authentication.k8s.io/"
                                  "v1\",\"kind\":\"TokenReview\",\"spec\":{\"token\":\"" +
                                  token + "\"}}")));
        WatchCall *watch = client.watch(Request::get().absolutePath(QStringLiteral("/api/v1/namespaces/default/pods")));
        QTRY_VERIFY_WITH_TIMEOUT(records.size() == 4, 20000);
        watch->cancel();

        // the log has each exchange,
        const QString text = printed(records, RequestLog::Bodies);
        QVERIFY2(text.contains(QStringLiteral("GET %1/api/v1/secrets 200 OK in ").arg(fixture.sim().url())), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("POST https://")) && text.contains(QStringLiteral("/api/v1/namespaces/default/secrets 201 Created")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("/api/v1/namespaces/default/pods?watch=true 200 OK")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("\"Response Body\" body=\"{")));
        // and no credential in any spelling: the token, its base64 (a Secret's data), the key, the data of seeded Secrets.
        const QByteArrayList credentials = {token, token.toBase64(), config.clientKey.toPem(), config.clientKey.toPem().toBase64().left(64),
                                            QByteArray("czNjcjN0")};
        for (const QByteArray &credential : credentials) {
            if (credential.isEmpty())
                continue;
            QVERIFY2(!text.toUtf8().contains(credential), qPrintable(QStringLiteral("leaked %1 in:\n%2").arg(QString::fromUtf8(credential.left(20)), text)));
        }
        if (!config.clientKey.isNull())
            QVERIFY(!text.contains(QStringLiteral("PRIVATE KEY")));
    }
};

QTEST_GUILESS_MAIN(tst_RequestLog)
#include "tst_requestlog.moc"
