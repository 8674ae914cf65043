// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "printers/quantity.h"

#include <QTest>

using namespace kube;

namespace {

Quantity parsed(const QString &text)
{
    const Result<Quantity> q = Quantity::parse(text);
    return q ? q.value() : Quantity();
}

} // namespace

// The cases are apimachinery's own (pkg/api/resource/quantity_test.go, test named in each block) as data.
class tst_Quantity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // TestQuantityParse: the value in nano units (as milli and scaled) and the format kept.
    void parsesValues_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<qint64>("nano");
        QTest::addColumn<int>("format");
        const int si = int(Quantity::Format::DecimalSI), bin = int(Quantity::Format::BinarySI),
                  exp = int(Quantity::Format::DecimalExponent);
        const struct
        {
            const char *input;
            qint64 nano;
            int format;
        } table[] = {
            {"0", 0, si},
            {"0n", 0, si},
            {"0Ki", 0, bin},
            {"0Mi", 0, bin},
            {"1", 1000000000, si},
            {"1Ki", 1024LL * 1000000000, bin},
            {"7Mi", 7LL * 1024 * 1024 * 1000000000, bin},
            {"5n", 5, si},
            {"4u", 4000, si},
            {"3m", 3000000, si},
            {"8k", 8000LL * 1000000000, si},
            {"1E-3", 1000000, exp},
            {"1e3", 1000LL * 1000000000, exp},
            {"100.035k", 100035LL * 1000000000, si},
            {"0.001", 1000000, si},
            {"0.0005k", 500000000, si},
            {"0.5e-2", 5000000, exp},
            {"1.2e3", 1200LL * 1000000000, exp},
            {"9.01", 9010000000, si},
            {"3.001n", 4, si},
            {"1.1E-9", 2, exp},
            {"0.0000000001", 1, si},
            {"0.0000000005", 1, si},
            {"0.5e-9", 1, exp},
            {"0.9n", 1, si},
            {"0.00000012345", 124, si},
            {"0.00000012354", 124, si},
            {"100.035Ki", 102435840000000, bin},
            {"0.5Mi", 524288LL * 1000000000, bin},
            {"0.05Gi", 53687091200000000, bin},
            {"0.000000000001Ki", 2, si}, // rounds up, changes format
            {".001", 1000000, si},
            {".0001k", 100000000, si},
            {"1.", 1000000000, si},
            {".", 0, si},
            {"-.", 0, si},
            {"-1.025Ki", -1049600000000, bin},
        };
        for (const auto &row : table)
            QTest::newRow(row.input) << QString::fromLatin1(row.input) << row.nano << row.format;
    }
    void parsesValues()
    {
        QFETCH(QString, input);
        QFETCH(qint64, nano);
        QFETCH(int, format);
        const Result<Quantity> q = Quantity::parse(input);
        QVERIFY2(q.ok(), qPrintable(q.error().message()));
        QCOMPARE(q->compare(Quantity::fromScaled(nano, -9)), 0);
        QCOMPARE(int(q->format()), format);
        // The same with an explicit sign: "+" keeps the value, "-" negates it.
        if (!input.startsWith(QLatin1Char('-'))) {
            QCOMPARE(parsed(QLatin1Char('+') + input).compare(*q), 0);
            QCOMPARE(parsed(QLatin1Char('-') + input).compare(Quantity::fromScaled(-nano, -9)), 0);
        }
    }

    // TestQuantityParse's saturating rows: binary amounts are capped at 2^63-1; decimal ones are not.
    void saturatesBinaryAmounts()
    {
        const qint64 most = std::numeric_limits<qint64>::max();
        QCOMPARE(parsed(QStringLiteral("9Ei")).value(), most);
        QCOMPARE(parsed(QStringLiteral("9223372036854775807Ki")).value(), most);
        QCOMPARE(parsed(QStringLiteral("9223372036854775807Ki")).toString(),
                 QStringLiteral("9223372036854775807"));
        QCOMPARE(parsed(QStringLiteral("12E")).toString(), QStringLiteral("12E"));
        QVERIFY(parsed(QStringLiteral("12E")) > parsed(QStringLiteral("9Ei")));
        QCOMPARE(parsed(QStringLiteral("12E")).value(), most); // Value() saturates at int64
        QVERIFY(parsed(QStringLiteral("1e25")) > parsed(QStringLiteral("1e24")));
        QVERIFY(parsed(QStringLiteral("-1e25")) < parsed(QStringLiteral("-1e24")));
    }

    // TestQuantityParse's invalid inputs with ParseQuantity's messages.
    void rejects_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("message");
        const QString format = QStringLiteral(
            "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'");
        const QString suffix = QStringLiteral("unable to parse quantity's suffix");
        QTest::newRow("empty") << QString() << format;
        QTest::newRow("1.1.M") << "1.1.M" << format;
        QTest::newRow("1+1.0M") << "1+1.0M" << format;
        QTest::newRow("0.1mi") << "0.1mi" << suffix;
        QTest::newRow("0.1am") << "0.1am" << format;
        QTest::newRow("aoeu") << "aoeu" << format;
        QTest::newRow(".5i") << ".5i" << suffix;
        QTest::newRow("1i") << "1i" << suffix;
        QTest::newRow("-3.01i") << "-3.01i" << suffix;
        QTest::newRow("-3.01e-") << "-3.01e-" << suffix;
        QTest::newRow("exponent past int32") << "1e4294967297" << suffix;
        QTest::newRow("exponent MinInt32") << "1E-2147483648" << suffix;
        QTest::newRow("leading space") << " 1" << format;
        QTest::newRow("trailing space") << "1 " << format;
        QTest::newRow("Non-Numeric") << "Non-Numeric" << format;
    }
    void rejects()
    {
        QFETCH(QString, input);
        QFETCH(QString, message);
        const Result<Quantity> q = Quantity::parse(input);
        QVERIFY(!q.ok());
        QCOMPARE(q.error().message(), message);
    }

    // TestQuantityString (built values) and TestMilliNewSet.
    void printsCanonically_data()
    {
        QTest::addColumn<qint64>("value");
        QTest::addColumn<int>("scale");
        QTest::addColumn<int>("format");
        QTest::addColumn<QString>("expected");
        const int si = int(Quantity::Format::DecimalSI), bin = int(Quantity::Format::BinarySI),
                  exp = int(Quantity::Format::DecimalExponent);
        const struct
        {
            qint64 value;
            int scale, format;
            const char *expected;
        } table[] = {
            {1024 * 1024 * 1024, 0, bin, "1Gi"},
            {300 * 1024 * 1024, 0, bin, "300Mi"},
            {6 * 1024, 0, bin, "6Ki"},
            {1001LL * 1024 * 1024 * 1024, 0, bin, "1001Gi"},
            {1024LL * 1024 * 1024 * 1024, 0, bin, "1Ti"},
            {5, 0, bin, "5"},
            {500, -3, bin, "500m"},
            {1, 9, si, "1G"},
            {1000, 6, si, "1G"},
            {1000000, 3, si, "1G"},
            {1000000000, 0, si, "1G"},
            {1, -3, si, "1m"},
            {80, -3, si, "80m"},
            {1080, -3, si, "1080m"},
            {108, -2, si, "1080m"},
            {10800, -4, si, "1080m"},
            {300, 6, si, "300M"},
            {1, 12, si, "1T"},
            {1, 18, si, "1E"},
            {1, 21, si, "1e21"},
            {5, 21, si, "5e21"},
            {1, 24, si, "1e24"},
            {1234567, 6, si, "1234567M"},
            {1234567, -3, bin, "1234567m"},
            {3, 3, si, "3k"},
            {1025, 0, bin, "1025"},
            {0, 0, si, "0"},
            {0, 0, bin, "0"},
            {1, 9, exp, "1e9"},
            {1, -3, exp, "1e-3"},
            {1, -9, exp, "1e-9"},
            {80, -3, exp, "80e-3"},
            {300, 6, exp, "300e6"},
            {1, 12, exp, "1e12"},
            {3, 3, exp, "3e3"},
            {0, 0, exp, "0"},
            {1, -9, si, "1n"},
            {80, -9, si, "80n"},
            {1080, -9, si, "1080n"},
            {108, -8, si, "1080n"},
            {10800, -10, si, "1080n"},
            {1, -6, si, "1u"},
            {1080, -6, si, "1080u"},
            {1024, -3, bin, "1024m"},           // TestMilliNewSet: format changes
            {1024 * 1024, -3, bin, "1048576m"}, // TestMilliNewSet
            {1234000, -3, si, "1234"},
        };
        for (const auto &row : table)
            QTest::addRow("%lld,%d,%d", row.value, row.scale, row.format)
                << row.value << row.scale << row.format << QString::fromLatin1(row.expected);
    }
    void printsCanonically()
    {
        QFETCH(qint64, value);
        QFETCH(int, scale);
        QFETCH(int, format);
        QFETCH(QString, expected);
        Quantity q = Quantity::fromScaled(value, scale, Quantity::Format(format));
        QCOMPARE(q.toString(), expected);
        // Parsing the canonical text keeps it; the negated amount prints with a sign.
        QCOMPARE(parsed(expected).toString(), expected);
        if (!q.isZero() && value > 0) {
            q.neg();
            QCOMPARE(q.toString(), QLatin1Char('-') + expected);
        }
    }

    // TestQuantityParseEmit and TestQuantityString's alternates: parsing then printing.
    void parsesThenPrints_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        const char *table[][2] = {
            {"1Ki", "1Ki"},
            {"1Mi", "1Mi"},
            {"1024Mi", "1Gi"},
            {"1000M", "1G"},
            {".001Ki", "1024m"},
            {".000001Ki", "1024u"},
            {".000000001Ki", "1024n"},
            {".000000000001Ki", "2n"},
            {"307200Ki", "300Mi"},
            {"1025024Mi", "1001Gi"},
            {"5000m", "5"},
            {"0.5", "500m"},
            {"0.001T", "1G"},
            {"1000u", "1m"},
            {"1.08", "1080m"},
            {"1080000000n", "1080m"},
            {"1000E", "1e21"},
            {"5000E", "5e21"},
            {".001e12", "1e9"},
            {"0.001e0", "1e-3"},
            {"1000e-12", "1e-9"},
            {"00", "0"},
            {"1.3E+6", "1300e3"},
            {"1E3", "1E3"},
            {"1.5Gi", "1536Mi"},
            {"+5Ki", "+5Ki"},
            {"-5Ki", "-5Ki"},
            {"1.G", "1.G"} /* kept as typed, as ParseQuantity's cache keeps it */,
            {"12e-3", "12e-3"},
            {"10000T", "10P"},
        };
        for (const auto &row : table)
            QTest::newRow(row[0]) << QString::fromLatin1(row[0]) << QString::fromLatin1(row[1]);
    }
    void parsesThenPrints()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(parsed(input).toString(), expected);
    }

    // TestQuantityRoundUp / Value and MilliValue round away from zero; TestQuantityCmp; Add/Sub keep the
    // suffix (TestQuantityAddZeroPreservesSuffix, TestQuantitySubZeroPreservesSuffix); TestQuantityNeg.
    void arithmetic()
    {
        QCOMPARE(parsed(QStringLiteral("9.01")).value(), 10);
        QCOMPARE(parsed(QStringLiteral("-9.01")).value(), -10);
        QCOMPARE(parsed(QStringLiteral("9.01")).scaledValue(-1), 91);
        QCOMPARE(parsed(QStringLiteral("9.01")).scaledValue(2), 1);
        QCOMPARE(parsed(QStringLiteral("1n")).milliValue(), 1);
        QCOMPARE(parsed(QStringLiteral("1.5Gi")).value(), 1610612736);
        QCOMPARE(parsed(QStringLiteral("250m")).milliValue(), 250);

        QCOMPARE(parsed(QStringLiteral("100m")).compare(parsed(QStringLiteral("50m"))), 1);
        QCOMPARE(parsed(QStringLiteral("50m")).compare(parsed(QStringLiteral("100m"))), -1);
        QCOMPARE(parsed(QStringLiteral("10000T")).compare(parsed(QStringLiteral("100Gi"))), 1);
        QCOMPARE(parsed(QStringLiteral("0")).compare(parsed(QStringLiteral("0"))), 0);
        QVERIFY(parsed(QStringLiteral("1Ki")) == parsed(QStringLiteral("1024")));

        for (const QString &text : {QStringLiteral("100m"), QStringLiteral("1Gi")}) {
            Quantity a = parsed(text);
            a.add(Quantity());
            QCOMPARE(a.toString(), text);
            Quantity b;
            b.add(parsed(text));
            QCOMPARE(b.toString(), text);
            Quantity c;
            c.sub(parsed(text));
            QCOMPARE(c.toString(), QLatin1Char('-') + text);
        }
        Quantity sum = parsed(QStringLiteral("250m"));
        sum.add(parsed(QStringLiteral("1750m")));
        QCOMPARE(sum.toString(), QStringLiteral("2"));
        sum.sub(parsed(QStringLiteral("3")));
        QCOMPARE(sum.toString(), QStringLiteral("-1"));
        Quantity memory = parsed(QStringLiteral("512Mi"));
        memory.add(parsed(QStringLiteral("512Mi")));
        QCOMPARE(memory.toString(), QStringLiteral("1Gi"));
        Quantity negated = Quantity::fromScaled(901, -2);
        negated.neg();
        QCOMPARE(negated.toString(), QStringLiteral("-9010m"));
        // TestBinarySIZeroExponentString
        QCOMPARE(Quantity::fromValue(2000, Quantity::Format::BinarySI).toString(), QStringLiteral("2000"));
        QCOMPARE(Quantity::fromValue(-2000, Quantity::Format::BinarySI).toString(), QStringLiteral("-2000"));
        QCOMPARE(parseQuantity(u"500m"), std::optional<double>(0.5));
        QCOMPARE(parseQuantity(u"x"), std::optional<double>());
    }
};

QTEST_APPLESS_MAIN(tst_Quantity)
#include "tst_quantity.moc"
