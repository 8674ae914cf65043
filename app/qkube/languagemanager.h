// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QTranslator>

// Installs qkube's and Qt's translations for a language ("en", "zh_CN") and switches at run time; widgets
// retranslate on QEvent::LanguageChange.
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    explicit LanguageManager(QObject *parent = nullptr);
    static QStringList languages() { return {QStringLiteral("en"), QStringLiteral("zh_CN")}; }
    static QString displayName(const QString &language);
    // The system locale's language when qkube has it, English otherwise.
    static QString systemLanguage();
    bool setLanguage(const QString &language);
    QString language() const { return m_language; }

private:
    QTranslator m_qkube;
    QTranslator m_qt;
    QString m_language = QStringLiteral("en");
};
