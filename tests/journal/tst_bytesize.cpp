// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The journal limit as a person types it: Kubernetes memory quantities.
#include "journal/bytesize.h"

#include <QTest>

using namespace kube;

class tst_ByteSize : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("bytes"); // -1: refused
        QTest::newRow("binary Mi") << "512Mi" << qint64(512) * 1024 * 1024;
        QTest::newRow("binary Gi") << "1Gi" << qint64(1024) * 1024 * 1024;
        QTest::newRow("decimal M") << "256M" << qint64(256'000'000);
        QTest::newRow("fraction of Gi") << "1.5Gi" << qint64(3) * 512 * 1024 * 1024;
        QTest::newRow("plain bytes") << "1048576" << qint64(1048576);
        QTest::newRow("blanks around") << " 64Mi " << qint64(64) * 1024 * 1024;
        QTest::newRow("not a number") << "lots" << qint64(-1);
        QTest::newRow("zero") << "0" << qint64(-1);
        QTest::newRow("negative") << "-1Gi" << qint64(-1);
        QTest::newRow("part of a byte") << "0.5" << qint64(-1);
        QTest::newRow("milli") << "100m" << qint64(-1);
        QTest::newRow("empty") << "" << qint64(-1);
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(qint64, bytes);
        const std::optional<qint64> parsed = ByteSize::parse(text);
        QCOMPARE(parsed.value_or(-1), bytes);
    }

    void textReadsBack_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("256Mi") << qint64(256) * 1024 * 1024 << "256Mi";
        QTest::newRow("1Gi") << qint64(1) * 1024 * 1024 * 1024 << "1Gi";
        QTest::newRow("1536Ki") << qint64(1536) * 1024 << "1536Ki";
        QTest::newRow("1000") << qint64(1000) << "1000";
    }
    void textReadsBack()
    {
        QFETCH(qint64, bytes);
        QFETCH(QString, text);
        QCOMPARE(ByteSize::text(bytes), text);
        QCOMPARE(ByteSize::parse(text).value_or(-1), bytes);
    }
};

QTEST_MAIN(tst_ByteSize)
#include "tst_bytesize.moc"
