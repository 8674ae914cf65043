// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

// kubectl's words (its flag parser's) for a flag it does not know or that lacks its value, and the usage
// frame it prints them in, so that a mistyped flag reads the same from qkubectl.
namespace FlagError {

// "unknown flag: --name" (what follows '=' left out), or "unknown shorthand flag: 'x' in -xyz".
QString unknown(const QString &argument);
// "flag needs an argument: --name", or "flag needs an argument: 'n' in -n".
QString needsValue(const QString &flag);
// "Error: MESSAGE", then "See 'kubectl COMMAND --help' for usage." (COMMAND: "get", "config view"; none:
// "See 'kubectl --help'").
QString usage(const QString &message, const QString &command);
// kubectl's answer to an unknown flag before its command's name: it takes the words for a plugin's call and
// names the first of them (a flag, known or not).
QString beforeCommand(const QString &firstArgument);

} // namespace FlagError
