// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkubectl cp against kubectl 1.32's, both on a kubesim whose exec runs real tar in each container's sandbox:
// the same stdout, stderr (kubectl's symlink warnings come in archive order, compared as sets of lines), exit
// code and the same files copied, both ways.
#include "clientrun.h"
#include "simfixture.h"

#include <QDirIterator>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace {

QMap<QString, QByteArray> tree(const QString &root)
{
    QMap<QString, QByteArray> out;
    if (QFileInfo(root).isFile()) {
        QFile file(root);
        file.open(QIODevice::ReadOnly);
        out.insert(QStringLiteral("."), file.readAll());
        return out;
    }
    QDirIterator it(root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(root).relativeFilePath(path);
        if (QFileInfo(path).isDir()) {
            out.insert(relative + QLatin1Char('/'), {});
            continue;
        }
        QFile file(path);
        file.open(QIODevice::ReadOnly);
        out.insert(relative, file.readAll());
    }
    return out;
}

QStringList sortedLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    lines.sort();
    return lines;
}

QString withoutTarLines(const QString &text)
{
    QStringList kept;
    for (const QString &line : text.split(QLatin1Char('\n')))
        if (!line.startsWith(QLatin1String("tar")))
            kept.append(line);
    return kept.join(QLatin1Char('\n'));
}

} // namespace

class QkubectlCpTest : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    QTemporaryDir m_work;
    QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    QString m_kubectl;
    QString m_pod;

    ClientRun run(const QString &program, const QStringList &arguments)
    {
        return runClient(program,
                         QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath()} + arguments,
                         60000);
    }
    // `arguments` with %POD and %OUT filled in; the output's own path written back as %OUT.
    ClientRun runWith(const QString &program, QStringList arguments, const QString &out)
    {
        for (QString &argument : arguments)
            argument.replace(QLatin1String("%POD"), m_pod).replace(QLatin1String("%OUT"), out);
        ClientRun result = run(program, arguments);
        result.out.replace(out, QLatin1String("%OUT"));
        result.err.replace(out, QLatin1String("%OUT"));
        return result;
    }

    // kubectl 1.32 drops output that reaches it before its reader knows the stream (client-go's own race,
    // which a loaded box makes likelier): a download cut short that way ends "Dropping out copy after 0
    // retries". Such a run is kubectl failing, not the answer to compare with, so it runs again (at most
    // twice); an answer that really is that comes back the same each time.
    ClientRun runKubectlWith(const QStringList &arguments, const QString &out)
    {
        ClientRun result;
        for (int attempt = 0; attempt < 3; ++attempt) {
            QDir(out).removeRecursively();
            QFile::remove(out);
            result = runWith(m_kubectl, arguments, out);
            if (!result.err.contains(QLatin1String("Dropping out copy after")) &&
                !result.err.contains(QLatin1String("Unknown stream id")))
                break;
        }
        return result;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_kubectl = QStandardPaths::findExecutable(QStringLiteral("kubectl"));
        QVERIFY2(!m_kubectl.isEmpty(), "kubectl 1.32 must be on PATH: qkubectl cp is compared with it");
        // A pod of the web Deployment: two containers, so kubectl's "Defaulted container" note shows.
        const ClientRun pods =
            run(m_kubectl, {QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-n"),
                            QStringLiteral("default"), QStringLiteral("-o"), QStringLiteral("name")});
        for (const QString &line : pods.out.split(QLatin1Char('\n')))
            if (line.startsWith(QLatin1String("pod/web-")) && m_pod.isEmpty())
                m_pod = line.mid(4);
        QVERIFY2(!m_pod.isEmpty(), qPrintable(pods.out + pods.err));
        QDir().mkpath(m_work.filePath(QStringLiteral("src/sub")));
        QFile a(m_work.filePath(QStringLiteral("src/a.txt")));
        QVERIFY(a.open(QIODevice::WriteOnly));
        a.write("alpha\n");
        a.close();
        QFile big(m_work.filePath(QStringLiteral("src/sub/big.bin")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QByteArray bytes(2 * 1024 * 1024 + 3, '\0');
        for (qsizetype i = 0; i < bytes.size(); ++i)
            bytes[i] = char(i * 13 + (i >> 11));
        big.write(bytes);
        big.close();
        // The folder both clients download: made in the pod rather than its /etc, which is the host's own and
        // may gain or lose a link between the two runs.
        const ClientRun made = run(
            m_kubectl, {QStringLiteral("exec"), m_pod, QStringLiteral("-c"), QStringLiteral("web"),
                        QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                        QStringLiteral("mkdir -p /root/tree/sub && echo alpha > /root/tree/a.txt && "
                                       "echo beta > /root/tree/sub/b.txt && ln -s /etc/hostname /root/tree/abs && "
                                       "ln -s ../a.txt /root/tree/sub/rel")});
        QVERIFY2(made.exitCode == 0, qPrintable(made.out + made.err));
    }

    void cleanupTestCase() { m_fixture.reset(); }

    void sameAsKubectl_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("a file by its absolute path") << QStringList{"cp", "%POD:/etc/hostname", "%OUT"};
        QTest::newRow("a file by a relative path") << QStringList{"cp", "%POD:etc/hostname", "%OUT"};
        QTest::newRow("a folder, links skipped with kubectl's warnings")
            << QStringList{"cp", "%POD:/root/tree", "%OUT"};
        QTest::newRow("a folder over a file in the way")
            << QStringList{"cp", "%POD:/root/tree", QStringLiteral(QKUBE_TEST_DATA_DIR "/../CMakeLists.txt/x")};
        QTest::newRow("namespace/pod and -c")
            << QStringList{"cp", "-c", "web", "default/%POD:/etc/hostname", "%OUT"};
        QTest::newRow("no such pod") << QStringList{"cp", "missing-pod:/etc/hostname", "%OUT"};
        QTest::newRow("both remote") << QStringList{"cp", "%POD:/a", "%POD:/b"};
        QTest::newRow("both local") << QStringList{"cp", "a", "b"};
        QTest::newRow("a filespec starting with ':'") << QStringList{"cp", ":/a", "%OUT"};
        QTest::newRow("empty path") << QStringList{"cp", "%POD:", "%OUT"};
        QTest::newRow("one argument") << QStringList{"cp", "%POD:/a"};
        QTest::newRow("a local file that does not exist")
            << QStringList{"cp", "/nonexistent-qkube", "%POD:/root/x"};
        QTest::newRow("tar cannot write there") << QStringList{
            "cp", QStringLiteral(QKUBE_TEST_DATA_DIR "/../CMakeLists.txt"), "%POD:/proc/nope/x"};
    }

    void sameAsKubectl()
    {
        QFETCH(QStringList, arguments);
        const QString theirs = m_work.filePath(QStringLiteral("kubectl-out"));
        const QString ours = m_work.filePath(QStringLiteral("qkubectl-out"));
        for (const QString &path : {theirs, ours}) {
            QDir(path).removeRecursively();
            QFile::remove(path);
        }
        const ClientRun expected = runKubectlWith(arguments, theirs);
        const ClientRun actual = runWith(m_qkubectl, arguments, ours);
        // kubectl ends a download as soon as the archive has, often before tar's own lines reach it ("tar:
        // Remo"): those are left out of both sides.
        QCOMPARE(withoutTarLines(actual.out), withoutTarLines(expected.out));
        QCOMPARE(sortedLines(asKubectls(actual.err)), sortedLines(expected.err));
        QCOMPARE(actual.exitCode, expected.exitCode);
        QCOMPARE(tree(ours), tree(theirs));
    }

    void uploadThenDownload_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<bool>("noPreserve");
        QTest::newRow("a folder") << QStringLiteral("src") << false;
        QTest::newRow("a file, --no-preserve") << QStringLiteral("src/a.txt") << true;
    }

    void uploadThenDownload()
    {
        QFETCH(QString, source);
        QFETCH(bool, noPreserve);
        const QString local = m_work.filePath(source);
        QStringList flags;
        if (noPreserve)
            flags << QStringLiteral("--no-preserve");
        const ClientRun theirs =
            run(m_kubectl, QStringList{QStringLiteral("cp")} + flags +
                               QStringList{local, m_pod + QStringLiteral(":/root/by-kubectl")});
        const ClientRun ours =
            run(m_qkubectl, QStringList{QStringLiteral("cp")} + flags +
                                QStringList{local, m_pod + QStringLiteral(":/root/by-qkubectl")});
        QCOMPARE(ours.out, theirs.out);
        QCOMPARE(asKubectls(ours.err), withoutStreamRace(theirs.err));
        QCOMPARE(ours.exitCode, theirs.exitCode);
        QCOMPARE(ours.exitCode, 0);
        // Read back by kubectl: what qkubectl uploaded is what kubectl uploaded, and what was sent.
        for (const QString &name : {QStringLiteral("by-kubectl"), QStringLiteral("by-qkubectl")}) {
            const QString back = m_work.filePath(QStringLiteral("back-") + name);
            QDir(back).removeRecursively();
            QFile::remove(back);
            const ClientRun read =
                run(m_kubectl, {QStringLiteral("cp"), m_pod + QStringLiteral(":/root/") + name, back});
            QCOMPARE(read.exitCode, 0);
            QCOMPARE(tree(back), tree(local));
        }
        const ClientRun cleanup =
            run(m_kubectl, {QStringLiteral("exec"), m_pod, QStringLiteral("-c"), QStringLiteral("web"),
                            QStringLiteral("--"), QStringLiteral("rm"), QStringLiteral("-rf"),
                            QStringLiteral("/root/by-kubectl"), QStringLiteral("/root/by-qkubectl")});
        QCOMPARE(cleanup.exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(QkubectlCpTest)
#include "tst_qkubectlcp.moc"
