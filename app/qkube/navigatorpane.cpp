// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "navigatorpane.h"

#include <QEvent>
#include <QListView>
#include <QTreeView>
#include <QVBoxLayout>

using namespace kube;

namespace {
// Room for "All clusters" and a few clusters; more scroll.
constexpr int clusterRowsShown = 6;
} // namespace

NavigatorPane::NavigatorPane(QWidget *parent)
    : QWidget(parent), m_kinds(new NavigatorModel(this)), m_clusters(new ClusterListModel(this)),
      m_kindsView(new QTreeView(this)), m_clusterView(new QListView(this))
{
    m_kindsView->setObjectName(QStringLiteral("navigator"));
    m_kindsView->setModel(m_kinds);
    m_kindsView->setHeaderHidden(true);
    m_kindsView->setUniformRowHeights(true);
    m_clusterView->setObjectName(QStringLiteral("clusterList"));
    m_clusterView->setModel(m_clusters);
    m_clusterView->setUniformItemSizes(true);
    m_clusterView->setTextElideMode(Qt::ElideRight);
    m_clusterView->setContextMenuPolicy(Qt::CustomContextMenu);
    m_clusterView->setMaximumHeight((m_clusterView->fontMetrics().height() + 8) * clusterRowsShown);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_clusterView);
    layout->addWidget(m_kindsView, 1);
    connect(m_clusterView, &QListView::clicked, this, &NavigatorPane::chooseClusterRow);
    connect(m_clusterView, &QListView::activated, this, &NavigatorPane::chooseClusterRow);
    connect(m_clusterView, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        Q_EMIT clusterMenuRequested(m_clusterView->indexAt(at).data(ClusterListModel::ContextRole).toString(),
                                    m_clusterView->viewport()->mapToGlobal(at));
    });
    connect(m_kindsView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &index) {
                const ApiResource resource = m_kinds->resourceAt(index);
                if (!resource.name.isEmpty())
                    Q_EMIT resourceChosen(resource);
            });
    connect(m_kinds, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &parent) {
        if (!parent.isValid()) // a new category: open it, as the others are
            m_kindsView->expandAll();
    });
    // The whole tree again after a model change: a Back across kinds left rows of the old layout painted.
    connect(m_kinds, &QAbstractItemModel::layoutChanged, m_kindsView->viewport(),
            qOverload<>(&QWidget::update));
}

void NavigatorPane::setResources(const QList<ApiResource> &resources, const QSet<QString> &customResources)
{
    m_kinds->setResources(resources, customResources);
    m_kindsView->expandAll();
}

void NavigatorPane::markResource(const QString &group, const QString &resource)
{
    const QModelIndex at = m_kinds->indexOf(group, resource);
    if (!at.isValid() || m_kindsView->currentIndex() == at)
        return;
    QSignalBlocker block(m_kindsView->selectionModel());
    m_kindsView->setCurrentIndex(at);
    m_kindsView->viewport()
        ->update(); // the blocked selection model does not repaint the old and new rows itself
}

bool NavigatorPane::chooseResource(const QString &group, const QString &resource)
{
    const QModelIndex at = m_kinds->indexOf(group, resource);
    if (!at.isValid())
        return false;
    m_kindsView->setCurrentIndex(at); // shows it through the navigator's selection
    return true;
}

void NavigatorPane::chooseClusterRow(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    if (index.data(ClusterListModel::AllClustersRole).toBool())
        Q_EMIT allClustersChosen();
    else
        Q_EMIT clusterChosen(index.data(ClusterListModel::ContextRole).toString());
}

void NavigatorPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_kinds->rowCount() > 0)
        Q_EMIT m_kinds->dataChanged(m_kinds->index(0, 0), m_kinds->index(m_kinds->rowCount() - 1, 0));
    QWidget::changeEvent(event);
}
