// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/filecopy.h"
#include "selectioncontroller.h"

#include <QObject>

class ActionRegistry;
class DetailsPane;
class FileCopyDialog;
class OpenClusters;

// Download… and Upload… on the selected pod: files and folders copied out of and into its containers, as
// kubectl cp does (FileCopyDialog), enabled when the pod's resource serves exec (cp is tar through exec).
class ContainerFiles : public QObject
{
    Q_OBJECT
public:
    ContainerFiles(SelectionController *selection, DetailsPane *details, OpenClusters *clusters,
                   QWidget *window);
    void registerActions(ActionRegistry *registry);
    // The dialog for the selected pod (not shown: the caller shows it); null when no pod is selected.
    FileCopyDialog *newDialog(kube::FileCopy::Direction direction);

private:
    bool podSelected() const;

    SelectionController *m_selection;
    DetailsPane *m_details;
    OpenClusters *m_clusters;
    QWidget *m_window;
};
