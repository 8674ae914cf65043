// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "labelselector.h"

#include <QRegularExpression>

namespace kube {

namespace {

// Label keys: optional DNS prefix '/' name; values: up to 63 chars of [A-Za-z0-9._-], alphanumeric ends.
bool validKey(const QString &key)
{
    static const QRegularExpression re(
        QStringLiteral("^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$"));
    return re.match(key).hasMatch();
}

bool validValue(const QString &value)
{
    static const QRegularExpression re(QStringLiteral("^([A-Za-z0-9]([-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?)?$"));
    return re.match(value).hasMatch();
}

class Lexer
{
public:
    explicit Lexer(const QString &text) : m_text(text) {}
    void skipSpace()
    {
        while (m_pos < m_text.size() && m_text.at(m_pos).isSpace())
            ++m_pos;
    }
    bool atEnd()
    {
        skipSpace();
        return m_pos >= m_text.size();
    }
    QChar peek()
    {
        skipSpace();
        return m_pos < m_text.size() ? m_text.at(m_pos) : QChar();
    }
    bool consume(const QString &token)
    {
        skipSpace();
        if (m_text.mid(m_pos, token.size()) == token) {
            m_pos += token.size();
            return true;
        }
        return false;
    }
    // A run of identifier characters (keys, values, the words in/notin).
    QString word()
    {
        skipSpace();
        const qsizetype start = m_pos;
        while (m_pos < m_text.size()) {
            const QChar c = m_text.at(m_pos);
            if (c.isSpace() || c == QLatin1Char(',') || c == QLatin1Char('=') || c == QLatin1Char('!') ||
                c == QLatin1Char('(') || c == QLatin1Char(')'))
                break;
            ++m_pos;
        }
        return m_text.mid(start, m_pos - start);
    }
    qsizetype position() const { return m_pos; }
    Error error(const QString &what, qsizetype at) const
    {
        return Error(
            Error::Kind::Invalid,
            QStringLiteral("invalid selector \"%1\": %2 at column %3").arg(m_text, what).arg(at + 1));
    }

private:
    const QString &m_text;
    qsizetype m_pos = 0;
};

} // namespace

Result<LabelSelector> LabelSelector::parse(const QString &text)
{
    LabelSelector selector;
    selector.m_text = text.trimmed();
    Lexer lexer(text);
    if (lexer.atEnd())
        return selector;
    while (true) {
        Requirement requirement;
        lexer.skipSpace();
        const qsizetype keyAt = lexer.position();
        if (lexer.consume(QStringLiteral("!"))) {
            requirement.op = Op::DoesNotExist;
            requirement.key = lexer.word();
            if (!validKey(requirement.key))
                return lexer.error(QStringLiteral("expected a label key after '!'"), keyAt);
        } else {
            requirement.key = lexer.word();
            if (requirement.key.isEmpty())
                return lexer.error(QStringLiteral("expected a label key"), keyAt);
            if (!validKey(requirement.key))
                return lexer.error(QStringLiteral("\"%1\" is not a valid label key").arg(requirement.key),
                                   keyAt);
            lexer.skipSpace();
            const qsizetype opAt = lexer.position();
            if (lexer.atEnd() || lexer.peek() == QLatin1Char(',')) {
                requirement.op = Op::Exists;
            } else if (lexer.consume(QStringLiteral("==")) || lexer.consume(QStringLiteral("="))) {
                requirement.op = Op::Equals;
            } else if (lexer.consume(QStringLiteral("!="))) {
                requirement.op = Op::NotEquals;
            } else {
                const QString word = lexer.word();
                if (word == QLatin1String("in"))
                    requirement.op = Op::In;
                else if (word == QLatin1String("notin"))
                    requirement.op = Op::NotIn;
                else
                    return lexer.error(QStringLiteral("expected one of =, ==, !=, in, notin, got \"%1\"")
                                           .arg(word.isEmpty() ? QString(lexer.peek()) : word),
                                       opAt);
            }
            if (requirement.op == Op::Equals || requirement.op == Op::NotEquals) {
                lexer.skipSpace();
                const qsizetype valueAt = lexer.position();
                const QString value = lexer.word();
                if (!validValue(value))
                    return lexer.error(QStringLiteral("\"%1\" is not a valid label value").arg(value),
                                       valueAt);
                requirement.values = {value};
            } else if (requirement.op == Op::In || requirement.op == Op::NotIn) {
                lexer.skipSpace();
                if (!lexer.consume(QStringLiteral("(")))
                    return lexer.error(
                        QStringLiteral("expected '(' after %1")
                            .arg(requirement.op == Op::In ? QStringLiteral("in") : QStringLiteral("notin")),
                        lexer.position());
                while (true) {
                    lexer.skipSpace();
                    const qsizetype valueAt = lexer.position();
                    const QString value = lexer.word();
                    if (!validValue(value))
                        return lexer.error(QStringLiteral("\"%1\" is not a valid label value").arg(value),
                                           valueAt);
                    requirement.values.append(value);
                    if (lexer.consume(QStringLiteral(")")))
                        break;
                    if (!lexer.consume(QStringLiteral(",")))
                        return lexer.error(QStringLiteral("expected ',' or ')' in the value set"),
                                           lexer.position());
                }
            }
        }
        selector.m_requirements.append(requirement);
        if (lexer.atEnd())
            break;
        const qsizetype sepAt = lexer.position();
        if (!lexer.consume(QStringLiteral(",")))
            return lexer.error(
                QStringLiteral("expected ',' between requirements, got \"%1\"").arg(lexer.peek()), sepAt);
    }
    return selector;
}

bool LabelSelector::matches(const Lookup &lookup) const
{
    for (const Requirement &r : m_requirements) {
        QString value;
        const bool exists = lookup(r.key, &value);
        switch (r.op) {
        case Op::Equals:
            if (!exists || value != r.values.first())
                return false;
            break;
        case Op::NotEquals:
            if (exists && value == r.values.first())
                return false;
            break;
        case Op::In:
            if (!exists || !r.values.contains(value))
                return false;
            break;
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

Result<FieldSelector> FieldSelector::parse(const QString &text)
{
    FieldSelector selector;
    selector.m_text = text.trimmed();
    if (selector.m_text.isEmpty())
        return selector;
    qsizetype column = 0;
    for (const QString &part : text.split(QLatin1Char(','))) {
        Requirement r;
        qsizetype op = part.indexOf(QLatin1String("!="));
        int opLength = 2;
        r.equals = op < 0;
        if (op < 0) {
            op = part.indexOf(QLatin1String("=="));
            if (op < 0) {
                op = part.indexOf(QLatin1Char('='));
                opLength = 1;
            }
        }
        if (op <= 0 || part.left(op).trimmed().isEmpty())
            return Error(Error::Kind::Invalid,
                         QStringLiteral("invalid field selector \"%1\": \"%2\" is not field=value, "
                                        "field==value or field!=value (column %3)")
                             .arg(text, part)
                             .arg(column + 1));
        r.field = part.left(op).trimmed();
        r.value = part.mid(op + opLength).trimmed();
        selector.m_requirements.append(r);
        column += part.size() + 1;
    }
    return selector;
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
