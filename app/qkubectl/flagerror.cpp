// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "flagerror.h"

namespace FlagError {

namespace {

bool isShorthand(const QString &argument)
{
    return argument.size() > 1 && argument.startsWith(QLatin1Char('-')) &&
           !argument.startsWith(QLatin1String("--"));
}

} // namespace

QString unknown(const QString &argument)
{
    if (isShorthand(argument))
        return QStringLiteral("unknown shorthand flag: '%1' in %2").arg(argument.at(1), argument);
    return QStringLiteral("unknown flag: %1").arg(argument.section(QLatin1Char('='), 0, 0));
}

QString needsValue(const QString &flag)
{
    if (isShorthand(flag))
        return QStringLiteral("flag needs an argument: '%1' in %2").arg(flag.at(1), flag);
    return QStringLiteral("flag needs an argument: %1").arg(flag);
}

QString usage(const QString &message, const QString &command)
{
    const QString help = command.isEmpty() ? QStringLiteral("kubectl --help")
                                           : QStringLiteral("kubectl %1 --help").arg(command);
    return QStringLiteral("Error: %1\nSee '%2' for usage.").arg(message, help);
}

QString beforeCommand(const QString &firstArgument)
{
    return QStringLiteral("Error: flags cannot be placed before plugin name: %1").arg(firstArgument);
}

} // namespace FlagError
