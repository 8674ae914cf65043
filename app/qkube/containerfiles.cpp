// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "containerfiles.h"
#include "actionpermissions.h"
#include "actionregistry.h"
#include "detailspane.h"
#include "filecopydialog.h"
#include "openclusters.h"
#include "printers/builtinkinds.h"

using namespace kube;

ContainerFiles::ContainerFiles(SelectionController *selection, DetailsPane *details, OpenClusters *clusters,
                               QWidget *window)
    : QObject(window), m_selection(selection), m_details(details), m_clusters(clusters), m_window(window)
{
}

void ContainerFiles::registerActions(ActionRegistry *registry)
{
    const auto open = [this](FileCopy::Direction direction) {
        if (FileCopyDialog *dialog = newDialog(direction)) {
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->show(); // not modal: a long copy must not hold the window
        }
    };
    registry->add(
        {"downloadAction",
         QT_TRANSLATE_NOOP("MainWindow", "Do&wnload…"),
         QT_TRANSLATE_NOOP("MainWindow", "Copy a file or folder out of the container, as kubectl cp does"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         [this] { return podSelected(); },
         [open](bool) { open(FileCopy::Direction::Download); },
         [this] {
             return m_selection->permissions()->refusalFor(QStringLiteral("create"), {},
                                                           QLatin1String(kube::BuiltinKinds::pods.resource),
                                                           QStringLiteral("exec"));
         }});
    registry->add(
        {"uploadAction",
         QT_TRANSLATE_NOOP("MainWindow", "U&pload…"),
         QT_TRANSLATE_NOOP("MainWindow", "Copy a file or folder into the container, as kubectl cp does"),
         {},
         {},
         Qt::WindowShortcut,
         false,
         [this] { return podSelected(); },
         [open](bool) { open(FileCopy::Direction::Upload); },
         [this] {
             return m_selection->permissions()->refusalFor(QStringLiteral("create"), {},
                                                           QLatin1String(kube::BuiltinKinds::pods.resource),
                                                           QStringLiteral("exec"));
         }});
}

bool ContainerFiles::podSelected() const
{
    const QList<ObjectSelection> objects = m_selection->objectsToActOn();
    if (objects.size() != 1)
        return false;
    ClusterSession *session = m_clusters->session(objects.first().context);
    // What discovery says the cluster serves (the table's resource may predate discovery): cp is tar through
    // exec.
    const ApiResource *served =
        session ? session->findResource(objects.first().resource.group, objects.first().resource.name)
                : nullptr;
    return served && served->subresources.contains(QLatin1String("exec")) && m_details->hasObject() &&
           m_details->shownDetails().uid == objects.first().uid &&
           !m_details->shownDetails().containers.isEmpty();
}

FileCopyDialog *ContainerFiles::newDialog(FileCopy::Direction direction)
{
    if (!podSelected())
        return nullptr;
    const ObjectSelection object = m_selection->objectsToActOn().first();
    const ObjectDetails &pod = m_details->shownDetails();
    QStringList containers;
    QString first;
    for (const PodContainer &container : pod.containers) {
        containers.append(container.name);
        if (first.isEmpty() && container.kind == PodContainer::Kind::Regular)
            first = container.name;
    }
    return new FileCopyDialog(direction, m_clusters->session(object.context)->config(), object.namespaceName,
                              object.name, containers, first, m_window);
}
