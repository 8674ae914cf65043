// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"

#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace kube {

class ClusterSession;

// What became of one document of a manifest.
struct ManifestResult
{
    int document = 0;   // 1-based, among the documents that hold something
    int line = 0;       // 1-based line where the document starts
    QString object;     // as kubectl names it: "deployment.apps/web", "configmap/settings"; empty if unknown
    Error error;        // none: created
    QStringList causes; // a 422's fields
};

// Creates every object of a (multi-document) YAML manifest, as kubectl create -f does: each document is
// mapped to its resource through the session's discovery (apiVersion and kind, at any served version) and
// POSTed, in order (a Namespace before what goes into it), into its metadata.namespace or else
// `defaultNamespace`. Each document is reported on its own; one failing does not stop the others. Lives on
// the GUI thread; the file, the YAML and every request are handled on the session's worker. One run at a
// time.
class ManifestApplier : public QObject
{
    Q_OBJECT
public:
    ManifestApplier(ClusterSession *session, const QString &defaultNamespace, QObject *parent = nullptr);

    bool busy() const { return m_busy; }
    void createFromText(const QString &text);
    // Reads the file on the worker thread (fileRead gives its text), then creates as createFromText.
    void createFromFile(const QString &path);

Q_SIGNALS:
    void fileRead(const QString &text);
    void documentDone(const kube::ManifestResult &result);
    void finished(int created, int failed);
    // Nothing was sent: the file cannot be read or the stream does not parse (line and column 1-based, 0 if
    // unknown).
    void failed(const kube::Error &error, int line, int column);

private:
    void run(const QString &text, const QString &path);

    QPointer<ClusterSession> m_session;
    QString m_defaultNamespace;
    bool m_busy = false;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::ManifestResult)
