// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkubectl top against kubectl 1.32 on kubesim (usage frozen, so both read the same numbers): stdout, stderr
// and exit code for each flag and each error. Without kubectl on PATH only qkubectl's own shape is checked.
#include "clientrun.h"
#include "simfixture.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// Starts a client; finish() waits for it (clients compared run side by side: the test stays short).
std::unique_ptr<QProcess> startClient(const QString &program, const QStringList &arguments,
                                      const QString &kubeconfig)
{
    auto process = std::make_unique<QProcess>();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"KUBECONFIG"_s, kubeconfig);
    process->setProcessEnvironment(env);
    process->start(program, arguments);
    return process;
}

Run finish(QProcess &process)
{
    Run run;
    if (!QTest::qWaitFor([&process] { return process.state() == QProcess::NotRunning; }, 30000)) {
        process.kill();
        process.waitForFinished();
        run.err = "timed out";
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

Run runClient(const QString &program, const QStringList &arguments, const QString &kubeconfig)
{
    return finish(*startClient(program, arguments, kubeconfig));
}

kube::sim::KubeSimOptions frozen(bool metrics = true)
{
    kube::sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.scenario.pods = 60;
    options.scenario.namespaces = 3;
    options.metrics = metrics;
    options.metricsFrozen = true;
    return options;
}

} // namespace

class tst_QkubectlTop : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_sim;
    QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    QString m_kubectl;

    void compare(SimFixture &sim, const QStringList &arguments)
    {
        const auto qkubectl = startClient(m_qkubectl, arguments, sim.kubeconfigPath());
        const auto kubectl =
            m_kubectl.isEmpty() ? nullptr : startClient(m_kubectl, arguments, sim.kubeconfigPath());
        const Run ours = finish(*qkubectl);
        if (!kubectl)
            return;
        const Run theirs = finish(*kubectl);
        QCOMPARE(asKubectls(QString::fromUtf8(ours.err)), QString::fromUtf8(theirs.err));
        QCOMPARE(asKubectls(QString::fromUtf8(ours.out)), QString::fromUtf8(theirs.out));
        QCOMPARE(ours.exitCode, theirs.exitCode);
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sim = std::make_unique<SimFixture>(frozen());
        m_kubectl = QStandardPaths::findExecutable(u"kubectl"_s);
        if (m_kubectl.isEmpty())
            qWarning("*** kubectl is not on PATH: qkubectl top is checked for its shape only, NOT against "
                     "kubectl ***");
    }

    void asKubectl_data()
    {
        QTest::addColumn<QString>("arguments");
        for (const char *row : {"top nodes",
                                "top node --no-headers",
                                "top nodes --show-capacity",
                                "top nodes --sort-by=cpu",
                                "top nodes --sort-by=memory --no-headers",
                                "top node node-01",
                                "top node -l kubernetes.io/hostname=node-02",
                                "top no -l nope=x",
                                "top node nope",
                                "top pods",
                                "top pod -A",
                                "top pods -A --containers",
                                "top pods -A --sort-by=memory",
                                "top pods -A --sort-by=cpu --no-headers",
                                "top pods -A --sum",
                                "top pods -A --sum --no-headers",
                                "top pods -A --containers --sum",
                                "top po -A --containers --sort-by=cpu",
                                "top pods -n team-00",
                                "top pod -l app=web -A",
                                "top pod -A --field-selector metadata.namespace=team-01",
                                "top pods --use-protocol-buffers=false",
                                "top pods -A --containers --use-protocol-buffers",
                                "top pods -A --sum --use-protocol-buffers=true",
                                "top pod -l app=web -A --use-protocol-buffers",
                                "top nodes --show-capacity --use-protocol-buffers",
                                "top node node-01 --use-protocol-buffers",
                                "top pod nope --use-protocol-buffers",
                                "top pod nope",
                                "top pod -n empty",
                                "top pod -A -l nope=x",
                                "top pod --sort-by=disk",
                                "top node --sort-by=disk",
                                "top pod a b",
                                "top pod a -l x=y",
                                "top node a -l x=y",
                                "top node --containers"})
            QTest::newRow(row) << QString::fromLatin1(row);
    }

    void asKubectl()
    {
        QFETCH(QString, arguments);
        compare(*m_sim, arguments.split(u' '));
    }

    void singlePod()
    {
        // A pod by name, with its containers: the first Running pod of the default namespace.
        const auto &pods = m_sim->sim().store().objects(kube::sim::ResourceType::builtin({}, u"pods"_s));
        QString name;
        for (const kube::sim::StoredObject &pod : pods) {
            const QJsonObject object = pod.object();
            if (object[u"metadata"_s][u"namespace"_s].toString() == u"default"_s &&
                object[u"status"_s][u"phase"_s].toString() == u"Running"_s) {
                name = object[u"metadata"_s][u"name"_s].toString();
                break;
            }
        }
        QVERIFY(!name.isEmpty());
        compare(*m_sim, {u"top"_s, u"pod"_s, name, u"--containers"_s});
        const Run run = runClient(m_qkubectl, {u"top"_s, u"pod"_s, name}, m_sim->kubeconfigPath());
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(name.toUtf8()));
    }

    void units()
    {
        const Run run =
            runClient(m_qkubectl, {u"top"_s, u"pods"_s, u"-A"_s, u"--no-headers"_s}, m_sim->kubeconfigPath());
        QCOMPARE(run.exitCode, 0);
        static const QRegularExpression row(u"^\\S+ +\\S+ +[0-9]+m +[0-9]+Mi +$"_s);
        const QStringList lines = QString::fromUtf8(run.out).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(lines.size() > 10);
        for (const QString &line : lines)
            QVERIFY2(row.match(line).hasMatch(), qPrintable(line));
    }

    void usageChangesBetweenPolls()
    {
        // Unfrozen, a later sample differs: what a client polling every 15 s sees.
        m_sim->sim().metrics().setFrozen(false);
        const auto &pods = m_sim->sim().store().objects(kube::sim::ResourceType::builtin({}, u"pods"_s));
        const kube::sim::StoredObject &pod = pods.first();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(m_sim->sim().metrics().podMetrics(pod, now)[u"containers"_s] !=
                m_sim->sim().metrics().podMetrics(pod, now.addSecs(30))[u"containers"_s]);
        m_sim->sim().metrics().setFrozen(true);
    }

    void metricsApiAbsent()
    {
        SimFixture sim(frozen(false));
        for (const QString &arguments : {u"top pods"_s, u"top nodes"_s, u"top pod -A --containers"_s}) {
            const Run run = runClient(m_qkubectl, arguments.split(u' '), sim.kubeconfigPath());
            QCOMPARE(run.err, QByteArray("error: Metrics API not available\n"));
            QCOMPARE(run.exitCode, 1);
            compare(sim, arguments.split(u' '));
        }
    }

    void metricsApiFailing()
    {
        QString error;
        QVERIFY(m_sim->sim().applyFault(u"metrics-unavailable"_s, {}, &error));
        for (const QString &arguments : {u"top pods"_s, u"top nodes"_s}) {
            const Run run = runClient(m_qkubectl, arguments.split(u' '), m_sim->kubeconfigPath());
            QVERIFY2(run.err.startsWith(
                         "Error from server (ServiceUnavailable): the server is currently unable to handle"),
                     run.err.constData());
            QCOMPARE(run.exitCode, 1);
            compare(*m_sim, arguments.split(u' '));
        }
        QVERIFY(m_sim->sim().applyFault(u"metrics-unavailable"_s, u"off"_s, &error));
    }
};

QTEST_GUILESS_MAIN(tst_QkubectlTop)
#include "tst_qkubectltop.moc"
