// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "flagset.h"
#include "flagerror.h"
#include "goduration.h"

#include <algorithm>
#include <limits>

namespace {

// pflag's NoOptDefVal of a boolean: what "--x" alone sets.
const QString boolWithoutValue = QStringLiteral("true");

// Go's underscoreOK for a base-0 literal's digits (after the sign and the base prefix): underscores only
// between digits, or right after a base prefix.
bool underscoresOk(const QString &digits, bool afterPrefix)
{
    bool previousWasDigit = afterPrefix;
    for (qsizetype i = 0; i < digits.size(); ++i) {
        if (digits.at(i) == QLatin1Char('_')) {
            if (!previousWasDigit)
                return false;
            previousWasDigit = false;
        } else
            previousWasDigit = true;
    }
    return previousWasDigit;
}

} // namespace

void FlagSet::add(Flag flag)
{
    if (m_byName.contains(flag.name))
        return;
    m_byName.insert(flag.name, m_flags.size());
    if (!flag.shorthand.isNull())
        m_byShorthand.insert(flag.shorthand, m_flags.size());
    m_flags.append(std::move(flag));
}

void FlagSet::addBool(const QString &name, QChar shorthand, bool defaultValue, const QString &usage)
{
    add({name, shorthand, Type::Bool, defaultValue ? QStringLiteral("true") : QStringLiteral("false"),
         usage});
}

void FlagSet::addString(const QString &name, QChar shorthand, const QString &defaultValue,
                        const QString &usage)
{
    add({name, shorthand, Type::String, defaultValue, usage});
}

void FlagSet::addStringArray(const QString &name, QChar shorthand, const QString &usage)
{
    add({name, shorthand, Type::StringArray, {}, usage});
}

void FlagSet::addStringSlice(const QString &name, QChar shorthand, const QString &usage)
{
    add({name, shorthand, Type::StringSlice, {}, usage});
}

void FlagSet::addInt(const QString &name, QChar shorthand, qint64 defaultValue, const QString &usage)
{
    add({name, shorthand, Type::Int, QString::number(defaultValue), usage});
}

void FlagSet::addDuration(const QString &name, QChar shorthand, const QString &defaultValue,
                          const QString &usage)
{
    add({name, shorthand, Type::Duration, defaultValue, usage});
}

void FlagSet::addFlags(const FlagSet &other)
{
    for (const Flag &flag : other.m_flags)
        add(flag);
}

const FlagSet::Flag *FlagSet::lookup(const QString &name) const
{
    const auto found = m_byName.constFind(name);
    return found == m_byName.constEnd() ? nullptr : &m_flags.at(*found);
}

const FlagSet::Flag *FlagSet::lookupShorthand(QChar shorthand) const
{
    const auto found = m_byShorthand.constFind(shorthand);
    return found == m_byShorthand.constEnd() ? nullptr : &m_flags.at(*found);
}

bool FlagSet::takesNoValue(const QString &name) const
{
    const Flag *flag = lookup(name);
    return flag && flag->type == Type::Bool;
}

bool FlagSet::shorthandTakesNoValue(QChar shorthand) const
{
    const Flag *flag = lookupShorthand(shorthand);
    return flag && flag->type == Type::Bool;
}

bool FlagSet::parse(const QStringList &arguments, QString *error)
{
    m_values.clear();
    m_args.clear();
    m_argsLenAtDash = -1;
    QStringList rest = arguments;
    while (!rest.isEmpty()) {
        const QString argument = rest.takeFirst();
        if (argument.size() < 2 || argument.at(0) != QLatin1Char('-')) {
            m_args.append(argument); // a word, or "-" (stdin)
            continue;
        }
        if (argument.at(1) != QLatin1Char('-')) {
            if (!parseShorthands(argument.mid(1), rest, error))
                return false;
            continue;
        }
        if (argument.size() == 2) { // "--": the rest are arguments
            m_argsLenAtDash = m_args.size();
            m_args += rest;
            return true;
        }
        const QString nameAndValue = argument.mid(2);
        if (nameAndValue.startsWith(QLatin1Char('-')) || nameAndValue.startsWith(QLatin1Char('='))) {
            *error = FlagError::badSyntax(argument);
            return false;
        }
        const qsizetype equals = nameAndValue.indexOf(QLatin1Char('='));
        const QString name = equals < 0 ? nameAndValue : nameAndValue.left(equals);
        const Flag *flag = lookup(name);
        if (!flag) {
            *error = FlagError::unknownFlag(name);
            return false;
        }
        QString value;
        if (equals >= 0)
            value = nameAndValue.mid(equals + 1);
        else if (flag->type == Type::Bool)
            value = boolWithoutValue;
        else if (!rest.isEmpty())
            value = rest.takeFirst();
        else {
            *error = FlagError::needsArgument(name);
            return false;
        }
        if (!set(*flag, value, error))
            return false;
    }
    return true;
}

bool FlagSet::parseShorthands(const QString &group, QStringList &rest, QString *error)
{
    QString shorthands = group;
    while (!shorthands.isEmpty()) {
        const QChar c = shorthands.at(0);
        const Flag *flag = lookupShorthand(c);
        if (!flag) {
            *error = FlagError::unknownShorthand(c, shorthands);
            return false;
        }
        QString value;
        QString after = shorthands.mid(1);
        if (shorthands.size() > 2 && shorthands.at(1) == QLatin1Char('=')) {
            value = shorthands.mid(2); // -n=VALUE
            after.clear();
        } else if (flag->type == Type::Bool)
            value = boolWithoutValue;
        else if (shorthands.size() > 1) {
            value = shorthands.mid(1); // -nVALUE
            after.clear();
        } else if (!rest.isEmpty())
            value = rest.takeFirst(); // -n VALUE
        else {
            *error = FlagError::shorthandNeedsArgument(c, shorthands);
            return false;
        }
        if (!set(*flag, value, error))
            return false;
        shorthands = after;
    }
    return true;
}

bool FlagSet::set(const Flag &flag, const QString &value, QString *error)
{
    QString reason;
    switch (flag.type) {
    case Type::Bool:
        if (!parseBool(value))
            reason = QStringLiteral("strconv.ParseBool: parsing \"%1\": invalid syntax").arg(value);
        break;
    case Type::Int:
        parseInt(value, &reason);
        break;
    case Type::Duration:
        parseGoDuration(value, &reason);
        break;
    case Type::String:
    case Type::StringArray:
    case Type::StringSlice:
        break;
    }
    if (!reason.isEmpty()) {
        *error = FlagError::invalidArgument(value, flag.name, flag.shorthand, reason);
        return false;
    }
    QStringList &values = m_values[flag.name];
    if (flag.type == Type::StringSlice)
        values += value.split(QLatin1Char(','));
    else
        values.append(value);
    return true;
}

QString FlagSet::string(const QString &name) const
{
    const auto given = m_values.constFind(name);
    if (given != m_values.constEnd() && !given->isEmpty())
        return given->last();
    const Flag *flag = lookup(name);
    return flag ? flag->defaultValue : QString();
}

bool FlagSet::boolean(const QString &name) const
{
    return parseBool(string(name)).value_or(false);
}

qint64 FlagSet::integer(const QString &name) const
{
    QString ignored;
    return parseInt(string(name), &ignored).value_or(0);
}

qint64 FlagSet::durationNs(const QString &name) const
{
    QString ignored;
    return parseGoDuration(string(name), &ignored).value_or(0);
}

QString FlagSet::usages() const
{
    QList<const Flag *> shown;
    for (const Flag &flag : m_flags)
        if (!flag.hidden)
            shown.append(&flag);
    std::sort(shown.begin(), shown.end(), [](const Flag *a, const Flag *b) { return a->name < b->name; });
    QStringList entries;
    for (const Flag *flag : std::as_const(shown)) {
        QString value;
        switch (flag->type) {
        case Type::String:
            value = QStringLiteral("'%1'").arg(flag->defaultValue);
            break;
        case Type::StringArray:
        case Type::StringSlice:
            value = QStringLiteral("[]");
            break;
        case Type::Bool:
        case Type::Int:
        case Type::Duration:
            value = flag->defaultValue;
            break;
        }
        const QString names = flag->shorthand.isNull()
                                  ? QStringLiteral("--") + flag->name
                                  : QStringLiteral("-%1, --%2").arg(flag->shorthand).arg(flag->name);
        entries.append(QStringLiteral("    %1=%2:\n\t%3\n").arg(names, value, flag->usage));
    }
    return entries.join(QLatin1Char('\n'));
}

std::optional<bool> FlagSet::parseBool(const QString &text)
{
    static const QStringList yes = {QStringLiteral("1"),    QStringLiteral("t"),    QStringLiteral("T"),
                                    QStringLiteral("TRUE"), QStringLiteral("true"), QStringLiteral("True")};
    static const QStringList no = {QStringLiteral("0"),     QStringLiteral("f"),     QStringLiteral("F"),
                                   QStringLiteral("FALSE"), QStringLiteral("false"), QStringLiteral("False")};
    if (yes.contains(text))
        return true;
    if (no.contains(text))
        return false;
    return std::nullopt;
}

std::optional<qint64> FlagSet::parseInt(const QString &text, QString *error)
{
    const auto fail = [&](const char *why) -> std::optional<qint64> {
        *error = QStringLiteral("strconv.ParseInt: parsing \"%1\": %2").arg(text, QLatin1String(why));
        return std::nullopt;
    };
    QString digits = text;
    const bool negative = digits.startsWith(QLatin1Char('-'));
    if (negative || digits.startsWith(QLatin1Char('+')))
        digits.remove(0, 1);
    int base = 10;
    bool prefixed = false;
    if (digits.size() > 1 && digits.at(0) == QLatin1Char('0')) {
        const QChar marker = digits.at(1).toLower();
        base = marker == QLatin1Char('x')   ? 16
               : marker == QLatin1Char('o') ? 8
               : marker == QLatin1Char('b') ? 2
                                            : 8;
        prefixed = marker == QLatin1Char('x') || marker == QLatin1Char('o') || marker == QLatin1Char('b');
        digits.remove(0, prefixed ? 2 : 1);
    }
    if (digits.isEmpty() || !underscoresOk(digits, prefixed || base == 8))
        return fail("invalid syntax");
    digits.remove(QLatin1Char('_'));
    // Accumulated unsigned: the most negative value has no positive counterpart.
    const quint64 limit = negative ? quint64(std::numeric_limits<qint64>::max()) + 1
                                   : quint64(std::numeric_limits<qint64>::max());
    quint64 value = 0;
    bool outOfRange = false;
    for (const QChar c : std::as_const(digits)) {
        const int digit = c.isDigit() ? c.digitValue()
                          : (c.toLower().unicode() >= 'a' && c.toLower().unicode() <= 'f')
                              ? c.toLower().unicode() - 'a' + 10
                              : 99;
        if (digit >= base)
            return fail("invalid syntax");
        if (value > (limit - quint64(digit)) / quint64(base))
            outOfRange = true;
        else
            value = value * quint64(base) + quint64(digit);
    }
    if (outOfRange)
        return fail("value out of range");
    return negative ? qint64(0 - value) : qint64(value);
}
