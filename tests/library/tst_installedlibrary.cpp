// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The engine as a user gets it: `cmake --install`, then a project of theirs that finds it with find_package(QKube)
// (examples/, built on its own with -Wall -Wextra -Werror over every installed header) or with pkg-config, run
// against kubesim.
#include "simfixture.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Runs a command to its end; the output when it failed, for the failure message.
bool run(const QString &program, const QStringList &arguments, QString *output, const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
         int timeoutMs = 240'000)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(timeoutMs);
    *output = QString::fromUtf8(process.readAll());
    if (!finished)
        *output += QStringLiteral("\n(timed out)");
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

} // namespace

class tst_InstalledLibrary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString output;
        QVERIFY2(run(QStringLiteral("cmake"), {QStringLiteral("--install"), QStringLiteral(QKUBE_BINARY_DIR), QStringLiteral("--prefix"), prefix()}, &output),
                 qPrintable(output));
    }

    void installsTheLibraryHeadersAndPackage()
    {
        const QDir prefixDir(prefix());
        QVERIFY(QFileInfo::exists(prefixDir.filePath(QStringLiteral("include/qkube/rest/clientset.h"))));
        QVERIFY(QFileInfo::exists(prefixDir.filePath(QStringLiteral("include/qkube/cache/sharedinformerfactory.h"))));
        // Internals stay private.
        QVERIFY(!QFileInfo::exists(prefixDir.filePath(QStringLiteral("include/qkube/core/objectdata.h"))));
        QVERIFY(!QFileInfo::exists(prefixDir.filePath(QStringLiteral("include/qkube/sim"))));
#ifdef QKUBE_ENGINE_STATIC
        QVERIFY(QFileInfo::exists(libDir() + QStringLiteral("/libqkube-engine.a")));
#else
        QVERIFY(!QDir(libDir()).entryList({QStringLiteral("libqkube-engine.so.*")}).isEmpty());
#endif
        QVERIFY(QFileInfo::exists(libDir() + QStringLiteral("/cmake/QKube/QKubeConfig.cmake")));
        QVERIFY(QFileInfo::exists(libDir() + QStringLiteral("/pkgconfig/qkube-engine.pc")));
    }

    void aCMakeProjectBuildsAgainstItAndRuns()
    {
        const QString build = m_dir.filePath(QStringLiteral("examples-build"));
        QString output;
        QVERIFY2(run(QStringLiteral("cmake"), {QStringLiteral("-S"), QStringLiteral(QKUBE_SOURCE_DIR "/examples"), QStringLiteral("-B"), build,
                                               QStringLiteral("-DCMAKE_PREFIX_PATH=") + prefix(), QStringLiteral("-DCMAKE_BUILD_TYPE=Debug"),
                                               QStringLiteral("-DCMAKE_CXX_FLAGS=" QKUBE_SANITIZER_FLAGS)},
                     &output),
                 qPrintable(output));
        QVERIFY2(run(QStringLiteral("cmake"), {QStringLiteral("--build"), build, QStringLiteral("--target"), QStringLiteral("all_headers"), QStringLiteral("list-pods")}, &output),
                 qPrintable(output));

        SimFixture sim;
        QProcess listPods;
        listPods.start(build + QStringLiteral("/list-pods"), {QStringLiteral("--kubeconfig"), sim.kubeconfigPath()});
        QTRY_COMPARE_WITH_TIMEOUT(listPods.state(), QProcess::NotRunning, 30000);
        QCOMPARE(listPods.exitCode(), 0);
        QVERIFY2(listPods.readAllStandardOutput().endsWith(" pods\n"), "list-pods printed its pod count");
    }

    void aPkgConfigBuildCompilesAndLinks()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PKG_CONFIG_PATH"), libDir() + QStringLiteral("/pkgconfig"));
        QString flags;
        QStringList query{QStringLiteral("--cflags"), QStringLiteral("--libs"), QStringLiteral("qkube-engine")};
#ifdef QKUBE_ENGINE_STATIC
        query.prepend(QStringLiteral("--static")); // the engine's own dependencies (Libs.private) are linked too
#endif
        QVERIFY2(run(QStringLiteral("pkg-config"), query, &flags, environment),
                 qPrintable(flags));
        QVERIFY(flags.contains(QStringLiteral("-lqkube-engine")));

        const QString source = m_dir.filePath(QStringLiteral("selector.cpp"));
        QFile file(source);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("#include \"cache/labelselector.h\"\n#include <cstdio>\n"
                   "int main() { auto s = kube::LabelSelector::parse(QStringLiteral(\"app in (web),tier!=db\"));\n"
                   "  std::printf(\"%s\\n\", s ? \"parsed\" : \"failed\"); return s ? 0 : 1; }\n");
        file.close();
        const QString binary = m_dir.filePath(QStringLiteral("selector"));
        QString output;
        QStringList arguments{QStringLiteral("-fPIC"), QStringLiteral("-Wall"), QStringLiteral("-Wextra"), QStringLiteral("-Werror"), source, QStringLiteral("-o"), binary};
        arguments += flags.simplified().split(QLatin1Char(' '));
        // An engine built with sanitizers needs their runtime first in the program that loads it.
        if (const QString sanitizers = QStringLiteral(QKUBE_SANITIZER_FLAGS); !sanitizers.isEmpty())
            arguments += sanitizers;
        arguments += QStringLiteral("-Wl,-rpath,") + libDir();
        QVERIFY2(run(QStringLiteral("g++"), arguments, &output, environment), qPrintable(output));
        QVERIFY2(run(binary, {}, &output), qPrintable(output));
        QCOMPARE(output, QStringLiteral("parsed\n"));
    }

private:
    QString prefix() const { return m_dir.filePath(QStringLiteral("prefix")); }
    QString libDir() const { return prefix() + QStringLiteral("/" QKUBE_INSTALL_LIBDIR); }
    QTemporaryDir m_dir;
};

QTEST_MAIN(tst_InstalledLibrary)
#include "tst_installedlibrary.moc"
