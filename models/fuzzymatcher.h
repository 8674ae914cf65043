// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace kube {

// Fuzzy matching as fzf and VS Code's quick open do it: every character of the pattern must appear in the text
// in order, case-insensitively; among the ways to place them the best-scoring one counts, and scores reward
// characters that follow each other and characters at the start of a word (after a non-alphanumeric character,
// or an upper-case letter after a lower-case one, or a digit after a letter). Gaps cost a little. A pattern
// with spaces is several terms that must all match, anywhere. One matcher per pattern; it keeps scratch
// buffers, so one instance is used from one thread at a time.
class FuzzyMatcher
{
public:
    // The weights (fzf's proportions): a matched character, the bonuses on top, the gap costs.
    static constexpr int matchScore = 16;
    static constexpr int boundaryBonus = 8;
    static constexpr int camelBonus = 7;
    static constexpr int consecutiveBonus = 4;
    static constexpr int firstCharacterMultiplier = 2; // the pattern's first character at a word start counts double
    static constexpr int gapStartPenalty = 3;
    static constexpr int gapExtensionPenalty = 1;

    explicit FuzzyMatcher(const QString &pattern = {});

    // Which characters a text holds, folded, as bits: a text can match only if its mask has every bit of the
    // pattern's. Lets a caller with many texts skip most of them without reading them.
    static quint64 characterMask(QStringView text);
    quint64 characterMask() const { return m_mask; }

    // The score of `text`, or nothing when the pattern does not match.
    std::optional<int> score(QStringView text) const;
    // The same, with the positions (indexes into `text`, ascending) of the characters matched, for highlighting.
    std::optional<int> match(QStringView text, QList<int> *positions) const;

private:
    struct Term
    {
        std::u16string folded; // lower-cased
    };
    std::optional<int> scoreTerm(const Term &term, QStringView text, QList<int> *positions) const;

    std::vector<Term> m_terms;
    quint64 m_mask = 0;
    mutable std::vector<int> m_scores; // scratch: a row per pattern character (all rows when positions are wanted)
    mutable std::vector<int> m_runs;   // scratch: length of the consecutive run ending at each cell
    mutable std::vector<qsizetype> m_low;  // scratch: the earliest column each pattern character can take
    mutable std::vector<qsizetype> m_high; // scratch: the latest
    mutable std::vector<char16_t> m_folded;
    mutable std::vector<unsigned char> m_bonus;
};

} // namespace kube
