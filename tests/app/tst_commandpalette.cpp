// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The command palette in a translated window: an action is found by what it says and by its English name.
#include "commandpalette.h"
#include "fuzzypicker.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>

class tst_CommandPalette : public QObject
{
    Q_OBJECT

    // A window whose menu says 伸缩(&S)… and 删除(&D)…, as the zh_CN window does, with the registry's
    // English.
    struct ChineseWindow
    {
        QMainWindow window;
        QMenu *menu = window.menuBar()->addMenu(QStringLiteral("对象(&O)"));
        QAction *scale = menu->addAction(QStringLiteral("伸缩(&S)…"));
        QAction *remove = menu->addAction(QStringLiteral("删除(&D)…"));
        CommandPalette palette{&window};

        ChineseWindow()
        {
            scale->setProperty("sourceText", QStringLiteral("&Scale…"));
            remove->setProperty("sourceText", QStringLiteral("&Delete…"));
            window.resize(800, 600);
            window.show();
        }
        void open(const QString &typed)
        {
            CommandPalette::Sources sources;
            sources.menus = window.menuBar();
            palette.open(sources, typed);
        }
        QString firstRow() const { return palette.picker()->model()->index(0).data().toString(); }
    };

private Q_SLOTS:
    void anActionIsFoundByItsEnglishName()
    {
        ChineseWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        QSignalSpy scaled(w.scale, &QAction::triggered);
        w.open({});
        QTest::keyClicks(w.palette.picker()->input(), QStringLiteral("scale"));
        QCOMPARE(w.palette.picker()->model()->rowCount(), 1);
        QCOMPARE(w.firstRow(), QStringLiteral("伸缩…")); // shown as the window says it, without the mnemonic
        QTest::keyClick(w.palette.picker()->input(), Qt::Key_Return);
        QCOMPARE(scaled.count(), 1);
    }

    void anActionIsFoundByWhatItSays()
    {
        ChineseWindow w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        w.open(QStringLiteral("删除"));
        QCOMPARE(w.palette.picker()->model()->rowCount(), 1);
        QCOMPARE(w.firstRow(), QStringLiteral("删除…"));
    }

    // Actions the registry has not marked fall back to their text.
    void anActionWithoutSourceTextIsFoundByItsText()
    {
        ChineseWindow w;
        w.scale->setProperty("sourceText", QVariant());
        w.scale->setText(QStringLiteral("&Scale…"));
        w.open(QStringLiteral("scale"));
        QCOMPARE(w.palette.picker()->model()->rowCount(), 1);
        QCOMPARE(w.firstRow(), QStringLiteral("Scale…"));
    }
};

QTEST_MAIN(tst_CommandPalette)
#include "tst_commandpalette.moc"
