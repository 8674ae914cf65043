// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The README's list of qkubectl's flags is qkubectl's help, generated: every command's flags as `COMMAND
// --help` prints them (the registry's declarations), the global ones as `options` prints them, and, when
// kubectl is on PATH, the flags kubectl 1.32 has and qkubectl does not take. A flag added or dropped without
// the README fails here; the block to paste is written to the build folder.
#include "clientrun.h"

#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

namespace {

const QString beginMarker = QStringLiteral("<!-- qkubectl flags: begin (tst_qkubectlflags writes it) -->\n");
const QString endMarker = QStringLiteral("<!-- qkubectl flags: end -->\n");

// The command paths a help text lists under its "... Commands:" headings.
QStringList commandsOf(const QString &help, const QString &parent)
{
    QStringList commands;
    bool inList = false;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        if (line.endsWith(QLatin1String("Commands:"))) {
            inList = true;
            continue;
        }
        static const QRegularExpression entry(QStringLiteral("^  ([a-z][a-z-]*) "));
        const auto match = entry.match(line);
        if (inList && match.hasMatch())
            commands.append(parent.isEmpty() ? match.captured(1)
                                             : parent + QLatin1Char(' ') + match.captured(1));
        else if (line.isEmpty())
            inList = false;
    }
    return commands;
}

// The flags a help text lists ("    -n, --namespace='':"), as "-n/--namespace", sorted by long name.
QStringList flagsOf(const QString &help)
{
    static const QRegularExpression flag(QStringLiteral("^    (?:-(\\w), )?--([\\w-]+)="),
                                         QRegularExpression::MultilineOption);
    QStringList flags;
    for (auto it = flag.globalMatch(help); it.hasNext();) {
        const auto match = it.next();
        flags.append(match.captured(1).isEmpty()
                         ? QStringLiteral("--") + match.captured(2)
                         : QStringLiteral("-%1/--%2").arg(match.captured(1), match.captured(2)));
    }
    return flags;
}

QString helpOf(const QString &program, const QString &command)
{
    QStringList arguments = command.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    arguments.append(QStringLiteral("--help"));
    const ClientRun run = runClient(program, arguments);
    return run.out + run.err;
}

QStringList minus(const QStringList &all, const QStringList &taken)
{
    QStringList left;
    for (const QString &flag : all)
        if (!taken.contains(flag))
            left.append(flag);
    return left;
}

} // namespace

class tst_QkubectlFlags : public QObject
{
    Q_OBJECT

    const QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");

private Q_SLOTS:
    void readmeListsEveryFlag()
    {
        const QString kubectl = QStandardPaths::findExecutable(QStringLiteral("kubectl"));
        if (kubectl.isEmpty())
            qWarning("*** kubectl is not on PATH: the flags qkubectl lacks are NOT checked ***");
        const QStringList global = flagsOf(runClient(m_qkubectl, {QStringLiteral("options")}).out);
        QVERIFY(global.contains(QStringLiteral("-n/--namespace")));
        QString block = QStringLiteral("```text\nglobal: %1\n").arg(global.join(QLatin1Char(' ')));
        if (!kubectl.isEmpty()) {
            const QStringList theirs = flagsOf(runClient(kubectl, {QStringLiteral("options")}).out);
            block +=
                QStringLiteral("global, kubectl's not taken: %1\n").arg(minus(theirs, global).join(u' '));
        }
        QStringList pending = commandsOf(helpOf(m_qkubectl, {}), {});
        QVERIFY(pending.contains(QStringLiteral("get")));
        while (!pending.isEmpty()) {
            const QString command = pending.takeFirst();
            const QString help = helpOf(m_qkubectl, command);
            const QStringList subcommands = commandsOf(help, command);
            pending = subcommands + pending;
            const QStringList flags = minus(flagsOf(help), global);
            if (!subcommands.isEmpty() && flags.isEmpty())
                continue; // a group (config, rollout, top, auth): its subcommands have the flags
            block += QStringLiteral("%1: %2\n")
                         .arg(command, flags.isEmpty() ? QStringLiteral("-") : flags.join(u' '));
            if (kubectl.isEmpty())
                continue;
            const QStringList theirs = minus(flagsOf(helpOf(kubectl, command)), global);
            if (const QStringList lacking = minus(theirs, flags); !lacking.isEmpty())
                block += QStringLiteral("%1, kubectl's not taken: %2\n").arg(command, lacking.join(u' '));
        }
        block += QStringLiteral("```\n");

        QFile written(QStringLiteral(QKUBE_BINARY_DIR "/qkubectl-flags.md"));
        QVERIFY(written.open(QIODevice::WriteOnly));
        written.write((beginMarker + block + endMarker).toUtf8());
        QFile readme(QStringLiteral(QKUBE_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        const qsizetype begin = text.indexOf(beginMarker);
        const qsizetype end = text.indexOf(endMarker);
        QVERIFY2(begin >= 0 && end > begin, "README.md has no qkubectl flags block");
        QString listed = text.mid(begin + beginMarker.size(), end - begin - beginMarker.size());
        if (kubectl.isEmpty()) // only qkubectl's own lines can be checked
            listed.remove(QRegularExpression(QStringLiteral("^.*kubectl's not taken:.*\n"),
                                             QRegularExpression::MultilineOption));
        QVERIFY2(listed == block,
                 qPrintable(QStringLiteral("README.md's qkubectl flags differ from qkubectl's "
                                           "help: paste %1/qkubectl-flags.md into it")
                                .arg(QStringLiteral(QKUBE_BINARY_DIR))));
    }
};

QTEST_GUILESS_MAIN(tst_QkubectlFlags)
#include "tst_qkubectlflags.moc"
