// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "changesummary.h"
#include "secretdigest.h"

#include <optional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStringList>

namespace kube {

namespace {

// Fields the apiserver changes on every write: a change there tells a person nothing.
bool isNoise(const QString &path)
{
    return path == QLatin1String("metadata.resourceVersion") || path == QLatin1String("metadata.generation") ||
           path == QLatin1String("metadata.managedFields") || path.startsWith(QLatin1String("metadata.managedFields["));
}

QString display(const QJsonValue &value)
{
    QString text;
    switch (value.type()) {
    case QJsonValue::String: text = value.toString(); break;
    case QJsonValue::Bool: text = value.toBool() ? QStringLiteral("true") : QStringLiteral("false"); break;
    case QJsonValue::Null: text = QStringLiteral("null"); break;
    case QJsonValue::Double: text = QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).sliced(1).chopped(1)); break;
    case QJsonValue::Object: text = QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact)); break;
    case QJsonValue::Array: text = QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)); break;
    case QJsonValue::Undefined: break;
    }
    if (text.size() > ChangeSummary::maxValueLength)
        text = text.first(ChangeSummary::maxValueLength - 1) + QChar(0x2026);
    return text;
}

QString child(const QString &path, const QString &key)
{
    if (key.contains(QLatin1Char('.')) || key.contains(QLatin1Char('/')) || key.contains(QLatin1Char('[')))
        return path + QLatin1Char('[') + key + QLatin1Char(']');
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

void compare(const QString &path, const QJsonValue &from, const QJsonValue &to, QList<FieldChange> &changes);

void compareObjects(const QString &path, const QJsonObject &from, const QJsonObject &to, QList<FieldChange> &changes)
{
    // Keys in the newer version's order first (what was there and changed, or is new), then those removed.
    for (auto it = to.begin(); it != to.end(); ++it) {
        const QString at = child(path, it.key());
        if (isNoise(at))
            continue;
        const auto old = from.constFind(it.key());
        if (old == from.constEnd())
            changes.append({FieldChange::Kind::Added, at, {}, display(it.value())});
        else
            compare(at, old.value(), it.value(), changes);
    }
    for (auto it = from.begin(); it != from.end(); ++it) {
        const QString at = child(path, it.key());
        if (!to.contains(it.key()) && !isNoise(at))
            changes.append({FieldChange::Kind::Removed, at, display(it.value()), {}});
    }
}

void compare(const QString &path, const QJsonValue &from, const QJsonValue &to, QList<FieldChange> &changes)
{
    if (from == to)
        return;
    if (from.isObject() && to.isObject()) {
        compareObjects(path, from.toObject(), to.toObject(), changes);
        return;
    }
    if (from.isArray() && to.isArray()) {
        const QJsonArray a = from.toArray(), b = to.toArray();
        for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i) {
            const QString at = path + QStringLiteral("[%1]").arg(i);
            if (i >= a.size())
                changes.append({FieldChange::Kind::Added, at, {}, display(b.at(i))});
            else if (i >= b.size())
                changes.append({FieldChange::Kind::Removed, at, display(a.at(i)), {}});
            else
                compare(at, a.at(i), b.at(i), changes);
        }
        return;
    }
    changes.append({FieldChange::Kind::Changed, path, display(from), display(to)});
}

} // namespace

QString FieldChange::toString() const
{
    // A Secret's value as the journal keeps it: its digest says only whether it changed, and its length.
    static const QRegularExpression digest(QRegularExpression::escape(SecretDigest::prefix) +
                                           QStringLiteral("[0-9a-f]+ length ([0-9]+)"));
    const auto length = [](const QString &value) -> std::optional<QString> {
        const QRegularExpressionMatch match = digest.match(value);
        if (!match.hasMatch() || match.capturedLength() != value.size())
            return std::nullopt;
        return match.captured(1);
    };
    const auto readable = [](QString value) {
        return value.replace(digest, QStringLiteral("value of length \\1"));
    };
    switch (kind) {
    case Kind::Added:
        return QLatin1Char('+') + path + QLatin1Char(' ') + readable(newValue);
    case Kind::Removed:
        return QLatin1Char('-') + path + QLatin1Char(' ') + readable(oldValue);
    case Kind::Changed: break;
    }
    const auto oldLength = length(oldValue), newLength = length(newValue);
    if (oldLength && newLength)
        return path + QStringLiteral(" value changed (length ") +
               (*oldLength == *newLength ? *newLength
                                         : *oldLength + QStringLiteral(" \u2192 ") + *newLength) +
               QLatin1Char(')');
    return path + QLatin1Char(' ') + readable(oldValue) + QStringLiteral(" \u2192 ") + readable(newValue);
}

namespace ChangeSummary {

QList<FieldChange> between(const QJsonObject &from, const QJsonObject &to)
{
    QList<FieldChange> changes;
    compareObjects({}, from, to, changes);
    return changes;
}

QList<FieldChange> between(const Object &from, const Object &to)
{
    return between(from.toJsonObject(), to.toJsonObject());
}

QString text(const QList<FieldChange> &changes, qsizetype maxShown)
{
    QStringList shown;
    for (qsizetype i = 0; i < changes.size() && i < maxShown; ++i)
        shown.append(changes.at(i).toString());
    QString joined = shown.join(QStringLiteral(", "));
    if (changes.size() > maxShown)
        joined += QStringLiteral(", \u2026");
    return joined;
}

} // namespace ChangeSummary

} // namespace kube
