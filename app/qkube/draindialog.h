// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "theme.h"

#include "session/nodedrainer.h"

#include <QDialog>

class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

// Drain… for a node: asks first, then shows the drain as it goes: each pod's state (evicting, blocked by a
// PodDisruptionBudget with its words, evicted, failed) and tries, the pods left alone and why, and a progress
// bar. Cancel stops the retries (the node stays cordoned). Not modal to the application; owns its
// NodeDrainer.
class DrainDialog : public QDialog
{
    Q_OBJECT
public:
    DrainDialog(kube::NodeDrainer *drainer, const QString &context, QWidget *parent = nullptr);

    QTreeWidget *pods() const { return m_pods; }
    QPushButton *drainButton() const { return m_drain; }
    QPushButton *cancelButton() const { return m_cancel; }
    QString statusText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    // Draws a pod's state in `tone` (none: the palette's text colour), again whenever the palette changes.
    void setStateTone(QTreeWidgetItem *item, std::optional<Theme::Role> tone);
    void setPod(const QString &pod, kube::NodeDrainer::PodState state, const QString &detail, int attempts);

    kube::NodeDrainer *m_drainer;
    QLabel *m_status;
    QProgressBar *m_progress;
    QTreeWidget *m_pods;
    QPushButton *m_drain;
    QPushButton *m_cancel;
    int m_evicted = 0;
};
