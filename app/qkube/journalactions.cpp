// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "journalactions.h"
#include "actionregistry.h"
#include "journalsettings.h"
#include "journalwindow.h"
#include "openclusters.h"
#include "timelinebar.h"

#include "core/offthread.h"
#include "journal/bytesize.h"
#include "session/clustersession.h"

#include <QAction>
#include <QFileDialog>

using namespace kube;

JournalActions::JournalActions(OpenClusters *clusters, TimelineBar *timeline, qint64 limitOverride,
                               QWidget *window)
    : QObject(window), m_clusters(clusters), m_timeline(timeline), m_limitOverride(limitOverride),
      m_window(window)
{
}

void JournalActions::registerActions(
    ActionRegistry *registry,
    std::function<std::tuple<ClusterSession *, QString, GroupVersionResource>()> shown)
{
    m_registry = registry;
    m_shown = std::move(shown);
    const auto saveAs = [this](const QString &title, const QString &name,
                               std::function<JournalSelection()> selection) {
        const QString path = QFileDialog::getSaveFileName(m_window, title, name, tr("JSON lines (*.jsonl)"));
        if (!path.isEmpty())
            exportSelection(path, selection());
    };
    const auto hasSession = [this] { return std::get<0>(m_shown()) != nullptr; };
    registry->add(
        {"exportJournalAction",
         QT_TRANSLATE_NOOP("MainWindow", "E&xport the Journal…"),
         QT_TRANSLATE_NOOP("MainWindow",
                           "Every change qkube saw in this cluster, as JSON lines (one change a line)"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         hasSession,
         [this, saveAs](bool) {
             saveAs(tr("Export the Journal"), QStringLiteral("qkube-journal.jsonl"),
                    [] { return JournalSelection(); });
         }});
    registry->add(
        {"exportSpanAction",
         QT_TRANSLATE_NOOP("MainWindow", "Export the Timeline's &Span…"),
         QT_TRANSLATE_NOOP("MainWindow",
                           "The changes in the span selected on the timeline (shift-drag on it)"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         [this, hasSession] { return hasSession() && m_timeline->hasSpan(); },
         [this, saveAs](bool) {
             saveAs(tr("Export the Timeline's Span"), QStringLiteral("qkube-journal-span.jsonl"), [this] {
                 return JournalSelection::span(m_timeline->spanFromMs(), m_timeline->spanToMs());
             });
         }});
    connect(m_timeline, &TimelineBar::spanChanged, registry, &ActionRegistry::updateEnabled);
    registry->add(
        {"exportKindAction",
         QT_TRANSLATE_NOOP("MainWindow", "Export This &Kind's Journal…"),
         QT_TRANSLATE_NOOP("MainWindow", "The changes to the objects of the kind shown, in this cluster"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         [this] { return !std::get<2>(m_shown()).resource.isEmpty(); },
         [this, saveAs](bool) {
             const auto [session, context, gvr] = m_shown();
             saveAs(tr("Export This Kind's Journal"),
                    QStringLiteral("qkube-journal-%1.jsonl").arg(gvr.resource),
                    [context, gvr] { return JournalSelection::kind(context, gvr); });
         }});
    registry->add({"openJournalAction",
                   QT_TRANSLATE_NOOP("MainWindow", "&Open a Journal…"),
                   QT_TRANSLATE_NOOP("MainWindow", "Browse a journal file (exported, or recorded by qkubectl "
                                                   "get -w --journal) offline, with its timeline"),
                   {},
                   {},
                   Qt::WindowShortcut,
                   false,
                   {},
                   [this](bool) {
                       const QString path =
                           QFileDialog::getOpenFileName(m_window, tr("Open a Journal"), QString(),
                                                        tr("JSON lines (*.jsonl);;All files (*)"));
                       if (!path.isEmpty())
                           openFile(path);
                   }});
    registry->add({"journalLimitAction",
                   QT_TRANSLATE_NOOP("MainWindow", "Journal &Limit…"),
                   nullptr,
                   {},
                   {},
                   Qt::WindowShortcut,
                   false,
                   {},
                   [this](bool) {
                       if (const std::optional<qint64> bytes = JournalSettings::ask(m_window, limit()))
                           setLimit(*bytes);
                   }});
}

void JournalActions::retranslate()
{
    if (m_registry)
        m_registry->action("journalLimitAction")
            ->setToolTip(
                tr("The most memory each cluster's journal may use (now %1)").arg(ByteSize::text(limit())));
}

void JournalActions::exportJournal(const QString &path)
{
    exportSelection(path, JournalSelection());
}

void JournalActions::exportSelection(const QString &path, const JournalSelection &selection)
{
    ClusterSession *session = m_shown ? std::get<0>(m_shown()) : nullptr;
    if (!session)
        return;
    // Written on the thread pool: a full journal is hundreds of MB of JSON.
    const std::shared_ptr<const Journal> journal = session->journal();
    detail::offThread(
        this, [journal, path, selection] { return selection.save(*journal, path); },
        [this, path](const Result<qsizetype> &written) {
            const Error error = written ? Error() : written.error();
            if (error)
                Q_EMIT problem(tr("Could not export the journal to %1: %2").arg(path, error.toString()));
            else
                Q_EMIT message(tr("Exported %n change(s) to %1", nullptr, int(written.value())).arg(path),
                               8000);
            Q_EMIT exported(path, error);
        });
}

qint64 JournalActions::limit() const
{
    return m_limitOverride > 0 ? m_limitOverride : JournalSettings::byteLimit();
}

void JournalActions::setLimit(qint64 bytes)
{
    JournalSettings::setByteLimit(bytes);
    m_limitOverride = 0; // the setting from now on
    retranslate();
    QList<std::shared_ptr<Journal>> journals;
    for (const QString &context : m_clusters->contexts())
        if (ClusterSession *session = m_clusters->session(context))
            journals.append(session->journal());
    // Shrinking drops the oldest changes of a journal of hundreds of MB: not on the GUI thread.
    detail::offThread(
        this,
        [journals, bytes] {
            for (const std::shared_ptr<Journal> &journal : journals)
                journal->setByteLimit(bytes);
        },
        [this, bytes] { Q_EMIT limitApplied(bytes); });
}

void JournalActions::openFile(const QString &path)
{
    auto *window = new JournalWindow(path, limit());
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
}
