// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim's pods/log against what the apiserver and kubelet answer: parameters, errors and their wording,
// follow streams, and the generated content.
#include "rest/restclient.h"
#include "sim/podlogs.h"
#include "simfixture.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTest>

using namespace kube;
using namespace kube::sim;

namespace {

QString ago(qint64 ms)
{
    return QDateTime::currentDateTimeUtc().addMSecs(-ms).toString(Qt::ISODate);
}

QJsonObject container(const QString &name)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("image"), QStringLiteral("busybox")}};
}

QJsonObject running(const QString &name, qint64 startedAgoMs, int restarts = 0)
{
    QJsonObject status{{QStringLiteral("name"), name},
                       {QStringLiteral("ready"), true},
                       {QStringLiteral("restartCount"), restarts},
                       {QStringLiteral("state"),
                        QJsonObject{{QStringLiteral("running"),
                                     QJsonObject{{QStringLiteral("startedAt"), ago(startedAgoMs)}}}}}};
    if (restarts > 0)
        status.insert(QStringLiteral("lastState"),
                      QJsonObject{{QStringLiteral("terminated"),
                                   QJsonObject{{QStringLiteral("exitCode"), 137},
                                               {QStringLiteral("reason"), QStringLiteral("OOMKilled")},
                                               {QStringLiteral("startedAt"), ago(startedAgoMs + 10'000)},
                                               {QStringLiteral("finishedAt"), ago(startedAgoMs + 5'000)}}}});
    return status;
}

// A pod put straight into kubesim's store (no scheduler or kubelet touches it), so its state is exactly this.
void putPod(SimFixture &sim, const QString &name, const QJsonArray &containers, const QJsonArray &statuses,
            const QString &node = QStringLiteral("node-1"), const QJsonArray &initContainers = {})
{
    QJsonObject spec{{QStringLiteral("containers"), containers}};
    if (!node.isEmpty())
        spec.insert(QStringLiteral("nodeName"), node);
    if (!initContainers.isEmpty())
        spec.insert(QStringLiteral("initContainers"), initContainers);
    sim.sim().store().create(
        ResourceType::builtin(QString(), QStringLiteral("pods")),
        QJsonObject{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("Pod")},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name},
                                                     {QStringLiteral("namespace"), QStringLiteral("default")},
                                                     {QStringLiteral("creationTimestamp"), ago(60'000)}}},
            {QStringLiteral("spec"), spec},
            {QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Running")},
                                                   {QStringLiteral("containerStatuses"), statuses}}}});
}

Response getLog(RestClient &client, const QString &pod, const QList<std::pair<QString, QString>> &params = {})
{
    Request request = Request::get()
                          .resource({QString(), QStringLiteral("v1"), QStringLiteral("pods")})
                          .namespaceName(QStringLiteral("default"))
                          .name(pod)
                          .subresource(QStringLiteral("log"));
    request.accept("*/*");
    for (const auto &[key, value] : params)
        request.param(key, value);
    Response answer;
    bool done = false;
    client.send(request, &client, [&](const Response &response) {
        answer = response;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 10000))
        answer.error = Error(Error::Kind::Timeout, QStringLiteral("no answer"));
    return answer;
}

QList<QByteArray> lines(const QByteArray &body)
{
    QList<QByteArray> result = body.split('\n');
    if (!result.isEmpty() && result.last().isEmpty())
        result.removeLast();
    return result;
}

} // namespace

class tst_PodLogs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_sim = std::make_unique<SimFixture>();
        m_client = std::make_unique<RestClient>(m_sim->restConfig());
        putPod(*m_sim, QStringLiteral("single"), {container(QStringLiteral("app"))},
               {running(QStringLiteral("app"), 10'000, 1)});
        putPod(*m_sim, QStringLiteral("multi"),
               {container(QStringLiteral("app")), container(QStringLiteral("sidecar"))},
               {running(QStringLiteral("app"), 10'000), running(QStringLiteral("sidecar"), 10'000)},
               QStringLiteral("node-1"), {container(QStringLiteral("init-db"))});
        putPod(*m_sim, QStringLiteral("creating"), {container(QStringLiteral("app"))},
               {QJsonObject{{QStringLiteral("name"), QStringLiteral("app")},
                            {QStringLiteral("state"),
                             QJsonObject{{QStringLiteral("waiting"),
                                          QJsonObject{{QStringLiteral("reason"),
                                                       QStringLiteral("ContainerCreating")}}}}}}});
        putPod(*m_sim, QStringLiteral("unscheduled"), {container(QStringLiteral("app"))}, {}, QString());
        putPod(*m_sim, QStringLiteral("pulling"), {container(QStringLiteral("app"))},
               {QJsonObject{{QStringLiteral("name"), QStringLiteral("app")},
                            {QStringLiteral("state"),
                             QJsonObject{{QStringLiteral("waiting"),
                                          QJsonObject{{QStringLiteral("reason"),
                                                       QStringLiteral("ImagePullBackOff")}}}}}}});
        // Crashed after a run of 5 s and waiting to start again.
        QJsonObject crashed = running(QStringLiteral("app"), 10'000, 1);
        crashed.insert(
            QStringLiteral("state"),
            QJsonObject{{QStringLiteral("waiting"),
                         QJsonObject{{QStringLiteral("reason"), QStringLiteral("CrashLoopBackOff")}}}});
        putPod(*m_sim, QStringLiteral("crashing"), {container(QStringLiteral("app"))}, {crashed});
    }

    void cleanup()
    {
        m_client.reset();
        m_sim.reset();
    }

    void errorsAreWordedLikeTheApiserversAndKubelets_data()
    {
        QTest::addColumn<QString>("pod");
        QTest::addColumn<QString>("container");
        QTest::addColumn<bool>("previous");
        QTest::addColumn<QString>("message");
        QTest::newRow("several containers and none named")
            << QStringLiteral("multi") << QString() << false
            << QStringLiteral("a container name must be specified for pod multi, choose one of: [app "
                              "sidecar] or one of the init containers: [init-db]");
        QTest::newRow("a container the pod does not have")
            << QStringLiteral("multi") << QStringLiteral("nosuch") << false
            << QStringLiteral("container nosuch is not valid for pod multi");
        QTest::newRow("a container still being created")
            << QStringLiteral("creating") << QString() << false
            << QStringLiteral("container \"app\" in pod \"creating\" is waiting to start: ContainerCreating");
        QTest::newRow("a container whose image cannot be pulled")
            << QStringLiteral("pulling") << QString() << false
            << QStringLiteral("container \"app\" in pod \"pulling\" is waiting to start: trying and failing "
                              "to pull image");
        QTest::newRow("previous of a container that never restarted")
            << QStringLiteral("multi") << QStringLiteral("app") << true
            << QStringLiteral("previous terminated container \"app\" in pod \"multi\" not found");
    }

    void errorsAreWordedLikeTheApiserversAndKubelets()
    {
        QFETCH(QString, pod);
        QFETCH(QString, container);
        QFETCH(bool, previous);
        QFETCH(QString, message);
        QList<std::pair<QString, QString>> params;
        if (!container.isEmpty())
            params.append({QStringLiteral("container"), container});
        if (previous)
            params.append({QStringLiteral("previous"), QStringLiteral("true")});
        const Response response = getLog(*m_client, pod, params);
        QCOMPARE(response.httpStatus, 400);
        QCOMPARE(response.error.reason(), Error::Reason::BadRequest);
        QCOMPARE(response.error.message(), message);
    }

    void aPodOnNoNodeHasAnEmptyLog()
    {
        const Response response = getLog(*m_client, QStringLiteral("unscheduled"));
        QCOMPARE(response.httpStatus, 200);
        QVERIFY(response.body.isEmpty());
    }

    void linesAreNumberedFromTheContainersStart()
    {
        const Response response = getLog(*m_client, QStringLiteral("single"),
                                         {{QStringLiteral("timestamps"), QStringLiteral("true")}});
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        const QList<QByteArray> all = lines(response.body);
        // 10 s at the default 2 lines/s.
        QVERIFY2(all.size() >= 19 && all.size() <= 23, QByteArray::number(all.size()).constData());
        qint64 previousMs = 0;
        for (qsizetype k = 0; k < all.size(); ++k) {
            const qsizetype space = all[k].indexOf(' ');
            const qint64 ms = parseTimestamp(std::string_view(all[k].constData(), size_t(space)));
            QVERIFY2(ms > previousMs, all[k].constData());
            previousMs = ms;
            QCOMPARE(all[k].mid(space + 1),
                     PodLogs::lineText(QStringLiteral("single"), QStringLiteral("app"), k));
        }
    }

    void tailSinceAndLimitNarrowTheLog()
    {
        const QList<QByteArray> recent = lines(getLog(*m_client, QStringLiteral("single"),
                                                      {{QStringLiteral("sinceSeconds"), QStringLiteral("3")}})
                                                   .body);
        const QList<QByteArray> all = lines(getLog(*m_client, QStringLiteral("single")).body);
        // The last 3 s at 2 lines/s, a stretch of the whole log.
        QVERIFY2(recent.size() >= 5 && recent.size() <= 8, QByteArray::number(recent.size()).constData());
        const qsizetype start = all.indexOf(recent.first());
        QVERIFY(start > 0);
        QCOMPARE(all.mid(start, recent.size()), recent);

        QCOMPARE(lines(getLog(*m_client, QStringLiteral("single"),
                              {{QStringLiteral("tailLines"), QStringLiteral("3")}})
                           .body)
                     .size(),
                 3);
        QCOMPARE(getLog(*m_client, QStringLiteral("single"),
                        {{QStringLiteral("limitBytes"), QStringLiteral("50")}})
                     .body,
                 all.join('\n').left(50));
        const Response both = getLog(*m_client, QStringLiteral("single"),
                                     {{QStringLiteral("sinceSeconds"), QStringLiteral("3")},
                                      {QStringLiteral("sinceTime"), ago(1000)}});
        QCOMPARE(both.httpStatus, 422);
    }

    void sinceTimeIsReadInWholeSeconds()
    {
        // The apiserver hands sinceTime to the kubelet as metav1.Time, whole seconds: a fraction is dropped,
        // so the log starts at the second's first line, as a client resuming from a line's timestamp relies
        // on.
        const QList<QByteArray> all = lines(getLog(*m_client, QStringLiteral("single"),
                                                   {{QStringLiteral("timestamps"), QStringLiteral("true")}})
                                                .body);
        const QByteArray stamp =
            all[6].left(all[6].indexOf(' ')); // 3 s in, at 2 lines/s: xx:xx:xx.yyy000000Z
        const qint64 lineMs = parseTimestamp(std::string_view(stamp.constData(), size_t(stamp.size())));
        const QString withFraction =
            QDateTime::fromMSecsSinceEpoch(lineMs / 1000 * 1000 + 999, Qt::UTC).toString(Qt::ISODateWithMs);
        const QList<QByteArray> since = lines(getLog(*m_client, QStringLiteral("single"),
                                                     {{QStringLiteral("timestamps"), QStringLiteral("true")},
                                                      {QStringLiteral("sinceTime"), withFraction}})
                                                  .body);
        QVERIFY(!since.isEmpty());
        const QByteArray first = since.first().left(since.first().indexOf(' '));
        QCOMPARE(parseTimestamp(std::string_view(first.constData(), size_t(first.size()))) / 1000,
                 lineMs / 1000);
        QVERIFY(since.size() > all.size() - 8);
    }

    void previousIsTheEndedInstancesWholeLog()
    {
        const Response response = getLog(*m_client, QStringLiteral("single"),
                                         {{QStringLiteral("previous"), QStringLiteral("true")}});
        QVERIFY2(response.ok(), qPrintable(response.error.toString()));
        // The previous instance ran 5 s: lines 0..10 at 2 lines/s, and it never grows.
        QCOMPARE(lines(response.body).size(), 11);
        QTest::qWait(600);
        QCOMPARE(getLog(*m_client, QStringLiteral("single"),
                        {{QStringLiteral("previous"), QStringLiteral("true")}})
                     .body,
                 response.body);
    }

    void aContainerWaitingToRestartShowsItsLastRun()
    {
        // The kubelet's order: no running instance, so the one that ended last (kubectl logs on a pod in
        // CrashLoopBackOff shows why it crashed). Following it ends with that run's last line.
        const QByteArray previous = getLog(*m_client, QStringLiteral("crashing"),
                                           {{QStringLiteral("previous"), QStringLiteral("true")}})
                                        .body;
        QCOMPARE(lines(previous).size(), 11);
        for (const bool follow : {false, true}) {
            const Response response = getLog(
                *m_client, QStringLiteral("crashing"),
                {{QStringLiteral("follow"), follow ? QStringLiteral("true") : QStringLiteral("false")}});
            QVERIFY2(response.ok(), qPrintable(response.error.toString()));
            QCOMPARE(response.body, previous);
        }
    }

    void followStreamsNewLinesAndEndsWhenThePodGoes()
    {
        QNetworkAccessManager manager;
        SimFixture plain([] {
            KubeSimOptions options = SimFixture::defaultOptions();
            options.tls = false;
            options.logLinesPerSecond = 20;
            return options;
        }());
        putPod(plain, QStringLiteral("busy"), {container(QStringLiteral("app"))},
               {running(QStringLiteral("app"), 1000)});
        QNetworkReply *reply = manager.get(QNetworkRequest(QUrl(
            plain.sim().url() + QStringLiteral("/api/v1/namespaces/default/pods/busy/log?follow=true"))));
        QByteArray received;
        connect(reply, &QNetworkReply::readyRead, this, [&] { received += reply->readAll(); });
        // It keeps coming: more than the second of backlog, in order, with nothing skipped.
        QTRY_VERIFY_WITH_TIMEOUT(lines(received).size() > 40, 10000);
        QVERIFY(!reply->isFinished());
        plain.sim().store().remove(ResourceType::builtin(QString(), QStringLiteral("pods")),
                                   QStringLiteral("default"), QStringLiteral("busy"));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
        received += reply->readAll();
        const QList<QByteArray> all = lines(received);
        for (qsizetype k = 0; k < all.size(); ++k)
            QCOMPARE(all[k], PodLogs::lineText(QStringLiteral("busy"), QStringLiteral("app"), k));
        reply->deleteLater();
    }

    void theContentMixesPlainColouredTracesAndLongLines()
    {
        QByteArray text;
        for (qint64 k = 0; k < 1000; ++k)
            text += PodLogs::lineText(QStringLiteral("p"), QStringLiteral("c"), k) + '\n';
        QVERIFY(text.contains("\x1b[33m"));         // 16 colours
        QVERIFY(text.contains("\x1b[1;38;5;"));     // 256 colours, bold
        QVERIFY(text.contains("\x1b[4;38;2;"));     // 24-bit, underlined
        QVERIFY(text.contains("\tat com.example")); // a stack trace
        QVERIFY(PodLogs::lineText(QStringLiteral("p"), QStringLiteral("c"), 999).size() > 10'000);
        QCOMPARE(text.count('\n'), 1000);
    }

private:
    std::unique_ptr<SimFixture> m_sim;
    std::unique_ptr<RestClient> m_client;
};

QTEST_MAIN(tst_PodLogs)
#include "tst_podlogs.moc"
