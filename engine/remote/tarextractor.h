// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"
#include "tarheader.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>

#include <memory>

namespace kube {

// Unpacks a tar stream into a local folder with kubectl cp's rules (its untarAll): every entry's name must
// start with `prefix` (the copied path in the container, as tar names it), which is stripped; what is left is
// joined to `destination`. Nothing is ever written outside `destination`: an entry that lands outside it
// ("../", an absolute path climbing out) is skipped with kubectl's warning, symbolic and hard links are never
// made (skipped with a warning, as kubectl does), and a path that would pass through a link already in the
// destination is skipped too. Streaming: bytes are fed as they arrive, one file open at a time, memory
// bounded whatever the archive's size. Not thread-safe; used on one thread (FileCopy's worker).
class QKUBE_ENGINE_EXPORT TarExtractor
{
public:
    struct Options
    {
        QString destination;
        QString prefix;
        QString symlinkHint; // kubectl's "(consider using ...)" advice, added to the first symlink's warning
    };
    // Longest GNU long name or PAX header accepted: far beyond PATH_MAX, small enough to hold in memory.
    static constexpr qint64 maxMetadataBytes = 1024 * 1024;

    explicit TarExtractor(Options options);
    ~TarExtractor();

    // The next bytes of the archive. An error ends extraction (a corrupt header, a file that cannot be
    // written); later calls return it again.
    Error write(QByteArrayView bytes);
    // The stream has ended: an error when it ended inside an entry (a truncated archive).
    Error finish();
    // kubectl's warnings so far ("warning: file \"x\" is outside target destination, skipping"), taken once.
    QStringList takeWarnings() { return std::exchange(m_warnings, {}); }
    int filesWritten() const { return m_filesWritten; }

private:
    enum class State { Header, Metadata, Data, Ended, Failed };
    Error fail(Error error);
    Error beginEntry(const detail::TarHeader &header);
    Error applyPax(const QByteArray &records);
    void skipEntry(qint64 size);
    // Where the entry named `name` goes; empty when it is skipped (a warning says why).
    QString destinationOf(const QByteArray &name, QString *shown);
    bool crossesLink(const QString &path) const;

    Options m_options;
    QString m_root; // the destination, absolute and clean
    State m_state = State::Header;
    QByteArray m_block;
    char m_metadataType = 0;
    QByteArray m_metadata;
    QByteArray m_longName, m_longLink;
    qint64 m_paxSize = -1;
    qint64 m_dataRemaining = 0;
    qint64 m_paddingRemaining = 0;
    std::unique_ptr<QFile> m_file;
    bool m_symlinkWarned = false;
    int m_filesWritten = 0;
    QStringList m_warnings;
    Error m_error;
};

} // namespace kube
