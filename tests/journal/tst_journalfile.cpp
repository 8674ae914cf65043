// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The journal as JSON lines: written, read back, and bad input refused with the line it is on.
#include "journalobjects.h"

#include "journal/journalfile.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;
using namespace journaltest;

class tst_JournalFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip()
    {
        const qint64 when = QDateTime(QDate(2026, 11, 23), QTime(21, 4, 5, 120), Qt::UTC).toMSecsSinceEpoch();
        // Pretty-printed JSON (line breaks between tokens, one escaped in a string) still makes one line.
        const Object pretty = Object::fromJson("{\n  \"apiVersion\": \"apps/v1\",\n  \"kind\": \"Deployment\",\n"
                                               "  \"metadata\": {\"name\": \"web\", \"namespace\": \"shop\", \"uid\": \"u-1\","
                                               " \"resourceVersion\": \"812\", \"annotations\": {\"note\": \"two\\nlines\"}}\n}")
                                  .value();
        const GroupVersionResource deployments{QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")};
        const QList<JournalEntry> written{
            {when, cluster, pods, JournalEntry::Type::Added, pod(QStringLiteral("ns"), QStringLiteral("a"), QStringLiteral("ua"), 1)},
            {when + 1, QStringLiteral("kind-dev"), deployments, JournalEntry::Type::Modified, pretty},
            {when + 2, cluster, pods, JournalEntry::Type::Deleted, pod(QStringLiteral("ns"), QStringLiteral("a"), QStringLiteral("ua"), 2)},
            {when + 3, cluster, pods, JournalEntry::Type::Replaced, pod(QStringLiteral("ns"), QStringLiteral("b"), QStringLiteral("ub"), 3)},
        };
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("journal.jsonl"));
        QVERIFY(!JournalFile::save(path, written, nullptr));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), written.size() + 1); // each line ends in '\n'
        const QJsonObject second = QJsonDocument::fromJson(lines.at(1)).object();
        QCOMPARE(second.value("time").toString(), QStringLiteral("2026-11-23T21:04:05.121Z"));
        QCOMPARE(second.value("cluster").toString(), QStringLiteral("kind-dev"));
        QCOMPARE(second.value("gvr").toString(), QStringLiteral("apps/v1/deployments"));
        QCOMPARE(second.value("type").toString(), QStringLiteral("MODIFIED"));
        QCOMPARE(second.value("namespace").toString(), QStringLiteral("shop"));
        QCOMPARE(second.value("name").toString(), QStringLiteral("web"));
        QCOMPARE(second.value("uid").toString(), QStringLiteral("u-1"));
        QCOMPARE(second.value("resourceVersion").toString(), QStringLiteral("812"));
        QCOMPARE(second.value("object").toObject(), pretty.toJsonObject());
        QCOMPARE(QJsonDocument::fromJson(lines.at(0)).object().value("gvr").toString(), QStringLiteral("v1/pods"));

        file.seek(0);
        const auto read = JournalFile::read(&file, path);
        QVERIFY2(read.ok(), qPrintable(read.error().message()));
        QCOMPARE(read->size(), written.size());
        for (qsizetype i = 0; i < written.size(); ++i) {
            QCOMPARE(read->at(i).timeMs, written.at(i).timeMs);
            QCOMPARE(read->at(i).cluster, written.at(i).cluster);
            QCOMPARE(read->at(i).gvr, written.at(i).gvr);
            QCOMPARE(read->at(i).type, written.at(i).type);
            QCOMPARE(read->at(i).object.toJsonObject(), written.at(i).object.toJsonObject());
        }

        Journal journal;
        const auto loaded = JournalFile::load(path, journal);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.value(), written.size());
        QCOMPARE(journal.versionsOf("ua").size(), 2);
        QCOMPARE(journal.versionsOf(QStringLiteral("kind-dev"), deployments, "shop", "web").size(), 1);
    }

    void badLineNamesItsNumber_data()
    {
        const QByteArray good = JournalFile::line({1000, cluster, pods, JournalEntry::Type::Added, pod(QStringLiteral("ns"), QStringLiteral("a"), QStringLiteral("ua"), 1)});
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON") << good + "\n" + "{\"time\": oops}\n" << QStringLiteral("line 3: not JSON");
        QTest::newRow("not an object") << good + "[1,2]\n" << QStringLiteral("line 2: not a JSON object");
        QTest::newRow("bad time") << good + QByteArray(good).replace("1970-01-01T00:00:01.000Z", "yesterday") << QStringLiteral("line 2: \"time\" is not an RFC 3339 time: \"yesterday\"");
        QTest::newRow("bad type") << QByteArray(good).replace("\"ADDED\"", "\"CHANGED\"") << QStringLiteral("line 1: \"type\" is not ADDED, MODIFIED, DELETED or REPLACED: \"CHANGED\"");
        QTest::newRow("bad gvr") << QByteArray(good).replace("\"v1/pods\"", "\"pods\"") << QStringLiteral("line 1: \"gvr\" is not group/version/resource or version/resource: \"pods\"");
        QTest::newRow("no object") << QByteArray(good).replace("\"object\":", "\"objet\":") << QStringLiteral("line 1: \"object\" is missing or not a JSON object");
        QTest::newRow("object without a name") << QByteArray("{\"time\":\"2026-11-23T21:04:05Z\",\"gvr\":\"v1/pods\",\"type\":\"ADDED\",\"object\":{\"kind\":\"Pod\"}}\n")
                                               << QStringLiteral("line 1: \"object\" has no metadata.name");
    }
    void badLineNamesItsNumber()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QBuffer buffer(&content);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        const auto read = JournalFile::read(&buffer, QStringLiteral("rec.jsonl"));
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind(), Error::Kind::Decode);
        QVERIFY2(read.error().message().startsWith(message), qPrintable(read.error().message()));
        QCOMPARE(read.error().where(), QStringLiteral("rec.jsonl"));
    }

    void overLongLineIsRefused()
    {
        const QByteArray good = JournalFile::line({1000, cluster, pods, JournalEntry::Type::Added, pod(QStringLiteral("ns"), QStringLiteral("a"), QStringLiteral("ua"), 1)});
        QByteArray content = good + good + QByteArray(JournalFile::maxLineBytes + 10, 'x') + "\n" + good;
        QBuffer buffer(&content);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        const auto read = JournalFile::read(&buffer, QStringLiteral("big.jsonl"));
        QVERIFY(!read.ok());
        QCOMPARE(read.error().message(), QStringLiteral("line 3: longer than %1 bytes").arg(JournalFile::maxLineBytes));
    }

    void missingFileIsAClearError()
    {
        Journal journal;
        const auto loaded = JournalFile::load(QStringLiteral("/nonexistent/journal.jsonl"), journal);
        QVERIFY(!loaded.ok());
        QCOMPARE(loaded.error().where(), QStringLiteral("/nonexistent/journal.jsonl"));
        QVERIFY(loaded.error().message().startsWith(QLatin1String("cannot open the journal")));
    }

    void blankLinesAreSkipped()
    {
        const QByteArray good = JournalFile::line({1000, cluster, pods, JournalEntry::Type::Added, pod(QStringLiteral("ns"), QStringLiteral("a"), QStringLiteral("ua"), 1)});
        QByteArray content = "\n" + good + "\n  \n" + good.chopped(1); // and no '\n' after the last line
        QBuffer buffer(&content);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        const auto read = JournalFile::read(&buffer, QStringLiteral("f"));
        QVERIFY2(read.ok(), qPrintable(read.error().message()));
        QCOMPARE(read->size(), 2);
    }
};

QTEST_MAIN(tst_JournalFile)
#include "tst_journalfile.moc"
