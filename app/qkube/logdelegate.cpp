// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "logdelegate.h"
#include "theme.h"

#include "models/logmodel.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

#include <cmath>

namespace {

constexpr int horizontalPadding = 4;
constexpr int tabColumns = 8;
// A wrapped row taller than this is cut (the model already caps a line at LogModel::maxShownChars).
constexpr int maxWrappedLines = 500;

QColor resolve(const kube::TermColor &color, bool dark)
{
    if (color.type == kube::TermColor::Type::Palette)
        return QColor::fromRgb(kube::AnsiSgr::paletteColor(int(color.value), dark));
    return QColor::fromRgb(QRgb(0xff000000u | color.value));
}

QTextCharFormat formatOf(const kube::SgrStyle &style, const QPalette &palette, bool dark)
{
    QColor foreground =
        style.foreground.isDefault() ? palette.color(QPalette::Text) : resolve(style.foreground, dark);
    QColor background = style.background.isDefault() ? QColor() : resolve(style.background, dark);
    if (style.flags & kube::SgrStyle::Inverse) {
        const QColor oldForeground = foreground;
        foreground = background.isValid() ? background : palette.color(QPalette::Base);
        background = oldForeground;
    }
    if (style.flags & kube::SgrStyle::Faint)
        foreground.setAlphaF(0.6f);
    QTextCharFormat format;
    format.setForeground(foreground);
    if (background.isValid())
        format.setBackground(background);
    if (style.flags & kube::SgrStyle::Bold)
        format.setFontWeight(QFont::Bold);
    if (style.flags & kube::SgrStyle::Italic)
        format.setFontItalic(true);
    if (style.flags & kube::SgrStyle::Underline)
        format.setFontUnderline(true);
    if (style.flags & kube::SgrStyle::Strike)
        format.setFontStrikeOut(true);
    return format;
}

} // namespace

LogDelegate::LogDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

void LogDelegate::setFont(const QFont &font)
{
    m_font = font;
    m_charWidth = QFontMetricsF(font).horizontalAdvance(QLatin1Char('M'));
}

void LogDelegate::setWrap(bool wrap, int width)
{
    m_wrap = wrap;
    m_wrapWidth = width;
}

int LogDelegate::lineHeight() const
{
    return QFontMetrics(m_font).lineSpacing();
}

int LogDelegate::rowHeight(int columns) const
{
    if (!m_wrap)
        return lineHeight();
    const int perLine = std::max(1, int((m_wrapWidth - 2 * horizontalPadding) / m_charWidth));
    return std::clamp((columns + perLine - 1) / perLine, 1, maxWrappedLines) * lineHeight();
}

int LogDelegate::contentWidth() const
{
    return 2 * horizontalPadding + int(std::ceil(m_contentColumns * m_charWidth));
}

void LogDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QPalette &palette = option.palette;
    const Theme theme(palette);
    const bool dark = theme.isDark();
    painter->save();
    painter->setClipRect(option.rect);
    if (option.state & QStyle::State_Selected)
        painter->fillRect(option.rect, palette.brush(QPalette::Highlight).color().lighter(dark ? 100 : 160));

    QString line;
    QList<QTextLayout::FormatRange> formats;
    QColor dim = palette.color(QPalette::Text);
    dim.setAlphaF(0.55f);
    const QString timestamp = index.data(kube::LogModel::TimestampRole).toString();
    if (!timestamp.isEmpty()) {
        QTextCharFormat format;
        format.setForeground(dim);
        formats.append({0, int(timestamp.size()), format});
        line += timestamp + QLatin1Char(' ');
    }
    const QString prefix = index.data(kube::LogModel::PrefixRole).toString();
    if (!prefix.isEmpty()) {
        QTextCharFormat format;
        format.setForeground(
            kube::LogModel::sourceColor(index.data(kube::LogModel::PrefixColorRole).toInt(), dark));
        formats.append({int(line.size()), int(prefix.size()), format});
        line += prefix + QLatin1Char(' ');
    }
    const int textStart = int(line.size());
    const auto kind = kube::LogLine::Kind(index.data(kube::LogModel::KindRole).toInt());
    const kube::SgrText message = index.data(kube::LogModel::MessageRole).value<kube::SgrText>();
    const QColor markerColor =
        kind == kube::LogLine::Kind::ContainerRestarted ? theme.color(Theme::Role::RestartMarker) : dim;
    line += message.text;
    if (kind == kube::LogLine::Kind::Text) {
        for (const kube::SgrRun &run : message.runs)
            formats.append({textStart + run.start, run.length, formatOf(run.style, palette, dark)});
        if (message.truncated) {
            QTextCharFormat format;
            format.setForeground(dim);
            formats.append({int(line.size()), 1, format});
            line += QChar(0x2026); // …
        }
    } else {
        // A reconnect is a quiet note; a restart is a separator worth noticing.
        QTextCharFormat format;
        format.setFontItalic(true);
        format.setForeground(markerColor);
        if (kind == kube::LogLine::Kind::ContainerRestarted)
            format.setFontWeight(QFont::Bold);
        formats.append({textStart, int(message.text.size()), format});
    }
    if (!m_search.isEmpty() && index.data(kube::LogModel::MatchCountRole).toInt() > 0) {
        const int current = index.data(kube::LogModel::CurrentMatchRole).toInt();
        int occurrence = 0;
        for (qsizetype at = message.text.indexOf(m_search, 0, Qt::CaseInsensitive); at >= 0;
             at = message.text.indexOf(m_search, at + m_search.size(), Qt::CaseInsensitive), ++occurrence) {
            QTextCharFormat format;
            format.setBackground(theme.color(occurrence == current ? Theme::Role::CurrentSearchMatchBackground
                                                                   : Theme::Role::SearchMatchBackground));
            format.setForeground(theme.color(Theme::Role::SearchMatchText));
            formats.append({textStart + int(at), int(m_search.size()), format});
        }
    }

    QTextLayout layout(line, m_font);
    QTextOption textOption;
    // Anywhere, like a terminal: the row height was estimated from character cells.
    textOption.setWrapMode(m_wrap ? QTextOption::WrapAnywhere : QTextOption::NoWrap);
    textOption.setTabStopDistance(tabColumns * m_charWidth);
    layout.setTextOption(textOption);
    layout.setFormats(formats);
    const qreal width = option.rect.width() - 2 * horizontalPadding;
    const int height = lineHeight();
    layout.beginLayout();
    qreal y = 0;
    for (QTextLine textLine = layout.createLine(); textLine.isValid(); textLine = layout.createLine()) {
        textLine.setLineWidth(width);
        textLine.setPosition(QPointF(0, y));
        y += height;
        if (y >= option.rect.height())
            break;
    }
    layout.endLayout();
    const QPointF origin(option.rect.left() + horizontalPadding, option.rect.top());
    layout.draw(painter, origin);

    if (kind != kube::LogLine::Kind::Text && layout.lineCount() > 0) {
        // The separator runs from the marker's text to the row's end.
        const qreal x = origin.x() + layout.lineAt(0).naturalTextWidth() + m_charWidth;
        const qreal middle = option.rect.top() + height / 2.0;
        QPen pen(markerColor);
        pen.setStyle(kind == kube::LogLine::Kind::ContainerRestarted ? Qt::SolidLine : Qt::DotLine);
        painter->setPen(pen);
        painter->drawLine(QPointF(x, middle), QPointF(option.rect.right() - horizontalPadding, middle));
    }
    painter->restore();
}
