// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The details pane's History tab, offscreen: an object's versions with what changed, newest first, live; one or two
// selected show a YAML diff.
#include "../journal/journalobjects.h"

#include "detailspane.h"
#include "historyview.h"
#include "sidebysidediff.h"

#include "journal/journalfile.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QTableView>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;
using namespace journaltest;
using Type = JournalEntry::Type;

namespace {
Object version(int resourceVersion, const QString &phase, const QJsonObject &labels = {}, const QString &uid = QStringLiteral("uid-web"))
{
    QJsonObject json = podJson(QStringLiteral("shop"), QStringLiteral("web"), uid, resourceVersion, phase);
    QJsonObject metadata = json.value("metadata").toObject();
    if (!labels.isEmpty())
        metadata.insert(QStringLiteral("labels"), labels);
    // The noise every write changes: never in a summary or a diff.
    metadata.insert(QStringLiteral("managedFields"), QJsonArray{QJsonObject{{QStringLiteral("manager"), QStringLiteral("m%1").arg(resourceVersion)}}});
    json.insert(QStringLiteral("metadata"), metadata);
    return Object::fromJson(QJsonDocument(json).toJson(QJsonDocument::Compact)).value();
}

QStringList column(const QAbstractItemModel &model, int column)
{
    QStringList texts;
    for (int row = 0; row < model.rowCount(); ++row)
        texts.append(model.index(row, column).data().toString());
    return texts;
}

void select(QTableView *view, const QList<int> &rows)
{
    view->selectionModel()->clearSelection();
    for (int row : rows)
        view->selectionModel()->select(view->model()->index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
}
} // namespace

class tst_HistoryView : public QObject
{
    Q_OBJECT

    std::shared_ptr<Journal> m_journal;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QLatin1String(HistoryView::sideBySideKey));
    }

    void init()
    {
        m_journal = std::make_shared<Journal>();
        m_journal->record(entry(1000, Type::Added, version(1, QStringLiteral("Pending"))));
        m_journal->record(entry(2000, Type::Modified, version(2, QStringLiteral("Running"))));
        m_journal->record(entry(3000, Type::Modified, version(3, QStringLiteral("Running"), {{QStringLiteral("tier"), QStringLiteral("web")}})));
        m_journal->record(entry(3500, Type::Modified, version(4, QStringLiteral("Running"), {{QStringLiteral("tier"), QStringLiteral("web")}})));
        // Another object in between: not part of this history.
        m_journal->record(entry(3600, Type::Added, pod(QStringLiteral("shop"), QStringLiteral("db"), QStringLiteral("uid-db"), 5)));
    }

    void versionsAreListedNewestFirstWithWhatChanged()
    {
        HistoryView view;
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setObject(m_journal, cluster, pods, QStringLiteral("shop"), QStringLiteral("web"));
        QCOMPARE(view.model()->rowCount(), 4);
        QCOMPARE(column(*view.model(), ObjectHistoryModel::ResourceVersionColumn),
                 (QStringList{"000000004", "000000003", "000000002", "000000001"}));
        QCOMPARE(column(*view.model(), ObjectHistoryModel::ChangeColumn), (QStringList{"Modified", "Modified", "Modified", "Added"}));
        QTRY_COMPARE(column(*view.model(), ObjectHistoryModel::SummaryColumn),
                     (QStringList{QStringLiteral("no change but its resourceVersion"), QStringLiteral("+metadata.labels {\"tier\":\"web\"}"),
                                  QStringLiteral("status.phase Pending \u2192 Running"), QStringLiteral("oldest version in the journal")}));
    }

    void newVersionsArriveLive()
    {
        HistoryView view;
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setObject(m_journal, cluster, pods, QStringLiteral("shop"), QStringLiteral("web"));
        QCOMPARE(view.model()->rowCount(), 4);
        m_journal->record(entry(4000, Type::Deleted, version(6, QStringLiteral("Succeeded"), {{QStringLiteral("tier"), QStringLiteral("web")}})));
        QTRY_COMPARE(view.model()->rowCount(), 5);
        QCOMPARE(view.model()->index(0, ObjectHistoryModel::ChangeColumn).data().toString(), QStringLiteral("Deleted"));
        QTRY_COMPARE(view.model()->index(0, ObjectHistoryModel::SummaryColumn).data().toString(), QStringLiteral("status.phase Running \u2192 Succeeded"));
        // Made again under its name: the history goes on, with the new object's versions.
        m_journal->record(entry(5000, Type::Added, version(7, QStringLiteral("Pending"), {}, QStringLiteral("uid-web-2"))));
        QTRY_COMPARE(view.model()->rowCount(), 6);
    }

    void droppedVersionsLeaveAtTheBottom()
    {
        auto journal = std::make_shared<Journal>();
        for (int rv = 1; rv <= 3; ++rv)
            journal->record(entry(rv * 1000, Type::Modified, version(rv, QStringLiteral("P%1").arg(rv))));
        HistoryView view;
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.setObject(journal, cluster, pods, QStringLiteral("shop"), QStringLiteral("web"));
        QCOMPARE(view.model()->rowCount(), 3);
        journal->setByteLimit(journal->bytes() - 1); // the oldest goes
        QTRY_COMPARE(view.model()->rowCount(), 2);
        QCOMPARE(column(*view.model(), ObjectHistoryModel::ResourceVersionColumn), (QStringList{"000000003", "000000002"}));
        QTRY_COMPARE(view.model()->index(1, ObjectHistoryModel::SummaryColumn).data().toString(), QStringLiteral("oldest version in the journal"));
    }

    void selectingShowsAYamlDiff_data()
    {
        QTest::addColumn<QList<int>>("rows");
        QTest::addColumn<QStringList>("contains");
        QTest::addColumn<QStringList>("lacks");
        QTest::newRow("one version: against the one before")
            << QList<int>{2} << QStringList{"--- 000000001 ADDED", "+++ 000000002 MODIFIED", "-  phase: Pending", "+  phase: Running"}
            << QStringList{"tier", "managedFields", "resourceVersion"};
        QTest::newRow("two versions: the older against the newer")
            << QList<int>{3, 1} << QStringList{"--- 000000001 ADDED", "+++ 000000003 MODIFIED", "-  phase: Pending", "+    tier: web"}
            << QStringList{"managedFields", "resourceVersion"};
        QTest::newRow("only noise changed")
            << QList<int>{0} << QStringList{"No difference but resourceVersion and managed fields."} << QStringList{"---"};
        QTest::newRow("the oldest version: shown whole") << QList<int>{3} << QStringList{"name: web", "phase: Pending"} << QStringList{"---", "managedFields"};
    }
    void selectingShowsAYamlDiff()
    {
        QFETCH(QList<int>, rows);
        QFETCH(QStringList, contains);
        QFETCH(QStringList, lacks);
        HistoryView view;
        view.setObject(m_journal, cluster, pods, QStringLiteral("shop"), QStringLiteral("web"));
        select(view.versionsView(), rows);
        QTRY_VERIFY2(!view.diffText().isEmpty(), "no diff shown");
        for (const QString &text : contains)
            QVERIFY2(view.diffText().contains(text), qPrintable(view.diffText()));
        for (const QString &text : lacks)
            QVERIFY2(!view.diffText().contains(text), qPrintable(view.diffText()));
    }

    void sideBySideIsAlignedAndRemembered()
    {
        {
            HistoryView view;
            view.setSideBySide(false);
            QVERIFY(!view.isSideBySide());
            view.setSideBySide(true);
        }
        HistoryView view; // the choice is remembered
        QVERIFY(view.isSideBySide());
        view.setObject(m_journal, cluster, pods, QStringLiteral("shop"), QStringLiteral("web"));
        select(view.versionsView(), {3, 1}); // version 1 against 3: phase and a label changed
        QPlainTextEdit *left = view.sideBySideView()->left();
        QPlainTextEdit *right = view.sideBySideView()->right();
        QTRY_VERIFY(right->toPlainText().contains(QLatin1String("tier: web")));
        QCOMPARE(view.diffText(), QString()); // the unified one is not shown
        const QStringList leftLines = left->toPlainText().split(QLatin1Char('\n'));
        const QStringList rightLines = right->toPlainText().split(QLatin1Char('\n'));
        QCOMPARE(leftLines.size(), rightLines.size());
        QVERIFY(leftLines.constFirst().startsWith(QLatin1String("000000001 ADDED")));
        QVERIFY(rightLines.constFirst().startsWith(QLatin1String("000000003 MODIFIED")));
        // The changed phase faces its new value; the added labels face blank lines; no noise on either side.
        const qsizetype phase = leftLines.indexOf(QStringLiteral("  phase: Pending"));
        QVERIFY(phase > 0);
        QCOMPARE(rightLines.at(phase), QStringLiteral("  phase: Running"));
        const qsizetype tier = rightLines.indexOf(QStringLiteral("    tier: web"));
        QVERIFY(tier > 0);
        QCOMPARE(leftLines.at(tier), QString());
        QVERIFY(!left->toPlainText().contains(QLatin1String("managedFields")) && !right->toPlainText().contains(QLatin1String("resourceVersion")));
        // Both changes are marked on both sides (the blank side too).
        QCOMPARE(left->extraSelections().size(), right->extraSelections().size());
        QVERIFY(left->extraSelections().size() >= 3);

        view.setSideBySide(false);
        QTRY_VERIFY(view.diffText().contains(QLatin1String("+  phase: Running")));
        QVERIFY(!QSettings().value(QLatin1String(HistoryView::sideBySideKey)).toBool());
    }

    void exportsTheObjectsHistory()
    {
        QTemporaryDir dir;
        HistoryView view;
        view.setObject(m_journal, cluster, pods, QStringLiteral("shop"), QStringLiteral("web"));
        QSignalSpy exported(&view, &HistoryView::historyExported);
        const QString path = dir.filePath(QStringLiteral("web.jsonl"));
        view.exportHistory(path);
        QTRY_COMPARE(exported.size(), 1);
        QCOMPARE(exported.at(0).at(1).value<qsizetype>(), 4);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto read = JournalFile::read(&file, path);
        QVERIFY2(read.ok(), qPrintable(read.error().toString()));
        QStringList versions;
        for (const JournalEntry &entry : read.value())
            versions.append(QString::fromUtf8(entry.object.name()) + QLatin1Char('@') + QString::fromUtf8(entry.object.resourceVersion()));
        QCOMPARE(versions, (QStringList{"web@000000001", "web@000000002", "web@000000003", "web@000000004"}));
    }

    void theDetailsPaneHasAHistoryTab()
    {
        DetailsPane pane;
        const int tab = pane.indexOf(pane.historyView());
        QVERIFY(tab >= 0);
        QCOMPARE(pane.tabText(tab), QStringLiteral("History"));
        pane.setHistory(m_journal, cluster, pods, QStringLiteral("shop"), QStringLiteral("db"), QStringLiteral("uid-db"));
        QCOMPARE(pane.historyView()->model()->rowCount(), 1);
        pane.clear();
        QCOMPARE(pane.historyView()->model()->rowCount(), 0);
    }

    void byUidWhenTheNameIsNotKnown()
    {
        HistoryView view;
        view.setObject(m_journal, {}, {}, {}, {}, QStringLiteral("uid-web"));
        QCOMPARE(view.model()->rowCount(), 4);
    }
};

QTEST_MAIN(tst_HistoryView)
#include "tst_historyview.moc"
