// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "verbcommand.h"

#include <QElapsedTimer>
#include <QTimer>

// `qkubectl delete`, as kubectl 1.32: objects named by TYPE NAME..., TYPE/NAME..., -f FILE, or chosen by -l /
// --all (in a namespace or -A); each is read first (a missing one is kubectl's NotFound error, unless
// --ignore-not-found), deleted with DeleteOptions (--cascade, --grace-period, --now, --force) and reported
// (`pod "x" deleted`, or `pod/x` with -o name); then, with --wait (the default), the command waits until
// every deleted object is gone (or has been replaced by one with another uid), for at most --timeout.
class DeleteCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    explicit DeleteCommand(const Invocation &invocation, QObject *parent = nullptr);

private:
    // How often a deleted object is looked for while waiting for it to be gone.
    static constexpr int waitPollMs = 250;
    // kubectl's wait when --timeout is 0: a week, i.e. until the object is gone.
    static constexpr qint64 defaultWaitMs = 168LL * 3600 * 1000;
    struct Victim
    {
        Target target;
        QString uid; // what the wait compares: a new object under the same name is not the deleted one
    };

    bool validate(QString *error) override;
    void start() override;
    void collect(const QList<Target> &targets, qsizetype index);
    void deleteNext(qsizetype index);
    void waitNext();
    void end();

    QString m_propagation;
    int m_gracePeriod = -1;
    QList<Victim> m_victims;
    QList<Victim> m_deleted;
    QStringList m_errors;
    QElapsedTimer m_waitClock;
    bool m_listed = false; // -l / --all: what nothing found means is "No resources found"
};
