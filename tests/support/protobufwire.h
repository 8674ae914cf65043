// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFile>
#include <QTest>

// Kubernetes protobuf for tests: the recordings in tests/data/protobuf, and protobuf's wire format written by
// hand for bodies no recording holds.
namespace protobufwire {

inline QByteArray readData(const QString &name)
{
    QFile file(QStringLiteral(QKUBE_TEST_DATA_DIR "/protobuf/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(QStringLiteral("test data %1: %2").arg(file.fileName(), file.errorString())),
                     __FILE__, __LINE__);
        return {};
    }
    return file.readAll();
}

inline QByteArray varint(quint64 value)
{
    QByteArray bytes;
    while (value >= 0x80) {
        bytes += char(value | 0x80);
        value >>= 7;
    }
    bytes += char(value);
    return bytes;
}
inline QByteArray key(quint32 number, int wireType)
{
    return varint(quint64(number) << 3 | wireType);
}
inline QByteArray bytesField(quint32 number, const QByteArray &payload)
{
    return key(number, 2) + varint(payload.size()) + payload;
}
inline QByteArray varintField(quint32 number, quint64 value)
{
    return key(number, 0) + varint(value);
}
// Magic, then runtime.Unknown {typeMeta {apiVersion, kind}, raw, contentEncoding "", contentType ""}.
inline QByteArray envelope(const QByteArray &apiVersion, const QByteArray &kind, const QByteArray &raw)
{
    return QByteArray("k8s\0", 4) + bytesField(1, bytesField(1, apiVersion) + bytesField(2, kind)) +
           bytesField(2, raw) + bytesField(3, {}) + bytesField(4, {});
}

} // namespace protobufwire
