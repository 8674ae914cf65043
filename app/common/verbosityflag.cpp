// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "verbosityflag.h"

namespace {
// klog's levels go to 10; kubectl's HTTP logging stops growing at 9.
constexpr int maxVerbosity = 10;
} // namespace

std::optional<int> takeVerbosityFlag(QStringList &arguments, QString *error)
{
    int level = 0;
    for (qsizetype i = 0; i < arguments.size();) {
        const QString arg = arguments.at(i);
        QString value;
        qsizetype taken = 1;
        if (arg == QLatin1String("-v") || arg == QLatin1String("--v")) {
            if (i + 1 >= arguments.size()) {
                *error = QStringLiteral("flag needs an argument: %1").arg(arg);
                return std::nullopt;
            }
            value = arguments.at(i + 1);
            taken = 2;
        } else if (arg.startsWith(QLatin1String("-v=")) || arg.startsWith(QLatin1String("--v="))) {
            value = arg.mid(arg.indexOf(QLatin1Char('=')) + 1);
        } else if (arg.size() > 2 && arg.startsWith(QLatin1String("-v")) && arg.at(2).isDigit()) {
            value = arg.mid(2);
        } else if (arg == QLatin1String("--")) {
            break; // what follows belongs to someone else (a command to run)
        } else {
            ++i;
            continue;
        }
        bool ok = false;
        const int parsed = value.toInt(&ok);
        if (!ok || parsed < 0 || parsed > maxVerbosity) {
            *error = QStringLiteral("invalid argument \"%1\" for \"-v, --v\" flag: use a log level from 0 to "
                                    "%2 (6: requests, 7: request "
                                    "headers, 8: response headers and bodies, truncated, 9: whole bodies)")
                         .arg(value)
                         .arg(maxVerbosity);
            return std::nullopt;
        }
        level = parsed;
        arguments.remove(i, taken);
    }
    return level;
}
