// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "yamldecoder.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <cmath>

namespace kube::YamlDecoder {

namespace {

// Aliases let a few bytes name a huge tree ("billion laughs"): past a node per input byte (plus room for a
// small document's aliases), decoding stops instead of growing without bound.
constexpr qsizetype aliasAllowanceNodes = 4096;
// Nesting deeper than this is no Kubernetes object, and would exhaust the stack.
constexpr int maxDepth = 512;

struct Failure
{
    QString message;
    int line = 0;
    int column = 0;
};

class Converter
{
public:
    explicit Converter(qsizetype budget) : m_budget(budget) {}

    QJsonValue convert(const YAML::Node &node, int depth)
    {
        if (--m_budget < 0)
            return fail(node, QStringLiteral(
                                  "the document expands (through aliases) to more nodes than it has bytes"));
        if (depth > maxDepth)
            return fail(node, QStringLiteral("nested more than %1 levels deep").arg(maxDepth));
        switch (node.Type()) {
        case YAML::NodeType::Null:
        case YAML::NodeType::Undefined:
            return QJsonValue(QJsonValue::Null);
        case YAML::NodeType::Scalar:
            return scalar(node);
        case YAML::NodeType::Sequence: {
            QJsonArray array;
            for (auto it = node.begin(); it != node.end() && !m_failure; ++it)
                array.append(convert(*it, depth + 1));
            return array;
        }
        case YAML::NodeType::Map: {
            QJsonObject object;
            for (auto it = node.begin(); it != node.end() && !m_failure; ++it) {
                if (!it->first.IsScalar())
                    return fail(it->first, QStringLiteral("a mapping key must be a string, not a %1")
                                               .arg(it->first.IsMap() ? QStringLiteral("mapping")
                                                                      : QStringLiteral("sequence")));
                const QString key = keyText(it->first);
                if (object.contains(key))
                    return fail(it->first, QStringLiteral("key \"%1\" already set in map").arg(key));
                object.insert(key, convert(it->second, depth + 1));
            }
            return object;
        }
        }
        return QJsonValue(QJsonValue::Null);
    }

    const std::optional<Failure> &failure() const { return m_failure; }

private:
    QJsonValue fail(const YAML::Node &node, const QString &message)
    {
        if (!m_failure) {
            const YAML::Mark mark = node.Mark();
            m_failure =
                Failure{message, mark.is_null() ? 0 : mark.line + 1, mark.is_null() ? 0 : mark.column + 1};
        }
        return QJsonValue(QJsonValue::Null);
    }

    // sigs.k8s.io/yaml writes a key that resolved to a bool as "true"/"false" (so `on:` is "true"); others
    // keep their text.
    static QString keyText(const YAML::Node &key)
    {
        const QString text = QString::fromStdString(key.Scalar());
        if (key.Tag() == "?") {
            const QJsonValue resolved = resolvePlain(text);
            if (resolved.isBool())
                return resolved.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        }
        return text;
    }

    QJsonValue scalar(const YAML::Node &node)
    {
        const QString text = QString::fromStdString(node.Scalar());
        const std::string &tag = node.Tag();
        if (tag == "!" || tag == "tag:yaml.org,2002:str")
            return text;
        if (tag == "?")
            return resolvePlain(text);
        if (tag == "tag:yaml.org,2002:null")
            return QJsonValue(QJsonValue::Null);
        const QJsonValue resolved = resolvePlain(text);
        if ((tag == "tag:yaml.org,2002:int" && resolved.isDouble() &&
             resolved.toDouble() == std::trunc(resolved.toDouble())) ||
            (tag == "tag:yaml.org,2002:float" && resolved.isDouble()) ||
            (tag == "tag:yaml.org,2002:bool" && resolved.isBool()))
            return resolved;
        if (tag == "tag:yaml.org,2002:int" || tag == "tag:yaml.org,2002:float" ||
            tag == "tag:yaml.org,2002:bool")
            return fail(node, QStringLiteral("cannot decode \"%1\" as %2")
                                  .arg(text, QString::fromStdString(tag.substr(tag.rfind(':') + 1))));
        return text; // other tags (!!binary, local ones): the text, as sigs.k8s.io/yaml does
    }

public:
    // YAML 1.1's resolution of a plain scalar, as go-yaml v2 does it.
    static QJsonValue resolvePlain(const QString &text)
    {
        static const QStringList trueWords{
            QStringLiteral("y"),   QStringLiteral("Y"),    QStringLiteral("yes"),  QStringLiteral("Yes"),
            QStringLiteral("YES"), QStringLiteral("true"), QStringLiteral("True"), QStringLiteral("TRUE"),
            QStringLiteral("on"),  QStringLiteral("On"),   QStringLiteral("ON")};
        static const QStringList falseWords{
            QStringLiteral("n"),   QStringLiteral("N"),     QStringLiteral("no"),    QStringLiteral("No"),
            QStringLiteral("NO"),  QStringLiteral("false"), QStringLiteral("False"), QStringLiteral("FALSE"),
            QStringLiteral("off"), QStringLiteral("Off"),   QStringLiteral("OFF")};
        static const QStringList nullWords{QString(), QStringLiteral("~"), QStringLiteral("null"),
                                           QStringLiteral("Null"), QStringLiteral("NULL")};
        static const QRegularExpression decimal(QStringLiteral("^[-+]?(0|[1-9][0-9_]*)$"));
        static const QRegularExpression radix(QStringLiteral("^([-+]?)0(x[0-9a-fA-F_]+|o?[0-7_]+|b[01_]+)$"));
        static const QRegularExpression floating(
            QStringLiteral("^[-+]?(\\.[0-9]+|[0-9][0-9_]*(\\.[0-9_]*)?)([eE][-+]?[0-9]+)?$"));
        if (text.isEmpty() || text.size() > 64) // long text is no number or keyword
            return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
        if (trueWords.contains(text))
            return true;
        if (falseWords.contains(text))
            return false;
        if (nullWords.contains(text))
            return QJsonValue(QJsonValue::Null);
        QString digits = text;
        digits.remove(QLatin1Char('_'));
        bool ok = false;
        if (decimal.match(text).hasMatch()) {
            const qlonglong value = digits.toLongLong(&ok);
            if (ok)
                return QJsonValue(qint64(value));
            return digits.toDouble(); // past int64: a float, as go-yaml makes it
        }
        if (const auto match = radix.match(digits); match.hasMatch()) {
            QString body = match.captured(2);
            int base = 8;
            if (body.startsWith(QLatin1Char('x')))
                base = 16;
            else if (body.startsWith(QLatin1Char('b')))
                base = 2;
            if (base != 8 || body.startsWith(QLatin1Char('o')))
                body.remove(0, 1);
            const qlonglong value = body.toLongLong(&ok, base);
            if (ok)
                return QJsonValue(qint64(match.captured(1) == QLatin1String("-") ? -value : value));
        }
        if (floating.match(text).hasMatch()) {
            const double value = digits.toDouble(&ok);
            if (ok)
                return value;
        }
        return text;
    }

private:
    qsizetype m_budget;
    std::optional<Failure> m_failure;
};

Error failure(const Failure &failed, Position *failedAt)
{
    if (failedAt)
        *failedAt = {failed.line, failed.column};
    const QString text =
        failed.line > 0
            ? QStringLiteral("line %1, column %2: %3").arg(failed.line).arg(failed.column).arg(failed.message)
            : failed.message;
    return Error(Error::Kind::Decode, text, QStringLiteral("YAML"));
}

} // namespace

Result<QList<Document>> decodeAll(const QString &text, Position *failedAt)
{
    std::vector<YAML::Node> nodes;
    try {
        nodes = YAML::LoadAll(text.toStdString());
    } catch (const YAML::Exception &e) {
        return failure({QString::fromStdString(e.msg), e.mark.is_null() ? 0 : e.mark.line + 1,
                        e.mark.is_null() ? 0 : e.mark.column + 1},
                       failedAt);
    }
    Converter converter(text.size() + aliasAllowanceNodes);
    QList<Document> documents;
    for (int index = 0; index < int(nodes.size()); ++index) {
        const YAML::Node &node = nodes[size_t(index)];
        if (node.IsNull())
            continue;
        Document document;
        document.index = index;
        document.line = node.Mark().is_null() ? 0 : node.Mark().line + 1;
        try {
            document.value = converter.convert(node, 0);
        } catch (const YAML::Exception &e) {
            return failure({QString::fromStdString(e.msg), e.mark.is_null() ? 0 : e.mark.line + 1,
                            e.mark.is_null() ? 0 : e.mark.column + 1},
                           failedAt);
        }
        if (converter.failure())
            return failure(*converter.failure(), failedAt);
        documents.append(document);
    }
    return documents;
}

Result<QJsonObject> decodeObject(const QString &text, Position *failedAt)
{
    auto documents = decodeAll(text, failedAt);
    if (!documents)
        return documents.error();
    if (documents->isEmpty())
        return failure({QStringLiteral("the text holds no object"), 0, 0}, failedAt);
    if (documents->size() > 1)
        return failure(
            {QStringLiteral("one object expected, but the text holds %1 documents").arg(documents->size()),
             documents->at(1).line, 1},
            failedAt);
    if (!documents->first().value.isObject())
        return failure({QStringLiteral("an object must be a YAML mapping (apiVersion, kind, metadata, ...)"),
                        documents->first().line, 1},
                       failedAt);
    return documents->first().value.toObject();
}

} // namespace kube::YamlDecoder
