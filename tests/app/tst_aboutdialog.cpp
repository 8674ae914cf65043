// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Help → About qkube: the versions a bug report needs (qkube's, its engine's, Qt's at run time and at build
// time), the licence and what qkube is, and a Close button that closes.
#include "aboutdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QTest>

namespace {
QString shownText(const QWidget &dialog)
{
    QStringList texts;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        texts.append(label->text());
    return texts.join(QLatin1Char('\n'));
}
} // namespace

class tst_AboutDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsTheVersionsABugReportNeeds()
    {
        AboutDialog dialog;
        const QList<std::pair<QString, QString>> versions = dialog.versions();
        QCOMPARE(versions.size(), 3);
        QCOMPARE(versions.at(0).second, QStringLiteral(QKUBE_PROJECT_VERSION));
        QVERIFY(versions.at(1).first.contains(QStringLiteral("libqkube-engine")));
        QCOMPARE(versions.at(1).second, QStringLiteral(QKUBE_PROJECT_VERSION));
        QCOMPARE(versions.at(2).second,
                 QStringLiteral("%1 (built with %2)")
                     .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR)));
        const QString text = shownText(dialog);
        for (const auto &[name, version] : versions)
            QVERIFY2(text.contains(version), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("qkube " QKUBE_PROJECT_VERSION)), qPrintable(text));
    }

    void namesTheLicenceAndWhatQkubeIs()
    {
        AboutDialog dialog;
        const QString text = shownText(dialog);
        QVERIFY2(text.contains(QStringLiteral("Apache-2.0")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Kubernetes cluster explorer")), qPrintable(text));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("About qkube"));
    }

    void closeClosesAndFreesTheDialog()
    {
        QPointer<AboutDialog> dialog = new AboutDialog;
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(buttons);
        QPushButton *close = buttons->button(QDialogButtonBox::Close);
        QVERIFY(close);
        QTest::mouseClick(close, Qt::LeftButton);
        QTRY_VERIFY(dialog.isNull()); // the Help menu opens it with new and forgets it
    }
};

QTEST_MAIN(tst_AboutDialog)
#include "tst_aboutdialog.moc"
