// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "errormessage.h"
#include "rest/requestlog.h"
#include "rest/restclient.h"
#include "rest/restmapper.h"

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <functional>
#include <optional>

// What the write verbs of qkubectl (delete, scale, rollout, create, apply, patch, edit, cordon, uncordon,
// drain) share: kubectl's flag syntax (--name value, --name=value, -x value, booleans as Go reads them), the
// global flags (--kubeconfig, --context, -n, -A, --request-timeout), the connection, discovery and the
// RESTMapper, argument resolution (TYPE NAME..., TYPE/NAME...) and kubectl's wording of errors. A verb checks
// its flags in validate(), before the kubeconfig is read (as kubectl does), then works in start() with the
// mapper ready. Lives on the main thread; ends the application with the exit code through finish().
class VerbCommand : public QObject
{
    Q_OBJECT
public:
    // The command `arguments` (without the program name) ask for, or nullptr when they ask for none of these.
    static VerbCommand *create(const QStringList &arguments);
    void setRequestLog(std::shared_ptr<const kube::RequestLog> log) { m_requestLog = std::move(log); }
    void run();

protected:
    enum class FlagType { Bool, Value, List, Int, Duration };
    struct Flag
    {
        Flag(QString longName, QString shortFlag = {}, FlagType flagType = FlagType::Bool,
             QString fallback = {})
            : name(std::move(longName)), shortName(std::move(shortFlag)), type(flagType),
              defaultValue(std::move(fallback))
        {
        }
        QString name;      // "--replicas"
        QString shortName; // "-l", or empty
        FlagType type = FlagType::Bool;
        QString defaultValue; // what value() gives when the flag is absent
    };
    // One object the arguments name.
    struct Target
    {
        kube::ApiResource resource;
        QString name;
        QString namespaceName; // empty for cluster-scoped resources
    };

    // `words`: how many leading positional words name the command ("delete": 1, "rollout restart": 2).
    VerbCommand(QStringList arguments, int words, QList<Flag> flags, QObject *parent = nullptr);

    // Checks the command line as given, before its flags are read (a subcommand qkubectl lacks would
    // otherwise be refused for a flag of its own); a message set in *error ends the command.
    virtual bool checkCommandLine(const QStringList &arguments, QString *error)
    {
        Q_UNUSED(arguments);
        Q_UNUSED(error);
        return true;
    }
    // Checks flags and arguments before anything is read or sent; a message set in *error ends the command.
    virtual bool validate(QString *error)
    {
        Q_UNUSED(error);
        return true;
    }
    // Connected, the mapper ready (unless usesMapper() says the verb needs none: then without discovery).
    virtual void start() = 0;
    virtual bool usesMapper() const { return true; }

    QString verb() const { return m_verb; }
    const QStringList &args() const { return m_positional; }
    bool isSet(const QString &name) const { return m_values.contains(name); }
    QString value(const QString &name) const;
    QStringList values(const QString &name) const { return m_lists.value(name); }
    qint64 integer(const QString &name) const { return value(name).toLongLong(); }
    // A Duration flag in milliseconds.
    qint64 durationMs(const QString &name) const;
    // Go's time.ParseDuration ("1h30m", "5s", "250ms") in milliseconds; the error worded as Go's.
    static std::optional<qint64> parseDuration(const QString &text, QString *error);
    // A boolean flag as Go's ParseBool read it (absent: false unless its default says "true").
    bool flag(const QString &name) const;
    QString namespaceName() const { return m_namespace; }
    bool allNamespaces() const { return m_allNamespaces; }
    kube::RestClient *client() const { return m_client; }
    const kube::RestMapper &mapper() const { return *m_mapper; }

    // TYPE NAME... or TYPE/NAME... as kubectl reads them; `namesRequired`: a TYPE alone is an error.
    std::optional<QList<Target>> resolveTargets(const QStringList &words, bool namesRequired,
                                                QString *error) const;
    // The target of a manifest's object: its resource by apiVersion and kind, its namespace or the command's.
    // An unknown kind is an error worded as kubectl's.
    std::optional<Target> targetOf(const QJsonObject &object, const QString &source, QString *error) const;
    kube::Request request(const QByteArray &verb, const Target &target) const;
    void send(const kube::Request &request, std::function<void(const kube::Response &)> callback);

    // "deployment.apps" for messages ("deployment.apps/web scaled").
    static QString kindPrefix(const kube::ApiResource &resource);
    static QString objectName(const QJsonObject &object);
    static QJsonObject objectOf(const kube::Response &response);
    static void writeOut(const QString &text);
    static void writeErr(const QString &text);
    // Prints `message` and a newline on stderr and ends with exit code 1.
    void fail(const QString &message);
    void finish(int code);

private:
    bool parse(QString *error);
    void connectAndDiscover();

    QStringList m_arguments;
    int m_words;
    QString m_verb;
    QList<Flag> m_flags;
    QHash<QString, QString> m_values;
    QHash<QString, QStringList> m_lists;
    QStringList m_positional;
    QString m_kubeconfig, m_context, m_namespace;
    bool m_namespaceSet = false, m_allNamespaces = false;
    int m_requestTimeoutMs = 0;
    std::shared_ptr<const kube::RequestLog> m_requestLog;
    kube::RestClient *m_client = nullptr;
    std::optional<kube::RestMapper> m_mapper;
    kube::Discovery m_discovery;
    bool m_finished = false;
};
