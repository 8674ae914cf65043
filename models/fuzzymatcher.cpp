// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "fuzzymatcher.h"

#include <algorithm>
#include <climits>

namespace kube {

namespace {

constexpr int impossible = INT_MIN / 4;

inline char16_t fold(char16_t c)
{
    if (c < 128)
        return (c >= u'A' && c <= u'Z') ? char16_t(c + (u'a' - u'A')) : c;
    return QChar(c).toLower().unicode();
}

enum Bonus : unsigned char { None = 0, Camel = FuzzyMatcher::camelBonus, Boundary = FuzzyMatcher::boundaryBonus };

// What matching a character at `at` is worth on top of the match itself: the start of a word.
inline unsigned char bonusAt(QStringView text, qsizetype at)
{
    const QChar current = text[at];
    if (!current.isLetterOrNumber())
        return None;
    if (at == 0)
        return Boundary;
    const QChar previous = text[at - 1];
    if (!previous.isLetterOrNumber())
        return Boundary;
    if (previous.isLower() && current.isUpper())
        return Camel;
    if (previous.isLetter() && current.isDigit())
        return Camel;
    return None;
}

} // namespace

FuzzyMatcher::FuzzyMatcher(const QString &pattern) : m_pattern(pattern)
{
    for (const QString &word : pattern.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        Term term;
        for (QChar c : word)
            term.folded.push_back(fold(c.unicode()));
        m_terms.push_back(std::move(term));
    }
}

std::optional<int> FuzzyMatcher::score(QStringView text) const
{
    return match(text, nullptr);
}

std::optional<int> FuzzyMatcher::match(QStringView text, QList<int> *positions) const
{
    if (positions)
        positions->clear();
    int total = 0;
    for (const Term &term : m_terms) {
        const std::optional<int> score = scoreTerm(term, text, positions);
        if (!score) {
            if (positions)
                positions->clear();
            return std::nullopt;
        }
        total += *score;
    }
    if (positions && m_terms.size() > 1) { // terms may overlap: each position once, in order
        std::sort(positions->begin(), positions->end());
        positions->erase(std::unique(positions->begin(), positions->end()), positions->end());
    }
    return total;
}

std::optional<int> FuzzyMatcher::scoreTerm(const Term &term, QStringView text, QList<int> *positions) const
{
    const qsizetype m = qsizetype(term.folded.size());
    const qsizetype n = text.size();
    if (m > n)
        return std::nullopt;
    // Cheap rejection first (most texts fail here): the pattern as a subsequence, from the left for the first
    // place the match can start and from the right for the last place it can end.
    const char16_t *pattern = term.folded.data();
    const char16_t *raw = reinterpret_cast<const char16_t *>(text.utf16());
    qsizetype first = -1;
    qsizetype matched = 0;
    for (qsizetype j = 0; j < n && matched < m; ++j) {
        if (fold(raw[j]) == pattern[matched]) {
            if (matched == 0)
                first = j;
            ++matched;
        }
    }
    if (matched < m)
        return std::nullopt;
    qsizetype last = n - 1;
    for (qsizetype j = n - 1, i = m - 1; j >= first; --j) {
        if (fold(raw[j]) == pattern[i]) {
            if (i == m - 1)
                last = j;
            if (--i < 0)
                break;
        }
    }

    // The window [first, last] holds every way to match; fold it and note each character's bonus.
    const qsizetype width = last - first + 1;
    m_folded.resize(size_t(width));
    m_bonus.resize(size_t(width));
    for (qsizetype j = 0; j < width; ++j) {
        m_folded[size_t(j)] = fold(raw[first + j]);
        m_bonus[size_t(j)] = bonusAt(text, first + j);
    }
    m_scores.assign(size_t(m * width), impossible);
    m_runs.assign(size_t(m * width), 0);
    const auto at = [width](qsizetype i, qsizetype j) { return size_t(i * width + j); };

    for (qsizetype j = 0; j < width; ++j) {
        if (m_folded[size_t(j)] == pattern[0]) {
            m_scores[at(0, j)] = matchScore + m_bonus[size_t(j)] * firstCharacterMultiplier;
            m_runs[at(0, j)] = 1;
        }
    }
    for (qsizetype i = 1; i < m; ++i) {
        int carry = impossible; // the best earlier placement of character i-1 with a gap before j, gap paid
        for (qsizetype j = i; j < width; ++j) {
            if (j >= 2)
                carry = std::max(carry - gapExtensionPenalty, m_scores[at(i - 1, j - 2)] - gapStartPenalty);
            if (m_folded[size_t(j)] != pattern[i])
                continue;
            const int bonus = m_bonus[size_t(j)];
            const int gapped = carry > impossible / 2 ? carry + matchScore + bonus : impossible;
            int consecutive = impossible;
            const int diagonal = m_scores[at(i - 1, j - 1)];
            if (diagonal > impossible / 2) {
                // A run keeps the bonus of the word start it began at ("po" in "pods": both get the start's bonus).
                const int runStart = int(m_bonus[size_t(j - m_runs[at(i - 1, j - 1)])]);
                consecutive = diagonal + matchScore + std::max({bonus, runStart, int(consecutiveBonus)});
            }
            if (consecutive >= gapped && consecutive > impossible / 2) {
                m_scores[at(i, j)] = consecutive;
                m_runs[at(i, j)] = m_runs[at(i - 1, j - 1)] + 1;
            } else if (gapped > impossible / 2) {
                m_scores[at(i, j)] = gapped;
                m_runs[at(i, j)] = 1;
            }
        }
    }
    qsizetype end = -1;
    int best = impossible;
    for (qsizetype j = m - 1; j < width; ++j) {
        if (m_scores[at(m - 1, j)] > best) {
            best = m_scores[at(m - 1, j)];
            end = j;
        }
    }
    if (end < 0)
        return std::nullopt;
    if (positions) {
        // Walk back the way the best score was made: along a run, or to the earlier placement the gap came from.
        qsizetype j = end;
        for (qsizetype i = m - 1; i >= 0; --i) {
            positions->append(int(first + j));
            if (i == 0)
                break;
            if (m_runs[at(i, j)] > 1) {
                --j;
                continue;
            }
            qsizetype from = -1;
            int fromScore = impossible;
            for (qsizetype k = j - 2; k >= i - 1; --k) {
                const int s = m_scores[at(i - 1, k)];
                if (s <= impossible / 2)
                    continue;
                const int paid = s - gapStartPenalty - gapExtensionPenalty * int(j - k - 2);
                if (paid > fromScore) {
                    fromScore = paid;
                    from = k;
                }
            }
            j = from;
        }
        std::reverse(positions->end() - m, positions->end());
    }
    return best;
}

} // namespace kube
