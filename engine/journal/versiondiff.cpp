// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "versiondiff.h"

#include "core/linediff.h"
#include "printers/outputformat.h"

namespace kube::VersionDiff {

QString yaml(const Object &object)
{
    QJsonObject json = OutputFormat::withoutManagedFields(object.toJsonObject());
    QJsonObject metadata = json.value(QLatin1String("metadata")).toObject();
    metadata.remove(QLatin1String("resourceVersion"));
    json.insert(QLatin1String("metadata"), metadata);
    return OutputFormat::toYaml(json);
}

QString unified(const Object &from, const Object &to, const QString &fromLabel, const QString &toLabel)
{
    return LineDiff::unified(yaml(from), yaml(to), fromLabel, toLabel);
}

namespace {

QStringList linesOf(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast(); // the final newline ends the last line
    return lines;
}

} // namespace

QList<Row> sideBySide(const QString &from, const QString &to)
{
    const QStringList a = linesOf(from);
    const QStringList b = linesOf(to);
    QList<Row> rows;
    qsizetype ai = 0; // the next line of each side not yet in a row, 0-based
    qsizetype bi = 0;
    const auto same = [&](qsizetype aUntil) {
        for (; ai < aUntil && ai < a.size() && bi < b.size(); ++ai, ++bi)
            rows.append({Row::Kind::Same, a.at(ai), b.at(bi), int(ai + 1), int(bi + 1)});
    };
    QList<qsizetype> removed, added; // the run of changes being read
    const auto pairRun = [&] {
        for (qsizetype i = 0; i < std::max(removed.size(), added.size()); ++i) {
            Row row;
            if (i < removed.size()) {
                row.left = a.at(removed.at(i));
                row.leftLine = int(removed.at(i) + 1);
            }
            if (i < added.size()) {
                row.right = b.at(added.at(i));
                row.rightLine = int(added.at(i) + 1);
            }
            row.kind = i >= added.size() ? Row::Kind::Removed : i >= removed.size() ? Row::Kind::Added : Row::Kind::Changed;
            rows.append(row);
        }
        removed.clear();
        added.clear();
    };
    // The unified diff says where the changes are; the lines between its hunks are the same on both sides.
    const QStringList diff = linesOf(LineDiff::unified(from, to, QStringLiteral("a"), QStringLiteral("b")));
    bool inHunks = false; // past the two label lines
    for (const QString &line : diff) {
        if (line.startsWith(QLatin1String("@@ "))) {
            inHunks = true;
            // "@@ -start,count +start,count @@": a count of 0 gives the line before the hunk.
            const QStringList fields = line.split(QLatin1Char(' '));
            const QStringList fromRange = fields.value(1).mid(1).split(QLatin1Char(','));
            const qsizetype start = fromRange.value(0).toLongLong();
            same(fromRange.value(1).toLongLong() == 0 ? start : start - 1);
            continue;
        }
        if (!inHunks || line.isEmpty())
            continue;
        switch (line.front().unicode()) {
        case u' ':
            pairRun();
            same(ai + 1);
            break;
        case u'-': removed.append(ai++); break;
        case u'+': added.append(bi++); break;
        default: break;
        }
    }
    pairRun();
    same(a.size());
    return rows;
}

QList<Row> sideBySide(const Object &from, const Object &to)
{
    return sideBySide(yaml(from), yaml(to));
}

} // namespace kube::VersionDiff
