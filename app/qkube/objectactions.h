// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "selectioncontroller.h"

#include "printers/kind.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include <functional>

class ActionRegistry;
class DetailsPane;
class QWidget;
namespace kube {
class ClusterSession;
class ManifestApplier;
} // namespace kube

// What the user can do to objects: copy, edit, scale, restart, cordon, drain, suspend, trigger, delete, and
// create new ones. Each action is defined once in the registry, enabled from the object's kind, what
// discovery says its resource serves (verbs, subresources) and the state the worker digested (never from a
// label's text); each asks before it changes anything and sends the request to the session of the cluster the
// object was listed in.
class ObjectActions : public QObject
{
    Q_OBJECT
public:
    ObjectActions(SelectionController *selection, DetailsPane *details, QWidget *window);
    void registerActions(ActionRegistry *registry);

    // Where new objects go: the cluster shown and the namespace chosen ("": all).
    void setScope(kube::ClusterSession *session, const QString &context, const QString &namespaceName);
    // The past is read-only: nothing acts on objects that may no longer be as shown.
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

Q_SIGNALS:
    void message(const QString &text, int timeoutMs);
    void problem(const QString &text);

private:
    bool single() const { return m_selection->objectsToActOn().size() == 1; }
    // The one object acted on when its state (in the details pane) is what the action reads.
    const kube::ObjectDetails *shownState() const;
    // The object to act on is of a kind that offers `action` (its definition says so).
    bool offers(kube::KindAction action) const;
    void copy(bool withNamespace);
    void remove();
    void edit();
    void scale();
    void restart();
    void cordon(bool cordon);
    void suspend(bool suspend);
    void trigger();
    void drain();
    void newResource();
    void applyFile();
    kube::ManifestApplier *newManifestApplier();
    // Asks `question`; on Yes patches the object (by uid) with what `makePatch` returns then.
    void confirmPatch(const QString &objectName, const QString &title, const QString &question,
                      const QString &action, std::function<QJsonObject()> makePatch);

    SelectionController *m_selection;
    DetailsPane *m_details;
    QWidget *m_window;
    QPointer<kube::ClusterSession> m_session;
    QString m_context;
    QString m_namespace;
    bool m_readOnly = false;
};
