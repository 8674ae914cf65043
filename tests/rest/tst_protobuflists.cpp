// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Lists asked for as protobuf, against a server on loopback that answers as a kube-apiserver does (the
// recorded protobuf list, JSON for what protobuf cannot carry, Status bodies in protobuf): the client names
// protobuf first only where the schema covers the resource, decodes the answer to the objects JSON gives,
// asks again as JSON when the protobuf holds a field the schema lacks, and reads a protobuf Status as the
// error.
#include "cache/sharedindexinformer.h"
#include "protobufwire.h"
#include "responseof.h"
#include "rest/dynamicclient.h"
#include "rest/requestlog.h"
#include "rest/restclient.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

#include <functional>

using namespace kube;
using namespace protobufwire;

namespace {
constexpr char protobufType[] = "application/vnd.kubernetes.protobuf";

struct Answer
{
    QByteArray status = "200 OK";
    QByteArray contentType;
    QByteArray body;
    bool stayOpen = false; // a watch: headers, then nothing, until the client goes
};

// A server on loopback: each request's head goes to `answer`; the request heads are kept in `requests`.
class LoopbackServer
{
public:
    explicit LoopbackServer(std::function<Answer(const QByteArray &head)> answer)
        : m_answer(std::move(answer))
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            QTcpSocket *socket = m_server.nextPendingConnection();
            auto head = std::make_shared<QByteArray>();
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, head] {
                *head += socket->readAll();
                const qsizetype end = head->indexOf("\r\n\r\n");
                if (end < 0)
                    return;
                const QByteArray request = head->left(end);
                head->remove(0, end + 4);
                requests.append(request);
                const Answer answer = m_answer(request);
                QByteArray response =
                    "HTTP/1.1 " + answer.status + "\r\nContent-Type: " + answer.contentType + "\r\n";
                response += answer.stayOpen ? QByteArray("Transfer-Encoding: chunked\r\n\r\n")
                                            : "Content-Length: " + QByteArray::number(answer.body.size()) +
                                                  "\r\n\r\n" + answer.body;
                socket->write(response);
            });
        });
        QVERIFY(m_server.listen(QHostAddress::LocalHost, 0));
    }

    RestConfig config() const
    {
        RestConfig config;
        config.host = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()));
        config.qps = 1000;
        config.burst = 1000;
        return config;
    }

    // The Accept header of the request with this index.
    QByteArray accept(qsizetype index) const
    {
        for (const QByteArray &line : requests.value(index).split('\n')) {
            if (line.toLower().startsWith("accept:"))
                return line.mid(7).trimmed();
        }
        return {};
    }

    QList<QByteArray> requests;

private:
    QTcpServer m_server;
    std::function<Answer(const QByteArray &)> m_answer;
};

bool asksProtobuf(const QByteArray &head)
{
    return head.contains("Accept: application/vnd.kubernetes.protobuf");
}

const GroupVersionResource pods{QString(), QStringLiteral("v1"), QStringLiteral("pods")};

// A PodList whose one pod has a field no schema knows (number 99).
QByteArray podListFromANewerServer()
{
    const QByteArray pod = bytesField(1, bytesField(1, "from-protobuf") + bytesField(3, "default")) +
                           varint(99 << 3) + varint(1);
    return envelope("v1", "PodList", bytesField(1, bytesField(2, "5")) + bytesField(2, pod));
}
// A SecretList of one Secret whose data holds a password, as an apiserver sends it in protobuf.
QByteArray secretListInProtobuf()
{
    const QByteArray entry = bytesField(1, "password") + bytesField(2, "s3cr3t-passw0rd");
    const QByteArray secret = bytesField(1, bytesField(1, "db") + bytesField(3, "default")) +
                              bytesField(2, entry) + bytesField(3, "Opaque");
    return envelope("v1", "SecretList", bytesField(1, bytesField(2, "7")) + bytesField(2, secret));
}

const QByteArray jsonPodList =
    "{\"kind\":\"PodList\",\"apiVersion\":\"v1\",\"metadata\":{\"resourceVersion\":\"5\"},"
    "\"items\":[{\"metadata\":{\"name\":\"from-json\",\"namespace\":\"default\"}}]}";

} // namespace

class tst_ProtobufLists : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listIsAskedForAndDecodedAsProtobuf()
    {
        const QByteArray protobufList = readData(QStringLiteral("pods.list.pb"));
        LoopbackServer server([&](const QByteArray &head) {
            return asksProtobuf(head)
                       ? Answer{"200 OK", protobufType, protobufList}
                       : Answer{"200 OK", "application/json", readData(QStringLiteral("pods.list.json"))};
        });
        RestClient client(server.config());
        const Response response = responseOf(ResourceClient(&client, pods).listDecoded({}, {}, true));
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        QCOMPARE(server.accept(0), QByteArray("application/vnd.kubernetes.protobuf,application/json"));
        QVERIFY(response.contentType.startsWith(protobufType));
        const auto json = ObjectList::fromJson(readData(QStringLiteral("pods.list.json")));
        QCOMPARE(response.list->items.size(), json->items.size());
        for (qsizetype i = 0; i < json->items.size(); ++i)
            QCOMPARE(response.list->items.at(i).key(), json->items.at(i).key());
        // A list that does not ask for protobuf, and one of a group the schema lacks, ask for JSON alone.
        QVERIFY(responseOf(ResourceClient(&client, pods).listDecoded({})).ok());
        QCOMPARE(server.accept(1), QByteArray("application/json"));
        responseOf(ResourceClient(&client, {QStringLiteral("stable.example.com"), QStringLiteral("v1"),
                                            QStringLiteral("crontabs")})
                       .listDecoded({}, {}, true));
        QCOMPARE(server.accept(2), QByteArray("application/json"));
        QCOMPARE(server.requests.size(), 3);
    }

    // A server newer than the schema: the protobuf list holds a field the schema lacks. The client asks again
    // as JSON, keeps every field, and asks that group version as JSON from then on.
    void listWithAFieldTheSchemaLacksIsAskedAgainAsJson()
    {
        LoopbackServer server([](const QByteArray &head) {
            return asksProtobuf(head) ? Answer{"200 OK", protobufType, podListFromANewerServer()}
                                      : Answer{"200 OK", "application/json", jsonPodList};
        });
        RestClient client(server.config());
        const Response response = responseOf(ResourceClient(&client, pods).listDecoded({}, {}, true));
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        QCOMPARE(response.list->items.size(), 1);
        QCOMPARE(response.list->items.at(0).name(), QByteArrayView("from-json"));
        QCOMPARE(server.requests.size(), 2);
        QVERIFY(asksProtobuf(server.requests.at(0)));
        QCOMPARE(server.accept(1), QByteArray("application/json"));
        QVERIFY(responseOf(ResourceClient(&client, pods).listDecoded({}, {}, true)).ok());
        QCOMPARE(server.requests.size(), 3);
        QCOMPARE(server.accept(2), QByteArray("application/json"));
    }

    // Protobuf that does not decode is asked for again as JSON, once: a server that answers that in protobuf
    // too gets an error, not a third request (it was an endless loop of them).
    void protobufAnswerToTheJsonRetryIsAnError()
    {
        LoopbackServer server([](const QByteArray &) {
            return Answer{"200 OK", protobufType, envelope("v1", "PodList", bytesField(2, varint(99 << 3)))};
        });
        RestClient client(server.config());
        const Response response = responseOf(ResourceClient(&client, pods).listDecoded({}, {}, true), 5000);
        QVERIFY(!response.ok());
        QCOMPARE(response.error.kind(), Error::Kind::Decode);
        QVERIFY2(response.error.toString().contains(QLatin1String("/api/v1/pods")),
                 qPrintable(response.error.toString()));
        QCOMPARE(server.requests.size(), 2);
        QVERIFY(asksProtobuf(server.requests.at(0)));
        QCOMPARE(server.accept(1), QByteArray("application/json"));
    }

    // A request that accepts protobuf gets its errors' Status in protobuf: it is read like a JSON one.
    void statusInProtobufIsTheError()
    {
        LoopbackServer server([](const QByteArray &) {
            return Answer{"406 Not Acceptable", protobufType,
                          readData(QStringLiteral("crontabs.list.406.pb"))};
        });
        RestClient client(server.config());
        const Response response = responseOf(ResourceClient(&client, pods).listDecoded({}, {}, true));
        QVERIFY(!response.ok());
        QCOMPARE(response.error.httpCode(), 406);
        QCOMPARE(response.error.kind(), Error::Kind::Status);
        QVERIFY2(
            response.error.message().contains(QLatin1String("only the following media types are accepted")),
            qPrintable(response.error.message()));
        QCOMPARE(server.requests.size(), 1);
    }

    // -v=8 and -v=9 log a protobuf body as the JSON it stands for, so that a Secret's values are redacted as
    // in a JSON body; bytes that do not convert are not shown.
    void requestLogShowsProtobufBodiesAsRedactedJson_data()
    {
        QTest::addColumn<int>("verbosity");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArrayList>("shown");
        QTest::newRow("-v=9, a SecretList") << int(RequestLog::Bodies) << secretListInProtobuf()
                                            << QByteArrayList{"SecretList", "Opaque", "<redacted>"};
        QTest::newRow("-v=8, a SecretList") << int(RequestLog::ResponseHeaders) << secretListInProtobuf()
                                            << QByteArrayList{"SecretList", "Opaque", "<redacted>"};
        QTest::newRow("-v=9, bytes that are not protobuf")
            << int(RequestLog::Bodies) << QByteArray("k8s\0\x0a\xff s3cr3t-passw0rd", 22)
            << QByteArrayList{"bytes of protobuf, not shown"};
    }
    void requestLogShowsProtobufBodiesAsRedactedJson()
    {
        QFETCH(int, verbosity);
        QFETCH(QByteArray, body);
        QFETCH(QByteArrayList, shown);
        LoopbackServer server([&](const QByteArray &) { return Answer{"200 OK", protobufType, body}; });
        QList<RequestRecord> records;
        RestConfig config = server.config();
        config.requestLog = std::make_shared<RequestLog>(
            verbosity, [&records](const RequestRecord &record) { records.append(record); });
        RestClient client(config);
        const GroupVersionResource secrets{QString(), QStringLiteral("v1"), QStringLiteral("secrets")};
        responseOf(ResourceClient(&client, secrets).listDecoded({}, {}, true));
        QTRY_VERIFY(!records.isEmpty());
        const QString printed = RequestLog::lines(records.first(), verbosity).join(QLatin1Char('\n'));
        QVERIFY2(!printed.contains(QLatin1String("s3cr3t")), qPrintable(printed));
        for (const QByteArray &text : shown)
            QVERIFY2(printed.contains(QString::fromUtf8(text)), qPrintable(text + " not in " + printed));
    }

    // Informers ask for protobuf lists by default: their cache holds the recorded list's pods.
    void informerListsAsProtobuf()
    {
        const QByteArray protobufList = readData(QStringLiteral("pods.list.pb"));
        LoopbackServer server([&](const QByteArray &head) {
            if (head.contains("watch=true"))
                return Answer{"200 OK", "application/json", {}, true};
            return asksProtobuf(head) ? Answer{"200 OK", protobufType, protobufList}
                                      : Answer{"500 Internal Server Error", "text/plain", "test: JSON list"};
        });
        RestClient client(server.config());
        SharedIndexInformer informer(pods);
        informer.run(&client);
        QTRY_VERIFY_WITH_TIMEOUT(informer.hasSynced(), 10000);
        const auto json = ObjectList::fromJson(readData(QStringLiteral("pods.list.json")));
        QCOMPARE(informer.indexer().size(), json->items.size());
        const std::optional<Object> first = informer.indexer().getByKey(json->items.at(0).key());
        QVERIFY(first);
        QCOMPARE(first->uid(), json->items.at(0).uid());
        QCOMPARE(first->kind(), QByteArrayView("Pod"));
        informer.stop();
    }
};

QTEST_GUILESS_MAIN(tst_ProtobufLists)
#include "tst_protobuflists.moc"
