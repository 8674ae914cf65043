// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// TarWriter and TarExtractor: GNU tar reads what TarWriter writes and TarExtractor reads what GNU tar writes;
// a hostile archive never writes outside the destination; a cut archive is a clear error.
#include "remote/tarextractor.h"
#include "remote/tarheader.h"
#include "remote/tarwriter.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

using kube::TarExtractor;
using kube::TarWriter;
using kube::detail::TarHeader;

namespace {

void writeFile(const QString &path, const QByteArray &content, int mode = 0644)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    QVERIFY(::chmod(QFile::encodeName(path).constData(), mode) == 0);
}

// Every file under `root` with its content, by relative path (folders end in '/').
QMap<QString, QByteArray> tree(const QString &root)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QFileInfo info(path);
        const QString relative = QDir(root).relativeFilePath(path);
        if (info.isSymLink()) {
            QByteArray target(4096, '\0');
            target.truncate(qMax<ssize_t>(
                0, ::readlink(QFile::encodeName(path).constData(), target.data(), target.size())));
            out.insert(relative, "-> " + target);
        } else if (info.isDir())
            out.insert(relative + QLatin1Char('/'), {});
        else {
            QFile file(path);
            file.open(QIODevice::ReadOnly);
            out.insert(relative, file.readAll());
        }
    }
    return out;
}

QByteArray archiveOf(const QString &source, const QString &name, qint64 pieceSize)
{
    TarWriter writer(source, name);
    QByteArray archive;
    while (!writer.atEnd()) {
        const kube::Result<QByteArray> piece = writer.read(pieceSize);
        if (!piece) {
            qWarning() << piece.error().message();
            return {};
        }
        if (piece->size() > qMax<qint64>(pieceSize, TarHeader::blockSize))
            qWarning() << "piece larger than asked for";
        archive += *piece;
    }
    return archive;
}

// Feeds `archive` to a TarExtractor in pieces of `pieceSize`; the error of write or finish.
kube::Error extract(const QByteArray &archive, TarExtractor &extractor, qsizetype pieceSize)
{
    for (qsizetype at = 0; at < archive.size(); at += pieceSize)
        if (kube::Error error =
                extractor.write(QByteArrayView(archive).sliced(at, qMin(pieceSize, archive.size() - at))))
            return error;
    return extractor.finish();
}

QByteArray entry(const QByteArray &name, char type, const QByteArray &data = {}, const QByteArray &link = {})
{
    TarHeader header;
    header.name = name;
    header.type = type;
    header.linkName = link;
    header.size = data.size();
    QByteArray out = header.encode() + data;
    out.append(TarHeader::padding(data.size()), '\0');
    return out;
}

QByteArray trailer()
{
    return QByteArray(2 * TarHeader::blockSize, '\0');
}

const QString longName = QStringLiteral("a-folder-name-long-enough/") + QString(120, QLatin1Char('n')) +
                         QStringLiteral("/and-a-file-whose-name-goes-past-the-hundred-byte-field-") +
                         QString(60, QLatin1Char('f')) + QStringLiteral(".txt");

} // namespace

class TarArchiveTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gnuTarReadsWhatTheWriterWrites_data();
    void gnuTarReadsWhatTheWriterWrites();
    void extractorReadsWhatGnuTarWrites_data();
    void extractorReadsWhatGnuTarWrites();
    void singleFileLandsAtTheDestinationItself();
    void hostileArchiveWritesNothingOutside();
    void linkAlreadyInTheDestinationIsNotFollowed();
    void badArchivesAreClearErrors_data();
    void badArchivesAreClearErrors();
};

void TarArchiveTest::gnuTarReadsWhatTheWriterWrites_data()
{
    QTest::addColumn<qint64>("pieceSize");
    QTest::newRow("one block at a time") << qint64(512);
    QTest::newRow("odd pieces") << qint64(777);
    QTest::newRow("large pieces") << qint64(1 << 20);
}

void TarArchiveTest::gnuTarReadsWhatTheWriterWrites()
{
    QFETCH(qint64, pieceSize);
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("src"));
    writeFile(source + QStringLiteral("/plain.txt"), "hello\n");
    writeFile(source + QStringLiteral("/run.sh"), "#!/bin/sh\necho hi\n", 0755);
    writeFile(source + QStringLiteral("/empty"), {});
    QByteArray big(3 * 1024 * 1024 + 123, '\0');
    for (qsizetype i = 0; i < big.size(); ++i)
        big[i] = char(i * 7 + i / 511);
    writeFile(source + QStringLiteral("/sub/big.bin"), big, 0600);
    writeFile(source + QLatin1Char('/') + longName, "long\n");
    QDir().mkpath(source + QStringLiteral("/emptydir"));
    QVERIFY(QFile::link(QStringLiteral("plain.txt"), source + QStringLiteral("/link")));
    const QByteArray oldTime = QFile::encodeName(source + QStringLiteral("/plain.txt"));
    struct utimbuf times
    {
        1'000'000'000, 1'000'000'000
    };
    QVERIFY(::utime(oldTime.constData(), &times) == 0);

    const QByteArray archive = archiveOf(source, QStringLiteral("dest"), pieceSize);
    QVERIFY(!archive.isEmpty());
    QCOMPARE(archive.size() % TarHeader::blockSize, 0);

    const QString out = work.filePath(QStringLiteral("out"));
    QDir().mkpath(out);
    QProcess tar;
    tar.start(QStringLiteral("tar"), {QStringLiteral("-xf"), QStringLiteral("-"), QStringLiteral("-C"), out});
    QVERIFY(tar.waitForStarted());
    tar.write(archive);
    tar.closeWriteChannel();
    QVERIFY(tar.waitForFinished());
    QCOMPARE(tar.readAllStandardError(), QByteArray());
    QCOMPARE(tar.exitCode(), 0);

    QCOMPARE(tree(out + QStringLiteral("/dest")), tree(source));
    QCOMPARE(QFileInfo(out + QStringLiteral("/dest/run.sh")).permissions() & QFile::ExeOwner,
             QFile::ExeOwner);
    QCOMPARE(QFileInfo(out + QStringLiteral("/dest/sub/big.bin")).permissions() & QFile::ReadOther,
             QFileDevice::Permissions());
    QCOMPARE(QFileInfo(out + QStringLiteral("/dest/plain.txt")).lastModified().toSecsSinceEpoch(),
             1'000'000'000);
    QVERIFY(QFileInfo(out + QStringLiteral("/dest/link")).isSymLink());

    // And TarExtractor reads it back the same (links skipped, as kubectl does).
    const QString back = work.filePath(QStringLiteral("back"));
    TarExtractor extractor({back, QStringLiteral("dest"), {}});
    QCOMPARE(extract(archive, extractor, 1000).message(), QString());
    QMap<QString, QByteArray> expected = tree(source);
    expected.remove(QStringLiteral("link"));
    QCOMPARE(tree(back), expected);
    QCOMPARE(
        extractor.takeWarnings(),
        QStringList{QStringLiteral("warning: skipping symlink: \"%1/link\" -> \"plain.txt\"").arg(back)});
}

void TarArchiveTest::extractorReadsWhatGnuTarWrites_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("GNU (long names as 'L' entries)") << QStringLiteral("gnu");
    QTest::newRow("PAX (long names as path records)") << QStringLiteral("pax");
    QTest::newRow("ustar (names split at the prefix)") << QStringLiteral("ustar");
}

void TarArchiveTest::extractorReadsWhatGnuTarWrites()
{
    QFETCH(QString, format);
    QTemporaryDir work;
    const QString source = work.filePath(QStringLiteral("tmp/data"));
    writeFile(source + QStringLiteral("/a.txt"), "alpha\n");
    writeFile(source + QStringLiteral("/deep/b.txt"), QByteArray(70'000, 'b'));
    // ustar's prefix field holds at most 155 bytes and its name 100: a name that needs both.
    const QString name = format == QLatin1String("ustar") ? QString(90, QLatin1Char('p')) + QLatin1Char('/') +
                                                                QString(80, QLatin1Char('q'))
                                                          : longName;
    writeFile(source + QLatin1Char('/') + name, "long\n");
    // As kubectl runs it in the container: `tar cf - /tmp/data` names the entries "tmp/data/...".
    QProcess tar;
    tar.setWorkingDirectory(work.path());
    tar.start(QStringLiteral("tar"), {QStringLiteral("--format=") + format, QStringLiteral("-cf"),
                                      QStringLiteral("-"), QStringLiteral("tmp/data")});
    QVERIFY(tar.waitForFinished());
    QCOMPARE(tar.exitCode(), 0);
    const QByteArray archive = tar.readAllStandardOutput();

    const QString dest = work.filePath(QStringLiteral("copied"));
    TarExtractor extractor({dest, QStringLiteral("tmp/data"), {}});
    QCOMPARE(extract(archive, extractor, 4096).message(), QString());
    QCOMPARE(tree(dest), tree(source));
    QCOMPARE(extractor.filesWritten(), 3);
}

void TarArchiveTest::singleFileLandsAtTheDestinationItself()
{
    // `kubectl cp pod:/etc/hostname ./h`: the entry "etc/hostname" is the prefix itself, written at ./h.
    QTemporaryDir work;
    const QByteArray archive = entry("etc/", TarHeader::Directory) +
                               entry("etc/hostname", TarHeader::Regular, "web-0\n") + trailer();
    const QString dest = work.filePath(QStringLiteral("h"));
    TarExtractor extractor({dest, QStringLiteral("etc/hostname"), {}});
    QCOMPARE(extract(archive, extractor, 512).message(), QString("tar contents corrupted"));
    // The folder entry above does not start with the prefix: kubectl refuses it too. Without it:
    TarExtractor plain({dest, QStringLiteral("etc/hostname"), {}});
    QCOMPARE(extract(entry("etc/hostname", TarHeader::Regular, "web-0\n") + trailer(), plain, 100).message(),
             QString());
    QFile file(dest);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("web-0\n"));
}

void TarArchiveTest::hostileArchiveWritesNothingOutside()
{
    QTemporaryDir work;
    const QString dest = work.filePath(QStringLiteral("jail/dest"));
    QDir().mkpath(dest);
    const QByteArray archive =
        entry("../escaped-dotdot", TarHeader::Regular, "x") +
        entry("inner/../../../escaped-deep", TarHeader::Regular, "x") +
        entry("/etc/absolute", TarHeader::Regular,
              "inside") + // joined under the destination, as kubectl does
        entry("evil-link", TarHeader::SymbolicLink, {}, work.path().toUtf8()) +
        entry("evil-link/through-link", TarHeader::Regular, "x") +
        entry("evil-hard", TarHeader::HardLink, {}, "../../escaped-hard") +
        entry("../escaped-dir", TarHeader::Directory) +
        entry(QByteArray("../") + QByteArray(200, 'L'), TarHeader::Regular, "x") + // a long name climbing out
        entry("fine.txt", TarHeader::Regular, "fine") + trailer();
    TarExtractor extractor({dest, QString(), QStringLiteral("(consider using \"kubectl exec\")")});
    QCOMPARE(extract(archive, extractor, 300).message(), QString());

    // Only these, all inside: "evil-link/" is a plain folder, since the link before it was not made.
    QMap<QString, QByteArray> expected{{QStringLiteral("jail/"), {}},
                                       {QStringLiteral("jail/dest/"), {}},
                                       {QStringLiteral("jail/dest/etc/"), {}},
                                       {QStringLiteral("jail/dest/etc/absolute"), "inside"},
                                       {QStringLiteral("jail/dest/evil-link/"), {}},
                                       {QStringLiteral("jail/dest/evil-link/through-link"), "x"},
                                       {QStringLiteral("jail/dest/fine.txt"), "fine"}};
    QCOMPARE(tree(work.path()), expected);
    const QString jail = work.filePath(QStringLiteral("jail"));
    const QString outside = QStringLiteral("warning: file \"%1\" is outside target destination, skipping");
    QCOMPARE(
        extractor.takeWarnings(),
        (QStringList{outside.arg(jail + QStringLiteral("/escaped-dotdot")),
                     outside.arg(work.filePath(QStringLiteral("escaped-deep"))),
                     QStringLiteral("warning: skipping symlink: \"%1/evil-link\" -> \"%2\" (consider using "
                                    "\"kubectl exec\")")
                         .arg(dest, work.path()),
                     QStringLiteral("warning: skipping hard link: \"%1/evil-hard\" -> \"../../escaped-hard\"")
                         .arg(dest),
                     outside.arg(jail + QStringLiteral("/escaped-dir")),
                     outside.arg(jail + QStringLiteral("/") + QString(200, QLatin1Char('L')))}));
}

void TarArchiveTest::linkAlreadyInTheDestinationIsNotFollowed()
{
    QTemporaryDir work;
    const QString dest = work.filePath(QStringLiteral("dest"));
    const QString outside = work.filePath(QStringLiteral("outside"));
    QDir().mkpath(dest);
    QDir().mkpath(outside);
    QVERIFY(QFile::link(outside, dest + QStringLiteral("/shortcut")));
    QVERIFY(QFile::link(outside + QStringLiteral("/target"), dest + QStringLiteral("/file-link")));
    const QByteArray archive = entry("shortcut/planted", TarHeader::Regular, "x") +
                               entry("file-link", TarHeader::Regular, "x") + trailer();
    TarExtractor extractor({dest, QString(), {}});
    QCOMPARE(extract(archive, extractor, 512).message(), QString());
    QCOMPARE(tree(outside), (QMap<QString, QByteArray>{}));
    QCOMPARE(extractor.takeWarnings().size(), 2);
}

void TarArchiveTest::badArchivesAreClearErrors_data()
{
    QTest::addColumn<QByteArray>("archive");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");
    const QByteArray good = entry("tmp/x/a", TarHeader::Regular, QByteArray(3000, 'a')) + trailer();
    const QString cut = QStringLiteral(
        "unexpected EOF: the archive ended in the middle of an entry (the copy was cut short)");
    QTest::newRow("cut inside a file's data")
        << good.left(1500) << QStringLiteral("tmp/x") << int(kube::Error::Kind::Decode) << cut;
    QTest::newRow("cut inside a header")
        << good.left(100) << QStringLiteral("tmp/x") << int(kube::Error::Kind::Decode) << cut;
    QTest::newRow("cut inside the padding")
        << good.left(512 + 3000 + 10) << QStringLiteral("tmp/x") << int(kube::Error::Kind::Decode) << cut;
    QByteArray garbled = good;
    garbled[10] = 'Z';
    QTest::newRow("checksum does not match")
        << garbled << QStringLiteral("tmp/x") << int(kube::Error::Kind::Decode)
        << QStringLiteral("archive/tar: invalid tar header");
    QTest::newRow("an entry outside the copied path")
        << good << QStringLiteral("tmp/y") << int(kube::Error::Kind::Decode)
        << QStringLiteral("tar contents corrupted");
    QTest::newRow("a long name beyond any path")
        << entry("tmp/x/" + QByteArray(2 * 1024 * 1024, 'n'), TarHeader::Regular) + trailer()
        << QStringLiteral("tmp/x") << int(kube::Error::Kind::Decode)
        << QStringLiteral("archive/tar: a long name or PAX header of 2097159 bytes");
}

void TarArchiveTest::badArchivesAreClearErrors()
{
    QFETCH(QByteArray, archive);
    QFETCH(QString, prefix);
    QFETCH(int, kind);
    QFETCH(QString, message);
    QTemporaryDir work;
    TarExtractor extractor({work.filePath(QStringLiteral("d")), prefix, {}});
    const kube::Error error = extract(archive, extractor, 512);
    QCOMPARE(int(error.kind()), kind);
    QCOMPARE(error.message(), message);
}

QTEST_GUILESS_MAIN(TarArchiveTest)
#include "tst_tararchive.moc"
