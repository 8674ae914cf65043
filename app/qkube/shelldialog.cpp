// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "shelldialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QProcess>

ShellDialog::ShellDialog(const QString &pod, const QStringList &containers, const QString &container,
                         const QString &command, QWidget *parent)
    : QDialog(parent), m_containers(new QComboBox(this)), m_command(new QLineEdit(this))
{
    setObjectName(QStringLiteral("shellDialog"));
    setWindowTitle(tr("Shell in %1").arg(pod));
    m_containers->setObjectName(QStringLiteral("shellContainer"));
    m_command->setObjectName(QStringLiteral("shellCommand"));
    m_containers->addItems(containers);
    m_containers->setCurrentText(container);
    m_command->setText(command);
    m_command->setPlaceholderText(QStringLiteral("sh"));
    m_command->setToolTip(tr("The program to run, e.g. bash; remembered for this workload"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Container:"), m_containers);
    form->addRow(tr("Command:"), m_command);
    form->addRow(buttons);
    m_command->setFocus();
    m_command->selectAll();
    setMinimumWidth(fontMetrics().averageCharWidth() * 50);
}

QString ShellDialog::container() const
{
    return m_containers->currentText();
}

QString ShellDialog::commandText() const
{
    const QString text = m_command->text().trimmed();
    return text.isEmpty() ? QStringLiteral("sh") : text;
}

QStringList ShellDialog::command() const
{
    return QProcess::splitCommand(commandText());
}
