// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// kubectl's log level flag in all its spellings: -v=N, --v=N, -v N, --v N, -vN. Removes every occurrence from
// `arguments` (the last one wins, as with pflag) and returns the level: 0 when absent, nullopt with `error`
// set when a value is missing or not a number from 0 to 10.
std::optional<int> takeVerbosityFlag(QStringList &arguments, QString *error);
