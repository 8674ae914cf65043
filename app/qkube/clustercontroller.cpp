// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clustercontroller.h"
#include "actionregistry.h"
#include "openclusters.h"
#include "prometheussettings.h"

#include "metrics/prometheuslocator.h"
#include "models/clusterlistmodel.h"
#include "models/contextsmodel.h"
#include "session/clustersession.h"

#include <QAction>
#include <QInputDialog>
#include <QSettings>

using namespace kube;

namespace {
// The context picker lists this many recently used contexts first.
constexpr int recentContextsKept = 10;
// Requests a second the window's session may send (qkubectl's and kubectl's figures): an explorer asks for
// more than client-go's 5 a second (a workload's merged log opens a stream per container, and the user's
// actions must not queue behind them).
constexpr double interactiveQps = 50;
constexpr int interactiveBurst = 100;
// A wait of a few hundred ms would flash by: the notice stays long enough to be read.
constexpr qint64 throttleShownMinMs = 3000;
} // namespace

ClusterController::ClusterController(ContextsModel *contexts, OpenClusters *clusters,
                                     ClusterListModel *entries, std::shared_ptr<const RequestLog> requestLog,
                                     qint64 journalLimit, QObject *parent)
    : QObject(parent), m_contexts(contexts), m_clusters(clusters), m_entries(entries),
      m_requestLog(std::move(requestLog)), m_journalLimit(journalLimit)
{
    connect(m_clusters, &OpenClusters::opened, this, &ClusterController::connectSession);
    connect(m_clusters, &OpenClusters::aboutToClose, this,
            [this](const QString &context) { m_entries->remove(context); });
}

void ClusterController::registerActions(ActionRegistry *registry)
{
    const auto shown = [this] { return m_clusters->isOpen(m_current); };
    registry->add({"refreshAction",
                   QT_TRANSLATE_NOOP("MainWindow", "&Refresh"),
                   QT_TRANSLATE_NOOP("MainWindow", "Reconnect to the cluster and list everything again (F5)"),
                   QStringLiteral(":/icons/refresh.svg"),
                   [] {
                       QList<QKeySequence> keys{QKeySequence(Qt::Key_F5)};
                       for (const QKeySequence &platform : QKeySequence::keyBindings(QKeySequence::Refresh))
                           if (!keys.contains(platform))
                               keys.append(platform);
                       return keys;
                   }(),
                   Qt::WindowShortcut,
                   false,
                   {},
                   [this](bool) { refresh(); }});
    registry->add(
        {"disconnectAction",
         QT_TRANSLATE_NOOP("MainWindow", "&Disconnect"),
         QT_TRANSLATE_NOOP("MainWindow", "Stop waiting for this cluster; pick a context to connect again"),
         QStringLiteral(":/icons/disconnect.svg"),
         {},
         Qt::WindowShortcut,
         false,
         shown,
         [this](bool) {
             if (!m_current.isEmpty())
                 m_clusters->close(m_current);
         }});
    registry->add(
        {"closeClusterAction",
         QT_TRANSLATE_NOOP("MainWindow", "C&lose cluster"),
         QT_TRANSLATE_NOOP(
             "MainWindow",
             "Stop the current cluster's informers and free its memory; the other open clusters stay"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         shown,
         [this](bool) {
             if (!m_current.isEmpty())
                 close(m_current);
         }});
    registry->add({"allClustersAction",
                   QT_TRANSLATE_NOOP("MainWindow", "&All clusters"),
                   QT_TRANSLATE_NOOP("MainWindow",
                                     "One table of the kind over every open cluster, with a CLUSTER column"),
                   QStringLiteral(":/icons/cluster.svg"),
                   {},
                   Qt::WindowShortcut,
                   true,
                   {},
                   [this](bool on) { Q_EMIT allClustersToggled(on); }});
    registry
        ->add({"reopenClustersAction",
               QT_TRANSLATE_NOOP("MainWindow", "&Reopen clusters at start"),
               QT_TRANSLATE_NOOP("MainWindow", "Open again, at start, the clusters open when qkube quit "
                                               "(contexts still in the kubeconfig)"),
               {},
               {},
               Qt::WindowShortcut,
               true,
               {},
               [](bool on) { QSettings().setValue(QStringLiteral("reopenClusters"), on); }})
        ->setChecked(QSettings().value(QStringLiteral("reopenClusters"), false).toBool());
    registry->add(
        {"prometheusServiceAction",
         QT_TRANSLATE_NOOP("MainWindow", "&Prometheus Service…"),
         QT_TRANSLATE_NOOP("MainWindow", "The Prometheus Service the shown cluster's usage charts read "
                                         "for ranges longer than metrics-server's hour"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         [this] { return !m_current.isEmpty(); },
         [this](bool) { askPrometheusService(); }});
}

void ClusterController::askPrometheusService()
{
    const QString context = m_current;
    if (context.isEmpty())
        return;
    // Not modal: the window goes on while it is open (no nested event loop).
    auto *dialog = new QInputDialog(qobject_cast<QWidget *>(parent()));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Prometheus Service"));
    dialog->setLabelText(tr("The Service of %1's Prometheus, as NAMESPACE/NAME:PORT[/PATH PREFIX], reached "
                            "through the API server's service proxy. Empty: look for the usual installs.")
                             .arg(context));
    const std::optional<PrometheusService> current = PrometheusSettings::load(context);
    dialog->setTextValue(current ? PrometheusSettings::text(*current) : QString());
    connect(dialog, &QInputDialog::textValueSelected, this, [this, context](const QString &text) {
        const std::optional<PrometheusService> service = PrometheusSettings::parse(text);
        if (!text.trimmed().isEmpty() && !service) {
            Q_EMIT problem(tr("\"%1\" is not a Service: write NAMESPACE/NAME:PORT, for example "
                              "monitoring/prometheus-operated:9090")
                               .arg(text));
            return;
        }
        PrometheusSettings::save(context, service);
        if (ClusterSession *session = m_clusters->session(context)) {
            PrometheusLocator *locator = PrometheusLocator::of(session);
            locator->setConfigured(service);
            locator->locate();
        }
    });
    dialog->open();
}

bool ClusterController::open(const QString &name, bool makeCurrent, bool replaceCurrent)
{
    if (m_clusters->isOpen(name)) {
        if (makeCurrent)
            Q_EMIT showRequested(name);
        return true;
    }
    const QString previous = m_current;
    auto config = RestConfig::fromKubeConfig(m_contexts->config(), name);
    if (!config) {
        if (makeCurrent && replaceCurrent && !previous.isEmpty())
            m_clusters->close(previous); // as one cluster at a time always did: the window names the context
        Q_EMIT contextFailed(name,
                             tr("Context \"%1\" cannot be used: %2").arg(name, config.error().toString()));
        return false;
    }
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentContexts")).toStringList();
    recent.removeAll(name);
    recent.prepend(name);
    settings.setValue(QStringLiteral("recentContexts"), recent.mid(0, recentContextsKept));
    RestConfig interactive = config.value();
    interactive.requestLog = m_requestLog;
    interactive.qps = interactiveQps;
    interactive.burst = interactiveBurst;
    m_clusters->open(name, interactive);
    if (makeCurrent) {
        if (replaceCurrent && !previous.isEmpty() && previous != name)
            m_clusters->close(previous); // before the new one shows: its rows go at once
        Q_EMIT showRequested(name);
    }
    return true;
}

void ClusterController::close(const QString &name)
{
    const bool wasCurrent = name == m_current;
    m_clusters->close(name);
    if (wasCurrent && !m_clusters->contexts().isEmpty())
        Q_EMIT showRequested(m_clusters->contexts().constFirst());
}

void ClusterController::refresh()
{
    const QString context = m_current;
    if (context.isEmpty())
        return;
    m_clusters->close(context);
    open(context, true, false);
}

QString ClusterController::startingContext(const QString &asked) const
{
    if (!asked.isEmpty())
        return asked;
    const QString remembered = QSettings().value(QStringLiteral("lastContext")).toString();
    if (m_contexts->rowOf(remembered) >= 0)
        return remembered;
    if (!m_contexts->currentContext().isEmpty())
        return m_contexts->currentContext();
    return m_contexts->rowCount() > 0 ? m_contexts->index(0).data(ContextsModel::NameRole).toString()
                                      : QString();
}

void ClusterController::rememberOpen() const
{
    QSettings().setValue(QStringLiteral("openClusters"), m_clusters->contexts());
}

void ClusterController::reopenLastOpen()
{
    QSettings settings;
    if (!settings.value(QStringLiteral("reopenClusters"), false).toBool())
        return;
    for (const QString &context : settings.value(QStringLiteral("openClusters")).toStringList())
        if (m_contexts->rowOf(context) >= 0 && !m_clusters->isOpen(context)) // never one the kubeconfig lost
            open(context, false, false);
}

void ClusterController::connectSession(const QString &context, ClusterSession *session)
{
    session->journal()->setByteLimit(m_journalLimit);
    const auto stateChanged = [this, context, session] {
        updateEntry(context);
        Q_EMIT sessionStateChanged(session);
    };
    connect(session, &ClusterSession::stateChanged, this, stateChanged);
    connect(session, &ClusterSession::serverVersionChanged, this, stateChanged);
    connect(session, &ClusterSession::resourcesChanged, this,
            [this, context, session] { Q_EMIT resourcesChanged(context, session); });
    connect(session, &ClusterSession::discoveryFailed, this,
            [this, session] { Q_EMIT discoveryFailed(session); });
    connect(session, &ClusterSession::patched, this,
            [this](const QString &action, const QString &key, const Error &error) {
                if (error)
                    Q_EMIT problem(tr("Could not %1 %2: %3").arg(action, key, error.toString()));
                else
                    Q_EMIT message(tr("%1: done (%2)").arg(key, action), 5000);
            });
    connect(session, &ClusterSession::cronJobTriggered, this,
            [this](const QString &key, const QString &jobName, const Error &error) {
                if (error)
                    Q_EMIT problem(tr("Could not trigger CronJob %1: %2").arg(key, error.toString()));
                else
                    Q_EMIT message(tr("job.batch/%1 created from CronJob %2").arg(jobName, key), 8000);
            });
    // Shown as long as the wait lasts: the next answer, or the next wait, says what follows.
    connect(session, &ClusterSession::throttled, this, [this, context](const QString &, qint64 delayMs) {
        const int seconds = int((delayMs + 999) / 1000);
        Q_EMIT message(tr("%1: throttled by the server, retrying in %n s", nullptr, seconds).arg(context),
                       int(std::max<qint64>(delayMs, throttleShownMinMs)));
    });
    connect(session, &ClusterSession::objectDeleted, this, [this](const QString &key, const Error &error) {
        if (error)
            Q_EMIT problem(tr("Could not delete %1: %2").arg(key, error.toString()));
        else
            Q_EMIT message(tr("%1 is being deleted").arg(key), 5000);
    });
    updateEntry(context);
}

void ClusterController::updateEntry(const QString &context)
{
    if (const ClusterSession *session = m_clusters->session(context))
        m_entries->setEntry(OpenClusters::summary(context, *session));
}

void ClusterController::updateEntries()
{
    for (const QString &context : m_clusters->contexts())
        updateEntry(context); // "waiting for … — 3 s" counts up
}
