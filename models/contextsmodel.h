// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/kubeconfig.h"

#include <QAbstractListModel>
#include <QFileSystemWatcher>
#include <QTimer>

namespace kube {

// The contexts of the merged kubeconfig (name, cluster, user, namespace), the current one marked, reloaded when
// any of its files changes on disk (editors replace files, so the folders are watched too). A reload changes
// rows in place, inserts and removes; it never resets. A file that stops parsing keeps the last good list and
// reports the error. GUI thread only (reading a kubeconfig is a small local file read).
class ContextsModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { NameRole = Qt::UserRole + 1, ClusterRole, UserRole, NamespaceRole, CurrentRole };
    static constexpr int reloadDelayMs = 200; // editors write in several steps

    explicit ContextsModel(QString explicitFile = {}, QObject *parent = nullptr);

    void reload();
    const KubeConfig &config() const { return m_config; }
    Error lastError() const { return m_error; }
    QString currentContext() const { return m_config.currentContext(); }
    int rowOf(const QString &name) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void reloaded();
    void loadFailed(const kube::Error &error);

private:
    void watchFiles();

    QString m_explicitFile;
    KubeConfig m_config;
    QList<ContextEntry> m_contexts;
    QString m_current;
    Error m_error;
    QFileSystemWatcher m_watcher;
    QTimer m_debounce;
};

} // namespace kube
