// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkubectl: a headless kubectl-like CLI over qkube's engine.
#include "command.h"

#include <QCoreApplication>
#include <QTimer>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("qkubectl"));
    QStringList arguments = app.arguments();
    arguments.removeFirst();
    Command command(arguments);
    QTimer::singleShot(0, &command, &Command::run);
    return app.exec();
}
