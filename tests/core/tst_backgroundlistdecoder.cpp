// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// BackgroundListDecoder: a list decoded on another thread is the list decoded in place, its answer comes back
// on the feeding thread, each chunk comes back once decoded, and a decoder that goes away before it answers
// never answers.
#include "core/backgroundlistdecoder.h"
#include "core/listdecoder.h"
#include "samples.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>

#include <optional>

using namespace kube;

class tst_BackgroundListDecoder : public QObject
{
    Q_OBJECT

    QThread m_thread;
    QObject *m_worker = nullptr;

    struct Answer
    {
        std::optional<Result<ObjectList>> list;
        qint64 decodeNs = -1;
        QThread *thread = nullptr;
    };

    Answer decodeInChunks(const QByteArray &body, qsizetype chunkSize)
    {
        Answer answer;
        BackgroundListDecoder decoder(m_worker, std::make_unique<ListDecoder>());
        for (qsizetype at = 0; at < body.size(); at += chunkSize)
            decoder.feed(body.mid(at, chunkSize));
        decoder.finish([&answer](Result<ObjectList> list, qint64 decodeNs) {
            answer.list = std::move(list);
            answer.decodeNs = decodeNs;
            answer.thread = QThread::currentThread();
        });
        if (!QTest::qWaitFor([&answer] { return answer.list.has_value(); }, 10000))
            qWarning("no answer within 10 s");
        return answer;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_worker = new QObject;
        m_worker->moveToThread(&m_thread);
        m_thread.start();
    }
    void cleanupTestCase()
    {
        m_thread.quit();
        m_thread.wait();
        delete m_worker;
    }

    void decodesAsTheListDecoderDoesAndAnswersOnTheFeedingThread()
    {
        const QByteArray body = readSample("pods-list-limit2.json");
        const auto whole = ObjectList::fromJson(body);
        QVERIFY(whole.ok());
        for (qsizetype chunk : {qsizetype(1), qsizetype(7), qsizetype(100), body.size()}) {
            const Answer answer = decodeInChunks(body, chunk);
            QVERIFY(answer.list.has_value());
            QVERIFY2(answer.list->ok(), qPrintable(answer.list->error().message()));
            QCOMPARE(answer.thread, QThread::currentThread());
            QVERIFY(answer.decodeNs > 0);
            const ObjectList &list = answer.list->value();
            QCOMPARE(list.items.size(), whole->items.size());
            for (qsizetype i = 0; i < list.items.size(); ++i)
                QCOMPARE(list.items.at(i).json(), whole->items.at(i).json());
            QCOMPARE(list.resourceVersion, whole->resourceVersion);
            QCOMPARE(list.continueToken, whole->continueToken);
        }
    }

    void aBadBodySaysWhereAsInPlace()
    {
        const QByteArray good = "{\"metadata\":{\"name\":\"a\"}}";
        const QByteArray body = "{\"kind\":\"PodList\",\"items\":[" + good + ",{\"metadata\":{\"na";
        const Answer answer = decodeInChunks(body, 5);
        QVERIFY(answer.list.has_value());
        QVERIFY(!answer.list->ok());
        QCOMPARE(answer.list->error().kind(), Error::Kind::Decode);
        QVERIFY2(
            answer.list->error().message().contains(QLatin1String("after 1 complete items (at byte 69)")),
            qPrintable(answer.list->error().message()));
    }

    // An item that never ends shows in pendingItemBytes once the worker has taken the chunks: the caller's
    // cap (RestConfig::maxObjectBytes) reads it.
    void anEndlessItemShowsAsPendingBytes()
    {
        BackgroundListDecoder decoder(m_worker, std::make_unique<ListDecoder>());
        decoder.feed("{\"kind\":\"PodList\",\"items\":[{\"metadata\":{\"name\":\"");
        const QByteArray filler(64 * 1024, 'x');
        for (int i = 0; i < 16; ++i)
            decoder.feed(filler);
        QTRY_VERIFY2_WITH_TIMEOUT(decoder.pendingItemBytes() >= 16 * filler.size(),
                                  qPrintable(QString::number(decoder.pendingItemBytes())), 10000);
    }

    // What a feeder bounds its reading by: the bytes fed and not decoded, and each chunk handed back (the
    // same buffer, in order, on the feeding thread) once decoded. The callback may destroy the decoder.
    void chunksComeBackOnceDecodedAndQueuedBytesCountWhatIsNot()
    {
        QSemaphore release;
        QMetaObject::invokeMethod(
            m_worker, [&release] { release.acquire(); }, Qt::QueuedConnection); // holds the worker
        const QByteArray body = readSample("pods-list-limit2.json");
        QObject context;
        auto decoder = std::make_unique<BackgroundListDecoder>(m_worker, std::make_unique<ListDecoder>());
        QList<QByteArray> back;
        QList<const char *> buffersBack;
        QList<QThread *> threads;
        decoder->setOnDecoded(&context, [&](QByteArray spent) {
            buffersBack.append(spent.constData());
            back.append(std::move(spent));
            threads.append(QThread::currentThread());
        });
        QList<QByteArray> fed;
        QList<const char *> buffersFed;
        constexpr qsizetype chunkSize = 100;
        for (qsizetype at = 0; at < body.size(); at += chunkSize) {
            fed.append(body.mid(at, chunkSize));
            fed.last().detach();
            buffersFed.append(fed.last().constData());
            decoder->feed(fed.last());
        }
        QCOMPARE(decoder->queuedBytes(), body.size());
        fed.clear(); // the decoder's copies are now the only ones
        release.release();
        QTRY_COMPARE_WITH_TIMEOUT(back.size(), buffersFed.size(), 10000);
        QCOMPARE(decoder->queuedBytes(), 0);
        QCOMPARE(back.join(), body);
        QCOMPARE(buffersBack, buffersFed); // not copies: a feeder may read into them again
        QVERIFY(back.first().isDetached());
        QCOMPARE(threads, QList<QThread *>(buffersFed.size(), QThread::currentThread()));

        std::optional<Result<ObjectList>> list;
        decoder->finish([&list](Result<ObjectList> result, qint64) { list = std::move(result); });
        QTRY_VERIFY_WITH_TIMEOUT(list.has_value(), 10000);
        QVERIFY(list->ok());
        QCOMPARE(list->value().items.size(), ObjectList::fromJson(body)->items.size());

        // A callback that drops the decoder (a call that ends itself) does so safely.
        decoder->setOnDecoded(&context, [&](QByteArray) { decoder.reset(); });
        decoder->feed(body.left(10));
        QTRY_VERIFY_WITH_TIMEOUT(!decoder, 10000);
    }

    // The owner (a cancelled call) goes while the worker is still busy: no answer, no crash, and the worker
    // goes on to the next list.
    void aDecoderDestroyedBeforeItsAnswerNeverAnswers()
    {
        QSemaphore release;
        QMetaObject::invokeMethod(
            m_worker, [&release] { release.acquire(); }, Qt::QueuedConnection); // holds the worker
        bool answered = false;
        {
            BackgroundListDecoder decoder(m_worker, std::make_unique<ListDecoder>());
            decoder.feed(readSample("pods-list-limit2.json"));
            decoder.finish([&answered](Result<ObjectList>, qint64) { answered = true; });
        }
        release.release();
        const Answer next = decodeInChunks(readSample("pods-list-limit2.json"), 4096);
        QVERIFY(next.list.has_value() && next.list->ok());
        QVERIFY(!answered);

        // Or the answer is already posted to it, not yet delivered, when it goes: it goes with it.
        {
            BackgroundListDecoder decoder(m_worker, std::make_unique<ListDecoder>());
            decoder.feed(readSample("pods-list-limit2.json"));
            decoder.finish([&answered](Result<ObjectList>, qint64) { answered = true; });
            QSemaphore posted;
            QMetaObject::invokeMethod(
                m_worker, [&posted] { posted.release(); }, Qt::QueuedConnection);
            posted.acquire(); // the worker has answered; this thread has not run its events since
        }
        QTest::qWait(50);
        QVERIFY(!answered);
    }
};

QTEST_GUILESS_MAIN(tst_BackgroundListDecoder)
#include "tst_backgroundlistdecoder.moc"
