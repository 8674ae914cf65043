// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// `qkubectl get … -w --journal FILE` against kubesim: the file holds what the watch saw, the list as ADDED then
// each change, in the journal's JSON lines.
#include "clientrun.h"
#include "simfixture.h"

#include "journal/journalfile.h"

#include <QJsonArray>
#include <QProcess>
#include <QTest>

using namespace kube;

namespace {
const sim::ResourceType &podType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
}

QList<JournalEntry> readJournal(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto entries = JournalFile::read(&file, path);
    return entries ? entries.value() : QList<JournalEntry>();
}
} // namespace

class tst_QkubectlJournal : public QObject
{
    Q_OBJECT

    const QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    std::unique_ptr<SimFixture> m_fixture;

    QStringList withConfig(QStringList arguments) const
    {
        return arguments << QStringLiteral("--kubeconfig") << m_fixture->kubeconfigPath();
    }

private Q_SLOTS:
    void initTestCase() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanupTestCase() { m_fixture.reset(); }

    void recordsWhatTheWatchSaw()
    {
        const QString path = m_fixture->dir() + QStringLiteral("/watch.jsonl");
        const qsizetype listed = m_fixture->sim().store().objectsAt(podType(), m_fixture->sim().store().currentResourceVersion()).size();
        QVERIFY(listed > 0);
        QProcess process;
        process.start(m_qkubectl, withConfig({QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-A"), QStringLiteral("-w"),
                                              QStringLiteral("--journal"), path}));
        QTRY_COMPARE_WITH_TIMEOUT(readJournal(path).size(), listed, 15000);

        QJsonObject pod{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                        {QStringLiteral("kind"), QStringLiteral("Pod")},
                        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("journaled")}, {QStringLiteral("namespace"), QStringLiteral("default")}}}};
        const QJsonObject created = m_fixture->sim().store().create(podType(), pod).object();
        QJsonObject changed = created;
        changed.insert(QStringLiteral("status"), QJsonObject{{QStringLiteral("phase"), QStringLiteral("Running")}});
        const QJsonObject updated = m_fixture->sim().store().update(podType(), changed).object();
        const QJsonObject removed = m_fixture->sim().store().remove(podType(), QStringLiteral("default"), QStringLiteral("journaled")).object();
        QTRY_VERIFY_WITH_TIMEOUT(readJournal(path).size() >= listed + 3, 15000);
        process.terminate();
        QTRY_COMPARE_WITH_TIMEOUT(process.state(), QProcess::NotRunning, 15000);
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 0,
                 qPrintable(QStringLiteral("exit code %1: %2")
                                .arg(process.exitCode())
                                .arg(QString::fromUtf8(process.readAllStandardError()))));

        const QList<JournalEntry> entries = readJournal(path);
        QCOMPARE(entries.size(), listed + 3);
        for (qsizetype i = 0; i < listed; ++i) {
            QCOMPARE(entries.at(i).type, JournalEntry::Type::Added);
            QCOMPARE(entries.at(i).cluster, m_fixture->restConfig().contextName);
            QCOMPARE(entries.at(i).gvr, (GroupVersionResource{{}, QStringLiteral("v1"), QStringLiteral("pods")}));
            QVERIFY(entries.at(i).timeMs > 0);
        }
        const auto uid = [](const QJsonObject &object) { return object.value("metadata").toObject().value("uid").toString(); };
        const auto version = [](const QJsonObject &object) { return object.value("metadata").toObject().value("resourceVersion").toString(); };
        const QList<std::pair<JournalEntry::Type, QJsonObject>> changes{
            {JournalEntry::Type::Added, created}, {JournalEntry::Type::Modified, updated}, {JournalEntry::Type::Deleted, removed}};
        for (qsizetype i = 0; i < changes.size(); ++i) {
            const JournalEntry &entry = entries.at(listed + i);
            QCOMPARE(entry.type, changes.at(i).first);
            QCOMPARE(QString::fromUtf8(entry.object.name()), QStringLiteral("journaled"));
            QCOMPARE(QString::fromUtf8(entry.object.uid()), uid(changes.at(i).second));
            QCOMPARE(QString::fromUtf8(entry.object.resourceVersion()), version(changes.at(i).second));
        }
        QCOMPARE(entries.at(listed + 1).object.toJsonObject().value("status").toObject().value("phase").toString(), QStringLiteral("Running"));
    }

    void misuseIsAClearError_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        QTest::newRow("without -w") << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("--journal"), QStringLiteral("/tmp/x.jsonl")}
                                    << QStringLiteral("--journal records a watch: use it with -w");
        QTest::newRow("a file that cannot be written")
            << QStringList{QStringLiteral("get"), QStringLiteral("pods"), QStringLiteral("-w"), QStringLiteral("--journal"), QStringLiteral("/nonexistent/dir/x.jsonl")}
            << QStringLiteral("error: cannot write the journal /nonexistent/dir/x.jsonl");
    }
    void misuseIsAClearError()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const ClientRun run = runClient(m_qkubectl, withConfig(arguments));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(error), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_QkubectlJournal)
#include "tst_qkubectljournal.moc"
