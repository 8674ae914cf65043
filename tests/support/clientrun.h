// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "kubectlwords.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

// One run of a command-line client (qkubectl, kubectl): its exit code and what it wrote.
struct ClientRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Runs a client without blocking the test's event loop (a kubesim in the test serves on it).
inline ClientRun runClient(const QString &program, const QStringList &arguments, int timeoutMs = 30000)
{
    QProcess process;
    process.start(program, arguments);
    ClientRun run;
    if (!QTest::qWaitFor([&process] { return process.state() == QProcess::NotRunning; }, timeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.err = QStringLiteral("timed out");
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// Ages ("5s", "3m2s", "4h") move between two runs, and with them the width of their column; everything else
// must match.
inline QString withoutAges(QString text)
{
    static const QRegularExpression age(QStringLiteral("(?<=\\s)\\d+(s|m(\\d+s)?|h(\\d+m)?|d(\\d+h)?)(?=\\s|$)"));
    static const QRegularExpression spaces(QStringLiteral(" {2,}"));
    return text.replace(age, QStringLiteral("<age>")).replace(spaces, QStringLiteral("   "));
}

// kubectl 1.32 sometimes logs that the kubelet's "stream is open" message (an empty one on stdout, which kubesim
// sends as the kubelet does) came before its reader knew the stream: client-go's own race, not part of what the
// command writes.
inline QString withoutStreamRace(QString kubectlErr)
{
    static const QRegularExpression unknownStream(
        QStringLiteral("^[EIW]\\d{4} [0-9:.]+ +\\d+ websocket\\.go:\\d+\\] Unknown stream id 1, "
                       "discarding message\n"),
        QRegularExpression::MultilineOption);
    return kubectlErr.remove(unknownStream);
}
