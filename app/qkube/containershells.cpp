// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "containershells.h"
#include "actionpermissions.h"
#include "actionregistry.h"
#include "bottompanel.h"
#include "detailspane.h"
#include "openclusters.h"
#include "printers/builtinkinds.h"
#include "shelldialog.h"
#include "shellpage.h"

#include <QAction>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTabWidget>

using namespace kube;

namespace {
const QString defaultCommand = QStringLiteral("sh");
const QString defaultContainerAnnotation = QStringLiteral("kubectl.kubernetes.io/default-container");

QString settingsKey(const QString &context, const QString &workload)
{
    // QSettings keys may not hold '/' as data: a workload's key is one segment.
    return QStringLiteral("shells/%1/%2")
        .arg(QString(context).replace(QLatin1Char('/'), QLatin1Char('|')),
             QString(workload).replace(QLatin1Char('/'), QLatin1Char('|')));
}
} // namespace

ContainerShells::ContainerShells(SelectionController *selection, DetailsPane *details, OpenClusters *clusters,
                                 BottomPanel *panel, QWidget *window)
    : QObject(window), m_selection(selection), m_details(details), m_clusters(clusters), m_panel(panel),
      m_window(window)
{
    connect(m_clusters, &OpenClusters::aboutToClose, this, &ContainerShells::endSessionsOf);
    connect(m_panel, &BottomPanel::closeRequested, this, [this](QWidget *page) {
        if (auto *shell = qobject_cast<ShellPage *>(page))
            closePage(shell);
    });
}

ContainerShells::~ContainerShells()
{
    for (ShellPage *page : pages())
        if (page->isWindow())
            delete page; // a popped-out page has no parent to take it
}

QList<ShellPage *> ContainerShells::pages() const
{
    QList<ShellPage *> pages;
    for (const QPointer<ShellPage> &page : m_pages)
        if (page)
            pages.append(page);
    return pages;
}

void ContainerShells::registerActions(ActionRegistry *registry)
{
    registry->add({"shellAction",
                   QT_TRANSLATE_NOOP("MainWindow", "S&hell"),
                   QT_TRANSLATE_NOOP("MainWindow",
                                     "A shell in the pod's container, in the bottom panel (S in the table)"),
                   QStringLiteral("utilities-terminal"),
                   {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)},
                   Qt::WindowShortcut,
                   false,
                   [this] { return shownPod("exec") != nullptr; },
                   [this](bool) { shell(false); },
                   [this] {
                       return m_selection->permissions()->refusalFor(
                           QStringLiteral("create"), {}, QLatin1String(kube::BuiltinKinds::pods.resource),
                           QStringLiteral("exec"));
                   }});
    registry->add({"shellWithAction",
                   QT_TRANSLATE_NOOP("MainWindow", "Shell &with…"),
                   QT_TRANSLATE_NOOP("MainWindow", "Choose the container and the command (bash, a tool of "
                                                   "your own); the command is remembered for the workload"),
                   {},
                   {},
                   Qt::WindowShortcut,
                   false,
                   [this] { return shownPod("exec") != nullptr; },
                   [this](bool) { shell(true); },
                   [this] {
                       return m_selection->permissions()->refusalFor(
                           QStringLiteral("create"), {}, QLatin1String(kube::BuiltinKinds::pods.resource),
                           QStringLiteral("exec"));
                   }});
    registry->add({"attachAction",
                   QT_TRANSLATE_NOOP("MainWindow", "&Attach"),
                   QT_TRANSLATE_NOOP("MainWindow", "Attach to the container's running process, as kubectl "
                                                   "attach does (its input when the pod spec allows it)"),
                   {},
                   {},
                   Qt::WindowShortcut,
                   false,
                   [this] { return shownPod("attach") != nullptr; },
                   [this](bool) { attach(); },
                   [this] {
                       return m_selection->permissions()->refusalFor(
                           QStringLiteral("create"), {}, QLatin1String(kube::BuiltinKinds::pods.resource),
                           QStringLiteral("attach"));
                   }});
}

const ObjectDetails *ContainerShells::shownPod(const char *subresource) const
{
    const QList<ObjectSelection> objects = m_selection->objectsToActOn();
    if (objects.size() != 1 || !m_details->hasObject())
        return nullptr;
    const ObjectSelection &object = objects.first();
    ClusterSession *session = m_clusters->session(object.context);
    // What discovery says the cluster serves (the table's resource may predate discovery).
    const ApiResource *served =
        session ? session->findResource(object.resource.group, object.resource.name) : nullptr;
    if (!served || !served->subresources.contains(QLatin1String(subresource)) ||
        m_details->shownDetails().uid != object.uid || m_details->shownDetails().containers.isEmpty())
        return nullptr;
    return &m_details->shownDetails();
}

QString ContainerShells::defaultContainer(const ObjectDetails &pod)
{
    for (const auto &[key, value] : pod.annotations)
        if (key == defaultContainerAnnotation)
            for (const PodContainer &container : pod.containers)
                if (container.name == value)
                    return value;
    for (const PodContainer &container : pod.containers)
        if (container.kind == PodContainer::Kind::Regular)
            return container.name;
    return pod.containers.first().name;
}

QString ContainerShells::workloadKey(const ObjectDetails &pod) const
{
    // A Deployment's pods belong to ReplicaSets named after it and a pod-template hash: the command is the
    // Deployment's, kept across rollouts.
    QString owner = pod.owner();
    static const QRegularExpression replicaSet(QStringLiteral("^ReplicaSet/(.+)-[a-z0-9]{5,10}$"));
    if (const QRegularExpressionMatch match = replicaSet.match(owner); match.hasMatch())
        owner = QStringLiteral("Deployment/") + match.captured(1);
    return pod.namespaceName + QLatin1Char('/') +
           (owner.isEmpty() ? QStringLiteral("Pod/") + pod.name : owner);
}

QString ContainerShells::rememberedCommand() const
{
    const ObjectDetails *pod = shownPod("exec");
    if (!pod)
        return defaultCommand;
    return QSettings()
        .value(settingsKey(m_selection->objectsToActOn().first().context, workloadKey(*pod)), defaultCommand)
        .toString();
}

void ContainerShells::shell(bool ask)
{
    const ObjectDetails *pod = shownPod("exec");
    if (!pod)
        return;
    // As kubectl exec: the default container unless asked (the page's title names it).
    if (!ask) {
        open(defaultContainer(*pod), QProcess::splitCommand(rememberedCommand()), false);
        return;
    }
    QStringList names;
    for (const PodContainer &each : pod->containers)
        names.append(each.name);
    const QString settings = settingsKey(m_selection->objectsToActOn().first().context, workloadKey(*pod));
    auto *dialog = new ShellDialog(pod->name, names, defaultContainer(*pod), rememberedCommand(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString uid = pod->uid;
    connect(dialog, &QDialog::accepted, this, [this, dialog, settings, uid] {
        QSettings().setValue(settings, dialog->commandText());
        const ObjectDetails *pod = shownPod("exec");
        if (pod && pod->uid == uid) // still the pod the dialog was for
            open(dialog->container(), dialog->command(), false);
    });
    dialog->open(); // window-modal, no nested event loop
}

void ContainerShells::attach()
{
    if (const ObjectDetails *pod = shownPod("attach"))
        open(defaultContainer(*pod), {}, true);
}

ShellPage *ContainerShells::open(const QString &container, const QStringList &command, bool attach)
{
    const ObjectDetails *pod = shownPod(attach ? "attach" : "exec");
    if (!pod)
        return nullptr;
    const QString context = m_selection->objectsToActOn().first().context;
    ExecSpec spec;
    spec.namespaceName = pod->namespaceName;
    spec.pod = pod->name;
    spec.container = container;
    spec.command = command;
    spec.attach = attach;
    spec.stdin = true;
    spec.tty = true;
    spec.stderr = false; // a terminal has one stream
    auto *page = new ShellPage(context, m_clusters->session(context)->config(), spec);
    m_pages.append(page);
    connect(page, &ShellPage::popOutRequested, this, &ContainerShells::popOut);
    connect(page, &ShellPage::closeRequested, this, &ContainerShells::closePage);
    m_panel->addPage(page, true);
    m_panel->showPage(page);
    page->start();
    return page;
}

void ContainerShells::popOut(ShellPage *page)
{
    if (page->isWindow()) {
        page->setWindowFlag(Qt::Window, false);
        m_panel->addPage(page, true);
        m_panel->showPage(page);
    } else {
        const QSize size = page->size();
        m_panel->tabs()->removeTab(m_panel->tabs()->indexOf(page));
        page->setParent(nullptr);
        page->setAttribute(Qt::WA_DeleteOnClose);
        page->resize(size.expandedTo(QSize(720, 420)));
        page->show();
    }
    page->setFocus();
}

void ContainerShells::closePage(ShellPage *page)
{
    page->stop();
    if (!page->isWindow())
        m_panel->tabs()->removeTab(m_panel->tabs()->indexOf(page));
    page->deleteLater();
}

void ContainerShells::endSessionsOf(const QString &context)
{
    for (ShellPage *page : pages())
        if (page->context() == context &&
            (page->state() == ShellPage::State::Running || page->state() == ShellPage::State::Connecting))
            page->end(tr("the cluster was closed"));
}
