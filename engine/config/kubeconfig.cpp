// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kubeconfig.h"
#include "kubeconfigparser.h"

#include <QDir>
#include <QFileInfo>
#include <QProcessEnvironment>

namespace kube {

namespace {
template <typename Entry>
const Entry *findByName(const QList<Entry> &entries, const QString &name)
{
    for (const Entry &entry : entries)
        if (entry.name == name)
            return &entry;
    return nullptr;
}
} // namespace

QStringList KubeConfig::sourceFiles(const QString &explicitFile)
{
    if (!explicitFile.isEmpty())
        return {QFileInfo(explicitFile).absoluteFilePath()};
    const QString variable = QProcessEnvironment::systemEnvironment().value(QStringLiteral("KUBECONFIG"));
    if (!variable.isEmpty()) {
        QStringList files;
        for (const QString &part : variable.split(QDir::listSeparator(), Qt::SkipEmptyParts)) {
            const QString file = QFileInfo(part).absoluteFilePath();
            if (!files.contains(file))
                files.append(file);
        }
        return files;
    }
    return {QDir::homePath() + QStringLiteral("/.kube/config")};
}

Result<KubeConfig> KubeConfig::load(const QString &explicitFile)
{
    return loadFiles(sourceFiles(explicitFile), !explicitFile.isEmpty());
}

Result<KubeConfig> KubeConfig::loadFiles(const QStringList &files, bool filesMustExist)
{
    KubeConfig merged;
    for (const QString &file : files) {
        if (!filesMustExist && !QFileInfo::exists(file))
            continue; // clientcmd skips missing files named by $KUBECONFIG and a missing ~/.kube/config
        auto one = KubeConfigParser::parseFile(file);
        if (!one)
            return one.error();
        KubeConfigParser::merge(merged, one.value());
    }
    if (merged.m_files.isEmpty())
        merged.m_files = files;
    return merged;
}

const ContextEntry *KubeConfig::context(const QString &name) const { return findByName(m_contexts, name); }
const ClusterEntry *KubeConfig::cluster(const QString &name) const { return findByName(m_clusters, name); }
const UserEntry *KubeConfig::user(const QString &name) const { return findByName(m_users, name); }

} // namespace kube
