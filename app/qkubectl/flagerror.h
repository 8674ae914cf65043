// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QChar>
#include <QString>

// kubectl's words for command-line mistakes, all in one place: pflag's (a flag unknown, without its value,
// with a value its type refuses), cobra's usage frame around them, and kubectl's for commands it does not
// know, so that a mistyped command line reads the same from qkubectl.
namespace FlagError {

// The name the hints give the program where kubectl's give "kubectl": qkubectl's help is qkubectl's.
QString program();
// kubectl's hint under a command's own usage errors: "See 'qkubectl COMMAND -h' for help and examples".
QString seeHelp(const QString &command);

// "unknown flag: --name".
QString unknownFlag(const QString &name);
// "unknown shorthand flag: 'x' in -xyz" (`shorthands`: what was left of the group at 'x').
QString unknownShorthand(QChar shorthand, const QString &shorthands);
// "flag needs an argument: --name".
QString needsArgument(const QString &name);
// "flag needs an argument: 'n' in -n".
QString shorthandNeedsArgument(QChar shorthand, const QString &shorthands);
// "bad flag syntax: ---x".
QString badSyntax(const QString &argument);
// "invalid argument \"x\" for \"-n, --name\" flag: REASON".
QString invalidArgument(const QString &value, const QString &name, QChar shorthand, const QString &reason);
// "Error: MESSAGE", then "See 'qkubectl COMMAND --help' for usage." (COMMAND: "get", "config view"; none:
// "See 'qkubectl --help'").
QString usage(const QString &message, const QString &command);
// kubectl's answer to an unknown flag before its command's name: it takes the words for a plugin's call and
// names the first of them (a flag, known or not).
QString beforeCommand(const QString &firstArgument);
// A command kubectl has and qkubectl lacks (or nobody has).
QString unknownCommand(const QString &command, const QString &program);
// A command group's (config, rollout) unknown subcommand, as kubectl's DefaultSubCommandRun says it.
QString unknownSubcommand(const QString &words, const QString &group);

} // namespace FlagError
