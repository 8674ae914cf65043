// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "commandline.h"

#include "common/verbosityflag.h"
#include "journal/bytesize.h"

namespace {
// What QGuiApplication, its xcb plugin and QApplication take from the command line themselves (Qt 6.4): known
// here so that they are not taken for mistakes, hidden from --help since they are Qt's (--help-all lists
// them).
const char *const qtArgumentsWithValue[] = {
    "platform",     "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry", "qwindowicon",
    "qwindowtitle", "geometry",           "title",         "icon",   "display",         "session",
    "style",        "stylesheet",         "qmljsdebugger"};
const char *const qtFlagArguments[] = {"reverse", "widgetcount", "nograb", "dograb", "sync", "testability"};
} // namespace

CommandLine::CommandLine()
    : kubeconfig(QStringLiteral("kubeconfig"), QStringLiteral("Use exactly this kubeconfig file."),
                 QStringLiteral("FILE")),
      context(QStringLiteral("context"), QStringLiteral("Open this context."), QStringLiteral("NAME")),
      namespaceName({QStringLiteral("n"), QStringLiteral("namespace")},
                    QStringLiteral("Show this namespace."), QStringLiteral("NS")),
      demo(QStringLiteral("demo"),
           QStringLiteral("Explore a simulated cluster (kubesim) running inside qkube.")),
      demoClusters(QStringLiteral("demo-clusters"),
                   QStringLiteral("Explore N simulated clusters at once (1-%1), of different sizes and "
                                  "health, all opened at start and shown in "
                                  "the All clusters table.")
                       .arg(maxDemoClusters),
                   QStringLiteral("N")),
      language(QStringLiteral("lang"), QStringLiteral("Language: en or zh_CN (default: the system's)."),
               QStringLiteral("LANG")),
      journal(QStringLiteral("journal"),
              QStringLiteral("Open a recorded journal file (Cluster > Export the Journal, qkubectl get -w "
                             "--journal) offline, without "
                             "connecting to any cluster."),
              QStringLiteral("FILE")),
      journalLimit(QStringLiteral("journal-limit"),
                   QStringLiteral("The most memory each journal may use, as 512Mi, 1Gi or 256M (default: the "
                                  "Journal Limit setting, 256Mi)."),
                   QStringLiteral("SIZE")),
      m_version(QStringLiteral("version"), QStringLiteral("Displays version information."))
{
    m_parser.setApplicationDescription(QStringLiteral("qkube: a native Kubernetes cluster explorer"));
    // Qt's own arguments are spelt with one dash and a word (-platform offscreen).
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    m_parser.addHelpOption();
    // kubectl's -v=N (its spellings are more than QCommandLineParser reads, so parse() takes it out first):
    // listed here for --help only, which is also why --version has no -v.
    const QCommandLineOption verbosityHelp(
        QStringLiteral("v"),
        QStringLiteral(
            "Log requests to stderr as kubectl -v=N does: 6 each request, 7 its headers, 8 response "
            "headers and bodies (truncated), 9 whole bodies (credentials are never shown)."),
        QStringLiteral("N"));
    m_parser.addOptions({kubeconfig, context, namespaceName, demo, demoClusters, language, journal,
                         journalLimit, m_version, verbosityHelp});
    for (const char *name : qtArgumentsWithValue) {
        QCommandLineOption option(QLatin1String(name), QStringLiteral("Qt's -%1.").arg(QLatin1String(name)),
                                  QStringLiteral("VALUE"));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        m_parser.addOption(option);
    }
    for (const char *name : qtFlagArguments) {
        QCommandLineOption option(QLatin1String(name), QStringLiteral("Qt's -%1.").arg(QLatin1String(name)));
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        m_parser.addOption(option);
    }
}

CommandLine::Outcome CommandLine::parse(QStringList arguments)
{
    const std::optional<int> verbosity = takeVerbosityFlag(arguments, &m_error);
    if (!verbosity)
        return Outcome::Error;
    m_verbosity = *verbosity;
    const bool parsed = m_parser.parse(arguments);
    // Asked for help, a user gets it even beside a mistake.
    if (m_parser.isSet(QStringLiteral("help")) || m_parser.isSet(QStringLiteral("help-all")))
        return Outcome::Help;
    if (!parsed) {
        m_error = m_parser.errorText();
        return Outcome::Error;
    }
    if (!m_parser.positionalArguments().isEmpty()) {
        m_error =
            QStringLiteral("unexpected argument \"%1\"").arg(m_parser.positionalArguments().constFirst());
        return Outcome::Error;
    }
    if (m_parser.isSet(m_version))
        return Outcome::Version;
    if (m_parser.isSet(journalLimit)) {
        const std::optional<qint64> bytes = kube::ByteSize::parse(m_parser.value(journalLimit));
        if (!bytes) {
            m_error = QStringLiteral("--journal-limit takes a size such as 512Mi, 1Gi or 256M, not \"%1\"")
                          .arg(m_parser.value(journalLimit));
            return Outcome::Error;
        }
        m_journalLimitBytes = *bytes;
    }
    if (m_parser.isSet(demoClusters)) {
        bool ok = false;
        m_demoClusterCount = m_parser.value(demoClusters).toInt(&ok);
        if (!ok || m_demoClusterCount < 1 || m_demoClusterCount > maxDemoClusters) {
            m_error = QStringLiteral("--demo-clusters takes a number from 1 to %1, not \"%2\"")
                          .arg(maxDemoClusters)
                          .arg(m_parser.value(demoClusters));
            return Outcome::Error;
        }
    }
    return Outcome::Run;
}

QString CommandLine::helpText() const
{
    return m_parser.helpText();
}

QString CommandLine::versionText()
{
    return QStringLiteral("qkube " QKUBE_VERSION "\n");
}
