// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The journal's byte limit in the window, against kubesim: read from the setting at start (or --journal-limit),
// changed in the GUI it is saved and applied to the open journals at once, the oldest changes going first; and
// the File menu's exports of part of the journal (a kind, the timeline's span) hold exactly that part.
#include "journalsettings.h"
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

#include "journal/bytesize.h"
#include "journal/journalfile.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;

namespace {

const sim::ResourceType &type(const QString &resource)
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), resource);
}

// `size` bytes of data that do not compress (the informers keep JSON packed, and the journal counts what they
// keep): letters drawn from a generator seeded by `seed`, so that each version differs.
QJsonObject configMap(const QString &name, int size, char seed = 'x')
{
    QRandomGenerator letters{quint32(seed)};
    QString blob(size, Qt::Uninitialized);
    for (QChar &c : blob)
        c = QLatin1Char(char(33 + letters.bounded(94))); // printable ASCII but the space
    return QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                       {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                       {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), QStringLiteral("default")}}},
                       {QStringLiteral("data"), QJsonObject{{QStringLiteral("blob"), blob}}}};
}

QJsonObject pod(const QString &name)
{
    return QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                       {QStringLiteral("kind"), QStringLiteral("Pod")},
                       {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), QStringLiteral("default")}}},
                       {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"), QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")},
                                                                                                                   {QStringLiteral("image"), QStringLiteral("nginx")}}}}}}};
}

QList<JournalEntry> readBack(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const auto entries = JournalFile::read(&file, path);
    return entries ? entries.value() : QList<JournalEntry>();
}

} // namespace

class tst_JournalLimit : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_fixture = std::make_unique<SimFixture>();
    }
    void cleanupTestCase()
    {
        QSettings().remove(QLatin1String(JournalSettings::byteLimitKey));
        m_fixture.reset();
    }

    void theSettingIsReadAtStartAndTheOptionOverridesIt()
    {
        QSettings().setValue(QLatin1String(JournalSettings::byteLimitKey), QStringLiteral("3Mi"));
        LanguageManager languages;
        {
            MainWindow window(MainWindowOptions{m_fixture->kubeconfigPath(), QStringLiteral("sim-admin"), {}}, &languages);
            QTRY_VERIFY_WITH_TIMEOUT(window.session(), 10000);
            QCOMPARE(window.journal()->limit(), 3 * 1024 * 1024);
            QCOMPARE(window.session()->journal()->byteLimit(), 3 * 1024 * 1024);
        }
        MainWindowOptions options{m_fixture->kubeconfigPath(), QStringLiteral("sim-admin"), {}};
        options.journalLimit = 5 * 1000 * 1000; // --journal-limit 5M
        MainWindow window(options, &languages);
        QTRY_VERIFY_WITH_TIMEOUT(window.session(), 10000);
        QCOMPARE(window.session()->journal()->byteLimit(), 5 * 1000 * 1000);
        QCOMPARE(QSettings().value(QLatin1String(JournalSettings::byteLimitKey)).toString(), QStringLiteral("3Mi"));
    }

    void loweringTheLimitEvictsTheOldestAndIsSaved()
    {
        QSettings().remove(QLatin1String(JournalSettings::byteLimitKey));
        LanguageManager languages;
        MainWindow window(MainWindowOptions{m_fixture->kubeconfigPath(), QStringLiteral("sim-admin"), {}}, &languages);
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(window.openResource({}, QStringLiteral("configmaps")), 10000);
        const std::shared_ptr<Journal> journal = window.session()->journal();
        QCOMPARE(journal->byteLimit(), Journal::defaultByteLimit);
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->subscription()->state() == ResourceSubscription::State::Synced, 10000);
        // Ten versions of a config map of 10 kB each: the journal holds them all.
        const GroupVersionResource configMaps{{}, QStringLiteral("v1"), QStringLiteral("configmaps")};
        m_fixture->sim().store().create(type(QStringLiteral("configmaps")), configMap(QStringLiteral("blob"), 10'000, 'a'));
        for (int i = 1; i < 10; ++i)
            m_fixture->sim().store().update(type(QStringLiteral("configmaps")), configMap(QStringLiteral("blob"), 10'000, char('a' + i)));
        const auto versions = [&] { return journal->versionsOf(window.currentContext(), configMaps, "default", "blob"); };
        QTRY_COMPARE_WITH_TIMEOUT(versions().size(), 10, 10000);
        const QByteArray newest = versions().constLast().object.resourceVersion().toByteArray();
        const qsizetype before = journal->size();

        QSignalSpy applied(window.journal(), &JournalActions::limitApplied);
        // Four and a half versions less: the entries before the config map's (whose objects are still there, and
        // stay for the table at a past moment) and its five oldest versions go.
        const qint64 limit = journal->bytes() - versions().constLast().object.storedJsonSize() * 9 / 2;
        window.journal()->setLimit(limit);
        QTRY_COMPARE(applied.size(), 1);
        QCOMPARE(journal->byteLimit(), limit);
        QVERIFY(journal->bytes() <= limit);
        QVERIFY(journal->size() < before);
        // The oldest went first: what is left is the newest few, up to the last.
        QVERIFY2(versions().size() >= 3 && versions().size() <= 6, qPrintable(QString::number(versions().size())));
        QCOMPARE(versions().constFirst().type, JournalEntry::Type::Modified);
        QCOMPARE(versions().constLast().object.resourceVersion().toByteArray(), newest);
        QCOMPARE(QSettings().value(QLatin1String(JournalSettings::byteLimitKey)).toString(), ByteSize::text(limit));
        QCOMPARE(JournalSettings::byteLimit(), limit);
    }

    void exportsAKindOrTheTimelinesSpan()
    {
        QSettings().remove(QLatin1String(JournalSettings::byteLimitKey));
        LanguageManager languages;
        MainWindow window(MainWindowOptions{m_fixture->kubeconfigPath(), QStringLiteral("sim-admin"), {}}, &languages);
        window.show();
        // Pods listed first: the journal holds another kind than the one exported.
        QTRY_VERIFY_WITH_TIMEOUT(window.openResource({}, QStringLiteral("pods")), 10000);
        const std::shared_ptr<Journal> journal = window.session()->journal();
        QTRY_VERIFY_WITH_TIMEOUT(window.table()->subscription() && window.table()->subscription()->state() == ResourceSubscription::State::Synced, 10000);
        m_fixture->sim().store().create(type(QStringLiteral("pods")), pod(QStringLiteral("not-exported")));
        QTRY_VERIFY_WITH_TIMEOUT(!journal->versionsOf(window.currentContext(), {{}, QStringLiteral("v1"), QStringLiteral("pods")}, "default", "not-exported").isEmpty(), 10000);
        QVERIFY(window.openResource({}, QStringLiteral("configmaps")));
        m_fixture->sim().store().create(type(QStringLiteral("configmaps")), configMap(QStringLiteral("exported"), 10));
        QTRY_VERIFY_WITH_TIMEOUT(!journal->versionsOf(window.currentContext(), {{}, QStringLiteral("v1"), QStringLiteral("configmaps")}, "default", "exported").isEmpty(), 10000);
        QTemporaryDir dir;
        QSignalSpy exported(window.journal(), &JournalActions::exported);

        // This kind only, though the journal holds the namespaces and events the window lists too.
        const QString kindPath = dir.filePath(QStringLiteral("kind.jsonl"));
        QVERIFY(window.findChild<QAction *>(QStringLiteral("exportKindAction"))); // File → Export This Kind's Journal…
        window.journal()->exportSelection(kindPath, JournalSelection::kind(window.currentContext(), {{}, QStringLiteral("v1"), QStringLiteral("configmaps")}));
        QTRY_COMPARE_WITH_TIMEOUT(exported.size(), 1, 10000);
        const QList<JournalEntry> kind = readBack(kindPath);
        QVERIFY(!kind.isEmpty());
        for (const JournalEntry &entry : kind)
            QCOMPARE(entry.gvr.resource, QStringLiteral("configmaps"));
        const QList<JournalEntry> held = journal->entries();
        QVERIFY(std::any_of(held.cbegin(), held.cend(), [](const JournalEntry &entry) { return entry.gvr.resource != QLatin1String("configmaps"); }));

        // The span selected on the timeline: the export action follows the selection.
        QAction *exportSpan = window.findChild<QAction *>(QStringLiteral("exportSpanAction"));
        QVERIFY(exportSpan);
        QVERIFY(!exportSpan->isEnabled());
        const QList<JournalEntry> all = journal->entries();
        const qint64 from = all.constFirst().timeMs;
        const qint64 to = all.constLast().timeMs;
        window.timeline()->selectSpan(from, to);
        QVERIFY(exportSpan->isEnabled());
        const QString spanPath = dir.filePath(QStringLiteral("span.jsonl"));
        window.journal()->exportSelection(spanPath, JournalSelection::span(window.timeline()->spanFromMs(), window.timeline()->spanToMs()));
        QTRY_COMPARE_WITH_TIMEOUT(exported.size(), 2, 10000);
        const QList<JournalEntry> span = readBack(spanPath);
        QCOMPARE(span.size(), journal->between(from, to).size());
        for (const JournalEntry &entry : span)
            QVERIFY(entry.timeMs >= from && entry.timeMs <= to);
        window.timeline()->clearSpan();
        QVERIFY(!exportSpan->isEnabled());
    }
};

QTEST_MAIN(tst_JournalLimit)
#include "tst_journallimit.moc"
