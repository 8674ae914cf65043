// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The Debian packages CPack makes from this build (libqkube-engine0, qkube, qkube-dev): what is in them, what
// they depend on, a desktop file that validates, and programs that start from the unpacked packages.
// scripts/check-packages.sh installs them with dpkg on a fresh bookworm (root and the mirror needed, so not
// here).
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString run(const QString &program, const QStringList &arguments, const QString &workingDirectory = {},
            bool *ok = nullptr,
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
        const QString output =
            run(QStringLiteral("cpack"),
                {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), m_dir.path()},
                QStringLiteral(QKUBE_BINARY_DIR), &ok);
        QVERIFY2(ok, qPrintable(output));
        m_runtime = debNamed(QStringLiteral("qkube_"));
        m_library = debNamed(QStringLiteral("libqkube-engine0_"));
        m_dev = debNamed(QStringLiteral("qkube-dev_"));
        QVERIFY2(!m_runtime.isEmpty() && !m_library.isEmpty() && !m_dev.isEmpty(), qPrintable(output));
    }

    void runtimePackageHoldsTheProgramsAndTheirDesktopIntegration_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("the explorer") << QStringLiteral("./usr/bin/qkube");
        QTest::newRow("the CLI") << QStringLiteral("./usr/bin/qkubectl");
        QTest::newRow("the simulated cluster") << QStringLiteral("./usr/bin/qkube-sim");
        QTest::newRow("the desktop file") << QStringLiteral("./usr/share/applications/qkube.desktop");
        QTest::newRow("the icon in hicolor")
            << QStringLiteral("./usr/share/icons/hicolor/scalable/apps/qkube.svg");
        QTest::newRow("qkube's man page") << QStringLiteral("./usr/share/man/man1/qkube.1.gz");
        QTest::newRow("qkubectl's man page") << QStringLiteral("./usr/share/man/man1/qkubectl.1.gz");
        QTest::newRow("qkube-sim's man page") << QStringLiteral("./usr/share/man/man1/qkube-sim.1.gz");
        QTest::newRow("the copyright") << QStringLiteral("./usr/share/doc/qkube/copyright");
    }

    void runtimePackageHoldsTheProgramsAndTheirDesktopIntegration()
    {
        QFETCH(QString, path);
        QVERIFY2(contents(m_runtime).contains(path), qPrintable(path));
    }

    // Debian's rule for a shared library: a package of its own, named after the soname, that says so
    // (shlibs).
    void libraryPackageHoldsTheEngineUnderItsSoname()
    {
        const QString files = contents(m_library);
        QVERIFY2(files.contains(QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/libqkube-engine.so.0")),
                 qPrintable(files));
        QVERIFY2(files.contains(QStringLiteral("./usr/share/doc/libqkube-engine0/copyright")),
                 qPrintable(files));
        QVERIFY2(!contents(m_runtime).contains(QLatin1String("libqkube-engine.so")),
                 qPrintable(contents(m_runtime)));
        const QString shlibs =
            run(QStringLiteral("sh"),
                {QStringLiteral("-c"),
                 QStringLiteral("dpkg-deb --ctrl-tarfile '%1' | tar -xO ./shlibs").arg(m_library)});
        QVERIFY2(shlibs.contains(QRegularExpression(
                     QStringLiteral("^libqkube-engine 0 libqkube-engine0 \\(>= [0-9.]+\\)"))),
                 qPrintable(shlibs));
    }

    void devPackageHoldsHeadersAndBuildFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("a public header") << QStringLiteral("./usr/include/qkube/cache/sharedindexinformer.h");
        QTest::newRow("the CMake package")
            << QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/cmake/QKube/QKubeConfig.cmake");
        QTest::newRow("the CMake targets")
            << QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/cmake/QKube/QKubeTargets.cmake");
        QTest::newRow("the pkg-config file")
            << QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/pkgconfig/qkube-engine.pc");
        QTest::newRow("the link-time .so")
            << QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/libqkube-engine.so");
        QTest::newRow("qkube-gen for CRDs") << QStringLiteral("./usr/bin/qkube-gen");
        QTest::newRow("qkube_generate_crd")
            << QStringLiteral("./usr/" QKUBE_INSTALL_LIBDIR "/cmake/QKube/QKubeGenerate.cmake");
    }

    void devPackageHoldsHeadersAndBuildFiles()
    {
        QFETCH(QString, path);
        QVERIFY2(contents(m_dev).contains(path), qPrintable(path));
    }

    void internalsAreNotShipped()
    {
        const QString all = contents(m_runtime) + contents(m_library) + contents(m_dev);
        QVERIFY(!all.contains(QStringLiteral("objectdata.h")));
        QVERIFY(!all.contains(QStringLiteral("/sim/")));
        QVERIFY(!all.contains(QStringLiteral("tst_")));
    }

    void dependenciesAreTheRuntimeLibraries()
    {
        const QString depends =
            run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_runtime, QStringLiteral("Depends")}) +
            run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_library, QStringLiteral("Depends")});
        for (const char *package : {"libqt6core6", "libqt6network6", "libqt6widgets6", "libyaml-cpp0.7",
                                    "libsimdjson", "liblz4-1", "qt6-qpa-plugins", "libqt6svg6",
                                    "qt6-translations-l10n"})
            QVERIFY2(depends.contains(QLatin1String(package)), qPrintable(depends));
        // Nothing a user needs only to build things.
        QVERIFY2(!depends.contains(QLatin1String("-dev")), qPrintable(depends));
        QVERIFY2(depends.contains(QRegularExpression(QStringLiteral("libqkube-engine0 \\(= [0-9.]+\\)"))),
                 qPrintable(depends));
        const QString devDepends =
            run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_dev, QStringLiteral("Depends")});
        QVERIFY2(devDepends.contains(QRegularExpression(QStringLiteral("libqkube-engine0 \\(= [0-9.]+\\)"))),
                 qPrintable(devDepends));
    }

    // What dpkg -i on a bare system relies on: every library a packaged program or the engine links directly
    // comes from a package that the packages depend on (a missing one would start on this build machine
    // only).
    void everyLinkedLibraryComesFromADependency()
    {
        const QString root = unpack();
        QStringList depended;
        for (const QString &deb : {m_runtime, m_library}) {
            const QString field =
                run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), deb, QStringLiteral("Depends")});
            for (const QString &entry : field.split(QLatin1Char(',')))
                depended << entry.trimmed().section(QLatin1Char(' '), 0, 0);
        }
        const QStringList binaries{QStringLiteral("/usr/bin/qkube"), QStringLiteral("/usr/bin/qkubectl"),
                                   QStringLiteral("/usr/bin/qkube-sim"),
                                   QStringLiteral("/usr/" QKUBE_INSTALL_LIBDIR "/libqkube-engine.so.0")};
        static const QRegularExpression needed(
            QStringLiteral("\\(NEEDED\\)\\s+Shared library: \\[([^\\]]+)\\]"));
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LD_LIBRARY_PATH"),
                           root + QStringLiteral("/usr/" QKUBE_INSTALL_LIBDIR));
        for (const QString &binary : binaries) {
            const QString dynamic = run(QStringLiteral("readelf"), {QStringLiteral("-d"), root + binary});
            // "\tlibm.so.6 => /lib/x86_64-linux-gnu/libm.so.6 (0x...)", "\t/lib64/ld-linux-x86-64.so.2
            // (0x...)": where the loader finds each one.
            const QString resolved = run(QStringLiteral("ldd"), {root + binary}, {}, nullptr, environment);
            auto matches = needed.globalMatch(dynamic);
            QVERIFY2(matches.hasNext(), qPrintable(binary + QLatin1Char('\n') + dynamic));
            while (matches.hasNext()) {
                const QString library = matches.next().captured(1);
                if (library == QLatin1String("libqkube-engine.so.0"))
                    continue; // libqkube-engine0, checked above
                const QRegularExpression line(QStringLiteral("(/\\S*/") +
                                              QRegularExpression::escape(library) + QStringLiteral(")\\s"));
                const QString path = line.match(resolved).captured(1);
                QVERIFY2(!path.isEmpty(), qPrintable(binary + QStringLiteral(" cannot find ") + library +
                                                     QLatin1Char('\n') + resolved));
                // "libqt6core6:amd64: /usr/lib/x86_64-linux-gnu/libQt6Core.so.6"; with merged /usr, dpkg
                // knows a library by one of its two paths.
                const QStringList answers =
                    run(QStringLiteral("dpkg"), {QStringLiteral("-S"), path, QStringLiteral("/usr") + path})
                        .split(QLatin1Char('\n'))
                        .filter(QRegularExpression(QStringLiteral("^[a-z0-9.+-]+(:[a-z0-9]+)?: /")));
                const QString owner = answers.value(0).section(QLatin1Char(':'), 0, 0);
                QVERIFY2(depended.contains(owner),
                         qPrintable(binary + QStringLiteral(" needs ") + path + QStringLiteral(" from ") +
                                    owner + QStringLiteral(", not among ") +
                                    depended.join(QLatin1Char(' '))));
            }
        }
    }

    void desktopFileValidates()
    {
        const QString root = unpack();
        bool ok = false;
        const QString output = run(QStringLiteral("desktop-file-validate"),
                                   {root + QStringLiteral("/usr/share/applications/qkube.desktop")}, {}, &ok);
        QVERIFY2(ok && output.trimmed().isEmpty(), qPrintable(output));
    }

    // Made from --help: a page that says what the program does, not an error message.
    void manPagesDescribeThePrograms_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("qkubectl") << QStringLiteral("qkubectl")
                                  << QStringLiteral("resources"); // man escapes dashes: api\-resources
        QTest::newRow("qkube-sim") << QStringLiteral("qkube-sim") << QStringLiteral("kubeconfig");
        QTest::newRow("qkube") << QStringLiteral("qkube") << QStringLiteral("demo");
    }

    void manPagesDescribeThePrograms()
    {
        QFETCH(QString, program);
        QFETCH(QString, mentions);
        const QString page = run(QStringLiteral("zcat"), {unpack() + QStringLiteral("/usr/share/man/man1/") +
                                                          program + QStringLiteral(".1.gz")});
        QVERIFY2(page.contains(mentions), qPrintable(page.left(600)));
        QVERIFY2(!page.contains(QLatin1String("unknown flag")), qPrintable(page.left(600)));
    }

    void unpackedProgramsStart()
    {
        const QString root = unpack();
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LD_LIBRARY_PATH"),
                           root + QStringLiteral("/usr/" QKUBE_INSTALL_LIBDIR));
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        // The package's own library is the one the programs load.
        const QString libraries = run(QStringLiteral("ldd"), {root + QStringLiteral("/usr/bin/qkubectl")}, {},
                                      nullptr, environment);
        QVERIFY2(
            libraries.contains(root + QStringLiteral("/usr/" QKUBE_INSTALL_LIBDIR "/libqkube-engine.so.0")),
            qPrintable(libraries));

        // qkube --demo starts its embedded cluster and its window.
        QProcess qkube;
        environment.insert(QStringLiteral("HOME"), m_dir.path()); // no kubeconfig, no saved settings
        qkube.setProcessEnvironment(environment);
        qkube.start(root + QStringLiteral("/usr/bin/qkube"), {QStringLiteral("--demo")});
        QByteArray errors;
        QVERIFY(QTest::qWaitFor(
            [&] {
                errors += qkube.readAllStandardError();
                return errors.contains("demo cluster (kubesim) at https://127.0.0.1:") ||
                       qkube.state() == QProcess::NotRunning;
            },
            60000));
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
    static QString contents(const QString &deb)
    {
        return run(QStringLiteral("dpkg-deb"), {QStringLiteral("-c"), deb});
    }
    QString unpack()
    {
        const QString root = m_dir.filePath(QStringLiteral("root"));
        if (!QFileInfo::exists(root)) {
            run(QStringLiteral("dpkg-deb"), {QStringLiteral("-x"), m_runtime, root});
            run(QStringLiteral("dpkg-deb"), {QStringLiteral("-x"), m_library, root});
        }
        return root;
    }

    QTemporaryDir m_dir;
    QString m_runtime;
    QString m_library;
    QString m_dev;
};

QTEST_MAIN(tst_Package)
#include "tst_package.moc"
