// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/result.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

// The objects of kubectl's -f arguments: files (YAML or JSON, several documents each, Lists unpacked into
// their items), "-" for stdin, in the order given. Errors are worded as kubectl's ("the path \"x\" does not
// exist", "error parsing x: ..."). Reads synchronously: a command-line tool with nothing else to do meanwhile.
namespace ManifestReader {

struct Entry
{
    QJsonObject object;
    QString source; // the path as given, "STDIN" for -
};

kube::Result<QList<Entry>> read(const QStringList &paths);

} // namespace ManifestReader
