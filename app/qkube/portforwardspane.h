// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "selectioncontroller.h"

#include <QWidget>

class ActionRegistry;
class DetailsPane;
class OpenClusters;
class PortForwards;
class QTableView;
class QToolButton;

// The bottom panel's Port forwards tab: every forward of every open cluster (PortForwards) with Start, Stop,
// Open in browser and Remove; and the Port forward… action that makes one for the selected pod, Service or
// workload.
class PortForwardsPane : public QWidget
{
    Q_OBJECT
public:
    PortForwardsPane(SelectionController *selection, DetailsPane *details, OpenClusters *clusters,
                     QWidget *parent = nullptr);

    void registerActions(ActionRegistry *registry);
    PortForwards *forwards() const { return m_forwards; }
    // Forwards the selected object's `remotePort` from `localPort` (0: a free one); the row.
    int forwardSelected(const QString &remotePort, quint16 localPort, const QString &address);

Q_SIGNALS:
    // A new forward wants the user to see the list.
    void shown();

protected:
    void changeEvent(QEvent *event) override;

private:
    // The selected object's forward target: a Pod serving portforward, a Service, or a workload with pods.
    bool canForward() const;
    void askAndForward();
    // Opens the forward of `row` in the browser once it listens (its local port is known then).
    void openWhenListening(int row);
    int currentRow() const;
    void updateButtons();
    void retranslate();

    SelectionController *m_selection;
    DetailsPane *m_details;
    OpenClusters *m_clusters;
    PortForwards *m_forwards;
    QTableView *m_view;
    QToolButton *m_start;
    QToolButton *m_stop;
    QToolButton *m_browser;
    QToolButton *m_remove;
};
