// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "flagerror.h"

#include <QCoreApplication>

namespace FlagError {

QString program()
{
    return QCoreApplication::applicationName();
}

QString seeHelp(const QString &command)
{
    return QStringLiteral("See '%1 %2 -h' for help and examples").arg(program(), command);
}

QString unknownFlag(const QString &name)
{
    return QStringLiteral("unknown flag: --%1").arg(name);
}

QString unknownShorthand(QChar shorthand, const QString &shorthands)
{
    return QStringLiteral("unknown shorthand flag: '%1' in -%2").arg(shorthand).arg(shorthands);
}

QString needsArgument(const QString &name)
{
    return QStringLiteral("flag needs an argument: --%1").arg(name);
}

QString shorthandNeedsArgument(QChar shorthand, const QString &shorthands)
{
    return QStringLiteral("flag needs an argument: '%1' in -%2").arg(shorthand).arg(shorthands);
}

QString badSyntax(const QString &argument)
{
    return QStringLiteral("bad flag syntax: %1").arg(argument);
}

QString invalidArgument(const QString &value, const QString &name, QChar shorthand, const QString &reason)
{
    const QString shown = shorthand.isNull() ? QStringLiteral("--") + name
                                             : QStringLiteral("-%1, --%2").arg(shorthand).arg(name);
    return QStringLiteral("invalid argument \"%1\" for \"%2\" flag: %3").arg(value, shown, reason);
}

QString usage(const QString &message, const QString &command)
{
    const QString help = command.isEmpty() ? program() + QStringLiteral(" --help")
                                           : QStringLiteral("%1 %2 --help").arg(program(), command);
    return QStringLiteral("Error: %1\nSee '%2' for usage.").arg(message, help);
}

QString beforeCommand(const QString &firstArgument)
{
    return QStringLiteral("Error: flags cannot be placed before plugin name: %1").arg(firstArgument);
}

QString unknownCommand(const QString &command, const QString &program)
{
    return QStringLiteral("error: unknown command \"%1\" for \"%2\"").arg(command, program);
}

QString unknownSubcommand(const QString &words, const QString &group)
{
    return QStringLiteral("error: unknown command \"%1\"\n").arg(words) + seeHelp(group);
}

} // namespace FlagError
