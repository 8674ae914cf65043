// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "ansisgr.h"

#include <cstring>
#include <optional>

namespace kube {

namespace {

constexpr char Esc = 0x1b;
constexpr char Bel = 0x07;
// Terminals cap the parameters of one sequence too; beyond this a sequence is garbage, not styling.
constexpr int maxSgrParameters = 32;
// A parameter value beyond this is garbage (no SGR code or colour component is larger); capping also keeps
// the accumulation from overflowing.
constexpr int maxParameterValue = 65535;
// The fewest bytes decoded at once when a line is cut at maxChars.
constexpr qsizetype minimumChunk = 256;

bool isControl(char16_t c)
{
    return (c < 0x20 && c != u'\t') || (c >= 0x7f && c < 0xa0);
}

// One SGR parameter: "31", or "38:2::255:0:0" (its ':' sub-parameters).
struct Parameter
{
    int value = 0;
    QList<int> sub; // after the first ':'; -1 for an empty one
};

QList<Parameter> splitParameters(QByteArrayView bytes)
{
    QList<Parameter> parameters;
    Parameter current;
    int number = -1; // -1: no digit yet
    bool inSub = false;
    const auto endNumber = [&] {
        if (inSub)
            current.sub.append(number);
        else
            current.value = std::max(number, 0);
        number = -1;
    };
    for (char c : bytes) {
        if (c >= '0' && c <= '9') {
            number = std::min(std::max(number, 0) * 10 + (c - '0'), maxParameterValue);
        } else if (c == ':') {
            endNumber();
            inSub = true;
        } else if (c == ';') {
            endNumber();
            parameters.append(current);
            if (parameters.size() >= maxSgrParameters)
                return parameters;
            current = {};
            inSub = false;
        } // other parameter bytes ('<', '=', '>', '?') mark private sequences: their numbers still parse
          // harmlessly
    }
    endNumber();
    parameters.append(current);
    return parameters;
}

// 38/48: "5;N", "2;R;G;B" or their ':' forms ("2:R:G:B", "2:CS:R:G:B"). Advances `i` past what it used.
std::optional<TermColor> extendedColor(const QList<Parameter> &parameters, qsizetype &i)
{
    const auto valid = [](int v) { return v >= 0 && v <= 255; };
    const Parameter &head = parameters[i];
    if (!head.sub.isEmpty()) {
        const QList<int> &sub = head.sub;
        if (sub[0] == 5 && sub.size() >= 2 && valid(sub[1]))
            return TermColor::palette(sub[1]);
        if (sub[0] == 2 && sub.size() >= 4) {
            const qsizetype n = sub.size();
            if (valid(sub[n - 3]) && valid(sub[n - 2]) && valid(sub[n - 1]))
                return TermColor::rgb(sub[n - 3], sub[n - 2], sub[n - 1]);
        }
        return std::nullopt;
    }
    if (i + 1 >= parameters.size())
        return std::nullopt;
    const int mode = parameters[i + 1].value;
    if (mode == 5) {
        if (i + 2 >= parameters.size())
            return i = parameters.size(), std::nullopt;
        const int index = parameters[i + 2].value;
        i += 2;
        return valid(index) ? std::optional(TermColor::palette(index)) : std::nullopt;
    }
    if (mode == 2) {
        if (i + 4 >= parameters.size())
            return i = parameters.size(), std::nullopt;
        const int r = parameters[i + 2].value, g = parameters[i + 3].value, b = parameters[i + 4].value;
        i += 4;
        return valid(r) && valid(g) && valid(b) ? std::optional(TermColor::rgb(r, g, b)) : std::nullopt;
    }
    ++i; // an unknown colour space: skip its selector only
    return std::nullopt;
}

void applySgr(QByteArrayView parameterBytes, SgrStyle &style)
{
    const QList<Parameter> parameters = splitParameters(parameterBytes);
    for (qsizetype i = 0; i < parameters.size(); ++i) {
        const int code = parameters[i].value;
        switch (code) {
        case 0:
            style = {};
            break;
        case 1:
            style.flags |= SgrStyle::Bold;
            break;
        case 2:
            style.flags |= SgrStyle::Faint;
            break;
        case 3:
            style.flags |= SgrStyle::Italic;
            break;
        case 4: // 4:0 is "no underline"; 4:1..4:5 are underline styles
            if (!parameters[i].sub.isEmpty() && parameters[i].sub[0] == 0)
                style.flags &= ~SgrStyle::Underline;
            else
                style.flags |= SgrStyle::Underline;
            break;
        case 7:
            style.flags |= SgrStyle::Inverse;
            break;
        case 9:
            style.flags |= SgrStyle::Strike;
            break;
        case 21:
            style.flags |= SgrStyle::Underline;
            break; // double underline
        case 22:
            style.flags &= ~(SgrStyle::Bold | SgrStyle::Faint);
            break;
        case 23:
            style.flags &= ~SgrStyle::Italic;
            break;
        case 24:
            style.flags &= ~SgrStyle::Underline;
            break;
        case 27:
            style.flags &= ~SgrStyle::Inverse;
            break;
        case 29:
            style.flags &= ~SgrStyle::Strike;
            break;
        case 38:
            if (const auto color = extendedColor(parameters, i))
                style.foreground = *color;
            break;
        case 39:
            style.foreground = {};
            break;
        case 48:
            if (const auto color = extendedColor(parameters, i))
                style.background = *color;
            break;
        case 49:
            style.background = {};
            break;
        default:
            if (code >= 30 && code <= 37)
                style.foreground = TermColor::palette(code - 30);
            else if (code >= 40 && code <= 47)
                style.background = TermColor::palette(code - 40);
            else if (code >= 90 && code <= 97)
                style.foreground = TermColor::palette(code - 90 + 8);
            else if (code >= 100 && code <= 107)
                style.background = TermColor::palette(code - 100 + 8);
            break; // blink, conceal, fonts, overline...: not shown
        }
    }
}

// Where the string sequence (OSC, DCS, SOS, PM, APC) starting at `from` ends: after BEL or ST (ESC \), or the
// end of the line when it is never terminated.
qsizetype skipString(QByteArrayView line, qsizetype from)
{
    for (qsizetype i = from; i < line.size(); ++i) {
        if (line[i] == Bel)
            return i + 1;
        if (line[i] == Esc && i + 1 < line.size() && line[i + 1] == '\\')
            return i + 2;
    }
    return line.size();
}

class Decoder
{
public:
    Decoder(qsizetype maxChars) : m_maxChars(maxChars < 0 ? std::numeric_limits<qsizetype>::max() : maxChars)
    {
    }

    // Appends printable text, without control characters, up to the limit.
    void text(QByteArrayView bytes)
    {
        while (!bytes.isEmpty() && !full()) {
            // A UTF-8 byte is at least one UTF-16 unit, so `room` bytes can never show less than fits; decode
            // at least a chunk, so that a line of control bytes is not decoded a byte at a time.
            qsizetype take =
                std::min(bytes.size(), std::max<qsizetype>(m_maxChars - m_out.text.size(), minimumChunk));
            for (int back = 0; take < bytes.size() && back < 3 && (uchar(bytes[take]) & 0xc0) == 0x80; ++back)
                --take; // cut between characters, not inside one
            const QString decoded = QString::fromUtf8(bytes.first(take));
            bytes = bytes.sliced(take);
            m_out.text.reserve(m_out.text.size() + decoded.size());
            for (QChar c : decoded) {
                if (!isControl(c.unicode()))
                    m_out.text.append(c);
            }
        }
        if (m_out.text.size() > m_maxChars || !bytes.isEmpty()) {
            m_out.text.truncate(m_maxChars);
            m_out.truncated = true;
        }
    }
    void setStyle(const SgrStyle &style)
    {
        if (style == m_style)
            return;
        closeRun();
        m_style = style;
        m_runStart = int(m_out.text.size());
    }
    bool full() const { return m_out.text.size() >= m_maxChars; }
    void markTruncated() { m_out.truncated = true; }
    SgrText finish()
    {
        closeRun();
        return std::move(m_out);
    }

private:
    void closeRun()
    {
        const int end = int(m_out.text.size());
        if (m_style.isDefault() || end == m_runStart)
            return;
        if (!m_out.runs.isEmpty()) {
            SgrRun &last = m_out.runs.last();
            if (last.style == m_style && last.start + last.length == m_runStart) {
                last.length = end - last.start;
                return;
            }
        }
        m_out.runs.append({m_runStart, end - m_runStart, m_style});
    }

    qsizetype m_maxChars;
    SgrText m_out;
    SgrStyle m_style;
    int m_runStart = 0;
};

} // namespace

SgrText AnsiSgr::parse(QByteArrayView line, qsizetype maxChars)
{
    Decoder decoder(maxChars);
    SgrStyle style;
    qsizetype segment = 0; // start of the printable bytes not yet decoded
    qsizetype i = 0;
    while (i < line.size()) {
        if (decoder.full()) {
            decoder.markTruncated();
            break;
        }
        if (line[i] != Esc) {
            const void *esc = std::memchr(line.data() + i, Esc, size_t(line.size() - i));
            i = esc ? static_cast<const char *>(esc) - line.data() : line.size();
            continue;
        }
        decoder.text(line.sliced(segment, i - segment));
        qsizetype next = i + 1;
        if (next < line.size()) {
            const char kind = line[next];
            if (kind == '[') { // CSI: parameters 0x30-0x3f, intermediates 0x20-0x2f, a final byte 0x40-0x7e
                qsizetype j = next + 1;
                while (j < line.size() && line[j] >= 0x30 && line[j] <= 0x3f)
                    ++j;
                const qsizetype parametersEnd = j;
                while (j < line.size() && line[j] >= 0x20 && line[j] <= 0x2f)
                    ++j;
                if (j < line.size() && line[j] >= 0x40 && line[j] <= 0x7e) {
                    if (line[j] == 'm' && j == parametersEnd) {
                        applySgr(line.sliced(next + 1, parametersEnd - next - 1), style);
                        decoder.setStyle(style);
                    }
                    next = j + 1;
                } else {
                    next = j; // malformed: drop what was read, the offending byte is shown as itself
                }
            } else if (kind == ']' || kind == 'P' || kind == 'X' || kind == '^' || kind == '_') {
                next = skipString(line, next + 1);
            } else if (kind >= 0x20 &&
                       kind <= 0x2f) { // ESC ( B and friends: intermediates, then one final byte
                qsizetype j = next;
                while (j < line.size() && line[j] >= 0x20 && line[j] <= 0x2f)
                    ++j;
                next = (j < line.size() && line[j] >= 0x30 && line[j] <= 0x7e) ? j + 1 : j;
            } else if (kind >= 0x30 && kind <= 0x7e) { // ESC 7, ESC M, ESC c ...
                next = next + 1;
            } // else: a lone ESC before a control or a non-ASCII byte
        }
        i = segment = next;
    }
    decoder.text(line.sliced(segment, i - segment));
    return decoder.finish();
}

QString AnsiSgr::plainText(QByteArrayView line, qsizetype maxChars)
{
    // Most log lines have no escape and no control character: skip the decoder's bookkeeping for them.
    bool plain = true;
    for (char c : line) {
        if (uchar(c) < 0x20 || c == 0x7f || uchar(c) == 0xc2) { // 0xc2 leads the UTF-8 of C1 controls
            plain = false;
            break;
        }
    }
    if (plain && (maxChars < 0 || line.size() <= maxChars))
        return QString::fromUtf8(line);
    return parse(line, maxChars).text;
}

QRgb AnsiSgr::paletteColor(int index, bool darkBackground)
{
    // Readable on each background: dark themes get xterm's brighter tones, light themes deeper ones.
    static constexpr QRgb dark[16] = {0x4d4d4d, 0xf14c4c, 0x23d18b, 0xf5f543, 0x3b8eea, 0xd670d6,
                                      0x29b8db, 0xcccccc, 0x808080, 0xff6e6e, 0x5af78e, 0xffff7a,
                                      0x6cb6ff, 0xff92df, 0x70e0ff, 0xffffff};
    static constexpr QRgb light[16] = {0x000000, 0xcd3131, 0x00855f, 0x8a6d00, 0x0451a5, 0xbc05bc,
                                       0x0598bc, 0x6e6e6e, 0x666666, 0xe01b1b, 0x14a36b, 0xa68a00,
                                       0x1a6fe0, 0xd01fd0, 0x0a8fa8, 0x3a3a3a};
    if (index < 0 || index > 255)
        return qRgb(0, 0, 0);
    if (index < 16)
        return 0xff000000 | (darkBackground ? dark[index] : light[index]);
    if (index < 232) { // the 6×6×6 cube
        static constexpr int levels[6] = {0, 95, 135, 175, 215, 255};
        const int i = index - 16;
        return qRgb(levels[i / 36], levels[i / 6 % 6], levels[i % 6]);
    }
    const int grey = 8 + (index - 232) * 10;
    return qRgb(grey, grey, grey);
}

} // namespace kube
