// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The delete confirmation in every language: each text is whole, none cut off.
#include "deletedialog.h"
#include "languagemanager.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QTest>

class tst_DeleteDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyTextIsWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("objects");
        QTest::addColumn<bool>("pods");
        const QStringList one{QStringLiteral("production-eu-west/payments-api-7d9f8b6c5d-x2k4p")};
        const QStringList several{QStringLiteral("prod/web-1"), QStringLiteral("prod/web-2"),
                                  QStringLiteral("prod/web-3")};
        for (const QString &language : LanguageManager::languages()) {
            QTest::addRow("%s: one pod", qPrintable(language)) << language << one << true;
            QTest::addRow("%s: several pods", qPrintable(language)) << language << several << true;
            QTest::addRow("%s: one deployment", qPrintable(language)) << language << one << false;
        }
    }

    void everyTextIsWhole()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, objects);
        QFETCH(bool, pods);
        LanguageManager languages;
        QVERIFY(languages.setLanguage(language));
        DeleteDialog dialog(pods ? QStringLiteral("Pod") : QStringLiteral("Deployment"), objects,
                            QStringLiteral("kind-production-eu-west-cluster"), pods);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // Made as small as it lets itself be (a user, a window manager's placement): still nothing is cut
        // off.
        dialog.resize(1, 1);
        QCoreApplication::sendPostedEvents(&dialog, QEvent::LayoutRequest);
        QVERIFY2(dialog.width() > 1 && dialog.height() > 1, "the dialog has no minimum size");

        const auto labels = dialog.findChildren<QLabel *>();
        QVERIFY(!labels.isEmpty());
        for (const QLabel *label : labels) {
            if (!label->isVisible())
                continue;
            // A wrapping label may be narrower than its one-line width, as long as it is tall enough for its
            // lines.
            const bool whole = label->wordWrap() ? label->height() >= label->heightForWidth(label->width())
                                                 : label->width() >= label->sizeHint().width();
            QVERIFY2(
                whole,
                qPrintable(
                    QStringLiteral("%1: %2×%3").arg(label->text()).arg(label->width()).arg(label->height())));
        }
        for (const QCheckBox *box : dialog.findChildren<QCheckBox *>())
            QVERIFY2(box->width() >= box->sizeHint().width(), qPrintable(box->text()));
        for (const QComboBox *combo : dialog.findChildren<QComboBox *>())
            QVERIFY2(combo->width() >= combo->sizeHint().width(), qPrintable(combo->currentText()));
    }
};

QTEST_MAIN(tst_DeleteDialog)
#include "tst_deletedialog.moc"
