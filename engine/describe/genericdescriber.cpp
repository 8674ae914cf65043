// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describerregistry.h"

#include <algorithm>

namespace kube {

namespace {

using W = DescribeWriter;

// The fields kubectl's generic describer leaves out (printed above, or of no interest).
const QStringList genericSkipped{QStringLiteral(".metadata.managedFields"), QStringLiteral(".metadata.name"),
                                 QStringLiteral(".metadata.namespace"), QStringLiteral(".metadata.labels"),
                                 QStringLiteral(".metadata.annotations")};

// fatih/camelcase's Split: runs of lower case, upper case, digits and other characters, an upper case run's
// last letter moved to the lower case run after it ("PDFLoader" → "PDF", "Loader").
QStringList camelCaseSplit(const QString &field)
{
    const auto classOf = [](QChar c) { return c.isLower() ? 1 : c.isUpper() ? 2 : c.isDigit() ? 3 : 4; };
    QStringList runs;
    int last = 0;
    for (const QChar c : field) {
        const int current = classOf(c);
        if (current == last)
            runs.last() += c;
        else
            runs.append(QString(c));
        last = current;
    }
    for (qsizetype i = 0; i + 1 < runs.size(); ++i) {
        if (!runs.at(i).isEmpty() && runs.at(i).front().isUpper() && runs.at(i + 1).front().isLower()) {
            runs[i + 1].prepend(runs.at(i).back());
            runs[i].chop(1);
        }
    }
    runs.removeAll(QString());
    return runs;
}

// kubectl's smartLabelFor: "apiVersion" → "API Version"; a field with characters other than letters and '-'
// as it is.
QString smartLabel(const QString &field)
{
    if (std::any_of(field.cbegin(), field.cend(), [](QChar c) { return !c.isLetter() && c != u'-'; }))
        return field;
    static const QStringList acronyms{QStringLiteral("API"), QStringLiteral("URL"), QStringLiteral("UID"),
                                      QStringLiteral("OSB"), QStringLiteral("GUID")};
    QStringList parts;
    for (QString part : camelCaseSplit(field)) {
        if (part == u"_")
            continue;
        if (acronyms.contains(part.toUpper()))
            part = part.toUpper();
        else
            part[0] = part.at(0).toUpper(); // strings.Title: the first letter of the (one-class) run
        parts.append(part);
    }
    return parts.join(u' ');
}

// A JSON value as Go's %v prints its decoded form: maps as "map[k:v]" (sorted), slices as "[a b]", null as
// "<nil>".
QString goPrint(const QJsonValue &value)
{
    if (value.isNull())
        return QStringLiteral("<nil>");
    if (value.isArray()) {
        QStringList items;
        for (const QJsonValue &item : value.toArray())
            items.append(goPrint(item));
        return u'[' + items.join(u' ') + u']';
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        QStringList keys = object.keys();
        std::sort(keys.begin(), keys.end());
        QStringList items;
        for (const QString &key : std::as_const(keys))
            items.append(key + u':' + goPrint(object.value(key)));
        return QStringLiteral("map[") + items.join(u' ') + u']';
    }
    return goValue(value);
}

// kubectl's printUnstructuredContent: every field by its sorted name, objects and lists one level deeper.
void content(W &w, int level, const QJsonObject &object, const QString &path)
{
    QStringList fields = object.keys();
    std::sort(fields.begin(), fields.end());
    for (const QString &field : std::as_const(fields)) {
        const QString fieldPath = path + u'.' + field;
        if (genericSkipped.contains(fieldPath))
            continue;
        const QJsonValue value = object.value(field);
        if (value.isObject()) {
            w.write(level, smartLabel(field) + QStringLiteral(":\n"));
            content(w, level + 1, value.toObject(), fieldPath);
        } else if (value.isArray()) {
            w.write(level, smartLabel(field) + QStringLiteral(":\n"));
            for (const QJsonValue &item : value.toArray()) {
                if (item.isObject())
                    content(w, level + 1, item.toObject(), fieldPath);
                else
                    w.write(level + 1, goPrint(item) + u'\n');
            }
        } else {
            w.write(level, smartLabel(field) + QStringLiteral(":\t") + goPrint(value) + u'\n');
        }
    }
}

// kubectl's generic describer, for the kinds it has no describer of its own for (custom resources, CRDs,
// Events, Leases, ...): name, namespace, labels, annotations, then every other field.
Description describeGeneric(const QJsonObject &object, const std::optional<QList<QJsonObject>> &events,
                            const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(object, "metadata");
    W w(clock);
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    content(w, W::level0, object, QString());
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describeGenerically(const QJsonObject &object, DescribeSource *source, const DescribeClock &clock,
                         std::function<void(Description)> done)
{
    source->events(object, jsonString(object, "kind"),
                   [object, done, clock](const DescribeSource::Events &events) {
                       done(describeGeneric(object, events, clock));
                   });
}

} // namespace kube
