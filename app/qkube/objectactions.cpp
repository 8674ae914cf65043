// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objectactions.h"
#include "actionpermissions.h"
#include "actionregistry.h"
#include "deletedialog.h"
#include "detailspane.h"
#include "draindialog.h"
#include "manifestdialog.h"
#include "yamleditor.h"

#include "printers/builtinkinds.h"
#include "printers/kind.h"
#include "session/clustersession.h"
#include "session/manifestapplier.h"
#include "session/nodedrainer.h"
#include "session/objecteditor.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>

using namespace kube;

namespace {
// The scale dialog's upper bound: far above any real workload, low enough to catch a slipped digit.
constexpr int maxScaleReplicas = 10'000;
} // namespace

ObjectActions::ObjectActions(SelectionController *selection, DetailsPane *details, QWidget *window)
    : QObject(window), m_selection(selection), m_details(details), m_window(window)
{
}

void ObjectActions::setScope(ClusterSession *session, const QString &context, const QString &namespaceName)
{
    m_session = session;
    m_context = context;
    m_namespace = namespaceName;
}

const ObjectDetails *ObjectActions::shownState() const
{
    const QList<ObjectSelection> objects = m_selection->objectsToActOn();
    if (objects.size() != 1 || !m_details->hasObject() ||
        m_details->shownDetails().uid != objects.first().uid)
        return nullptr;
    return &m_details->shownDetails();
}

bool ObjectActions::offers(KindAction action) const
{
    const QList<ObjectSelection> objects = m_selection->objectsToActOn();
    if (objects.size() != 1)
        return false;
    const Kind *kind = Kinds::find(objects.first().resource.group, objects.first().resource.name);
    return kind && kind->actions.testFlag(action);
}

void ObjectActions::registerActions(ActionRegistry *registry)
{
    const auto serves = [this](const char *verb) {
        const QList<ObjectSelection> objects = m_selection->objectsToActOn();
        return !m_readOnly && objects.size() == 1 &&
               objects.first().resource.verbs.contains(QLatin1String(verb));
    };
    const auto inTable =
        Qt::WidgetWithChildrenShortcut; // the table's keys; typing elsewhere is not an action
    registry->add({"copyNameAction",
                   QT_TRANSLATE_NOOP("MainWindow", "Copy &name"),
                   nullptr,
                   QStringLiteral(":/icons/copy.svg"),
                   {QKeySequence::Copy},
                   inTable,
                   false,
                   [this] { return single(); },
                   [this](bool) { copy(false); }});
    registry->add({"copyKeyAction",
                   QT_TRANSLATE_NOOP("MainWindow", "Copy namespace/name"),
                   nullptr,
                   {},
                   {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)},
                   inTable,
                   false,
                   [this] { return single(); },
                   [this](bool) { copy(true); }});
    registry->add(
        {"editYamlAction",
         QT_TRANSLATE_NOOP("MainWindow", "&Edit YAML…"),
         QT_TRANSLATE_NOOP("MainWindow",
                           "Edit the object's YAML and save it to the cluster, as kubectl edit does (E)"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         [serves] { return serves("update"); },
         [this](bool) { edit(); },
         [this] { return m_selection->permissions()->refusal(QStringLiteral("update")); }});
    registry->add({"scaleAction",
                   QT_TRANSLATE_NOOP("MainWindow", "&Scale…"),
                   nullptr,
                   {},
                   {QKeySequence(Qt::CTRL | Qt::Key_S)},
                   inTable,
                   false,
                   [this] {
                       const QList<ObjectSelection> objects = m_selection->objectsToActOn();
                       return !m_readOnly && objects.size() == 1 &&
                              objects.first().resource.subresources.contains(QLatin1String("scale"));
                   },
                   [this](bool) { scale(); },
                   [this] {
                       return m_selection->permissions()->refusal(QStringLiteral("patch"),
                                                                  QStringLiteral("scale"));
                   }});
    // kubectl rollout restart's kinds: those whose pod template a rollout replaces.
    registry->add(
        {"restartAction",
         QT_TRANSLATE_NOOP("MainWindow", "&Restart rollout…"),
         QT_TRANSLATE_NOOP("MainWindow", "Replace the pods one by one, as kubectl rollout restart does"),
         {},
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)},
         inTable,
         false,
         [this, serves] { return serves("patch") && offers(KindAction::RolloutRestart); },
         [this](bool) { restart(); },
         [this] { return m_selection->permissions()->refusal(QStringLiteral("patch")); }});
    const auto nodeState = [this, serves](bool unschedulable) {
        const ObjectDetails *state = shownState();
        // Only a kind with the state (a Node) has it set.
        return serves("patch") && state && state->unschedulable == unschedulable;
    };
    registry->add({"cordonAction",
                   QT_TRANSLATE_NOOP("MainWindow", "C&ordon…"),
                   nullptr,
                   {},
                   {},
                   Qt::WindowShortcut,
                   false,
                   [nodeState] { return nodeState(false); },
                   [this](bool) { cordon(true); },
                   [this] { return m_selection->permissions()->refusal(QStringLiteral("patch")); }});
    registry->add({"uncordonAction",
                   QT_TRANSLATE_NOOP("MainWindow", "&Uncordon…"),
                   nullptr,
                   {},
                   {},
                   Qt::WindowShortcut,
                   false,
                   [nodeState] { return nodeState(true); },
                   [this](bool) { cordon(false); },
                   [this] { return m_selection->permissions()->refusal(QStringLiteral("patch")); }});
    registry->add(
        {"drainAction",
         QT_TRANSLATE_NOOP("MainWindow", "Dr&ain…"),
         QT_TRANSLATE_NOOP("MainWindow", "Cordon the node and evict its pods, respecting "
                                         "PodDisruptionBudgets, as kubectl drain --ignore-daemonsets does"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         [this, serves] { return serves("patch") && offers(KindAction::Drain); },
         [this](bool) { drain(); },
         [this] { return m_selection->permissions()->refusal(QStringLiteral("patch")); }});
    const auto cronJobState = [this, serves](bool suspended) {
        const ObjectDetails *state = shownState();
        return serves("patch") && state && state->suspended == suspended;
    };
    registry->add({"suspendAction",
                   QT_TRANSLATE_NOOP("MainWindow", "Sus&pend…"),
                   nullptr,
                   {},
                   {},
                   Qt::WindowShortcut,
                   false,
                   [cronJobState] { return cronJobState(false); },
                   [this](bool) { suspend(true); },
                   [this] { return m_selection->permissions()->refusal(QStringLiteral("patch")); }});
    registry->add({"resumeAction",
                   QT_TRANSLATE_NOOP("MainWindow", "Res&ume…"),
                   nullptr,
                   {},
                   {},
                   Qt::WindowShortcut,
                   false,
                   [cronJobState] { return cronJobState(true); },
                   [this](bool) { suspend(false); },
                   [this] { return m_selection->permissions()->refusal(QStringLiteral("patch")); }});
    registry->add(
        {"triggerCronJobAction",
         QT_TRANSLATE_NOOP("MainWindow", "&Trigger now…"),
         QT_TRANSLATE_NOOP(
             "MainWindow",
             "Run the CronJob now: a Job from its template, as kubectl create job --from=cronjob/NAME does"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         [this] { return !m_readOnly && offers(KindAction::CreateJob) && shownState(); },
         [this](bool) { trigger(); },
         [this] {
             return m_selection->permissions()->refusalFor(QStringLiteral("create"),
                                                           QLatin1String(BuiltinKinds::jobs.group),
                                                           QLatin1String(BuiltinKinds::jobs.resource));
         }});
    registry->add({"deleteAction",
                   QT_TRANSLATE_NOOP("MainWindow", "&Delete…"),
                   nullptr,
                   QStringLiteral(":/icons/delete.svg"),
                   {QKeySequence::Delete},
                   inTable,
                   false,
                   [this] {
                       const QList<ObjectSelection> objects = m_selection->objectsToActOn();
                       return !m_readOnly && !objects.isEmpty() &&
                              objects.first().resource.verbs.contains(QLatin1String("delete"));
                   },
                   [this](bool) { remove(); },
                   [this] { return m_selection->permissions()->refusal(QStringLiteral("delete")); }});
    registry->add(
        {"newResourceAction",
         QT_TRANSLATE_NOOP("MainWindow", "&New resource…"),
         QT_TRANSLATE_NOOP("MainWindow",
                           "Write an object's YAML, from a template, and create it in this cluster"),
         {},
         {QKeySequence::New},
         Qt::WindowShortcut,
         false,
         [this] { return m_session != nullptr; },
         [this](bool) { newResource(); }});
    registry->add(
        {"applyFileAction",
         QT_TRANSLATE_NOOP("MainWindow", "&Apply file…"),
         QT_TRANSLATE_NOOP("MainWindow",
                           "Create the objects of a YAML file in this cluster, as kubectl create -f does"),
         {},
         {QKeySequence::Open},
         Qt::WindowShortcut,
         false,
         [this] { return m_session != nullptr; },
         [this](bool) { applyFile(); }});
}

void ObjectActions::copy(bool withNamespace)
{
    const QList<ObjectSelection> objects = m_selection->objectsToActOn();
    if (objects.size() == 1)
        QApplication::clipboard()->setText(withNamespace ? objects.first().key() : objects.first().name);
}

void ObjectActions::remove()
{
    const QList<ObjectSelection> objects = m_selection->objectsToActOn();
    if (objects.isEmpty() || m_readOnly)
        return;
    const ApiResource resource = objects.first().resource;
    QStringList keys;
    QStringList contexts;
    // Each object goes to the cluster it was listed in (rows of the "All clusters" table come from several).
    QList<QPointer<ClusterSession>> sessions;
    for (const ObjectSelection &object : objects) {
        keys.append(object.key());
        if (!contexts.contains(object.context))
            contexts.append(object.context);
        sessions.append(m_selection->sessionOf(object));
    }
    if (contexts.size() > 1)
        for (qsizetype i = 0; i < keys.size(); ++i)
            keys[i] = objects[i].context + QLatin1Char(':') + keys[i];
    // Not exec(): the window keeps running while the question is open. What it deletes is fixed now, by uid.
    const Kind *definition = Kinds::find(resource.group, resource.name);
    auto *dialog =
        new DeleteDialog(resource.kind, keys, contexts.join(QStringLiteral(", ")),
                         definition && definition->actions.testFlag(KindAction::GracefulDelete), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [sessions, objects, dialog] {
        for (qsizetype i = 0; i < objects.size(); ++i)
            if (ClusterSession *session = sessions[i])
                session->deleteObject(objects[i].resource, objects[i].namespaceName, objects[i].name,
                                      objects[i].uid, dialog->options());
    });
    dialog->open();
}

void ObjectActions::edit()
{
    const QList<ObjectSelection> objects = m_selection->objectsToActOn();
    if (objects.size() != 1 || !m_selection->sessionOf(objects.first()) || m_readOnly)
        return;
    const ObjectSelection object = objects.first();
    auto *editor = new YamlEditor(
        new ObjectEditor(m_selection->sessionOf(object), object.resource, object.namespaceName, object.name),
        object.context, m_window);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    connect(editor, &YamlEditor::saved, this, [this](const QString &key, const QString &resourceVersion) {
        Q_EMIT message(tr("%1 saved (resourceVersion %2)").arg(key, resourceVersion), 5000);
    });
    editor->show();
}

ManifestApplier *ObjectActions::newManifestApplier()
{
    return new ManifestApplier(m_session.get(), m_namespace);
}

void ObjectActions::newResource()
{
    if (!m_session)
        return;
    auto *dialog =
        new ManifestDialog(newManifestApplier(), m_context,
                           m_namespace.isEmpty() ? m_session->fallbackNamespace() : m_namespace, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void ObjectActions::applyFile()
{
    if (!m_session)
        return;
    auto *chooser = new QFileDialog(m_window, tr("Apply file"), QString(),
                                    tr("YAML manifests (*.yaml *.yml *.json);;All files (*)"));
    chooser->setObjectName(QStringLiteral("applyFileChooser"));
    chooser->setAttribute(Qt::WA_DeleteOnClose);
    chooser->setFileMode(QFileDialog::ExistingFile);
    connect(chooser, &QFileDialog::fileSelected, this, [this](const QString &path) {
        if (!m_session)
            return;
        auto *dialog =
            new ManifestDialog(newManifestApplier(), m_context, m_session->fallbackNamespace(), m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        dialog->applyFile(path);
    });
    chooser->open();
}

void ObjectActions::scale()
{
    const QList<ObjectSelection> objects = m_selection->objectsToActOn();
    if (objects.size() != 1 || m_readOnly)
        return;
    const ObjectSelection object = objects.first();
    auto *dialog = new QInputDialog(m_window);
    dialog->setObjectName(QStringLiteral("scaleDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Scale %1").arg(object.resource.kind));
    dialog->setLabelText(
        tr("Replicas of %1 %2 in context \"%3\":").arg(object.resource.kind, object.key(), object.context));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(0, maxScaleReplicas);
    const ObjectDetails *state = shownState();
    dialog->setIntValue(state ? std::max(0, state->desiredReplicas) : 0);
    QPointer<ClusterSession> session = m_selection->sessionOf(object);
    connect(dialog, &QInputDialog::intValueSelected, this, [session, object](int replicas) {
        if (session)
            session->patchObject(
                object.resource, object.namespaceName, object.name, object.uid, QStringLiteral("scale"),
                QJsonObject{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("replicas"), replicas}}}},
                tr("scale to %n replica(s)", nullptr, replicas));
    });
    dialog->open();
}

void ObjectActions::confirmPatch(const QString &objectName, const QString &title, const QString &question,
                                 const QString &action, std::function<QJsonObject()> makePatch)
{
    const QList<ObjectSelection> objects = m_selection->objectsToActOn();
    if (objects.size() != 1 || m_readOnly)
        return;
    const ObjectSelection object = objects.first();
    auto *box = new QMessageBox(QMessageBox::Question, title, question,
                                QMessageBox::Yes | QMessageBox::Cancel, m_window);
    box->setObjectName(objectName);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::Cancel);
    QPointer<ClusterSession> session = m_selection->sessionOf(object);
    connect(box, &QMessageBox::finished, this, [session, object, action, makePatch](int result) {
        if (result == QMessageBox::Yes && session)
            session->patchObject(object.resource, object.namespaceName, object.name, object.uid, {},
                                 makePatch(), action);
    });
    box->open();
}

void ObjectActions::restart()
{
    const ObjectSelection &object = m_selection->current();
    confirmPatch(
        QStringLiteral("restartConfirmation"), tr("Restart %1").arg(object.resource.kind),
        tr("Restart %1 %2 in context \"%3\"? Its pods are replaced by a rollout.")
            .arg(object.resource.kind, object.key(), object.context),
        tr("restart"), [] {
            // What kubectl rollout restart changes: a pod template annotation, so the controller rolls
            // out anew.
            const QJsonObject annotations{{QStringLiteral("kubectl.kubernetes.io/restartedAt"),
                                           QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
            return QJsonObject{
                {QStringLiteral("spec"),
                 QJsonObject{{QStringLiteral("template"),
                              QJsonObject{{QStringLiteral("metadata"),
                                           QJsonObject{{QStringLiteral("annotations"), annotations}}}}}}}};
        });
}

void ObjectActions::cordon(bool cordon)
{
    const QString name = m_selection->current().name;
    const QString context = m_selection->current().context;
    confirmPatch(
        QStringLiteral("cordonConfirmation"), cordon ? tr("Cordon node") : tr("Uncordon node"),
        cordon ? tr("Cordon node %1 in context \"%2\"? No new pods are scheduled on it.").arg(name, context)
               : tr("Uncordon node %1 in context \"%2\"? New pods may be scheduled on it again.")
                     .arg(name, context),
        cordon ? tr("cordon") : tr("uncordon"), [cordon] {
            return QJsonObject{
                {QStringLiteral("spec"), QJsonObject{{QStringLiteral("unschedulable"), cordon}}}};
        });
}

void ObjectActions::suspend(bool suspend)
{
    const QString key = m_selection->current().key();
    const QString context = m_selection->current().context;
    confirmPatch(
        QStringLiteral("suspendConfirmation"), suspend ? tr("Suspend CronJob") : tr("Resume CronJob"),
        suspend ? tr("Suspend CronJob %1 in context \"%2\"? It starts no new Jobs until resumed.")
                      .arg(key, context)
                : tr("Resume CronJob %1 in context \"%2\"?").arg(key, context),
        suspend ? tr("suspend") : tr("resume"), [suspend] {
            return QJsonObject{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("suspend"), suspend}}}};
        });
}

void ObjectActions::drain()
{
    const ObjectSelection object = m_selection->current();
    ClusterSession *session = m_selection->sessionOf(object);
    if (!session || m_readOnly)
        return;
    auto *dialog = new DrainDialog(new NodeDrainer(session, object.name), object.context, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void ObjectActions::trigger()
{
    const ObjectSelection object = m_selection->current();
    if (m_readOnly)
        return;
    auto *box =
        new QMessageBox(QMessageBox::Question, tr("Trigger CronJob"),
                        tr("Run CronJob %1 in context \"%2\" now? A Job is created from its template.")
                            .arg(object.key(), object.context),
                        QMessageBox::Yes | QMessageBox::Cancel, m_window);
    box->setObjectName(QStringLiteral("triggerConfirmation"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::Cancel);
    QPointer<ClusterSession> session = m_selection->sessionOf(object);
    connect(box, &QMessageBox::finished, this, [session, object](int result) {
        if (result == QMessageBox::Yes && session)
            session->triggerCronJob(object.resource, object.namespaceName, object.name, object.uid);
    });
    box->open();
}
