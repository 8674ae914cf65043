// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QRegularExpression>
#include <QString>

// qkubectl's hints name qkubectl where kubectl's name kubectl ("See 'qkubectl get -h' for help and
// examples"): what qkubectl wrote, its own name read as kubectl's, to compare with kubectl's words.
inline QString asKubectls(QString qkubectlText)
{
    // The program's name as a word of a command line, not part of a path ("data/qkubectl-verbs").
    static const QRegularExpression program(QStringLiteral("(?<=^|[\\s'\"])qkubectl(?= )"),
                                            QRegularExpression::MultilineOption);
    return qkubectlText.replace(program, QStringLiteral("kubectl"));
}

inline QByteArray asKubectls(const QByteArray &qkubectlText)
{
    return asKubectls(QString::fromUtf8(qkubectlText)).toUtf8();
}
