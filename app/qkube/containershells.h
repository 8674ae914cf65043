// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "selectioncontroller.h"

#include <QList>
#include <QObject>
#include <QPointer>

class ActionRegistry;
class BottomPanel;
class DetailsPane;
class OpenClusters;
class ShellPage;

// Shells and attaches into the selected pod's containers: each a ShellPage, a tab of the bottom panel or a
// window of its own, several at once. Shell opens straight into the pod's default container with the command
// last used for its workload (sh at first); Shell… asks for the container and the command, and remembers the
// command for the workload (its Deployment, StatefulSet, ... or the pod itself). A cluster that closes ends
// its sessions; their pages stay, read-only, until closed.
class ContainerShells : public QObject
{
    Q_OBJECT
public:
    ContainerShells(SelectionController *selection, DetailsPane *details, OpenClusters *clusters,
                    BottomPanel *panel, QWidget *window);
    ~ContainerShells() override;

    void registerActions(ActionRegistry *registry);
    QList<ShellPage *> pages() const;
    // Opens a shell (or an attach) in `container` of the selected pod, running `command`.
    ShellPage *open(const QString &container, const QStringList &command, bool attach);
    // The command remembered for the selected pod's workload ("sh" when none is).
    QString rememberedCommand() const;

private:
    // The selected object, when it is a pod whose resource serves `subresource` ("exec", "attach") and whose
    // containers the details pane shows.
    const kube::ObjectDetails *shownPod(const char *subresource) const;
    void shell(bool ask);
    void attach();
    // The container a shell opens in: kubectl's default-container annotation, else the first regular one.
    static QString defaultContainer(const kube::ObjectDetails &pod);
    QString workloadKey(const kube::ObjectDetails &pod) const;
    void popOut(ShellPage *page);
    void closePage(ShellPage *page);
    void endSessionsOf(const QString &context);

    SelectionController *m_selection;
    DetailsPane *m_details;
    OpenClusters *m_clusters;
    BottomPanel *m_panel;
    QWidget *m_window;
    QList<QPointer<ShellPage>> m_pages;
};
