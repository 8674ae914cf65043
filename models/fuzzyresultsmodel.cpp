// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "fuzzyresultsmodel.h"

#include <algorithm>
#include <numeric>

namespace kube {

FuzzyResultsModel::FuzzyResultsModel(QObject *parent) : QAbstractListModel(parent) {}

void FuzzyResultsModel::setCandidates(QList<FuzzyCandidate> candidates)
{
    beginResetModel();
    m_candidates = std::move(candidates);
    m_texts.clear();
    m_spans.clear();
    m_masks.clear();
    m_sourceSpans.clear();
    m_sourceMasks.clear();
    m_traits.clear();
    qsizetype size = 0;
    for (const FuzzyCandidate &candidate : std::as_const(m_candidates))
        size += candidate.text.size() + candidate.sourceText.size();
    m_texts.reserve(size);
    m_spans.reserve(size_t(m_candidates.size()));
    m_masks.reserve(size_t(m_candidates.size()));
    m_sourceSpans.reserve(size_t(m_candidates.size()));
    m_sourceMasks.reserve(size_t(m_candidates.size()));
    for (const FuzzyCandidate &candidate : std::as_const(m_candidates)) {
        m_spans.emplace_back(int(m_texts.size()), int(candidate.text.size()));
        m_texts.append(candidate.text);
        m_masks.push_back(FuzzyMatcher::characterMask(candidate.text));
        const bool hasSource = !candidate.sourceText.isEmpty() && candidate.sourceText != candidate.text;
        m_sourceSpans.emplace_back(int(m_texts.size()), hasSource ? int(candidate.sourceText.size()) : 0);
        if (hasSource)
            m_texts.append(candidate.sourceText);
        m_sourceMasks.push_back(hasSource ? FuzzyMatcher::characterMask(candidate.sourceText) : 0);
        m_traits.push_back({candidate.boost, candidate.group, !candidate.aliases.isEmpty()});
    }
    matchAll();
    rank();
    endResetModel();
}

void FuzzyResultsModel::setQuery(const QString &query)
{
    // Typing on narrows: what did not match "ngi" cannot match "ngin".
    const bool narrowing = !m_query.trimmed().isEmpty() && query.startsWith(m_query);
    beginResetModel();
    if (!narrowing)
        matchAll();
    m_query = query;
    m_matcher = FuzzyMatcher(query);
    rank();
    endResetModel();
}

void FuzzyResultsModel::setFreeTextLabel(const QString &label)
{
    beginResetModel();
    m_freeTextLabel = label;
    rank();
    endResetModel();
}

void FuzzyResultsModel::setMaximumRows(int rows)
{
    beginResetModel();
    m_maximumRows = std::max(1, rows);
    rank();
    endResetModel();
}

void FuzzyResultsModel::matchAll()
{
    m_matched.resize(size_t(m_candidates.size()));
    std::iota(m_matched.begin(), m_matched.end(), 0);
}

void FuzzyResultsModel::rank()
{
    const QString typed = m_query.trimmed();
    m_scored.clear();
    std::vector<int> still;
    still.reserve(m_matched.size());
    const quint64 wanted = m_matcher.characterMask();
    const QStringView texts(m_texts);
    for (int index : m_matched) {
        const auto [offset, length] = m_spans[size_t(index)];
        std::optional<int> score;
        if ((m_masks[size_t(index)] & wanted) == wanted)
            score = m_matcher.score(texts.sliced(offset, length));
        const auto [sourceOffset, sourceLength] = m_sourceSpans[size_t(index)];
        if (sourceLength > 0 && (m_sourceMasks[size_t(index)] & wanted) == wanted) {
            const std::optional<int> sourceScore = m_matcher.score(texts.sliced(sourceOffset, sourceLength));
            if (sourceScore && (!score || *sourceScore > *score))
                score = sourceScore;
        }
        if (!score)
            continue;
        const Traits &traits = m_traits[size_t(index)];
        int total = *score + traits.boost;
        if (traits.hasAliases && !typed.isEmpty() &&
            m_candidates.at(index).aliases.contains(typed, Qt::CaseInsensitive))
            total += exactAliasBonus;
        still.push_back(index);
        m_scored.push_back({total, traits.group, length, index});
    }
    m_matched = std::move(still);
    const auto better = [](const Scored &a, const Scored &b) {
        if (a.score != b.score)
            return a.score > b.score;
        if (a.group != b.group)
            return a.group < b.group;
        if (a.length != b.length)
            return a.length < b.length;
        return a.index < b.index;
    };
    const auto shown = std::min(m_scored.size(), size_t(m_maximumRows));
    std::partial_sort(m_scored.begin(), m_scored.begin() + qsizetype(shown), m_scored.end(), better);
    m_rows.clear();
    for (size_t i = 0; i < shown; ++i)
        m_rows.push_back(m_scored[i].index);
    m_freeTextRow = !m_freeTextLabel.isEmpty() && !typed.isEmpty() &&
                    std::none_of(m_rows.begin(), m_rows.end(), [&](int index) {
                        return m_candidates.at(index).text.compare(typed, Qt::CaseInsensitive) == 0;
                    });
}

const FuzzyCandidate *FuzzyResultsModel::candidate(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? &m_candidates.at(m_rows[size_t(row)]) : nullptr;
}

int FuzzyResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size()) + (m_freeTextRow ? 1 : 0);
}

QVariant FuzzyResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (isFreeTextRow(index.row())) {
        switch (role) {
        case Qt::DisplayRole:
            return m_freeTextLabel.arg(m_query.trimmed());
        case FreeTextRole:
            return m_query.trimmed();
        default:
            return {};
        }
    }
    const FuzzyCandidate &candidate = *this->candidate(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return candidate.text;
    case Qt::DecorationRole:
        return candidate.icon.isNull() ? QVariant() : QVariant(candidate.icon);
    case DetailRole:
        return candidate.detail;
    case PositionsRole: {
        // Only for the rows drawn: the ranking itself never asks where the characters are. A row found by its
        // source text highlights nothing of the text shown.
        QList<int> positions;
        if (!m_matcher.match(candidate.text, &positions))
            positions.clear();
        return QVariant::fromValue(positions);
    }
    default:
        return {};
    }
}

} // namespace kube
