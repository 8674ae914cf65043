// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Unified line diffs, as the YAML editor shows what changed on the server.
#include "core/linediff.h"

#include <QTest>

using namespace kube;

class tst_LineDiff : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unifiedDiffs_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("diff");
        QTest::newRow("equal texts: no diff") << "a\nb\n"
                                              << "a\nb\n"
                                              << "";
        QTest::newRow("one changed line with its context")
            << "1\n2\n3\n4\n5\n6\n7\n8\n"
            << "1\n2\n3\n4\nfive\n6\n7\n8\n"
            << "--- old\n+++ new\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n";
        QTest::newRow("far apart changes: two hunks")
            << "a\n1\n2\n3\n4\n5\n6\n7\n8\nb\n"
            << "A\n1\n2\n3\n4\n5\n6\n7\n8\nB\n"
            << "--- old\n+++ new\n@@ -1,4 +1,4 @@\n-a\n+A\n 1\n 2\n 3\n@@ -7,4 +7,4 @@\n 6\n 7\n 8\n-b\n+B\n";
        QTest::newRow("insertion into an empty text") << ""
                                                      << "x\n"
                                                      << "--- old\n+++ new\n@@ -0,0 +1,1 @@\n+x\n";
        QTest::newRow("lines moved: the shortest script")
            << "a\nb\nc\n"
            << "b\nc\na\n"
            << "--- old\n+++ new\n@@ -1,3 +1,3 @@\n-a\n b\n c\n+a\n";
    }
    void unifiedDiffs()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, diff);
        QCOMPARE(LineDiff::unified(from, to, QStringLiteral("old"), QStringLiteral("new")), diff);
    }

    void diffsPastTheEditLimitShowTheMiddleReplacedWhole()
    {
        QStringList from, to;
        for (int i = 0; i < LineDiff::maxEditDistance; ++i) {
            from.append(QStringLiteral("old %1").arg(i));
            to.append(QStringLiteral("new %1").arg(i));
        }
        const QString diff = LineDiff::unified(
            QStringLiteral("head\n") + from.join(QLatin1Char('\n')) + QStringLiteral("\ntail\n"),
            QStringLiteral("head\n") + to.join(QLatin1Char('\n')) + QStringLiteral("\ntail\n"),
            QStringLiteral("a"), QStringLiteral("b"));
        QVERIFY(diff.startsWith(QStringLiteral("--- a\n+++ b\n@@ -1,%1 +1,%1 @@\n head\n-old 0\n")
                                    .arg(LineDiff::maxEditDistance + 2)));
        QCOMPARE(diff.count(QStringLiteral("\n-old ")), LineDiff::maxEditDistance);
        QCOMPARE(diff.count(QStringLiteral("\n+new ")), LineDiff::maxEditDistance);
    }
};

QTEST_GUILESS_MAIN(tst_LineDiff)
#include "tst_linediff.moc"
