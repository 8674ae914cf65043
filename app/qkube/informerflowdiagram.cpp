// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "informerflowdiagram.h"

#include "models/informerinspectormodel.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace {
constexpr int boxGap = 28; // room for an arrow between two boxes
constexpr int margin = 8;
constexpr int numberLines = 3;
} // namespace

InformerFlowDiagram::InformerFlowDiagram(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void InformerFlowDiagram::setSnapshot(const std::optional<kube::InformerSnapshot> &snapshot)
{
    m_snapshot = snapshot;
    update();
}

QString InformerFlowDiagram::stageName(Stage stage)
{
    switch (stage) {
    case ReflectorStage:
        return tr("Reflector");
    case FifoStage:
        return tr("DeltaFIFO");
    case IndexerStage:
        return tr("Indexer");
    case ProcessorStage:
        return tr("processor");
    case ListenersStage:
        return tr("listeners");
    case ModelsStage:
        return tr("models");
    case StageCount:
        break;
    }
    return {};
}

QString InformerFlowDiagram::stageExplanation(Stage stage)
{
    switch (stage) {
    case ReflectorStage:
        return tr("The Reflector lists the resource (in pages), then watches it from the list's "
                  "resourceVersion, with bookmarks. "
                  "When the server answers 410 Expired it lists again; after a failure it backs off (0.8 s, "
                  "doubling, up to 30 s).");
    case FifoStage:
        return tr("The DeltaFIFO is a queue of keys, each with the changes (deltas) not yet applied, in "
                  "arrival order. "
                  "A relist queues Replaced for every listed object and Deleted for every object the list no "
                  "longer has.");
    case IndexerStage:
        return tr("The Indexer is the cache: every object by namespace/name, with indexes (by namespace, by "
                  "node, ...). "
                  "Views and listers read it from any thread; only the informer writes it.");
    case ProcessorStage:
        return tr("The processor hands each change, after the Indexer has it, to every registered handler, "
                  "in order, without waiting for any of them.");
    case ListenersStage:
        return tr(
            "Each handler has its own listener: a buffer and a thread, so a slow handler delays only itself. "
            "Pending is what waits in the buffer; lag is how long the handler has had work waiting.");
    case ModelsStage:
        return tr("The handlers of the window turn objects into table rows off the GUI thread and send them "
                  "in batches, at most every 50 ms; "
                  "the table models apply each batch with the fewest changes.");
    case StageCount:
        break;
    }
    return {};
}

QStringList InformerFlowDiagram::stageNumbers(Stage stage, const kube::InformerSnapshot &s)
{
    switch (stage) {
    case ReflectorStage:
        return {
            kube::InformerInspectorModel::stateText(s),
            tr("%1 lists, %2 relists, %3 × 410")
                .arg(s.reflector.lists)
                .arg(s.reflector.relists)
                .arg(s.reflector.expired),
            tr("%1 received")
                .arg(QLocale().formattedDataSize(s.bytesReceived, 1, QLocale::DataSizeTraditionalFormat))};
    case FifoStage:
        return {tr("%1 queued").arg(s.fifoDepth)};
    case IndexerStage:
        return {tr("%1 objects").arg(s.objects),
                s.indexes.isEmpty() ? QString()
                                    : tr("indexes: %1").arg(s.indexes.join(QStringLiteral(", ")))};
    case ProcessorStage:
        return {tr("%1 events").arg(s.events()), tr("%1 handlers").arg(s.listeners.size())};
    case ListenersStage: {
        qsizetype pending = 0;
        qint64 lag = 0;
        for (const kube::InformerSnapshot::Listener &listener : s.listeners) {
            pending += listener.pending;
            lag = std::max(lag, listener.lagMs);
        }
        return {tr("%1 pending").arg(pending), tr("lag %1").arg(kube::InformerInspectorModel::ageText(lag))};
    }
    case ModelsStage:
        return {};
    case StageCount:
        break;
    }
    return {};
}

QRect InformerFlowDiagram::stageRect(Stage stage) const
{
    const int width = (this->width() - 2 * margin - (StageCount - 1) * boxGap) / StageCount;
    return QRect(margin + stage * (width + boxGap), margin, std::max(width, 10), height() - 2 * margin);
}

QSize InformerFlowDiagram::sizeHint() const
{
    return QSize(StageCount * 150, minimumSizeHint().height());
}

QSize InformerFlowDiagram::minimumSizeHint() const
{
    return QSize(StageCount * 60, (numberLines + 1) * fontMetrics().height() + 2 * margin + 10);
}

bool InformerFlowDiagram::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        for (int stage = 0; stage < StageCount; ++stage) {
            if (stageRect(Stage(stage)).contains(help->pos())) {
                QToolTip::showText(help->globalPos(),
                                   QStringLiteral("<b>%1</b><br>%2")
                                       .arg(stageName(Stage(stage)), stageExplanation(Stage(stage))),
                                   this);
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void InformerFlowDiagram::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &colours = palette();
    const int line = fontMetrics().height();
    for (int stage = 0; stage < StageCount; ++stage) {
        const QRect box = stageRect(Stage(stage));
        painter.setPen(colours.color(QPalette::Mid));
        painter.setBrush(colours.color(QPalette::AlternateBase));
        painter.drawRoundedRect(box, 6, 6);
        painter.setPen(colours.color(QPalette::Text));
        QFont bold = font();
        bold.setBold(true);
        painter.setFont(bold);
        painter.drawText(box.adjusted(4, 4, -4, 0), Qt::AlignHCenter | Qt::AlignTop,
                         fontMetrics().elidedText(stageName(Stage(stage)), Qt::ElideRight, box.width() - 8));
        painter.setFont(font());
        if (m_snapshot) {
            const QStringList numbers = stageNumbers(Stage(stage), *m_snapshot);
            for (int i = 0; i < std::min<int>(int(numbers.size()), numberLines); ++i)
                painter.drawText(QRect(box.left() + 4, box.top() + 4 + (i + 1) * line, box.width() - 8, line),
                                 Qt::AlignHCenter,
                                 fontMetrics().elidedText(numbers[i], Qt::ElideRight, box.width() - 8));
        }
        if (stage + 1 < StageCount) {
            const int y = box.center().y();
            const QPoint from(box.right() + 3, y), to(box.right() + boxGap - 3, y);
            painter.setPen(QPen(colours.color(QPalette::Text), 1.5));
            painter.drawLine(from, to);
            QPainterPath head;
            head.moveTo(to);
            head.lineTo(to + QPoint(-6, -4));
            head.lineTo(to + QPoint(-6, 4));
            head.closeSubpath();
            painter.fillPath(head, colours.color(QPalette::Text));
        }
    }
}
