// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "deletedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {
// kubectl's --grace-period range that makes sense to offer; -1 means the pod's own
// terminationGracePeriodSeconds.
constexpr int maxGracePeriodSeconds = 3600;
} // namespace

DeleteDialog::DeleteDialog(const QString &kind, const QStringList &objects, const QString &context, bool pods,
                           QWidget *parent)
    : QDialog(parent), m_question(new QLabel(this)), m_list(new QPlainTextEdit(this)),
      m_propagation(new QComboBox(this))
{
    setObjectName(QStringLiteral("deleteConfirmation"));
    setWindowTitle(tr("Delete %1").arg(kind));
    m_question->setWordWrap(true);
    m_question->setText(
        objects.size() == 1
            ? tr("Delete %1 %2 in context \"%3\"?").arg(kind, objects.first(), context)
            : tr("Delete these %n %1 objects in context \"%2\"?", nullptr, int(objects.size()))
                  .arg(kind, context));
    m_list->setObjectName(QStringLiteral("deleteList"));
    m_list->setReadOnly(true);
    m_list->setPlainText(objects.join(QLatin1Char('\n')));
    m_list->setVisible(objects.size() > 1);
    m_propagation->setObjectName(QStringLiteral("propagationCombo"));
    m_propagation->addItem(tr("Background: delete it now, its dependents after"),
                           int(kube::DeleteOptions::Propagation::Background));
    m_propagation->addItem(tr("Foreground: delete its dependents first"),
                           int(kube::DeleteOptions::Propagation::Foreground));
    m_propagation->addItem(tr("Orphan: keep its dependents"), int(kube::DeleteOptions::Propagation::Orphan));
    auto *form = new QFormLayout;
    form->addRow(tr("Dependents:"), m_propagation);
    if (pods) {
        m_grace = new QSpinBox(this);
        m_grace->setObjectName(QStringLiteral("gracePeriodSpin"));
        m_grace->setRange(-1, maxGracePeriodSeconds);
        m_grace->setValue(-1);
        m_grace->setSpecialValueText(tr("the pod's own"));
        m_grace->setSuffix(tr(" s"));
        m_force = new QCheckBox(tr("Force: do not wait for the kubelet (grace period 0)"), this);
        m_force->setObjectName(QStringLiteral("forceBox"));
        connect(m_force, &QCheckBox::toggled, m_grace, &QWidget::setDisabled);
        form->addRow(tr("Grace period:"), m_grace);
        form->addRow(QString(), m_force);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_delete = buttons->addButton(tr("Delete"), QDialogButtonBox::DestructiveRole);
    m_delete->setObjectName(QStringLiteral("deleteButton"));
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    connect(m_delete, &QPushButton::clicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    // As large as its contents, whatever their language: a dialog left resizable could be made narrower than
    // its question needs and cut its wrapped lines (a window does not grow taller for a wrapping label).
    layout->setSizeConstraint(QLayout::SetFixedSize);
    layout->addWidget(m_question);
    layout->addWidget(m_list);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QString DeleteDialog::text() const
{
    return m_question->text() + (!m_list->isHidden() ? QLatin1Char('\n') + m_list->toPlainText() : QString());
}

kube::DeleteOptions DeleteDialog::options() const
{
    kube::DeleteOptions options;
    options.propagation = kube::DeleteOptions::Propagation(m_propagation->currentData().toInt());
    if (m_force && m_force->isChecked())
        options.gracePeriodSeconds = 0;
    else if (m_grace)
        options.gracePeriodSeconds = m_grace->value();
    return options;
}
