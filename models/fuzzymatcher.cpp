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

enum class CharClass : unsigned char { Other, Lower, Upper, Digit, Letter };

inline CharClass classOf(char16_t c)
{
    if (c < 128) {
        if (c >= u'a' && c <= u'z')
            return CharClass::Lower;
        if (c >= u'A' && c <= u'Z')
            return CharClass::Upper;
        if (c >= u'0' && c <= u'9')
            return CharClass::Digit;
        return CharClass::Other;
    }
    const QChar ch(c);
    if (ch.isLower())
        return CharClass::Lower;
    if (ch.isUpper())
        return CharClass::Upper;
    if (ch.isDigit())
        return CharClass::Digit;
    return ch.isLetterOrNumber() ? CharClass::Letter : CharClass::Other;
}

// What matching a character is worth on top of the match itself: the start of a word.
inline unsigned char bonusOf(CharClass previous, CharClass current)
{
    if (current == CharClass::Other)
        return 0;
    if (previous == CharClass::Other)
        return FuzzyMatcher::boundaryBonus;
    if (previous == CharClass::Lower && current == CharClass::Upper)
        return FuzzyMatcher::camelBonus;
    if (previous != CharClass::Digit && current == CharClass::Digit)
        return FuzzyMatcher::camelBonus;
    return 0;
}

// One row of the table: the best score of the term's first i+1 characters with character i placed at each
// column of [low, high] (the columns where it can be placed at all), and the length of the run of consecutive
// matches that placement ends. The previous row is valid in [previousLow, previousHigh].
struct Row
{
    int *scores;
    int *runs;
    qsizetype low;
    qsizetype high;
};

inline void fillRow(const Row &previous, const Row &row, char16_t wanted, const char16_t *folded,
                    const unsigned char *bonuses)
{
    const auto previousScore = [&](qsizetype j) {
        return j >= previous.low && j <= previous.high ? previous.scores[j] : impossible;
    };
    int carry =
        impossible; // the best earlier placement of the previous character with a gap before j, gap paid
    for (qsizetype j = previous.low + 1; j <= row.high; ++j) {
        if (j >= 2)
            carry = std::max(carry - FuzzyMatcher::gapExtensionPenalty,
                             previousScore(j - 2) - FuzzyMatcher::gapStartPenalty);
        if (j < row.low)
            continue;
        row.scores[j] = impossible;
        row.runs[j] = 0;
        if (folded[j] != wanted)
            continue;
        const int bonus = bonuses[j];
        const int gapped = carry > impossible / 2 ? carry + FuzzyMatcher::matchScore + bonus : impossible;
        int consecutive = impossible;
        if (const int diagonal = previousScore(j - 1); diagonal > impossible / 2) {
            // A run keeps the bonus of the word start it began at ("po" in "pods": both get the start's
            // bonus).
            const int runStart = bonuses[j - previous.runs[j - 1]];
            consecutive = diagonal + FuzzyMatcher::matchScore +
                          std::max({bonus, runStart, int(FuzzyMatcher::consecutiveBonus)});
        }
        if (consecutive > impossible / 2 && consecutive >= gapped) {
            row.scores[j] = consecutive;
            row.runs[j] = previous.runs[j - 1] + 1;
        } else if (gapped > impossible / 2) {
            row.scores[j] = gapped;
            row.runs[j] = 1;
        }
    }
}

// Where the term first occurs whole starting at a word start (after a separator, or at the text's start), -1
// if nowhere. Such a run scores the most any placement can (every character earns the start's bonus, the
// largest, and no gap is paid), so it is the term's score without the table, and the placement the table
// would pick.
qsizetype wordStartRun(const char16_t *pattern, qsizetype m, const char16_t *text, qsizetype n)
{
    for (qsizetype j = 0; j + m <= n; ++j) {
        if (fold(text[j]) != pattern[0] || bonusOf(j > 0 ? classOf(text[j - 1]) : CharClass::Other,
                                                   classOf(text[j])) != FuzzyMatcher::boundaryBonus)
            continue;
        qsizetype i = 1;
        while (i < m && fold(text[j + i]) == pattern[i])
            ++i;
        if (i == m)
            return j;
    }
    return -1;
}

} // namespace

FuzzyMatcher::FuzzyMatcher(const QString &pattern) : m_mask(characterMask(pattern))
{
    for (const QString &word : pattern.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        Term term;
        for (QChar c : word)
            term.folded.push_back(fold(c.unicode()));
        m_terms.push_back(std::move(term));
    }
}

quint64 FuzzyMatcher::characterMask(QStringView text)
{
    // a-z and 0-9 a bit each; every other character shares one of the remaining 28 bits. Spaces separate
    // terms.
    quint64 mask = 0;
    for (QChar c : text) {
        const char16_t folded = fold(c.unicode());
        if (folded >= u'a' && folded <= u'z')
            mask |= quint64(1) << (folded - u'a');
        else if (folded >= u'0' && folded <= u'9')
            mask |= quint64(1) << (26 + folded - u'0');
        else if (folded != u' ')
            mask |= quint64(1) << (36 + folded % 28);
    }
    return mask;
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
    const char16_t *pattern = term.folded.data();
    const char16_t *raw = reinterpret_cast<const char16_t *>(text.utf16());
    // Typing a name's start (most queries) finds it whole: no table (0.2 µs a name, all 100k when every name
    // holds what is typed, as "team-" in team-07/...).
    static_assert(boundaryBonus >= camelBonus && boundaryBonus >= consecutiveBonus);
    if (const qsizetype run = wordStartRun(pattern, m, raw, n); run >= 0) {
        if (positions)
            for (qsizetype i = 0; i < m; ++i)
                positions->append(int(run + i));
        return matchScore + boundaryBonus * firstCharacterMultiplier +
               int(m - 1) * (matchScore + boundaryBonus);
    }
    // Then the cheap rejection (most other texts fail here): the pattern as a subsequence. From the left, the
    // earliest column each character can take; from the right, the latest. Only columns between are ever
    // scored.
    m_low.resize(size_t(m));
    m_high.resize(size_t(m));
    qsizetype matched = 0;
    for (qsizetype j = 0; j < n && matched < m; ++j)
        if (fold(raw[j]) == pattern[matched])
            m_low[size_t(matched++)] = j;
    if (matched < m)
        return std::nullopt;
    for (qsizetype j = n - 1, i = m - 1; i >= 0; --j)
        if (fold(raw[j]) == pattern[i])
            m_high[size_t(i--)] = j;

    // The window [first, last] holds every way to match; fold it and note each character's bonus.
    const qsizetype first = m_low[0];
    const qsizetype width = m_high[size_t(m - 1)] - first + 1;
    m_folded.resize(size_t(width));
    m_bonus.resize(size_t(width));
    CharClass previous = first > 0 ? classOf(raw[first - 1]) : CharClass::Other;
    for (qsizetype j = 0; j < width; ++j) {
        const char16_t c = raw[first + j];
        const CharClass current = classOf(c);
        m_folded[size_t(j)] = fold(c);
        m_bonus[size_t(j)] = bonusOf(previous, current);
        previous = current;
    }
    const char16_t *folded = m_folded.data();
    const unsigned char *bonuses = m_bonus.data();

    // Scores need two rows at a time; positions need every row, to walk back through.
    const qsizetype rowCount = positions ? m : std::min<qsizetype>(m, 2);
    m_scores.resize(size_t(rowCount * width));
    m_runs.resize(size_t(rowCount * width));
    const auto rowOf = [&](qsizetype i) {
        const qsizetype offset = (positions ? i : i % 2) * width;
        return Row{m_scores.data() + offset, m_runs.data() + offset, m_low[size_t(i)] - first,
                   m_high[size_t(i)] - first};
    };
    {
        const Row row = rowOf(0);
        for (qsizetype j = row.low; j <= row.high; ++j) {
            const bool hit = folded[j] == pattern[0];
            row.scores[j] = hit ? matchScore + bonuses[j] * firstCharacterMultiplier : impossible;
            row.runs[j] = hit ? 1 : 0;
        }
    }
    for (qsizetype i = 1; i < m; ++i)
        fillRow(rowOf(i - 1), rowOf(i), pattern[i], folded, bonuses);
    const Row last = rowOf(m - 1);
    qsizetype end = -1;
    int best = impossible;
    for (qsizetype j = last.low; j <= last.high; ++j) {
        if (last.scores[j] > best) {
            best = last.scores[j];
            end = j;
        }
    }
    if (end < 0 || best <= impossible / 2)
        return std::nullopt;
    if (positions) {
        // Walk back the way the best score was made: along a run, or to the earlier placement the gap came
        // from.
        qsizetype j = end;
        for (qsizetype i = m - 1; i >= 0; --i) {
            positions->append(int(first + j));
            if (i == 0)
                break;
            const Row row = rowOf(i);
            if (row.runs[j] > 1) {
                --j;
                continue;
            }
            const Row before = rowOf(i - 1);
            qsizetype from = -1;
            int fromScore = impossible;
            for (qsizetype k = std::min(j - 2, before.high); k >= before.low; --k) {
                const int score = before.scores[k];
                if (score <= impossible / 2)
                    continue;
                const int paid = score - gapStartPenalty - gapExtensionPenalty * int(j - k - 2);
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
