// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "columnlayout.h"

#include <QTest>

Q_DECLARE_METATYPE(QList<ColumnSpec>)

// How the table shares the viewport between its columns: what a user sees as "NAME cut while STATUS has
// room", "columns squeezed", "columns that do not grow back".
class tst_ColumnLayout : public QObject
{
    Q_OBJECT

    static ColumnSpec fitted(int content, int floor = 60) { return {content, floor, -1, false}; }
    static ColumnSpec stretching(int content, int floor) { return {content, floor, -1, true}; }
    static ColumnSpec userSized(int width) { return {100, 60, width, false}; }

private Q_SLOTS:
    void fit_data()
    {
        QTest::addColumn<QList<ColumnSpec>>("columns");
        QTest::addColumn<int>("available");
        QTest::addColumn<QList<int>>("widths");
        // NAMESPACE, NAME, READY, STATUS, AGE
        QTest::newRow("short columns fit their content and NAME takes the rest")
            << QList<ColumnSpec>{fitted(110), stretching(300, 200), fitted(60), fitted(130), fitted(50)}
            << 1000 << QList<int>{110, 650, 60, 130, 50};
        QTest::newRow("spare width grows NAME back when the viewport grows")
            << QList<ColumnSpec>{fitted(110), stretching(300, 200), fitted(60), fitted(130), fitted(50)}
            << 1600 << QList<int>{110, 1250, 60, 130, 50};
        QTest::newRow("too narrow: the widest short column gives way before NAME goes below its floor")
            << QList<ColumnSpec>{fitted(300, 100), stretching(300, 200), fitted(60), fitted(130, 90),
                                 fitted(50)}
            << 600 << QList<int>{160, 200, 60, 130, 50};
        QTest::newRow("wide columns shrink together, each down to its floor at most")
            << QList<ColumnSpec>{fitted(300, 100), stretching(300, 200), fitted(280, 90), fitted(50)} << 600
            << QList<int>{175, 200, 175, 50};
        QTest::newRow("a width the user set is kept, also when space is short")
            << QList<ColumnSpec>{userSized(250), stretching(300, 200), fitted(130, 90)} << 500
            << QList<int>{250, 200, 90};
        QTest::newRow("nothing left to squeeze: NAME keeps its floor and the table scrolls sideways")
            << QList<ColumnSpec>{fitted(100, 100), stretching(300, 200), fitted(100, 100)} << 300
            << QList<int>{100, 200, 100};
        QTest::newRow("NAME and MESSAGE share the spare width by what they hold")
            << QList<ColumnSpec>{fitted(100), stretching(200, 150), stretching(600, 200)} << 900
            << QList<int>{100, 200, 600};
        QTest::newRow("a NAME the user sized does not stretch; MESSAGE takes the rest")
            << QList<ColumnSpec>{{100, 60, 300, true}, stretching(600, 200)} << 1000 << QList<int>{300, 700};
    }

    void fit()
    {
        QFETCH(QList<ColumnSpec>, columns);
        QFETCH(int, available);
        QFETCH(QList<int>, widths);
        QCOMPARE(ColumnLayout::fit(columns, available), widths);
    }
};

QTEST_GUILESS_MAIN(tst_ColumnLayout)
#include "tst_columnlayout.moc"
