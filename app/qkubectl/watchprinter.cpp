// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "watchprinter.h"
#include "core/threadhandoff.h"
#include "journal/journalfile.h"
#include "printers/outputformat.h"
#include "tableprinter.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>

#include <cstdio>
#include <utility>

namespace {

// Where the listener thread hands a change to the printing thread (for ThreadSanitizer).
char notificationHandoff;
// How often the main thread looks whether the handler has seen the whole initial list.
constexpr int syncPollMs = 10;

qint64 peakRssKb()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

// The watch event kubectl's --output-watch-events prints for a change.
const char *eventName(kube::JournalEntry::Type type)
{
    switch (type) {
    case kube::JournalEntry::Type::Added:
        return "ADDED";
    case kube::JournalEntry::Type::Deleted:
        return "DELETED";
    default:
        return "MODIFIED";
    }
}
} // namespace

WatchPrinter::WatchPrinter(kube::RestConfig config, kube::ApiResource resource,
                           std::shared_ptr<const kube::Printer> printer, Options options, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_resource(std::move(resource)),
      m_printer(std::move(printer)), m_options(std::move(options))
{
    m_syncPoll.setInterval(syncPollMs);
    connect(&m_syncPoll, &QTimer::timeout, this, &WatchPrinter::printInitialWhenSynced);
}

void WatchPrinter::start()
{
    m_clock.start();
    if (!m_options.journal.isEmpty()) {
        m_journal.setFileName(m_options.journal);
        // Owner-only from its creation whatever the umask (a journal of Secrets says which changed and when),
        // and a file that was there before is narrowed too; it is empty (truncated) by then.
        constexpr QFileDevice::Permissions ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
        if (!m_journal.open(QIODevice::WriteOnly | QIODevice::Truncate, ownerOnly) ||
            !m_journal.setPermissions(ownerOnly)) {
            std::fprintf(stderr, "error: cannot write the journal %s: %s\n", qPrintable(m_options.journal),
                         qPrintable(m_journal.errorString()));
            QMetaObject::invokeMethod(
                this, [this] { Q_EMIT finished(1); }, Qt::QueuedConnection);
            return;
        }
    }
    kube::InformerFactoryOptions factoryOptions;
    factoryOptions.decode.dropManagedFields =
        m_options.output != QLatin1String("json") && m_options.output != QLatin1String("yaml");
    // kubectl get -w lists consistently (resourceVersion "") before it watches.
    factoryOptions.informer.reflector.consistentInitialList = true;
    // The list comes as protobuf where the codec covers the kind, as the window's informers take it: the
    // objects (their JSON for -o json|yaml) are the same, and the server encodes protobuf several times
    // faster.
    m_factory = std::make_unique<kube::SharedInformerFactory>(m_config, factoryOptions);
    const QString ns =
        m_resource.namespaced && !m_options.allNamespaces ? m_options.namespaceName : QString();
    m_informer =
        m_factory->informerFor(m_resource.gvr(), ns, m_options.labelSelector, m_options.fieldSelector);
    auto handler = std::make_shared<kube::FunctionEventHandler>();
    // Handlers run on the listener's thread; printing happens here, in the order the changes came. What is
    // queued is built whole before the hand-off is marked (for ThreadSanitizer; see core/threadhandoff.h).
    const auto post = [this](std::function<void()> print) {
        std::function<void()> deliver = [print = std::move(print)] {
            kube::detail::handoffAcquire(&notificationHandoff);
            print();
        };
        kube::detail::handoffRelease(&notificationHandoff);
        QMetaObject::invokeMethod(this, std::move(deliver), Qt::QueuedConnection);
    };
    handler->added = [this, post](const kube::Object &object, bool initial) {
        post([this, object, initial] { onNotification(kube::JournalEntry::Type::Added, object, initial); });
    };
    handler->updated = [this, post](const kube::Object &, const kube::Object &object) {
        post([this, object] { onNotification(kube::JournalEntry::Type::Modified, object, false); });
    };
    handler->deleted = [this, post](const kube::Object &object, bool) {
        post([this, object] { onNotification(kube::JournalEntry::Type::Deleted, object, false); });
    };
    m_registration = m_informer->addEventHandler(handler);
    connect(m_factory.get(), &kube::SharedInformerFactory::cacheSynced, this, [this] {
        m_syncMs = m_clock.elapsed();
        m_syncPoll.start();
        if (m_options.watchForMs > 0)
            QTimer::singleShot(m_options.watchForMs, this, &WatchPrinter::stop);
    });
    connect(m_factory.get(), &kube::SharedInformerFactory::informerError, this,
            [](kube::SharedIndexInformer *, const kube::Error &error) {
                std::fprintf(
                    stderr, "W%s watch error: %s\n",
                    qPrintable(QDateTime::currentDateTime().toString(QStringLiteral("MMdd hh:mm:ss.zzz"))),
                    qPrintable(error.toString()));
                std::fflush(stderr);
            });
    connect(m_factory.get(), &kube::SharedInformerFactory::informerStateChanged, this,
            [](kube::SharedIndexInformer *, const kube::ReflectorStats &stats) {
                if (stats.state != kube::ReflectorState::Throttled)
                    return;
                const qint64 seconds = (stats.retryDelayMs + 999) / 1000;
                std::fprintf(
                    stderr, "W%s throttled by the server, retrying in %lld s: %s\n",
                    qPrintable(QDateTime::currentDateTime().toString(QStringLiteral("MMdd hh:mm:ss.zzz"))),
                    static_cast<long long>(seconds), qPrintable(stats.lastError.toString()));
                std::fflush(stderr);
            });
    m_factory->start();
}

void WatchPrinter::onNotification(kube::JournalEntry::Type type, const kube::Object &object, bool initial)
{
    if (m_journal.isOpen()) {
        // In the order the changes came (the printed initial table is sorted); flushed so that a reader of
        // the file, or a kill, finds every line whole.
        if (m_journal.write(kube::JournalFile::line(
                {QDateTime::currentMSecsSinceEpoch(), m_config.contextName, m_resource.gvr(), type,
                 m_secretDigest.digested(m_resource.gvr(), object)})) < 0 ||
            !m_journal.flush()) {
            std::fprintf(stderr, "error: cannot write the journal %s: %s\n", qPrintable(m_options.journal),
                         qPrintable(m_journal.errorString()));
            m_journal.close(); // said once; the watch itself goes on
        }
    }
    if (!m_initialPrinted) {
        if (initial)
            m_initial.append(object);
        else
            m_early.append({type, object});
        return;
    }
    printChange(eventName(type), object);
}

void WatchPrinter::printInitialWhenSynced()
{
    if (m_initialPrinted || !m_informer->handlerHasSynced(m_registration))
        return;
    // Every initial notification has been posted before HasSynced turned true; let them arrive first.
    QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    m_syncPoll.stop();
    m_initialPrinted = true;
    std::sort(m_initial.begin(), m_initial.end(),
              [](const kube::Object &a, const kube::Object &b) { return a.key() < b.key(); });
    const bool table = m_options.output.isEmpty() || m_options.output == QLatin1String("wide");
    if (table) {
        TablePrinter printer;
        if (!m_options.noHeaders) {
            QStringList header;
            if (m_options.watchEvents)
                header << QStringLiteral("EVENT");
            if (m_resource.namespaced && m_options.allNamespaces)
                header << QStringLiteral("NAMESPACE");
            for (const kube::PrintColumn &column : m_printer->columns())
                if (column.priority == 0 || m_options.output == QLatin1String("wide"))
                    header << column.name.toUpper();
            printer.addRow(header);
        }
        for (const kube::Object &object : std::as_const(m_initial))
            printer.addRow(row("ADDED", object));
        if (m_options.watchEvents)
            printer.setMinimumWidths(
                {qsizetype(qstrlen("MODIFIED"))}); // kubectl sizes EVENT for its longest value
        m_widths = printer.widths();
        if (!printer.isEmpty())
            std::fputs(printer.toString().toUtf8().constData(), stdout);
    } else {
        for (const kube::Object &object : std::as_const(m_initial))
            printChange("ADDED", object);
    }
    std::fflush(stdout);
    m_initial.clear();
    for (const auto &[type, object] : std::exchange(m_early, {}))
        printChange(eventName(type), object);
}

QStringList WatchPrinter::row(const char *event, const kube::Object &object) const
{
    QStringList cells;
    if (m_options.watchEvents)
        cells << QLatin1String(event);
    if (m_resource.namespaced && m_options.allNamespaces)
        cells << QString::fromUtf8(object.namespaceName());
    const QList<kube::PrintColumn> columns = m_printer->columns();
    const QList<kube::PrintCell> values = m_printer->cells(object);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (qsizetype i = 0; i < columns.size() && i < values.size(); ++i)
        if (columns.at(i).priority == 0 || m_options.output == QLatin1String("wide"))
            cells << values.at(i).render(now);
    return cells;
}

QJsonObject WatchPrinter::printedObject(const kube::Object &object) const
{
    // A list's items carry no kind and apiVersion of their own (JSON or protobuf); kubectl prints them.
    QJsonObject json = kube::OutputFormat::withoutManagedFields(object.toJsonObject());
    json.insert(QStringLiteral("kind"), m_resource.kind);
    json.insert(QStringLiteral("apiVersion"), m_resource.groupVersion());
    return json;
}

void WatchPrinter::printChange(const char *event, const kube::Object &object)
{
    QString text;
    if (m_options.output == QLatin1String("name")) {
        const QString kind = m_resource.group.isEmpty()
                                 ? m_resource.kind.toLower()
                                 : m_resource.kind.toLower() + QLatin1Char('.') + m_resource.group;
        text = (m_options.watchEvents ? QString::fromLatin1(event) + QLatin1Char(' ') : QString()) + kind +
               QLatin1Char('/') + QString::fromUtf8(object.name()) + QLatin1Char('\n');
    } else if (m_options.output == QLatin1String("json")) {
        text = kube::OutputFormat::toJson(printedObject(object));
    } else if (m_options.output == QLatin1String("yaml")) {
        text = QStringLiteral("---\n") + kube::OutputFormat::toYaml(printedObject(object));
    } else {
        TablePrinter printer;
        printer.setMinimumWidths(m_widths);
        printer.addRow(row(event, object));
        text = printer.toString();
    }
    std::fputs(text.toUtf8().constData(), stdout);
    std::fflush(stdout);
}

void WatchPrinter::stop()
{
    if (std::exchange(m_stopped, true))
        return;
    kube::ReflectorStats stats;
    qsizetype objects = 0;
    if (m_informer) {
        stats = m_informer->stats();
        objects = m_informer->indexer().size();
    }
    if (m_factory)
        m_factory->shutdown();
    m_informer = nullptr;
    if (m_options.stats) {
        std::fprintf(stderr,
                     "sync: %s, objects: %lld, lists: %d, relists: %d, watches: %d, watch restarts: %d, "
                     "expired: %d, peak RSS: %.1f MB\n",
                     m_syncMs < 0 ? "not synced" : qPrintable(QStringLiteral("%1 ms").arg(m_syncMs)),
                     static_cast<long long>(objects), stats.lists, stats.relists, stats.watches,
                     stats.watchRestarts, stats.expired, double(peakRssKb()) / 1024.0);
        std::fflush(stderr);
    }
    Q_EMIT finished(0);
}
