// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "terminalmodes.h"

#include <QList>

#include <utility>

namespace {

// A sequence longer than this is no sequence a terminal knows: dropped rather than held.
constexpr qsizetype maxPendingBytes = 256;
constexpr char escape = '\x1b';

QList<int> numbersOf(QByteArrayView parameters)
{
    QList<int> numbers;
    int value = -1;
    for (const char c : parameters) {
        if (c >= '0' && c <= '9') {
            value = (value < 0 ? 0 : value) * 10 + (c - '0');
            if (value > 100000)
                value = 100000;
        } else if (c == ';' || c == ':') {
            numbers.append(value);
            value = -1;
        }
    }
    numbers.append(value);
    return numbers;
}

} // namespace

void TerminalModes::reset()
{
    *this = TerminalModes();
}

bool TerminalModes::textLandsPlainly() const
{
    return m_regionDefault && !m_marginsEnabled && !m_origin && m_autowrap && !m_insert && !m_newline &&
           !m_shiftedOut && m_g0Ascii && !m_lockingShift && !m_inString && m_pending.isEmpty();
}

void TerminalModes::scan(QByteArrayView bytes)
{
    if (m_pending.isEmpty()) {
        scanFrom(bytes);
        return;
    }
    const QByteArray joined = std::exchange(m_pending, {}) + bytes.toByteArray();
    scanFrom(joined);
}

void TerminalModes::scanFrom(QByteArrayView bytes)
{
    qsizetype i = 0;
    while (i < bytes.size()) {
        const char c = bytes[i];
        if (m_inString) {
            if (c == '\x07') {
                m_inString = false;
            } else if (c == escape && i + 1 < bytes.size() && bytes[i + 1] == '\\') {
                m_inString = false;
                ++i;
            }
            ++i;
            continue;
        }
        if (c == '\x0e') {
            m_shiftedOut = true;
        } else if (c == '\x0f') {
            m_shiftedOut = false;
            m_lockingShift = false;
        } else if (c == escape) {
            const QByteArrayView rest = bytes.sliced(i);
            if (rest.size() >= 2 && QByteArrayView("]P_^X").contains(rest[1])) {
                m_inString = true; // OSC, DCS, APC, PM, SOS: their text is not sequences
                i += 2;
                continue;
            }
            const qsizetype end = sequenceEnd(rest);
            if (end < 0) {
                if (rest.size() < maxPendingBytes)
                    m_pending = rest.toByteArray();
                return;
            }
            sequence(rest.first(end));
            i += end;
            continue;
        }
        ++i;
    }
}

qsizetype TerminalModes::sequenceEnd(QByteArrayView rest)
{
    if (rest.size() < 2)
        return -1;
    if (rest[1] == '[') {
        for (qsizetype k = 2; k < rest.size(); ++k)
            if (rest[k] >= 0x40 && rest[k] <= 0x7e)
                return k + 1;
        return -1;
    }
    if (QByteArrayView("()*+").contains(rest[1]))
        return rest.size() >= 3 ? 3 : -1;
    return 2;
}

void TerminalModes::sequence(QByteArrayView sequence)
{
    const char kind = sequence[1];
    switch (kind) {
    case '[':
        controlSequence(sequence.sliced(2));
        return;
    case 'c': // RIS
        reset();
        return;
    case '(':
        m_g0Ascii = sequence[2] == 'B';
        return;
    case 'n': // LS2
    case 'o': // LS3
        m_lockingShift = true;
        return;
    default:
        return; // ESC ) * + designate G1-G3: they matter only once shifted in, which is followed
    }
}

void TerminalModes::controlSequence(QByteArrayView body)
{
    const char final = body.back();
    QByteArrayView middle = body.first(body.size() - 1);
    const bool privateMode = !middle.isEmpty() && middle.front() == '?';
    if (!middle.isEmpty() &&
        (middle.front() == '?' || middle.front() == '>' || middle.front() == '<' || middle.front() == '='))
        middle = middle.sliced(1);
    qsizetype intermediates = middle.size();
    while (intermediates > 0 && middle[intermediates - 1] >= 0x20 && middle[intermediates - 1] <= 0x2f)
        --intermediates;
    const QByteArrayView intermediate = middle.sliced(intermediates);
    const QList<int> numbers = numbersOf(middle.first(intermediates));

    if (final == 'p' && intermediate == "!") { // DECSTR: a soft reset, as libvterm's
        const bool shiftedOut = m_shiftedOut;
        reset();
        m_shiftedOut = shiftedOut;
        return;
    }
    if (!intermediate.isEmpty())
        return;
    if (final == 'r' && !privateMode) {
        // DECSTBM: only "no region" is known to be the whole screen whatever its size later.
        m_regionDefault = numbers.size() == 1 && numbers.front() <= 0;
        return;
    }
    if (final != 'h' && final != 'l')
        return;
    const bool set = final == 'h';
    for (const int mode : numbers) {
        if (privateMode) {
            if (mode == 6)
                m_origin = set;
            else if (mode == 7)
                m_autowrap = set;
            else if (mode == 69)
                m_marginsEnabled = set;
        } else {
            if (mode == 4)
                m_insert = set;
            else if (mode == 20)
                m_newline = set;
        }
    }
}
