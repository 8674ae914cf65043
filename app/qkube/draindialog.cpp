// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "draindialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using kube::NodeDrainer;

namespace {
constexpr int stateColumn = 1;
// The Theme::Role a pod's state is drawn in, kept in its state cell (none: the palette's text colour).
constexpr int toneRole = Qt::UserRole + 1;
} // namespace

DrainDialog::DrainDialog(NodeDrainer *drainer, const QString &context, QWidget *parent)
    : QDialog(parent), m_drainer(drainer), m_status(new QLabel(this)), m_progress(new QProgressBar(this)),
      m_pods(new QTreeWidget(this))
{
    drainer->setParent(this);
    setObjectName(QStringLiteral("drainDialog"));
    setWindowTitle(tr("Drain node %1").arg(drainer->node()));
    m_status->setObjectName(QStringLiteral("drainStatus"));
    m_status->setWordWrap(true);
    m_status->setText(
        tr("Drain node %1 in context \"%2\"? It is cordoned, then every pod on it is evicted except "
           "DaemonSet and mirror "
           "pods. PodDisruptionBudgets are respected: a pod they protect waits until it may go.")
            .arg(drainer->node(), context));
    m_progress->hide();
    m_pods->setObjectName(QStringLiteral("drainPods"));
    m_pods->setHeaderLabels({tr("Pod"), tr("State"), tr("Tries"), tr("Why")});
    m_pods->setRootIsDecorated(false);
    m_pods->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_pods->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_pods->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_pods->hide();
    auto *buttons = new QDialogButtonBox(this);
    m_drain = buttons->addButton(tr("Drain"), QDialogButtonBox::DestructiveRole);
    m_drain->setObjectName(QStringLiteral("drainButton"));
    m_cancel = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancel->setObjectName(QStringLiteral("drainCancelButton"));
    m_cancel->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_progress);
    layout->addWidget(m_pods, 1);
    layout->addStretch(); // the question at the top until the pods show
    layout->addWidget(buttons);
    resize(620, 180);

    connect(m_drain, &QPushButton::clicked, this, [this] {
        m_drain->setEnabled(false);
        m_status->setText(tr("Cordoning %1 and listing its pods…").arg(m_drainer->node()));
        m_drainer->start();
    });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_drainer->running())
            m_drainer->cancel(); // the dialog stays to show where it stopped
        else
            reject();
    });
    connect(drainer, &NodeDrainer::started, this,
            [this](const QStringList &pods, const QStringList &skipped) {
                resize(std::max(width(), 760), std::max(height(), 420));
                m_pods->show();
                m_progress->show();
                m_progress->setRange(0, int(pods.size()));
                m_progress->setValue(0);
                for (const QString &pod : pods)
                    setPod(pod, NodeDrainer::PodState::Evicting, {}, 0);
                for (const QString &entry : skipped) {
                    auto *item =
                        new QTreeWidgetItem(m_pods, {entry.section(QStringLiteral(": "), 0, 0), tr("Skipped"),
                                                     QString(), entry.section(QStringLiteral(": "), 1)});
                    setStateTone(item, Theme::Role::MutedText);
                }
                m_status->setText(
                    tr("Evicting %n pod(s) from %1…", nullptr, int(pods.size())).arg(m_drainer->node()));
            });
    connect(drainer, &NodeDrainer::podChanged, this, &DrainDialog::setPod);
    connect(drainer, &NodeDrainer::finished, this, [this](const kube::Error &error) {
        m_cancel->setText(tr("Close"));
        if (!error)
            m_status->setText(
                tr("Node %1 is drained: %n pod(s) evicted.", nullptr, m_evicted).arg(m_drainer->node()));
        else if (error.kind() == kube::Error::Kind::Cancelled)
            m_status->setText(tr("Drain cancelled; node %1 stays cordoned.").arg(m_drainer->node()));
        else
            m_status->setText(tr("Drain of %1 failed: %2").arg(m_drainer->node(), error.toString()));
    });
}

void DrainDialog::setStateTone(QTreeWidgetItem *item, std::optional<Theme::Role> tone)
{
    item->setData(stateColumn, toneRole, tone ? QVariant(int(*tone)) : QVariant());
    item->setData(stateColumn, Qt::ForegroundRole,
                  tone ? QVariant(Theme(palette()).color(*tone)) : QVariant());
}

void DrainDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        for (int at = 0; at < m_pods->topLevelItemCount(); ++at) {
            QTreeWidgetItem *item = m_pods->topLevelItem(at);
            const QVariant tone = item->data(stateColumn, toneRole);
            setStateTone(item, tone.isValid() ? std::optional(Theme::Role(tone.toInt())) : std::nullopt);
        }
    QDialog::changeEvent(event);
}

QString DrainDialog::statusText() const
{
    return m_status->text();
}

void DrainDialog::setPod(const QString &pod, NodeDrainer::PodState state, const QString &detail, int attempts)
{
    QTreeWidgetItem *item = nullptr;
    for (int at = 0; at < m_pods->topLevelItemCount() && !item; ++at)
        if (m_pods->topLevelItem(at)->text(0) == pod)
            item = m_pods->topLevelItem(at);
    if (!item)
        item = new QTreeWidgetItem(m_pods, {pod});
    QString text;
    std::optional<Theme::Role> tone;
    switch (state) {
    case NodeDrainer::PodState::Evicting:
        text = tr("Evicting");
        break;
    case NodeDrainer::PodState::Blocked:
        text = tr("Blocked");
        tone = Theme::Role::WarningText;
        break;
    case NodeDrainer::PodState::Evicted:
        text = tr("Evicted");
        tone = Theme::Role::SuccessText;
        m_progress->setValue(++m_evicted);
        break;
    case NodeDrainer::PodState::Failed:
        text = tr("Failed");
        tone = Theme::Role::ErrorText;
        break;
    }
    item->setText(stateColumn, text);
    setStateTone(item, tone);
    item->setText(2, attempts > 0 ? QString::number(attempts) : QString());
    // A blocked pod keeps saying which budget holds it while it is retried.
    if (state != NodeDrainer::PodState::Evicting || attempts <= 1)
        item->setText(3, detail);
    item->setToolTip(3, item->text(3));
}
