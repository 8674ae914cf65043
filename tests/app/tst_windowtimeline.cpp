// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The window's timeline against kubesim: a past moment shows the table as the journal saw it, read-only, the
// event log up to then; Live shows the present again.
#include "languagemanager.h"
#include "mainwindow.h"
#include "actionregistry.h"
#include "eventlogpane.h"
#include "journalactions.h"
#include "namespacepane.h"
#include "navigatorpane.h"
#include "scopebar.h"
#include "tablepane.h"
#include "timelinecontroller.h"
#include "windowstatus.h"
#include "simfixture.h"
#include "timelinebar.h"

#include "journal/journalfile.h"

#include <QAction>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;

namespace {

const sim::ResourceType &podType()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
}

QJsonObject pod(const QString &name)
{
    return QJsonObject{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("Pod")},
        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name},
                                                 {QStringLiteral("namespace"), QStringLiteral("default")}}},
        {QStringLiteral("spec"),
         QJsonObject{{QStringLiteral("containers"),
                      QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")},
                                             {QStringLiteral("image"), QStringLiteral("nginx")}}}}}}};
}

} // namespace

class tst_WindowTimeline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aPastMomentShowsWhatWasThereReadOnlyAndLiveReturns()
    {
        SimFixture fixture;
        LanguageManager languages;
        MainWindow window(MainWindowOptions{fixture.kubeconfigPath(), QStringLiteral("sim-admin"), {}},
                          &languages);
        window.show();
        fixture.sim().store().create(podType(), pod(QStringLiteral("short-lived")));
        QTRY_VERIFY_WITH_TIMEOUT(window.openResource({}, QStringLiteral("pods")), 10000);
        const QByteArray key("default/short-lived");
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->model()->rowOf(key) >= 0, 10000);
        QTest::qWait(20);
        const qint64 beforeDeletion = QDateTime::currentMSecsSinceEpoch();
        QTest::qWait(20);
        fixture.sim().store().remove(podType(), QStringLiteral("default"), QStringLiteral("short-lived"));
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->model()->rowOf(key) < 0, 10000);

        window.timeline()->show();
        window.timeline()->chooseTime(beforeDeletion);
        QTRY_COMPARE_WITH_TIMEOUT(window.timelineController()->pastTimeMs(), beforeDeletion, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->model()->rowOf(key) >= 0, 10000);
        QVERIFY2(window.status()->bannerText().contains(QLatin1String("read-only")), qPrintable(window.status()->bannerText()));
        // Still marked after the status bar's refresh (which clears notices that no longer hold).
        QTest::qWait(1500);
        QVERIFY2(window.status()->bannerText().contains(QLatin1String("read-only")), qPrintable(window.status()->bannerText()));
        // Nothing acts on the past: the pod shown may be gone (this one is).
        window.table()->view()->selectRow(
            window.table()->proxy()
                ->mapFromSource(window.table()->model()->index(window.table()->model()->rowOf(key), 0))
                .row());
        QVERIFY(!window.actions()->action("deleteAction")->isEnabled());
        // The subscription starting again (narrowed to a namespace, say) leaves the past as it was.
        const int pastRows = window.table()->model()->rowCount();
        Q_EMIT window.table()->subscription()->restarted();
        QCOMPARE(window.table()->model()->rowCount(), pastRows);
        QVERIFY(window.table()->model()->rowOf(key) >= 0);

        window.timeline()->goLive();
        QTRY_COMPARE_WITH_TIMEOUT(window.timelineController()->pastTimeMs(), 0, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->model()->rowCount() > 0, 10000);
        QVERIFY(window.table()->model()->rowOf(key) < 0);
        QVERIFY(window.status()->bannerText().isEmpty());

        // File → Export the Journal: every change, the pod's coming and going among them, as JSON lines.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("journal.jsonl"));
        QSignalSpy exported(window.journal(), &JournalActions::exported);
        window.journal()->exportJournal(path);
        QTRY_COMPARE_WITH_TIMEOUT(exported.size(), 1, 10000);
        QVERIFY(!exported.first().at(1).value<Error>());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto entries = JournalFile::read(&file, path);
        QVERIFY2(entries, qPrintable(entries.error().toString()));
        QStringList shortLived;
        for (const JournalEntry &entry : *entries)
            if (entry.object.name() == "short-lived")
                shortLived.append(QString::fromLatin1(JournalEntry::typeName(entry.type)));
        QCOMPARE(shortLived, (QStringList{QStringLiteral("ADDED"), QStringLiteral("DELETED")}));
    }
};

QTEST_MAIN(tst_WindowTimeline)
#include "tst_windowtimeline.moc"
