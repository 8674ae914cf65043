// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "remote/remotechannel.h"

#include <QTest>

using kube::Error;
using kube::ExecResult;
using kube::RemoteChannel;

// The frames are written down from the protocol (apimachinery's wsstream, client-go's remotecommand), byte by
// byte, not produced by the code under test.
class tst_RemoteChannel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void framesCarryTheChannelByteFirst_data();
    void framesCarryTheChannelByteFirst();
    void closeSignalNamesTheChannel();
    void resizeIsGoJson_data();
    void resizeIsGoJson();
    void parseSplitsChannelAndPayload_data();
    void parseSplitsChannelAndPayload();
    void emptyMessageIsMalformed();
    void statusGivesTheExitCode_data();
    void statusGivesTheExitCode();
};

void tst_RemoteChannel::framesCarryTheChannelByteFirst_data()
{
    QTest::addColumn<int>("channel");
    QTest::addColumn<QByteArray>("payload");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("stdin bytes") << int(RemoteChannel::Stdin) << QByteArray("ls\n")
                                 << QByteArray("\x00ls\n", 4);
    QTest::newRow("empty stdin") << int(RemoteChannel::Stdin) << QByteArray() << QByteArray("\x00", 1);
    QTest::newRow("stdout binary") << int(RemoteChannel::Stdout) << QByteArray("\xff\x00", 2)
                                   << QByteArray("\x01\xff\x00", 3);
    QTest::newRow("stderr") << int(RemoteChannel::Stderr) << QByteArray("e")
                            << QByteArray("\x02"
                                          "e");
}

void tst_RemoteChannel::framesCarryTheChannelByteFirst()
{
    QFETCH(int, channel);
    QFETCH(QByteArray, payload);
    QFETCH(QByteArray, expected);
    QCOMPARE(RemoteChannel::frame(RemoteChannel::Id(channel), payload), expected);
}

void tst_RemoteChannel::closeSignalNamesTheChannel()
{
    // v5.channel.k8s.io: {StreamClose=255, stream id}
    QCOMPARE(RemoteChannel::closeFrame(RemoteChannel::Stdin), QByteArray("\xff\x00", 2));
    QCOMPARE(RemoteChannel::closeFrame(RemoteChannel::Resize), QByteArray("\xff\x04", 2));
}

void tst_RemoteChannel::resizeIsGoJson_data()
{
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("80x24") << 80 << 24 << QByteArray("\x04{\"Width\":80,\"Height\":24}");
    QTest::newRow("largest") << 65535 << 1 << QByteArray("\x04{\"Width\":65535,\"Height\":1}");
}

void tst_RemoteChannel::resizeIsGoJson()
{
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(QByteArray, expected);
    QCOMPARE(RemoteChannel::resizeFrame({quint16(columns), quint16(rows)}), expected);
}

void tst_RemoteChannel::parseSplitsChannelAndPayload_data()
{
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<int>("channel");
    QTest::addColumn<QByteArray>("payload");
    QTest::newRow("stdout") << QByteArray("\x01hello") << 1 << QByteArray("hello");
    QTest::newRow("stderr, channel only") << QByteArray("\x02") << 2 << QByteArray();
    QTest::newRow("v5 close of stdout") << QByteArray("\xff\x01") << 255 << QByteArray("\x01");
    QTest::newRow("error status") << QByteArray("\x03{}") << 3 << QByteArray("{}");
}

void tst_RemoteChannel::parseSplitsChannelAndPayload()
{
    QFETCH(QByteArray, message);
    QFETCH(int, channel);
    QFETCH(QByteArray, payload);
    RemoteChannel::Frame frame;
    QVERIFY(RemoteChannel::parse(message, &frame));
    QCOMPARE(int(frame.channel), channel);
    QCOMPARE(frame.payload.toByteArray(), payload);
}

void tst_RemoteChannel::emptyMessageIsMalformed()
{
    RemoteChannel::Frame frame;
    QVERIFY(!RemoteChannel::parse(QByteArray(), &frame));
}

void tst_RemoteChannel::statusGivesTheExitCode_data()
{
    QTest::addColumn<QByteArray>("status");
    QTest::addColumn<bool>("known");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<int>("errorKind");
    QTest::addColumn<QString>("message");
    const int none = int(Error::Kind::None);
    const int decode = int(Error::Kind::Decode);
    // What the kubelet writes on the error channel (remotecommand's v4 error stream).
    QTest::newRow("success") << QByteArray(R"({"metadata":{},"status":"Success"})") << true << 0 << none
                             << QString();
    QTest::newRow("nothing said: success, as client-go") << QByteArray() << true << 0 << none << QString();
    QTest::newRow("exit code 3")
        << QByteArray(
               R"({"metadata":{},"status":"Failure","message":"command terminated with non-zero exit code: )"
               R"(error executing command [sh -c exit 3], exit code 3","reason":"NonZeroExitCode",)"
               R"("details":{"causes":[{"reason":"ExitCode","message":"3"}]}})")
        << true << 3 << none << QString();
    QTest::newRow("exit code 255, cause after another")
        << QByteArray(R"({"status":"Failure","reason":"NonZeroExitCode","details":{"causes":[)"
                      R"({"reason":"Other","message":"x"},{"reason":"ExitCode","message":"255"}]}})")
        << true << 255 << none << QString();
    QTest::newRow("exit code out of range")
        << QByteArray(R"({"status":"Failure","reason":"NonZeroExitCode","details":{"causes":[)"
                      R"({"reason":"ExitCode","message":"256"}]}})")
        << false << 0 << decode
        << QStringLiteral("error stream protocol error: invalid exit code value \"256\"");
    QTest::newRow("no details") << QByteArray(R"({"status":"Failure","reason":"NonZeroExitCode"})") << false
                                << 0 << decode
                                << QStringLiteral("error stream protocol error: details must be set");
    QTest::newRow("no ExitCode cause")
        << QByteArray(R"({"status":"Failure","reason":"NonZeroExitCode","details":{"causes":[]}})") << false
        << 0 << decode << QStringLiteral("error stream protocol error: no ExitCode cause given");
    QTest::newRow("another failure: its message")
        << QByteArray(
               R"json({"status":"Failure","message":"container not running (abc)","reason":"InternalError",)json"
               R"json("code":500})json")
        << false << 0 << int(Error::Kind::Status) << QStringLiteral("container not running (abc)");
    QTest::newRow("neither success nor failure")
        << QByteArray(R"({"status":"Maybe"})") << false << 0 << decode
        << QStringLiteral("error stream protocol error: unknown error");
    QTest::newRow("not JSON") << QByteArray("oops") << false << 0 << decode << QString();
}

void tst_RemoteChannel::statusGivesTheExitCode()
{
    QFETCH(QByteArray, status);
    QFETCH(bool, known);
    QFETCH(int, exitCode);
    QFETCH(int, errorKind);
    QFETCH(QString, message);
    const ExecResult result = RemoteChannel::resultFromStatus(status);
    QCOMPARE(result.exitCodeKnown, known);
    QCOMPARE(result.exitCode, exitCode);
    QCOMPARE(int(result.error.kind()), errorKind);
    if (!message.isEmpty())
        QCOMPARE(result.error.message(), message);
    if (errorKind == int(Error::Kind::Decode) && message.isEmpty())
        QVERIFY(result.error.message().startsWith(QLatin1String("error stream protocol error: ")));
    QVERIFY(!result.connectionLost);
}

QTEST_GUILESS_MAIN(tst_RemoteChannel)
#include "tst_remotechannel.moc"
