// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/result.h"
#include "journal.h"

#include <QIODevice>

namespace kube {

// A journal as JSON lines, one entry a line:
//   {"cluster":"kind-dev","gvr":"apps/v1/deployments","name":"web","namespace":"shop","resourceVersion":"812",
//    "time":"2026-11-23T21:04:05.120Z","type":"MODIFIED","uid":"…","object":{…}}
// (gvr "v1/pods" for the core group). namespace, name, uid and resourceVersion repeat the object's, for grep and
// jq; reading takes them from the object. What `qkubectl get -w --journal` writes and `qkube --journal` opens.
namespace JournalFile {

// Longer lines are refused when reading: an apiserver stores objects of at most 1.5 MB.
constexpr qint64 maxLineBytes = 8 * 1024 * 1024;

// One entry as a line, '\n' included.
QByteArray line(const JournalEntry &entry);
// One line (without its '\n'); errors name `lineNumber`.
Result<JournalEntry> parseLine(QByteArrayView line, qint64 lineNumber);
// Every entry of `device` (blank lines skipped); the first bad or over-long line fails the read, naming the line
// and `where` (the file's name).
Result<QList<JournalEntry>> read(QIODevice *device, const QString &where);
// Reads the file at `path` into `journal`; returns how many entries it held.
Result<qsizetype> load(const QString &path, Journal &journal);
// Writes `entries` to `path`, replacing it.
Error save(const QString &path, const QList<JournalEntry> &entries);

} // namespace JournalFile

} // namespace kube
