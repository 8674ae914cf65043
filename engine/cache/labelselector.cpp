// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "labelselector.h"

#include <QRegularExpression>

#include <algorithm>

namespace kube {

namespace {

// validation.IsQualifiedName / IsValidLabelValue / IsDNS1123Subdomain and their messages.
constexpr int qualifiedNameMaxLength = 63;
constexpr int labelValueMaxLength = 63;
constexpr int dns1123SubdomainMaxLength = 253;
const char qualifiedNameFmt[] = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const char qualifiedNameErrMsg[] =
    "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric "
    "character";
const char dns1123SubdomainFmt[] = "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*";
const char dns1123SubdomainErrMsg[] =
    "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must "
    "start and end with an alphanumeric character";
const char labelValueErrMsg[] =
    "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must "
    "start and end with an alphanumeric character";

QString regexError(const char *message, const QString &format, const QStringList &examples)
{
    QString s = QLatin1String(message) + QLatin1String(" (e.g. ");
    for (qsizetype i = 0; i < examples.size(); ++i)
        s += (i > 0 ? QLatin1String(" or ") : QLatin1String()) + QLatin1Char('\'') + examples[i] +
             QLatin1String("', ");
    return s + QLatin1String("regex used for validation is '") + format + QLatin1String("')");
}

bool fullMatch(const QString &pattern, const QString &value)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern)).match(value).hasMatch();
}

QStringList qualifiedNameErrors(const QString &value)
{
    const QStringList examples = {QStringLiteral("MyName"), QStringLiteral("my.name"),
                                  QStringLiteral("123-abc")};
    const QString nameRegexError = regexError(qualifiedNameErrMsg, QLatin1String(qualifiedNameFmt), examples);
    QStringList errors;
    const QStringList parts = value.split(QLatin1Char('/'));
    QString name = parts.first();
    if (parts.size() == 2) {
        const QString prefix = parts[0];
        name = parts[1];
        if (prefix.isEmpty()) {
            errors << QStringLiteral("prefix part must be non-empty");
        } else {
            if (prefix.size() > dns1123SubdomainMaxLength)
                errors << QStringLiteral("prefix part must be no more than %1 characters")
                              .arg(dns1123SubdomainMaxLength);
            if (!fullMatch(QLatin1String(dns1123SubdomainFmt), prefix))
                errors << QLatin1String("prefix part ") + regexError(dns1123SubdomainErrMsg,
                                                                     QLatin1String(dns1123SubdomainFmt),
                                                                     {QStringLiteral("example.com")});
        }
    } else if (parts.size() > 2) {
        return {QLatin1String("a qualified name ") + nameRegexError +
                QLatin1String(" with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')")};
    }
    if (name.isEmpty())
        errors << QStringLiteral("name part must be non-empty");
    else if (name.size() > qualifiedNameMaxLength)
        errors << QStringLiteral("name part must be no more than %1 characters").arg(qualifiedNameMaxLength);
    if (!fullMatch(QLatin1String(qualifiedNameFmt), name))
        errors << QLatin1String("name part ") + nameRegexError;
    return errors;
}

QStringList labelValueErrors(const QString &value)
{
    QStringList errors;
    if (value.size() > labelValueMaxLength)
        errors << QStringLiteral("must be no more than %1 characters").arg(labelValueMaxLength);
    if (!fullMatch(QLatin1Char('(') + QLatin1String(qualifiedNameFmt) + QLatin1String(")?"), value))
        errors << regexError(
            labelValueErrMsg, QLatin1Char('(') + QLatin1String(qualifiedNameFmt) + QLatin1String(")?"),
            {QStringLiteral("MyValue"), QStringLiteral("my_value"), QStringLiteral("12345")});
    return errors;
}

// field.Invalid(path, value, detail).Error(), with Go's %q of the value (label text is printable here).
QString invalid(const QString &path, const QString &value, const QString &detail)
{
    QString quoted = value;
    quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QStringLiteral("%1: Invalid value: \"%2\": %3").arg(path, quoted, detail);
}

enum class Token {
    EndOfString,
    ClosedPar,
    Comma,
    DoesNotExist,
    DoubleEquals,
    Equals,
    GreaterThan,
    Identifier,
    In,
    LessThan,
    NotEquals,
    NotIn,
    OpenPar,
};

struct Scanned
{
    Token token;
    QString literal;
};

bool isWhitespace(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\r') ||
           c == QLatin1Char('\n');
}

bool isSpecialSymbol(QChar c)
{
    return QStringView(u"=!(),><").contains(c);
}

std::optional<Token> symbolToken(QStringView s)
{
    static const std::pair<QStringView, Token> symbols[] = {
        {u")", Token::ClosedPar},     {u",", Token::Comma},      {u"!", Token::DoesNotExist},
        {u"==", Token::DoubleEquals}, {u"=", Token::Equals},     {u">", Token::GreaterThan},
        {u"<", Token::LessThan},      {u"!=", Token::NotEquals}, {u"(", Token::OpenPar},
    };
    for (const auto &[text, token] : symbols)
        if (s == text)
            return token;
    return std::nullopt;
}

// labels.Lexer: whitespace-separated identifiers and keywords, and the longest special-symbol token.
QList<Scanned> scan(const QString &text)
{
    QList<Scanned> items;
    qsizetype pos = 0;
    while (true) {
        while (pos < text.size() && isWhitespace(text[pos]))
            ++pos;
        if (pos >= text.size() || text[pos].isNull()) {
            items.append({Token::EndOfString, QString()});
            return items;
        }
        if (isSpecialSymbol(text[pos])) {
            qsizetype end = pos + 1;
            Token token = *symbolToken(QStringView(text).mid(pos, 1));
            while (end < text.size() && isSpecialSymbol(text[end])) {
                const auto longer = symbolToken(QStringView(text).mid(pos, end + 1 - pos));
                if (!longer)
                    break;
                token = *longer;
                ++end;
            }
            items.append({token, text.mid(pos, end - pos)});
            pos = end;
            continue;
        }
        const qsizetype start = pos;
        while (pos < text.size() && !isWhitespace(text[pos]) && !isSpecialSymbol(text[pos]) &&
               !text[pos].isNull())
            ++pos;
        const QString word = text.mid(start, pos - start);
        const Token token = word == QLatin1String("in")      ? Token::In
                            : word == QLatin1String("notin") ? Token::NotIn
                                                             : Token::Identifier;
        items.append({token, word});
    }
}

QString format(const char *pattern, const QString &literal)
{
    return QString::fromLatin1(pattern).arg(literal);
}

// labels.Parser: a recursive descent over the scanned tokens; "in" and "notin" are identifiers where a value
// is expected (the Values context).
class Parser
{
public:
    explicit Parser(const QString &text) : m_items(scan(text)) {}

    Result<QList<LabelSelector::Requirement>> parse()
    {
        QList<LabelSelector::Requirement> requirements;
        while (true) {
            const Scanned next = lookahead(true);
            if (next.token == Token::EndOfString)
                return requirements;
            if (next.token != Token::Identifier && next.token != Token::DoesNotExist)
                return fail(format("found '%1', expected: !, identifier, or 'end of string'", next.literal));
            auto requirement = parseRequirement();
            if (!requirement)
                return fail(QLatin1String("unable to parse requirement: ") + requirement.error().message());
            requirements.append(requirement.value());
            const Scanned separator = consume(true);
            if (separator.token == Token::EndOfString)
                return requirements;
            if (separator.token != Token::Comma)
                return fail(format("found '%1', expected: ',' or 'end of string'", separator.literal));
            const Scanned after = lookahead(true);
            if (after.token != Token::Identifier && after.token != Token::DoesNotExist)
                return fail(format("found '%1', expected: identifier after ','", after.literal));
        }
    }

private:
    static Error fail(const QString &message) { return Error(Error::Kind::Invalid, message); }

    Scanned lookahead(bool values) const { return context(m_items[m_position], values); }
    Scanned consume(bool values) { return context(m_items[m_position++], values); }
    static Scanned context(Scanned item, bool values)
    {
        if (values && (item.token == Token::In || item.token == Token::NotIn))
            item.token = Token::Identifier;
        return item;
    }

    Result<LabelSelector::Requirement> parseRequirement()
    {
        using Op = LabelSelector::Op;
        LabelSelector::Requirement r;
        r.op = Op::Equals;
        bool unary = false;
        Scanned key = consume(true);
        if (key.token == Token::DoesNotExist) {
            r.op = Op::DoesNotExist;
            unary = true;
            key = consume(true);
        }
        if (key.token != Token::Identifier)
            return fail(format("found '%1', expected: identifier", key.literal));
        if (const QStringList errors = qualifiedNameErrors(key.literal); !errors.isEmpty())
            return fail(invalid(QStringLiteral("<nil>"), key.literal, errors.join(QLatin1String("; "))));
        r.key = key.literal;
        const Token next = lookahead(true).token;
        if (!unary && (next == Token::EndOfString || next == Token::Comma)) {
            r.op = Op::Exists;
            unary = true;
        }
        if (!unary) {
            const Scanned op = consume(false);
            switch (op.token) {
            case Token::In:
                r.op = Op::In;
                break;
            case Token::Equals:
                r.op = Op::Equals;
                break;
            case Token::DoubleEquals:
                r.op = Op::DoubleEquals;
                break;
            case Token::GreaterThan:
                r.op = Op::GreaterThan;
                break;
            case Token::LessThan:
                r.op = Op::LessThan;
                break;
            case Token::NotIn:
                r.op = Op::NotIn;
                break;
            case Token::NotEquals:
                r.op = Op::NotEquals;
                break;
            default:
                return fail(format("found '%1', expected: in, notin, =, ==, !=, gt, lt", op.literal));
            }
            auto values = (r.op == Op::In || r.op == Op::NotIn) ? parseValues() : parseExactValue();
            if (!values)
                return values.error();
            r.values = values.value();
            r.values.sort();
            r.values.removeDuplicates();
        }
        return validate(r);
    }

    // NewRequirement's checks, aggregated as field.ErrorList prints them.
    static Result<LabelSelector::Requirement> validate(const LabelSelector::Requirement &r)
    {
        using Op = LabelSelector::Op;
        QStringList errors;
        if (r.op == Op::GreaterThan || r.op == Op::LessThan) {
            for (qsizetype i = 0; i < r.values.size(); ++i) {
                bool ok = false;
                r.values[i].toLongLong(&ok);
                if (!ok)
                    errors << invalid(
                        QStringLiteral("values[%1]").arg(i), r.values[i],
                        QStringLiteral("for 'Gt', 'Lt' operators, the value must be an integer"));
            }
        }
        for (qsizetype i = 0; i < r.values.size(); ++i)
            if (const QStringList e = labelValueErrors(r.values[i]); !e.isEmpty())
                errors << invalid(QStringLiteral("values[%1][%2]").arg(i).arg(r.key), r.values[i],
                                  e.join(QLatin1String("; ")));
        if (errors.isEmpty())
            return r;
        return fail(errors.size() == 1
                        ? errors.first()
                        : QLatin1Char('[') + errors.join(QLatin1String(", ")) + QLatin1Char(']'));
    }

    Result<QStringList> parseValues()
    {
        const Scanned open = consume(true);
        if (open.token != Token::OpenPar)
            return fail(format("found '%1' expected: '('", open.literal));
        const Scanned first = lookahead(true);
        if (first.token == Token::ClosedPar) {
            consume(true);
            return QStringList{QString()};
        }
        if (first.token != Token::Identifier && first.token != Token::Comma)
            return fail(format("found '%1', expected: ',', ')' or identifier", first.literal));
        auto values = parseIdentifiersList();
        if (!values)
            return values;
        if (consume(true).token != Token::ClosedPar)
            return fail(format("found '%1', expected: ')'", first.literal));
        return values;
    }

    Result<QStringList> parseIdentifiersList()
    {
        QStringList values;
        while (true) {
            const Scanned item = consume(true);
            if (item.token == Token::Identifier) {
                values.append(item.literal);
                const Scanned next = lookahead(true);
                if (next.token == Token::Comma)
                    continue;
                if (next.token == Token::ClosedPar)
                    return values;
                return fail(format("found '%1', expected: ',' or ')'", next.literal));
            }
            if (item.token != Token::Comma)
                return fail(format("found '%1', expected: ',', or identifier", item.literal));
            if (values.isEmpty())
                values.append(QString()); // "(,"
            const Token next = lookahead(true).token;
            if (next == Token::ClosedPar) {
                values.append(QString()); // ",)"
                return values;
            }
            if (next == Token::Comma) {
                consume(true);
                values.append(QString()); // ",,"
            }
        }
    }

    Result<QStringList> parseExactValue()
    {
        const Token next = lookahead(true).token;
        if (next == Token::EndOfString || next == Token::Comma)
            return QStringList{QString()};
        const Scanned value = consume(true);
        if (value.token == Token::Identifier)
            return QStringList{value.literal};
        return fail(format("found '%1', expected: identifier", value.literal));
    }

    QList<Scanned> m_items;
    qsizetype m_position = 0;
};

} // namespace

Result<LabelSelector> LabelSelector::parse(const QString &text)
{
    auto requirements = Parser(text).parse();
    if (!requirements)
        return requirements.error();
    LabelSelector selector;
    selector.m_requirements = requirements.value();
    std::stable_sort(selector.m_requirements.begin(), selector.m_requirements.end(),
                     [](const Requirement &a, const Requirement &b) { return a.key < b.key; });
    return selector;
}

QString LabelSelector::toString() const
{
    QStringList parts;
    for (const Requirement &r : m_requirements) {
        QString s = r.op == Op::DoesNotExist ? QLatin1String("!") + r.key : r.key;
        switch (r.op) {
        case Op::Exists:
        case Op::DoesNotExist:
            parts.append(s);
            continue;
        case Op::Equals:
            s += QLatin1Char('=');
            break;
        case Op::DoubleEquals:
            s += QLatin1String("==");
            break;
        case Op::NotEquals:
            s += QLatin1String("!=");
            break;
        case Op::GreaterThan:
            s += QLatin1Char('>');
            break;
        case Op::LessThan:
            s += QLatin1Char('<');
            break;
        case Op::In:
            s += QLatin1String(" in (");
            break;
        case Op::NotIn:
            s += QLatin1String(" notin (");
            break;
        }
        s += r.values.join(QLatin1Char(','));
        if (r.op == Op::In || r.op == Op::NotIn)
            s += QLatin1Char(')');
        parts.append(s);
    }
    return parts.join(QLatin1Char(','));
}

bool LabelSelector::matches(const Lookup &lookup) const
{
    for (const Requirement &r : m_requirements) {
        QString value;
        const bool exists = lookup(r.key, &value);
        switch (r.op) {
        case Op::Equals:
        case Op::DoubleEquals:
        case Op::In:
            if (!exists || !r.values.contains(value))
                return false;
            break;
        case Op::NotEquals:
        case Op::NotIn:
            if (exists && r.values.contains(value))
                return false;
            break;
        case Op::Exists:
            if (!exists)
                return false;
            break;
        case Op::DoesNotExist:
            if (exists)
                return false;
            break;
        case Op::GreaterThan:
        case Op::LessThan: {
            // Both sides as base-10 int64; a label that is not one never matches.
            bool labelOk = false, valueOk = false;
            const qint64 label = exists ? value.toLongLong(&labelOk) : 0;
            const qint64 bound = r.values.value(0).toLongLong(&valueOk);
            if (!labelOk || !valueOk || (r.op == Op::GreaterThan ? label <= bound : label >= bound))
                return false;
            break;
        }
        }
    }
    return true;
}

bool LabelSelector::matches(const QList<std::pair<QByteArray, QByteArray>> &labels) const
{
    return matches([&labels](const QString &key, QString *value) {
        const QByteArray k = key.toUtf8();
        for (const auto &[lk, lv] : labels) {
            if (lk == k) {
                *value = QString::fromUtf8(lv);
                return true;
            }
        }
        return false;
    });
}

namespace {

// fields.UnescapeValue: `\\`, `\,` and `\=` stand for themselves; a bare ',' or '=' and any other escape
// fail.
Result<QString> unescapeFieldValue(const QString &s)
{
    QString v;
    bool inSlash = false;
    for (const QChar c : s) {
        if (inSlash) {
            if (c != QLatin1Char('\\') && c != QLatin1Char(',') && c != QLatin1Char('='))
                return Error(Error::Kind::Invalid,
                             QStringLiteral("invalid field selector: invalid escape sequence: \\%1").arg(c));
            v += c;
            inSlash = false;
        } else if (c == QLatin1Char('\\')) {
            inSlash = true;
        } else if (c == QLatin1Char(',') || c == QLatin1Char('=')) {
            // UnescapedRune prints the rune with %v: its code point.
            return Error(
                Error::Kind::Invalid,
                QStringLiteral("invalid field selector: unescaped character in value: %1").arg(c.unicode()));
        } else {
            v += c;
        }
    }
    if (inSlash)
        return Error(Error::Kind::Invalid,
                     QStringLiteral("invalid field selector: invalid escape sequence: \\"));
    return v;
}

QString escapeFieldValue(QString s)
{
    return s.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char(','), QLatin1String("\\,"))
        .replace(QLatin1Char('='), QLatin1String("\\="));
}

// fields.splitTerms: ',' separates terms unless escaped (the backslash stays in the term).
QStringList splitFieldTerms(const QString &selector)
{
    QStringList terms;
    if (selector.isEmpty())
        return terms;
    qsizetype start = 0;
    bool inSlash = false;
    for (qsizetype i = 0; i < selector.size(); ++i) {
        if (inSlash)
            inSlash = false;
        else if (selector[i] == QLatin1Char('\\'))
            inSlash = true;
        else if (selector[i] == QLatin1Char(',')) {
            terms.append(selector.mid(start, i - start));
            start = i + 1;
        }
    }
    terms.append(selector.mid(start));
    return terms;
}

} // namespace

Result<FieldSelector> FieldSelector::parse(const QString &text)
{
    FieldSelector selector;
    QStringList terms = splitFieldTerms(text);
    std::sort(terms.begin(),
              terms.end()); // Go sorts the raw terms (bytewise; UTF-16 order agrees for BMP text)
    for (const QString &term : std::as_const(terms)) {
        if (term.isEmpty())
            continue;
        // The first operator from the left wins; "!=" and "==" before "=" so no '=' is left on the value.
        qsizetype at = -1;
        int length = 0;
        bool equals = true;
        for (qsizetype i = 0; i < term.size() && at < 0; ++i) {
            const QStringView rest = QStringView(term).mid(i);
            if (rest.startsWith(u"!="))
                at = i, length = 2, equals = false;
            else if (rest.startsWith(u"=="))
                at = i, length = 2;
            else if (rest.startsWith(u"="))
                at = i, length = 1;
        }
        if (at < 0)
            return Error(Error::Kind::Invalid,
                         QStringLiteral("invalid selector: '%1'; can't understand '%2'").arg(text, term));
        auto value = unescapeFieldValue(term.mid(at + length));
        if (!value)
            return value.error();
        selector.m_requirements.append({term.left(at), equals, value.value()});
    }
    return selector;
}

QString FieldSelector::toString() const
{
    QStringList parts;
    for (const Requirement &r : m_requirements)
        parts.append(r.field + (r.equals ? QLatin1String("=") : QLatin1String("!=")) +
                     escapeFieldValue(r.value));
    return parts.join(QLatin1Char(','));
}

bool FieldSelector::matches(const std::function<QString(const QString &field)> &value) const
{
    for (const Requirement &r : m_requirements) {
        const QString actual = value(r.field);
        if ((actual == r.value) != r.equals)
            return false;
    }
    return true;
}

} // namespace kube
