// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

class QWidget;

// The journal's byte limit as the user sets it: kept in QSettings ("journal/byteLimit", as a quantity such as
// "512Mi"), the default 256 MiB when unset or unreadable. `qkube --journal-limit SIZE` overrides it for one
// run; View → Journal Limit… changes it for good.
class JournalSettings
{
    Q_DECLARE_TR_FUNCTIONS(JournalSettings)
public:
    static constexpr const char *byteLimitKey = "journal/byteLimit";

    static qint64 byteLimit();
    static void setByteLimit(qint64 bytes);
    // Asks for a new limit (a Kubernetes quantity: 512Mi, 1Gi, 256M), starting from `current`; nothing when
    // the user cancels. Says what is wrong with a bad size and asks again.
    static std::optional<qint64> ask(QWidget *parent, qint64 current);
};
