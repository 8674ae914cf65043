// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Every resource kubesim serves, used as a client uses it, against what a real v1.28.7 apiserver answered:
// its discovery entry (tests/data/sim/discovery-aggregated-*.json), and where a recorded object exists
// (tests/data/simresources/<resource>.json: the first object of apiserver-samples/live, named "sample", its
// server-set metadata and status left out) created from it, read back as JSON and as a Table whose column
// definitions are the real server's (tests/data/simresources/columns.json, from apiserver-samples' tables),
// and deleted. Kinds without a sample have their list's Table columns compared where one was recorded.
#include "recordeddiscovery.h"
#include "simfixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace kube;

namespace {

constexpr const char *tableAccept = "application/json;as=Table;v=v1;g=meta.k8s.io, application/json";
// Long enough for any answer of an idle in-process kubesim.
constexpr int replyTimeoutMs = 10000;

struct Reply
{
    int code = 0;
    QJsonObject body;
};

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QStringList sorted(const QJsonValue &list)
{
    QStringList out;
    for (const QJsonValue &value : list.toArray())
        out.append(value.toString());
    out.sort();
    return out;
}

} // namespace

class tst_SimPerResource : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<QNetworkAccessManager> m_network;
    QJsonObject m_columns;

    Reply call(const QByteArray &method, const QString &path, const QByteArray &accept = "application/json",
               const QJsonObject &body = {})
    {
        QNetworkRequest request(QUrl(m_fixture->sim().url() + path));
        request.setRawHeader("Accept", accept);
        QByteArray payload;
        if (!body.isEmpty()) {
            request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
            payload = QJsonDocument(body).toJson(QJsonDocument::Compact);
        }
        std::unique_ptr<QNetworkReply> reply(m_network->sendCustomRequest(request, method, payload));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        if (!reply->isFinished())
            finished.wait(replyTimeoutMs);
        return {reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(),
                QJsonDocument::fromJson(reply->readAll()).object()};
    }

    // A Table's column definitions equal the real server's for the resource, where one was recorded.
    void compareColumns(const QString &resource, const QJsonObject &table)
    {
        QCOMPARE(table.value(QLatin1String("kind")).toString(), QStringLiteral("Table"));
        if (!m_columns.contains(resource))
            return;
        QCOMPARE(table.value(QLatin1String("columnDefinitions")).toArray(),
                 m_columns.value(resource).toArray());
    }

private Q_SLOTS:
    void initTestCase()
    {
        kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.tls = false;
        options.controllers = false;
        options.scenario.pods = 0;
        options.scenario.namespaces = 1;
        m_fixture = std::make_unique<SimFixture>(options);
        m_network = std::make_unique<QNetworkAccessManager>();
        m_columns = readJson(QStringLiteral(QKUBE_TEST_DATA_DIR "/simresources/columns.json"));
        QVERIFY(!m_columns.isEmpty());
    }

    void cleanupTestCase()
    {
        m_network.reset();
        m_fixture.reset();
    }

    void resource_data()
    {
        QTest::addColumn<QString>("groupVersion");
        QTest::addColumn<QJsonObject>("recorded");
        const QList<RecordedResource> resources = recordedDiscovery();
        QVERIFY(!resources.isEmpty());
        for (const RecordedResource &resource : resources)
            QTest::addRow("%s %s", qPrintable(resource.groupVersion()), qPrintable(resource.plural()))
                << resource.groupVersion() << resource.entry;
    }

    void resource()
    {
        QFETCH(QString, groupVersion);
        QFETCH(QJsonObject, recorded);
        const QString plural = recorded.value(QLatin1String("resource")).toString();
        const QString root =
            (groupVersion.contains(QLatin1Char('/')) ? QStringLiteral("/apis/") : QStringLiteral("/api/")) +
            groupVersion;

        // Discovery: the resource as the real server described it.
        QJsonObject served;
        for (const QJsonValue &value : call("GET", root).body.value(QLatin1String("resources")).toArray())
            if (value.toObject().value(QLatin1String("name")).toString() == plural)
                served = value.toObject();
        QVERIFY2(!served.isEmpty(), qPrintable(plural));
        const bool namespaced =
            recorded.value(QLatin1String("scope")).toString() == QLatin1String("Namespaced");
        QCOMPARE(served.value(QLatin1String("namespaced")).toBool(), namespaced);
        QCOMPARE(sorted(served.value(QLatin1String("verbs"))),
                 sorted(recorded.value(QLatin1String("verbs"))));
        QCOMPARE(sorted(served.value(QLatin1String("shortNames"))),
                 sorted(recorded.value(QLatin1String("shortNames"))));
        QCOMPARE(sorted(served.value(QLatin1String("categories"))),
                 sorted(recorded.value(QLatin1String("categories"))));

        const QString collection =
            root + (namespaced ? QStringLiteral("/namespaces/default/") : QStringLiteral("/")) + plural;
        QJsonObject sample =
            readJson(QStringLiteral(QKUBE_TEST_DATA_DIR "/simresources/%1.json").arg(plural));
        if (sample.value(QLatin1String("apiVersion")).toString() != groupVersion)
            sample = {}; // events.k8s.io's events: the sample is core's
        if (sample.isEmpty()) {
            if (sorted(recorded.value(QLatin1String("verbs"))).contains(QLatin1String("list")))
                compareColumns(plural, call("GET", collection, tableAccept).body);
            return;
        }

        // Create from the real server's object, read it back (JSON and Table), delete it.
        const Reply created = call("POST", collection, "application/json", sample);
        QVERIFY2(created.code == 201, qPrintable(QJsonDocument(created.body).toJson(QJsonDocument::Compact)));
        const QString object = collection + QStringLiteral("/sample");
        const Reply read = call("GET", object);
        QCOMPARE(read.code, 200);
        QCOMPARE(read.body.value(QLatin1String("kind")), sample.value(QLatin1String("kind")));
        QCOMPARE(read.body.value(QLatin1String("apiVersion")), sample.value(QLatin1String("apiVersion")));
        const Reply table = call("GET", object, tableAccept);
        QCOMPARE(table.code, 200);
        compareColumns(plural, table.body);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(table.body.value(QLatin1String("rows")).toArray().size(), 1);
        const Reply deleted = call("DELETE", object);
        QVERIFY2(deleted.code == 200 || deleted.code == 202, qPrintable(QString::number(deleted.code)));
        // Gone, or going (a namespace finalizing, a pod no kubelet ends): as on a bare apiserver.
        const Reply after = call("GET", object);
        QVERIFY(after.code == 404 || after.body.value(QLatin1String("metadata"))
                                         .toObject()
                                         .contains(QLatin1String("deletionTimestamp")));
    }
};

QTEST_GUILESS_MAIN(tst_SimPerResource)
#include "tst_simperresource.moc"
