// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// New resource…: a template chosen by kind, created in kubesim, each document's result on its own line.
#include "sessionfixture.h"

#include "qkube/manifestdialog.h"
#include "session/clustersession.h"
#include "session/manifestapplier.h"

#include <QComboBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

class tst_ManifestDialog : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<ClusterSession> m_session;

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

    void aTemplateIsCreatedAndEachResultReported()
    {
        ManifestDialog dialog(new ManifestApplier(m_session.get(), QStringLiteral("default")),
                              QStringLiteral("sim-admin"), QStringLiteral("default"));
        dialog.show();
        const int configMap = dialog.templateCombo()->findText(QStringLiteral("ConfigMap"));
        QVERIFY(configMap >= 0);
        dialog.templateCombo()->setCurrentIndex(configMap);
        Q_EMIT dialog.templateCombo()->activated(configMap);
        QVERIFY(dialog.textEdit()->toPlainText().contains(QLatin1String("kind: ConfigMap\n")));
        QVERIFY(dialog.textEdit()->toPlainText().contains(QLatin1String("namespace: default\n")));
        // A second document pasted below the template.
        dialog.textEdit()->moveCursor(QTextCursor::End);
        dialog.textEdit()->insertPlainText(
            QStringLiteral("---\napiVersion: v1\nkind: Widget\nmetadata:\n  name: w\n"));

        // The server's check rejects the second document: nothing is created, the text stays.
        QSignalSpy finished(&dialog, &ManifestDialog::finished);
        QTest::mouseClick(dialog.createButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QString results = dialog.results()->toPlainText();
        QVERIFY2(
            results.contains(QLatin1String(
                "document 2 (line 9): widget/w: the server serves no kind \"Widget\" in version \"v1\"")),
            qPrintable(results));
        QVERIFY2(results.contains(QLatin1String("Nothing was created")), qPrintable(results));
        const auto configMaps =
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps"));
        QVERIFY(!m_fixture->sim().store().find(configMaps, QStringLiteral("default"),
                                               QStringLiteral("my-config")));

        // Check (a dry run only) names what the server accepts and creates nothing.
        QString text = dialog.textEdit()->toPlainText();
        text.truncate(text.indexOf(QLatin1String("---\napiVersion: v1\nkind: Widget")));
        dialog.textEdit()->setPlainText(text);
        QSignalSpy checked(&dialog, &ManifestDialog::checked);
        QTest::mouseClick(dialog.checkButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 10000);
        results = dialog.results()->toPlainText();
        QVERIFY2(results.contains(QLatin1String("configmap/my-config: the server accepts it (dry run)")),
                 qPrintable(results));
        QVERIFY(!m_fixture->sim().store().find(configMaps, QStringLiteral("default"),
                                               QStringLiteral("my-config")));

        QTest::mouseClick(dialog.createButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 10000);
        results = dialog.results()->toPlainText();
        QVERIFY2(results.contains(QLatin1String("configmap/my-config created")), qPrintable(results));
        QVERIFY(m_fixture->sim().store().find(configMaps, QStringLiteral("default"),
                                              QStringLiteral("my-config")));

        // The user's text is not replaced by another template.
        const QString typed = dialog.textEdit()->toPlainText();
        const int deployment = dialog.templateCombo()->findText(QStringLiteral("Deployment"));
        dialog.templateCombo()->setCurrentIndex(deployment);
        Q_EMIT dialog.templateCombo()->activated(deployment);
        QCOMPARE(dialog.textEdit()->toPlainText(), typed);

        QTest::mouseClick(dialog.createButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 10000);
        QVERIFY2(dialog.results()->toPlainText().contains(QLatin1String(
                     "document 1 (line 1): configmap/my-config: configmaps \"my-config\" already exists")),
                 qPrintable(dialog.results()->toPlainText()));
    }
};

QTEST_MAIN(tst_ManifestDialog)
#include "tst_manifestdialog.moc"
