// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Every installed header stands alone: after `cmake --install` (library and dev components), a CMake project
// that finds the package compiles `#include <qkube/dir/name.h>` as a translation unit of its own, with only
// the flags QKube::engine gives (Qt6 Core/Network and the installed headers): each hand-written header, and
// one generated type header per API group version. The 450 generated ones are written by one generator from
// one template, their includes worked out from the schema's references; compiling each alone takes 2-5 s here
// (over half an hour of CI's two cores), so a group version's first stands for the rest.
// None may mention simdjson, a private dependency qkube-dev does not pull in.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Compiles run two at a time: CI has 2 cores.
constexpr int parallelCompiles = 2;
constexpr int commandTimeoutMs = 240'000;

// Runs a command to its end; the output when it failed, for the failure message.
bool run(const QString &program, const QStringList &arguments, QString *output,
         const QString &workingDirectory = {})
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(commandTimeoutMs);
    *output = QString::fromUtf8(process.readAll());
    if (!finished)
        *output += QStringLiteral("\n(timed out)");
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

// One compile of compile_commands.json and the header its source includes.
struct Compile
{
    QString header;
    QString directory;
    QStringList arguments; // the compiler first
};

} // namespace

class tst_InstalledHeaders : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString output;
        for (const char *component : {"library", "dev"})
            QVERIFY2(run(QStringLiteral("cmake"),
                         {QStringLiteral("--install"), QStringLiteral(QKUBE_BINARY_DIR),
                          QStringLiteral("--prefix"), prefix(), QStringLiteral("--component"),
                          QString::fromLatin1(component)},
                         &output),
                     qPrintable(output));
        const QString includeDir = prefix() + QStringLiteral("/include/qkube");
        QDirIterator it(includeDir, {QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            m_headers.append(QDir(includeDir).relativeFilePath(it.next()));
        m_headers.sort();
    }

    void installsThePublicHeadersOnly()
    {
        QVERIFY(m_headers.contains(QStringLiteral("rest/clientset.h")));
        QVERIFY(m_headers.contains(QStringLiteral("record/eventrecorder.h")));
        QVERIFY(m_headers.contains(QStringLiteral("printers/printer.h")));
        // The printers' view over simdjson and the object layout are internals.
        QVERIFY(!m_headers.contains(QStringLiteral("printers/field.h")));
        QVERIFY(!m_headers.contains(QStringLiteral("printers/kindprinter.h")));
        QVERIFY(!m_headers.contains(QStringLiteral("core/objectdata.h")));
    }

    void noInstalledHeaderMentionsSimdjson()
    {
        QStringList mentioning;
        for (const QString &header : std::as_const(m_headers)) {
            QFile file(prefix() + QStringLiteral("/include/qkube/") + header);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(header));
            if (file.readAll().contains("simdjson"))
                mentioning.append(header);
        }
        QVERIFY2(mentioning.isEmpty(),
                 qPrintable(QStringLiteral("installed headers mention simdjson, a private dependency: ") +
                            mentioning.join(QStringLiteral(", "))));
    }

    void everyInstalledHeaderCompilesOnItsOwn()
    {
        const QStringList headers = headersToCompile();
        QVERIFY(headers.size() > 100);
        const QList<Compile> compiles = configureHeaderProject(headers);
        QCOMPARE(compiles.size(), headers.size());

        // Every compile runs to its end, so that one failure names every header that does not stand alone.
        QStringList failures;
        QList<Compile> pending = compiles;
        QList<std::pair<QProcess *, QString>> running;
        while (!pending.isEmpty() || !running.isEmpty()) {
            while (running.size() < parallelCompiles && !pending.isEmpty()) {
                const Compile compile = pending.takeFirst();
                auto *process = new QProcess(this);
                process->setWorkingDirectory(compile.directory);
                process->setProcessChannelMode(QProcess::MergedChannels);
                process->start(compile.arguments.first(), compile.arguments.mid(1));
                running.append({process, compile.header});
            }
            auto &[process, header] = running.first();
            const bool finished = process->waitForFinished(commandTimeoutMs);
            if (!finished || process->exitStatus() != QProcess::NormalExit || process->exitCode() != 0) {
                const QString output = QString::fromUtf8(process->readAll());
                failures.append(header + QStringLiteral(":\n") + output.left(2000));
            }
            delete process;
            running.removeFirst();
        }
        QVERIFY2(failures.isEmpty(),
                 qPrintable(QString::number(failures.size()) +
                            QStringLiteral(" installed headers do not compile on their own: ") +
                            failures.join(QStringLiteral("\n"))));
    }

private:
    // The hand-written headers, and the first generated type header of each group version
    // (api/GROUP/VERSION/).
    QStringList headersToCompile() const
    {
        static const QRegularExpression generated(QStringLiteral("^api/[^/]+/[^/]+/"));
        QStringList headers;
        QSet<QString> groupVersions;
        for (const QString &header : m_headers) { // sorted
            const QRegularExpressionMatch match = generated.match(header);
            if (!match.hasMatch() || !groupVersions.contains(match.captured())) {
                headers.append(header);
                if (match.hasMatch())
                    groupVersions.insert(match.captured());
            }
        }
        return headers;
    }

    // Writes one source per header into a project that finds the installed package, configures it
    // and returns its compiles (syntax only, no link), read from CMake's compile_commands.json.
    QList<Compile> configureHeaderProject(const QStringList &headers)
    {
        const QString project = m_dir.filePath(QStringLiteral("headers"));
        QDir().mkpath(project);
        QHash<QString, QString> headerOfSource;
        QStringList sources;
        for (qsizetype i = 0; i < headers.size(); ++i) {
            const QString source = QStringLiteral("h%1.cpp").arg(i);
            QFile file(project + QLatin1Char('/') + source);
            if (!file.open(QIODevice::WriteOnly))
                return {};
            file.write("#include <qkube/" + headers.at(i).toUtf8() + ">\n");
            headerOfSource.insert(source, headers.at(i));
            sources.append(source);
        }
        QFile lists(project + QStringLiteral("/CMakeLists.txt"));
        if (!lists.open(QIODevice::WriteOnly))
            return {};
        lists.write("cmake_minimum_required(VERSION 3.25)\nproject(headers LANGUAGES CXX)\n"
                    "set(CMAKE_CXX_STANDARD 20)\nset(CMAKE_CXX_STANDARD_REQUIRED ON)\n"
                    "find_package(QKube REQUIRED)\n"
                    "add_library(headers OBJECT " +
                    sources.join(QLatin1Char(' ')).toUtf8() +
                    ")\n"
                    "target_compile_options(headers PRIVATE -fsyntax-only -Wall -Wextra -Werror)\n"
                    "target_link_libraries(headers PRIVATE QKube::engine)\n");
        lists.close();

        const QString build = m_dir.filePath(QStringLiteral("headers-build"));
        QString output;
        if (!run(QStringLiteral("cmake"),
                 {QStringLiteral("-S"), project, QStringLiteral("-B"), build,
                  QStringLiteral("-DCMAKE_PREFIX_PATH=") + prefix(),
                  QStringLiteral("-DCMAKE_EXPORT_COMPILE_COMMANDS=ON")},
                 &output)) {
            qWarning("%s", qPrintable(output));
            return {};
        }
        QFile commands(build + QStringLiteral("/compile_commands.json"));
        if (!commands.open(QIODevice::ReadOnly))
            return {};
        QList<Compile> compiles;
        for (const QJsonValue entry : QJsonDocument::fromJson(commands.readAll()).array()) {
            const QJsonObject command = entry.toObject();
            const QString source = QFileInfo(command.value(QLatin1String("file")).toString()).fileName();
            compiles.append({headerOfSource.value(source),
                             command.value(QLatin1String("directory")).toString(),
                             QProcess::splitCommand(command.value(QLatin1String("command")).toString())});
        }
        return compiles;
    }

    QString prefix() const { return m_dir.filePath(QStringLiteral("prefix")); }
    QTemporaryDir m_dir;
    QStringList m_headers; // relative to include/qkube
};

QTEST_MAIN(tst_InstalledHeaders)
#include "tst_installedheaders.moc"
