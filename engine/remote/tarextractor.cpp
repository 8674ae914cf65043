// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "tarextractor.h"

#include <QDir>
#include <QFileInfo>

namespace kube {

using detail::TarHeader;

namespace {

// Go's %q for the paths in kubectl's warnings.
QString goQuoted(const QString &text)
{
    QString out = text;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

// Go's os.MkdirAll error, as kubectl prints it: "mkdir PATH: not a directory" when a file is in the way.
Error mkdirError(const QString &shown, const QString &path)
{
    QString at = path;
    while (!QFileInfo::exists(at) && QFileInfo(at).path() != at)
        at = QFileInfo(at).path();
    const QString why =
        QFileInfo(at).isDir() ? QStringLiteral("permission denied") : QStringLiteral("not a directory");
    return Error(Error::Kind::Invalid, QStringLiteral("mkdir %1: %2").arg(shown, why), path);
}

Error tarCorrupt(const QString &why)
{
    return Error(Error::Kind::Decode, why, QStringLiteral("tar"));
}

} // namespace

TarExtractor::TarExtractor(Options options) : m_options(std::move(options))
{
    m_root = QDir::cleanPath(QDir::current().absoluteFilePath(m_options.destination));
}

TarExtractor::~TarExtractor() = default;

Error TarExtractor::fail(Error error)
{
    m_state = State::Failed;
    m_error = error;
    if (m_file) {
        m_file->close();
        m_file.reset();
    }
    return error;
}

Error TarExtractor::write(QByteArrayView bytes)
{
    while (!bytes.isEmpty()) {
        switch (m_state) {
        case State::Failed:
            return m_error;
        case State::Ended:
            return {}; // GNU tar pads the archive to a 10 KiB record after its end: ignored
        case State::Header: {
            if (m_paddingRemaining > 0) {
                const qint64 skip = qMin<qint64>(m_paddingRemaining, bytes.size());
                m_paddingRemaining -= skip;
                bytes = bytes.sliced(skip);
                continue;
            }
            const qsizetype take = qMin<qsizetype>(TarHeader::blockSize - m_block.size(), bytes.size());
            m_block.append(bytes.first(take));
            bytes = bytes.sliced(take);
            if (m_block.size() < TarHeader::blockSize)
                continue;
            const QByteArray block = std::exchange(m_block, {});
            if (TarHeader::isZeroBlock(block)) {
                m_state = State::Ended;
                continue;
            }
            const std::optional<TarHeader> header = TarHeader::decode(block);
            if (!header)
                return fail(tarCorrupt(QStringLiteral("archive/tar: invalid tar header")));
            if (Error error = beginEntry(*header))
                return fail(error);
            continue;
        }
        case State::Metadata: {
            const qint64 take = qMin<qint64>(m_dataRemaining, bytes.size());
            m_metadata.append(bytes.first(take));
            bytes = bytes.sliced(take);
            m_dataRemaining -= take;
            if (m_dataRemaining > 0)
                continue;
            m_state = State::Header;
            QByteArray value = std::exchange(m_metadata, {});
            if (m_metadataType == TarHeader::PaxExtended) {
                if (Error error = applyPax(value))
                    return fail(error);
                continue;
            }
            const qsizetype end = value.indexOf('\0');
            if (end >= 0)
                value.truncate(end);
            (m_metadataType == TarHeader::GnuLongName ? m_longName : m_longLink) = value;
            continue;
        }
        case State::Data: {
            const qint64 take = qMin<qint64>(m_dataRemaining, bytes.size());
            if (m_file && m_file->write(bytes.constData(), take) != take)
                return fail(Error(Error::Kind::Invalid, m_file->errorString(), m_file->fileName()));
            bytes = bytes.sliced(take);
            m_dataRemaining -= take;
            if (m_dataRemaining > 0)
                continue;
            if (m_file) {
                m_file->close();
                if (m_file->error() != QFileDevice::NoError)
                    return fail(Error(Error::Kind::Invalid, m_file->errorString(), m_file->fileName()));
                m_file.reset();
                ++m_filesWritten;
            }
            m_state = State::Header;
            continue;
        }
        }
    }
    return m_state == State::Failed ? m_error : Error();
}

Error TarExtractor::finish()
{
    if (m_state == State::Failed)
        return m_error;
    // Go's reader accepts an archive that stops at a header boundary without its trailer; inside a header
    // or an entry's data it is cut short.
    const bool cut =
        m_state == State::Data || m_state == State::Metadata ||
        (m_state == State::Header && (!m_block.isEmpty() || m_paddingRemaining > 0 || !m_longName.isEmpty()));
    if (cut) {
        return fail(tarCorrupt(QStringLiteral("unexpected EOF: the archive ended in the middle of an entry "
                                              "(the copy was cut short)")));
    }
    return {};
}

Error TarExtractor::applyPax(const QByteArray &records)
{
    // "LENGTH key=value\n" records; only path, linkpath and size change what is extracted.
    qsizetype at = 0;
    while (at < records.size()) {
        const qsizetype space = records.indexOf(' ', at);
        if (space < 0)
            break;
        bool ok = false;
        const qsizetype length = records.mid(at, space - at).toLongLong(&ok);
        if (!ok || length <= space - at || at + length > records.size())
            return tarCorrupt(QStringLiteral("archive/tar: invalid PAX record"));
        const QByteArray record = records.mid(space + 1, at + length - space - 2); // without the newline
        at += length;
        const qsizetype equals = record.indexOf('=');
        if (equals < 0)
            return tarCorrupt(QStringLiteral("archive/tar: invalid PAX record"));
        const QByteArray key = record.left(equals), value = record.mid(equals + 1);
        if (key == "path")
            m_longName = value;
        else if (key == "linkpath")
            m_longLink = value;
        else if (key == "size")
            m_paxSize = value.toLongLong();
    }
    return {};
}

void TarExtractor::skipEntry(qint64 size)
{
    m_dataRemaining = size;
    m_paddingRemaining = TarHeader::padding(size);
    m_state = size > 0 ? State::Data : State::Header;
}

bool TarExtractor::crossesLink(const QString &path) const
{
    // Every folder below the root on the way, and the entry itself: none may be a link (one the user had, or
    // one a container's archive could never have made here, since links are not extracted).
    QString at = m_root;
    const QStringList parts = path.mid(m_root.size()).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        at += QLatin1Char('/') + part;
        const QFileInfo info(at);
        if (info.isSymLink())
            return true;
        if (!info.exists())
            return false;
    }
    return false;
}

QString TarExtractor::destinationOf(const QByteArray &rawName, QString *shown)
{
    QString rest = QString::fromUtf8(rawName).mid(m_options.prefix.size());
    rest.replace(QLatin1Char('\\'), QLatin1Char('/'));
    *shown = QDir::cleanPath(m_options.destination + QLatin1Char('/') + rest);
    const QString path = QDir::cleanPath(m_root + QLatin1Char('/') + rest);
    const bool inside =
        path == m_root || m_root == QLatin1String("/") || path.startsWith(m_root + QLatin1Char('/'));
    if (!inside) {
        m_warnings.append(
            QStringLiteral("warning: file %1 is outside target destination, skipping").arg(goQuoted(*shown)));
        return {};
    }
    if (crossesLink(path)) {
        m_warnings.append(
            QStringLiteral("warning: file %1 would be written through a symbolic link, skipping")
                .arg(goQuoted(*shown)));
        return {};
    }
    return path;
}

Error TarExtractor::beginEntry(const TarHeader &header)
{
    switch (header.type) {
    case TarHeader::GnuLongName:
    case TarHeader::GnuLongLink:
    case TarHeader::PaxExtended:
        if (header.size > maxMetadataBytes)
            return tarCorrupt(
                QStringLiteral("archive/tar: a long name or PAX header of %1 bytes").arg(header.size));
        m_metadataType = header.type;
        m_metadata.clear();
        m_dataRemaining = header.size;
        m_paddingRemaining = TarHeader::padding(header.size);
        m_state = header.size > 0 ? State::Metadata : State::Header;
        return {};
    case TarHeader::PaxGlobal:
        skipEntry(header.size);
        return {};
    default:
        break;
    }
    const QByteArray name = m_longName.isEmpty() ? header.name : m_longName;
    const QByteArray linkName = m_longLink.isEmpty() ? header.linkName : m_longLink;
    const qint64 size = m_paxSize >= 0 ? m_paxSize : header.size;
    m_longName.clear();
    m_longLink.clear();
    m_paxSize = -1;
    // As Go's reader: links, folders, devices and fifos have no data, whatever their size field says.
    const bool headerOnly = header.type == TarHeader::HardLink || header.type == TarHeader::SymbolicLink ||
                            header.type == TarHeader::CharacterDevice ||
                            header.type == TarHeader::BlockDevice || header.type == TarHeader::Directory ||
                            header.type == TarHeader::Fifo;
    const qint64 dataSize = headerOnly ? 0 : size;
    // Every name starts with the copied path; one that does not was not made by `tar cf - PATH`.
    if (!QString::fromUtf8(name).startsWith(m_options.prefix))
        return tarCorrupt(QStringLiteral("tar contents corrupted"));
    QString shown;
    const QString path = destinationOf(name, &shown);
    if (path.isEmpty()) {
        skipEntry(dataSize);
        return {};
    }
    const QString parent = QFileInfo(path).path();
    if (!QDir().mkpath(parent))
        return mkdirError(QFileInfo(shown).path(), parent);
    switch (header.type) {
    case TarHeader::Directory:
        if (!QDir().mkpath(path))
            return mkdirError(shown, path);
        skipEntry(0);
        return {};
    case TarHeader::SymbolicLink:
        if (!m_symlinkWarned && !m_options.symlinkHint.isEmpty()) {
            m_warnings.append(
                QStringLiteral("warning: skipping symlink: %1 -> %2 %3")
                    .arg(goQuoted(shown), goQuoted(QString::fromUtf8(linkName)), m_options.symlinkHint));
            m_symlinkWarned = true;
        } else {
            m_warnings.append(QStringLiteral("warning: skipping symlink: %1 -> %2")
                                  .arg(goQuoted(shown), goQuoted(QString::fromUtf8(linkName))));
        }
        skipEntry(0);
        return {};
    case TarHeader::HardLink:
        m_warnings.append(QStringLiteral("warning: skipping hard link: %1 -> %2")
                              .arg(goQuoted(shown), goQuoted(QString::fromUtf8(linkName))));
        skipEntry(0);
        return {};
    case TarHeader::Regular:
    case TarHeader::RegularOld:
    case TarHeader::Contiguous: {
        auto file = std::make_unique<QFile>(path);
        if (!file->open(QIODevice::WriteOnly | QIODevice::Truncate))
            return Error(Error::Kind::Invalid, QStringLiteral("open %1: %2").arg(shown, file->errorString()),
                         path);
        m_file = std::move(file);
        skipEntry(dataSize);
        if (dataSize == 0) {
            m_file.reset();
            ++m_filesWritten;
        }
        return {};
    }
    default:
        m_warnings.append(
            QStringLiteral("warning: skipping %1: not a regular file or folder").arg(goQuoted(shown)));
        skipEntry(dataSize);
        return {};
    }
}

} // namespace kube
