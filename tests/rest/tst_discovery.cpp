// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rest/discoveryclient.h"
#include "samples.h"
#include "simfixture.h"

#include <QSignalSpy>
#include <QTest>

using namespace kube;

class tst_Discovery : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;

    Discovery discover(RestClient &client, bool useCache = false)
    {
        DiscoveryClient discovery(&client);
        QSignalSpy done(&discovery, &DiscoveryClient::discovered);
        QSignalSpy failed(&discovery, &DiscoveryClient::failed);
        discovery.discover(useCache);
        if (!QTest::qWaitFor([&] { return done.size() + failed.size() > 0; }, 15000) || done.isEmpty())
            return {};
        return done.first().first().value<Discovery>();
    }

private Q_SLOTS:
    void init() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanup() { m_fixture.reset(); }

    void parsesARealResourceList()
    {
        auto resources = DiscoveryClient::parseResourceList(readSample("api-v1.json"));
        QVERIFY(resources.ok());
        const auto pods = std::find_if(resources->cbegin(), resources->cend(), [](const ApiResource &r) { return r.name == QLatin1String("pods"); });
        QVERIFY(pods != resources->cend());
        QCOMPARE(pods->kind, QStringLiteral("Pod"));
        QVERIFY(pods->namespaced);
        QCOMPARE(pods->shortNames, QStringList{QStringLiteral("po")});
        QVERIFY(pods->subresources.contains(QStringLiteral("log")));
        QVERIFY(pods->subresources.contains(QStringLiteral("status")));
        QVERIFY(pods->verbs.contains(QStringLiteral("watch")));
        QVERIFY(std::none_of(resources->cbegin(), resources->cend(), [](const ApiResource &r) { return r.name.contains(QLatin1Char('/')); }));
        auto apps = DiscoveryClient::parseResourceList(readSample("apis-apps-v1.json"));
        QVERIFY(apps.ok());
        QCOMPARE(apps->first().group, QStringLiteral("apps"));
    }

    void discoversEveryGroupVersionOfTheServer()
    {
        RestClient client(m_fixture->restConfig());
        const Discovery discovery = discover(client);
        QCOMPARE(discovery.version.gitVersion, QStringLiteral("v1.32.0-kubesim"));
        QVERIFY(discovery.failed.isEmpty());
        QVERIFY(discovery.preferredGroupVersions.contains(QStringLiteral("v1")));
        QVERIFY(discovery.preferredGroupVersions.contains(QStringLiteral("apps/v1")));
        QVERIFY(discovery.preferredGroupVersions.contains(QStringLiteral("events.k8s.io/v1")));
        QVERIFY(discovery.resources.size() >= 12);
    }

    // The RESTMapper: resource, singular, kind or short name, any case; "resource.group" to pick a group.
    void restMapperLookups_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("groupVersion");
        QTest::addColumn<QString>("resource");
        QTest::newRow("plural") << QStringLiteral("pods") << QStringLiteral("v1") << QStringLiteral("pods");
        QTest::newRow("singular") << QStringLiteral("pod") << QStringLiteral("v1") << QStringLiteral("pods");
        QTest::newRow("kind, any case") << QStringLiteral("DePlOyMeNt") << QStringLiteral("apps/v1") << QStringLiteral("deployments");
        QTest::newRow("short name") << QStringLiteral("sts") << QStringLiteral("apps/v1") << QStringLiteral("statefulsets");
        QTest::newRow("upper-case short name") << QStringLiteral("NS") << QStringLiteral("v1") << QStringLiteral("namespaces");
        QTest::newRow("events prefer core") << QStringLiteral("events") << QStringLiteral("v1") << QStringLiteral("events");
        QTest::newRow("resource.group") << QStringLiteral("events.events.k8s.io") << QStringLiteral("events.k8s.io/v1") << QStringLiteral("events");
    }

    void restMapperLookups()
    {
        QFETCH(QString, query);
        QFETCH(QString, groupVersion);
        QFETCH(QString, resource);
        RestClient client(m_fixture->restConfig());
        const Discovery discovery = discover(client);
        const ApiResource *found = discovery.find(query);
        QVERIFY(found);
        QCOMPARE(found->groupVersion(), groupVersion);
        QCOMPARE(found->name, resource);
        QVERIFY(!discovery.find(QStringLiteral("widgets")));
    }

    void aFailingGroupVersionDoesNotFailTheRest()
    {
        RestClient client(m_fixture->restConfig());
        m_fixture->sim().failPath(QStringLiteral("/apis/events.k8s.io/v1"), 503);
        const Discovery discovery = discover(client);
        QCOMPARE(discovery.failed.size(), 1);
        QCOMPARE(discovery.failed.first().first, QStringLiteral("events.k8s.io/v1"));
        QCOMPARE(discovery.failed.first().second.httpCode(), 503);
        QVERIFY(discovery.find(QStringLiteral("deployments")));
        QVERIFY(discovery.find(QStringLiteral("pods")));
    }

    void resultsAreCachedUntilInvalidated()
    {
        RestClient client(m_fixture->restConfig());
        discover(client, false);
        const qint64 before = m_fixture->sim().requestCount();
        const Discovery cached = discover(client, true);
        QVERIFY(cached.find(QStringLiteral("pods")));
        QCOMPARE(m_fixture->sim().requestCount(), before); // served from the cache
        DiscoveryClient(&client).invalidate();
        discover(client, true);
        QVERIFY(m_fixture->sim().requestCount() > before);
    }

    void unreachableServerFailsDiscovery()
    {
        RestConfig config = m_fixture->restConfig();
        m_fixture.reset();
        RestClient client(config);
        DiscoveryClient discovery(&client);
        QSignalSpy failed(&discovery, &DiscoveryClient::failed);
        discovery.discover(false);
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 30000);
        QCOMPARE(failed.first().first().value<Error>().kind(), Error::Kind::Network);
        m_fixture = std::make_unique<SimFixture>();
    }
};

QTEST_GUILESS_MAIN(tst_Discovery)
#include "tst_discovery.moc"
