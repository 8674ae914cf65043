// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"

#include <QMetaType>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace kube {

class ClusterSession;

// What became of one document of a manifest.
struct QKUBE_ENGINE_EXPORT ManifestResult
{
    int document = 0;    // 1-based, among the documents that hold something
    int line = 0;        // 1-based line where the document starts
    QString object;      // as kubectl names it: "deployment.apps/web", "configmap/settings"; empty if unknown
    Error error;         // none: created (or, in a dry run, the server would create it)
    QStringList causes;  // a 422's fields
    bool dryRun = false; // the server's check (dryRun=All), nothing stored
    // Dry run only: not checked, because the namespace it goes into is created by this earlier document (the
    // server would answer NotFound before that document exists). 0: checked.
    int namespaceDocument = 0;
};

// Creates every object of a (multi-document) YAML manifest, as kubectl create -f does: each document is
// mapped to its resource through the session's discovery (apiVersion and kind, at any served version) and
// POSTed, in order (a Namespace before what goes into it), into its metadata.namespace or else
// `defaultNamespace`. The server checks every document first (a dry run, dryRun=All): if it rejects any,
// those are reported and nothing is created, so a manifest is never half applied because of a typo in its
// last document. Past the check, each document is reported on its own; one failing (a race with another
// client) does not stop the others. Lives on the GUI thread; the file, the YAML and every request are handled
// on the session's worker. One run at a time.
class QKUBE_ENGINE_EXPORT ManifestApplier : public QObject
{
    Q_OBJECT
public:
    ManifestApplier(ClusterSession *session, const QString &defaultNamespace, QObject *parent = nullptr);

    bool busy() const { return m_busy; }
    void createFromText(const QString &text);
    // Reads the file on the worker thread (fileRead gives its text), then creates as createFromText.
    void createFromFile(const QString &path);
    // Only the server's check: every document reported (dryRun set), then checked(); nothing is created.
    void checkText(const QString &text);

Q_SIGNALS:
    void fileRead(const QString &text);
    // A created document, or one the dry run rejected (then nothing is created), or any checked one
    // (checkText).
    void documentDone(const kube::ManifestResult &result);
    // A create run ended; `created` is 0 and every failure a dryRun result when the server's check failed.
    void finished(int created, int failed);
    // A checkText run ended.
    void checked(int passed, int failed);
    // Nothing was sent: the file cannot be read or the stream does not parse (line and column 1-based, 0 if
    // unknown).
    void failed(const kube::Error &error, int line, int column);

private:
    enum class Mode { CheckThenCreate, CheckOnly };
    void run(const QString &text, const QString &path, Mode mode);

    QPointer<ClusterSession> m_session;
    QString m_defaultNamespace;
    bool m_busy = false;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::ManifestResult)
