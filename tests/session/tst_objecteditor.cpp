// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Editing an object as YAML against kubesim over loopback: saves, conflicts with a change made on the server
// meanwhile (reapply, overwrite), YAML and validation errors.
#include "sessionfixture.h"

#include "session/clustersession.h"
#include "session/objecteditor.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {

const QString namespaceName = QStringLiteral("default");

QJsonObject configMap(const QString &name, const QJsonObject &data)
{
    return QJsonObject{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
        {QStringLiteral("metadata"),
         QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), namespaceName}}},
        {QStringLiteral("data"), data}};
}

} // namespace

class tst_ObjectEditor : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<ClusterSession> m_session;

    const sim::ResourceType &configMaps()
    {
        return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps"));
    }
    QJsonObject serverData(const QString &name)
    {
        const sim::StoredObject *stored = m_fixture->sim().store().find(configMaps(), namespaceName, name);
        return stored ? stored->object().value(QLatin1String("data")).toObject() : QJsonObject();
    }
    // Someone else's change, straight into the server's store.
    void changeOnServer(const QString &name, const QString &key, const QString &value)
    {
        QJsonObject object = m_fixture->sim().store().find(configMaps(), namespaceName, name)->object();
        QJsonObject data = object.value(QLatin1String("data")).toObject();
        data.insert(key, value);
        object.insert(QStringLiteral("data"), data);
        m_fixture->sim().store().update(configMaps(), object);
    }
    QString loadedText(ObjectEditor &editor)
    {
        QSignalSpy loaded(&editor, &ObjectEditor::loaded);
        editor.load();
        [&] { QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 10000); }();
        return loaded.isEmpty() ? QString() : loaded.first().first().toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_session = startedSession(*m_fixture);
    }
    void cleanupTestCase()
    {
        m_session.reset();
        m_fixture.reset();
    }

    void anUnchangedObjectIsSavedWithTheUsersEdits()
    {
        m_fixture->sim().store().create(
            configMaps(),
            configMap(QStringLiteral("plain"), {{QStringLiteral("mine"), QStringLiteral("old")}}));
        ObjectEditor editor(m_session.get(), *m_session->findResource({}, QStringLiteral("configmaps")),
                            namespaceName, QStringLiteral("plain"));
        const QString text = loadedText(editor);
        QVERIFY(text.contains(QLatin1String("mine: old")));
        QVERIFY(!text.contains(QLatin1String("managedFields")));
        QSignalSpy saved(&editor, &ObjectEditor::saved);
        editor.save(QString(text).replace(QLatin1String("mine: old"), QLatin1String("mine: new")));
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 10000);
        QCOMPARE(serverData(QStringLiteral("plain")).value(QLatin1String("mine")).toString(),
                 QStringLiteral("new"));
        QCOMPARE(saved.first().first().toString(),
                 m_fixture->sim()
                     .store()
                     .find(configMaps(), namespaceName, QStringLiteral("plain"))
                     ->object()
                     .value(QLatin1String("metadata"))
                     .toObject()
                     .value(QLatin1String("resourceVersion"))
                     .toString());
    }

    void aConflictShowsTheServersChangesAndTheUserChoosesWhatToSend_data()
    {
        QTest::addColumn<bool>("reapply");
        QTest::addColumn<QJsonObject>("expected");
        QTest::newRow("reapply my changes on the latest: both kept")
            << true
            << QJsonObject{{QStringLiteral("mine"), QStringLiteral("edited")},
                           {QStringLiteral("theirs"), QStringLiteral("changed")}};
        QTest::newRow("overwrite: their change is gone")
            << false
            << QJsonObject{{QStringLiteral("mine"), QStringLiteral("edited")},
                           {QStringLiteral("theirs"), QStringLiteral("before")}};
    }
    void aConflictShowsTheServersChangesAndTheUserChoosesWhatToSend()
    {
        QFETCH(bool, reapply);
        QFETCH(QJsonObject, expected);
        const QString name =
            reapply ? QStringLiteral("conflict-reapply") : QStringLiteral("conflict-overwrite");
        m_fixture->sim().store().create(
            configMaps(), configMap(name, {{QStringLiteral("mine"), QStringLiteral("start")},
                                           {QStringLiteral("theirs"), QStringLiteral("before")}}));
        ObjectEditor editor(m_session.get(), *m_session->findResource({}, QStringLiteral("configmaps")),
                            namespaceName, name);
        const QString text = loadedText(editor);
        const QString edited =
            QString(text).replace(QLatin1String("mine: start"), QLatin1String("mine: edited"));

        changeOnServer(name, QStringLiteral("theirs"), QStringLiteral("changed"));
        QSignalSpy conflicted(&editor, &ObjectEditor::conflicted);
        QSignalSpy saved(&editor, &ObjectEditor::saved);
        editor.save(edited);
        QTRY_COMPARE_WITH_TIMEOUT(conflicted.size(), 1, 10000);
        QVERIFY(saved.isEmpty());
        QVERIFY(editor.hasLatest());
        const QString diff = conflicted.first().first().toString();
        QVERIFY2(diff.contains(QLatin1String("\n-  theirs: before\n+  theirs: changed\n")), qPrintable(diff));
        // The user's own edit is not the server's change: their line is context, as they opened it.
        QVERIFY2(diff.contains(QLatin1String("\n   mine: start\n")) &&
                     !diff.contains(QLatin1String("edited")),
                 qPrintable(diff));
        QCOMPARE(serverData(name).value(QLatin1String("theirs")).toString(), QStringLiteral("changed"));

        reapply ? editor.reapply(edited) : editor.overwrite(edited);
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 10000);
        QCOMPARE(serverData(name), expected);
    }

    // A controller writing the object's status keeps changing it: a reapply merges into each newer version
    // rather than asking the user again every time.
    void aReapplyMergesIntoChangesMadeWhileTheUserDecided()
    {
        m_fixture->sim().store().create(
            configMaps(),
            configMap(QStringLiteral("busy"), {{QStringLiteral("mine"), QStringLiteral("start")}}));
        ObjectEditor editor(m_session.get(), *m_session->findResource({}, QStringLiteral("configmaps")),
                            namespaceName, QStringLiteral("busy"));
        const QString edited =
            loadedText(editor).replace(QLatin1String("mine: start"), QLatin1String("mine: edited"));
        QSignalSpy conflicted(&editor, &ObjectEditor::conflicted);
        QSignalSpy saved(&editor, &ObjectEditor::saved);
        changeOnServer(QStringLiteral("busy"), QStringLiteral("theirs"), QStringLiteral("one"));
        editor.save(edited);
        QTRY_COMPARE_WITH_TIMEOUT(conflicted.size(), 1, 10000);
        changeOnServer(QStringLiteral("busy"), QStringLiteral("theirs"),
                       QStringLiteral("two")); // newer than the conflict showed
        editor.reapply(edited);
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 10000);
        QCOMPARE(conflicted.size(), 1);
        QCOMPARE(serverData(QStringLiteral("busy")),
                 (QJsonObject{{QStringLiteral("mine"), QStringLiteral("edited")},
                              {QStringLiteral("theirs"), QStringLiteral("two")}}));
    }

    void textThatDoesNotParseNamesLineAndColumnAndSendsNothing()
    {
        m_fixture->sim().store().create(
            configMaps(), configMap(QStringLiteral("typo"), {{QStringLiteral("k"), QStringLiteral("v")}}));
        ObjectEditor editor(m_session.get(), *m_session->findResource({}, QStringLiteral("configmaps")),
                            namespaceName, QStringLiteral("typo"));
        const QString text = loadedText(editor);
        const auto before = m_fixture->sim()
                                .store()
                                .find(configMaps(), namespaceName, QStringLiteral("typo"))
                                ->resourceVersion;
        QSignalSpy invalid(&editor, &ObjectEditor::invalidYaml);
        editor.save(text + QStringLiteral("  broken: [\n"));
        QTRY_COMPARE_WITH_TIMEOUT(invalid.size(), 1, 10000);
        QVERIFY(invalid.first().at(0).toInt() > text.count(QLatin1Char('\n')) - 1);
        QVERIFY(invalid.first().at(1).toInt() > 0);
        QVERIFY(!editor.busy());
        QCOMPARE(m_fixture->sim()
                     .store()
                     .find(configMaps(), namespaceName, QStringLiteral("typo"))
                     ->resourceVersion,
                 before);
    }

    void theServersValidationErrorsComeWithTheirCauses()
    {
        const ApiResource *crontabs =
            m_session->findResource(QStringLiteral("stable.example.com"), QStringLiteral("crontabs"));
        QVERIFY(crontabs);
        ObjectEditor editor(m_session.get(), *crontabs, namespaceName, QStringLiteral("my-new-cron-object"));
        const QString text = loadedText(editor);
        QVERIFY(text.contains(QLatin1String("replicas: 1")));
        QSignalSpy failed(&editor, &ObjectEditor::failed);
        editor.save(QString(text).replace(QLatin1String("replicas: 1"), QLatin1String("replicas: many")));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        const Error error = failed.first().first().value<Error>();
        QCOMPARE(error.httpCode(), 422);
        QVERIFY(error.isInvalid());
        const QStringList causes = failed.first().at(1).toStringList();
        QCOMPARE(causes.size(), 1);
        QVERIFY2(causes.first().startsWith(QLatin1String("spec.replicas: ")), qPrintable(causes.first()));
    }

    void anObjectDeletedAndCreatedAgainIsNoConflictToMergeInto()
    {
        m_fixture->sim().store().create(
            configMaps(), configMap(QStringLiteral("reborn"), {{QStringLiteral("k"), QStringLiteral("v")}}));
        ObjectEditor editor(m_session.get(), *m_session->findResource({}, QStringLiteral("configmaps")),
                            namespaceName, QStringLiteral("reborn"));
        const QString text = loadedText(editor);
        m_fixture->sim().store().remove(configMaps(), namespaceName, QStringLiteral("reborn"));
        m_fixture->sim().store().create(
            configMaps(),
            configMap(QStringLiteral("reborn"), {{QStringLiteral("k"), QStringLiteral("other")}}));
        QSignalSpy failed(&editor, &ObjectEditor::failed);
        QSignalSpy conflicted(&editor, &ObjectEditor::conflicted);
        editor.save(QString(text).replace(QLatin1String("k: v"), QLatin1String("k: mine")));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QVERIFY(conflicted.isEmpty());
        QVERIFY(failed.first().first().value<Error>().message().contains(
            QLatin1String("another was created under its name")));
        QCOMPARE(serverData(QStringLiteral("reborn")).value(QLatin1String("k")).toString(),
                 QStringLiteral("other"));
    }
};

QTEST_MAIN(tst_ObjectEditor)
#include "tst_objecteditor.moc"
