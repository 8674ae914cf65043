// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "fuzzypicker.h"

#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTextLayout>
#include <QVBoxLayout>

using namespace kube;

namespace {

constexpr int pickerWidth = 640;
constexpr int visibleRows = 12;
constexpr int windowMargin = 24;

// A row: icon, the text with the matched characters bold in the highlight colour, the detail right-aligned.
class MatchDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString text = opt.text;
        opt.text.clear();
        QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
        QRect rect =
            style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget).adjusted(2, 0, -4, 0);

        const bool selected = opt.state & QStyle::State_Selected;
        const QPalette::ColorRole textRole = selected ? QPalette::HighlightedText : QPalette::Text;
        const QString detail = index.data(FuzzyResultsModel::DetailRole).toString();
        painter->save();
        if (!detail.isEmpty()) {
            QColor dim = opt.palette.color(textRole);
            dim.setAlphaF(0.6);
            painter->setPen(dim);
            // A few pixels of slack: elidedText() measures a little wider than horizontalAdvance().
            const int width = std::min(opt.fontMetrics.horizontalAdvance(detail) + 4, rect.width() / 2);
            painter->drawText(QRect(rect.right() - width, rect.top(), width, rect.height()),
                              Qt::AlignVCenter | Qt::AlignRight,
                              opt.fontMetrics.elidedText(detail, Qt::ElideLeft, width));
            rect.setRight(rect.right() - width - 12);
        }
        QTextLayout layout(text, opt.font);
        QList<QTextLayout::FormatRange> ranges;
        QTextCharFormat matched;
        matched.setFontWeight(QFont::Bold);
        if (!selected)
            matched.setForeground(opt.palette.color(QPalette::Link));
        for (int at : index.data(FuzzyResultsModel::PositionsRole).value<QList<int>>())
            ranges.append({at, 1, matched});
        layout.setFormats(ranges);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        line.setLineWidth(1e6); // one line; what passes the rectangle is clipped
        layout.endLayout();
        painter->setClipRect(rect);
        painter->setPen(opt.palette.color(textRole));
        layout.draw(painter, QPointF(rect.left(), rect.top() + (rect.height() - line.height()) / 2));
        painter->restore();
    }
};

} // namespace

FuzzyPicker::FuzzyPicker(QWidget *window)
    : QFrame(window), m_model(new FuzzyResultsModel(this)), m_input(new QLineEdit(this)),
      m_list(new QListView(this)), m_hint(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setFocusProxy(m_input);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(4);
    m_input->setObjectName(QStringLiteral("pickerInput"));
    m_input->setClearButtonEnabled(true);
    m_list->setObjectName(QStringLiteral("pickerList"));
    m_list->setModel(m_model);
    m_list->setItemDelegate(new MatchDelegate(m_list));
    m_list->setFocusPolicy(Qt::NoFocus); // the typing stays in the line; the keys that move are forwarded
    m_list->setUniformItemSizes(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_hint->setObjectName(QStringLiteral("pickerHint"));
    QFont small = m_hint->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_hint->setFont(small);
    m_hint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_input);
    layout->addWidget(m_list);
    layout->addWidget(m_hint);
    m_input->installEventFilter(this);
    window->installEventFilter(this); // follows the window's size
    connect(m_input, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_model->setQuery(text);
        m_list->setCurrentIndex(m_model->index(0));
        place();
    });
    connect(m_list, &QListView::clicked, this, [this](const QModelIndex &index) {
        choose(index.row(), QApplication::keyboardModifiers() & Qt::ControlModifier);
    });
    hide();
}

void FuzzyPicker::popup(const QList<FuzzyCandidate> &candidates, const QString &placeholder,
                        const QString &typed, const QString &freeTextLabel)
{
    if (!isVisible())
        m_returnFocus = QApplication::focusWidget();
    m_model->setFreeTextLabel(freeTextLabel);
    m_model->setCandidates(candidates);
    m_input->setPlaceholderText(placeholder);
    {
        const QSignalBlocker block(m_input);
        m_input->setText(typed);
    }
    m_model->setQuery(typed);
    m_list->setCurrentIndex(m_model->index(0));
    place();
    show();
    raise();
    m_input->setFocus(Qt::PopupFocusReason);
}

void FuzzyPicker::setHint(const QString &hint)
{
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
}

void FuzzyPicker::dismiss()
{
    if (!isVisible())
        return;
    hide();
    if (m_returnFocus)
        m_returnFocus->setFocus(Qt::OtherFocusReason);
}

void FuzzyPicker::place()
{
    const QWidget *window = parentWidget();
    const int width = std::min(pickerWidth, window->width() - 2 * windowMargin);
    const int rowHeight = std::max(m_list->sizeHintForRow(0), fontMetrics().height() + 4);
    const int rows = std::clamp(m_model->rowCount(), 1, visibleRows); // as tall as the matches, up to a point
    m_list->setFixedHeight(rows * rowHeight + 2 * m_list->frameWidth());
    adjustSize();
    setGeometry((window->width() - width) / 2, windowMargin, width, sizeHint().height());
}

void FuzzyPicker::choose(int row, bool beside)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    // Closed first: what the choice opens may take the focus.
    if (m_model->isFreeTextRow(row)) {
        const QString text = m_model->index(row).data(FuzzyResultsModel::FreeTextRole).toString();
        dismiss();
        Q_EMIT freeTextChosen(text, beside);
        return;
    }
    const FuzzyCandidate candidate = *m_model->candidate(row);
    dismiss();
    Q_EMIT chosen(candidate, beside);
}

bool FuzzyPicker::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget()) {
        if (event->type() == QEvent::Resize && isVisible())
            place();
        return false;
    }
    if (watched != m_input)
        return false;
    if (event->type() == QEvent::FocusOut) {
        // Focus gone to another part of the window (a click elsewhere): the popup has no business staying.
        const auto reason = static_cast<QFocusEvent *>(event)->reason();
        if (reason != Qt::PopupFocusReason && reason != Qt::ActiveWindowFocusReason && isVisible())
            hide();
        return false;
    }
    if (event->type() != QEvent::KeyPress)
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    const int row = m_list->currentIndex().row();
    const int count = m_model->rowCount();
    switch (key->key()) {
    case Qt::Key_Down:
    case Qt::Key_Up:
        if (count > 0) {
            const int step = key->key() == Qt::Key_Down ? 1 : -1;
            m_list->setCurrentIndex(m_model->index(((row < 0 ? -step : row) + step + count) % count));
        }
        return true;
    case Qt::Key_PageDown:
    case Qt::Key_PageUp:
        QApplication::sendEvent(m_list, event);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        choose(row, key->modifiers() & Qt::ControlModifier);
        return true;
    case Qt::Key_Escape:
        dismiss();
        return true;
    default:
        return false;
    }
}
