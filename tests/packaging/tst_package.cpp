// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The Debian packages CPack makes from this build: what is in them, what they depend on, a desktop file that
// validates, and programs that start from the unpacked package.
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString run(const QString &program, const QStringList &arguments, const QString &workingDirectory = {}, bool *ok = nullptr,
            const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setWorkingDirectory(workingDirectory);
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(300'000);
    if (ok)
        *ok = finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    return QString::fromUtf8(process.readAll());
}

} // namespace

class tst_Package : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        bool ok = false;
        const QString output = run(QStringLiteral("cpack"), {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), m_dir.path()},
                                   QStringLiteral(QKUBE_BINARY_DIR), &ok);
        QVERIFY2(ok, qPrintable(output));
        m_runtime = debNamed(QStringLiteral("qkube_"));
        m_dev = debNamed(QStringLiteral("qkube-dev_"));
        QVERIFY2(!m_runtime.isEmpty() && !m_dev.isEmpty(), qPrintable(output));
    }

    void runtimePackageHoldsTheProgramsAndTheirDesktopIntegration_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("the explorer") << QStringLiteral("./usr/bin/qkube");
        QTest::newRow("the CLI") << QStringLiteral("./usr/bin/qkubectl");
        QTest::newRow("the simulated cluster") << QStringLiteral("./usr/bin/qkube-sim");
        QTest::newRow("the desktop file") << QStringLiteral("./usr/share/applications/qkube.desktop");
        QTest::newRow("the icon in hicolor") << QStringLiteral("./usr/share/icons/hicolor/scalable/apps/qkube.svg");
        QTest::newRow("qkube's man page") << QStringLiteral("./usr/share/man/man1/qkube.1.gz");
        QTest::newRow("qkubectl's man page") << QStringLiteral("./usr/share/man/man1/qkubectl.1.gz");
        QTest::newRow("qkube-sim's man page") << QStringLiteral("./usr/share/man/man1/qkube-sim.1.gz");
        QTest::newRow("the copyright") << QStringLiteral("./usr/share/doc/qkube/copyright");
        QTest::newRow("the engine's shared library") << QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/libqkube-engine.so.0");
    }

    void runtimePackageHoldsTheProgramsAndTheirDesktopIntegration()
    {
        QFETCH(QString, path);
        QVERIFY2(contents(m_runtime).contains(path), qPrintable(path));
    }

    void devPackageHoldsHeadersAndBuildFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("a public header") << QStringLiteral("./usr/include/qkube/cache/sharedindexinformer.h");
        QTest::newRow("the CMake package") << QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/cmake/QKube/QKubeConfig.cmake");
        QTest::newRow("the CMake targets") << QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/cmake/QKube/QKubeTargets.cmake");
        QTest::newRow("the pkg-config file") << QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/pkgconfig/qkube-engine.pc");
        QTest::newRow("the link-time .so") << QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/libqkube-engine.so");
    }

    void devPackageHoldsHeadersAndBuildFiles()
    {
        QFETCH(QString, path);
        QVERIFY2(contents(m_dev).contains(path), qPrintable(path));
    }

    void internalsAreNotShipped()
    {
        const QString all = contents(m_runtime) + contents(m_dev);
        QVERIFY(!all.contains(QStringLiteral("objectdata.h")));
        QVERIFY(!all.contains(QStringLiteral("/sim/")));
        QVERIFY(!all.contains(QStringLiteral("tst_")));
    }

    void dependenciesAreTheRuntimeLibraries()
    {
        const QString depends = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_runtime, QStringLiteral("Depends")});
        for (const char *package : {"libqt6core6", "libqt6network6", "libqt6widgets6", "libyaml-cpp0.7", "libsimdjson", "qt6-qpa-plugins", "libqt6svg6"})
            QVERIFY2(depends.contains(QLatin1String(package)), qPrintable(depends));
        // Nothing a user needs only to build things.
        QVERIFY2(!depends.contains(QLatin1String("-dev")), qPrintable(depends));
        const QString devDepends = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_dev, QStringLiteral("Depends")});
        QVERIFY2(devDepends.contains(QRegularExpression(QStringLiteral("qkube \\(= [0-9.]+\\)"))), qPrintable(devDepends));
    }

    void desktopFileValidates()
    {
        const QString root = unpack();
        bool ok = false;
        const QString output = run(QStringLiteral("desktop-file-validate"), {root + QStringLiteral("/usr/share/applications/qkube.desktop")}, {}, &ok);
        QVERIFY2(ok && output.trimmed().isEmpty(), qPrintable(output));
    }

    // Made from --help: a page that says what the program does, not an error message.
    void manPagesDescribeThePrograms_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("qkubectl") << QStringLiteral("qkubectl") << QStringLiteral("resources");  // man escapes dashes: api\-resources
        QTest::newRow("qkube-sim") << QStringLiteral("qkube-sim") << QStringLiteral("kubeconfig");
        QTest::newRow("qkube") << QStringLiteral("qkube") << QStringLiteral("demo");
    }

    void manPagesDescribeThePrograms()
    {
        QFETCH(QString, program);
        QFETCH(QString, mentions);
        const QString page = run(QStringLiteral("zcat"), {unpack() + QStringLiteral("/usr/share/man/man1/") + program + QStringLiteral(".1.gz")});
        QVERIFY2(page.contains(mentions), qPrintable(page.left(600)));
        QVERIFY2(!page.contains(QLatin1String("unknown flag")), qPrintable(page.left(600)));
    }

    void unpackedProgramsStart()
    {
        const QString root = unpack();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LD_LIBRARY_PATH"), root + QStringLiteral("/usr/" QKUBE_INSTALL_LIBDIR));
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        // The package's own library is the one the programs load.
        const QString libraries = run(QStringLiteral("ldd"), {root + QStringLiteral("/usr/bin/qkubectl")}, {}, nullptr, environment);
        QVERIFY2(libraries.contains(root + QStringLiteral("/usr/" QKUBE_INSTALL_LIBDIR "/libqkube-engine.so.0")), qPrintable(libraries));

        // qkube --demo starts its embedded cluster and its window.
        QProcess qkube;
        environment.insert(QStringLiteral("HOME"), m_dir.path()); // no kubeconfig, no saved settings
        qkube.setProcessEnvironment(environment);
        qkube.start(root + QStringLiteral("/usr/bin/qkube"), {QStringLiteral("--demo")});
        QByteArray errors;
        QVERIFY(QTest::qWaitFor([&] {
            errors += qkube.readAllStandardError();
            return errors.contains("demo cluster (kubesim) at https://127.0.0.1:") || qkube.state() == QProcess::NotRunning;
        }, 60000));
        QVERIFY2(errors.contains("demo cluster (kubesim) at"), errors.constData());
        QCOMPARE(qkube.state(), QProcess::Running);
        qkube.terminate();
        QVERIFY(qkube.waitForFinished(15000));
    }

private:
    QString debNamed(const QString &prefix) const
    {
        const QStringList found = QDir(m_dir.path()).entryList({prefix + QStringLiteral("*.deb")});
        return found.isEmpty() ? QString() : m_dir.filePath(found.first());
    }
    static QString contents(const QString &deb) { return run(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), deb}); }
    QString unpack()
    {
        const QString root = m_dir.filePath(QStringLiteral("root"));
        if (!QFileInfo::exists(root))
            run(QStringLiteral("dpkg-deb"), {QStringLiteral("-x"), m_runtime, root});
        return root;
    }

    QTemporaryDir m_dir;
    QString m_runtime;
    QString m_dev;
};

QTEST_MAIN(tst_Package)
#include "tst_package.moc"
