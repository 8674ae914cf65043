// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>

#include <bit>
#include <cstdint>
#include <tuple>
#include <utility>

// Go's sort.Sort (pattern-defeating quicksort, as Go 1.19+ has it), for outputs that must match kubectl's
// where its sort is not stable: elements that compare equal end where Go's algorithm puts them, which
// std::sort and std::stable_sort do not reproduce. Sorts `data` in place by `less`; any thread.
template <typename T, typename Less> class GoSort
{
public:
    static void sort(QList<T> &data, Less less)
    {
        const qsizetype n = data.size();
        if (n <= 1)
            return;
        GoSort sorter{data, less};
        sorter.pdqsort(0, n, std::bit_width(quint64(n)));
    }

private:
    enum class Hint { Unknown, Increasing, Decreasing };

    GoSort(QList<T> &data, Less less) : m_data(data), m_less(less) {}

    bool lessAt(qsizetype i, qsizetype j) const { return m_less(m_data.at(i), m_data.at(j)); }
    void swapAt(qsizetype i, qsizetype j) { m_data.swapItemsAt(i, j); }

    void insertionSort(qsizetype a, qsizetype b)
    {
        for (qsizetype i = a + 1; i < b; ++i)
            for (qsizetype j = i; j > a && lessAt(j, j - 1); --j)
                swapAt(j, j - 1);
    }

    void siftDown(qsizetype lo, qsizetype hi, qsizetype first)
    {
        qsizetype root = lo;
        for (;;) {
            qsizetype child = 2 * root + 1;
            if (child >= hi)
                return;
            if (child + 1 < hi && lessAt(first + child, first + child + 1))
                ++child;
            if (!lessAt(first + root, first + child))
                return;
            swapAt(first + root, first + child);
            root = child;
        }
    }

    void heapSort(qsizetype a, qsizetype b)
    {
        const qsizetype hi = b - a;
        for (qsizetype i = (hi - 1) / 2; i >= 0; --i)
            siftDown(i, hi, a);
        for (qsizetype i = hi - 1; i >= 0; --i) {
            swapAt(a, a + i);
            siftDown(0, i, a);
        }
    }

    void pdqsort(qsizetype a, qsizetype b, int limit)
    {
        constexpr qsizetype maxInsertion = 12;
        bool wasBalanced = true, wasPartitioned = true;
        for (;;) {
            const qsizetype length = b - a;
            if (length <= maxInsertion) {
                insertionSort(a, b);
                return;
            }
            if (limit == 0) {
                heapSort(a, b);
                return;
            }
            if (!wasBalanced) {
                breakPatterns(a, b);
                --limit;
            }
            auto [pivot, hint] = choosePivot(a, b);
            if (hint == Hint::Decreasing) {
                reverseRange(a, b);
                pivot = (b - 1) - (pivot - a);
                hint = Hint::Increasing;
            }
            if (wasBalanced && wasPartitioned && hint == Hint::Increasing && partialInsertionSort(a, b))
                return;
            if (a > 0 && !lessAt(a - 1, pivot)) {
                a = partitionEqual(a, b, pivot);
                continue;
            }
            const auto [mid, alreadyPartitioned] = partition(a, b, pivot);
            wasPartitioned = alreadyPartitioned;
            const qsizetype leftLen = mid - a, rightLen = b - mid;
            const qsizetype balanceThreshold = length / 8;
            if (leftLen < rightLen) {
                wasBalanced = leftLen >= balanceThreshold;
                pdqsort(a, mid, limit);
                a = mid + 1;
            } else {
                wasBalanced = rightLen >= balanceThreshold;
                pdqsort(mid + 1, b, limit);
                b = mid;
            }
        }
    }

    std::pair<qsizetype, bool> partition(qsizetype a, qsizetype b, qsizetype pivot)
    {
        swapAt(a, pivot);
        qsizetype i = a + 1, j = b - 1;
        while (i <= j && lessAt(i, a))
            ++i;
        while (i <= j && !lessAt(j, a))
            --j;
        if (i > j) {
            swapAt(j, a);
            return {j, true};
        }
        swapAt(i, j);
        ++i;
        --j;
        for (;;) {
            while (i <= j && lessAt(i, a))
                ++i;
            while (i <= j && !lessAt(j, a))
                --j;
            if (i > j)
                break;
            swapAt(i, j);
            ++i;
            --j;
        }
        swapAt(j, a);
        return {j, false};
    }

    qsizetype partitionEqual(qsizetype a, qsizetype b, qsizetype pivot)
    {
        swapAt(a, pivot);
        qsizetype i = a + 1, j = b - 1;
        for (;;) {
            while (i <= j && !lessAt(a, i))
                ++i;
            while (i <= j && lessAt(a, j))
                --j;
            if (i > j)
                break;
            swapAt(i, j);
            ++i;
            --j;
        }
        return i;
    }

    bool partialInsertionSort(qsizetype a, qsizetype b)
    {
        constexpr int maxSteps = 5;
        constexpr qsizetype shortestShifting = 50;
        qsizetype i = a + 1;
        for (int step = 0; step < maxSteps; ++step) {
            while (i < b && !lessAt(i, i - 1))
                ++i;
            if (i == b)
                return true;
            if (b - a < shortestShifting)
                return false;
            swapAt(i, i - 1);
            if (i - a >= 2) {
                for (qsizetype j = i - 1; j >= 1; --j) {
                    if (!lessAt(j, j - 1))
                        break;
                    swapAt(j, j - 1);
                }
            }
            if (b - i >= 2) {
                for (qsizetype j = i + 1; j < b; ++j) {
                    if (!lessAt(j, j - 1))
                        break;
                    swapAt(j, j - 1);
                }
            }
        }
        return false;
    }

    void breakPatterns(qsizetype a, qsizetype b)
    {
        const qsizetype length = b - a;
        if (length < 8)
            return;
        quint64 random = quint64(length);
        const quint64 modulus = quint64(1) << std::bit_width(quint64(length));
        for (qsizetype idx = a + (length / 4) * 2 - 1; idx <= a + (length / 4) * 2 + 1; ++idx) {
            random ^= random << 13;
            random ^= random >> 17;
            random ^= random << 5;
            qsizetype other = qsizetype(random & (modulus - 1));
            if (other >= length)
                other -= length;
            swapAt(idx, a + other);
        }
    }

    std::pair<qsizetype, Hint> choosePivot(qsizetype a, qsizetype b)
    {
        constexpr qsizetype shortestNinther = 50;
        constexpr int maxSwaps = 4 * 3;
        const qsizetype l = b - a;
        int swaps = 0;
        qsizetype i = a + l / 4 * 1, j = a + l / 4 * 2, k = a + l / 4 * 3;
        if (l >= 8) {
            if (l >= shortestNinther) {
                i = median(i - 1, i, i + 1, &swaps);
                j = median(j - 1, j, j + 1, &swaps);
                k = median(k - 1, k, k + 1, &swaps);
            }
            j = median(i, j, k, &swaps);
        }
        if (swaps == 0)
            return {j, Hint::Increasing};
        if (swaps == maxSwaps)
            return {j, Hint::Decreasing};
        return {j, Hint::Unknown};
    }

    std::pair<qsizetype, qsizetype> order2(qsizetype a, qsizetype b, int *swaps) const
    {
        if (lessAt(b, a)) {
            ++*swaps;
            return {b, a};
        }
        return {a, b};
    }

    qsizetype median(qsizetype a, qsizetype b, qsizetype c, int *swaps) const
    {
        std::tie(a, b) = order2(a, b, swaps);
        std::tie(b, c) = order2(b, c, swaps);
        std::tie(a, b) = order2(a, b, swaps);
        return b;
    }

    void reverseRange(qsizetype a, qsizetype b)
    {
        for (qsizetype i = a, j = b - 1; i < j; ++i, --j)
            swapAt(i, j);
    }

    QList<T> &m_data;
    Less m_less;
};

template <typename T, typename Less> void goSort(QList<T> &data, Less less)
{
    GoSort<T, Less>::sort(data, less);
}
