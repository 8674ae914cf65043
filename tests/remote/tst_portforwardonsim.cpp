// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "simfixture.h"

#include "remote/portforwarder.h"
#include "rest/restclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

using kube::PortForwarder;
using kube::PortForwardSpec;

// PortForwarder against kubesim over HTTPS, to a client that reads in bursts: the forward pauses and resumes
// its reading of the pod's side many times, and the last bytes of a download arrive while it is paused.
// Over TLS those bytes can wait, still encrypted, inside Qt's TLS socket, where no new data wakes them.
class tst_PortForwardOnSim : public QObject
{
    Q_OBJECT

    // Large enough that the forward's 4 MB bound pauses it several times per download.
    static constexpr qint64 downloadBytes = 24 * 1024 * 1024;
    static constexpr int downloads = 6;
    // The client takes this much per tick of its timer: slower than the forward can deliver.
    static constexpr qint64 burstBytes = 512 * 1024;

    std::unique_ptr<SimFixture> m_fixture;
    QString m_pod;

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        kube::RestClient client(m_fixture->restConfig());
        QList<kube::Response> responses;
        client.send(kube::Request::get()
                        .resource({{}, QStringLiteral("v1"), QStringLiteral("pods")})
                        .namespaceName(QStringLiteral("default")),
                    this, [&responses](const kube::Response &r) { responses << r; });
        QTRY_COMPARE(responses.size(), 1);
        const QJsonArray items =
            QJsonDocument::fromJson(responses.first().body).object().value(QLatin1String("items")).toArray();
        for (const QJsonValue &item : items) {
            const QJsonObject pod = item.toObject();
            const QString phase =
                pod.value(QLatin1String("status")).toObject().value(QLatin1String("phase")).toString();
            const QString name =
                pod.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
            if (name.startsWith(QLatin1String("web-")) && phase == QLatin1String("Running")) {
                m_pod = name;
                break;
            }
        }
        QVERIFY(!m_pod.isEmpty());
    }
    void cleanupTestCase() { m_fixture.reset(); }

    void everyByteOfABurstyDownloadArrives()
    {
        PortForwardSpec spec;
        spec.namespaceName = QStringLiteral("default");
        spec.pod = m_pod;
        spec.ports = {{0, 80}};
        PortForwarder forwarder(m_fixture->restConfig(), spec);
        QSignalSpy listening(&forwarder, &PortForwarder::listening);
        QSignalSpy failed(&forwarder, &PortForwarder::failed);
        forwarder.start();
        QTRY_VERIFY(listening.size() == 1 || failed.size() == 1);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).value<kube::Error>().toString()));

        for (int round = 0; round < downloads; ++round) {
            QTcpSocket client;
            client.setReadBufferSize(burstBytes);
            client.connectToHost(QHostAddress::LocalHost, forwarder.ports()[0].localPort);
            QVERIFY(client.waitForConnected(5000));
            client.write(QByteArray("GET /bytes?n=") + QByteArray::number(downloadBytes) +
                         " HTTP/1.1\r\nHost: pod\r\nConnection: close\r\n\r\n");
            QByteArray received;
            QTimer reader;
            reader.setInterval(1);
            connect(&reader, &QTimer::timeout, &client, [&] { received += client.read(burstBytes); });
            reader.start();
            QTRY_VERIFY_WITH_TIMEOUT(received.contains("\r\n\r\n"), 10'000);
            const qsizetype headerEnd = received.indexOf("\r\n\r\n") + 4;
            QTRY_VERIFY2_WITH_TIMEOUT(received.size() - headerEnd >= downloadBytes,
                                      qPrintable(QStringLiteral("round %1: %2 of %3 bytes")
                                                     .arg(round)
                                                     .arg(received.size() - headerEnd)
                                                     .arg(downloadBytes)),
                                      20'000);
            QCOMPARE(received.size() - headerEnd, downloadBytes);
            // kubesim's /bytes repeats a 64-character pattern from offset 0: the tail is in its place.
            const QByteArray tail = received.right(64);
            const qsizetype phase = (downloadBytes - 64) % 64;
            const QByteArray pattern = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
            QCOMPARE(tail, pattern.mid(phase) + pattern.left(phase));
        }
    }
};

QTEST_GUILESS_MAIN(tst_PortForwardOnSim)
#include "tst_portforwardonsim.moc"
