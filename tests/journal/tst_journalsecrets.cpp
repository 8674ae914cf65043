// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// A Secret created, changed through stringData and deleted under `qkubectl get secrets -w --journal FILE`
// (kubesim): the file never holds a value, plain or base64, only digests that tell which value changed and
// its length; the file is owner-only even under umask 022.
#include "clientrun.h"
#include "simfixture.h"

#include "journal/journalfile.h"
#include "journal/journalrecorder.h"
#include "journal/secretdigest.h"

#include <QProcess>
#include <QTest>

#include <sys/stat.h>

using namespace kube;

namespace {
const QByteArray password = "hunter2-Pa55";
const QByteArray changedPassword = "correct-horse-9";

const sim::ResourceType &secretType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("secrets"));
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QList<JournalEntry> readJournal(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    auto entries = JournalFile::read(&file, path);
    return entries ? entries.value() : QList<JournalEntry>();
}

QString value(const JournalEntry &entry, const QString &field, const QString &key)
{
    return entry.object.toJsonObject().value(field).toObject().value(key).toString();
}

// Whether `bytes` holds any of the values, as given or in base64 (padded or not).
bool holdsValue(const QByteArray &bytes)
{
    for (const QByteArray &secret : {password, changedPassword})
        if (bytes.contains(secret) || bytes.contains(secret.toBase64()) ||
            bytes.contains(secret.toBase64(QByteArray::OmitTrailingEquals)))
            return true;
    return false;
}
} // namespace

class tst_JournalSecrets : public QObject
{
    Q_OBJECT

    const QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    std::unique_ptr<SimFixture> m_fixture;

private Q_SLOTS:
    void initTestCase() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanupTestCase() { m_fixture.reset(); }

    void digestsTellChangesNotValues()
    {
        const SecretDigest digest;
        QVERIFY(digest.digest(password).startsWith(SecretDigest::prefix));
        QCOMPARE(digest.digest(password), digest.digest(password));
        QVERIFY(digest.digest(password) != digest.digest(changedPassword));
        QVERIFY(digest.digest(password).endsWith(QStringLiteral(" length %1").arg(password.size())));
        // Another journal, another key: a digest cannot be matched against one made elsewhere.
        QVERIFY(SecretDigest().digest(password) != digest.digest(password));
    }

    // The window's journal: digests in memory.
    void recorderKeepsDigestsInMemory()
    {
        const GroupVersionResource secrets{{}, QStringLiteral("v1"), QStringLiteral("secrets")};
        auto secret = Object::fromJson("{\"apiVersion\":\"v1\",\"kind\":\"Secret\",\"metadata\":{\"name\":"
                                       "\"db\",\"namespace\":\"vault\","
                                       "\"resourceVersion\":\"7\"},\"data\":{\"password\":\"" +
                                       password.toBase64() + "\"}}");
        QVERIFY(secret);
        auto journal = std::make_shared<Journal>();
        JournalRecorder(journal, QStringLiteral("c"), secrets, std::make_shared<const SecretDigest>())
            .onAdd(*secret, false);
        QCOMPARE(journal->entries().size(), 1);
        QVERIFY(!holdsValue(journal->entries().constFirst().object.json()));
        QVERIFY(value(journal->entries().constFirst(), QStringLiteral("data"), QStringLiteral("password"))
                    .startsWith(SecretDigest::prefix));
    }

    void qkubectlJournalKeepsNoValue()
    {
        const QString path = m_fixture->dir() + QStringLiteral("/secrets.jsonl");
        const mode_t oldMask = ::umask(022);
        QProcess process;
        process.start(m_qkubectl,
                      {QStringLiteral("-n"), QStringLiteral("default"), QStringLiteral("get"),
                       QStringLiteral("secrets"), QStringLiteral("-w"), QStringLiteral("--journal"), path,
                       QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath()});
        QVERIFY(process.waitForStarted());
        ::umask(oldMask);
        qsizetype listed = 0;
        auto &store = m_fixture->sim().store();
        for (const auto &object : store.objectsAt(secretType(), store.currentResourceVersion()))
            listed += object.object()
                          .value(QStringLiteral("metadata"))
                          .toObject()
                          .value(QStringLiteral("namespace")) == QStringLiteral("default");
        // Watching (the list printed) before the changes, so that each is a change of its own.
        QTRY_VERIFY_WITH_TIMEOUT(process.bytesAvailable() > 0 ||
                                     process.readAllStandardError().contains("No resources found"),
                                 15000);
        QTRY_COMPARE_WITH_TIMEOUT(readJournal(path).size(), listed, 15000);

        const QJsonObject secret{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("Secret")},
            {QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("api")},
                         {QStringLiteral("namespace"), QStringLiteral("default")},
                         {QStringLiteral("annotations"),
                          QJsonObject{{QStringLiteral("kubectl.kubernetes.io/last-applied-configuration"),
                                       QStringLiteral("{\"data\":{\"password\":\"%1\"}}")
                                           .arg(QString::fromLatin1(password.toBase64()))}}}}},
            {QStringLiteral("data"),
             QJsonObject{{QStringLiteral("password"), QString::fromLatin1(password.toBase64())},
                         {QStringLiteral("user"), QString::fromLatin1(QByteArray("admin").toBase64())}}}};
        QJsonObject changed = m_fixture->sim().store().create(secretType(), secret).object();
        changed.insert(QStringLiteral("stringData"),
                       QJsonObject{{QStringLiteral("password"), QString::fromLatin1(changedPassword)}});
        m_fixture->sim().store().update(secretType(), changed);
        m_fixture->sim().store().remove(secretType(), QStringLiteral("default"), QStringLiteral("api"));
        QTRY_VERIFY_WITH_TIMEOUT(readJournal(path).size() >= listed + 3, 15000);
        process.terminate();
        QTRY_COMPARE_WITH_TIMEOUT(process.state(), QProcess::NotRunning, 15000);

        const QByteArray bytes = fileBytes(path);
        QVERIFY(!bytes.isEmpty());
        QVERIFY2(!holdsValue(bytes), bytes.constData());
        struct stat status;
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &status), 0);
        QCOMPARE(status.st_mode & 0777, mode_t(0600));

        QList<JournalEntry> entries = readJournal(path);
        entries.erase(entries.begin(), entries.begin() + listed);
        QCOMPARE(entries.size(), 3);
        for (const JournalEntry &entry : entries)
            QVERIFY(!holdsValue(entry.object.json()));
        const QString created = value(entries.at(0), QStringLiteral("data"), QStringLiteral("password"));
        QVERIFY(created.startsWith(SecretDigest::prefix));
        QVERIFY(created.endsWith(QStringLiteral(" length %1").arg(password.size())));
        // Unchanged data reads the same; stringData's new value shows as a digest of its own.
        QCOMPARE(value(entries.at(1), QStringLiteral("data"), QStringLiteral("password")), created);
        QCOMPARE(value(entries.at(1), QStringLiteral("data"), QStringLiteral("user")),
                 value(entries.at(0), QStringLiteral("data"), QStringLiteral("user")));
        const QString patched =
            value(entries.at(1), QStringLiteral("stringData"), QStringLiteral("password"));
        QVERIFY(patched.startsWith(SecretDigest::prefix));
        QVERIFY(patched != created);
        QVERIFY(patched.endsWith(QStringLiteral(" length %1").arg(changedPassword.size())));
        QCOMPARE(entries.at(2).type, JournalEntry::Type::Deleted);
    }
};

QTEST_GUILESS_MAIN(tst_JournalSecrets)
#include "tst_journalsecrets.moc"
