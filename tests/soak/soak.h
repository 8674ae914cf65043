// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The soak: qkube's window (offscreen) on three kubesim clusters, in a process of their own
// (qkube_soak_servers), under churn and a seeded schedule of kubesim's faults for minutes or an hour. The
// process is sampled into soak.csv (and soak.png); at quiet checkpoints every informer's cache and the All
// clusters table are compared with the servers; the verdict says whether every pass criterion held (README,
// "Soak"). qkube_soak runs it for minutes or an hour, tst_soak for one short window in ctest.
#pragma once

#include "../bench/procstats.h"
#include "actionregistry.h"
#include "bottompanel.h"
#include "cachestate.h"
#include "config/kubeconfig.h"
#include "config/restconfig.h"
#include "core/workerpriority.h"
#include "detailspane.h"
#include "eventlogpane.h"
#include "inspectordock.h"
#include "languagemanager.h"
#include "logview.h"
#include "mainwindow.h"
#include "metrics/metricsclient.h"
#include "models/eventlogmodel.h"
#include "models/logmodel.h"
#include "models/resourcetablemodel.h"
#include "openclusters.h"
#include "rest/dynamicclient.h"
#include "rest/restclient.h"
#include "serversprocess.h"
#include "tablepane.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>
#include <QSet>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <tuple>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

namespace soak {

using namespace kube;

// The GUI thread's longest event deliveries (receiver, its parent, event type), so that a stall names its
// work. Fed by Application::notify in qkube_soak; printed at the end of a run.
class EventTimes
{
public:
    static constexpr int kept = 25;
    static constexpr double recordedMs = 20; // shorter ones are the heartbeat's noise
    static EventTimes &instance()
    {
        static EventTimes times;
        return times;
    }
    // What is about to be delivered, taken before: the receiver may be gone after (a deferred delete).
    struct Delivery
    {
        const char *receiverClass = nullptr, *parentClass = nullptr;
        QString objectName;
        int type = 0;
        int depth = 0; // 0: the outermost delivery; nested ones are part of an outer one's time
    };
    static Delivery describe(const QObject *receiver, const QEvent *event)
    {
        const QObject *parent = receiver->parent();
        return {receiver->metaObject()->className(), parent ? parent->metaObject()->className() : "-",
                receiver->objectName(), int(event->type())};
    }
    void note(const Delivery &delivery, double ms)
    {
        if (ms < recordedMs)
            return;
        const QString what =
            QStringLiteral("%1%2%3 (parent %4) event %5")
                .arg(QStringLiteral("  inside: ").repeated(delivery.depth),
                     QLatin1String(delivery.receiverClass),
                     delivery.objectName.isEmpty() ? QString() : QLatin1Char('#') + delivery.objectName,
                     QLatin1String(delivery.parentClass))
                .arg(delivery.type);
        Entry &entry = m_byWhat[what];
        ++entry.count;
        entry.totalMs += ms;
        entry.longestMs = std::max(entry.longestMs, ms);
    }
    void print() const
    {
        QList<std::pair<QString, Entry>> all;
        for (auto it = m_byWhat.constBegin(); it != m_byWhat.constEnd(); ++it)
            all.append({it.key(), it.value()});
        std::sort(all.begin(), all.end(),
                  [](const auto &a, const auto &b) { return a.second.totalMs > b.second.totalMs; });
        std::printf("GUI-thread deliveries of %.0f ms or more, by receiver (count, total, longest):\n",
                    recordedMs);
        for (const auto &[what, entry] : all.mid(0, kept))
            std::printf("    %5d %8.0f ms %6.0f ms  %s\n", entry.count, entry.totalMs, entry.longestMs,
                        qPrintable(what));
    }

private:
    struct Entry
    {
        int count = 0;
        double totalMs = 0, longestMs = 0;
    };
    QHash<QString, Entry> m_byWhat;
};

// Each journal reaches its limit within the hour's warm-up, so that its growth is over when growth is judged.
constexpr qint64 journalLimitBytes = 4 * 1024 * 1024;
// The newest Events of each cluster the event log must show at a checkpoint: the last second or two of churn,
// well inside the log's 5000 lines with every cluster's.
constexpr int eventsChecked = 200;
constexpr int watchdogMs = 5;      // the GUI thread's heartbeat, as bench_shell watches it
constexpr int stallBuckets = 2000; // 1 ms buckets of the heartbeat's delay; the last holds longer ones
// The window's informers back off up to 30 s (Backoff::maxMs): this outage outlasts the ceiling.
constexpr int goneLongMs = 35'000;
// How long a quiet checkpoint waits for the caches: after restart storms the informers' backoff is at its
// 30 s ceiling, jittered up to twice that (client-go's), then they list again.
constexpr int convergeMs = 100'000;
constexpr int shutdownMs = 3000;
// How long a checkpoint waits, once the caches agree, before it counts threads and descriptors: RestClient
// closes a network manager 5 s after its last stream.
constexpr int settleMs = 8000;
constexpr int releasedMs = 1000; // for the views closed at a checkpoint to release their informers
// Sockets caught opening or closing while counted are counted again, this often at most, this far apart.
constexpr int resourceLooks = 5;
constexpr int resourceLookGapMs = 100;
constexpr int convergeAfterOutageMs = 150'000;
constexpr double maxGrowthPercentPerHour = 5;
constexpr int judgedGrowthMinutes = 10; // shorter windows extrapolate noise, not a trend
constexpr int minCheckpointsJudged = 3; // a line through fewer points is not a trend

inline const QStringList kinds = {QStringLiteral("pods"), QStringLiteral("deployments"),
                                  QStringLiteral("configmaps"), QStringLiteral("events"),
                                  QStringLiteral("crontabs")};
inline const QStringList kindGroups = {QString(), QStringLiteral("apps"), QString(), QString(),
                                       QStringLiteral("stable.example.com")};

inline qint64 openFiles()
{
    return QDir(QStringLiteral("/proc/self/fd"))
        .entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)
        .size();
}

// Threads and descriptors at a quiet moment, by owner. What grows with what the window has open is counted
// apart: a listener thread for each informer handler, an HTTP thread for each network manager (a session's
// own, and one for every five of its watches and log streams), an event fd for each thread's event loop, two
// loopback sockets for each connection. What is left must come back to the baseline exactly.
struct Resources
{
    qint64 threads = 0, fds = 0;
    qint64 listenerThreads = 0, httpThreads = 0, poolThreads = 0; // by thread name
    qint64 eventFds = 0, clientSockets = 0, otherSockets = 0;     // by descriptor
    qint64 serverSockets = 0;   // kubesim's side of the connections, in the servers' process
    qint64 externalSockets = 0; // to the real apiserver (--real): its side is not in this process
    // Client sockets whose connect was refused (kubesim down): Qt's HTTP channel keeps such a socket, closed
    // by the kernel but open here, until the channel's next request (Qt 6.4: six refused requests leave six,
    // one more request to the host takes one of them), so at most six for each network manager.
    qint64 refusedSockets = 0;
    qint64 sessions = 0, informers = 0, handlers = 0;
    int looks = 1; // counted again while sockets or listener threads were caught opening or closing
    QMap<QString, int> threadNames, fdKinds;
    QMap<QString, int> serverSocketKinds; // kubesim's sockets, in the servers' process

    qint64 otherThreads() const { return threads - listenerThreads - httpThreads - poolThreads; }
    qint64 otherFds() const
    {
        return fds - eventFds - clientSockets - externalSockets - refusedSockets; // serverSockets: not ours
    }
    static constexpr int channelsPerManager = 6; // Qt's connections per host and manager
    qint64 refusedSocketsAllowed() const { return channelsPerManager * httpThreads; }
    // Qt opens at most six connections per host and manager; every manager not needed by the streams open
    // now closes a few seconds after its last stream (RestClient), so that many are allowed at a quiet
    // moment: each session's own and one for each five client connections, rounded up per session.
    qint64 httpThreadsAllowed() const { return 2 * sessions + (clientSockets + externalSockets + 4) / 5; }
    bool listenersMatchHandlers() const { return listenerThreads == handlers; }
    bool socketsPaired() const { return clientSockets == serverSockets && otherSockets == 0; }

    // Nothing leaked against `baseline`: a problem per line, none when all is well.
    QStringList problems(const Resources &baseline) const
    {
        QStringList out;
        if (!listenersMatchHandlers())
            out.append(
                QStringLiteral("%1 listener threads for %2 handlers").arg(listenerThreads).arg(handlers));
        if (httpThreads > httpThreadsAllowed())
            out.append(QStringLiteral("%1 HTTP threads where %2 sessions with %3 connections need %4")
                           .arg(httpThreads)
                           .arg(sessions)
                           .arg(clientSockets)
                           .arg(httpThreadsAllowed()));
        if (refusedSockets > refusedSocketsAllowed())
            out.append(
                QStringLiteral("%1 refused sockets held, more than six for each of %2 network managers")
                    .arg(refusedSockets)
                    .arg(httpThreads));
        if (!socketsPaired())
            out.append(QStringLiteral("sockets not in loopback pairs: qkube %1, kubesim %2, other %3")
                           .arg(clientSockets)
                           .arg(serverSockets)
                           .arg(otherSockets));
        if (otherThreads() > baseline.otherThreads())
            out.append(QStringLiteral("%1 other threads, %2 at the baseline")
                           .arg(otherThreads())
                           .arg(baseline.otherThreads()));
        // An event dispatcher's wake-up fd each, pool threads too: Qt gives every QThread its dispatcher when
        // it starts (the soak of 2026-11-29 counted 38 for 38 threads, then 40 for 40 with two pool threads).
        if (eventFds - threads > baseline.eventFds - baseline.threads)
            out.append(QStringLiteral("%1 event fds for %2 threads (baseline %3 for %4)")
                           .arg(eventFds)
                           .arg(threads)
                           .arg(baseline.eventFds)
                           .arg(baseline.threads));
        if (otherFds() > baseline.otherFds())
            out.append(QStringLiteral("%1 other fds (files, pipes), %2 at the baseline")
                           .arg(otherFds())
                           .arg(baseline.otherFds()));
        return out;
    }

    QString breakdown() const
    {
        auto counts = [](const QMap<QString, int> &byName) {
            QStringList out;
            for (auto it = byName.constBegin(); it != byName.constEnd(); ++it)
                out.append(QStringLiteral("%1×%2").arg(it.key()).arg(it.value()));
            return out.join(QStringLiteral(", "));
        };
        return QStringLiteral("threads %1: %2 (%3 informers, %4 handlers)\n    fds %5: %6%7\n    kubesim's "
                              "sockets, in the servers' process: %8")
            .arg(threads)
            .arg(counts(threadNames))
            .arg(informers)
            .arg(handlers)
            .arg(fds)
            .arg(counts(fdKinds))
            .arg(looks > 1 ? QStringLiteral(
                                 " (look %1: sockets or listener threads were opening or closing before)")
                                 .arg(looks)
                           : QString())
            .arg(counts(serverSocketKinds));
    }
};

// A socket of this process in none of the kernel's tables, asked itself: the tables hold TCP sockets only
// while they are hashed, so one that was reset or closed by its peer and not yet closed here, or never
// connected, is in none ("tcp CLOSE qkube": a client's; "unbound": never bound).
inline QByteArray unlistedSocket(int fd)
{
    int domain = 0, type = 0;
    socklen_t size = sizeof domain;
    if (getsockopt(fd, SOL_SOCKET, SO_DOMAIN, &domain, &size) != 0 ||
        getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &size) != 0)
        return "other";
    if ((domain != AF_INET && domain != AF_INET6) || type != SOCK_STREAM)
        return "domain " + QByteArray::number(domain) + " type " + QByteArray::number(type);
    static const char *const states[] = {"?",          "ESTABLISHED", "SYN_SENT",  "SYN_RECV",
                                         "FIN_WAIT1",  "FIN_WAIT2",   "TIME_WAIT", "CLOSE",
                                         "CLOSE_WAIT", "LAST_ACK",    "LISTEN",    "CLOSING"};
    tcp_info info = {};
    socklen_t infoSize = sizeof info;
    getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &infoSize);
    sockaddr_storage local = {};
    socklen_t localSize = sizeof local;
    getsockname(fd, reinterpret_cast<sockaddr *>(&local), &localSize);
    const quint16 port =
        ntohs(local.ss_family == AF_INET6 ? reinterpret_cast<sockaddr_in6 *>(&local)->sin6_port
                                          : reinterpret_cast<sockaddr_in *>(&local)->sin_port);
    return QByteArray("tcp ") + states[info.tcpi_state < 12 ? info.tcpi_state : 0] +
           (port == 0 ? " unbound" : " qkube");
}

// Threads by name (Qt's HTTP thread is "QNetworkAccessManager thread", the kernel keeps 15 bytes) and
// descriptors by what they are, TCP sockets by state and side of the loopback (kubesim's ports or not). The
// servers' side of each connection is counted in their process (`serversPid`), so that every connection of
// the window's is seen to have a server holding it.
inline Resources measureResources(const QSet<quint16> &serverPorts, qint64 serversPid,
                                  quint16 externalPort = 0)
{
    Resources r;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(task + QStringLiteral("/comm")));
        if (!comm.open(QIODevice::ReadOnly))
            continue;
        const QByteArray name = comm.readAll().trimmed();
        ++r.threadNames[QString::fromUtf8(name)];
        ++r.threads;
        r.listenerThreads += name == "qkube-listener";
        r.httpThreads += name == "QNetworkAccessM";
        r.poolThreads += name == "Thread (pooled)";
    }
    static const char *const states[] = {"?",          "ESTABLISHED", "SYN_SENT",  "SYN_RECV",
                                         "FIN_WAIT1",  "FIN_WAIT2",   "TIME_WAIT", "CLOSE",
                                         "CLOSE_WAIT", "LAST_ACK",    "LISTEN",    "CLOSING"};
    struct Tcp
    {
        bool server = false;
        int state = 0;
        bool external = false; // its remote port is externalPort's
    };
    QHash<QByteArray, Tcp> tcp; // by inode
    for (const char *table : {"/proc/self/net/tcp", "/proc/self/net/tcp6"}) {
        QFile file(QString::fromLatin1(table));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QList<QByteArray> lines = file.readAll().split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> f = lines.at(i).simplified().split(' ');
            if (f.size() >= 10)
                tcp.insert(f.at(9), {serverPorts.contains(f.at(1).split(':').last().toUShort(nullptr, 16)),
                                     f.at(3).toInt(nullptr, 16),
                                     externalPort != 0 &&
                                         f.at(2).split(':').last().toUShort(nullptr, 16) == externalPort});
        }
    }
    // Sockets not in the TCP tables, by what they are (their inode is the last field but for unix sockets'
    // path).
    QHash<QByteArray, QByteArray> otherKinds;
    for (const auto &[table, kind, field] :
         {std::tuple{"/proc/self/net/unix", "unix", 6}, std::tuple{"/proc/self/net/udp", "udp", 9},
          std::tuple{"/proc/self/net/udp6", "udp", 9}, std::tuple{"/proc/self/net/netlink", "netlink", 9}}) {
        QFile file(QString::fromLatin1(table));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QList<QByteArray> lines = file.readAll().split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> f = lines.at(i).simplified().split(' ');
            if (f.size() > field)
                otherKinds.insert(f.at(field), kind);
        }
    }
    const QString dir = QStringLiteral("/proc/self/fd/");
    for (const QString &name : QDir(dir).entryList(QDir::System | QDir::NoDotAndDotDot)) {
        char target[256] = {};
        if (readlink(qPrintable(dir + name), target, sizeof target - 1) <= 0)
            continue;
        ++r.fds;
        QByteArray what(target);
        if (what.startsWith("socket:[")) {
            const auto it = tcp.constFind(what.mid(8).chopped(1));
            if (it == tcp.constEnd()) {
                what = "socket " + otherKinds.value(what.mid(8).chopped(1), unlistedSocket(name.toInt()));
                ++(what == "socket tcp CLOSE qkube" ? r.refusedSockets : r.otherSockets);
            } else {
                const int state = it->state >= 0 && it->state < 12 ? it->state : 0;
                what = QByteArray(it->external ? "real " : "qkube ") + states[state];
                if (state == 1)
                    ++(it->external ? r.externalSockets : r.clientSockets);
                else if (state != 10) // a listening socket is counted with the files
                    ++r.otherSockets;
            }
        } else if (what == "anon_inode:[eventfd]") {
            ++r.eventFds;
        } else if (what.startsWith("/")) {
            what = what.startsWith("/proc") ? "proc" : what.startsWith("/dev") ? what : "file";
        }
        ++r.fdKinds[QString::fromUtf8(what.left(what.indexOf('[') < 0 ? what.size() : what.indexOf('[')))];
    }
    const QString serversDir = QStringLiteral("/proc/%1/fd/").arg(serversPid);
    for (const QString &name : QDir(serversDir).entryList(QDir::System | QDir::NoDotAndDotDot)) {
        char target[256] = {};
        if (readlink(qPrintable(serversDir + name), target, sizeof target - 1) <= 0 ||
            qstrncmp(target, "socket:[", 8) != 0)
            continue;
        const QByteArray inode = QByteArray(target).mid(8).chopped(1);
        const auto it = tcp.constFind(inode);
        QByteArray what;
        if (it == tcp.constEnd()) {
            if (otherKinds.contains(inode)) // the servers' own (a Qt event loop's), none of the window's
                continue;
            what = "in no table"; // reset or closed by its peer, not yet closed by kubesim
            ++r.otherSockets;
        } else if (!it->server) {
            continue;
        } else {
            const int state = it->state >= 0 && it->state < 12 ? it->state : 0;
            what = states[state];
            if (state == 1)
                ++r.serverSockets;
            else if (state != 10) // listening: the servers' own
                ++r.otherSockets;
        }
        ++r.serverSocketKinds[QString::fromUtf8(what)];
    }
    return r;
}

struct Mismatch
{
    int lost = 0, phantom = 0, stale = 0;
    QStringList examples;
    bool exact() const { return lost == 0 && phantom == 0 && stale == 0; }
    // One line per informer or table that differs (with `note`: what its reflector says), counts for all.
    void add(const IdentitiesByKey &client, const IdentitiesByKey &server, const QString &where,
             const QString &note = {})
    {
        int lostHere = 0, phantomHere = 0, staleHere = 0;
        for (auto it = server.constBegin(); it != server.constEnd(); ++it) {
            const auto found = client.constFind(it.key());
            if (found == client.constEnd())
                ++lostHere;
            else if (found.value() != it.value())
                ++staleHere;
        }
        for (auto it = client.constBegin(); it != client.constEnd(); ++it)
            phantomHere += !server.contains(it.key());
        lost += lostHere, phantom += phantomHere, stale += staleHere;
        if (lostHere + phantomHere + staleHere > 0)
            examples.append(QStringLiteral("%1: lost %2, phantom %3, stale %4 of %5 %6")
                                .arg(where)
                                .arg(lostHere)
                                .arg(phantomHere)
                                .arg(staleHere)
                                .arg(server.size())
                                .arg(note));
    }
};

// A followed log against kubesim's numbering (each line ends with " seq=N", N counting from its container
// instance's start): after a source's first line, each of its lines is numbered one more than the one before,
// until a ContainerRestarted marker begins the next instance. kubesim loses no line: its logs are a function
// of the instance and the time, served whole again after any cut or restart. Nothing is allowed.
struct LogCheck
{
    static constexpr int examplesKept = 5;
    qint64 lines = 0, gaps = 0, repeats = 0;
    QStringList examples;
    bool exact() const { return gaps == 0 && repeats == 0; }
    void add(const LogCheck &other)
    {
        lines += other.lines, gaps += other.gaps, repeats += other.repeats;
        examples += other.examples.mid(0, examplesKept - examples.size());
    }
    QString summary() const
    {
        return QStringLiteral("%1 lines, %2 gaps, %3 repeats").arg(lines).arg(gaps).arg(repeats);
    }

    static LogCheck of(const LogModel &model)
    {
        LogCheck out;
        QHash<QString, qint64> last;             // by source ("pod/container"; empty when the log has one)
        QHash<QString, int> linesSinceReconnect; // by source, when it was resumed after a cut
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex index = model.index(row, 0);
            const QString source = index.data(LogModel::PrefixRole).toString();
            const auto kind = LogLine::Kind(index.data(LogModel::KindRole).toInt());
            if (kind == LogLine::Kind::ContainerRestarted)
                last.remove(source);
            if (kind == LogLine::Kind::Reconnected)
                linesSinceReconnect.insert(source, 0);
            if (kind != LogLine::Kind::Text)
                continue;
            const QString text = model.lineText(row);
            const qsizetype at = text.lastIndexOf(QLatin1String(" seq="));
            bool ok = false;
            const qint64 seq = at < 0 ? -1 : QStringView(text).mid(at + 5).toLongLong(&ok);
            const auto it = last.constFind(source);
            if (!ok) {
                // Shown cut (LogModel::maxShownChars: kubesim's 20 kB line every thousandth), so its number
                // is not shown: it stands for the next one.
                if (it != last.constEnd())
                    last.insert(source, it.value() + 1);
                continue;
            }
            ++out.lines;
            if (it != last.constEnd() && seq != it.value() + 1) {
                ++(seq <= it.value() ? out.repeats : out.gaps);
                // Where it happened, to tell which path of the stream repeated or skipped.
                const auto resumed = linesSinceReconnect.constFind(source);
                if (out.examples.size() < examplesKept)
                    out.examples.append(
                        QStringLiteral("%1 seq=%2 after seq=%3 (row %4%5)")
                            .arg(source.isEmpty() ? QStringLiteral("the pod") : source)
                            .arg(seq)
                            .arg(it.value())
                            .arg(row)
                            .arg(resumed == linesSinceReconnect.constEnd()
                                     ? QStringLiteral(", never resumed")
                                     : QStringLiteral(", %1 lines after a resume").arg(*resumed)));
            }
            if (const auto resumed = linesSinceReconnect.find(source); resumed != linesSinceReconnect.end())
                ++*resumed;
            last.insert(source, seq);
        }
        return out;
    }
};

// A real apiserver beside the kubesim clusters (--real KUBECONFIG): the window opens its context; the soak
// churns ConfigMaps in a namespace of its own there (no faults: the server is not the soak's to break) and,
// at checkpoints, lists what the window's informers hold to compare them. Lives on the GUI thread; its
// requests go through a RestClient of its own, asynchronously.
class RealHost : public QObject
{
public:
    static inline const QString churnNamespace = QStringLiteral("qkube-soak");
    static constexpr double realQps = 100;
    static constexpr int realBurst = 200;
    // A tick is skipped while this many writes are unanswered: a slow server is churned as fast as it takes.
    static constexpr int maxPendingWrites = 30;

    RealHost(const QString &kubeconfig, const QString &context)
    {
        const auto config = KubeConfig::loadFiles({kubeconfig}, true);
        if (!config.ok()) {
            m_error = config.error().toString();
            return;
        }
        m_context = context.isEmpty() ? config->currentContext() : context;
        const auto rest = RestConfig::fromKubeConfig(*config, m_context);
        if (!rest.ok()) {
            m_error = rest.error().toString();
            return;
        }
        m_port = quint16(rest->host.port(443));
        RestConfig restConfig = rest.value();
        // client-go's 5/s would queue the churn's 30 writes a second, and the checkpoints' lists behind them.
        restConfig.qps = realQps;
        restConfig.burst = realBurst;
        m_client = new RestClient(restConfig, this);
        const QByteArray ns =
            QByteArrayLiteral(R"({"apiVersion":"v1","kind":"Namespace","metadata":{"name":")") +
            churnNamespace.toUtf8() + QByteArrayLiteral(R"("}})");
        track(ResourceClient(m_client, namespaces).create(ns)); // 409 when it is there already
        m_churn.callOnTimeout(this, [this] { churn(); });
    }
    QString error() const { return m_error; }
    QString context() const { return m_context; }
    quint16 port() const { return m_port; }
    qint64 changes() const { return m_changes; }
    void setChurning(bool on)
    {
        if (on)
            m_churn.start(objectChurnMs);
        else
            m_churn.stop();
    }
    // Lists each (resource, namespace) again; identities() answers from the newest complete list.
    void refresh(const QList<std::pair<GroupVersionResource, QString>> &what)
    {
        for (const auto &[gvr, ns] : what) {
            const QString key = keyOf(gvr, ns);
            if (m_listing.contains(key))
                continue;
            m_listing.insert(key);
            RestCall *call = ResourceClient(m_client, gvr, ns).list();
            connect(call, &RestCall::finished, this, [this, key](const Response &response) {
                m_listing.remove(key);
                if (response.httpStatus ==
                    404) { // not served there (a CRD only the kubesims have): none held
                    m_lists.insert(key, {});
                    return;
                }
                const auto list = ResourceClient::objectList(response);
                if (!list.ok()) {
                    m_errors.insert(key, list.error().toString());
                    return;
                }
                m_errors.remove(key);
                IdentitiesByKey ids;
                for (const Object &object : list->items)
                    ids.insert(object.key(),
                               object.uid().toByteArray() + ' ' + object.resourceVersion().toByteArray());
                m_lists.insert(key, ids);
            });
        }
    }
    // Why the last list of (resource, namespace) failed; empty when it did not.
    QString listError(const GroupVersionResource &gvr, const QString &ns) const
    {
        return m_errors.value(keyOf(gvr, ns));
    }
    std::optional<IdentitiesByKey> identities(const GroupVersionResource &gvr, const QString &ns) const
    {
        const auto it = m_lists.constFind(keyOf(gvr, ns));
        return it == m_lists.constEnd() ? std::nullopt : std::optional(*it);
    }

private:
    static inline const GroupVersionResource namespaces{
        {}, QStringLiteral("v1"), QStringLiteral("namespaces")};
    static inline const GroupVersionResource configMaps{
        {}, QStringLiteral("v1"), QStringLiteral("configmaps")};

    static QString keyOf(const GroupVersionResource &gvr, const QString &ns)
    {
        return gvr.group + QLatin1Char('/') + gvr.resource + QLatin1Char('/') + ns;
    }
    void track(RestCall *call)
    {
        ++m_pending;
        connect(call, &RestCall::finished, this, [this](const Response &response) {
            --m_pending;
            m_changes += response.httpStatus >= 200 && response.httpStatus < 300;
        });
    }
    // As the kubesim clusters' churn (SimHost): a ConfigMap created, one deleted, one changed.
    void churn()
    {
        if (m_pending > maxPendingWrites)
            return;
        const ResourceClient client(m_client, configMaps, churnNamespace);
        const int n = m_serial++;
        auto body = [](int name, int value) {
            return QStringLiteral(R"({"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"soak-cm-%1",)"
                                  R"("labels":{"soak":"yes"}},"data":{"n":"%2"}})")
                .arg(name)
                .arg(value)
                .toUtf8();
        };
        track(client.create(body(n, n)));
        if (n >= churnedObjectsKept) {
            track(client.remove(QStringLiteral("soak-cm-%1").arg(n - churnedObjectsKept)));
            track(client.patch(QStringLiteral("soak-cm-%1").arg(n - 1), PatchType::Merge,
                               QStringLiteral(R"({"data":{"n":"%1"}})").arg(-n).toUtf8()));
        }
    }

    QString m_error, m_context;
    quint16 m_port = 0;
    RestClient *m_client = nullptr;
    QTimer m_churn;
    int m_serial = 0;
    qint64 m_changes = 0;
    int m_pending = 0;
    QSet<QString> m_listing;
    QHash<QString, IdentitiesByKey> m_lists;
    QHash<QString, QString> m_errors;
};

struct Sample
{
    double t = 0;
    bool quiet = false;
    // Taken at a checkpoint, once the caches equal the servers and the allocator gave its free pages back:
    // the moments at which what is held can be compared (under fire, the bodies in flight and the
    // allocator's high-water mark swing it by tens of megabytes).
    bool checkpoint = false;
    double rssMb = 0, heapMb = 0;
    qint64 threads = 0, fds = 0, sockets = 0, informers = 0;
    double journalMb = 0, guiBusyPercent = 0, longestStallMs = 0, eventsPerSecond = 0;
    double usageHistoriesMb = 0; // MetricsClient's histories, the one buffer bounded by an hour
    // The servers' process (kubesim's three clusters), reported beside the window's, not judged: an
    // apiserver's memory is not its client's.
    double serversRssMb = 0, serversHeapMb = 0;
};

// What a run found, criterion by criterion (`pass`: all of them held).
struct Verdict
{
    bool pass = false;
    int checkpoints = 0;
    bool exact = false;         // every checkpoint: caches and tables equal the servers
    bool resourcesBack = false; // threads and fds at the baseline at every checkpoint
    bool logsExact = false;     // the followed logs: no gap, no repeat
    bool growthOk = false;      // or not judged: too short
    bool stallOk = false;       // or not judged
    QMap<QString, int> struck;  // fault name -> how often
};

class Soak : public QObject
{
public:
    struct Settings
    {
        double minutes = 2;
        int sampleSeconds = 2;
        quint32 seed = 1;
        QString out;
        double maxStallP99Ms = 50;
        bool judgeStalls = true; // a timing: judged in the soak, never in ctest
        int clusters = 3;
        // Empty: every fault once (a restart storm first), then random ones, in windows until `minutes` are
        // over. Otherwise one window striking these faults once each in a seeded order, then the last
        // checkpoint.
        QStringList schedule;
        std::optional<InformerOptions> informers;      // MainWindowOptions::informers
        QString realKubeconfig, realContext;           // --real: a real apiserver beside the kubesims
        std::function<void(const Verdict &)> finished; // when the run is over and its files are written
    };

    explicit Soak(Settings settings) : m_settings(std::move(settings)), m_random(m_settings.seed)
    {
        const int total = int(m_settings.minutes * 60);
        m_warmupS = std::min(600, total / 6);
        m_windowS = std::min(600, std::max(35, total / 3));
        m_rotateMs = std::clamp(total * 1000 / 12, 6000, 60'000);
        m_longOutages = m_windowS >= 60;
        m_gapMs = total >= 1800 ? std::pair{4000, 12'000} : std::pair{1200, 3000};
        buildFaults();
    }

    void start()
    {
        m_servers = std::make_unique<ServersProcess>(m_settings.clusters, m_settings.seed, m_dir.path(),
                                                     workerNicenessBelowGui);
        if (!m_servers->error().isEmpty()) {
            std::printf("the soak's servers: %s\n", qPrintable(m_servers->error()));
            if (m_settings.finished)
                QTimer::singleShot(0, this, [this] { m_settings.finished(Verdict{}); });
            return;
        }
        QString kubeconfigs;
        for (int i = 0; i < m_settings.clusters; ++i) {
            m_sims.push_back(std::make_unique<RemoteSim>(*m_servers, i));
            kubeconfigs += (i ? QStringLiteral(":") : QString()) + m_sims.back()->kubeconfig();
        }
        if (!m_settings.realKubeconfig.isEmpty()) {
            m_real = std::make_unique<RealHost>(m_settings.realKubeconfig, m_settings.realContext);
            if (!m_real->error().isEmpty()) {
                std::printf("the real apiserver's kubeconfig: %s\n", qPrintable(m_real->error()));
                m_real.reset();
                if (m_settings.finished)
                    QTimer::singleShot(0, this, [this] { m_settings.finished(Verdict{}); });
                return;
            }
            kubeconfigs += QStringLiteral(":") + m_settings.realKubeconfig;
        }
        qputenv("KUBECONFIG", kubeconfigs.toUtf8());
        m_window = std::make_unique<MainWindow>(
            MainWindowOptions{{}, m_sims[0]->context(), {}, journalLimitBytes, m_settings.informers},
            &m_languages);
        m_window->resize(1400, 900);
        m_window->show();
        for (int i = 1; i < m_settings.clusters; ++i)
            m_window->openBeside(m_sims[i]->context());
        if (m_real)
            m_window->openBeside(m_real->context());
        m_window->showAllClusters(true);
        // The inspector beside the bottom panel (not a tab over the Logs), so both are looked at.
        if (auto *inspector = m_window->findChild<InspectorDock *>()) {
            m_window->addDockWidget(Qt::RightDockWidgetArea, inspector);
            inspector->show();
        }
        m_clock.start();
        startWatchdog();
        m_sampler.callOnTimeout(this, [this] { sample(); });
        m_sampler.start(m_settings.sampleSeconds * 1000);
        waitUntil([this] { return allListed(); }, 120'000,
                  [this](bool ok) {
                      if (!ok) {
                          std::printf("the window never listed the pods of every cluster\n");
                          return finish(false);
                      }
                      // One window only: the baseline is what the window holds before the first fault.
                      QTimer::singleShot(m_settings.schedule.isEmpty() ? 0 : settleMs, this, [this] {
                          if (!m_settings.schedule.isEmpty())
                              m_baseline = resources();
                          m_rotation.callOnTimeout(this, [this] { rotateKind(); });
                          rotateKind();
                          m_rotation.start(m_rotateMs);
                          fire();
                      });
                  });
    }

private:
    struct FaultKind
    {
        QString name;
        std::function<void(RemoteSim &)> strike;
        int lastsMs = 0;                           // 0: a moment
        std::function<void(RemoteSim &)> end = {}; // when it lasts
    };

    // kubesim's faults (serverops.h), struck by name in the servers' process, and the soak's own, timed here.
    void buildFaults()
    {
        for (const ServerOp &op : serverOps(m_settings.seed)) {
            if (!op.scheduled)
                continue;
            const QString name = op.name;
            if (op.lastsMs == 0)
                m_faults.append({name, [name](RemoteSim &host) { host.strike(name); }});
            else
                m_faults.append({name, [name](RemoteSim &host) { host.strike(name); }, op.lastsMs,
                                 [name](RemoteSim &host) { host.end(name); }});
        }
        // A 410 storm: history compacted and every watch expired, five times in two seconds.
        // Their later strikes are dropped once a checkpoint began: faults are off while it compares.
        m_faults.append({QStringLiteral("410-storm"), [this](RemoteSim &host) {
                             for (int i = 0; i < 5; ++i)
                                 QTimer::singleShot(i * 400, this, [this, &host] {
                                     if (!m_quiet)
                                         host.strike(QStringLiteral("compact-and-expire"));
                                 });
                         }});
        // The Events' clock jumps an hour to two days forward or back (a node's clock set wrong, then right):
        // the log keeps every Event whatever its time says.
        m_faults.append({QStringLiteral("clock-jump"),
                         [this](RemoteSim &host) {
                             const qint64 offset =
                                 (m_random.bounded(2) ? 1 : -1) * qint64(m_random.bounded(3600, 2 * 86400));
                             host.strike(QStringLiteral("event-clock-offset"), QString::number(offset));
                         },
                         5000,
                         [](RemoteSim &host) {
                             host.strike(QStringLiteral("event-clock-offset"), QStringLiteral("0"));
                         }});
        m_order = m_faults.size();
        // Every cluster restarted four times, two seconds apart.
        m_faults.append({QStringLiteral("restart-storm"), [this](RemoteSim &) {
                             for (int round = 0; round < 4; ++round)
                                 QTimer::singleShot(round * 2000, this, [this] {
                                     for (auto &host : m_sims)
                                         if (!m_quiet)
                                             host->strike(QStringLiteral("restart"), QStringLiteral("800"));
                                 });
                         }});
        m_storm = int(m_faults.size()) - 1;
    }

    bool allListed() const
    {
        for (const auto &host : m_sims) {
            ClusterSession *session = m_window->openClusters()->session(host->context());
            if (!session || !session->discovered())
                return false;
            int rows = 0;
            const auto *model = m_window->table()->model();
            for (int row = 0; row < model->rowCount(); ++row)
                rows +=
                    model->index(row, 0).data(ResourceTableModel::ClusterRole).toString() == host->context();
            if (rows == 0)
                return false;
        }
        if (m_real) {
            const ClusterSession *session = m_window->openClusters()->session(m_real->context());
            return session && session->discovered();
        }
        return true;
    }

    // Every open cluster's context: the kubesims' and the real apiserver's.
    QStringList contexts() const
    {
        QStringList out;
        for (const auto &host : m_sims)
            out.append(host->context());
        if (m_real)
            out.append(m_real->context());
        return out;
    }

    // Polls `done` every second for up to `timeoutMs`, then calls `then` with whether it held.
    void waitUntil(std::function<bool()> done, int timeoutMs, std::function<void(bool)> then)
    {
        auto *timer = new QTimer(this);
        QElapsedTimer waited;
        waited.start();
        timer->callOnTimeout(this, [=]() mutable {
            const bool ok = done();
            if (!ok && waited.elapsed() < timeoutMs)
                return;
            timer->deleteLater();
            then(ok);
        });
        timer->start(1000);
    }

    // The log followed since the last selection (pods, deployments: the selected one's, in the Logs tab),
    // counted into the run's once; nullopt when none was.
    std::optional<LogCheck> takeLog()
    {
        if (!std::exchange(m_logFollowed, false) || !m_window)
            return std::nullopt;
        const LogCheck log = LogCheck::of(*m_window->logView()->model());
        m_logs.add(log);
        return log;
    }

    void rotateKind()
    {
        takeLog();
        m_kind = (m_kind + 1) % int(kinds.size());
        m_window->openResource(kindGroups.at(m_kind), kinds.at(m_kind));
        QTimer::singleShot(1500, this, [this] {
            if (m_window && !m_quiet) // a checkpoint closed the selection: none until the next kind
                selectOne();
        });
    }

    // The details pane on an object that changes (a Running pod: its log is followed; a Deployment: the
    // merged log of its pods), chosen again when churn deleted it.
    void selectOne()
    {
        QAbstractItemModel *proxy = m_window->table()->proxy();
        const int status = m_window->table()->model()->statusColumn();
        int chosen = proxy->rowCount() > 0 ? 0 : -1;
        for (int row = 0; status >= 0 && row < proxy->rowCount(); ++row)
            if (proxy->index(row, status).data().toString() == QLatin1String("Running")) {
                chosen = row;
                break;
            }
        if (chosen < 0)
            return;
        m_window->table()->view()->selectRow(chosen);
        if (m_kind == 0 || m_kind == 1) // L: its log (a Deployment's: its pods' merged log) in the Logs tab
            QTimer::singleShot(500, this, [this] {
                if (!m_window || m_quiet)
                    return;
                m_window->actions()->action("logsAction")->trigger();
                m_logFollowed = true;
            });
    }

    void fire()
    {
        if (m_clock.elapsed() >= qint64(m_settings.minutes * 60'000))
            return checkpoint(true);
        m_quiet = false;
        if (!m_rotation.isActive())
            m_rotation.start(m_rotateMs);
        std::printf("[%6.1f s] churn and faults on\n", seconds());
        std::fflush(stdout);
        for (auto &host : m_sims)
            host->setChurning(true);
        if (m_real)
            m_real->setChurning(true);
        const qint64 windowEnd =
            m_settings.schedule.isEmpty()
                ? std::min<qint64>(m_clock.elapsed() + m_windowS * 1000, qint64(m_settings.minutes * 60'000))
                : std::numeric_limits<qint64>::max(); // until the schedule is struck and its faults ended
        if (m_longOutages) {
            // A server gone longer than the backoff's ceiling, early in the window so it is back before the
            // checkpoint.
            m_sims[m_random.bounded(m_settings.clusters)]->strike(QStringLiteral("restart"),
                                                                  QString::number(goneLongMs));
            m_struck[QStringLiteral("gone-past-backoff")]++;
        }
        scheduleFault(windowEnd);
    }

    void scheduleFault(qint64 windowEnd)
    {
        const int gap = m_random.bounded(m_gapMs.first, m_gapMs.second);
        m_faultTimer = new QTimer(this);
        m_faultTimer->setSingleShot(true);
        m_faultTimer->callOnTimeout(this, [this, windowEnd] {
            m_faultTimer->deleteLater();
            m_faultTimer = nullptr;
            if (m_clock.elapsed() >= windowEnd)
                return checkpoint(m_clock.elapsed() >= qint64(m_settings.minutes * 60'000));
            if (!m_settings.schedule.isEmpty() && m_next >= m_sequence.size() && !m_sequence.isEmpty()) {
                if (m_endings.empty())
                    return checkpoint(true);
                return scheduleFault(windowEnd);
            }
            strikeNext();
            scheduleFault(windowEnd);
        });
        m_faultTimer->start(gap);
    }

    // Every fault once in a seeded order (the restart storm first), then seeded random ones; or the faults
    // of Settings::schedule once each in a seeded order.
    void strikeNext()
    {
        if (m_sequence.isEmpty() && !m_settings.schedule.isEmpty()) {
            for (int i = 0; i < m_faults.size(); ++i)
                if (m_settings.schedule.contains(m_faults.at(i).name))
                    m_sequence.append(i);
            std::shuffle(m_sequence.begin(), m_sequence.end(), m_random);
        } else if (m_sequence.isEmpty()) {
            for (int i = 0; i < m_order; ++i)
                m_sequence.append(i);
            std::shuffle(m_sequence.begin(), m_sequence.end(), m_random);
            m_sequence.prepend(m_storm);
        }
        const int index =
            m_next < m_sequence.size() ? m_sequence.at(m_next++) : m_random.bounded(int(m_faults.size()));
        const FaultKind &fault = m_faults.at(index);
        RemoteSim &host = *m_sims[m_random.bounded(m_settings.clusters)];
        fault.strike(host);
        m_struck[fault.name]++;
        if (fault.lastsMs > 0) {
            const int id = m_endingSerial++;
            m_endings.emplace(id, [&host, end = fault.end] { end(host); });
            QTimer::singleShot(fault.lastsMs, this, [this, id] { endFault(id); });
        }
    }

    void endFault(int id)
    {
        const auto it = m_endings.find(id);
        if (it == m_endings.end())
            return;
        auto end = std::move(it->second);
        m_endings.erase(it);
        end();
    }

    // Churn paused, faults ended, then every cache and the table compared with the servers until they agree.
    void checkpoint(bool last)
    {
        m_quiet = true;
        m_rotation.stop(); // what is open stays put while it is counted
        for (auto &host : m_sims)
            host->setChurning(false);
        if (m_real)
            m_real->setChurning(false);
        while (!m_endings.empty())
            endFault(m_endings.begin()->first);
        for (auto &host : m_sims)
            host->strike(QStringLiteral("calm"));
        ++m_checkpoints;
        const double began = seconds();
        const int convergeMs = m_longOutages ? convergeAfterOutageMs : convergeMs;
        waitUntil(
            [this] {
                m_watchdogPaused = true; // comparing is the soak's work, not the window's
                const bool exact = compare().exact();
                m_watchdogPaused = false;
                m_beat.restart();
                return exact;
            },
            convergeMs,
            [this, last, began](bool) {
                m_watchdogPaused = true;
                const Mismatch result = compare();
                m_watchdogPaused = false;
                m_beat.restart();
                // The log followed, as far as it came; then the selection is closed: its details, related
                // objects and log each run informers of their own (a Deployment's: its ReplicaSets', its
                // pods', the merged log's), whose listener threads the sessions' handlers do not count. What
                // is counted below is what the sessions hold, and closing the rest must have released it.
                const std::optional<LogCheck> log = takeLog();
                m_logsExact = m_logsExact && (!log || log->exact());
                const Resources open = resources(false);
                std::printf("[%6.1f s] %s shown, one selected: %lld listener threads for the sessions' %lld "
                            "handlers; the selection closed\n",
                            seconds(), qPrintable(kinds.at(std::max(0, m_kind))), open.listenerThreads,
                            open.handlers);
                m_window->selections()->clear();
                // Memory is compared from one checkpoint to the next with the same table shown: the pods'
                // (where the hour's periodic checkpoints fall anyway). The hour's last checkpoint fell on the
                // Events table, thousands of rows more, and measured them as growth.
                if (m_kind != 0) {
                    m_kind = 0;
                    m_window->openResource(kindGroups.at(0), kinds.at(0));
                    std::printf("[%6.1f s] %s shown for the measure\n", seconds(), qPrintable(kinds.at(0)));
                }
                // What the closed views released lingers a minute for a view that comes back (the kind shown
                // before pods, the selection's); an hour's checkpoint 4 came 48 s after its last switch and
                // measured three informers more, 4.5 MB of heap. They are stopped, once the views' deferred
                // deletes have run, and the measure holds what is shown. Then network managers left empty by
                // the last relists close a few seconds after (RestClient).
                QTimer::singleShot(releasedMs, this, [this, last, began, result, log] {
                    int stopped = 0;
                    for (const QString &context : contexts())
                        if (ClusterSession *session = m_window->openClusters()->session(context))
                            stopped += session->stopIdleInformers();
                    std::printf("[%6.1f s] %d informers no view holds stopped for the measure\n", seconds(),
                                stopped);
                    QTimer::singleShot(settleMs, this, [this, last, began, result, log] {
                        measure(last, began, result, log);
                    });
                });
            });
    }

    // A checkpoint's measure, once the caches equal the servers and the views closed have let go: threads and
    // descriptors against the baseline, memory once the allocators gave their free pages back, what was
    // found.
    void measure(bool last, double began, const Mismatch &result, const std::optional<LogCheck> &log)
    {
        const Resources now = resources();
        m_watchdogPaused = true; // trimming is the soak's work, not the window's
        malloc_trim(0);
        sample(true);
        m_watchdogPaused = false;
        m_beat.restart();
        if (!m_baseline)
            m_baseline = now;
        const QStringList leaks = now.problems(*m_baseline);
        m_allExact = m_allExact && result.exact();
        m_resourcesBack = m_resourcesBack && leaks.isEmpty();
        std::printf("[%6.1f s] checkpoint %d: %s (lost %d, phantom %d, stale %d) after %.1f s "
                    "quiet; threads %lld, fds %lld: %s\n",
                    seconds(), m_checkpoints, result.exact() ? "EXACT" : "NOT EXACT", result.lost,
                    result.phantom, result.stale, seconds() - began, now.threads, now.fds,
                    leaks.isEmpty() ? "nothing held beyond what is open"
                                    : qPrintable(leaks.join(QStringLiteral("; "))));
        for (const QString &line : result.examples.mid(0, 10))
            std::printf("    %s\n", qPrintable(line));
        std::printf("    %s\n", qPrintable(now.breakdown()));
        if (log)
            std::printf("    followed log: %s%s%s\n", qPrintable(log->summary()), log->exact() ? "" : ": ",
                        qPrintable(log->examples.join(QStringLiteral("; "))));
        printMemory();
        std::fflush(stdout);
        if (last || m_clock.elapsed() >= qint64(m_settings.minutes * 60'000))
            finish(true);
        else
            fire();
    }

    // What the window holds now. The TCP tables are read before the descriptors: a connection opened or
    // closed between the two (a watch or log stream reconnecting, kubesim not yet having accepted) shows
    // unpaired or in no table for that moment. Such a count is taken again; a socket really held that way
    // stays. When `settled` (a quiet moment, the selection closed) every listener thread must belong to a
    // session's handler, and a count taken while a session stops an informer idle for a minute (it leaves the
    // session's list at once, its listener thread once the worker has stopped it) is taken again too.
    Resources resources(bool settled = true) const
    {
        QSet<quint16> ports;
        for (const auto &host : m_sims)
            ports.insert(host->port());
        Resources r = sessionResources(ports);
        for (int look = 2;
             look <= resourceLooks && (!r.socketsPaired() || (settled && !r.listenersMatchHandlers()));
             ++look) {
            QThread::msleep(resourceLookGapMs);
            r = sessionResources(ports);
            r.looks = look;
        }
        return r;
    }

    Resources sessionResources(const QSet<quint16> &ports) const
    {
        Resources r = measureResources(ports, m_servers->pid(), m_real ? m_real->port() : 0);
        r.sessions += m_real != nullptr; // RealHost's own client: a network manager like a session's
        for (const QString &context : contexts())
            if (ClusterSession *session = m_window->openClusters()->session(context)) {
                ++r.sessions;
                r.informers += session->informerCount();
                for (SharedIndexInformer *informer : session->informers())
                    r.handlers += informer->handlerCount();
            }
        return r;
    }

    // Where the Events the log does not show went, so that a miss says which part lost them: lines the log
    // holds but its filter hides, and how many lines the log holds of the cluster.
    QString whereEventsWent(const QString &context, const QSet<QByteArray> &newest,
                            const QSet<QByteArray> &shown, const QHash<QByteArray, quint64> &versions) const
    {
        const EventLogModel *log = m_window->eventLog()->model();
        QSet<QByteArray> held;
        int lines = 0;
        for (int row = 0; row < log->rowCount(); ++row) {
            const QModelIndex index = log->index(row, 0);
            if (index.data(EventLogModel::ClusterRole).toString() != context)
                continue;
            ++lines;
            held.insert(index.data(EventLogModel::KeyRole).toString().toUtf8());
        }
        int hidden = 0, gone = 0;
        QStringList examples;
        for (const QByteArray &key : newest) {
            if (shown.contains(key))
                continue;
            held.contains(key) ? ++hidden : ++gone;
            if (examples.size() < 3)
                examples.append(QString::fromUtf8(key) +
                                QStringLiteral(" (version %1)").arg(versions.value(key)));
        }
        // Older than every line the log keeps (it keeps a cluster's newest 5,000) or not.
        quint64 oldestHeld = 0;
        for (const QByteArray &key : std::as_const(held))
            if (const quint64 version = versions.value(key); version && (!oldestHeld || version < oldestHeld))
                oldestHeld = version;
        return QStringLiteral(
                   "%1 held but hidden by the log's filter, %2 not in the log, which holds %3 lines "
                   "of the cluster, the oldest still on the server at version %4; e.g. %5")
            .arg(hidden)
            .arg(gone)
            .arg(lines)
            .arg(oldestHeld)
            .arg(examples.join(QStringLiteral(", ")));
    }

    Mismatch compare()
    {
        Mismatch result;
        const ApiResource shown = m_window->table()->resource();
        const auto *model = m_window->table()->model();
        for (auto &host : m_sims) {
            ClusterSession *session = m_window->openClusters()->session(host->context());
            if (!session) {
                result.examples.append(host->context() + QStringLiteral(": not open"));
                ++result.lost;
                continue;
            }
            for (SharedIndexInformer *informer : session->informers()) {
                const QString where =
                    host->context() + QLatin1Char(' ') + informer->gvr().resource +
                    (informer->namespaceName().isEmpty() ? QString()
                                                         : QLatin1Char('/') + informer->namespaceName());
                if (!informer->hasSynced()) {
                    result.examples.append(where + QStringLiteral(": not synced"));
                    ++result.stale;
                    continue;
                }
                const ReflectorStats stats = informer->stats();
                const QString note =
                    QStringLiteral(
                        "(state %1, %2 relists, %3 watch restarts, retry in %4 ms, last error: %5)")
                        .arg(int(stats.state))
                        .arg(stats.relists)
                        .arg(stats.watchRestarts)
                        .arg(stats.retryDelayMs)
                        .arg(stats.lastError.toString());
                result.add(cacheIdentities(*informer),
                           host->identities(informer->gvr(), informer->namespaceName()), where, note);
            }
            IdentitiesByKey rows;
            for (int row = 0; row < model->rowCount(); ++row) {
                const ResourceRow *r = model->row(row);
                if (model->index(row, 0).data(ResourceTableModel::ClusterRole).toString() == host->context())
                    rows.insert(r->key, r->object.uid().toByteArray() + ' ' +
                                            r->object.resourceVersion().toByteArray());
            }
            result.add(rows, host->identities({shown.group, shown.version, shown.name}, {}),
                       host->context() + QStringLiteral(" table of ") + shown.name);
            // The event log, as shown: the cluster's newest Events, whatever clock stamped them.
            QSet<QByteArray> logged;
            const QAbstractItemModel *log = m_window->eventLog()->shownEvents();
            for (int row = 0; row < log->rowCount(); ++row) {
                const QModelIndex index = log->index(row, 0);
                if (index.data(EventLogModel::ClusterRole).toString() == host->context())
                    logged.insert(index.data(EventLogModel::KeyRole).toString().toUtf8());
            }
            const QSet<QByteArray> newest = host->newestEvents(eventsChecked);
            int missing = 0;
            for (const QByteArray &key : newest)
                missing += !logged.contains(key);
            result.lost += missing;
            if (missing > 0)
                result.examples.append(
                    QStringLiteral("%1 event log: %2 of the newest %3 Events missing (%4)")
                        .arg(host->context())
                        .arg(missing)
                        .arg(newest.size())
                        .arg(whereEventsWent(host->context(), newest, logged, host->eventVersions())));
        }
        if (m_real)
            compareReal(result, shown, *model);
        return result;
    }

    // The real apiserver's informers and table rows against its lists (made at the last poll: a checkpoint
    // polls until they agree); the event log is not checked there (the server's Events are not the soak's).
    void compareReal(Mismatch &result, const ApiResource &shown, const ResourceTableModel &model)
    {
        const QString context = m_real->context();
        ClusterSession *session = m_window->openClusters()->session(context);
        if (!session) {
            result.examples.append(context + QStringLiteral(": not open"));
            ++result.lost;
            return;
        }
        QList<std::pair<GroupVersionResource, QString>> lists;
        auto against = [&](const IdentitiesByKey &client, const GroupVersionResource &gvr, const QString &ns,
                           const QString &where) {
            lists.append({gvr, ns});
            if (const auto server = m_real->identities(gvr, ns)) {
                result.add(client, *server, where);
            } else {
                result.examples.append(where + QStringLiteral(": not listed yet ") +
                                       m_real->listError(gvr, ns));
                ++result.stale;
            }
        };
        for (SharedIndexInformer *informer : session->informers()) {
            const QString where = context + QLatin1Char(' ') + informer->gvr().resource;
            if (!informer->hasSynced()) {
                result.examples.append(where + QStringLiteral(": not synced"));
                ++result.stale;
                continue;
            }
            against(cacheIdentities(*informer), informer->gvr(), informer->namespaceName(), where);
        }
        IdentitiesByKey rows;
        for (int row = 0; row < model.rowCount(); ++row)
            if (model.index(row, 0).data(ResourceTableModel::ClusterRole).toString() == context) {
                const ResourceRow *r = model.row(row);
                rows.insert(r->key,
                            r->object.uid().toByteArray() + ' ' + r->object.resourceVersion().toByteArray());
            }
        against(rows, {shown.group, shown.version, shown.name}, {},
                context + QStringLiteral(" table of ") + shown.name);
        m_real->refresh(lists);
    }

    void startWatchdog()
    {
        m_beat.start();
        m_watchdog.setTimerType(Qt::PreciseTimer);
        m_watchdog.callOnTimeout(this, [this] {
            const double late = std::max(0.0, double(m_beat.nsecsElapsed()) / 1e6 - watchdogMs);
            m_beat.restart();
            if (m_watchdogPaused)
                return;
            m_longestInSample = std::max(m_longestInSample, late);
            ++m_stalls[std::min(int(late), stallBuckets - 1)];
        });
        m_watchdog.start(watchdogMs);
        m_lastGuiCpu = bench::threadCpuSeconds();
        m_lastSampleAt = 0;
    }

    double seconds() const { return double(m_clock.elapsed()) / 1000; }

    void sample(bool checkpoint = false)
    {
        Sample s;
        s.t = seconds();
        s.quiet = m_quiet;
        s.checkpoint = checkpoint;
        s.rssMb = double(bench::statusBytes("VmRSS")) / 1e6;
        s.heapMb = double(bench::heapInUse()) / 1e6;
        s.threads = bench::statusBytes("Threads") / 1024;
        s.fds = openFiles();
        s.sockets = socketCount();
        for (const QString &context : contexts())
            if (ClusterSession *session = m_window->openClusters()->session(context)) {
                s.informers += session->informerCount();
                s.journalMb += double(session->journal()->bytes()) / 1e6;
            }
        s.usageHistoriesMb = double(usageHistories().second) / 1e6;
        const double cpu = bench::threadCpuSeconds();
        s.guiBusyPercent = 100 * (cpu - m_lastGuiCpu) / std::max(0.001, s.t - m_lastSampleAt);
        // Asked of the servers' process, waiting for the answers: the soak's work, which the heartbeat skips.
        const bool paused = std::exchange(m_watchdogPaused, true);
        const qint64 changes = (m_real ? m_real->changes() : 0) + m_servers->changes();
        const ServersProcess::Memory servers = m_servers->memory(checkpoint);
        m_watchdogPaused = paused;
        m_beat.restart();
        s.serversRssMb = double(servers.rssBytes) / 1e6;
        s.serversHeapMb = double(servers.heapBytes) / 1e6;
        s.eventsPerSecond = double(changes - m_lastChanges) / std::max(0.001, s.t - m_lastSampleAt);
        s.longestStallMs = m_longestInSample;
        m_lastGuiCpu = cpu;
        m_lastSampleAt = s.t;
        m_lastChanges = changes;
        m_longestInSample = 0;
        m_samples.append(s);
    }

    // The usage histories of every session: objects and bytes.
    std::pair<qsizetype, qint64> usageHistories() const
    {
        std::pair<qsizetype, qint64> out{0, 0};
        for (const QString &context : contexts())
            if (ClusterSession *session = m_window->openClusters()->session(context))
                if (auto *metrics =
                        session->findChild<MetricsClient *>(QString(), Qt::FindDirectChildrenOnly)) {
                    out.first += metrics->historiesKept();
                    out.second += metrics->historyBytes();
                }
        return out;
    }

    // What the checkpoint's RSS is made of: the allocator's pages (in use or free in its arenas) against the
    // mapped files (code, fonts), so that RSS growing faster than the heap can be told apart; and the one
    // buffer whose bound is an hour (the usage histories: a pod's fills for an hour, a deleted pod's goes
    // after MetricsClient::forgottenAfterPolls).
    void printMemory()
    {
        const auto [histories, historyBytes] = usageHistories();
        std::printf("    usage histories: %lld objects, %.2f MB\n", qint64(histories),
                    double(historyBytes) / 1e6);
        // What the caches and the event log hold: the heap follows them, so growth can be told from more of
        // the workload (the servers' objects are the same counts, the caches being exact).
        qsizetype cached = 0;
        for (const QString &context : contexts())
            if (ClusterSession *session = m_window->openClusters()->session(context))
                for (SharedIndexInformer *informer : session->informers())
                    cached += informer->indexer().size();
        std::printf("    held: %lld objects in the informers' caches, %d event log lines\n", qint64(cached),
                    m_window->eventLog()->model()->rowCount());
        const Sample &measured = m_samples.last();
        std::printf("    kubesim's process (not judged): RSS %.1f MB, heap %.1f MB\n", measured.serversRssMb,
                    measured.serversHeapMb);
        const bench::MallocState malloc = bench::mallocState();
        std::printf(
            "    memory: RSS %.1f MB (anonymous %.1f, files %.1f), heap %.1f MB; malloc: %d arenas hold "
            "%.1f MB from the system, %.1f MB of it free, %.1f MB mapped apart\n",
            double(bench::statusBytes("VmRSS")) / 1e6, double(bench::statusBytes("RssAnon")) / 1e6,
            double(bench::statusBytes("RssFile")) / 1e6, double(bench::heapInUse()) / 1e6, malloc.arenas,
            double(malloc.systemBytes) / 1e6, double(malloc.freeBytes) / 1e6,
            double(malloc.mmappedBytes) / 1e6);
    }

    static qint64 socketCount()
    {
        qint64 count = 0;
        const QString dir = QStringLiteral("/proc/self/fd/");
        for (const QString &name : QDir(dir).entryList(QDir::System | QDir::NoDotAndDotDot)) {
            char target[64] = {};
            if (readlink(qPrintable(dir + name), target, sizeof target - 1) > 0 &&
                qstrncmp(target, "socket:", 7) == 0)
                ++count;
        }
        return count;
    }

    double stallPercentile(double p) const
    {
        qint64 total = 0;
        for (qint64 n : m_stalls)
            total += n;
        qint64 seen = 0;
        for (int ms = 0; ms < stallBuckets; ++ms) {
            seen += m_stalls[ms];
            if (seen >= p * total)
                return ms + 1;
        }
        return stallBuckets;
    }

    // Percent a series grows in an hour, by a least-squares line through the samples after the warm-up (only
    // the checkpoints' with `atCheckpoints`).
    // A least-squares line through the samples after the warm-up, in percent of their mean an hour, and the
    // standard error of its slope: a handful of checkpoints that wobble by megabytes give a slope no finer.
    struct Trend
    {
        double percentPerHour = 0;
        double standardError = 0;
    };

    Trend growthPerHour(double Sample::*field, bool atCheckpoints) const
    {
        QList<std::pair<double, double>> points;
        for (const Sample &s : m_samples)
            if (s.t >= m_warmupS && (!atCheckpoints || s.checkpoint))
                points.append({s.t, s.*field});
        const double n = double(points.size());
        double meanT = 0, meanY = 0;
        for (const auto &[t, y] : points)
            meanT += t / n, meanY += y / n;
        double sxx = 0, sxy = 0;
        for (const auto &[t, y] : points)
            sxx += (t - meanT) * (t - meanT), sxy += (t - meanT) * (y - meanY);
        if (n < 3 || meanY <= 0 || sxx <= 0)
            return {};
        const double slope = sxy / sxx;
        double residuals = 0;
        for (const auto &[t, y] : points)
            residuals += std::pow(y - meanY - slope * (t - meanT), 2);
        const double slopeError = std::sqrt(residuals / (n - 2) / sxx);
        const double perHour = 100 * 3600 / meanY;
        return {slope * perHour, slopeError * perHour};
    }

    void writeCsv() const
    {
        QFile file(m_settings.out + QStringLiteral("/soak.csv"));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return;
        file.write("t_s,phase,rss_mb,heap_mb,threads,fds,sockets,informers,journal_mb,gui_busy_pct,gui_"
                   "longest_stall_ms,events_per_s,usage_histories_mb,servers_rss_mb,servers_heap_mb\n");
        for (const Sample &s : m_samples)
            file.write(QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13,%14,%15\n")
                           .arg(s.t, 0, 'f', 1)
                           .arg(s.checkpoint ? QStringLiteral("checkpoint")
                                : s.quiet    ? QStringLiteral("quiet")
                                             : QStringLiteral("fire"))
                           .arg(s.rssMb, 0, 'f', 1)
                           .arg(s.heapMb, 0, 'f', 1)
                           .arg(s.threads)
                           .arg(s.fds)
                           .arg(s.sockets)
                           .arg(s.informers)
                           .arg(s.journalMb, 0, 'f', 2)
                           .arg(s.guiBusyPercent, 0, 'f', 1)
                           .arg(s.longestStallMs, 0, 'f', 1)
                           .arg(s.eventsPerSecond, 0, 'f', 0)
                           .arg(s.usageHistoriesMb, 0, 'f', 2)
                           .arg(s.serversRssMb, 0, 'f', 1)
                           .arg(s.serversHeapMb, 0, 'f', 1)
                           .toUtf8());
    }

    // Seven panels, one line per series, quiet phases shaded: the trend at a glance.
    void writePlot() const
    {
        struct Series
        {
            QString name;
            std::function<double(const Sample &)> value;
            QColor color;
        };
        const QList<std::pair<QString, QList<Series>>> panels = {
            {QStringLiteral("memory (MB)"),
             {{QStringLiteral("RSS"), [](const Sample &s) { return s.rssMb; }, Qt::darkBlue},
              {QStringLiteral("heap"), [](const Sample &s) { return s.heapMb; }, Qt::darkRed}}},
            {QStringLiteral("kubesim's process, not judged (MB)"),
             {{QStringLiteral("RSS"), [](const Sample &s) { return s.serversRssMb; }, Qt::darkBlue},
              {QStringLiteral("heap"), [](const Sample &s) { return s.serversHeapMb; }, Qt::darkRed}}},
            {QStringLiteral("threads, fds, sockets"),
             {{QStringLiteral("threads"), [](const Sample &s) { return double(s.threads); }, Qt::darkGreen},
              {QStringLiteral("fds"), [](const Sample &s) { return double(s.fds); }, Qt::darkBlue},
              {QStringLiteral("sockets"), [](const Sample &s) { return double(s.sockets); },
               Qt::darkMagenta}}},
            {QStringLiteral("informers"),
             {{QStringLiteral("informers"), [](const Sample &s) { return double(s.informers); },
               Qt::darkCyan}}},
            {QStringLiteral("journal, usage histories (MB)"),
             {{QStringLiteral("journal"), [](const Sample &s) { return s.journalMb; }, Qt::darkYellow},
              {QStringLiteral("usage histories"), [](const Sample &s) { return s.usageHistoriesMb; },
               Qt::darkGreen}}},
            {QStringLiteral("GUI thread"),
             {{QStringLiteral("busy %"), [](const Sample &s) { return s.guiBusyPercent; }, Qt::darkGreen},
              {QStringLiteral("longest stall ms"), [](const Sample &s) { return s.longestStallMs; },
               Qt::red}}},
            {QStringLiteral("server changes/s"),
             {{QStringLiteral("changes/s"), [](const Sample &s) { return s.eventsPerSecond; }, Qt::black}}},
        };
        const int width = 1400, panelHeight = 200, margin = 60;
        QImage image(width, panelHeight * int(panels.size()), QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        const double tMax = m_samples.isEmpty() ? 1 : std::max(1.0, m_samples.last().t);
        for (qsizetype p = 0; p < panels.size(); ++p) {
            const QRect area(margin, int(p) * panelHeight + 25, width - 2 * margin, panelHeight - 50);
            double top = 1;
            for (const Series &series : panels.at(p).second)
                for (const Sample &s : m_samples)
                    top = std::max(top, series.value(s) * 1.1);
            for (const Sample &s : m_samples)
                if (s.quiet)
                    painter.fillRect(
                        QRectF(area.left() + s.t / tMax * area.width() - 2, area.top(), 4, area.height()),
                        QColor(230, 230, 230));
            painter.setPen(Qt::gray);
            painter.drawRect(area);
            painter.setPen(Qt::black);
            painter.drawText(area.left(), area.top() - 6, panels.at(p).first);
            painter.drawText(QRect(0, area.top(), margin - 4, 20), Qt::AlignRight,
                             QString::number(top, 'f', 0));
            painter.drawText(QRect(0, area.bottom() - 16, margin - 4, 20), Qt::AlignRight,
                             QStringLiteral("0"));
            painter.drawText(QRect(area.right() - 100, area.bottom() + 2, 100, 20), Qt::AlignRight,
                             QStringLiteral("%1 s").arg(tMax, 0, 'f', 0));
            int legend = area.left() + 220;
            for (const Series &series : panels.at(p).second) {
                QPolygonF line;
                for (const Sample &s : m_samples)
                    line.append(QPointF(area.left() + s.t / tMax * area.width(),
                                        area.bottom() - series.value(s) / top * area.height()));
                painter.setPen(QPen(series.color, 1.5));
                painter.drawPolyline(line);
                for (qsizetype i = 0; i < m_samples.size(); ++i)
                    if (m_samples.at(i).checkpoint) // the points growth is judged on
                        painter.drawEllipse(line.at(i), 4, 4);
                painter.drawText(legend, area.top() - 6, series.name);
                legend += 140;
            }
        }
        painter.end();
        image.save(m_settings.out + QStringLiteral("/soak.png"));
    }

    void finish(bool ran)
    {
        m_sampler.stop();
        m_rotation.stop();
        m_watchdog.stop();
        sample();
        writeCsv();
        writePlot();
        const Trend rss = growthPerHour(&Sample::rssMb, true);
        const Trend heap = growthPerHour(&Sample::heapMb, true);
        const double rssGrowth = rss.percentPerHour;
        const double heapGrowth = heap.percentPerHour;
        qsizetype checkpointsJudged = 0;
        for (const Sample &s : m_samples)
            checkpointsJudged += s.checkpoint && s.t >= m_warmupS;
        const bool growthJudged = m_settings.minutes * 60 - m_warmupS >= judgedGrowthMinutes * 60 &&
                                  checkpointsJudged >= minCheckpointsJudged;
        const bool growthOk =
            !growthJudged || (rssGrowth < maxGrowthPercentPerHour && heapGrowth < maxGrowthPercentPerHour);
        const double p99 = stallPercentile(0.99);
        const bool stallOk = !m_settings.judgeStalls || p99 < m_settings.maxStallP99Ms;
        const qint64 changes = m_servers->changes();
        std::printf("\nfaults struck:");
        for (auto it = m_struck.constBegin(); it != m_struck.constEnd(); ++it)
            std::printf(" %s×%d", qPrintable(it.key()), it.value());
        std::printf("\nfaults never struck:");
        for (const FaultKind &fault : m_faults)
            if (!m_struck.contains(fault.name))
                std::printf(" %s", qPrintable(fault.name));
        std::printf("\n%.1f min, %lld server changes (%.0f/s in all), %d checkpoints\n", seconds() / 60,
                    changes, double(changes) / std::max(1.0, seconds()), m_checkpoints);
        if (m_real)
            std::printf("real apiserver: context %s, %lld changes made there by the soak\n",
                        qPrintable(m_real->context()), m_real->changes());
        std::printf("checkpoints exact: %s\n", m_allExact && ran && m_checkpoints > 0 ? "yes" : "NO");
        std::printf(
            "at the %lld checkpoints after the %d s warm-up: RSS %+.1f%%/h (standard error %.1f), heap "
            "%+.1f%%/h (standard error %.1f): %s\n",
            qint64(checkpointsJudged), m_warmupS, rssGrowth, rss.standardError, heapGrowth,
            heap.standardError,
            growthJudged ? (growthOk ? "below 5%/h" : "ABOVE 5%/h")
                         : "not judged (needs 10 min and 3 checkpoints after the warm-up)");
        std::printf("under fire (every sample after the warm-up; reported, not judged): RSS %+.1f%%/h, heap "
                    "%+.1f%%/h\n",
                    growthPerHour(&Sample::rssMb, false).percentPerHour,
                    growthPerHour(&Sample::heapMb, false).percentPerHour);
        takeLog();
        m_logsExact = m_logsExact && m_logs.exact();
        std::printf("followed logs: %s: %s\n", qPrintable(m_logs.summary()),
                    m_logsExact ? "no gap, no repeat" : "NOT EXACT");
        for (const QString &example : std::as_const(m_logs.examples))
            std::printf("    %s\n", qPrintable(example));
        std::printf("threads and fds back to the baseline at every checkpoint: %s\n",
                    m_resourcesBack ? "yes" : "NO");
        std::printf("GUI thread stalls: p50 %.0f ms, p99 %.0f ms, max bucket %.0f ms: %s\n",
                    stallPercentile(0.5), p99, stallPercentile(1.0),
                    !m_settings.judgeStalls
                        ? "not judged"
                        : qPrintable(QStringLiteral("p99 %1 %2 ms")
                                         .arg(stallOk ? QStringLiteral("below") : QStringLiteral("NOT below"))
                                         .arg(m_settings.maxStallP99Ms)));
        EventTimes::instance().print();
        std::printf("CSV and plot: %s/soak.csv, %s/soak.png\n", qPrintable(m_settings.out),
                    qPrintable(m_settings.out));
        const bool pass =
            ran && m_checkpoints > 0 && m_allExact && growthOk && m_resourcesBack && stallOk && m_logsExact;
        std::printf("SOAK %s\n", pass ? "PASSED" : "FAILED");
        std::fflush(stdout);
        // The sessions' workers wind down on their own after the window goes: they are given the time before
        // their servers go and the process ends.
        m_window.reset();
        Verdict verdict;
        verdict.pass = pass;
        verdict.checkpoints = m_checkpoints;
        verdict.exact = m_allExact && ran && m_checkpoints > 0;
        verdict.resourcesBack = m_resourcesBack;
        verdict.logsExact = m_logsExact;
        verdict.growthOk = growthOk;
        verdict.stallOk = stallOk;
        verdict.struck = m_struck;
        QTimer::singleShot(shutdownMs, this, [this, verdict] {
            m_sims.clear();
            m_servers.reset();
            if (m_settings.finished)
                m_settings.finished(verdict);
        });
    }

    Settings m_settings;
    QRandomGenerator m_random;
    QTemporaryDir m_dir;
    LanguageManager m_languages;
    std::unique_ptr<ServersProcess> m_servers;
    std::vector<std::unique_ptr<RemoteSim>> m_sims;
    std::unique_ptr<RealHost> m_real;
    std::unique_ptr<MainWindow> m_window;
    QList<FaultKind> m_faults;
    int m_order = 0; // faults before this index strike once each in a seeded order
    int m_storm = 0;
    QList<int> m_sequence;
    qsizetype m_next = 0;
    QMap<QString, int> m_struck;
    std::map<int, std::function<void()>> m_endings;
    int m_endingSerial = 0;
    QTimer *m_faultTimer = nullptr;
    QTimer m_rotation, m_sampler, m_watchdog;
    QElapsedTimer m_clock, m_beat;
    int m_kind = -1;
    int m_warmupS = 0, m_windowS = 0, m_rotateMs = 0;
    bool m_longOutages = false;
    std::pair<int, int> m_gapMs;
    bool m_quiet = true;
    bool m_watchdogPaused = false;
    double m_longestInSample = 0;
    std::vector<qint64> m_stalls = std::vector<qint64>(stallBuckets);
    double m_lastGuiCpu = 0, m_lastSampleAt = 0;
    qint64 m_lastChanges = 0;
    QList<Sample> m_samples;
    int m_checkpoints = 0;
    LogCheck m_logs; // the followed logs, counted when the kind changes, at checkpoints and at the end
    bool m_logFollowed = false;
    bool m_allExact = true, m_resourcesBack = true, m_logsExact = true;
    std::optional<Resources> m_baseline; // the first checkpoint's, or taken before the first fault
};

} // namespace soak
