// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkubectl: a headless kubectl-like CLI over qkube's engine.
#include "command.h"
#include "logscommand.h"

#include <QCoreApplication>
#include <QTimer>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("qkubectl"));
    QStringList arguments = app.arguments();
    arguments.removeFirst();
    QObject *command = nullptr;
    if (LogsCommand::isLogs(arguments)) {
        auto *logs = new LogsCommand(arguments);
        QTimer::singleShot(0, logs, &LogsCommand::run);
        command = logs;
    } else {
        auto *other = new Command(arguments);
        QTimer::singleShot(0, other, &Command::run);
        command = other;
    }
    const int code = app.exec();
    // Tear the network stack down while the event loop can still run its deferred deletions (TLS sessions).
    delete command;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    return code;
}
