// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "goduration.h"

#include <QHash>
#include <QRegularExpression>

std::optional<qint64> parseGoDuration(const QString &text, QString *error)
{
    static const QRegularExpression part(QStringLiteral("^(\\d+(?:\\.\\d*)?|\\.\\d+)([a-zµμ]*)"));
    static const QHash<QString, double> units = {{QStringLiteral("ns"), 1},   {QStringLiteral("us"), 1e3},
                                                 {QStringLiteral("µs"), 1e3}, {QStringLiteral("μs"), 1e3},
                                                 {QStringLiteral("ms"), 1e6}, {QStringLiteral("s"), 1e9},
                                                 {QStringLiteral("m"), 60e9}, {QStringLiteral("h"), 3600e9}};
    QString rest = text;
    const bool negative = rest.startsWith(QLatin1Char('-'));
    if (negative || rest.startsWith(QLatin1Char('+')))
        rest = rest.mid(1);
    if (rest == QLatin1String("0"))
        return 0;
    if (rest.isEmpty()) {
        *error = QStringLiteral("time: invalid duration \"%1\"").arg(text);
        return std::nullopt;
    }
    double total = 0;
    while (!rest.isEmpty()) {
        const QRegularExpressionMatch match = part.match(rest);
        if (!match.hasMatch()) {
            *error = QStringLiteral("time: invalid duration \"%1\"").arg(text);
            return std::nullopt;
        }
        const QString unit = match.captured(2);
        if (unit.isEmpty()) {
            *error = QStringLiteral("time: missing unit in duration \"%1\"").arg(text);
            return std::nullopt;
        }
        if (!units.contains(unit)) {
            *error = QStringLiteral("time: unknown unit \"%1\" in duration \"%2\"").arg(unit, text);
            return std::nullopt;
        }
        total += match.captured(1).toDouble() * units.value(unit);
        rest = rest.mid(match.capturedLength(0));
    }
    return qint64(negative ? -total : total);
}
