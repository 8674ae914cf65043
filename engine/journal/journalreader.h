// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"
#include "journal.h"

#include <memory>

namespace kube {

// A journal file read back (what Cluster → Export the Journal… or `qkubectl get -w --journal` wrote), to be
// browsed offline: its entries in a Journal of their own, the kinds it holds, and what of the file was left
// out.
struct QKUBE_ENGINE_EXPORT JournalRecording
{
    struct Kind
    {
        QString cluster;
        GroupVersionResource gvr;
        bool namespaced = false; // any of its objects has a namespace
        qsizetype changes = 0;   // lines read of it
    };

    QString path;
    std::shared_ptr<Journal> journal;
    QList<Kind> kinds; // by cluster, then group and resource
    qint64 fileBytes = 0;
    qint64 lines = 0;            // lines read, blank ones included
    qint64 skippedBytes = 0;     // the oldest part not read: the file is larger than the journal's byte limit
    qint64 skippedLines = 0;     // the lines of that part
    bool lineCapReached = false; // the lines after the cap were not read
};

// Reads a journal file into a bounded Journal: a file larger than `byteLimit` is read from its newest
// `byteLimit` bytes on (the part line cut there skipped), at most `maxLines` lines are read, and the Journal
// keeps to `byteLimit` as a live one does. A bad line fails the whole read with an error naming the file and
// the line (counted from the start of the file, also when its oldest part was skipped), as does a file with
// no change in it. File I/O and JSON decoding: run it off the GUI thread.
namespace JournalReader {

// A line is at least a hundred bytes: the byte limit bounds the lines, this bounds the time a file of tiny or
// blank lines takes.
constexpr qint64 defaultMaxLines = 4'000'000;

QKUBE_ENGINE_EXPORT Result<JournalRecording>
read(const QString &path, qint64 byteLimit = Journal::defaultByteLimit, qint64 maxLines = defaultMaxLines);

} // namespace JournalReader

} // namespace kube
