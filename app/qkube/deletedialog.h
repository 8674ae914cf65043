// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "session/clustersession.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;

// Asks before deleting: names the objects it will delete (their count and list, with the context), and lets
// the user choose how dependents go (background, foreground, orphan) and, for pods, the grace period or a
// forced delete. Not modal to the application: the window keeps running while it is open.
class DeleteDialog : public QDialog
{
    Q_OBJECT
public:
    // `objects`: "namespace/name" (or "name") of each object; `pods`: whether they are pods (grace period,
    // force).
    DeleteDialog(const QString &kind, const QStringList &objects, const QString &context, bool pods,
                 QWidget *parent = nullptr);

    QString text() const;
    kube::DeleteOptions options() const;
    QPushButton *deleteButton() const { return m_delete; }

private:
    QLabel *m_question;
    QPlainTextEdit *m_list;
    QComboBox *m_propagation;
    QSpinBox *m_grace = nullptr;
    QCheckBox *m_force = nullptr;
    QPushButton *m_delete;
};
