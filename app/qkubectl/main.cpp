// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkubectl: a headless kubectl-like CLI over qkube's engine.
#include "commandregistry.h"

#include <QCoreApplication>

#include <cstdio>

namespace {

QtMessageHandler qtDefaultHandler = nullptr;

// When a plain-HTTP connection is refused, a queued call inside Qt 6.4's QtNetwork sometimes reports the
// reply's error a second time and warns about it ("...Internal problem, this method must only be called
// once."): nothing is lost, and kubectl's stderr has no such line, so it is dropped. Every other message goes
// where Qt sends it.
void withoutQtDoubleErrorWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg &&
        message.startsWith(QLatin1String("QNetworkReplyImplPrivate::error: Internal problem")))
        return;
    qtDefaultHandler(type, context, message);
}

} // namespace

int main(int argc, char **argv)
{
    qtDefaultHandler = qInstallMessageHandler(withoutQtDoubleErrorWarning);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("qkubectl"));
    QStringList arguments = app.arguments();
    arguments.removeFirst();
    const CommandRegistry::Dispatch dispatched = CommandRegistry::dispatch(arguments);
    if (!dispatched.command)
        return dispatched.exitCode;
    QObject *command = dispatched.command;
    const int code = app.exec();
    // Tear the network stack down while the event loop can still run its deferred deletions (TLS sessions).
    delete command;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    return code;
}
