// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "descriptionview.h"
#include "describewords.h"
#include "theme.h"

#include <QCoreApplication>

using kube::DescribeLine;

namespace {

constexpr int indentPixels = 5; // a space of kubectl's indentation, in the pane
// The keys' share of the pane at most: the longest key (an indented container's "Last Transition Time") would
// otherwise push the values into a narrow column where labels break mid-word. Longer keys wrap at their
// spaces.
constexpr int keyColumnPercent = 34;

QString htmlEscaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// A word of kubectl's in the user's language, escaped.
QString wordHtml(const QString &word)
{
    return htmlEscaped(DescribeWords::translated(word));
}

bool isBlank(const DescribeLine &line)
{
    for (const QString &cell : line.cells)
        if (!cell.trimmed().isEmpty())
            return false;
    return true;
}

// A line of only `rule` characters in each cell ("----  ------" under a table's columns, "====" under a
// heading).
bool isRule(const DescribeLine &line, QChar rule)
{
    for (const QString &cell : line.cells) {
        const QString trimmed = cell.trimmed();
        if (trimmed.isEmpty() || trimmed.count(rule) != trimmed.size())
            return false;
    }
    return true;
}

// A line of a table: two or more cells, the first not a "Key:" (kubectl's tables have a header, and a rule
// of dashes under it in most describers; a pod's Conditions has none).
bool isTableRow(const DescribeLine &line)
{
    const QString first = line.cells.first().trimmed();
    return line.cells.size() >= 2 && !first.isEmpty() && !first.endsWith(QLatin1Char(':'));
}

// The words of a line after its first cell, as one value.
QString restOf(const DescribeLine &line)
{
    QStringList rest;
    for (qsizetype i = 1; i < line.cells.size(); ++i)
        if (!line.cells.at(i).trimmed().isEmpty())
            rest.append(line.cells.at(i).trimmed());
    return rest.join(QStringLiteral("  "));
}

class Layout
{
public:
    Layout(const Theme &theme, int maxColumns) : m_theme(theme), m_maxColumns(maxColumns) {}

    QString html(const QList<DescribeLine> &lines)
    {
        for (qsizetype i = 0; i < lines.size();) {
            const DescribeLine &line = lines.at(i);
            const DescribeLine *next = i + 1 < lines.size() ? &lines.at(i + 1) : nullptr;
            if (isBlank(line)) {
                m_userKeys = false; // a Secret's data ends at one, a ConfigMap's BinaryData at the Events
                ++i;
            } else if (isTableRow(line)) {
                i = table(lines, i);
            } else if (next && line.cells.size() == 1 && next->cells.size() == 1 &&
                       (isRule(*next, QLatin1Char('=')) || isRule(*next, QLatin1Char('-')))) {
                i = underlined(lines, i);
            } else {
                entry(line);
                ++i;
            }
        }
        closeRows();
        return m_html;
    }

private:
    QString cellStyle(int indent) const
    {
        return QStringLiteral("padding-left:%1px;padding-right:12px;color:%2")
            .arg(indent * indentPixels)
            .arg(m_theme.css(Theme::Role::MutedText));
    }
    void openRows()
    {
        if (!m_rowsOpen)
            m_html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
        m_rowsOpen = true;
    }
    void closeRows()
    {
        if (m_rowsOpen)
            m_html += QStringLiteral("</table>");
        m_rowsOpen = false;
        m_lastRow = -1;
    }

    // A "Key:" row, a heading, a continuation of the row above, or a line of text.
    void entry(const DescribeLine &line)
    {
        const QString first = line.cells.first().trimmed();
        const QString rest = restOf(line);
        openRows();
        if (first.isEmpty() && m_lastRow >= 0) { // a value's next line (labels, annotations, lists)
            const qsizetype end = m_html.lastIndexOf(QLatin1String("</td></tr>"));
            m_html.insert(end, QStringLiteral("<br>") + htmlEscaped(rest));
            return;
        }
        if (first.endsWith(QLatin1Char(':')) &&
            line.cells.size() >= 2) { // "Key:\tvalue", the value may be empty
            const QString key = first.chopped(1);
            m_html += QStringLiteral("<tr><td valign='top' width='%1%' style='%2'>%3</td><td>%4</td></tr>")
                          .arg(keyColumnPercent)
                          .arg(cellStyle(line.indent), m_userKeys ? htmlEscaped(key) : wordHtml(key),
                               htmlEscaped(rest));
            m_lastRow = line.indent;
            return;
        }
        if (first.endsWith(QLatin1Char(':')))
            m_html += QStringLiteral("<tr><td colspan='2' style='padding-left:%1px;padding-top:4px'><b>%2</b>"
                                     "</td></tr>")
                          .arg(line.indent * indentPixels)
                          .arg(headingHtml(line, first.chopped(1), rest));
        else
            m_html += QStringLiteral("<tr><td colspan='2' style='padding-left:%1px'>%2</td></tr>")
                          .arg(line.indent * indentPixels)
                          .arg(htmlEscaped(rest.isEmpty() ? first : first + QStringLiteral("  ") + rest));
        m_lastRow = -1;
    }

    // A word over a rule: "Data" over "====" heads a section; a ConfigMap's key over "----" heads its value,
    // the lines up to the next blank one.
    qsizetype underlined(const QList<DescribeLine> &lines, qsizetype at)
    {
        closeRows();
        const DescribeLine &line = lines.at(at);
        const bool section = isRule(lines.at(at + 1), QLatin1Char('='));
        const QString word = line.cells.first().trimmed();
        m_html += QStringLiteral("<p style='margin:6px 0 0 %1px'><b>%2</b></p>")
                      .arg(line.indent * indentPixels)
                      .arg(section ? wordHtml(word) : htmlEscaped(word));
        qsizetype i = at + 2;
        if (section) {
            // A ConfigMap's or Secret's data: the keys under it are the user's.
            m_userKeys = word == QLatin1String("Data") || word == QLatin1String("BinaryData");
            return i;
        }
        QStringList value;
        for (; i < lines.size() && !isBlank(lines.at(i)); ++i)
            value.append(lines.at(i).cells.join(QLatin1Char('\t')));
        m_html += QStringLiteral("<pre style='margin:0 0 0 %1px'>%2</pre>")
                      .arg((line.indent + 2) * indentPixels)
                      .arg(htmlEscaped(value.join(QLatin1Char('\n'))));
        return i;
    }

    // Column names, a rule of dashes if the describer draws one, then the rows at the same indentation.
    qsizetype table(const QList<DescribeLine> &lines, qsizetype at)
    {
        closeRows();
        const DescribeLine &header = lines.at(at);
        QList<QStringList> rows;
        qsizetype i = at + 1;
        if (i < lines.size() && isRule(lines.at(i), QLatin1Char('-')))
            ++i;
        for (; i < lines.size(); ++i) {
            const DescribeLine &line = lines.at(i);
            if (isBlank(line) || line.indent != header.indent || !isTableRow(line))
                break;
            QStringList cells;
            for (const QString &cell : line.cells)
                cells.append(htmlEscaped(cell.trimmed()));
            rows.append(cells);
        }
        QStringList headers;
        for (const QString &cell : header.cells)
            headers.append(wordHtml(cell.trimmed()));
        const QString margin = QString::number(header.indent * indentPixels);
        if (headers.size() <= m_maxColumns) {
            m_html +=
                QStringLiteral("<table cellspacing='0' cellpadding='3' border='1' style='margin-left:%1px;"
                               "border-color:%2;border-collapse:collapse'><tr>")
                    .arg(margin, m_theme.css(Theme::Role::TableBorder));
            for (const QString &cell : std::as_const(headers))
                m_html += QStringLiteral("<th align='left' style='background:%1'>%2</th>")
                              .arg(m_theme.css(Theme::Role::TableHeaderBackground), cell);
            m_html += QStringLiteral("</tr>");
            for (const QStringList &cells : std::as_const(rows)) {
                m_html += QStringLiteral("<tr>");
                for (const QString &cell : cells)
                    m_html += QStringLiteral("<td valign='top'>%1</td>").arg(cell);
                m_html += QStringLiteral("</tr>");
            }
            m_html += QStringLiteral("</table>");
            return i;
        }
        // Too wide for the pane: a block per row, its first two cells as its heading, then "column: value".
        for (const QStringList &cells : std::as_const(rows)) {
            m_html += QStringLiteral("<p style='margin:4px 0 0 %1px'><b>%2</b> %3</p>"
                                     "<table cellspacing='0' cellpadding='1' style='margin-left:%4px'>")
                          .arg(margin, cells.value(0), cells.value(1))
                          .arg(header.indent * indentPixels + 10);
            for (qsizetype column = 2; column < cells.size() && column < headers.size(); ++column)
                if (!cells.at(column).isEmpty())
                    m_html += QStringLiteral("<tr><td valign='top' style='%1'>%2</td><td>%3</td></tr>")
                                  .arg(cellStyle(0), headers.at(column), cells.at(column));
            m_html += QStringLiteral("</table>");
        }
        return i;
    }

    // A heading: kubectl's word ("Containers", a container's "Limits"), or a name right under the headings
    // that list names (a container's, a volume's).
    QString headingHtml(const DescribeLine &line, const QString &key, const QString &rest)
    {
        static const QStringList namesBelow = {
            QStringLiteral("Containers"), QStringLiteral("Init Containers"),
            QStringLiteral("Ephemeral Containers"), QStringLiteral("Volumes")};
        const bool name = line.indent > 0 && line.indent <= 2 && namesBelow.contains(m_topHeading);
        if (line.indent == 0)
            m_topHeading = key;
        const QString text = name ? htmlEscaped(key) : wordHtml(key);
        return rest.isEmpty() ? text : text + QStringLiteral("  ") + htmlEscaped(rest);
    }

    const Theme &m_theme;
    const int m_maxColumns;
    bool m_userKeys = false; // in a Data section, whose keys are the user's and not kubectl's words
    QString m_topHeading;    // the last heading at indentation 0
    QString m_html;
    bool m_rowsOpen = false;
    int m_lastRow = -1; // the indentation of the last "Key: value" row, -1 when the last entry was not one
};

} // namespace

namespace DescriptionView {

QString html(const kube::Description &description, const Theme &theme, int maxColumns)
{
    return Layout(theme, maxColumns).html(description.lines);
}

} // namespace DescriptionView
