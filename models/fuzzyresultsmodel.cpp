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
    for (int index : m_matched) {
        const FuzzyCandidate &candidate = m_candidates.at(index);
        const std::optional<int> score = m_matcher.score(candidate.text);
        if (!score)
            continue;
        int total = *score + candidate.boost;
        if (!typed.isEmpty())
            if (candidate.aliases.contains(typed, Qt::CaseInsensitive))
                total += exactAliasBonus;
        still.push_back(index);
        m_scored.emplace_back(total, index);
    }
    m_matched = std::move(still);
    const auto better = [this](const std::pair<int, int> &a, const std::pair<int, int> &b) {
        if (a.first != b.first)
            return a.first > b.first;
        const FuzzyCandidate &x = m_candidates.at(a.second);
        const FuzzyCandidate &y = m_candidates.at(b.second);
        if (x.group != y.group)
            return x.group < y.group;
        if (x.text.size() != y.text.size())
            return x.text.size() < y.text.size();
        return a.second < b.second;
    };
    const auto shown = std::min(m_scored.size(), size_t(m_maximumRows));
    std::partial_sort(m_scored.begin(), m_scored.begin() + qsizetype(shown), m_scored.end(), better);
    m_rows.clear();
    for (size_t i = 0; i < shown; ++i)
        m_rows.push_back(m_scored[i].second);
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
        case GroupRole:
            return -1;
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
    case GroupRole:
        return candidate.group;
    case PositionsRole: {
        // Only for the rows drawn: the ranking itself never asks where the characters are.
        QList<int> positions;
        m_matcher.match(candidate.text, &positions);
        return QVariant::fromValue(positions);
    }
    default:
        return {};
    }
}

} // namespace kube
