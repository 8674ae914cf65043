// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QString>

#include <memory>

namespace kube {

// Archives a local file or folder as a GNU tar stream, piece by piece: kubectl cp's upload side. The entries
// are named after `archiveName` ("bar", "bar/sub/file"), folders recursively, with each entry's mode, owner
// and modification time; symbolic links as links; names past 100 bytes as GNU long names. Nothing is read
// ahead: one directory listing and one open file at a time, so memory stays bounded by the piece asked for.
// Not thread-safe; used on one thread (FileCopy's worker).
class QKUBE_ENGINE_EXPORT TarWriter
{
public:
    TarWriter(QString sourcePath, QString archiveName);
    ~TarWriter();

    // The next piece of the archive, at most `maxBytes` (at least one block, 512), or an error (a file that
    // cannot be read). Empty once the archive has ended (atEnd()).
    Result<QByteArray> read(qint64 maxBytes);
    bool atEnd() const { return m_ended; }
    qint64 bytesWritten() const { return m_bytesWritten; }
    // Non-fatal notes ("file shrank while read"), taken once.
    QStringList takeWarnings();

private:
    struct Pending
    {
        QString localPath;
        QString name;
    };
    Error beginNext();

    QList<Pending> m_pending; // a stack: the last is archived next
    std::unique_ptr<QFile> m_file;
    QString m_fileName;
    qint64 m_fileRemaining = 0;
    qint64 m_filePadding = 0;
    QByteArray m_buffer; // header blocks not yet handed out
    bool m_ended = false;
    bool m_trailerQueued = false;
    qint64 m_bytesWritten = 0;
    QStringList m_warnings;
};

} // namespace kube
