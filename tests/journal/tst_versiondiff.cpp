// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The History tab's side-by-side diff: both texts whole, row by row, changes paired and aligned, the noise of
// every write (managedFields, resourceVersion) hidden.
#include "journal/versiondiff.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace kube;
using Row = VersionDiff::Row;
using Kind = Row::Kind;

namespace {
// Rows as "kind leftLine:left | rightLine:right".
QStringList described(const QList<Row> &rows)
{
    static const char *const kinds[] = {"same", "changed", "removed", "added"};
    QStringList texts;
    for (const Row &row : rows)
        texts.append(QStringLiteral("%1 %2:%3 | %4:%5").arg(QLatin1String(kinds[int(row.kind)])).arg(row.leftLine).arg(row.left).arg(row.rightLine).arg(row.right));
    return texts;
}
} // namespace

class tst_VersionDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void linesArePairedAndAligned_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QStringList>("rows");
        QTest::newRow("equal") << "a\nb\n" << "a\nb\n" << QStringList{"same 1:a | 1:a", "same 2:b | 2:b"};
        QTest::newRow("one changed") << "a\nb\nc\n" << "a\nB\nc\n" << QStringList{"same 1:a | 1:a", "changed 2:b | 2:B", "same 3:c | 3:c"};
        QTest::newRow("added, the left padded") << "a\nc\n" << "a\nb\nc\n" << QStringList{"same 1:a | 1:a", "added 0: | 2:b", "same 2:c | 3:c"};
        QTest::newRow("removed, the right padded") << "a\nb\nc\n" << "a\nc\n" << QStringList{"same 1:a | 1:a", "removed 2:b | 0:", "same 3:c | 2:c"};
        QTest::newRow("two replaced by three") << "a\nb\nc\nz\n" << "a\nB\nC\nD\nz\n"
                                               << QStringList{"same 1:a | 1:a", "changed 2:b | 2:B", "changed 3:c | 3:C", "added 0: | 4:D", "same 4:z | 5:z"};
        // Far apart: unchanged lines between the hunks and after the last are all there, in step.
        QTest::newRow("two hunks") << "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n" << "1\nX\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n"
                                   << QStringList{"same 1:1 | 1:1", "changed 2:2 | 2:X", "same 3:3 | 3:3", "same 4:4 | 4:4", "same 5:5 | 5:5", "same 6:6 | 6:6",
                                                  "same 7:7 | 7:7", "same 8:8 | 8:8", "same 9:9 | 9:9", "same 10:10 | 10:10", "same 11:11 | 11:11",
                                                  "same 12:12 | 12:12", "added 0: | 13:13"};
        QTest::newRow("from nothing") << "" << "a\n" << QStringList{"added 0: | 1:a"};
        // A removed line that looks like a label ("--- x" once prefixed) is a line like any other.
        QTest::newRow("label-like line") << "-- x\nb\n" << "b\n" << QStringList{"removed 1:-- x | 0:", "same 2:b | 1:b"};
    }
    void linesArePairedAndAligned()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QStringList, rows);
        QCOMPARE(described(VersionDiff::sideBySide(from, to)), rows);
    }

    void noiseIsHidden()
    {
        const auto object = [](int resourceVersion, int replicas) {
            QJsonObject json{{"apiVersion", "apps/v1"},
                             {"kind", "Deployment"},
                             {"metadata", QJsonObject{{"name", "web"}, {"resourceVersion", QString::number(resourceVersion)},
                                                      {"managedFields", QJsonArray{QJsonObject{{"manager", QStringLiteral("m%1").arg(resourceVersion)}}}}}},
                             {"spec", QJsonObject{{"replicas", replicas}}}};
            return Object::fromJson(QJsonDocument(json).toJson(QJsonDocument::Compact)).value();
        };
        const QList<Row> rows = VersionDiff::sideBySide(object(1, 1), object(2, 3));
        QStringList changed;
        for (const Row &row : rows) {
            QVERIFY(!row.left.contains(QLatin1String("manager")) && !row.left.contains(QLatin1String("resourceVersion")));
            if (row.kind != Kind::Same)
                changed.append(row.left.trimmed() + QLatin1String(" -> ") + row.right.trimmed());
        }
        QCOMPARE(changed, QStringList{"replicas: 1 -> replicas: 3"});
    }
};

QTEST_MAIN(tst_VersionDiff)
#include "tst_versiondiff.moc"
