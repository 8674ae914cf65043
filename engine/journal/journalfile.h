// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"
#include "journal.h"
#include "secretdigest.h"

#include <QIODevice>

#include <functional>

namespace kube {

// A journal as JSON lines, one entry a line:
//   {"cluster":"kind-dev","format":1,"gvr":"apps/v1/deployments","name":"web","namespace":"shop",
//    "resourceVersion":"812","time":"2026-11-23T21:04:05.120Z","type":"MODIFIED","uid":"…","object":{…}}
// (gvr "v1/pods" for the core group). namespace, name, uid and resourceVersion repeat the object's, for grep
// and jq; reading takes them from the object. "format" is on every line, so that files appended to or joined
// stay readable; a line without it is format 1. What `qkubectl get -w --journal` writes and `qkube --journal`
// opens.
namespace JournalFile {

// Longer lines are refused when reading: an apiserver stores objects of at most 1.5 MB.
constexpr qint64 maxLineBytes = 8 * 1024 * 1024;
// The line format written, and the newest one read.
constexpr int format = 1;

// One entry as a line, '\n' included.
QKUBE_ENGINE_EXPORT QByteArray line(const JournalEntry &entry);
// One line (without its '\n'); errors name `lineNumber`.
QKUBE_ENGINE_EXPORT Result<JournalEntry> parseLine(QByteArrayView line, qint64 lineNumber);
// Every entry of `device` (blank lines skipped); the first bad or over-long line fails the read, naming the
// line and `where` (the file's name).
QKUBE_ENGINE_EXPORT Result<QList<JournalEntry>> read(QIODevice *device, const QString &where);
// Streams the entries of `device` to `take` (blank lines skipped), its first line numbered `firstLine`, up to
// `maxLines` lines (-1: all): what a bounded reader builds on. Returns the lines read; fails as read() does.
QKUBE_ENGINE_EXPORT Result<qint64> readEach(QIODevice *device, const QString &where, qint64 firstLine,
                                            qint64 maxLines,
                                            const std::function<void(JournalEntry &&)> &take);
// Reads the file at `path` into `journal`; returns how many entries it held.
QKUBE_ENGINE_EXPORT Result<qsizetype> load(const QString &path, Journal &journal);
// The first line of a file that holds Secrets' values: {"qkubeJournalHeader":{…,"secretValues":true}}.
// Readers skip it.
constexpr QByteArrayView headerStart{"{\"qkubeJournalHeader\":"};

// Writes `entries` to `path`, replacing it, owner-only (0600) whatever the umask (a journal says which
// Secrets changed and when). Secrets' values are digested by `secretDigest`; with none they are written as
// recorded, and when one is, the file starts with a header that says so.
QKUBE_ENGINE_EXPORT Error save(const QString &path, const QList<JournalEntry> &entries,
                               const SecretDigest *secretDigest);

} // namespace JournalFile

} // namespace kube
