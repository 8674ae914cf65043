// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The REST client over HTTP/2 (nginx in front of kubesim), with more watches than Qt's 100 streams a connection.
#include "nginxfront.h"
#include "responseof.h"
#include "rest/clientset.h"
#include "simfixture.h"

#include <QJsonArray>
#include <QTest>

using namespace kube;

class tst_Http2 : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<NginxFront> m_front;

    RestConfig frontConfig()
    {
        RestConfig config = m_fixture->restConfig(QStringLiteral("sim-token")); // a bearer token passes through a proxy
        config.host = QUrl(m_front->url());
        config.caCertificates = QSslCertificate::fromData(m_front->caPem());
        config.qps = 0;
        return config;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_front = std::make_unique<NginxFront>(QStringLiteral(QKUBE_NGINX), m_fixture->sim().url());
        QVERIFY2(m_front->isReady(), qPrintable(m_front->errorLog()));
    }

    void cleanupTestCase()
    {
        m_front.reset();
        m_fixture.reset();
    }

    void requestsUseHttp2WhenOffered()
    {
        RestClient client(frontConfig());
        const Response response = responseOf(Clientset(&client).pods().list());
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        QVERIFY(response.http2);
        QVERIFY(!ResourceClient::objectList(response)->items.isEmpty());
    }

    void moreWatchesThanStreamsPerConnectionNeverStarveRequests()
    {
        RestClient client(frontConfig());
        const int watches = 120; // Qt opens at most 100 streams on one HTTP/2 connection
        QList<WatchCall *> calls;
        int eventsSeen = 0;
        ListOptions options;
        options.resourceVersion = QString::number(m_fixture->sim().store().currentResourceVersion());
        options.resourceVersionSet = true;
        for (int i = 0; i < watches; ++i) {
            WatchCall *watch = Clientset(&client).pods(QStringLiteral("default")).watch(options);
            QObject::connect(watch, &WatchCall::events, watch, [&eventsSeen](const QList<WatchEvent> &events) { eventsSeen += int(events.size()); });
            calls.append(watch);
        }
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), watches, 30000);
        const Response response = responseOf(Clientset(&client).namespaces().list());
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        QVERIFY(response.http2);
        m_fixture->sim().store().create(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")),
                                        QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("seen-by-all")}, {QStringLiteral("namespace"), QStringLiteral("default")}}},
                                                    {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")}}}}}}});
        QTRY_COMPARE_WITH_TIMEOUT(eventsSeen, watches, 20000); // every stream delivers
        for (WatchCall *watch : std::as_const(calls))
            watch->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(m_fixture->sim().openWatchCount(), 0, 20000);
    }
};

QTEST_GUILESS_MAIN(tst_Http2)
#include "tst_http2.moc"
