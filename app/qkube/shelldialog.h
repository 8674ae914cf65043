// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;

// Which container of a pod a shell opens in, and with which command: the picker Shell… shows when a pod has
// several containers, or when the user asks for a command of their own.
class ShellDialog : public QDialog
{
    Q_OBJECT
public:
    ShellDialog(const QString &pod, const QStringList &containers, const QString &container,
                const QString &command, QWidget *parent = nullptr);

    QString container() const;
    // The command as the user typed it, split into words as a shell would (quotes kept together).
    QStringList command() const;
    QString commandText() const;

private:
    QComboBox *m_containers;
    QLineEdit *m_command;
};
