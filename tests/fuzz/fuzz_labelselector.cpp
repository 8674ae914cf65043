// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Label and field selectors: what parses prints (in canonical form, and as toString) and parses again to the
// same requirements, and a selector matches a label set the same way before and after.
#include "cache/labelselector.h"
#include "fuzzcheck.h"

using namespace kube;

namespace {

QString canonical(const LabelSelector &selector)
{
    QStringList parts;
    for (const auto &requirement : selector.requirements()) {
        const QString values = requirement.values.join(QLatin1Char(','));
        switch (requirement.op) {
        case LabelSelector::Op::Equals: parts << requirement.key + QLatin1Char('=') + values; break;
        case LabelSelector::Op::DoubleEquals: parts << requirement.key + QStringLiteral("==") + values; break;
        case LabelSelector::Op::NotEquals: parts << requirement.key + QStringLiteral("!=") + values; break;
        case LabelSelector::Op::GreaterThan: parts << requirement.key + QLatin1Char('>') + values; break;
        case LabelSelector::Op::LessThan: parts << requirement.key + QLatin1Char('<') + values; break;
        case LabelSelector::Op::In: parts << requirement.key + QStringLiteral(" in (") + values + QLatin1Char(')'); break;
        case LabelSelector::Op::NotIn: parts << requirement.key + QStringLiteral(" notin (") + values + QLatin1Char(')'); break;
        case LabelSelector::Op::Exists: parts << requirement.key; break;
        case LabelSelector::Op::DoesNotExist: parts << QLatin1Char('!') + requirement.key; break;
        }
    }
    return parts.join(QLatin1Char(','));
}

bool sameRequirements(const LabelSelector &a, const LabelSelector &b)
{
    if (a.requirements().size() != b.requirements().size())
        return false;
    for (qsizetype i = 0; i < a.requirements().size(); ++i) {
        const auto &x = a.requirements().at(i);
        const auto &y = b.requirements().at(i);
        if (x.key != y.key || x.op != y.op || x.values != y.values)
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    auto selector = LabelSelector::parse(text);
    if (selector.ok()) {
        for (const QString &printed : {canonical(*selector), selector->toString()}) {
            auto again = LabelSelector::parse(printed);
            FUZZ_CHECK(again.ok(), "\"%s\" parses but its print \"%s\" does not: %s", qPrintable(text), qPrintable(printed),
                       qPrintable(again.error().message()));
            FUZZ_CHECK(sameRequirements(*selector, *again), "\"%s\" printed as \"%s\" parses to other requirements", qPrintable(text),
                       qPrintable(printed));
        }
        // The selector's own keys and values as labels: matching must not depend on the form it was parsed from.
        QList<std::pair<QByteArray, QByteArray>> labels;
        for (const auto &requirement : selector->requirements())
            labels.append({requirement.key.toUtf8(), requirement.values.value(0).toUtf8()});
        FUZZ_CHECK(selector->matches(labels) == LabelSelector::parse(canonical(*selector))->matches(labels), "matching differs for \"%s\"",
                   qPrintable(text));
    } else {
        FUZZ_CHECK(selector.error().kind() == Error::Kind::Invalid, "not an Invalid error: %s", qPrintable(selector.error().message()));
    }
    auto fields = FieldSelector::parse(text);
    if (fields.ok()) {
        auto again = FieldSelector::parse(fields->toString());
        FUZZ_CHECK(again.ok() && again->requirements().size() == fields->requirements().size(), "field selector \"%s\" does not re-parse",
                   qPrintable(text));
    }
    return 0;
}
