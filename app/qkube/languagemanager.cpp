// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

LanguageManager::LanguageManager(QObject *parent) : QObject(parent) {}

QString LanguageManager::displayName(const QString &language)
{
    // Each language names itself, so a user can find theirs whatever the current one is.
    return language == QLatin1String("zh_CN") ? QStringLiteral("简体中文") : QStringLiteral("English");
}

QString LanguageManager::systemLanguage()
{
    const QLocale locale;
    if (locale.language() == QLocale::Chinese && locale.script() != QLocale::TraditionalChineseScript)
        return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

bool LanguageManager::setLanguage(const QString &language)
{
    if (!languages().contains(language))
        return false;
    QCoreApplication::removeTranslator(&m_qkube);
    QCoreApplication::removeTranslator(&m_qt);
    m_language = language;
    // Sizes, counts and times follow the window's language too ("0 字节", not "0 bytes" amid Chinese).
    QLocale::setDefault(language == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedStates)
                                                        : QLocale(language));
    if (language == QLatin1String("en")) {
        QCoreApplication::postEvent(QCoreApplication::instance(), new QEvent(QEvent::LanguageChange));
        return true;
    }
    const bool loaded = m_qkube.load(QStringLiteral(":/i18n/qkube_%1.qm").arg(language));
    if (loaded)
        QCoreApplication::installTranslator(&m_qkube);
    // Qt's own texts (Cancel, Yes, Close): Debian's qt6-translations-l10n, which qkube's package depends on.
    const QString qtDirectory = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (m_qt.load(QStringLiteral("qtbase_%1").arg(language), qtDirectory))
        QCoreApplication::installTranslator(&m_qt);
    else
        qWarning(
            "qkube: no qtbase_%s.qm in %s (qt6-translations-l10n): Qt's standard buttons stay in English",
            qPrintable(language), qPrintable(qtDirectory));
    return loaded;
}
