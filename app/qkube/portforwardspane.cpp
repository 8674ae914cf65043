// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "portforwardspane.h"
#include "actionpermissions.h"
#include "actionregistry.h"
#include "detailspane.h"
#include "openclusters.h"
#include "portforwarddialog.h"
#include "portforwards.h"
#include "printers/builtinkinds.h"

#include <QDesktopServices>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

using namespace kube;

namespace {
// The kinds a forward may name, by resource: kubectl port-forward's TYPE.
QString forwardKind(const ApiResource &resource)
{
    static const QHash<QString, QString> kinds{
        {QStringLiteral("/pods"), QStringLiteral("pod")},
        {QStringLiteral("/services"), QStringLiteral("service")},
        {QStringLiteral("apps/deployments"), QStringLiteral("deployment")},
        {QStringLiteral("apps/replicasets"), QStringLiteral("replicaset")},
        {QStringLiteral("apps/statefulsets"), QStringLiteral("statefulset")},
        {QStringLiteral("apps/daemonsets"), QStringLiteral("daemonset")},
        {QStringLiteral("/replicationcontrollers"), QStringLiteral("replicationcontroller")},
    };
    return kinds.value(resource.group + QLatin1Char('/') + resource.name);
}
} // namespace

PortForwardsPane::PortForwardsPane(SelectionController *selection, DetailsPane *details,
                                   OpenClusters *clusters, QWidget *parent)
    : QWidget(parent), m_selection(selection), m_details(details), m_clusters(clusters),
      m_forwards(new PortForwards(clusters, this)), m_view(new QTableView(this)),
      m_start(new QToolButton(this)), m_stop(new QToolButton(this)), m_browser(new QToolButton(this)),
      m_remove(new QToolButton(this))
{
    setObjectName(QStringLiteral("portForwards"));
    m_view->setObjectName(QStringLiteral("portForwardsView"));
    m_view->setModel(m_forwards);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    // A few rows whose figures grow: every column fits its content as it changes, the errors take the rest.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);
    m_view->setShowGrid(false);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    for (QToolButton *button : {m_start, m_stop, m_browser, m_remove}) {
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        bar->addWidget(button);
    }
    bar->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(m_start, &QToolButton::clicked, this, [this] { m_forwards->start(currentRow()); });
    connect(m_stop, &QToolButton::clicked, this, [this] { m_forwards->stop(currentRow()); });
    connect(m_remove, &QToolButton::clicked, this, [this] { m_forwards->remove(currentRow()); });
    connect(m_browser, &QToolButton::clicked, this,
            [this] { QDesktopServices::openUrl(m_forwards->browserUrl(currentRow())); });
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (const QUrl url = m_forwards->browserUrl(index.row()); url.isValid())
            QDesktopServices::openUrl(url);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PortForwardsPane::updateButtons);
    connect(m_forwards, &QAbstractItemModel::dataChanged, this, &PortForwardsPane::updateButtons);
    connect(m_forwards, &QAbstractItemModel::rowsRemoved, this, &PortForwardsPane::updateButtons);
    connect(m_forwards, &QAbstractItemModel::rowsInserted, this, &PortForwardsPane::updateButtons);
    retranslate();
    updateButtons();
}

void PortForwardsPane::registerActions(ActionRegistry *registry)
{
    registry->add(
        {"portForwardAction",
         QT_TRANSLATE_NOOP("MainWindow", "&Port forward…"),
         QT_TRANSLATE_NOOP("MainWindow", "Reach a port of the pod, Service or workload from this "
                                         "machine, as kubectl port-forward does (Shift+F in the table)"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         [this] { return canForward(); },
         [this](bool) { askAndForward(); },
         [this] {
             return m_selection->permissions()->refusalFor(QStringLiteral("create"), {},
                                                           QLatin1String(kube::BuiltinKinds::pods.resource),
                                                           QStringLiteral("portforward"));
         }});
}

bool PortForwardsPane::canForward() const
{
    const QList<ObjectSelection> objects = m_selection->objectsToActOn();
    ClusterSession *session = objects.size() == 1 ? m_clusters->session(objects.first().context) : nullptr;
    if (!session)
        return false;
    // What discovery says the cluster serves (the table's resource may predate discovery).
    const ApiResource *pods =
        session->findResource(QString(), QLatin1String(kube::BuiltinKinds::pods.resource));
    if (!pods || !pods->subresources.contains(QLatin1String("portforward")))
        return false;
    return !forwardKind(objects.first().resource).isEmpty();
}

int PortForwardsPane::forwardSelected(const QString &remotePort, quint16 localPort, const QString &address)
{
    if (!canForward())
        return -1;
    const ObjectSelection &object = m_selection->objectsToActOn().first();
    PortForwardTarget target;
    target.kind = forwardKind(object.resource);
    target.namespaceName = object.namespaceName;
    target.name = object.name;
    target.port = remotePort;
    const int row = m_forwards->add(object.context, target, localPort, address);
    m_view->selectRow(row);
    Q_EMIT shown();
    return row;
}

void PortForwardsPane::askAndForward()
{
    if (!canForward())
        return;
    const ObjectSelection object = m_selection->objectsToActOn().first();
    QList<ForwardablePort> ports;
    if (m_details->hasObject() && m_details->shownDetails().uid == object.uid)
        ports = m_details->shownDetails().forwardablePorts;
    auto *dialog = new PortForwardDialog(object.key(), ports, window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, object] {
        const QList<ObjectSelection> now = m_selection->objectsToActOn();
        if (now.size() != 1 || now.first().uid != object.uid)
            return; // the selection moved on while the dialog was open
        const int row = forwardSelected(dialog->remotePort(), dialog->localPort(), dialog->address());
        if (row >= 0 && dialog->openInBrowser())
            openWhenListening(row);
    });
    dialog->open(); // window-modal, no nested event loop
}

void PortForwardsPane::openWhenListening(int row)
{
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(m_forwards, &QAbstractItemModel::dataChanged, this, [this, row, connection] {
        if (row >= m_forwards->rowCount() || m_forwards->state(row) == PortForwards::State::Failed) {
            disconnect(*connection);
        } else if (m_forwards->state(row) == PortForwards::State::Active) {
            disconnect(*connection);
            QDesktopServices::openUrl(m_forwards->browserUrl(row));
        }
    });
}

int PortForwardsPane::currentRow() const
{
    return m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1;
}

void PortForwardsPane::updateButtons()
{
    const int row = currentRow();
    const bool valid = row >= 0 && row < m_forwards->rowCount();
    const PortForwards::State state = valid ? m_forwards->state(row) : PortForwards::State::Stopped;
    m_start->setEnabled(valid &&
                        (state == PortForwards::State::Stopped || state == PortForwards::State::Failed));
    m_stop->setEnabled(valid && state != PortForwards::State::Stopped);
    m_browser->setEnabled(valid && state == PortForwards::State::Active);
    m_remove->setEnabled(valid);
}

void PortForwardsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PortForwardsPane::retranslate()
{
    setWindowTitle(tr("Port forwards"));
    m_start->setText(tr("Start"));
    m_stop->setText(tr("Stop"));
    m_browser->setText(tr("Open in browser"));
    m_remove->setText(tr("Remove"));
    m_remove->setToolTip(
        tr("Stop the forward and forget it (it is not offered again when the cluster opens)"));
}
