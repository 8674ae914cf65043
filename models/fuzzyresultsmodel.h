// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "fuzzymatcher.h"

#include <QAbstractListModel>
#include <QIcon>
#include <QVariant>

namespace kube {

// One thing a picker offers: a context, a namespace, a kind, an object, an action.
struct FuzzyCandidate
{
    QString text;        // what is matched and shown
    QString detail;      // shown after it, not matched (a shortcut, where an object lives)
    QStringList aliases; // names that, typed exactly, put it first (a kind's short name: "po", "deploy")
    int group = 0;       // between equal scores, the lower group first (kinds before actions before objects)
    int boost = 0;       // added to its score (recently used ones)
    QIcon icon;
    QVariant data; // what choosing it means, for the one who offers it
    // Matched too, not shown: an action's untranslated text, so "scale" finds 伸缩. Last and initialised, so
    // the brace-initialised candidates without one need not name it.
    QString sourceText = {};
};

// The candidates that match a query, best first: FuzzyMatcher's score (of the text or of the source text, the
// better) plus the candidate's boost, an exact alias
// far ahead, then group, shorter text, the order given. At most maximumRows() rows are shown; each keystroke
// that extends the query only rescores what still matched. With a free-text label set, a query that is not
// exactly one candidate's text adds a last row offering the typed text itself (a namespace nobody may list).
// The rows are replaced by one reset per query. GUI thread only.
class FuzzyResultsModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role { DetailRole = Qt::UserRole + 1, PositionsRole, FreeTextRole };
    static constexpr int exactAliasBonus = 10'000;
    static constexpr int defaultMaximumRows = 200; // a list to pick from, not to scroll through

    explicit FuzzyResultsModel(QObject *parent = nullptr);

    void setCandidates(QList<FuzzyCandidate> candidates);
    void setQuery(const QString &query);
    // "%1" stands for the typed text; empty: no free-text row.
    void setFreeTextLabel(const QString &label);
    void setMaximumRows(int rows);
    // Candidates matching the query, shown or not.
    int matchCount() const { return int(m_matched.size()); }
    // The candidate on a row, or nullptr for the free-text row.
    const FuzzyCandidate *candidate(int row) const;
    bool isFreeTextRow(int row) const { return m_freeTextRow && row == int(m_rows.size()); }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void matchAll();
    // Keeps the candidates of m_matched that match the query and orders them.
    void rank();

    QList<FuzzyCandidate> m_candidates;
    // The candidates' texts side by side in one buffer, and which characters each holds: a keystroke reads
    // 100k texts from contiguous memory, and skips those that lack a typed character without reading them.
    QString m_texts;
    std::vector<std::pair<int, int>> m_spans; // (offset, length) in m_texts
    std::vector<quint64> m_masks;
    // The source texts, in m_texts too; length 0 where a candidate has none other than its text.
    std::vector<std::pair<int, int>> m_sourceSpans;
    std::vector<quint64> m_sourceMasks;
    // What ranking reads of each candidate besides its text, side by side too.
    struct Traits
    {
        int boost = 0;
        int group = 0;
        bool hasAliases = false;
    };
    std::vector<Traits> m_traits;
    struct Scored
    {
        int score;
        int group;
        int length;
        int index;
    };
    QString m_query;
    FuzzyMatcher m_matcher;
    QString m_freeTextLabel;
    int m_maximumRows = defaultMaximumRows;
    std::vector<int> m_matched;   // indexes of every matching candidate, for narrowing on the next keystroke
    std::vector<Scored> m_scored; // the matches, reused between keystrokes
    std::vector<int> m_rows;      // candidates shown, best first
    bool m_freeTextRow = false;
};

} // namespace kube
