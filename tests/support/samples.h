// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QFile>
#include <QTest>

// Reads a recorded kube-apiserver response from tests/data/apiserver-samples (in the checkout, so a bare clone
// passes); fails the test when it is missing.
inline QByteArray readSample(const char *name)
{
    QFile file(QStringLiteral(QKUBE_TEST_DATA_DIR "/apiserver-samples/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(QStringLiteral("sample %1 not found: %2").arg(file.fileName(), file.errorString())), __FILE__, __LINE__);
        return {};
    }
    return file.readAll();
}
