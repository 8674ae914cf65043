// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Exporting part of a journal: a span of time, one kind, one object's history; the file holds exactly those
// entries, in the format the offline reader opens.
#include "journalobjects.h"

#include "journal/journalfile.h"
#include "journal/journalreader.h"
#include "journal/journalselection.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kube;
using namespace journaltest;
using Type = JournalEntry::Type;

Q_DECLARE_METATYPE(kube::JournalSelection)

namespace {
const GroupVersionResource configMaps{{}, QStringLiteral("v1"), QStringLiteral("configmaps")};

Object configMap(const QString &name, int resourceVersion)
{
    QJsonObject json{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                     {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                     {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name},
                                                              {QStringLiteral("namespace"), QStringLiteral("shop")},
                                                              {QStringLiteral("uid"), QStringLiteral("u-") + name},
                                                              {QStringLiteral("resourceVersion"), QString::number(resourceVersion)}}}};
    return Object::fromJson(QJsonDocument(json).toJson(QJsonDocument::Compact)).value();
}

// Each entry as "time resourceVersion": what tells them apart.
QStringList described(const QList<JournalEntry> &entries)
{
    QStringList texts;
    for (const JournalEntry &entry : entries)
        texts.append(QStringLiteral("%1 %2").arg(entry.timeMs).arg(QString::fromUtf8(entry.object.resourceVersion())));
    return texts;
}
} // namespace

class tst_JournalSelection : public QObject
{
    Q_OBJECT

    Journal m_journal;
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        m_journal.record(entry(1000, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("u-web"), 1)));
        m_journal.record({1500, cluster, configMaps, Type::Added, configMap(QStringLiteral("settings"), 2)});
        m_journal.record(entry(2000, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("db"), QStringLiteral("u-db"), 3)));
        m_journal.record(entry(3000, Type::Modified, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("u-web"), 4, QStringLiteral("Running"))));
        m_journal.record({3500, cluster, configMaps, Type::Modified, configMap(QStringLiteral("settings"), 5)});
        m_journal.record(entry(4000, Type::Deleted, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("u-web"), 6, QStringLiteral("Running"))));
        // In another cluster, of the same kind and name: not this cluster's object.
        m_journal.record({4500, QStringLiteral("other"), pods, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("web"), QStringLiteral("u-web2"), 7)});
    }

    void theFileHoldsExactlyTheSelection_data()
    {
        QTest::addColumn<JournalSelection>("selection");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("all") << JournalSelection() << QStringList{"1000 000000001", "1500 2", "2000 000000003", "3000 000000004", "3500 5", "4000 000000006", "4500 000000007"};
        QTest::newRow("span, ends included") << JournalSelection::span(1500, 3000) << QStringList{"1500 2", "2000 000000003", "3000 000000004"};
        QTest::newRow("span dragged right to left") << JournalSelection::span(3600, 3400) << QStringList{"3500 5"};
        QTest::newRow("kind") << JournalSelection::kind(cluster, configMaps) << QStringList{"1500 2", "3500 5"};
        QTest::newRow("kind in one cluster") << JournalSelection::kind(cluster, pods)
                                             << QStringList{"1000 000000001", "2000 000000003", "3000 000000004", "4000 000000006"};
        QTest::newRow("object, deleted") << JournalSelection::object(cluster, pods, "shop", "web")
                                         << QStringList{"1000 000000001", "3000 000000004", "4000 000000006"};
    }
    void theFileHoldsExactlyTheSelection()
    {
        QFETCH(JournalSelection, selection);
        QFETCH(QStringList, expected);
        const QString path = m_dir.filePath(QStringLiteral("%1.jsonl").arg(QTest::currentDataTag()));
        const auto saved = selection.save(m_journal, path);
        QVERIFY2(saved.ok(), qPrintable(saved.error().toString()));
        QCOMPARE(saved.value(), expected.size());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto read = JournalFile::read(&file, path);
        QVERIFY2(read.ok(), qPrintable(read.error().toString()));
        QCOMPARE(described(read.value()), expected);
        // And the offline reader opens it.
        const auto recording = JournalReader::read(path);
        QVERIFY2(recording.ok(), qPrintable(recording.error().toString()));
        QCOMPARE(recording->journal->size(), expected.size());
    }

    void anEmptySelectionWritesNothing()
    {
        const QString path = m_dir.filePath(QStringLiteral("empty.jsonl"));
        const auto saved = JournalSelection::span(5000, 6000).save(m_journal, path);
        QVERIFY(!saved.ok());
        QCOMPARE(saved.error().where(), path);
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(tst_JournalSelection)
#include "tst_journalselection.moc"
