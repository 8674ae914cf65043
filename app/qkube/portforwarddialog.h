// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "session/objectdetails.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

// The ports of a new forward: which port of the pod (or Service) — the object's known ports offered, any
// other typed — and which local port (the same number by default, as k9s does; 0 for a free one) on which
// address.
class PortForwardDialog : public QDialog
{
    Q_OBJECT
public:
    PortForwardDialog(const QString &target, const QList<kube::ForwardablePort> &ports,
                      QWidget *parent = nullptr);

    QString remotePort() const; // a number or a port's name
    quint16 localPort() const;
    QString address() const;
    bool openInBrowser() const;

private:
    QComboBox *m_remote;
    QSpinBox *m_local;
    QComboBox *m_address;
    QCheckBox *m_browser;
};
