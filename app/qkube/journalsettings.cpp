// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "journalsettings.h"

#include "journal/bytesize.h"
#include "journal/journal.h"

#include <QInputDialog>
#include <QSettings>

qint64 JournalSettings::byteLimit()
{
    const QString text = QSettings().value(QLatin1String(byteLimitKey)).toString();
    return kube::ByteSize::parse(text).value_or(kube::Journal::defaultByteLimit);
}

void JournalSettings::setByteLimit(qint64 bytes)
{
    QSettings().setValue(QLatin1String(byteLimitKey), kube::ByteSize::text(bytes));
}

std::optional<qint64> JournalSettings::ask(QWidget *parent, qint64 current)
{
    QString text = kube::ByteSize::text(current);
    QString problem;
    for (;;) {
        bool ok = false;
        text = QInputDialog::getText(parent, tr("Journal Limit"),
                                     problem +
                                         tr("The most memory each open cluster's journal (the history of "
                                            "changes) may use; past it the "
                                            "oldest changes go first.\nA size such as 512Mi, 1Gi or 256M:"),
                                     QLineEdit::Normal, text, &ok);
        if (!ok)
            return std::nullopt;
        if (const std::optional<qint64> bytes = kube::ByteSize::parse(text))
            return bytes;
        problem = tr("\"%1\" is not a size.").arg(text) + QLatin1Char('\n');
    }
}
