// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCommandLineOption>
#include <QCommandLineParser>

// qkube's command line, read before any QGuiApplication exists: --help, --version and a mistyped option are
// answered on a machine without a display (CI, help2man), and nothing but the window needs one. The arguments
// Qt's GUI classes read themselves (-platform, -style, ...) are accepted, not listed, and left to
// QApplication.
class CommandLine
{
public:
    // The most demo clusters --demo-clusters starts: enough to see the cluster list and the All-clusters
    // table at work, few enough for a laptop.
    static constexpr int maxDemoClusters = 8;
    enum class Outcome { Run, Help, Version, Error };

    CommandLine();
    // `arguments` as the process got them, the program first.
    Outcome parse(QStringList arguments);
    // What --help prints. QCommandLineParser names the program from QCoreApplication::arguments(), so an
    // application object (a QCoreApplication will do) must exist.
    QString helpText() const;
    static QString versionText();
    QString errorText() const { return m_error; }

    bool isSet(const QCommandLineOption &option) const { return m_parser.isSet(option); }
    QString value(const QCommandLineOption &option) const { return m_parser.value(option); }
    // kubectl's -v=N: 0 when not given.
    int verbosity() const { return m_verbosity; }
    // --journal-limit in bytes (0: not given).
    qint64 journalLimitBytes() const { return m_journalLimitBytes; }
    // --demo-clusters (0: not given).
    int demoClusterCount() const { return m_demoClusterCount; }

    const QCommandLineOption kubeconfig;
    const QCommandLineOption context;
    const QCommandLineOption namespaceName;
    const QCommandLineOption demo;
    const QCommandLineOption demoClusters;
    const QCommandLineOption language;
    const QCommandLineOption journal;
    const QCommandLineOption journalLimit;

private:
    QCommandLineParser m_parser;
    QCommandLineOption m_version;
    QString m_error;
    int m_verbosity = 0;
    qint64 m_journalLimitBytes = 0;
    int m_demoClusterCount = 0;
};
