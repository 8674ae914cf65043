// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

// Turns SIGINT and SIGTERM into a Qt signal on the main thread (through a socket pair: a signal handler may
// only write a byte), so command-line tools stop cleanly: informers shut down, stats get printed.
class UnixSignals : public QObject
{
    Q_OBJECT
public:
    explicit UnixSignals(QObject *parent = nullptr);
Q_SIGNALS:
    void terminationRequested();
};
