// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// qkubectl's FlagSet read as pflag reads a command line (rows after the behaviour pflag's flag_test.go and
// bool_test.go check): boolean forms, shorthand groups, values glued to shorthands, "--", interspersed
// arguments, repeated lists, and pflag's words for every mistake.
#include "flagset.h"

#include <QTest>

class tst_FlagSet : public QObject
{
    Q_OBJECT

    // A set like kubectl get's: booleans with shorthands, strings, a list, an int, a duration.
    static FlagSet getLike()
    {
        FlagSet flags;
        flags.addBool(QStringLiteral("all-namespaces"), QLatin1Char('A'), false,
                      QStringLiteral("across namespaces"));
        flags.addBool(QStringLiteral("watch"), QLatin1Char('w'), false, QStringLiteral("watch"));
        flags.addBool(QStringLiteral("wait"), {}, true, QStringLiteral("wait"));
        flags.addString(QStringLiteral("namespace"), QLatin1Char('n'), {}, QStringLiteral("namespace"));
        flags.addString(QStringLiteral("output"), QLatin1Char('o'), {}, QStringLiteral("output"));
        flags.addStringArray(QStringLiteral("as-group"), {}, QStringLiteral("groups"));
        flags.addStringSlice(QStringLiteral("label-columns"), QLatin1Char('L'), QStringLiteral("labels"));
        flags.addInt(QStringLiteral("replicas"), {}, -1, QStringLiteral("replicas"));
        flags.addDuration(QStringLiteral("timeout"), {}, QStringLiteral("0s"), QStringLiteral("timeout"));
        flags.addInt(QStringLiteral("v"), QLatin1Char('v'), 0, QStringLiteral("verbosity"));
        return flags;
    }

private slots:
    void parsesAsPflag_data()
    {
        QTest::addColumn<QString>("commandLine");
        QTest::addColumn<QStringList>("args");
        // flag=value pairs after parsing, typed getters' text ("" for an unchanged flag's default is not
        // listed)
        QTest::addColumn<QStringList>("values");
        QTest::addColumn<int>("argsLenAtDash");
        const auto row = [](const char *name, const char *line, QStringList args, QStringList values,
                            int dash = -1) {
            QTest::newRow(name) << QString::fromLatin1(line) << args << values << dash;
        };
        row("a bool alone is true", "--watch", {}, {"watch=true"});
        row("a bool given false", "--watch=false", {}, {"watch=false"});
        row("a bool defaulting true turned off", "--wait=false", {}, {"wait=false"});
        row("a bool in Go's other spellings", "--watch=T --all-namespaces=0", {},
            {"watch=true", "all-namespaces=false"});
        row("a bool does not take the next word", "--watch false", {"false"}, {"watch=true"});
        row("a shorthand group of bools", "-Aw", {}, {"all-namespaces=true", "watch=true"});
        row("a group ending in a value flag takes the rest", "-Anfoo", {},
            {"all-namespaces=true", "namespace=foo"});
        row("a value glued to its shorthand", "-nkube-system", {}, {"namespace=kube-system"});
        row("a shorthand's value after =", "-n=foo", {}, {"namespace=foo"});
        row("a shorthand bool given false after =", "-A=false", {}, {"all-namespaces=false"});
        row("a shorthand's value as the next word", "-n foo pods", {"pods"}, {"namespace=foo"});
        row("a long flag's value as the next word, even a dash", "--output -", {}, {"output=-"});
        row("a long flag's value after =", "--namespace=a=b", {}, {"namespace=a=b"});
        row("an empty value after =", "--namespace=", {}, {"namespace="});
        row("interspersed arguments", "get -A pods -o name web", {"get", "pods", "web"},
            {"all-namespaces=true", "output=name"});
        row("a lone dash is an argument", "-f - x", {"-f", "-", "x"},
            {}); // -f unknown: not reached, see below
        row("the last string wins", "-n a -n b", {}, {"namespace=b"});
        row("a string array keeps each value whole", "--as-group a,b --as-group c", {}, {"as-group=a,b|c"});
        row("a string slice splits at commas", "-L app,tier -L zone", {}, {"label-columns=app|tier|zone"});
        row("an int in base 0", "--replicas=0x10", {}, {"replicas=16"});
        row("a negative int", "--replicas -3", {}, {"replicas=-3"});
        row("an int with underscores", "--replicas=1_000", {}, {"replicas=1000"});
        row("a duration", "--timeout=1m30s", {}, {"timeout=90000000000"});
        row("-v glued", "-v6", {}, {"v=6"});
        row("-- ends the flags", "exec pod -- ls -l --all", {"exec", "pod", "ls", "-l", "--all"}, {}, 2);
        row("-- first", "-- -A", {"-A"}, {}, 0);
    }

    void parsesAsPflag()
    {
        QFETCH(QString, commandLine);
        QFETCH(QStringList, args);
        QFETCH(QStringList, values);
        QFETCH(int, argsLenAtDash);
        FlagSet flags = getLike();
        const QStringList arguments = commandLine.split(QLatin1Char(' '));
        QString error;
        if (QByteArray(QTest::currentDataTag()) == "a lone dash is an argument") {
            flags.addStringSlice(QStringLiteral("filename"), QLatin1Char('f'), QStringLiteral("files"));
            QVERIFY2(flags.parse(arguments, &error), qPrintable(error));
            QCOMPARE(flags.args(), QStringList{QStringLiteral("x")});
            QCOMPARE(flags.stringList(QStringLiteral("filename")), QStringList{QStringLiteral("-")});
            return;
        }
        QVERIFY2(flags.parse(arguments, &error), qPrintable(error));
        QCOMPARE(flags.args(), args);
        QCOMPARE(flags.argsLenAtDash(), qsizetype(argsLenAtDash));
        for (const QString &pair : std::as_const(values)) {
            const QString name = pair.section(QLatin1Char('='), 0, 0);
            const QString expected = pair.section(QLatin1Char('='), 1);
            const FlagSet::Flag *flag = flags.lookup(name);
            QVERIFY2(flag, qPrintable(name));
            QVERIFY2(flags.changed(name), qPrintable(name));
            switch (flag->type) {
            case FlagSet::Type::Bool:
                QCOMPARE(flags.boolean(name), expected == QLatin1String("true"));
                break;
            case FlagSet::Type::Int:
                QCOMPARE(flags.integer(name), expected.toLongLong());
                break;
            case FlagSet::Type::Duration:
                QCOMPARE(flags.durationNs(name), expected.toLongLong());
                break;
            case FlagSet::Type::String:
                QCOMPARE(flags.string(name), expected);
                break;
            case FlagSet::Type::StringArray:
            case FlagSet::Type::StringSlice:
                QCOMPARE(flags.stringList(name), expected.split(QLatin1Char('|')));
                break;
            }
        }
    }

    void defaultsWhenNotGiven()
    {
        FlagSet flags = getLike();
        QString error;
        QVERIFY(flags.parse({QStringLiteral("pods")}, &error));
        QVERIFY(!flags.changed(QStringLiteral("wait")));
        QCOMPARE(flags.boolean(QStringLiteral("wait")), true);
        QCOMPARE(flags.boolean(QStringLiteral("watch")), false);
        QCOMPARE(flags.integer(QStringLiteral("replicas")), -1);
        QCOMPARE(flags.durationNs(QStringLiteral("timeout")), 0);
        QCOMPARE(flags.stringList(QStringLiteral("as-group")), QStringList());
        // Parsing again starts afresh.
        QVERIFY(flags.parse({QStringLiteral("-n"), QStringLiteral("x")}, &error));
        QVERIFY(flags.parse({}, &error));
        QVERIFY(!flags.changed(QStringLiteral("namespace")));
        QVERIFY(flags.args().isEmpty());
    }

    void mistakesInPflagsWords_data()
    {
        QTest::addColumn<QString>("commandLine");
        QTest::addColumn<QString>("error");
        const auto row = [](const char *name, const char *line, const char *error) {
            QTest::newRow(name) << QString::fromLatin1(line) << QString::fromLatin1(error);
        };
        row("unknown flag", "--foo", "unknown flag: --foo");
        row("unknown flag with a value", "--foo=bar", "unknown flag: --foo");
        row("unknown shorthand", "-x", "unknown shorthand flag: 'x' in -x");
        row("unknown shorthand inside a group", "-AZx", "unknown shorthand flag: 'Z' in -Zx");
        row("long flag without its value", "pods --namespace", "flag needs an argument: --namespace");
        row("shorthand without its value", "pods -n", "flag needs an argument: 'n' in -n");
        row("group ending in a value flag without its value", "-An", "flag needs an argument: 'n' in -n");
        row("bad bool", "--watch=maybe",
            "invalid argument \"maybe\" for \"-w, --watch\" flag: strconv.ParseBool: "
            "parsing \"maybe\": invalid syntax");
        row("empty bool", "--wait=",
            "invalid argument \"\" for \"--wait\" flag: strconv.ParseBool: parsing \"\": "
            "invalid syntax");
        row("bad int", "--replicas=x",
            "invalid argument \"x\" for \"--replicas\" flag: strconv.ParseInt: parsing "
            "\"x\": invalid syntax");
        row("a fraction is no int", "--replicas=1.5",
            "invalid argument \"1.5\" for \"--replicas\" flag: "
            "strconv.ParseInt: parsing \"1.5\": invalid syntax");
        row("int out of range", "--replicas=9223372036854775808",
            "invalid argument \"9223372036854775808\" for \"--replicas\" flag: strconv.ParseInt: parsing "
            "\"9223372036854775808\": value out of range");
        row("bad shorthand int", "-vx",
            "invalid argument \"x\" for \"-v, --v\" flag: strconv.ParseInt: parsing "
            "\"x\": invalid syntax");
        row("duration without unit", "--timeout=5",
            "invalid argument \"5\" for \"--timeout\" flag: time: missing "
            "unit in duration \"5\"");
        row("bad duration", "--timeout=soon",
            "invalid argument \"soon\" for \"--timeout\" flag: time: invalid "
            "duration \"soon\"");
        row("three dashes", "---x", "bad flag syntax: ---x");
        row("dashes and equals", "--=x", "bad flag syntax: --=x");
    }

    void mistakesInPflagsWords()
    {
        QFETCH(QString, commandLine);
        QFETCH(QString, error);
        FlagSet flags = getLike();
        QString message;
        QVERIFY(!flags.parse(commandLine.split(QLatin1Char(' ')), &message));
        QCOMPARE(message, error);
    }

    void goParseInt_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("value");
        QTest::newRow("octal") << QStringLiteral("017") << true << qint64(15);
        QTest::newRow("0o octal") << QStringLiteral("0o17") << true << qint64(15);
        QTest::newRow("binary") << QStringLiteral("0b101") << true << qint64(5);
        QTest::newRow("plus sign") << QStringLiteral("+7") << true << qint64(7);
        QTest::newRow("most negative")
            << QStringLiteral("-9223372036854775808") << true << std::numeric_limits<qint64>::min();
        QTest::newRow("8 is no octal digit") << QStringLiteral("08") << false << qint64(0);
        QTest::newRow("underscore first") << QStringLiteral("_1") << false << qint64(0);
        QTest::newRow("double underscore") << QStringLiteral("1__0") << false << qint64(0);
        QTest::newRow("empty") << QString() << false << qint64(0);
        QTest::newRow("sign alone") << QStringLiteral("-") << false << qint64(0);
    }

    void goParseInt()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(qint64, value);
        QString error;
        const std::optional<qint64> parsed = FlagSet::parseInt(text, &error);
        QCOMPARE(parsed.has_value(), ok);
        if (ok)
            QCOMPARE(*parsed, value);
        else
            QVERIFY2(error.startsWith(QStringLiteral("strconv.ParseInt: parsing \"%1\": ").arg(text)),
                     qPrintable(error));
    }

    void goParseBool()
    {
        for (const char *yes : {"1", "t", "T", "TRUE", "true", "True"})
            QCOMPARE(FlagSet::parseBool(QLatin1String(yes)), std::optional<bool>(true));
        for (const char *no : {"0", "f", "F", "FALSE", "false", "False"})
            QCOMPARE(FlagSet::parseBool(QLatin1String(no)), std::optional<bool>(false));
        for (const char *neither : {"yes", "tRUE", "", "2"})
            QVERIFY(!FlagSet::parseBool(QLatin1String(neither)));
    }

    // The help lists what is declared, sorted, hidden flags left out, defaults in their grammar.
    void usagesListTheDeclarations()
    {
        FlagSet flags;
        flags.addString(QStringLiteral("output"), QLatin1Char('o'), {}, QStringLiteral("Output format"));
        flags.addBool(QStringLiteral("all"), {}, false, QStringLiteral("Everything"));
        flags.add({QStringLiteral("help"), QLatin1Char('h'), FlagSet::Type::Bool, QStringLiteral("false"),
                   QStringLiteral("help"), true});
        flags.addDuration(QStringLiteral("timeout"), {}, QStringLiteral("0s"), QStringLiteral("How long"));
        QCOMPARE(flags.usages(), QStringLiteral("    --all=false:\n\tEverything\n\n"
                                                "    -o, --output='':\n\tOutput format\n\n"
                                                "    --timeout=0s:\n\tHow long\n"));
    }
};

QTEST_GUILESS_MAIN(tst_FlagSet)
#include "tst_flagset.moc"
