// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "errormessage.h"
#include "invocation.h"
#include "rest/requestlog.h"
#include "rest/restclient.h"
#include "rest/restmapper.h"

#include <QJsonObject>
#include <QObject>
#include <QStringList>

#include <functional>
#include <optional>

// What the write verbs of qkubectl (delete, scale, rollout, create, apply, patch, edit, cordon, uncordon,
// drain, top, port-forward, cp) share: the connection, discovery and the RESTMapper, argument resolution
// (TYPE NAME..., TYPE/NAME...) and kubectl's wording of errors. Its flags come parsed (the Invocation); a verb
// checks them in validate(), before the kubeconfig is read (as kubectl does), then works in start() with the
// mapper ready. Lives on the main thread; ends the application with the exit code through finish().
class VerbCommand : public QObject
{
    Q_OBJECT
public:
    // The flags every verb takes besides the global ones (-A).
    static void addFlags(FlagSet &flags);
    void run();

protected:
    // One object the arguments name.
    struct Target
    {
        kube::ApiResource resource;
        QString name;
        QString namespaceName; // empty for cluster-scoped resources
    };

    explicit VerbCommand(const Invocation &invocation, QObject *parent = nullptr);

    // Checks flags and arguments before anything is read or sent; a message set in *error ends the command.
    virtual bool validate(QString *error)
    {
        Q_UNUSED(error);
        return true;
    }
    // Connected, the mapper ready (unless usesMapper() says the verb needs none: then without discovery).
    virtual void start() = 0;
    virtual bool usesMapper() const { return true; }
    // How kubectl maps this verb's types, which decides what a refused discovery prints (errormessage.h).
    virtual DiscoveryUse discoveryUse() const;

    // kubectl's words for the command: "delete", "rollout restart".
    QString verb() const { return m_invocation.commandPath; }
    const QStringList &args() const { return m_invocation.args(); }
    qsizetype argsLenAtDash() const { return m_invocation.flags.argsLenAtDash(); }
    // The flags by name, without dashes ("replicas"): given or their default.
    bool isSet(const QString &name) const { return m_invocation.flags.changed(name); }
    QString value(const QString &name) const { return m_invocation.flags.string(name); }
    QStringList values(const QString &name) const { return m_invocation.flags.stringList(name); }
    qint64 integer(const QString &name) const { return m_invocation.flags.integer(name); }
    qint64 durationMs(const QString &name) const { return m_invocation.flags.durationMs(name); }
    bool flag(const QString &name) const { return m_invocation.flags.boolean(name); }
    QString namespaceName() const { return m_namespace; }
    bool allNamespaces() const { return flag(QStringLiteral("all-namespaces")); }
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
    void connectAndDiscover();

    Invocation m_invocation;
    QString m_namespace;
    kube::RestClient *m_client = nullptr;
    std::optional<kube::RestMapper> m_mapper;
    kube::Discovery m_discovery;
    bool m_finished = false;
};
