// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The Edit YAML dialog against kubesim: the object changes on the server between open and save, and the
// user's text survives whatever they choose.
#include "sessionfixture.h"

#include "qkube/yamleditor.h"
#include "session/clustersession.h"
#include "session/objectdetails.h"
#include "session/objecteditor.h"

#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>

using namespace kube;

namespace {

// The longest a kubesim round trip may take here: generous, for sanitizer builds on a loaded machine (an ASan run
// at -j2 took 34 s over this file).
constexpr int serverAnswerMs = 30000;
const QString namespaceName = QStringLiteral("default");
}

class tst_YamlEditor : public QObject
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
        return m_fixture->sim()
            .store()
            .find(configMaps(), namespaceName, name)
            ->object()
            .value(QLatin1String("data"))
            .toObject();
    }
    void createConfigMap(const QString &name, const QJsonObject &data)
    {
        m_fixture->sim().store().create(
            configMaps(), QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                                      {QStringLiteral("kind"), QStringLiteral("ConfigMap")},
                                      {QStringLiteral("metadata"),
                                       QJsonObject{{QStringLiteral("name"), name},
                                                   {QStringLiteral("namespace"), namespaceName}}},
                                      {QStringLiteral("data"), data}});
    }
    void changeOnServer(const QString &name, const QString &key, const QString &value)
    {
        QJsonObject object = m_fixture->sim().store().find(configMaps(), namespaceName, name)->object();
        QJsonObject data = object.value(QLatin1String("data")).toObject();
        data.insert(key, value);
        object.insert(QStringLiteral("data"), data);
        m_fixture->sim().store().update(configMaps(), object);
    }
    // An open dialog with the object loaded; the caller owns it.
    std::unique_ptr<YamlEditor> openEditor(const QString &name)
    {
        auto dialog = std::make_unique<YamlEditor>(
            new ObjectEditor(m_session.get(), *m_session->findResource({}, QStringLiteral("configmaps")),
                             namespaceName, name),
            QStringLiteral("sim-admin"));
        dialog->show();
        [&] { QTRY_VERIFY_WITH_TIMEOUT(dialog->saveButton()->isEnabled(), serverAnswerMs); }();
        return dialog;
    }
    // What a user does: finds the line and types over the value.
    static void typeOver(QPlainTextEdit *text, const QString &from, const QString &to)
    {
        QTextCursor cursor = text->document()->find(from);
        QVERIFY2(!cursor.isNull(), qPrintable(from));
        text->setTextCursor(cursor);
        QTest::keyClicks(text, to);
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

    // A Secret opens with its values hidden (the last-applied copy too) and read-only: nothing can be saved
    // until the user reveals them; then the text is the object's and edits save.
    void aSecretsValuesAreHiddenUntilRevealed()
    {
        const auto &secrets = *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("secrets"));
        const QString encoded = QString::fromLatin1(QByteArray("Zebra-9191").toBase64());
        m_fixture->sim().store().create(
            secrets,
            QJsonObject{
                {QStringLiteral("apiVersion"), QStringLiteral("v1")},
                {QStringLiteral("kind"), QStringLiteral("Secret")},
                {QStringLiteral("metadata"),
                 QJsonObject{
                     {QStringLiteral("name"), QStringLiteral("gui-secret")},
                     {QStringLiteral("namespace"), namespaceName},
                     {QStringLiteral("annotations"),
                      QJsonObject{{QStringLiteral("kubectl.kubernetes.io/last-applied-configuration"),
                                   QStringLiteral("{\"data\":{\"api-key\":\"%1\"}}").arg(encoded)}}}}},
                {QStringLiteral("data"), QJsonObject{{QStringLiteral("api-key"), encoded}}}});
        YamlEditor dialog(new ObjectEditor(m_session.get(),
                                           *m_session->findResource({}, QStringLiteral("secrets")),
                                           namespaceName, QStringLiteral("gui-secret")),
                          QStringLiteral("sim-admin"));
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.revealButton()->isVisible(), serverAnswerMs);
        const QString masked = dialog.textEdit()->toPlainText();
        QVERIFY2(masked.contains(QStringLiteral("api-key: ") + ObjectDetails::maskedValue.toString()),
                 qPrintable(masked));
        QVERIFY2(!masked.contains(encoded) && !masked.contains(QLatin1String("Zebra-9191")),
                 qPrintable(masked));
        QVERIFY(dialog.textEdit()->isReadOnly());
        QVERIFY(!dialog.saveButton()->isEnabled());
        QVERIFY(!dialog.messageText().isEmpty());

        dialog.revealButton()->click();
        QVERIFY(!dialog.revealButton()->isVisible());
        QVERIFY(dialog.textEdit()->toPlainText().contains(QStringLiteral("api-key: ") + encoded));
        QVERIFY(!dialog.textEdit()->isReadOnly());
        QVERIFY(dialog.saveButton()->isEnabled());
        const QString changed = QString::fromLatin1(QByteArray("Tr0mbone-7777").toBase64());
        typeOver(dialog.textEdit(), QStringLiteral("api-key: ") + encoded,
                 QStringLiteral("api-key: ") + changed);
        QSignalSpy saved(&dialog, &YamlEditor::saved);
        dialog.saveButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, serverAnswerMs);
        QCOMPARE(m_fixture->sim()
                     .store()
                     .find(secrets, namespaceName, QStringLiteral("gui-secret"))
                     ->object()
                     .value(QLatin1String("data"))
                     .toObject()
                     .value(QLatin1String("api-key"))
                     .toString(),
                 changed);
    }

    void aConflictKeepsTheUsersTextAndReappliesItOnTheLatest()
    {
        createConfigMap(QStringLiteral("gui-reapply"),
                        {{QStringLiteral("mine"), QStringLiteral("start")},
                         {QStringLiteral("theirs"), QStringLiteral("before")}});
        auto dialog = openEditor(QStringLiteral("gui-reapply"));
        QVERIFY(dialog->textEdit()->toPlainText().contains(QLatin1String("mine: start")));
        typeOver(dialog->textEdit(), QStringLiteral("start"), QStringLiteral("typed"));
        const QString typed = dialog->textEdit()->toPlainText();
        QVERIFY(typed.contains(QLatin1String("mine: typed")));

        changeOnServer(QStringLiteral("gui-reapply"), QStringLiteral("theirs"), QStringLiteral("changed"));
        QSignalSpy saved(dialog.get(), &YamlEditor::saved);
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->conflictPanel()->isVisible(), serverAnswerMs);
        QCOMPARE(dialog->textEdit()->toPlainText(), typed);
        QVERIFY(dialog->isVisible());
        QVERIFY2(dialog->serverChanges()->toPlainText().contains(
                     QLatin1String("-  theirs: before\n+  theirs: changed")),
                 qPrintable(dialog->serverChanges()->toPlainText()));
        QVERIFY(saved.isEmpty());

        QVERIFY(dialog->reapplyButton()->isEnabled());
        QTest::mouseClick(dialog->reapplyButton(), Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(saved.size() == 1, qPrintable(QStringLiteral("not saved; the dialog says: ") + dialog->messageText()), serverAnswerMs);
        QVERIFY(!dialog->isVisible());
        QCOMPARE(serverData(QStringLiteral("gui-reapply")),
                 (QJsonObject{{QStringLiteral("mine"), QStringLiteral("typed")},
                              {QStringLiteral("theirs"), QStringLiteral("changed")}}));
    }

    void keepEditingThenSavingAgainAsksAgainAndOverwriteIsExplicit()
    {
        createConfigMap(QStringLiteral("gui-overwrite"),
                        {{QStringLiteral("mine"), QStringLiteral("start")},
                         {QStringLiteral("theirs"), QStringLiteral("before")}});
        auto dialog = openEditor(QStringLiteral("gui-overwrite"));
        typeOver(dialog->textEdit(), QStringLiteral("start"), QStringLiteral("typed"));
        changeOnServer(QStringLiteral("gui-overwrite"), QStringLiteral("theirs"), QStringLiteral("changed"));
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->conflictPanel()->isVisible(), serverAnswerMs);

        QTest::mouseClick(dialog->keepEditingButton(), Qt::LeftButton);
        QVERIFY(!dialog->conflictPanel()->isVisible());
        typeOver(dialog->textEdit(), QStringLiteral("typed"), QStringLiteral("retyped"));
        const QString typed = dialog->textEdit()->toPlainText();
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton); // still the version opened: still a conflict
        QTRY_VERIFY_WITH_TIMEOUT(dialog->conflictPanel()->isVisible(), serverAnswerMs);
        QCOMPARE(dialog->textEdit()->toPlainText(), typed);
        QCOMPARE(serverData(QStringLiteral("gui-overwrite")).value(QLatin1String("mine")).toString(),
                 QStringLiteral("start"));

        QSignalSpy saved(dialog.get(), &YamlEditor::saved);
        QTest::mouseClick(dialog->overwriteButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, serverAnswerMs);
        QCOMPARE(serverData(QStringLiteral("gui-overwrite")),
                 (QJsonObject{{QStringLiteral("mine"), QStringLiteral("retyped")},
                              {QStringLiteral("theirs"), QStringLiteral("before")}}));
    }

    void aParseErrorNamesThePlaceAndKeepsTheEditorOpen()
    {
        createConfigMap(QStringLiteral("gui-typo"), {{QStringLiteral("k"), QStringLiteral("v")}});
        auto dialog = openEditor(QStringLiteral("gui-typo"));
        QTextCursor cursor = dialog->textEdit()->document()->find(QStringLiteral("k: v"));
        dialog->textEdit()->setTextCursor(cursor);
        QTest::keyClicks(dialog->textEdit(), QStringLiteral("k: [v"));
        const int line = cursor.blockNumber() + 1;
        const QString typed = dialog->textEdit()->toPlainText();
        QTest::mouseClick(dialog->saveButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->messageText().contains(QLatin1String("does not parse")), serverAnswerMs);
        QVERIFY2(dialog->messageText().contains(QLatin1String("line ")), qPrintable(dialog->messageText()));
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->textEdit()->toPlainText(), typed);
        QVERIFY(dialog->textEdit()->textCursor().blockNumber() + 1 >=
                line); // at the error, where the list never closes
        QCOMPARE(serverData(QStringLiteral("gui-typo")).value(QLatin1String("k")).toString(),
                 QStringLiteral("v"));
        QVERIFY(dialog->saveButton()->isEnabled());
    }

    void closingWithEditsAsksFirst()
    {
        createConfigMap(QStringLiteral("gui-close"), {{QStringLiteral("k"), QStringLiteral("v")}});
        auto dialog = openEditor(QStringLiteral("gui-close"));
        typeOver(dialog->textEdit(), QStringLiteral("k: v"), QStringLiteral("k: w"));
        dialog->reject();
        auto *question = dialog->findChild<QMessageBox *>(QStringLiteral("discardConfirmation"));
        QVERIFY(question);
        QVERIFY(dialog->isVisible());
        question->button(QMessageBox::Cancel)->click();
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->textEdit()->toPlainText().contains(QLatin1String("k: w")));
    }
};

QTEST_MAIN(tst_YamlEditor)
#include "tst_yamleditor.moc"
