// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// FileCopy through a WebSocket exec server the test starts on loopback: it speaks v5.channel.k8s.io as a
// kubelet behind an apiserver does, and runs the real `tar` (and `test`) with a temporary folder as "the
// container's" working directory, so both directions go through GNU tar as they do in a pod.
#include "remote/filecopy.h"
#include "remote/tarheader.h"

#include <QDirIterator>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>
#include <QWebSocket>
#include <QWebSocketServer>

using kube::FileCopy;

namespace {

class ExecServer : public QObject
{
public:
    QString root; // the container's working directory
    bool tarMissing = false;
    QByteArray hostileArchive; // when set, `tar cf` answers this instead of running

    QList<QStringList> commands;

    ExecServer() : m_server(QStringLiteral("kubelet"), QWebSocketServer::NonSecureMode)
    {
        m_server.setSupportedSubprotocols(
            {QStringLiteral("v5.channel.k8s.io"), QStringLiteral("v4.channel.k8s.io")});
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QWebSocketServer::newConnection, this, [this] {
            while (QWebSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
    }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort())); }
    // A server older than Kubernetes 1.30: v4 only, no way to close stdin.
    void onlyV4() { m_server.setSupportedSubprotocols({QStringLiteral("v4.channel.k8s.io")}); }

private:
    static QByteArray frame(char channel, const QByteArray &payload)
    {
        return QByteArray(1, channel) + payload;
    }

    void serve(QWebSocket *socket)
    {
        const QUrlQuery query(socket->requestUrl());
        const QStringList command = query.allQueryItemValues(QStringLiteral("command"), QUrl::FullyDecoded);
        commands.append(command);
        connect(socket, &QWebSocket::disconnected, socket, &QObject::deleteLater);
        if (command.value(0) == QLatin1String("tar") && tarMissing) {
            socket->sendBinaryMessage(frame(
                3,
                "{\"metadata\":{},\"status\":\"Failure\",\"message\":\"Internal error occurred: error "
                "executing command in container: failed to exec in container: exec: \\\"tar\\\": executable "
                "file not found in $PATH: unknown\",\"reason\":\"InternalError\",\"code\":500}"));
            socket->close();
            return;
        }
        if (command.value(0) == QLatin1String("tar") && !hostileArchive.isEmpty()) {
            socket->sendBinaryMessage(frame(1, hostileArchive));
            socket->sendBinaryMessage(frame(3, "{\"metadata\":{},\"status\":\"Success\"}"));
            socket->close();
            return;
        }
        auto *process = new QProcess(socket);
        process->setWorkingDirectory(root);
        connect(socket, &QWebSocket::disconnected, process, [process] {
            process->kill(); // the client went away (a cancelled copy): so does the command
            process->waitForFinished();
        });
        connect(process, &QProcess::readyReadStandardOutput, socket,
                [socket, process] { socket->sendBinaryMessage(frame(1, process->readAllStandardOutput())); });
        connect(process, &QProcess::readyReadStandardError, socket,
                [socket, process] { socket->sendBinaryMessage(frame(2, process->readAllStandardError())); });
        connect(process, &QProcess::finished, socket, [socket, process](int code) {
            if (const QByteArray out = process->readAllStandardOutput(); !out.isEmpty())
                socket->sendBinaryMessage(frame(1, out));
            if (const QByteArray err = process->readAllStandardError(); !err.isEmpty())
                socket->sendBinaryMessage(frame(2, err));
            socket->sendBinaryMessage(frame(
                3, code == 0 ? QByteArray("{\"metadata\":{},\"status\":\"Success\"}")
                             : QStringLiteral("{\"metadata\":{},\"status\":\"Failure\",\"message\":\"command "
                                              "terminated with non-zero exit code: exit status "
                                              "%1\",\"reason\":\"NonZeroExitCode\",\"details\":{\"causes\":[{"
                                              "\"reason\":\"ExitCode\",\"message\":\"%1\"}]}}")
                                   .arg(code)
                                   .toUtf8()));
            socket->close();
        });
        connect(socket, &QWebSocket::binaryMessageReceived, process, [process](const QByteArray &message) {
            if (message.size() >= 1 && message[0] == 0)
                process->write(message.mid(1));
            else if (message.size() == 2 && quint8(message[0]) == 255 && message[1] == 0)
                process->closeWriteChannel();
        });
        // Through sh's exec, so that the program's argv[0] is its name ("tar: ..."), as in a container.
        process->start(QStringLiteral("/bin/sh"),
                       QStringList{QStringLiteral("-c"), QStringLiteral("exec \"$0\" \"$@\"")} + command);
    }

    QWebSocketServer m_server;
};

QMap<QString, QByteArray> tree(const QString &root)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(root, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(root).relativeFilePath(path);
        if (QFileInfo(path).isDir()) {
            out.insert(relative + QLatin1Char('/'), {});
            continue;
        }
        QFile file(path);
        file.open(QIODevice::ReadOnly);
        out.insert(relative, file.readAll());
    }
    return out;
}

void writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
}

kube::RestConfig configFor(const QUrl &url)
{
    kube::RestConfig config;
    config.host = url;
    return config;
}

QByteArray pattern(qsizetype size)
{
    QByteArray bytes(size, '\0');
    for (qsizetype i = 0; i < size; ++i)
        bytes[i] = char((i * 31) ^ (i >> 9));
    return bytes;
}

} // namespace

class FileCopyTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void downloadsAFolder();
    void downloadsOneFileByAnAbsolutePath();
    void uploadsAFolderAsTheNewName();
    void uploadsIntoAnExistingFolder();
    void uploadEndsOnAServerWithoutStdinClose();
    void cancelStopsADownload();
    void hostileArchiveWritesNothingOutside();
    void noSuchFileIsSaidSo();
    void tarMissingIsSaidSo();
    void missingLocalSourceIsSaidSo();

private:
    std::unique_ptr<QTemporaryDir> m_work;
    std::unique_ptr<ExecServer> m_server;
    QString m_container, m_local;
};

void FileCopyTest::init()
{
    m_work = std::make_unique<QTemporaryDir>();
    m_server = std::make_unique<ExecServer>();
    m_container = m_work->filePath(QStringLiteral("container"));
    m_local = m_work->filePath(QStringLiteral("local"));
    QDir().mkpath(m_container);
    QDir().mkpath(m_local);
    m_server->root = m_container;
}

void FileCopyTest::downloadsAFolder()
{
    writeFile(m_container + QStringLiteral("/data/dir/a.txt"), "alpha\n");
    writeFile(m_container + QStringLiteral("/data/dir/sub/big.bin"), pattern(5 * 1024 * 1024 + 17));
    FileCopy copy(configFor(m_server->url()), {FileCopy::Direction::Download,
                                               QStringLiteral("default"),
                                               QStringLiteral("web-0"),
                                               {},
                                               QStringLiteral("data/dir"),
                                               m_local + QStringLiteral("/copied")});
    QSignalSpy finished(&copy, &FileCopy::finished);
    QSignalSpy progress(&copy, &FileCopy::progress);
    copy.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QCOMPARE(finished[0][0].value<kube::Error>().message(), QString());
    QCOMPARE(tree(m_local + QStringLiteral("/copied")), tree(m_container + QStringLiteral("/data/dir")));
    QVERIFY(progress.size() > 1);
    QVERIFY(progress.last()[0].toLongLong() > 5 * 1024 * 1024);
    QCOMPARE(m_server->commands, (QList<QStringList>{{QStringLiteral("tar"), QStringLiteral("cf"),
                                                      QStringLiteral("-"), QStringLiteral("data/dir")}}));
    QCOMPARE(copy.exitCode(), 0);
}

void FileCopyTest::downloadsOneFileByAnAbsolutePath()
{
    writeFile(m_container + QStringLiteral("/etc/hostname"), "web-0\n");
    const QString absolute = m_container + QStringLiteral("/etc/hostname");
    FileCopy copy(configFor(m_server->url()), {FileCopy::Direction::Download,
                                               QStringLiteral("default"),
                                               QStringLiteral("web-0"),
                                               {},
                                               absolute,
                                               m_local + QStringLiteral("/h")});
    QSignalSpy finished(&copy, &FileCopy::finished);
    QSignalSpy warnings(&copy, &FileCopy::warning);
    copy.start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished[0][0].value<kube::Error>().message(), QString());
    QFile file(m_local + QStringLiteral("/h"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("web-0\n"));
    QCOMPARE(warnings.size(), 1);
    QCOMPARE(warnings[0][0].toString(), QStringLiteral("tar: Removing leading `/' from member names"));
}

void FileCopyTest::uploadsAFolderAsTheNewName()
{
    writeFile(m_local + QStringLiteral("/src/a.txt"), "alpha\n");
    writeFile(m_local + QStringLiteral("/src/deep/er/big.bin"), pattern(3 * 1024 * 1024 + 5));
    FileCopy copy(configFor(m_server->url()), {FileCopy::Direction::Upload,
                                               QStringLiteral("default"),
                                               QStringLiteral("web-0"),
                                               {},
                                               QStringLiteral("uploaded"),
                                               m_local + QStringLiteral("/src")});
    QSignalSpy finished(&copy, &FileCopy::finished);
    copy.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QCOMPARE(finished[0][0].value<kube::Error>().message(), QString());
    QCOMPARE(tree(m_container + QStringLiteral("/uploaded")), tree(m_local + QStringLiteral("/src")));
    QCOMPARE(m_server->commands.size(), 2);
    QCOMPARE(m_server->commands[0],
             (QStringList{QStringLiteral("test"), QStringLiteral("-d"), QStringLiteral("uploaded")}));
    QCOMPARE(m_server->commands[1],
             (QStringList{QStringLiteral("tar"), QStringLiteral("-xmf"), QStringLiteral("-"),
                          QStringLiteral("-C"), QStringLiteral(".")}));
}

void FileCopyTest::uploadsIntoAnExistingFolder()
{
    QDir().mkpath(m_container + QStringLiteral("/tmp"));
    writeFile(m_local + QStringLiteral("/notes.txt"), "n\n");
    FileCopy copy(configFor(m_server->url()), {FileCopy::Direction::Upload,
                                               QStringLiteral("default"),
                                               QStringLiteral("web-0"),
                                               {},
                                               QStringLiteral("tmp/"),
                                               m_local + QStringLiteral("/notes.txt")});
    copy.setNoPreserve(true);
    QSignalSpy finished(&copy, &FileCopy::finished);
    copy.start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished[0][0].value<kube::Error>().message(), QString());
    QCOMPARE(tree(m_container + QStringLiteral("/tmp")),
             (QMap<QString, QByteArray>{{QStringLiteral("notes.txt"), "n\n"}}));
    QCOMPARE(m_server->commands[1],
             (QStringList{QStringLiteral("tar"), QStringLiteral("--no-same-permissions"),
                          QStringLiteral("--no-same-owner"), QStringLiteral("-xmf"), QStringLiteral("-"),
                          QStringLiteral("-C"), QStringLiteral("tmp")}));
}

void FileCopyTest::uploadEndsOnAServerWithoutStdinClose()
{
    // v4 cannot say "stdin is done": tar ends at the archive's end blocks, which fill a whole record.
    m_server->onlyV4();
    writeFile(m_local + QStringLiteral("/src/a.txt"), pattern(100'000));
    FileCopy copy(configFor(m_server->url()), {FileCopy::Direction::Upload,
                                               QStringLiteral("default"),
                                               QStringLiteral("web-0"),
                                               {},
                                               QStringLiteral("up"),
                                               m_local + QStringLiteral("/src")});
    QSignalSpy finished(&copy, &FileCopy::finished);
    copy.start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished[0][0].value<kube::Error>().message(), QString());
    QCOMPARE(tree(m_container + QStringLiteral("/up")), tree(m_local + QStringLiteral("/src")));
}

void FileCopyTest::cancelStopsADownload()
{
    writeFile(m_container + QStringLiteral("/big.bin"), pattern(64 * 1024 * 1024));
    FileCopy copy(configFor(m_server->url()), {FileCopy::Direction::Download,
                                               QStringLiteral("default"),
                                               QStringLiteral("web-0"),
                                               {},
                                               QStringLiteral("big.bin"),
                                               m_local + QStringLiteral("/big.bin")});
    QSignalSpy finished(&copy, &FileCopy::finished);
    QSignalSpy progress(&copy, &FileCopy::progress);
    connect(&copy, &FileCopy::progress, &copy, &FileCopy::cancel);
    copy.start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished[0][0].value<kube::Error>().kind(), kube::Error::Kind::Cancelled);
    QVERIFY(progress.last()[0].toLongLong() < 64 * 1024 * 1024);
    const int afterCancel = progress.size();
    QCoreApplication::processEvents(); // anything already queued is delivered
    QCOMPARE(progress.size(), afterCancel);
}

void FileCopyTest::hostileArchiveWritesNothingOutside()
{
    // A container that answers `tar cf - data` with entries climbing out, a link out and a file through it.
    auto entry = [](const QByteArray &name, char type, const QByteArray &data = {},
                    const QByteArray &link = {}) {
        kube::detail::TarHeader header;
        header.name = name;
        header.type = type;
        header.linkName = link;
        header.size = data.size();
        return header.encode() + data + QByteArray(kube::detail::TarHeader::padding(data.size()), '\0');
    };
    using kube::detail::TarHeader;
    m_server->hostileArchive = entry("data/ok.txt", TarHeader::Regular, "ok") +
                               entry("data/../../../escaped", TarHeader::Regular, "x") +
                               entry("data/link", TarHeader::SymbolicLink, {}, m_work->path().toUtf8()) +
                               entry("data/link/through", TarHeader::Regular, "x") +
                               QByteArray(2 * TarHeader::blockSize, '\0');
    FileCopy copy(configFor(m_server->url()), {FileCopy::Direction::Download,
                                               QStringLiteral("default"),
                                               QStringLiteral("web-0"),
                                               {},
                                               QStringLiteral("data"),
                                               m_local + QStringLiteral("/got")});
    QSignalSpy finished(&copy, &FileCopy::finished);
    QSignalSpy warnings(&copy, &FileCopy::warning);
    copy.start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished[0][0].value<kube::Error>().message(), QString());
    QCOMPARE(tree(m_work->path()), (QMap<QString, QByteArray>{{QStringLiteral("container/"), {}},
                                                              {QStringLiteral("local/"), {}},
                                                              {QStringLiteral("local/got/"), {}},
                                                              {QStringLiteral("local/got/link/"), {}},
                                                              {QStringLiteral("local/got/link/through"), "x"},
                                                              {QStringLiteral("local/got/ok.txt"), "ok"}}));
    QCOMPARE(warnings.size(), 2);
    QCOMPARE(warnings[0][0].toString(),
             QStringLiteral("warning: file \"%1/escaped\" is outside target destination, skipping")
                 .arg(QFileInfo(m_work->path()).path()));
}

void FileCopyTest::noSuchFileIsSaidSo()
{
    FileCopy copy(configFor(m_server->url()), {FileCopy::Direction::Download,
                                               QStringLiteral("default"),
                                               QStringLiteral("web-0"),
                                               {},
                                               QStringLiteral("nope"),
                                               m_local + QStringLiteral("/x")});
    QSignalSpy finished(&copy, &FileCopy::finished);
    QSignalSpy warnings(&copy, &FileCopy::warning);
    copy.start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished[0][0].value<kube::Error>().message(),
             QStringLiteral("no such file or folder in the container: nope"));
    QCOMPARE(copy.exitCode(), 2);
    QVERIFY(!warnings.isEmpty());
    QCOMPARE(warnings[0][0].toString(), QStringLiteral("tar: nope: Cannot stat: No such file or directory"));
    QVERIFY(!QFileInfo::exists(m_local + QStringLiteral("/x")));
}

void FileCopyTest::tarMissingIsSaidSo()
{
    m_server->tarMissing = true;
    FileCopy copy(configFor(m_server->url()), {FileCopy::Direction::Download,
                                               QStringLiteral("default"),
                                               QStringLiteral("web-0"),
                                               {},
                                               QStringLiteral("x"),
                                               m_local + QStringLiteral("/x")});
    QSignalSpy finished(&copy, &FileCopy::finished);
    copy.start();
    QTRY_COMPARE(finished.size(), 1);
    QVERIFY2(finished[0][0].value<kube::Error>().message().startsWith(
                 QStringLiteral("tar is not in the container")),
             qPrintable(finished[0][0].value<kube::Error>().message()));
}

void FileCopyTest::missingLocalSourceIsSaidSo()
{
    FileCopy copy(configFor(m_server->url()), {FileCopy::Direction::Upload,
                                               QStringLiteral("default"),
                                               QStringLiteral("web-0"),
                                               {},
                                               QStringLiteral("x"),
                                               m_local + QStringLiteral("/absent")});
    QSignalSpy finished(&copy, &FileCopy::finished);
    copy.start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished[0][0].value<kube::Error>().message(),
             QStringLiteral("%1/absent doesn't exist in local filesystem").arg(m_local));
    QVERIFY(m_server->commands.isEmpty());
}

QTEST_GUILESS_MAIN(FileCopyTest)
#include "tst_filecopy.moc"
