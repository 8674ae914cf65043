// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The window in Chinese all the way: Qt's own buttons as well as qkube's texts, and a journal that is not
// called by the word for a container's logs.
#include "descriptionview.h"
#include "languagemanager.h"
#include "theme.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QXmlStreamReader>

namespace {
// What zh_CN calls the journal (qkube's record of every change it saw), and a container's logs.
const QString journalTerm = QStringLiteral("变更记录");
const QString logsTerm = QStringLiteral("日志");

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    bool finished = true;
};

// The messages of the zh_CN catalogue, as its .ts lists them.
QList<Message> catalogue()
{
    QFile file(QStringLiteral(QKUBE_TEST_DATA_DIR "/../../translations/qkube_zh_CN.ts"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    QXmlStreamReader xml(&file);
    QList<Message> messages;
    QString context;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QStringView element = xml.name();
        if (element == QLatin1String("name"))
            context = xml.readElementText();
        else if (element == QLatin1String("message"))
            messages.append(
                {context, {}, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")});
        else if (element == QLatin1String("source"))
            messages.last().source = xml.readElementText();
        else if (element == QLatin1String("comment"))
            messages.last().comment = xml.readElementText();
        else if (element == QLatin1String("translation"))
            messages.last().finished = xml.attributes().value(QLatin1String("type")).isEmpty();
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(file.fileName()), qPrintable(xml.errorString()));
    return messages;
}

// A message as the installed translators give it.
QString translated(const Message &message)
{
    return QCoreApplication::translate(qPrintable(message.context), qPrintable(message.source),
                                       message.comment.isEmpty() ? nullptr : qPrintable(message.comment),
                                       message.numerus ? 2 : -1);
}
} // namespace

class tst_LanguageManager : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { m_languages.setLanguage(QStringLiteral("en")); }

    // Qt's standard buttons come from qtbase_zh_CN.qm (qt6-translations-l10n, a dependency of the package).
    void qtsStandardButtonsSpeakTheLanguage()
    {
        QDialogButtonBox buttons(QDialogButtonBox::Cancel | QDialogButtonBox::Close);
        QMessageBox question(QMessageBox::Question, QStringLiteral("qkube"), QStringLiteral("?"),
                             QMessageBox::Yes | QMessageBox::No);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));

        QVERIFY(m_languages.setLanguage(QStringLiteral("zh_CN")));
        const QString cancel = QCoreApplication::translate("QPlatformTheme", "Cancel");
        const QString yes = QCoreApplication::translate("QPlatformTheme", "&Yes");
        QVERIFY2(cancel != QLatin1String("Cancel"), "qtbase_zh_CN.qm was not loaded (qt6-translations-l10n)");
        QCOMPARE(cancel, QStringLiteral("取消"));
        QVERIFY(yes != QLatin1String("&Yes"));
        // Open widgets retranslate; new ones start translated.
        QTRY_COMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), cancel);
        QTRY_COMPARE(question.button(QMessageBox::Yes)->text(), yes);
        QDialogButtonBox later(QDialogButtonBox::Cancel);
        QCOMPARE(later.button(QDialogButtonBox::Cancel)->text(), cancel);

        QVERIFY(m_languages.setLanguage(QStringLiteral("en")));
        QTRY_COMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));
        QTRY_COMPARE(question.button(QMessageBox::Yes)->text(), QStringLiteral("&Yes"));
    }

    // Sizes in the port-forwards and inspector tables are worded by QLocale(): they follow the chosen language.
    void sizesSpeakTheLanguage()
    {
        QVERIFY(m_languages.setLanguage(QStringLiteral("zh_CN")));
        QCOMPARE(QLocale().formattedDataSize(0, 1, QLocale::DataSizeTraditionalFormat), QStringLiteral("0 字节"));
        QVERIFY(m_languages.setLanguage(QStringLiteral("en")));
        QCOMPARE(QLocale().formattedDataSize(0, 1, QLocale::DataSizeTraditionalFormat), QStringLiteral("0 bytes"));
    }

    // The Overview lays out kubectl's describe output: its keys, headings and column names in the user's
    // language; the user's own names (a container's, a ConfigMap's keys) and the values as they are.
    void theDescriptionSpeaksTheLanguage()
    {
        const kube::Description description = kube::Description::fromRaw(QStringLiteral(
            "Name:\tweb\nLabels:\tapp=web\nContainers:\n  Node:\n    Image:\tnginx\n    Limits:\n      cpu:\t1\n"
            "Conditions:\n  Type\tStatus\n  ----\t------\n  Ready\tTrue\n\nData\n====\nName:\n----\nweb\n\n"
            "BinaryData\n====\n\nEvents:\t<none>\n"));
        const Theme theme{QApplication::palette()};
        const QString english = DescriptionView::html(description, theme, 5);
        QVERIFY(english.contains(QLatin1String(">Labels<")));

        QVERIFY(m_languages.setLanguage(QStringLiteral("zh_CN")));
        const QString chinese = DescriptionView::html(description, theme, 5);
        for (const char *word : {"名称", "标签", "容器", "镜像", "限制", "状况", "类型", "状态", "数据", "事件"})
            QVERIFY2(chinese.contains(QLatin1Char('>') + QString::fromUtf8(word) + QLatin1Char('<')), word);
        for (const char *kept : {"Labels", "Image", "Events"})
            QVERIFY2(!chinese.contains(QLatin1Char('>') + QLatin1String(kept) + QLatin1Char('<')), kept);
        QVERIFY2(chinese.contains(QLatin1String("<b>Node</b>")), "a container's name is not translated");
        QVERIFY2(chinese.contains(QLatin1String("<b>Name:</b>")), "a ConfigMap's key is not translated");
        QVERIFY(chinese.contains(QLatin1String("app=web")));
        QVERIFY(!chinese.contains(QLatin1String("节点")));
    }

    void theJournalIsNeverCalledLogs_data()
    {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("comment");
        QTest::addColumn<bool>("numerus");
        for (const Message &message : catalogue())
            if (message.source.contains(QLatin1String("journal"), Qt::CaseInsensitive))
                QTest::addRow("%s: %s", qPrintable(message.context), qPrintable(message.source))
                    << message.context << message.source << message.comment << message.numerus;
    }

    // The compiled catalogue (:/i18n/qkube_zh_CN.qm) says 变更记录 wherever English says journal.
    void theJournalIsNeverCalledLogs()
    {
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(QString, comment);
        QFETCH(bool, numerus);
        QVERIFY(m_languages.setLanguage(QStringLiteral("zh_CN")));
        const QString text = translated({context, source, comment, numerus});
        QVERIFY2(text.contains(journalTerm), qPrintable(text));
        QVERIFY2(!text.contains(logsTerm), qPrintable(text));
    }

    // The journal's menu entries are among those checked above, and a container's logs keep their word.
    void theJournalsEntriesAndTheLogsHaveTheirOwnWords()
    {
        const QList<Message> messages = catalogue();
        const auto find = [&](const QString &source) {
            for (const Message &message : messages)
                if (message.source == source)
                    return message;
            qFatal("\"%s\" is not in the catalogue", qPrintable(source));
        };
        QVERIFY(m_languages.setLanguage(QStringLiteral("zh_CN")));
        for (const char *source : {"Journal &Limit…", "E&xport the Journal…", "&Open a Journal…"}) {
            const QString text = translated(find(QString::fromUtf8(source)));
            QVERIFY2(text.contains(journalTerm) && !text.contains(logsTerm), qPrintable(text));
        }
        const QString logs = translated(find(QStringLiteral("Show &logs")));
        QVERIFY2(logs.contains(logsTerm) && !logs.contains(journalTerm), qPrintable(logs));
    }

    // Nothing of the window is left in English for a Chinese user.
    void everyMessageIsTranslated()
    {
        QStringList unfinished;
        for (const Message &message : catalogue())
            if (!message.finished)
                unfinished.append(message.context + QStringLiteral(": ") + message.source);
        QVERIFY2(unfinished.isEmpty(), qPrintable(unfinished.join(QLatin1Char('\n'))));
    }

private:
    LanguageManager m_languages;
};

QTEST_MAIN(tst_LanguageManager)
#include "tst_languagemanager.moc"
