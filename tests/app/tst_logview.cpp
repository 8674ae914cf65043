// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "logview.h"

#include "models/logmodel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;

namespace {

LogLine line(const QByteArray &text, const QString &pod = QStringLiteral("web-1"),
             const QString &container = QStringLiteral("app"))
{
    LogLine l;
    l.text = text;
    l.pod = pod;
    l.container = container;
    l.timeNs = 1700000000000000000 + qint64(qHash(text)) % 1000000000;
    return l;
}

LogLines numbered(int from, int count)
{
    LogLines lines;
    for (int i = from; i < from + count; ++i)
        lines.append(line("line " + QByteArray::number(i)));
    return lines;
}

QString labelText(const LogView &view, const char *name)
{
    return view.findChild<QLabel *>(QLatin1String(name))->text();
}

QAction *action(const LogView &view, const char *name)
{
    return view.findChild<QAction *>(QLatin1String(name));
}

// Whether the image has a pixel near `color` inside `rect`.
bool hasColorNear(const QImage &image, const QRect &rect, const QColor &color)
{
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            if (std::abs(pixel.red() - color.red()) < 40 && std::abs(pixel.green() - color.green()) < 40 &&
                std::abs(pixel.blue() - color.blue()) < 40)
                return true;
        }
    return false;
}

} // namespace

class tst_LogView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("qkube-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_logview"));
        QSettings().clear();
    }

    void theLinesKeptAreTheUsersChoiceAndRemembered()
    {
        {
            LogView view;
            QCOMPARE(view.model()->capacity(), kube::LogModel::defaultCapacity);
            auto *kept = view.findChild<QComboBox *>(QStringLiteral("kept"));
            QVERIFY(kept);
            const int tenThousand = kept->findData(10'000);
            QVERIFY(tenThousand >= 0);
            kept->setCurrentIndex(tenThousand);
            Q_EMIT kept->activated(tenThousand);
            QCOMPARE(view.model()->capacity(), 10'000);
        }
        LogView next; // a view opened later keeps as many
        QCOMPARE(next.model()->capacity(), 10'000);
        QSettings().clear();
    }

    void batchesAppendAndTheBoundHolds()
    {
        LogView view;
        view.setCapacity(100);
        view.appendLines(numbered(0, 60));
        view.appendLines(numbered(60, 190));
        QCOMPARE(view.linesView()->model()->rowCount(), 100);
        QCOMPARE(view.linesView()->model()->index(0, 0).data().toString(), QStringLiteral("line 150"));
        QCOMPARE(labelText(view, "status"), QStringLiteral("100 lines"));
    }

    void searchNavigatesWithEnterAndShiftEnter()
    {
        LogView view;
        view.resize(800, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        LogLines lines = numbered(0, 500);
        lines[10].text = "ERROR one";
        lines[250].text = "error two";
        lines[490].text = "an Error three";
        view.appendLines(lines);
        view.linesView()->scrollToTop();
        auto *search = view.findChild<QLineEdit *>(QStringLiteral("search"));
        QTest::keyClicks(search, QStringLiteral("error"));
        QTRY_COMPARE(labelText(view, "matches"), QStringLiteral("1 of 3"));
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(labelText(view, "matches"), QStringLiteral("2 of 3"));
        QCOMPARE(view.model()->currentMatchRow(), 250);
        const QRect current = view.linesView()->visualRect(view.shownModel()->index(250, 0));
        QVERIFY(view.linesView()->viewport()->rect().intersects(current)); // scrolled to it
        QTest::keyClick(search, Qt::Key_Return);
        QTest::keyClick(search, Qt::Key_Return); // wraps
        QCOMPARE(labelText(view, "matches"), QStringLiteral("1 of 3"));
        QTest::keyClick(search, Qt::Key_Return, Qt::ShiftModifier); // back, wrapping
        QCOMPARE(labelText(view, "matches"), QStringLiteral("3 of 3"));
        QCOMPARE(view.model()->currentMatchRow(), 490);
        action(view, "onlyMatching")->trigger();
        QCOMPARE(view.linesView()->model()->rowCount(), 3);
        QTest::keyClick(search, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(search, QStringLiteral("nothing like it"));
        QTRY_COMPARE(labelText(view, "matches"), QStringLiteral("No matches"));
        QCOMPARE(view.linesView()->model()->rowCount(), 0);
    }

    void pauseCountsHeldLines()
    {
        LogView view;
        view.appendLines(numbered(0, 3));
        action(view, "pause")->trigger();
        view.appendLines(numbered(3, 4));
        view.appendLines(numbered(7, 1));
        QCOMPARE(view.linesView()->model()->rowCount(), 3);
        QCOMPARE(labelText(view, "held"), QStringLiteral("Paused: 5 new lines held"));
        QCOMPARE(action(view, "pause")->text(), QStringLiteral("Resume"));
        action(view, "pause")->trigger();
        QCOMPARE(view.linesView()->model()->rowCount(), 8);
        QCOMPARE(labelText(view, "held"), QString());
    }

    void optionChangesAskForANewStream_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<LogRequest>("expected");
        LogRequest base;
        base.container = QStringLiteral("app");
        LogRequest r = base;
        r.follow = false;
        QTest::newRow("follow off") << "follow" << r;
        r = base;
        r.previous = true;
        QTest::newRow("previous instance") << "previous" << r;
        r = base;
        r.container = QStringLiteral("setup");
        QTest::newRow("an init container") << "container:setup" << r;
        r = base;
        r.container.clear();
        QTest::newRow("all containers") << "container:" << r;
        r = base;
        r.sinceSeconds = 300;
        QTest::newRow("since 5 minutes") << "since:300" << r;
        r = base;
        r.sinceTime = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5));
        QTest::newRow("since a date-time") << "since:custom" << r;
        r = base;
        r.tailLines = -1;
        QTest::newRow("all lines") << "tail:-1" << r;
    }
    void optionChangesAskForANewStream()
    {
        QFETCH(QString, change);
        QFETCH(LogRequest, expected);
        LogView view;
        view.setContainers({{QStringLiteral("setup"), LogContainer::Kind::Init},
                            {QStringLiteral("app"), LogContainer::Kind::Regular}});
        LogRequest base;
        base.container = QStringLiteral("app");
        QSignalSpy requested(&view, &LogView::requestChanged);
        view.setRequest(base);
        QCOMPARE(requested.size(), 0); // the caller's own choice needs no signal
        view.appendLines(numbered(0, 5));
        const auto pick = [&view](const char *name, const QVariant &data) {
            auto *combo = view.findChild<QComboBox *>(QLatin1String(name));
            const int index = combo->findData(data);
            QVERIFY(index >= 0);
            combo->setCurrentIndex(index);
            Q_EMIT combo->activated(index);
        };
        const QString what = change.section(QLatin1Char(':'), 0, 0);
        const QString value = change.section(QLatin1Char(':'), 1);
        if (what == QLatin1String("follow") || what == QLatin1String("previous")) {
            action(view, qPrintable(what))->trigger();
        } else if (what == QLatin1String("container")) {
            pick("container", value);
        } else if (what == QLatin1String("tail")) {
            pick("tail", value.toInt());
        } else if (value == QLatin1String("custom")) {
            view.findChild<QDateTimeEdit *>(QStringLiteral("sinceTime"))->setDateTime(expected.sinceTime);
            pick("since", -1);
        } else {
            pick("since", value.toInt());
        }
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.first().first().value<LogRequest>(), expected);
        QCOMPARE(view.request(), expected);
        QCOMPARE(view.linesView()->model()->rowCount(), 0); // the new stream starts afresh
    }

    void thePickerListsInitAndEphemeralContainers()
    {
        LogView view;
        view.setContainers({{QStringLiteral("setup"), LogContainer::Kind::Init},
                            {QStringLiteral("app"), LogContainer::Kind::Regular},
                            {QStringLiteral("debugger"), LogContainer::Kind::Ephemeral}});
        auto *combo = view.findChild<QComboBox *>(QStringLiteral("container"));
        QStringList items;
        for (int i = 0; i < combo->count(); ++i)
            items << combo->itemText(i) + QLatin1Char('=') + combo->itemData(i).toString();
        QCOMPARE(items, QStringList({"All containers=", "setup (init)=setup", "app=app",
                                     "debugger (ephemeral)=debugger"}));
    }

    void errorsAreShownInPlace()
    {
        LogView view;
        view.show();
        const QString message =
            QStringLiteral("container \"app\" in pod \"x\" is waiting to start: ContainerCreating");
        view.showError(Error::status(400, Error::Reason::BadRequest, message));
        auto *error = view.findChild<QLabel *>(QStringLiteral("error"));
        QVERIFY(error->isVisible());
        QCOMPARE(error->text(), message);
        view.setStreamState(LogStreamState::Streaming);
        QVERIFY(!error->isVisible());
        QCOMPARE(labelText(view, "status"), QStringLiteral("Following · 0 lines"));
    }

    void followsTheEndOnlyWhileAtTheBottom()
    {
        LogView view;
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QScrollBar *bar = view.linesView()->verticalScrollBar();
        view.appendLines(numbered(0, 200));
        QTRY_VERIFY(bar->maximum() > 0);
        QCOMPARE(bar->value(), bar->maximum());
        view.appendLines(numbered(200, 50));
        QTRY_COMPARE(bar->value(), bar->maximum());
        bar->setValue(10); // the reader scrolls up
        view.appendLines(numbered(250, 50));
        QCoreApplication::processEvents();
        QCOMPARE(bar->value(), 10);
        action(view, "end")->trigger();
        QCOMPARE(bar->value(), bar->maximum());
    }

    void aReaderKeepsTheirPlaceWhenTheOldestLinesGo()
    {
        LogView view;
        view.setCapacity(300);
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.appendLines(numbered(0, 300));
        QTableView *lines = view.linesView();
        lines->scrollTo(view.shownModel()->index(150, 0), QAbstractItemView::PositionAtTop);
        QCOMPARE(lines->indexAt(QPoint(1, 1)).data().toString(), QStringLiteral("line 150"));
        view.appendLines(numbered(300, 40)); // drops lines 0-39
        QCoreApplication::processEvents();
        QCOMPARE(lines->indexAt(QPoint(1, 1)).data().toString(), QStringLiteral("line 150"));
    }

    void copyAndSaveWriteWhatIsShown()
    {
        LogView view;
        view.appendLines({line("one"), line("two", QStringLiteral("web-2")), line("three")});
        view.linesView()->selectionModel()->select(view.shownModel()->index(2, 0),
                                                   QItemSelectionModel::Select);
        view.linesView()->selectionModel()->select(view.shownModel()->index(0, 0),
                                                   QItemSelectionModel::Select);
        QCOMPARE(view.selectedText(), QStringLiteral("web-1/app one\nweb-1/app three"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("log.txt"));
        QSignalSpy saved(&view, &LogView::saved);
        view.saveLoaded(path);
        QTRY_COMPARE(saved.size(), 1);
        QCOMPARE(saved.first().at(1).toString(), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("web-1/app one\nweb-2/app two\nweb-1/app three\n"));
        view.saveLoaded(dir.filePath(QStringLiteral("no/such/dir/log.txt")));
        QTRY_COMPARE(saved.size(), 2);
        QVERIFY(saved.last().at(1).toString().startsWith(QStringLiteral("Could not save")));
    }

    void theFullLogIsAskedForWithoutTailOrFollow()
    {
        LogView view;
        LogRequest request;
        request.container = QStringLiteral("app");
        request.previous = true;
        request.sinceSeconds = 300;
        view.setRequest(request);
        QSignalSpy asked(&view, &LogView::fullLogRequested);
        view.requestFullLog(QStringLiteral("/tmp/x.log"));
        QCOMPARE(asked.size(), 1);
        const LogRequest full = asked.first().at(1).value<LogRequest>();
        QCOMPARE(full.container, QStringLiteral("app"));
        QVERIFY(full.previous);
        QVERIFY(!full.follow);
        QCOMPARE(full.tailLines, -1);
        QCOMPARE(full.sinceSeconds, 0);
    }

    void wrapMakesLongLinesTallerAndBack()
    {
        LogView view;
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.appendLines({line("short"), line(QByteArray(2000, 'w')), line(QByteArray(1 << 20, 'x'))});
        QTableView *lines = view.linesView();
        const int one = lines->rowHeight(0);
        QCOMPARE(lines->rowHeight(1), one);
        QVERIFY(lines->columnWidth(0) > lines->viewport()->width()); // scrolls sideways instead
        action(view, "wrap")->trigger();
        QCOMPARE(lines->rowHeight(0), one);
        QVERIFY(lines->rowHeight(1) > 10 * one);
        QVERIFY(lines->rowHeight(2) > lines->rowHeight(1)); // as far as the shown part goes
        QCOMPARE(lines->columnWidth(0), lines->viewport()->width());
        view.appendLines({line(QByteArray(2000, 'v'))});
        QCOMPARE(lines->rowHeight(3), lines->rowHeight(1)); // rows that arrive while wrapping wrap too
        action(view, "wrap")->trigger();
        QCOMPARE(lines->rowHeight(1), one);
        QCOMPARE(lines->rowHeight(3), one);
    }

    void ctrlPlusAndMinusChangeTheFont()
    {
        LogView view;
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.linesView()->setFocus();
        const int before = view.fontPointSize();
        QTest::keyClick(view.linesView(), Qt::Key_Plus, Qt::ControlModifier);
        QCOMPARE(view.fontPointSize(), before + 1);
        QTest::keyClick(view.linesView(), Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(view.linesView(), Qt::Key_Minus, Qt::ControlModifier);
        QCOMPARE(view.fontPointSize(), before - 1);
    }

    void drawsAnsiColoursPrefixesAndMarkers()
    {
        LogView view;
        view.resize(900, 260);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        LogLine restarted = line("OOMKilled", QStringLiteral("api-7f9c-2x"), QStringLiteral("server"));
        restarted.kind = LogLine::Kind::ContainerRestarted;
        restarted.exitCode = 137;
        LogLine reconnected = line(QByteArray(), QStringLiteral("api-7f9c-2x"), QStringLiteral("server"));
        reconnected.kind = LogLine::Kind::Reconnected;
        view.appendLines(
            {line("\x1b[32mINFO\x1b[0m server listening on :8080", QStringLiteral("api-7f9c-2x"),
                  QStringLiteral("server")),
             line("\x1b[1;31mERROR\x1b[0m connection refused \x1b[38;5;208m(retrying)\x1b[0m",
                  QStringLiteral("api-7f9c-9k"), QStringLiteral("server")),
             line("\x1b[38;2;120;80;255mtruecolor\x1b[0m \x1b[4munderlined\x1b[24m \x1b[7minverse\x1b[0m",
                  QStringLiteral("api-7f9c-2x"), QStringLiteral("sidecar")),
             restarted, reconnected,
             line("\x1b[33mWARN\x1b[0m slow request GET /health 1200ms", QStringLiteral("api-7f9c-2x"),
                  QStringLiteral("server")),
             line(QByteArray(1 << 20, 'x'), QStringLiteral("api-7f9c-9k"),
                  QStringLiteral("server")), // a 1 MB line
             line(QByteArray("\x00\x01\xff\xfe\x1b]0;t\x07\x9b\x1b[999;999H binary", 28),
                  QStringLiteral("api-7f9c-9k"), QStringLiteral("server"))});
        action(view, "timestamps")->trigger();
        action(view, "utc")->trigger();
        auto *search = view.findChild<QLineEdit *>(QStringLiteral("search"));
        search->setText(QStringLiteral("request"));
        QTest::keyClick(search, Qt::Key_Return);
        view.linesView()->scrollToTop();
        const QImage image = view.grab().toImage();
        if (const QByteArray path = qgetenv("QKUBE_LOGVIEW_SCREENSHOT"); !path.isEmpty())
            image.save(QString::fromLocal8Bit(path));
        const bool dark = view.palette().color(QPalette::Base).lightness() < 128;
        const auto rowRect = [&view](int row) {
            const QRect r = view.linesView()->visualRect(view.shownModel()->index(row, 0));
            return QRect(view.linesView()->viewport()->mapTo(&view, r.topLeft()), r.size())
                .intersected(view.rect());
        };
        QVERIFY(hasColorNear(image, rowRect(0), QColor(AnsiSgr::paletteColor(2, dark)))); // green INFO
        QVERIFY(hasColorNear(image, rowRect(1), QColor(AnsiSgr::paletteColor(1, dark)))); // red ERROR
        QVERIFY(
            hasColorNear(image, rowRect(1), QColor(AnsiSgr::paletteColor(208, dark)))); // 256-colour orange
        QVERIFY(hasColorNear(image, rowRect(2), QColor(120, 80, 255)));                 // 24-bit
        const int prefixColor = view.shownModel()->index(0, 0).data(LogModel::PrefixColorRole).toInt();
        QVERIFY(hasColorNear(image, rowRect(0), LogModel::sourceColor(prefixColor, dark)));
        QVERIFY(hasColorNear(image, rowRect(5), QColor(0xff, 0x96, 0x32))); // the current match
        QCOMPARE(view.shownModel()->index(3, 0).data(LogModel::MessageRole).value<SgrText>().text,
                 QStringLiteral("container restarted (exit code 137, OOMKilled)"));
    }
};

QTEST_MAIN(tst_LogView)
#include "tst_logview.moc"
