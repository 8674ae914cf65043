// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "namespacepane.h"

#include "models/resourcesubscription.h"
#include "printers/builtinkinds.h"
#include "session/clustersession.h"

#include <QHeaderView>

using namespace kube;

NamespacePane::NamespacePane(QWidget *parent)
    : QTreeView(parent), m_model(new NamespaceTreeModel(this)), m_usage(new NamespaceUsage(m_model, this))
{
    setObjectName(QStringLiteral("namespaceTree"));
    setModel(m_model);
    setUniformRowHeights(true);
    setRootIsDecorated(false);
    setIndentation(fontMetrics().averageCharWidth() * 2); // the namespaces' names need the room more
    setItemsExpandable(false);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(NamespaceTreeModel::NameColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(NamespaceTreeModel::StatusColumn, QHeaderView::ResizeToContents);
    // Room for a count, not for a title ("DEPLOYMENTS" would squash the namespaces' names; the header elides
    // it and its tooltip says it whole).
    header()->setSectionResizeMode(NamespaceTreeModel::CountColumn, QHeaderView::Fixed);
    header()->resizeSection(NamespaceTreeModel::CountColumn,
                            fontMetrics().horizontalAdvance(QStringLiteral("000000")) + 8);
    // The usage figures are short ("1234m", "12345Mi"): sized to them, as the count is.
    for (const int column : {NamespaceTreeModel::CpuColumn, NamespaceTreeModel::MemoryColumn}) {
        header()->setSectionResizeMode(column, QHeaderView::Fixed);
        header()->resizeSection(column, fontMetrics().horizontalAdvance(QStringLiteral("00000Mi")) + 8);
    }
    expand(m_model->index(0, 0));
    setColumnHidden(NamespaceTreeModel::StatusColumn, true); // until a namespace has a STATUS
    updateUsageColumns();
    connect(m_usage, &NamespaceUsage::availabilityChanged, this, &NamespacePane::updateUsageColumns);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { expand(m_model->index(0, 0)); });
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex &index) {
        const auto kind = NamespaceTreeModel::Kind(index.data(NamespaceTreeModel::KindRole).toInt());
        Q_EMIT namespaceChosen(kind == NamespaceTreeModel::Kind::Cluster
                                   ? QString()
                                   : index.data(NamespaceTreeModel::NamespaceRole).toString());
    });
}

ApiResource NamespacePane::namespacesResource()
{
    ApiResource resource;
    resource.name = QLatin1String(kube::BuiltinKinds::namespaces.resource);
    resource.kind = QLatin1String(kube::BuiltinKinds::namespaces.kind);
    resource.version = QStringLiteral("v1");
    return resource;
}

NamespacePane::~NamespacePane()
{
    delete m_subscription;
}

void NamespacePane::setCluster(ClusterSession *session, const QString &clusterName)
{
    delete m_subscription;
    m_model->clear();
    m_model->setClusterName(clusterName);
    m_usage->attach(session);
    if (!session)
        return;
    m_subscription = new ResourceSubscription(session, namespacesResource(), {}, {}, this);
    connect(m_subscription->feed(), &RowFeed::batchReady, this, [this](const RowBatch &batch) {
        int status = -1;
        const QList<PrintColumn> &columns = m_subscription->feed()->columns();
        for (int column = 0; column < columns.size() && status < 0; ++column)
            if (columns[column].status)
                status = column;
        m_model->applyNamespaceBatch(batch, status);
        setColumnHidden(NamespaceTreeModel::StatusColumn,
                        !m_model->hasPhaseOtherThanActive()); // "Active" says nothing
        updateUsageColumns();
        Q_EMIT namespacesChanged();
    });
}

void NamespacePane::setCountsShown(bool shown)
{
    setColumnHidden(NamespaceTreeModel::CountColumn, !shown); // nothing to count per namespace
    setColumnHidden(NamespaceTreeModel::FailingColumn, !shown);
    updateUsageColumns();
}

void NamespacePane::resizeEvent(QResizeEvent *event)
{
    QTreeView::resizeEvent(event);
    updateUsageColumns();
}

void NamespacePane::updateUsageColumns()
{
    // Shown where the names keep room beside them: widening the pane brings them.
    int fixed = 0;
    for (int column = NamespaceTreeModel::StatusColumn; column < NamespaceTreeModel::CpuColumn; ++column)
        fixed += isColumnHidden(column) ? 0 : header()->sectionSize(column);
    const int usage = header()->sectionSize(NamespaceTreeModel::CpuColumn) +
                      header()->sectionSize(NamespaceTreeModel::MemoryColumn);
    const int names = fontMetrics().averageCharWidth() * nameRoomChars;
    const bool shown = m_usage->isAvailable() && viewport()->width() >= names + fixed + usage;
    setColumnHidden(NamespaceTreeModel::CpuColumn, !shown);
    setColumnHidden(NamespaceTreeModel::MemoryColumn, !shown);
    // Polled only while shown: an answer at 100k pods is tens of MB.
    m_usage->setWanted(shown);
}
