// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "tarwriter.h"

#include "tarheader.h"

#include <QDir>

#include <sys/stat.h>
#include <unistd.h>

namespace kube {

using detail::TarHeader;

namespace {

// Two zero blocks end a tar archive.
constexpr int tarTrailerSize = 2 * TarHeader::blockSize;
// GNU tar's default record (20 blocks): it reads its input a record at a time.
constexpr int tarRecordSize = 20 * TarHeader::blockSize;

Error tarReadError(const QString &path, const QString &why)
{
    return Error(Error::Kind::Invalid, QStringLiteral("%1: %2").arg(path, why), path);
}

} // namespace

TarWriter::TarWriter(QString sourcePath, QString archiveName)
{
    m_pending.append({QDir::cleanPath(sourcePath), std::move(archiveName)});
}

TarWriter::~TarWriter() = default;

QStringList TarWriter::takeWarnings()
{
    return std::exchange(m_warnings, {});
}

Error TarWriter::beginNext()
{
    const Pending next = m_pending.takeLast();
    const QByteArray nativePath = QFile::encodeName(next.localPath);
    struct stat info;
    if (::lstat(nativePath.constData(), &info) != 0)
        return tarReadError(next.localPath, QString::fromLocal8Bit(strerror(errno)));
    TarHeader header;
    header.name = next.name.toUtf8();
    header.mode = info.st_mode & 07777;
    header.uid = info.st_uid;
    header.gid = info.st_gid;
    header.mtime = info.st_mtime;
    if (S_ISDIR(info.st_mode)) {
        header.type = TarHeader::Directory;
        header.name += '/';
        QDir dir(next.localPath);
        if (!dir.isReadable())
            return tarReadError(next.localPath, QStringLiteral("Permission denied"));
        // Reversed onto the stack, so the entries come out in name order.
        const QStringList entries =
            dir.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
        for (auto it = entries.crbegin(); it != entries.crend(); ++it)
            m_pending.append({next.localPath + QLatin1Char('/') + *it, next.name + QLatin1Char('/') + *it});
    } else if (S_ISLNK(info.st_mode)) {
        header.type = TarHeader::SymbolicLink;
        QByteArray target(PATH_MAX, '\0');
        const ssize_t length = ::readlink(nativePath.constData(), target.data(), target.size());
        if (length < 0)
            return tarReadError(next.localPath, QString::fromLocal8Bit(strerror(errno)));
        header.linkName = target.left(length);
    } else if (S_ISREG(info.st_mode)) {
        auto file = std::make_unique<QFile>(next.localPath);
        if (!file->open(QIODevice::ReadOnly))
            return tarReadError(next.localPath, file->errorString());
        header.size = info.st_size;
        m_file = std::move(file);
        m_fileName = next.localPath;
        m_fileRemaining = header.size;
        m_filePadding = TarHeader::padding(header.size);
    } else {
        // Sockets, pipes and devices are not copied (kubectl would read a pipe forever).
        m_warnings.append(
            QStringLiteral("skipping %1: not a regular file, folder or link").arg(next.localPath));
        return {};
    }
    m_buffer += header.encode();
    return {};
}

Result<QByteArray> TarWriter::read(qint64 maxBytes)
{
    maxBytes = qMax<qint64>(maxBytes, TarHeader::blockSize);
    QByteArray out;
    while (out.size() < maxBytes && !m_ended) {
        if (!m_buffer.isEmpty()) {
            const qint64 take = qMin<qint64>(maxBytes - out.size(), m_buffer.size());
            out += m_buffer.left(take);
            m_buffer.remove(0, take);
            continue;
        }
        if (m_file) {
            if (m_fileRemaining > 0) {
                const qint64 want = qMin<qint64>(maxBytes - out.size(), m_fileRemaining);
                const qsizetype before = out.size();
                out.resize(before + want);
                const qint64 got = m_file->isOpen() ? m_file->read(out.data() + before, want) : 0;
                if (got < 0)
                    return tarReadError(m_fileName, m_file->errorString());
                if (got < want && m_file->isOpen()) {
                    // The file shrank while archived: its header promised more; zeros keep the archive whole.
                    std::fill(out.begin() + before + got, out.end(), '\0');
                    m_warnings.append(
                        QStringLiteral("%1: file shrank while read; padded with zeros").arg(m_fileName));
                    m_file->close();
                } else if (got < want) {
                    std::fill(out.begin() + before + got, out.end(), '\0');
                }
                m_fileRemaining -= want;
                continue;
            }
            m_buffer.append(m_filePadding, '\0');
            m_file.reset();
            continue;
        }
        if (!m_pending.isEmpty()) {
            if (Error error = beginNext())
                return error;
            continue;
        }
        if (!m_trailerQueued) {
            // Padded to a whole record as GNU tar does: a reader that reads records sees the end in one.
            const qint64 total = m_bytesWritten + out.size() + tarTrailerSize;
            m_buffer.append(tarTrailerSize + (tarRecordSize - total % tarRecordSize) % tarRecordSize, '\0');
            m_trailerQueued = true;
            continue;
        }
        m_ended = true;
    }
    m_bytesWritten += out.size();
    return out;
}

} // namespace kube
