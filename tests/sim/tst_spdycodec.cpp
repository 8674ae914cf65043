// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// SpdyCodec against frames laid out by hand from the SPDY/3 draft (section 2) and header blocks compressed by
// another zlib (Python's, with the SPDY/3 dictionary): what kubectl's spdystream sends and reads.
#include "sim/spdycodec.h"

#include <QTest>

using kube::sim::SpdyCodec;
using kube::sim::SpdyFrame;

namespace {
using Headers = QList<std::pair<QByteArray, QByteArray>>;

// SYN_STREAM 1 then SYN_STREAM 3 of kubectl's first forwarded connection, compressed on one zlib stream.
const QByteArray synStreamError = QByteArray(
    "\x80\x03\x00\x01\x00\x00\x00\x3c\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x78\xf9\xe3\xc6\xa7\xc2"
    "\x02\x25\x3a\x48\xf9\x5b\x04\x4a\xab\x4c\x16\x06\x40\x92\xb3\x08\x12\x5b\x99\xa0\x54\xcc\x68\x00"
    "\x4e\x87\x25\x45\xa9\x89\xb9\xd0\xa2\x86\x35\x15\x14\x11\x00\x00\x00\x00\xff\xff",
    68);
const QByteArray synStreamData = QByteArray("\x80\x03\x00\x01\x00\x00\x00\x16\x00\x00\x00\x03\x00\x00\x00\x00"
                                            "\x00\x00\x22\x4b\x2b\xa8\x94\x4a\x04\x00\x00\x00\xff\xff",
                                            30);

SpdyFrame control(SpdyFrame::Type type)
{
    SpdyFrame frame;
    frame.type = type;
    return frame;
}
} // namespace

class tst_SpdyCodec : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dictionaryIsTheProtocols()
    {
        // 1423 bytes whose adler-32 (the DICTID every SPDY/3 zlib header carries) is 0xe3c6a7c2.
        QCOMPARE(SpdyCodec::dictionary().size(), 1423);
        QVERIFY(SpdyCodec::dictionary().startsWith("\x00\x00\x00\x07options"));
        QVERIFY(SpdyCodec::dictionary().endsWith("charset=iso-8859-1,utf-,*,enq=0."));
        quint32 a = 1, b = 0;
        for (const char c : SpdyCodec::dictionary()) {
            a = (a + quint8(c)) % 65521;
            b = (b + a) % 65521;
        }
        QCOMPARE((b << 16) | a, 0xe3c6a7c2u);
    }

    void fixedFrames_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<SpdyFrame>("frame");

        SpdyFrame ping = control(SpdyFrame::Type::Ping);
        ping.value = 1;
        QTest::newRow("PING 1") << QByteArray("\x80\x03\x00\x06\x00\x00\x00\x04\x00\x00\x00\x01", 12) << ping;

        SpdyFrame reset = control(SpdyFrame::Type::RstStream);
        reset.streamId = 1;
        reset.status = SpdyFrame::cancel;
        QTest::newRow("RST_STREAM 1 CANCEL")
            << QByteArray("\x80\x03\x00\x03\x00\x00\x00\x08\x00\x00\x00\x01\x00\x00\x00\x05", 16) << reset;

        SpdyFrame data;
        data.streamId = 3;
        data.flags = SpdyFrame::flagFin;
        data.data = "hi";
        QTest::newRow("DATA 3 FIN \"hi\"") << QByteArray("\x00\x00\x00\x03\x01\x00\x00\x02hi", 10) << data;

        SpdyFrame empty;
        empty.streamId = 0x7ffffffd;
        empty.flags = SpdyFrame::flagFin;
        QTest::newRow("DATA, the largest odd stream id, empty FIN")
            << QByteArray("\x7f\xff\xff\xfd\x01\x00\x00\x00", 8) << empty;

        SpdyFrame window = control(SpdyFrame::Type::WindowUpdate);
        window.streamId = 1;
        window.value = 65536;
        QTest::newRow("WINDOW_UPDATE 1 +65536")
            << QByteArray("\x80\x03\x00\x09\x00\x00\x00\x08\x00\x00\x00\x01\x00\x01\x00\x00", 16) << window;

        SpdyFrame settings = control(SpdyFrame::Type::Settings);
        settings.settings = {{0, 7, 65536}, {1, 4, 100}};
        QTest::newRow("SETTINGS initial window, max streams (persist)")
            << QByteArray("\x80\x03\x00\x04\x00\x00\x00\x14\x00\x00\x00\x02"
                          "\x00\x00\x00\x07\x00\x01\x00\x00"
                          "\x01\x00\x00\x04\x00\x00\x00\x64",
                          28)
            << settings;

        SpdyFrame goAway = control(SpdyFrame::Type::GoAway);
        goAway.streamId = 5;
        goAway.status = 0;
        QTest::newRow("GOAWAY last 5 OK")
            << QByteArray("\x80\x03\x00\x07\x00\x00\x00\x08\x00\x00\x00\x05\x00\x00\x00\x00", 16) << goAway;
    }

    void fixedFrames()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(SpdyFrame, frame);
        SpdyCodec codec;
        QCOMPARE(codec.encode(frame), bytes);

        // Decoded whole, and fed a byte at a time.
        SpdyCodec whole;
        whole.feed(bytes);
        SpdyFrame decoded;
        QCOMPARE(whole.next(&decoded), SpdyCodec::Status::Ready);
        QCOMPARE(decoded, frame);
        QCOMPARE(whole.next(&decoded), SpdyCodec::Status::NeedMore);

        SpdyCodec split;
        for (qsizetype i = 0; i < bytes.size() - 1; ++i) {
            split.feed(bytes.mid(i, 1));
            QCOMPARE(split.next(&decoded), SpdyCodec::Status::NeedMore);
        }
        split.feed(bytes.right(1));
        QCOMPARE(split.next(&decoded), SpdyCodec::Status::Ready);
        QCOMPARE(decoded, frame);
    }

    void headerBlocksFromAnotherZlib()
    {
        // Two SYN_STREAMs on one compression context: the second's block only makes sense after the first.
        SpdyCodec codec;
        codec.feed(synStreamError + synStreamData);
        SpdyFrame frame;
        QCOMPARE(codec.next(&frame), SpdyCodec::Status::Ready);
        QCOMPARE(frame.type, SpdyFrame::Type::SynStream);
        QCOMPARE(frame.streamId, 1u);
        QCOMPARE(frame.headers, (Headers{{"port", "80"}, {"requestid", "0"}, {"streamtype", "error"}}));
        QCOMPARE(codec.next(&frame), SpdyCodec::Status::Ready);
        QCOMPARE(frame.streamId, 3u);
        QCOMPARE(frame.header("streamtype"), QByteArray("data"));
        QCOMPARE(frame.header("port"), QByteArray("80"));
        QCOMPARE(codec.next(&frame), SpdyCodec::Status::NeedMore);
    }

    void theSecondBlockAloneCannotBeRead()
    {
        // The inflate stream is the session's: a decoder that missed the first block fails on the second.
        SpdyCodec codec;
        codec.feed(synStreamData);
        SpdyFrame frame;
        QCOMPARE(codec.next(&frame), SpdyCodec::Status::Failed);
        QVERIFY(codec.failure().contains(QLatin1String("header block")));
    }

    void headerBlocksRoundTrip()
    {
        SpdyCodec sender;
        SpdyCodec receiver;
        for (int i = 0; i < 5; ++i) {
            SpdyFrame reply = control(i % 2 ? SpdyFrame::Type::Headers : SpdyFrame::Type::SynReply);
            reply.streamId = quint32(2 * i + 1);
            reply.flags = i == 4 ? SpdyFrame::flagFin : 0;
            if (i > 0)
                reply.headers = {{"port", QByteArray::number(8000 + i)}, {"x-multi", QByteArray("a\0b", 3)}};
            const QByteArray bytes = sender.encode(reply);
            QCOMPARE(quint8(bytes.at(0)), quint8(0x80));
            receiver.feed(bytes);
            SpdyFrame decoded;
            QCOMPARE(receiver.next(&decoded), SpdyCodec::Status::Ready);
            QCOMPARE(decoded, reply);
        }
    }

    void unknownControlFramesAreSkipped()
    {
        SpdyCodec codec;
        // Type 0x000a (CREDENTIAL, dropped in 3.1) with 3 bytes, then a PING.
        codec.feed(QByteArray("\x80\x03\x00\x0a\x00\x00\x00\x03xyz"
                              "\x80\x03\x00\x06\x00\x00\x00\x04\x00\x00\x00\x07",
                              23));
        SpdyFrame frame;
        QCOMPARE(codec.next(&frame), SpdyCodec::Status::Ready);
        QCOMPARE(frame.type, SpdyFrame::Type::Ping);
        QCOMPARE(frame.value, 7u);
    }

    void malformedFramesFail_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("SPDY/2 control frame")
            << QByteArray("\x80\x02\x00\x06\x00\x00\x00\x04\x00\x00\x00\x01", 12);
        QTest::newRow("PING without its id") << QByteArray("\x80\x03\x00\x06\x00\x00\x00\x02\x00\x01", 10);
        QTest::newRow("SETTINGS count beyond its length")
            << QByteArray("\x80\x03\x00\x04\x00\x00\x00\x04\x00\x00\x00\x05", 12);
        QTest::newRow("SYN_REPLY with garbage for a header block")
            << QByteArray("\x80\x03\x00\x02\x00\x00\x00\x08\x00\x00\x00\x01garb", 16);
    }

    void malformedFramesFail()
    {
        QFETCH(QByteArray, bytes);
        SpdyCodec codec;
        codec.feed(bytes);
        SpdyFrame frame;
        QCOMPARE(codec.next(&frame), SpdyCodec::Status::Failed);
        QVERIFY(!codec.failure().isEmpty());
        QCOMPARE(codec.next(&frame), SpdyCodec::Status::Failed);
    }

    void largeDataFramesStreamThrough()
    {
        // 64 frames of 64 KiB fed in 1000-byte pieces come out whole and in order.
        SpdyCodec sender;
        QByteArray wire;
        for (int i = 0; i < 64; ++i) {
            SpdyFrame data;
            data.streamId = 1;
            data.data = QByteArray(64 * 1024, char('a' + i % 26));
            wire += sender.encode(data);
        }
        SpdyCodec receiver;
        int frames = 0;
        for (qsizetype at = 0; at < wire.size(); at += 1000) {
            receiver.feed(QByteArrayView(wire).sliced(at, std::min<qsizetype>(1000, wire.size() - at)));
            SpdyFrame frame;
            while (receiver.next(&frame) == SpdyCodec::Status::Ready) {
                QCOMPARE(frame.data, QByteArray(64 * 1024, char('a' + frames % 26)));
                ++frames;
            }
        }
        QCOMPARE(frames, 64);
        QCOMPARE(receiver.bufferedBytes(), 0);
    }
};

QTEST_GUILESS_MAIN(tst_SpdyCodec)
#include "tst_spdycodec.moc"
