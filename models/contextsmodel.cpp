// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "contextsmodel.h"

#include <QFileInfo>
#include <QFont>

namespace kube {

ContextsModel::ContextsModel(QString explicitFile, QObject *parent) : QAbstractListModel(parent), m_explicitFile(std::move(explicitFile))
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(reloadDelayMs);
    connect(&m_debounce, &QTimer::timeout, this, &ContextsModel::reload);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, &m_debounce, qOverload<>(&QTimer::start));
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, &m_debounce, qOverload<>(&QTimer::start));
    reload();
}

int ContextsModel::rowOf(const QString &name) const
{
    for (int i = 0; i < m_contexts.size(); ++i)
        if (m_contexts.at(i).name == name)
            return i;
    return -1;
}

void ContextsModel::watchFiles()
{
    const QStringList watched = m_watcher.files() + m_watcher.directories();
    if (!watched.isEmpty())
        m_watcher.removePaths(watched);
    for (const QString &file : KubeConfig::sourceFiles(m_explicitFile)) {
        if (QFileInfo::exists(file))
            m_watcher.addPath(file);
        const QString dir = QFileInfo(file).absolutePath();
        if (QFileInfo::exists(dir) && !m_watcher.directories().contains(dir))
            m_watcher.addPath(dir);
    }
}

void ContextsModel::reload()
{
    watchFiles();
    auto loaded = KubeConfig::load(m_explicitFile);
    if (!loaded) {
        m_error = loaded.error();
        Q_EMIT loadFailed(m_error);
        return;
    }
    m_error = {};
    m_config = loaded.value();
    const QList<ContextEntry> fresh = m_config.contexts();
    const QString oldCurrent = std::exchange(m_current, m_config.currentContext());
    // Remove what went (from the bottom), update what stayed, append what is new.
    for (int row = m_contexts.size() - 1; row >= 0; --row) {
        const bool kept = std::any_of(fresh.cbegin(), fresh.cend(), [&](const ContextEntry &c) { return c.name == m_contexts.at(row).name; });
        if (!kept) {
            beginRemoveRows({}, row, row);
            m_contexts.removeAt(row);
            endRemoveRows();
        }
    }
    for (const ContextEntry &context : fresh) {
        const int row = rowOf(context.name);
        if (row >= 0) {
            const ContextEntry &old = m_contexts.at(row);
            const bool changed = old.cluster != context.cluster || old.user != context.user || old.namespaceName != context.namespaceName
                || ((old.name == oldCurrent) != (context.name == m_current));
            m_contexts[row] = context;
            if (changed)
                Q_EMIT dataChanged(index(row), index(row));
        } else {
            beginInsertRows({}, m_contexts.size(), m_contexts.size());
            m_contexts.append(context);
            endInsertRows();
        }
    }
    Q_EMIT reloaded();
}

int ContextsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_contexts.size());
}

QVariant ContextsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ContextEntry &context = m_contexts.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: return context.name;
    case ClusterRole: return context.cluster;
    case UserRole: return context.user;
    case NamespaceRole: return context.namespaceName;
    case CurrentRole: return context.name == m_current;
    case Qt::ToolTipRole:
        return tr("Cluster: %1\nUser: %2\nNamespace: %3\nDefined in: %4")
            .arg(context.cluster, context.user, context.namespaceName, context.location.toString());
    case Qt::FontRole:
        if (context.name == m_current) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    }
    return {};
}

QHash<int, QByteArray> ContextsModel::roleNames() const
{
    return {{NameRole, "name"}, {ClusterRole, "cluster"}, {UserRole, "user"}, {NamespaceRole, "namespace"}, {CurrentRole, "current"}};
}

} // namespace kube
