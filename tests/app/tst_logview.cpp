// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "logview.h"

#include "models/logmodel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

#include <sys/stat.h>

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

QString firstShownLine(const LogView &view)
{
    return view.linesView()->indexAt(QPoint(1, 1)).data().toString();
}

// Whether the row is wholly in view from top to bottom (a long line goes on sideways).
bool rowInView(const QTableView *lines, const QModelIndex &row)
{
    const QRect rect = lines->visualRect(row);
    return rect.top() >= 0 && rect.bottom() <= lines->viewport()->rect().bottom();
}

// The last line wholly in view.
QString lastShownLine(const LogView &view)
{
    const QTableView *lines = view.linesView();
    QModelIndex last = lines->indexAt(QPoint(1, lines->viewport()->rect().bottom()));
    if (!last.isValid())
        last = view.shownModel()->index(view.shownModel()->rowCount() - 1, 0);
    if (!rowInView(lines, last))
        last = last.siblingAtRow(last.row() - 1);
    return last.data().toString();
}

bool showsLastLine(const LogView &view)
{
    const QAbstractItemModel *model = view.shownModel();
    const QModelIndex last = model->index(model->rowCount() - 1, 0);
    return last.isValid() && rowInView(view.linesView(), last);
}

// The button over the lines that counts the lines arrived below a reader scrolled up.
QToolButton *newLinesButton(const LogView &view)
{
    return view.findChild<QToolButton *>(QStringLiteral("newLines"));
}

bool newLinesShown(const LogView &view)
{
    const QToolButton *button = newLinesButton(view);
    return button && button->isVisible();
}

QString newLinesText(const LogView &view)
{
    const QToolButton *button = newLinesButton(view);
    return button ? button->text() : QString();
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
            auto *kept = view.findChild<QMenu *>(QStringLiteral("kept"));
            QVERIFY(kept);
            const QList<QAction *> choices = kept->actions();
            const auto tenThousand = std::find_if(
                choices.begin(), choices.end(), [](const QAction *a) { return a->data().toInt() == 10'000; });
            QVERIFY(tenThousand != choices.end());
            (*tenThousand)->trigger();
            QCOMPARE(view.model()->capacity(), 10'000);
            QVERIFY((*tenThousand)->isChecked());
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

    // --- following the end, as a terminal does ---

    void linesAppendedAtTheBottomKeepTheViewAtTheBottom()
    {
        // Given a shown view following its end
        LogView view;
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.appendLines(numbered(0, 200));
        QTRY_VERIFY(showsLastLine(view));
        // When batches arrive, one of them wider than the view (a horizontal scroll bar takes a row's height)
        view.appendLines(numbered(200, 50));
        LogLines wide = numbered(250, 10);
        wide[5].text = QByteArray(400, 'w');
        view.appendLines(wide);
        QTRY_VERIFY(view.linesView()->horizontalScrollBar()->isVisible());
        view.appendLines(numbered(260, 10));
        // Then the last line is in view, and nothing says lines were missed
        QTRY_VERIFY(showsLastLine(view));
        QCOMPARE(lastShownLine(view), QStringLiteral("line 269"));
        QVERIFY(!newLinesShown(view));
    }

    void afterScrollingUpArrivingLinesLeaveTheReaderWhereTheyAre()
    {
        // Given a following view the reader scrolls up in
        LogView view;
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.appendLines(numbered(0, 200));
        QTRY_VERIFY(showsLastLine(view));
        QScrollBar *bar = view.linesView()->verticalScrollBar();
        bar->triggerAction(QAbstractSlider::SliderPageStepSub);
        bar->triggerAction(QAbstractSlider::SliderPageStepSub);
        const QString read = firstShownLine(view);
        // When three lines arrive, in two batches
        view.appendLines(numbered(200, 2));
        view.appendLines(numbered(202, 1));
        QCoreApplication::processEvents();
        // Then the first line in view is the same, and a button counts what arrived below
        QCOMPARE(firstShownLine(view), read);
        QTRY_VERIFY(newLinesShown(view));
        QVERIFY2(newLinesText(view).startsWith(QStringLiteral("3 new lines")),
                 qPrintable(newLinesText(view)));
        view.appendLines(numbered(203, 1));
        QVERIFY(newLinesText(view).startsWith(QStringLiteral("4 new lines")));
        QCOMPARE(firstShownLine(view), read);
    }

    void theReaderFollowsAgainByTheButtonTheKeysOrScrollingDown_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("the new-lines button") << "button";
        QTest::newRow("End in the lines") << "end";
        QTest::newRow("Ctrl+End") << "ctrl+end";
        QTest::newRow("scrolling to the bottom by hand") << "scroll";
    }
    void theReaderFollowsAgainByTheButtonTheKeysOrScrollingDown()
    {
        QFETCH(QString, how);
        // Given a reader scrolled up while three lines arrived
        LogView view;
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.appendLines(numbered(0, 200));
        QTRY_VERIFY(showsLastLine(view));
        view.linesView()->setFocus();
        QScrollBar *bar = view.linesView()->verticalScrollBar();
        bar->triggerAction(QAbstractSlider::SliderPageStepSub);
        view.appendLines(numbered(200, 3));
        QTRY_VERIFY(newLinesShown(view));
        // When they ask for the end
        if (how == QLatin1String("button"))
            QTest::mouseClick(newLinesButton(view), Qt::LeftButton); // shown, so there
        else if (how == QLatin1String("end"))
            QTest::keyClick(view.linesView(), Qt::Key_End);
        else if (how == QLatin1String("ctrl+end"))
            QTest::keyClick(view.linesView(), Qt::Key_End, Qt::ControlModifier);
        else
            bar->triggerAction(QAbstractSlider::SliderToMaximum);
        // Then the last line shows, the button goes, and lines that arrive next follow
        QTRY_VERIFY(showsLastLine(view));
        QVERIFY(!newLinesShown(view));
        view.appendLines(numbered(203, 40));
        QTRY_VERIFY(showsLastLine(view));
        QCOMPARE(lastShownLine(view), QStringLiteral("line 242"));
        QVERIFY(!newLinesShown(view));
    }

    void aViewOpenedOnABacklogShowsItsLastLine_data()
    {
        QTest::addColumn<bool>("arrivesBeforeShown");
        QTest::addColumn<bool>("merged");
        QTest::newRow("one pod, lines before the view shows") << true << false;
        QTest::newRow("one pod, lines just after it shows") << false << false;
        QTest::newRow("several pods, lines before the view shows") << true << true;
        QTest::newRow("several pods, lines just after it shows") << false << true;
    }
    void aViewOpenedOnABacklogShowsItsLastLine()
    {
        QFETCH(bool, arrivesBeforeShown);
        QFETCH(bool, merged);
        // A backlog of 5000 lines in batches as a feed brings them, the event loop turning in between;
        // merged: three pods' streams interleaved, whose "pod/container" prefixes widen every line once the
        // second pod speaks, past the view's width.
        QList<LogLines> batches;
        for (int from = 0; from < 5000; from += 500) {
            LogLines batch = numbered(from, 500);
            if (merged)
                for (int i = 0; i < batch.size(); ++i) {
                    batch[i].pod = QStringLiteral("checkout-7f9c6d5b8-%1").arg(QChar(u'a' + (from + i) % 3));
                    batch[i].text.prepend(
                        "GET /api/v1/carts/4711/items?expand=prices,stock 200 OK in 12 ms: ");
                }
            batches.append(batch);
        }
        LogView view;
        view.resize(600, 300);
        const auto feed = [&] {
            for (const LogLines &batch : std::as_const(batches)) {
                view.appendLines(batch);
                QCoreApplication::processEvents();
            }
        };
        if (arrivesBeforeShown)
            feed();
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        if (!arrivesBeforeShown)
            feed();
        QTRY_VERIFY(showsLastLine(view));
        QVERIFY(lastShownLine(view).endsWith(QStringLiteral("line 4999")));
        // and keeps following
        view.appendLines(numbered(5000, 5));
        QTRY_VERIFY(lastShownLine(view).endsWith(QStringLiteral("line 5004")));
        QVERIFY(!newLinesShown(view));
    }

    void aMergedFeedLeavesAReaderWhereTheyAre()
    {
        LogView view;
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        LogLines first = numbered(0, 300);
        view.appendLines(first);
        QTRY_VERIFY(showsLastLine(view));
        view.linesView()->verticalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepSub);
        const QString read = firstShownLine(view);
        // a second pod joins: every line gets a prefix, and the lines widen
        LogLines joined = numbered(300, 3);
        for (LogLine &l : joined)
            l.pod = QStringLiteral("web-2-with-a-long-generated-name");
        view.appendLines(joined);
        QCoreApplication::processEvents();
        QVERIFY(firstShownLine(view).endsWith(read));
        QVERIFY(newLinesText(view).startsWith(QStringLiteral("3 new lines")));
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
        QCOMPARE(firstShownLine(view), QStringLiteral("line 150"));
        // the reader clicked a line that the bound drops next: it must not pull the view to where it was
        lines->setCurrentIndex(view.shownModel()->index(10, 0));
        lines->scrollTo(view.shownModel()->index(150, 0), QAbstractItemView::PositionAtTop);
        view.appendLines(numbered(300, 40)); // drops lines 0-39
        QCoreApplication::processEvents();
        QCOMPARE(firstShownLine(view), QStringLiteral("line 150"));
        view.appendLines(numbered(340, 40)); // and 40-79, all lines now arriving below
        QCoreApplication::processEvents();
        QCOMPARE(firstShownLine(view), QStringLiteral("line 150"));
        QVERIFY(newLinesText(view).startsWith(QStringLiteral("80 new lines")));
    }

    void aNewStreamStartsAtItsEnd()
    {
        LogView view;
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.appendLines(numbered(0, 300));
        view.linesView()->scrollToTop();
        view.appendLines(numbered(300, 3));
        QTRY_VERIFY(newLinesShown(view));
        action(view, "previous")->trigger(); // a new stream: the view clears
        QVERIFY(!newLinesShown(view));
        view.appendLines(numbered(0, 300));
        QTRY_VERIFY(showsLastLine(view));
    }

    void newMatchesOfASearchDoNotPullTheListAway()
    {
        LogView view;
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.appendLines(numbered(0, 300));
        auto *search = view.findChild<QLineEdit *>(QStringLiteral("search"));
        search->setText(QStringLiteral("line 29"));
        QTest::keyClick(search, Qt::Key_Return); // the current match: line 29, far above
        view.linesView()->verticalScrollBar()->triggerAction(QAbstractSlider::SliderToMaximum);
        QTRY_VERIFY(showsLastLine(view));
        view.appendLines(numbered(300, 10)); // brings matches (line 290-299 were; 3000 and on are not yet)
        view.appendLines({line("line 29 again")});
        QTRY_VERIFY(showsLastLine(view));
        QCOMPARE(lastShownLine(view), QStringLiteral("line 29 again"));
    }

    void wrappedLinesFollowTheEndToo()
    {
        LogView view;
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        action(view, "wrap")->trigger();
        for (int batch = 0; batch < 5; ++batch) {
            LogLines lines = numbered(batch * 20, 20);
            lines.last().text += ' ' + QByteArray(300, 'w'); // several rows high
            view.appendLines(lines);
            QCoreApplication::processEvents();
        }
        QTRY_VERIFY(showsLastLine(view));
        QVERIFY(lastShownLine(view).startsWith(QStringLiteral("line 99 www")));
    }

    void onlyMatchingLinesFollowTheEndToo()
    {
        LogView view;
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *search = view.findChild<QLineEdit *>(QStringLiteral("search"));
        search->setText(QStringLiteral("line"));
        QTest::keyClick(search, Qt::Key_Return);
        action(view, "onlyMatching")->trigger();
        view.appendLines(numbered(0, 300));
        QTRY_VERIFY(showsLastLine(view));
        view.linesView()->verticalScrollBar()->triggerAction(QAbstractSlider::SliderPageStepSub);
        const QString read = firstShownLine(view);
        LogLines arriving = numbered(300, 4);
        arriving[1].text = "no match here";
        view.appendLines(arriving);
        QCoreApplication::processEvents();
        QCOMPARE(firstShownLine(view), read);
        QVERIFY(newLinesText(view).startsWith(QStringLiteral("3 new lines"))); // the lines shown, not all
        view.linesView()->verticalScrollBar()->triggerAction(QAbstractSlider::SliderToMaximum);
        QVERIFY(!newLinesShown(view));
        view.appendLines(numbered(304, 30));
        QTRY_VERIFY(showsLastLine(view));
        QCOMPARE(lastShownLine(view), QStringLiteral("line 333"));
    }

    // --- the toolbars ---

    void theToolbarsFitInANarrowPanel_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("sinceATime"); // "Since…" shows a date-time field
        QTest::newRow("600 px") << 600 << false;
        QTest::newRow("600 px, since a chosen time") << 600 << true;
        QTest::newRow("a wide panel") << 1400 << false;
    }
    void theToolbarsFitInANarrowPanel()
    {
        QFETCH(int, width);
        QFETCH(bool, sinceATime);
        LogView view;
        view.setContainers({{QStringLiteral("istio-proxy"), LogContainer::Kind::Regular},
                            {QStringLiteral("application-server"), LogContainer::Kind::Regular}});
        view.resize(width, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        if (sinceATime) {
            auto *since = view.findChild<QComboBox *>(QStringLiteral("since"));
            since->setCurrentIndex(since->findData(-1));
            Q_EMIT since->activated(since->currentIndex());
        }
        view.appendLines(numbered(0, 100'000)); // the status reads its widest: "100,000 lines"
        view.setStreamState(LogStreamState::Streaming);
        QCoreApplication::processEvents();
        if (const QByteArray path = qgetenv("QKUBE_LOGVIEW_TOOLBAR_SCREENSHOT"); !path.isEmpty())
            view.grab().save(QString::fromLocal8Bit(path) + QString::number(width) + QStringLiteral(".png"));
        for (const QToolButton *extension :
             view.findChildren<QToolButton *>(QStringLiteral("qt_toolbar_ext_button")))
            QVERIFY2(!extension->isVisible(), "a toolbar collapsed actions into its \u00bb menu");
        auto *search = view.findChild<QLineEdit *>(QStringLiteral("search"));
        QVERIFY(search->isVisible());
        QVERIFY(!search->placeholderText().isEmpty());
        QVERIFY2(search->width() >= search->fontMetrics().horizontalAdvance(search->placeholderText()),
                 qPrintable(QStringLiteral("%1 px for the hint's %2")
                                .arg(search->width())
                                .arg(search->fontMetrics().horizontalAdvance(search->placeholderText()))));
    }

    void theSearchHintIsWholeInChinese()
    {
        // Shorter strings, wider glyphs: the field is sized from the hint as translated.
        class ChineseSearchHint : public QTranslator
        {
        public:
            QString translate(const char *context, const char *source, const char *, int) const override
            {
                return qstrcmp(context, "LogView") == 0 && qstrcmp(source, "Search lines") == 0
                           ? QStringLiteral("搜索日志行（回车：下一个）")
                           : QString();
            }
            bool isEmpty() const override { return false; }
        } translator;
        LogView view;
        view.resize(600, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *search = view.findChild<QLineEdit *>(QStringLiteral("search"));
        QCoreApplication::installTranslator(&translator);
        QTRY_COMPARE(search->placeholderText(), QStringLiteral("搜索日志行（回车：下一个）"));
        QCoreApplication::processEvents();
        const int hint = search->fontMetrics().horizontalAdvance(search->placeholderText());
        QVERIFY2(search->width() >= hint,
                 qPrintable(QStringLiteral("%1 px for %2").arg(search->width()).arg(hint)));
        QVERIFY(search->minimumWidth() >= hint); // however narrow the panel gets
        QCoreApplication::removeTranslator(&translator);
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
        // Owner-only whatever the umask: a log can hold a token.
        const mode_t oldMask = ::umask(022);
        view.saveLoaded(path);
        QTRY_COMPARE(saved.size(), 1);
        ::umask(oldMask);
        QCOMPARE(saved.first().at(1).toString(), QString());
        QCOMPARE(QFileInfo(path).permissions(), QFileDevice::ReadOwner | QFileDevice::ReadUser |
                                                    QFileDevice::WriteOwner | QFileDevice::WriteUser);
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
