// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QChar>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// A command's flags in pflag's shape: each flag declared once (name, one-letter shorthand, type, default,
// usage), then one parse of the command line as pflag reads it (interspersed arguments, --name=value and
// --name value, -abc groups of shorthands, -nVALUE and -n=VALUE, a bare -- ending the flags, booleans
// without a value) with pflag's error words (flagerror.h). Values are kept as the text given, checked by the
// flag's type when parsed; the typed getters read that text or the default. A plain value, main thread.
class FlagSet
{
public:
    enum class Type {
        Bool,        // --x, --x=false (Go's ParseBool)
        String,      // the last value given
        StringArray, // repeatable, each value whole (pflag's stringArray)
        StringSlice, // repeatable, each value split at commas (pflag's stringSlice)
        Int,         // Go's ParseInt, base 0 (0x1f, 0o17, 0b1, 1_000)
        Duration,    // Go's time.ParseDuration
    };
    struct Flag
    {
        QString name;    // without the dashes: "namespace"
        QChar shorthand; // 'n', or null
        Type type = Type::Bool;
        QString defaultValue; // as text, in the flag's grammar ("false", "0s", "-1"); empty for the lists
        QString usage;
        bool hidden = false; // parsed, left out of the help
    };

    void add(Flag flag);
    void addBool(const QString &name, QChar shorthand, bool defaultValue, const QString &usage);
    void addString(const QString &name, QChar shorthand, const QString &defaultValue, const QString &usage);
    void addStringArray(const QString &name, QChar shorthand, const QString &usage);
    void addStringSlice(const QString &name, QChar shorthand, const QString &usage);
    void addInt(const QString &name, QChar shorthand, qint64 defaultValue, const QString &usage);
    void addDuration(const QString &name, QChar shorthand, const QString &defaultValue, const QString &usage);
    // Adds `other`'s flags that this set does not declare yet (a command's set gets the global flags).
    void addFlags(const FlagSet &other);

    const Flag *lookup(const QString &name) const;
    const Flag *lookupShorthand(QChar shorthand) const;
    const QList<Flag> &flags() const { return m_flags; }
    // Whether the flag is a boolean: it takes no value unless written --name=VALUE (pflag's NoOptDefVal).
    bool takesNoValue(const QString &name) const;
    bool shorthandTakesNoValue(QChar shorthand) const;

    // Parses `arguments` (the command's name already removed); false with pflag's message in *error at the
    // first mistake. Parsing again starts afresh.
    bool parse(const QStringList &arguments, QString *error);
    const QStringList &args() const { return m_args; }
    // How many positional arguments came before a bare "--" (cobra's ArgsLenAtDash); -1 without one.
    qsizetype argsLenAtDash() const { return m_argsLenAtDash; }

    bool changed(const QString &name) const { return m_values.contains(name); }
    QString string(const QString &name) const;
    bool boolean(const QString &name) const;
    qint64 integer(const QString &name) const;
    qint64 durationNs(const QString &name) const;
    qint64 durationMs(const QString &name) const { return durationNs(name) / 1'000'000; }
    QStringList stringList(const QString &name) const { return m_values.value(name); }

    // The flags as kubectl's help lists them ("    -n, --namespace='':\n\tUSAGE\n"), sorted by name.
    QString usages() const;

    // Go's strconv.ParseBool.
    static std::optional<bool> parseBool(const QString &text);
    // Go's strconv.ParseInt(text, 0, 64); *error worded as Go's ("strconv.ParseInt: parsing \"x\": invalid
    // syntax").
    static std::optional<qint64> parseInt(const QString &text, QString *error);

private:
    // Sets a flag from its text, checked by type; *error (pflag's "invalid argument" words) when wrong.
    bool set(const Flag &flag, const QString &value, QString *error);
    // One argument starting with a single dash: its shorthands, the value of the last one that takes one.
    bool parseShorthands(const QString &shorthands, QStringList &rest, QString *error);

    QList<Flag> m_flags;
    QHash<QString, qsizetype> m_byName;
    QHash<QChar, qsizetype> m_byShorthand;
    QHash<QString, QStringList> m_values; // every value given, in order; a String or Int reads the last
    QStringList m_args;
    qsizetype m_argsLenAtDash = -1;
};
