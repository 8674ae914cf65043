// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Reading a journal file back to browse it offline: a file written from a real Journal shows each kind's table as
// it was at any moment; bad files fail naming the file and the line; big files are read from their newest part.
#include "journalobjects.h"

#include "journal/journalfile.h"
#include "journal/journalreader.h"
#include "models/pastrows.h"
#include "models/resourcetablemodel.h"
#include "printers/printer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;
using namespace journaltest;
using Type = JournalEntry::Type;

namespace {

const GroupVersionResource deployments{QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("deployments")};

Object deployment(const QString &name, const QString &uid, int resourceVersion, int replicas)
{
    QJsonObject json{{QStringLiteral("apiVersion"), QStringLiteral("apps/v1")},
                     {QStringLiteral("kind"), QStringLiteral("Deployment")},
                     {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name},
                                                              {QStringLiteral("namespace"), QStringLiteral("shop")},
                                                              {QStringLiteral("uid"), uid},
                                                              {QStringLiteral("resourceVersion"), QString::number(resourceVersion)}}},
                     {QStringLiteral("spec"), QJsonObject{{QStringLiteral("replicas"), replicas}}}};
    return Object::fromJson(QJsonDocument(json).toJson(QJsonDocument::Compact)).value();
}

// What qkube's File → Export writes: a live journal's entries. Pods a and b come, a goes; a deployment scales.
Journal &recorded(Journal &journal)
{
    journal.record(entry(1000, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("a"), QStringLiteral("ua"), 1)));
    journal.record({1500, cluster, deployments, Type::Added, deployment(QStringLiteral("web"), QStringLiteral("ud"), 2, 1)});
    journal.record(entry(2000, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("b"), QStringLiteral("ub"), 3)));
    journal.record(entry(3000, Type::Modified, pod(QStringLiteral("shop"), QStringLiteral("a"), QStringLiteral("ua"), 4, QStringLiteral("Running"))));
    journal.record({3500, cluster, deployments, Type::Modified, deployment(QStringLiteral("web"), QStringLiteral("ud"), 5, 3)});
    journal.record(entry(4000, Type::Deleted, pod(QStringLiteral("shop"), QStringLiteral("a"), QStringLiteral("ua"), 6, QStringLiteral("Running"))));
    return journal;
}

QByteArray lineOf(qint64 timeMs, const QString &name, int resourceVersion)
{
    return JournalFile::line(entry(timeMs, Type::Added, pod(QStringLiteral("shop"), name, QStringLiteral("u") + name, resourceVersion)));
}

// A past table as the window shows it: each row's name and the cell of column `header`.
QStringList table(const Journal &journal, const GroupVersionResource &gvr, qint64 timeMs, const QString &header)
{
    const std::shared_ptr<const Printer> printer = Printers::forResource(gvr.group, gvr.resource);
    const auto rows = PastRows::at(journal, cluster, gvr, timeMs, printer);
    if (!rows)
        return {rows.error().message()};
    ResourceTableModel model;
    model.setColumns(RowFeed(printer).columns(), true);
    model.applyBatch(rows.value());
    int column = 0;
    while (column < model.columnCount() && model.headerData(column, Qt::Horizontal).toString() != header)
        ++column;
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts.append(model.index(row, model.nameColumn()).data().toString() + QLatin1Char('=') + model.index(row, column).data().toString());
    texts.sort();
    return texts;
}

} // namespace

class tst_JournalReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            return {};
        return path;
    }

private Q_SLOTS:
    void anExportedJournalShowsEachKindAsItWas()
    {
        Journal live;
        const QString path = m_dir.filePath(QStringLiteral("export.jsonl"));
        QVERIFY(!JournalFile::save(path, recorded(live).entries(), nullptr));

        const auto recording = JournalReader::read(path);
        QVERIFY2(recording.ok(), qPrintable(recording.error().toString()));
        QCOMPARE(recording->path, path);
        QCOMPARE(recording->journal->size(), 6);
        QCOMPARE(recording->lines, 6);
        QCOMPARE(recording->skippedBytes, 0);
        QVERIFY(!recording->lineCapReached);
        QCOMPARE(recording->journal->firstTimeMs(), 1000);
        QCOMPARE(recording->journal->lastTimeMs(), 4000);
        // Sorted by cluster, group, resource: the core group first.
        QCOMPARE(recording->kinds.size(), 2);
        QCOMPARE(recording->kinds.at(0).gvr, pods);
        QCOMPARE(recording->kinds.at(0).changes, 4);
        QVERIFY(recording->kinds.at(0).namespaced);
        QCOMPARE(recording->kinds.at(1).gvr, deployments);
        QCOMPARE(recording->kinds.at(1).changes, 2);

        // Two moments: the rows as the pods' and the deployment's printers show them then.
        QCOMPARE(table(*recording->journal, pods, 2500, QStringLiteral("STATUS")), (QStringList{"a=Pending", "b=Pending"}));
        QCOMPARE(table(*recording->journal, pods, 3200, QStringLiteral("STATUS")), (QStringList{"a=Running", "b=Pending"}));
        QCOMPARE(table(*recording->journal, pods, 4000, QStringLiteral("STATUS")), (QStringList{"b=Pending"}));
        QCOMPARE(table(*recording->journal, deployments, 2000, QStringLiteral("READY")), (QStringList{"web=0/1"}));
        QCOMPARE(table(*recording->journal, deployments, 3600, QStringLiteral("READY")), (QStringList{"web=0/3"}));
        // The History tab's source: every version of an object, the deleted one too.
        QCOMPARE(recording->journal->versionsOf(cluster, pods, "shop", "a").size(), 3);
    }

    void badFileNamesTheLine_data()
    {
        const QByteArray good = lineOf(1000, QStringLiteral("a"), 1);
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("garbage line") << good + "\n" + lineOf(2000, QStringLiteral("b"), 2) + "<html>oops</html>\n" + good
                                      << QStringLiteral("line 4: not JSON");
        QTest::newRow("truncated last line") << good + lineOf(2000, QStringLiteral("b"), 2) + lineOf(3000, QStringLiteral("c"), 3).left(80)
                                             << QStringLiteral("line 3: cut short (the file ends inside it)");
        QTest::newRow("newer format") << good + QByteArray(good).replace("\"format\":1", "\"format\":2")
                                      << QStringLiteral("line 2: journal format 2 is not one this qkube reads (format 1)");
        QTest::newRow("not a journal") << QByteArray("{\"apiVersion\":\"v1\",\"kind\":\"Pod\"}\n")
                                       << QStringLiteral("line 1: \"time\" is not an RFC 3339 time");
        QTest::newRow("empty") << QByteArray("\n\n") << QStringLiteral("no change in it: not a journal, or an empty one");
    }
    void badFileNamesTheLine()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString path = write(QStringLiteral("bad.jsonl"), content);
        const auto recording = JournalReader::read(path);
        QVERIFY(!recording.ok());
        QCOMPARE(recording.error().where(), path);
        QVERIFY2(recording.error().message().startsWith(message), qPrintable(recording.error().message()));
    }

    void aFileWithoutFormatIsFormatOne()
    {
        QByteArray line = lineOf(1000, QStringLiteral("a"), 1);
        QVERIFY(line.contains("\"format\":1,"));
        const auto recording = JournalReader::read(write(QStringLiteral("old.jsonl"), line.replace("\"format\":1,", "")));
        QVERIFY2(recording.ok(), qPrintable(recording.error().toString()));
        QCOMPARE(recording->journal->size(), 1);
    }

    void missingFileIsAClearError()
    {
        const auto recording = JournalReader::read(m_dir.filePath(QStringLiteral("none.jsonl")));
        QVERIFY(!recording.ok());
        QVERIFY(recording.error().message().startsWith(QLatin1String("cannot open the journal")));
        QCOMPARE(recording.error().where(), m_dir.filePath(QStringLiteral("none.jsonl")));
    }

    void aFileLargerThanTheLimitKeepsItsNewestPart()
    {
        QByteArray content;
        for (int i = 0; i < 10; ++i)
            content += lineOf(1000 * (i + 1), QStringLiteral("p%1").arg(i), i + 1);
        const qint64 lineBytes = lineOf(1000, QStringLiteral("p0"), 1).size(); // all the same length
        const QString path = write(QStringLiteral("big.jsonl"), content);
        // Three and a half lines' worth: the half line is skipped, the last three are read.
        const auto recording = JournalReader::read(path, lineBytes * 7 / 2);
        QVERIFY2(recording.ok(), qPrintable(recording.error().toString()));
        QCOMPARE(recording->fileBytes, content.size());
        QCOMPARE(recording->skippedBytes, lineBytes * 7);
        QCOMPARE(recording->skippedLines, 7);
        QCOMPARE(recording->lines, 3);
        QCOMPARE(recording->journal->firstTimeMs(), 8000);
        QCOMPARE(recording->journal->lastTimeMs(), 10000);
        QVERIFY(recording->journal->bytes() <= recording->journal->byteLimit());

        // A bad line in the part read is named by its line in the whole file.
        content.replace(lineOf(9000, QStringLiteral("p8"), 9), "garbage\n");
        const auto bad = JournalReader::read(write(QStringLiteral("bigbad.jsonl"), content), lineBytes * 7 / 2);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().message().startsWith(QLatin1String("line 9: not JSON")), qPrintable(bad.error().message()));
    }

    void theLineCapStopsTheRead()
    {
        QByteArray content;
        for (int i = 0; i < 5; ++i)
            content += lineOf(1000 * (i + 1), QStringLiteral("p%1").arg(i), i + 1);
        const auto recording = JournalReader::read(write(QStringLiteral("many.jsonl"), content), Journal::defaultByteLimit, 3);
        QVERIFY2(recording.ok(), qPrintable(recording.error().toString()));
        QCOMPARE(recording->lines, 3);
        QVERIFY(recording->lineCapReached);
        QCOMPARE(recording->journal->size(), 3);
    }
};

QTEST_MAIN(tst_JournalReader)
#include "tst_journalreader.moc"
