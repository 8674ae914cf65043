// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkubectl: a headless kubectl-like CLI over qkube's engine.
#include "command.h"
#include "describecommand.h"
#include "execcommand.h"
#include "logscommand.h"
#include "verbcommand.h"

#include "common/verbosityflag.h"
#include "rest/requestlog.h"

#include <QCoreApplication>
#include <QTimer>

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
    // Taken out first: "-v 6" before the command's name must not read as a command named "6".
    QString error;
    const std::optional<int> verbosity = takeVerbosityFlag(arguments, &error);
    if (!verbosity) {
        std::fprintf(stderr, "error: %s\n", qPrintable(error));
        return 1;
    }
    std::shared_ptr<const kube::RequestLog> requestLog;
    if (*verbosity >= kube::RequestLog::Requests)
        requestLog = std::make_shared<kube::RequestLog>(*verbosity, kube::RequestLog::stderrSink(*verbosity));
    QObject *command = nullptr;
    if (ExecCommand::isExec(arguments) || ExecCommand::isAttach(arguments)) {
        auto *exec = new ExecCommand(arguments, ExecCommand::isAttach(arguments));
        exec->setRequestLog(requestLog);
        QTimer::singleShot(0, exec, &ExecCommand::run);
        command = exec;
    } else if (LogsCommand::isLogs(arguments)) {
        auto *logs = new LogsCommand(arguments);
        logs->setRequestLog(requestLog);
        QTimer::singleShot(0, logs, &LogsCommand::run);
        command = logs;
    } else if (VerbCommand *verb = VerbCommand::create(arguments)) {
        verb->setRequestLog(requestLog);
        QTimer::singleShot(0, verb, &VerbCommand::run);
        command = verb;
    } else if (DescribeCommand::isDescribe(arguments)) {
        auto *describe = new DescribeCommand(arguments);
        describe->setRequestLog(requestLog);
        QTimer::singleShot(0, describe, &DescribeCommand::run);
        command = describe;
    } else {
        auto *other = new Command(arguments);
        other->setRequestLog(requestLog);
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
