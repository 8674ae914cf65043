// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "portforwarddialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

PortForwardDialog::PortForwardDialog(const QString &target, const QList<kube::ForwardablePort> &ports,
                                     QWidget *parent)
    : QDialog(parent), m_remote(new QComboBox(this)), m_local(new QSpinBox(this)),
      m_address(new QComboBox(this)), m_browser(new QCheckBox(tr("Open in the browser"), this))
{
    setObjectName(QStringLiteral("portForwardDialog"));
    setWindowTitle(tr("Port forward to %1").arg(target));
    m_remote->setObjectName(QStringLiteral("remotePort"));
    m_local->setObjectName(QStringLiteral("localPort"));
    m_remote->setEditable(true);
    for (const kube::ForwardablePort &port : ports)
        m_remote->addItem(port.name.isEmpty() ? QString::number(port.number)
                                              : QStringLiteral("%1 (%2)").arg(port.number).arg(port.name),
                          QString::number(port.number));
    m_local->setRange(0, 65535);
    m_local->setSpecialValueText(tr("any free port"));
    m_address->addItem(QStringLiteral("127.0.0.1"));
    m_address->addItem(QStringLiteral("::1"));
    m_address->addItem(QStringLiteral("0.0.0.0"));
    m_address->setToolTip(tr("0.0.0.0 lets other machines reach the forward"));
    m_browser->setChecked(true);
    const auto followRemote = [this] {
        // The local port follows the remote one until the user sets it (below 1024 needs root: a free one).
        const int remote = remotePort().toInt();
        m_local->setValue(remote >= 1024 ? remote : 0);
    };
    connect(m_remote, &QComboBox::currentTextChanged, this, followRemote);
    followRemote();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Forward"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_remote, &QComboBox::currentTextChanged, this,
            [this, buttons] { buttons->button(QDialogButtonBox::Ok)->setEnabled(!remotePort().isEmpty()); });
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!remotePort().isEmpty());
    auto *form = new QFormLayout(this);
    form->addRow(tr("Port in the cluster:"), m_remote);
    form->addRow(tr("Local port:"), m_local);
    form->addRow(tr("Local address:"), m_address);
    form->addRow(QString(), m_browser);
    form->addRow(buttons);
    setMinimumWidth(fontMetrics().averageCharWidth() * 50);
}

QString PortForwardDialog::remotePort() const
{
    const int index = m_remote->findText(m_remote->currentText());
    if (index >= 0 && !m_remote->itemData(index).toString().isEmpty())
        return m_remote->itemData(index).toString();
    return m_remote->currentText().trimmed();
}

quint16 PortForwardDialog::localPort() const
{
    return quint16(m_local->value());
}

QString PortForwardDialog::address() const
{
    return m_address->currentText();
}

bool PortForwardDialog::openInBrowser() const
{
    return m_browser->isChecked();
}
