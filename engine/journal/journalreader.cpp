// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "journalreader.h"

#include "journalfile.h"

#include <QFile>
#include <QHash>

#include <algorithm>

namespace kube::JournalReader {

namespace {

constexpr qint64 chunkBytes = 1024 * 1024;

Error fileError(const QFile &file, const QString &path)
{
    return Error(Error::Kind::Invalid, QStringLiteral("cannot read the journal: %1").arg(file.errorString()), path);
}

// Moves `file` to the first line that starts at or after `offset`; returns the lines before it.
Result<qint64> skipTo(QFile &file, qint64 offset, const QString &path)
{
    qint64 newlines = 0;
    QByteArray chunk;
    while (file.pos() < offset) {
        chunk = file.read(std::min(chunkBytes, offset - file.pos()));
        if (chunk.isEmpty())
            return fileError(file, path);
        newlines += chunk.count('\n');
    }
    if (chunk.endsWith('\n'))
        return newlines;
    // The rest of the line cut at `offset`.
    while (!file.atEnd()) {
        chunk = file.readLine(chunkBytes);
        if (chunk.endsWith('\n'))
            return newlines + 1;
    }
    return newlines;
}

} // namespace

Result<JournalRecording> read(const QString &path, qint64 byteLimit, qint64 maxLines)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(Error::Kind::Invalid, QStringLiteral("cannot open the journal: %1").arg(file.errorString()), path);
    JournalRecording recording;
    recording.path = path;
    recording.fileBytes = file.size();
    recording.journal = std::make_shared<Journal>(byteLimit);
    if (recording.fileBytes > byteLimit) {
        const auto skipped = skipTo(file, recording.fileBytes - byteLimit, path);
        if (!skipped)
            return skipped.error();
        recording.skippedLines = skipped.value();
        recording.skippedBytes = file.pos();
    }
    QHash<QString, qsizetype> kindOf; // cluster and resource → index in recording.kinds
    const auto lines = JournalFile::readEach(
        &file, path, recording.skippedLines + 1, maxLines, [&recording, &kindOf](JournalEntry &&entry) {
            const QString key = entry.cluster + QLatin1Char('\0') + entry.gvr.groupVersion() + QLatin1Char('/') + entry.gvr.resource;
            auto it = kindOf.find(key);
            if (it == kindOf.end()) {
                it = kindOf.insert(key, recording.kinds.size());
                recording.kinds.append({entry.cluster, entry.gvr});
            }
            JournalRecording::Kind &kind = recording.kinds[*it];
            ++kind.changes;
            kind.namespaced |= !entry.object.namespaceName().isEmpty();
            recording.journal->record(std::move(entry));
        });
    if (!lines)
        return lines.error();
    recording.lines = lines.value();
    recording.lineCapReached = !file.atEnd();
    if (recording.journal->size() == 0)
        return Error(Error::Kind::Decode,
                     recording.skippedBytes > 0 ? QStringLiteral("no change in the newest %1 bytes read").arg(file.size() - recording.skippedBytes)
                                                : QStringLiteral("no change in it: not a journal, or an empty one"),
                     path);
    std::sort(recording.kinds.begin(), recording.kinds.end(), [](const JournalRecording::Kind &a, const JournalRecording::Kind &b) {
        return std::tie(a.cluster, a.gvr.group, a.gvr.resource, a.gvr.version) < std::tie(b.cluster, b.gvr.group, b.gvr.resource, b.gvr.version);
    });
    return recording;
}

} // namespace kube::JournalReader
