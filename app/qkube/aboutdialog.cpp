// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "aboutdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("About qkube"));
    auto *layout = new QVBoxLayout(this);

    auto *title = new QLabel(tr("qkube %1").arg(QStringLiteral(QKUBE_VERSION)), this);
    title->setObjectName(QStringLiteral("title"));
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    title->setFont(titleFont);
    layout->addWidget(title);
    auto *description = new QLabel(
        tr("A native Kubernetes cluster explorer, fast on clusters of 100k pods, built on libqkube-engine, "
           "client-go in C++."),
        this);
    description->setObjectName(QStringLiteral("description"));
    description->setWordWrap(true);
    layout->addWidget(description);

    // Qt's runtime version can differ from the headers' when the distribution updates Qt under qkube.
    m_versions = {
        {tr("qkube"), QStringLiteral(QKUBE_VERSION)},
        {tr("Engine (libqkube-engine)"), QStringLiteral(QKUBE_ENGINE_VERSION)},
        {tr("Qt"),
         tr("%1 (built with %2)").arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))}};
    auto *form = new QFormLayout;
    for (const auto &[name, version] : std::as_const(m_versions)) {
        auto *value = new QLabel(version, this);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form->addRow(tr("%1:").arg(name), value);
    }
    auto *licence = new QLabel(
        tr("<a href=\"https://www.apache.org/licenses/LICENSE-2.0\">Apache License 2.0</a> (Apache-2.0)"),
        this);
    licence->setObjectName(QStringLiteral("licence"));
    licence->setOpenExternalLinks(true);
    form->addRow(tr("Licence:"), licence);
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}
