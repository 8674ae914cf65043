// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// A Secret created, changed and deleted on kubesim under the window's journal (a ClusterSession, the
// inspector, the History tab, a -v=9 request log): no value, plain or base64, in the journal's memory, its
// exports, the History tab's text or the request log, until "record secret values" is switched on in the
// inspector; then the export holds the values, says so in its header, and is owner-only like every export.
#include "historyview.h"
#include "inspectordock.h"
#include "simfixture.h"

#include "journal/journalfile.h"
#include "journal/journalselection.h"
#include "rest/requestlog.h"
#include "rest/requestlogbuffer.h"
#include "session/clustersession.h"

#include <QApplication>
#include <QCheckBox>
#include <QFileInfo>
#include <QItemSelectionModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace kube;

namespace {
const QByteArray password = "hunter2-Pa55";
const QByteArray changedPassword = "correct-horse-9";
const QByteArray recordedPassword = "kept-on-purpose-7";
const GroupVersionResource secrets{{}, QStringLiteral("v1"), QStringLiteral("secrets")};
constexpr QFileDevice::Permissions ownerOnly =
    QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser | QFileDevice::WriteUser;

const sim::ResourceType &secretType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("secrets"));
}

// Whether `bytes` holds one of `values`, as given or in base64 (padded or not).
bool holdsValue(const QByteArray &bytes, const QList<QByteArray> &values = {password, changedPassword})
{
    for (const QByteArray &secret : values)
        if (bytes.contains(secret) || bytes.contains(secret.toBase64()) ||
            bytes.contains(secret.toBase64(QByteArray::OmitTrailingEquals)))
            return true;
    return false;
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject secretJson(const QByteArray &value)
{
    const QString base64 = QString::fromLatin1(value.toBase64());
    return {{QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("Secret")},
            {QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("api")},
                         {QStringLiteral("namespace"), QStringLiteral("default")},
                         {QStringLiteral("annotations"),
                          QJsonObject{{QStringLiteral("kubectl.kubernetes.io/last-applied-configuration"),
                                       QStringLiteral("{\"data\":{\"password\":\"%1\"}}").arg(base64)}}}}},
            {QStringLiteral("data"), QJsonObject{{QStringLiteral("password"), base64}}}};
}

// Exports the whole journal under umask 022.
QString exportJournal(const Journal &journal, const QString &path)
{
    const mode_t oldMask = ::umask(022);
    const auto written = JournalSelection().save(journal, path);
    ::umask(oldMask);
    return written ? QString() : written.error().toString();
}

// Everything the History tab shows of its object: each version's row and the diff of each version.
void historyText(HistoryView &view, QString &text)
{
    const QAbstractItemModel *model = view.model();
    for (int row = 0; row < model->rowCount(); ++row) {
        for (int column = 0; column < model->columnCount(); ++column)
            text += model->index(row, column).data().toString() + QLatin1Char('\t');
        view.versionsView()->selectionModel()->select(
            model->index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTRY_VERIFY_WITH_TIMEOUT(!view.diffText().isEmpty(), 5000);
        text += view.diffText() + QLatin1Char('\n');
    }
}
} // namespace

class tst_WindowSecrets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aSecretsValuesAreKeptNowhereUnlessAskedFor()
    {
        // Given a Secret on the server, a session whose requests are logged with their bodies (-v=9), and the
        // inspector showing it,
        SimFixture fixture;
        auto &store = fixture.sim().store();
        store.create(secretType(), secretJson(password));
        const auto requests = std::make_shared<RequestLogBuffer>();
        RestConfig config = fixture.restConfig();
        config.requestLog =
            std::make_shared<RequestLog>(RequestLog::Bodies, RequestLogBuffer::sink(requests));
        ClusterSession session(config);
        session.start();
        InspectorDock dock(requests, RequestLog::Bodies);
        dock.setSession(&session);
        // "record secret values" is off by default, and offered;
        QVERIFY(!dock.secretValuesBox()->isChecked());
        QVERIFY(dock.secretValuesBox()->isEnabled());
        QVERIFY(!session.journal()->keepsSecretValues());

        // when the Secret is listed, changed through stringData and deleted,
        SharedIndexInformer *informer = session.acquire(secrets);
        const Journal &journal = *session.journal();
        const auto versions = [&] {
            return journal.versionsOf(config.contextName, secrets, "default", "api").size();
        };
        QTRY_COMPARE_WITH_TIMEOUT(versions(), 1, 15000);
        QJsonObject changed = secretJson(password);
        for (const auto &stored : store.objectsAt(secretType(), store.currentResourceVersion()))
            if (stored.object().value(QStringLiteral("metadata")).toObject().value(QStringLiteral("name")) ==
                QStringLiteral("api"))
                changed = stored.object();
        changed.insert(
            QStringLiteral("data"),
            QJsonObject{{QStringLiteral("password"), QString::fromLatin1(changedPassword.toBase64())}});
        changed.insert(QStringLiteral("stringData"),
                       QJsonObject{{QStringLiteral("password"), QString::fromLatin1(changedPassword)}});
        store.update(secretType(), changed);
        QTRY_COMPARE_WITH_TIMEOUT(versions(), 2, 15000);
        store.remove(secretType(), QStringLiteral("default"), QStringLiteral("api"));
        QTRY_COMPARE_WITH_TIMEOUT(versions(), 3, 15000);

        // the journal holds no value in memory,
        for (const JournalEntry &entry : journal.entries())
            QVERIFY2(!holdsValue(entry.object.json()), entry.object.json().constData());
        // nor its export, which is owner-only and has no header,
        const QTemporaryDir dir;
        const QString digested = dir.filePath(QStringLiteral("digested.jsonl"));
        QCOMPARE(exportJournal(journal, digested), QString());
        const QByteArray digestedBytes = fileBytes(digested);
        QVERIFY(digestedBytes.contains("qkube-digest:"));
        QVERIFY2(!holdsValue(digestedBytes), digestedBytes.constData());
        QVERIFY(!digestedBytes.startsWith(JournalFile::headerStart.toByteArray()));
        QCOMPARE(QFileInfo(digested).permissions(), ownerOnly);
        // the History tab says which value changed and its length, never the value,
        HistoryView history;
        history.setObject(session.journal(), config.contextName, secrets, QStringLiteral("default"),
                          QStringLiteral("api"));
        QTRY_COMPARE_WITH_TIMEOUT(history.model()->rowCount(), 3, 5000);
        const auto summaries = [&] {
            QString text;
            for (int row = 0; row < history.model()->rowCount(); ++row)
                text += history.model()->index(row, ObjectHistoryModel::SummaryColumn).data().toString();
            return text;
        };
        QTRY_VERIFY2_WITH_TIMEOUT(
            summaries().contains(QStringLiteral("data.password value changed (length %1 \u2192 %2)")
                                     .arg(password.size())
                                     .arg(changedPassword.size())) &&
                summaries().contains(QStringLiteral("+stringData {\"password\":\"value of length %1\"}")
                                         .arg(changedPassword.size())),
            qPrintable(summaries()), 5000);
        QString shown;
        historyText(history, shown);
        QVERIFY2(!holdsValue(shown.toUtf8()), qPrintable(shown));
        // and the request log shows the Secret's list without its values.
        bool loggedSecrets = false;
        quint64 sequence = 0;
        for (const RequestRecord &record : requests->takeSince(&sequence)) {
            loggedSecrets |=
                record.url.contains(QStringLiteral("/secrets")) && !record.responseBody.isEmpty();
            const QByteArray lines =
                RequestLog::lines(record, RequestLog::Bodies).join(QLatin1Char('\n')).toUtf8();
            QVERIFY2(!holdsValue(lines), lines.constData());
        }
        QVERIFY(loggedSecrets);

        // Once "record secret values" is switched on for the cluster, a Secret made again is recorded as it
        // is;
        dock.secretValuesBox()->click();
        QVERIFY(session.journal()->keepsSecretValues());
        store.create(secretType(), secretJson(recordedPassword));
        QTRY_COMPARE_WITH_TIMEOUT(versions(), 4, 15000);
        // the export holds its value, says so in its first line, reads back whole and is owner-only;
        const QString kept = dir.filePath(QStringLiteral("kept.jsonl"));
        QCOMPARE(exportJournal(journal, kept), QString());
        const QByteArray keptBytes = fileBytes(kept);
        QVERIFY(holdsValue(keptBytes, {recordedPassword}));
        QVERIFY(!holdsValue(keptBytes));
        const QByteArray header = keptBytes.left(keptBytes.indexOf('\n'));
        QVERIFY2(header.startsWith(JournalFile::headerStart.toByteArray()) &&
                     header.contains("\"secretValues\":true"),
                 header.constData());
        QCOMPARE(QFileInfo(kept).permissions(), ownerOnly);
        QFile keptFile(kept);
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        const auto reread = JournalFile::read(&keptFile, kept);
        QVERIFY2(reread, qPrintable(reread.error().toString()));
        QCOMPARE(reread->size(), journal.size());
        // the History tab still shows no value;
        QTRY_COMPARE_WITH_TIMEOUT(history.model()->rowCount(), 4, 5000);
        QString shownAfter;
        historyText(history, shownAfter);
        QVERIFY2(!holdsValue(shownAfter.toUtf8(), {password, changedPassword, recordedPassword}),
                 qPrintable(shownAfter));
        // and switched off again, an export digests what was kept meanwhile.
        dock.secretValuesBox()->click();
        QVERIFY(!session.journal()->keepsSecretValues());
        const QString again = dir.filePath(QStringLiteral("again.jsonl"));
        QCOMPARE(exportJournal(journal, again), QString());
        const QByteArray againBytes = fileBytes(again);
        QVERIFY2(!holdsValue(againBytes, {password, changedPassword, recordedPassword}),
                 againBytes.constData());
        QVERIFY(!againBytes.startsWith(JournalFile::headerStart.toByteArray()));

        dock.setSession(nullptr);
        QVERIFY(!dock.secretValuesBox()->isEnabled());
        session.release(informer);
    }
};

QTEST_MAIN(tst_WindowSecrets)
#include "tst_windowsecrets.moc"
