// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The soak's kubesim clusters, in a process of their own (started by the soak, README "Soak"), so that what
// the soak measures of its own process is the window's memory alone, as a remote apiserver's is not in its
// client's. It writes each cluster's kubeconfig into --dir, answers a line of its ports and contexts, then
// takes one command a line on stdin (a JSON array) and answers those that ask (one JSON value a line) on
// stdout. It ends when stdin closes.
#include "../bench/procstats.h"
#include "simhost.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSocketNotifier>

#include <malloc.h>
#include <unistd.h>

namespace {

using namespace soak;

class Servers
{
public:
    Servers(int clusters, quint32 seed, const QString &dir) : m_ops(serverOps(seed))
    {
        for (int i = 0; i < clusters; ++i)
            m_hosts.push_back(
                std::make_unique<SimHost>(QStringLiteral("soak-%1").arg(QChar(u'a' + i)), seed + i, dir));
    }

    QJsonArray clusters() const
    {
        QJsonArray out;
        for (const auto &host : m_hosts)
            out.append(QJsonObject{{QStringLiteral("context"), host->context()},
                                   {QStringLiteral("kubeconfig"), host->kubeconfig()},
                                   {QStringLiteral("port"), int(host->port())}});
        return out;
    }

    // One command; its answer, or Undefined when it asks none.
    QJsonValue run(const QJsonArray &command)
    {
        const QString verb = command.at(0).toString();
        if (verb == QLatin1String("changes")) {
            qint64 changes = 0;
            for (const auto &host : m_hosts)
                changes += host->changes();
            return double(changes);
        }
        if (verb == QLatin1String("memory")) {
            if (command.at(1).toBool())
                malloc_trim(0);
            return QJsonObject{{QStringLiteral("rss"), double(bench::statusBytes("VmRSS"))},
                               {QStringLiteral("heap"), double(bench::heapInUse())}};
        }
        const int index = command.at(1).toInt(-1);
        if (index < 0 || index >= int(m_hosts.size()))
            qFatal("soak servers: no cluster %d in %s", index,
                   QJsonDocument(command).toJson(QJsonDocument::Compact).constData());
        SimHost &host = *m_hosts[size_t(index)];
        if (verb == QLatin1String("strike") || verb == QLatin1String("end")) {
            const ServerOp &op = find(command.at(2).toString());
            if (verb == QLatin1String("end") && !op.end)
                qFatal("soak servers: %s is a moment, it has no end", qPrintable(op.name));
            if (verb == QLatin1String("end"))
                host.post(op.end);
            else
                host.post([strike = op.strike, argument = command.at(3).toString()](sim::KubeSim &s) {
                    strike(s, argument);
                });
            return QJsonValue(QJsonValue::Undefined);
        }
        if (verb == QLatin1String("churn")) {
            host.setChurning(command.at(2).toBool());
            return QJsonValue(QJsonValue::Undefined);
        }
        if (verb == QLatin1String("identities")) {
            QJsonObject out;
            const IdentitiesByKey ids = host.identities(
                {command.at(2).toString(), command.at(3).toString(), command.at(4).toString()},
                command.at(5).toString());
            for (auto it = ids.constBegin(); it != ids.constEnd(); ++it)
                out.insert(QString::fromUtf8(it.key()), QString::fromUtf8(it.value()));
            return out;
        }
        if (verb == QLatin1String("event-versions")) {
            QJsonObject out;
            const QHash<QByteArray, quint64> versions = host.eventVersions();
            for (auto it = versions.constBegin(); it != versions.constEnd(); ++it)
                out.insert(QString::fromUtf8(it.key()), double(it.value()));
            return out;
        }
        if (verb == QLatin1String("newest-events")) {
            QJsonArray out;
            for (const QByteArray &key : host.newestEvents(command.at(2).toInt()))
                out.append(QString::fromUtf8(key));
            return out;
        }
        qFatal("soak servers: unknown command %s", qPrintable(verb));
    }

private:
    const ServerOp &find(const QString &name) const
    {
        for (const ServerOp &op : m_ops)
            if (op.name == name)
                return op;
        qFatal("soak servers: no operation %s", qPrintable(name));
    }

    QList<ServerOp> m_ops;
    std::vector<std::unique_ptr<SimHost>> m_hosts;
};

void answer(const QJsonValue &value)
{
    QByteArray line = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    line = line.mid(1, line.size() - 2) + '\n'; // the value alone: a document must be an array or object
    for (qsizetype written = 0; written < line.size();) {
        const ssize_t n = ::write(STDOUT_FILENO, line.constData() + written, size_t(line.size() - written));
        if (n <= 0)
            std::exit(1); // the soak is gone
        written += n;
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOption(
        {QStringLiteral("clusters"), QStringLiteral("How many."), QStringLiteral("n"), QStringLiteral("3")});
    parser.addOption({QStringLiteral("seed"), QStringLiteral("The first cluster's scenario seed."),
                      QStringLiteral("n"), QStringLiteral("1")});
    parser.addOption(
        {QStringLiteral("dir"), QStringLiteral("Where the kubeconfigs go."), QStringLiteral("dir")});
    parser.addOption({QStringLiteral("niceness"),
                      QStringLiteral("The clusters' threads, below the soak's GUI."), QStringLiteral("steps"),
                      QStringLiteral("0")});
    parser.process(app);
    kube::setWorkerThreadNiceness(parser.value(QStringLiteral("niceness")).toInt());
    Servers servers(parser.value(QStringLiteral("clusters")).toInt(),
                    parser.value(QStringLiteral("seed")).toUInt(), parser.value(QStringLiteral("dir")));
    answer(servers.clusters());

    QByteArray pending;
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        char buffer[65536];
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n <= 0)
            return QCoreApplication::quit();
        pending.append(buffer, n);
        for (qsizetype end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
            QJsonParseError error;
            const QJsonDocument command = QJsonDocument::fromJson(pending.left(end), &error);
            pending.remove(0, end + 1);
            if (!command.isArray())
                qFatal("soak servers: not a command: %s", qPrintable(error.errorString()));
            if (const QJsonValue reply = servers.run(command.array()); !reply.isUndefined())
                answer(reply);
        }
    });
    return app.exec();
}
