// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/error.h"
#include "core/export.h"
#include "rest/discoveryclient.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

namespace kube {

class ClusterSession;

// One object edited as YAML, as kubectl edit does: load() fetches it (managedFields hidden), save() PUTs the
// edited text with the resourceVersion the user started from. When someone changed the object meanwhile (409
// Conflict) the editor fetches the latest and says what changed there (a diff of the server's latest against
// the version the user started from); the user's text is never touched. reapply() then sends the user's
// edits (a JSON merge patch from the start to the text) applied onto the latest (and onto any later version
// it meets, reapplyAttempts times); overwrite() sends the text as it is over the latest. Lives on the GUI
// thread; YAML, JSON, diffs and merges are done on the session's worker thread. One call at a time (busy()
// until its signal); signals after the session is gone are dropped.
class QKUBE_ENGINE_EXPORT ObjectEditor : public QObject
{
    Q_OBJECT
public:
    // A reapply that meets yet another change merges into that one too, this many times, before it asks
    // again.
    static constexpr int reapplyAttempts = 5;

    ObjectEditor(ClusterSession *session, const ApiResource &resource, const QString &namespaceName,
                 const QString &name, QObject *parent = nullptr);

    const ApiResource &resource() const { return m_resource; }
    QString namespaceName() const { return m_namespace; }
    QString name() const { return m_name; }
    QString key() const;
    bool busy() const { return m_busy; }
    // The text the user started from, as load() gave it.
    QString originalYaml() const { return m_originalYaml; }
    // A Secret's text with its values hidden (ObjectDetails::maskedSecret), to show until the user reveals
    // them; empty for other kinds.
    QString maskedYaml() const { return m_maskedYaml; }
    // A conflict was reported and reapply()/overwrite() may be called.
    bool hasLatest() const { return !m_latest.isEmpty(); }

    void load();
    void save(const QString &text);
    void reapply(const QString &text);
    void overwrite(const QString &text);

    // The worker's answers (called on the GUI thread).
    void reportSaved(const QString &resourceVersion);
    void reportConflict(const QJsonObject &latest, const QString &diff);
    void reportFailure(const kube::Error &error, const QStringList &causes);

Q_SIGNALS:
    void loaded(const QString &yaml);
    void saved(const QString &resourceVersion);
    // The text does not parse (1-based line and column; 0 when the failure has no place).
    void invalidYaml(int line, int column, const QString &message);
    // Someone changed the object since the user started: `diff` is unified, from the user's starting version
    // to the server's latest.
    void conflicted(const QString &diff);
    // Anything else the server or the network said; `causes` are a 422's fields ("spec.replicas: Invalid
    // value").
    void failed(const kube::Error &error, const QStringList &causes);

private:
    enum class Mode { Save, Reapply, Overwrite };
    void send(const QString &text, Mode mode);
    void onLoaded(const QJsonObject &object, const QString &yaml, const QString &maskedYaml);

    QPointer<ClusterSession> m_session;
    ApiResource m_resource;
    QString m_namespace;
    QString m_name;
    bool m_busy = false;
    QJsonObject m_original; // decoded on the worker; held here only to hand it back there
    QString m_originalYaml;
    QString m_maskedYaml;
    QJsonObject m_latest; // the server's version after a conflict
};

} // namespace kube
