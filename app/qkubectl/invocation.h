// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "flagset.h"

#include <QStringList>

#include <memory>

namespace kube {
class RequestLog;
}

// One command's call as the registry found and parsed it: which command, its flags (the global ones and its
// own, parsed), its positional arguments, and -v's request log. What every command is constructed from.
struct Invocation
{
    QString commandPath;   // kubectl's words for it: "get", "config use-context", "rollout restart"
    FlagSet flags;         // parsed
    QStringList arguments; // the command line as given, without the program's name
    std::shared_ptr<const kube::RequestLog> requestLog; // null below -v=6

    const QStringList &args() const { return flags.args(); }
};
