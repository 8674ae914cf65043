// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace kube {

// Where an entry came from: the file that defined it (relative paths resolve against its folder) and the
// line of its name, for error messages.
struct QKUBE_ENGINE_EXPORT SourceLocation
{
    QString file;
    int line = 0; // 1-based; 0 when unknown
    QString toString() const;
};

struct QKUBE_ENGINE_EXPORT ExecConfig
{
    QString apiVersion; // client.authentication.k8s.io/v1 or v1beta1
    QString command;    // resolved against the kubeconfig's folder when it contains a path separator
    QStringList args;
    QList<std::pair<QString, QString>> env;
    QString installHint;
    bool provideClusterInfo = false;
    QString interactiveMode; // Never, IfAvailable, Always
};

struct QKUBE_ENGINE_EXPORT ClusterEntry
{
    QString name;
    QString server;
    QString certificateAuthority; // absolute path
    QByteArray certificateAuthorityData;
    bool insecureSkipTlsVerify = false;
    QString tlsServerName;
    QString proxyUrl;
    bool disableCompression = false; // disable-compression (client-go 1.26)
    SourceLocation location;
};

struct QKUBE_ENGINE_EXPORT UserEntry
{
    QString name;
    QString token;
    QString tokenFile; // absolute path
    QString clientCertificate;
    QByteArray clientCertificateData;
    QString clientKey;
    QByteArray clientKeyData;
    QString username;
    QString password;
    std::optional<ExecConfig> exec;
    SourceLocation location;
};

struct QKUBE_ENGINE_EXPORT ContextEntry
{
    QString name;
    QString cluster;
    QString user;
    QString namespaceName; // "default" when the file names none
    bool namespaceSet = false;
    SourceLocation location;
};

// The merged view of one or more kubeconfig files, with clientcmd's rules: for clusters, users and contexts
// the first file that defines a name wins the whole entry; current-context comes from the first file that
// sets it. A plain value: load it on any thread, read it on any thread.
class QKUBE_ENGINE_EXPORT KubeConfig
{
public:
    // --kubeconfig FILE (exactly that file, which must exist), else $KUBECONFIG (':'-separated,
    // de-duplicated, missing files skipped), else ~/.kube/config (absent means an empty config, see
    // isEmpty()).
    static Result<KubeConfig> load(const QString &explicitFile = {});
    static Result<KubeConfig> loadFiles(const QStringList &files, bool filesMustExist);
    // The files load() would read, in precedence order (for watching them and for write-back).
    static QStringList sourceFiles(const QString &explicitFile = {});

    bool isEmpty() const { return m_contexts.isEmpty() && m_clusters.isEmpty() && m_users.isEmpty(); }
    QStringList files() const { return m_files; }
    QString currentContext() const { return m_currentContext; }
    QString currentContextFile() const { return m_currentContextFile; }
    const QList<ContextEntry> &contexts() const { return m_contexts; }
    const QList<ClusterEntry> &clusters() const { return m_clusters; }
    const QList<UserEntry> &users() const { return m_users; }

    const ContextEntry *context(const QString &name) const;
    const ClusterEntry *cluster(const QString &name) const;
    const UserEntry *user(const QString &name) const;

private:
    QStringList m_files;
    QString m_currentContext;
    QString m_currentContextFile;
    QList<ContextEntry> m_contexts;
    QList<ClusterEntry> m_clusters;
    QList<UserEntry> m_users;

    friend class KubeConfigParser;
};

} // namespace kube
