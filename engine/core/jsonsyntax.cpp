// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "jsonsyntax.h"

#include <vector>

namespace kube::detail {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

QString describe(char c)
{
    return describeJsonByte(c);
}

} // namespace

QString describeJsonByte(char c)
{
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f)
        return QStringLiteral("'%1'").arg(QLatin1Char(c));
    return QStringLiteral("byte 0x%1").arg(uint(byte), 2, 16, QLatin1Char('0'));
}

namespace {

class SyntaxChecker
{
public:
    explicit SyntaxChecker(std::string_view json) : m_json(json) {}

    JsonSyntaxError run()
    {
        enum class Expect { Value, ValueOrClose, Key, KeyOrClose, AfterValue };
        Expect expect = Expect::Value;
        skipSpace();
        if (atEnd())
            return fail(0, QStringLiteral("no JSON value (the input is empty)"));
        for (;;) {
            skipSpace();
            switch (expect) {
            case Expect::Value:
            case Expect::ValueOrClose: {
                if (atEnd())
                    return endsInside();
                const char c = current();
                if (c == ']' && !m_open.empty() && m_json[m_open.back()] == '[') {
                    if (expect == Expect::Value)
                        return fail(m_at, QStringLiteral("a ',' before ']' (trailing comma)"));
                    close();
                } else if (c == '{' || c == '[') {
                    if (int(m_open.size()) == maxJsonDepth)
                        return fail(m_at, QStringLiteral("nested deeper than %1 levels").arg(maxJsonDepth));
                    m_open.push_back(m_at++);
                    expect = c == '{' ? Expect::KeyOrClose : Expect::ValueOrClose;
                    continue;
                } else if (c == '"') {
                    if (!string())
                        return m_error;
                } else if (c == '-' || isDigit(c)) {
                    if (!number())
                        return m_error;
                } else if (c == 't' || c == 'f' || c == 'n') {
                    if (!literal())
                        return m_error;
                } else {
                    return fail(m_at, QStringLiteral("expected a value, found %1").arg(describe(c)));
                }
                expect = Expect::AfterValue;
                continue;
            }
            case Expect::Key:
            case Expect::KeyOrClose: {
                if (atEnd())
                    return endsInside();
                const char c = current();
                if (c == '}') {
                    if (expect == Expect::Key)
                        return fail(m_at, QStringLiteral("a ',' before '}' (trailing comma)"));
                    close();
                    expect = Expect::AfterValue;
                    continue;
                }
                if (c != '"')
                    return fail(m_at, QStringLiteral("expected a member name (a string), found %1").arg(describe(c)));
                if (!string())
                    return m_error;
                skipSpace();
                if (atEnd())
                    return endsInside();
                if (current() != ':')
                    return fail(m_at, QStringLiteral("expected ':' after a member name, found %1").arg(describe(current())));
                ++m_at;
                expect = Expect::Value;
                continue;
            }
            case Expect::AfterValue: {
                if (m_open.empty()) {
                    if (!atEnd())
                        return fail(m_at, QStringLiteral("unexpected %1 after the JSON value").arg(describe(current())));
                    return {};
                }
                if (atEnd())
                    return endsInside();
                const bool inObject = m_json[m_open.back()] == '{';
                const char c = current();
                if (c == ',') {
                    ++m_at;
                    expect = inObject ? Expect::Key : Expect::Value;
                } else if (c == (inObject ? '}' : ']')) {
                    close();
                } else {
                    return fail(m_at, inObject ? QStringLiteral("expected ',' or '}' after an object member, found %1").arg(describe(c))
                                               : QStringLiteral("expected ',' or ']' after an array element, found %1").arg(describe(c)));
                }
                continue;
            }
            }
        }
    }

private:
    bool atEnd() const { return m_at >= m_json.size(); }
    char current() const { return m_json[m_at]; }
    void skipSpace()
    {
        while (!atEnd() && isJsonSpace(current()))
            ++m_at;
    }
    void close()
    {
        m_open.pop_back();
        ++m_at;
    }
    JsonSyntaxError fail(size_t at, const QString &what)
    {
        m_error = {qsizetype(at), what};
        return m_error;
    }
    JsonSyntaxError endsInside()
    {
        const size_t opened = m_open.back();
        return fail(m_json.size(), QStringLiteral("the input ends inside the %1 that starts at byte %2")
                                       .arg(m_json[opened] == '{' ? QStringLiteral("object") : QStringLiteral("array"))
                                       .arg(opened));
    }

    // Four hex digits at `at`, or -1.
    int hex4(size_t at) const
    {
        if (at + 4 > m_json.size())
            return -1;
        int value = 0;
        for (size_t i = at; i < at + 4; ++i) {
            const int digit = hexValue(m_json[i]);
            if (digit < 0)
                return -1;
            value = value * 16 + digit;
        }
        return value;
    }

    // The length of the UTF-8 sequence at m_at (its first byte is >= 0x80), or 0 if it is not well-formed
    // (overlong forms, UTF-16 surrogates and code points past U+10FFFF are not).
    size_t utf8Length() const
    {
        const auto byte = [this](size_t i) { return m_at + i < m_json.size() ? static_cast<unsigned char>(m_json[m_at + i]) : 0u; };
        const auto continuation = [](unsigned b) { return (b & 0xc0) == 0x80; };
        const unsigned lead = byte(0);
        const unsigned second = byte(1);
        if (lead >= 0xc2 && lead <= 0xdf)
            return continuation(second) ? 2 : 0;
        if (lead >= 0xe0 && lead <= 0xef) {
            const unsigned low = lead == 0xe0 ? 0xa0 : 0x80;
            const unsigned high = lead == 0xed ? 0x9f : 0xbf;
            return second >= low && second <= high && continuation(byte(2)) ? 3 : 0;
        }
        if (lead >= 0xf0 && lead <= 0xf4) {
            const unsigned low = lead == 0xf0 ? 0x90 : 0x80;
            const unsigned high = lead == 0xf4 ? 0x8f : 0xbf;
            return second >= low && second <= high && continuation(byte(2)) && continuation(byte(3)) ? 4 : 0;
        }
        return 0;
    }

    bool string()
    {
        const size_t start = m_at++;
        for (;;) {
            if (atEnd()) {
                fail(start, QStringLiteral("unterminated string"));
                return false;
            }
            const auto c = static_cast<unsigned char>(current());
            if (c == '"') {
                ++m_at;
                return true;
            }
            if (c < 0x20) {
                fail(m_at, QStringLiteral("control character %1 in a string (it must be escaped)").arg(describe(char(c))));
                return false;
            }
            if (c >= 0x80) {
                const size_t length = utf8Length();
                if (!length) {
                    fail(m_at, QStringLiteral("invalid UTF-8 (%1)").arg(describe(char(c))));
                    return false;
                }
                m_at += length;
                continue;
            }
            if (c != '\\') {
                ++m_at;
                continue;
            }
            if (m_at + 1 >= m_json.size()) {
                fail(start, QStringLiteral("unterminated string"));
                return false;
            }
            const char escaped = m_json[m_at + 1];
            if (std::string_view("\"\\/bfnrt").find(escaped) != std::string_view::npos) {
                m_at += 2;
                continue;
            }
            if (escaped != 'u') {
                fail(m_at, QStringLiteral("invalid escape in a string: '\\' followed by %1").arg(describe(escaped)));
                return false;
            }
            const int unit = hex4(m_at + 2);
            if (unit < 0) {
                fail(m_at, QStringLiteral("invalid \\u escape (it takes four hex digits)"));
                return false;
            }
            if (unit >= 0xdc00 && unit <= 0xdfff) {
                fail(m_at, QStringLiteral("lone low surrogate \\u%1 in a string").arg(unit, 4, 16, QLatin1Char('0')));
                return false;
            }
            if (unit >= 0xd800 && unit <= 0xdbff) {
                const int low = m_at + 7 < m_json.size() && m_json[m_at + 6] == '\\' && m_json[m_at + 7] == 'u' ? hex4(m_at + 8) : -1;
                if (low < 0xdc00 || low > 0xdfff) {
                    fail(m_at, QStringLiteral("lone high surrogate \\u%1 in a string (a low surrogate must follow)").arg(unit, 4, 16, QLatin1Char('0')));
                    return false;
                }
                m_at += 12;
                continue;
            }
            m_at += 6;
        }
    }

    bool number()
    {
        const size_t start = m_at;
        if (current() == '-')
            ++m_at;
        if (atEnd() || !isDigit(current())) {
            fail(start, QStringLiteral("invalid number: '-' must be followed by a digit"));
            return false;
        }
        if (current() == '0') {
            ++m_at;
            if (!atEnd() && isDigit(current())) {
                fail(start, QStringLiteral("invalid number: leading zero"));
                return false;
            }
        } else {
            while (!atEnd() && isDigit(current()))
                ++m_at;
        }
        if (!atEnd() && current() == '.') {
            ++m_at;
            if (atEnd() || !isDigit(current())) {
                fail(start, QStringLiteral("invalid number: '.' must be followed by a digit"));
                return false;
            }
            while (!atEnd() && isDigit(current()))
                ++m_at;
        }
        if (!atEnd() && (current() == 'e' || current() == 'E')) {
            ++m_at;
            if (!atEnd() && (current() == '+' || current() == '-'))
                ++m_at;
            if (atEnd() || !isDigit(current())) {
                fail(start, QStringLiteral("invalid number: the exponent has no digits"));
                return false;
            }
            while (!atEnd() && isDigit(current()))
                ++m_at;
        }
        return true;
    }

    bool literal()
    {
        for (std::string_view word : {std::string_view("true"), std::string_view("false"), std::string_view("null")}) {
            if (m_json.substr(m_at, word.size()) == word) {
                m_at += word.size();
                return true;
            }
        }
        fail(m_at, QStringLiteral("invalid literal (expected true, false or null)"));
        return false;
    }

    std::string_view m_json;
    size_t m_at = 0;
    std::vector<size_t> m_open; // where each enclosing '{' or '[' is
    JsonSyntaxError m_error;
};

} // namespace

JsonSyntaxError findJsonSyntaxError(std::string_view json)
{
    return SyntaxChecker(json).run();
}

} // namespace kube::detail
