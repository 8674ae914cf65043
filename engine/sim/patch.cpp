// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "patch.h"

#include <QJsonDocument>

#include <functional>

namespace kube::sim::Patch {

using namespace Qt::StringLiterals;

namespace {

// The merge keys of kube's list fields (patchMergeKey in the API types), by field name. "ports" has two:
// a container's are keyed by containerPort, a Service's by port; mergeKeyFor picks by what the items carry.
QString mergeKeyFor(const QString &field, const QJsonArray &items)
{
    static const QHash<QString, QString> keys = {
        {u"containers"_s, u"name"_s},        {u"initContainers"_s, u"name"_s}, {u"ephemeralContainers"_s, u"name"_s},
        {u"env"_s, u"name"_s},               {u"volumes"_s, u"name"_s},        {u"volumeMounts"_s, u"mountPath"_s},
        {u"volumeDevices"_s, u"devicePath"_s}, {u"imagePullSecrets"_s, u"name"_s}, {u"conditions"_s, u"type"_s},
        {u"ownerReferences"_s, u"uid"_s},    {u"hostAliases"_s, u"ip"_s},      {u"topologySpreadConstraints"_s, u"topologyKey"_s},
        {u"resourceClaims"_s, u"name"_s},    {u"containerStatuses"_s, u"name"_s},
    };
    if (field == QLatin1String("ports")) {
        for (const QJsonValue &item : items)
            if (item.toObject().contains(QLatin1String("containerPort")))
                return u"containerPort"_s;
        return u"port"_s;
    }
    return keys.value(field);
}

// Lists of scalars that merge as sets (patchStrategy "merge" on a primitive list).
bool isMergedSet(const QString &field)
{
    return field == QLatin1String("finalizers");
}

int indexOfKey(const QJsonArray &items, const QString &key, const QJsonValue &value)
{
    for (int i = 0; i < items.size(); ++i)
        if (items.at(i).toObject().value(key) == value)
            return i;
    return -1;
}

bool mergeList(QJsonArray *target, const QString &field, const QJsonArray &patch, QString *error);

bool mergeObject(QJsonObject *target, const QJsonObject &patch, QString *error)
{
    if (patch.value(QLatin1String("$patch")) == QLatin1String("replace")) {
        QJsonObject replaced = patch;
        replaced.remove(u"$patch"_s);
        *target = replaced;
        return true;
    }
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        const QString key = it.key();
        if (key == QLatin1String("$patch") || key == QLatin1String("$retainKeys") || key.startsWith(QLatin1String("$setElementOrder/")))
            continue;
        if (key.startsWith(QLatin1String("$deleteFromPrimitiveList/"))) {
            const QString field = key.mid(25);
            const QJsonArray removed = it.value().toArray();
            QJsonArray kept;
            for (const QJsonValue &value : target->value(field).toArray())
                if (!removed.contains(value))
                    kept.append(value);
            target->insert(field, kept);
            continue;
        }
        if (key.startsWith(QLatin1Char('$'))) {
            *error = u"unknown patch directive \"%1\""_s.arg(key);
            return false;
        }
        const QJsonValue value = it.value();
        if (value.isNull()) {
            target->remove(key);
        } else if (value.isObject() && target->value(key).isObject()) {
            QJsonObject child = target->value(key).toObject();
            if (!mergeObject(&child, value.toObject(), error))
                return false;
            target->insert(key, child);
        } else if (value.isObject() && value.toObject().value(QLatin1String("$patch")) == QLatin1String("delete")) {
            target->remove(key);
        } else if (value.isArray() && target->value(key).isArray()) {
            QJsonArray list = target->value(key).toArray();
            if (!mergeList(&list, key, value.toArray(), error))
                return false;
            target->insert(key, list);
        } else if (value.isObject()) {
            QJsonObject fresh;
            if (!mergeObject(&fresh, value.toObject(), error))
                return false;
            target->insert(key, fresh);
        } else if (value.isArray()) {
            QJsonArray fresh;
            if (!mergeList(&fresh, key, value.toArray(), error))
                return false;
            target->insert(key, fresh);
        } else {
            target->insert(key, value);
        }
    }
    return true;
}

bool mergeList(QJsonArray *target, const QString &field, const QJsonArray &patch, QString *error)
{
    for (const QJsonValue &item : patch)
        if (item.toObject().value(QLatin1String("$patch")) == QLatin1String("replace")) {
            QJsonArray replaced;
            for (const QJsonValue &kept : patch)
                if (kept.toObject().value(QLatin1String("$patch")) != QLatin1String("replace"))
                    replaced.append(kept);
            *target = replaced;
            return true;
        }
    if (isMergedSet(field)) {
        for (const QJsonValue &value : patch)
            if (!target->contains(value))
                target->append(value);
        return true;
    }
    const QString key = mergeKeyFor(field, patch);
    if (key.isEmpty()) {
        *target = patch; // no merge key: the list is replaced, as for atomic lists
        return true;
    }
    for (const QJsonValue &value : patch) {
        if (!value.isObject()) {
            *error = u"%1: a list with merge key \"%2\" must hold objects"_s.arg(field, key);
            return false;
        }
        const QJsonObject item = value.toObject();
        if (!item.contains(key)) {
            *error = u"map: %1 does not contain declared merge key: %2"_s.arg(QString::fromUtf8(QJsonDocument(item).toJson(QJsonDocument::Compact)), key);
            return false;
        }
        const int at = indexOfKey(*target, key, item.value(key));
        if (item.value(QLatin1String("$patch")) == QLatin1String("delete")) {
            if (at >= 0)
                target->removeAt(at);
            continue;
        }
        if (at < 0) {
            QJsonObject fresh;
            if (!mergeObject(&fresh, item, error))
                return false;
            target->append(fresh);
            continue;
        }
        QJsonObject merged = target->at(at).toObject();
        if (!mergeObject(&merged, item, error))
            return false;
        target->replace(at, merged);
    }
    return true;
}

QString unescapePointer(QString token)
{
    return token.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
}

// Reads the value at a JSON pointer; false when it does not exist.
bool valueAt(const QJsonValue &document, const QString &pointer, QJsonValue *out)
{
    QJsonValue node = document;
    if (pointer.isEmpty()) {
        *out = node;
        return true;
    }
    for (const QString &raw : pointer.mid(1).split(QLatin1Char('/'))) {
        const QString token = unescapePointer(raw);
        if (node.isObject()) {
            if (!node.toObject().contains(token))
                return false;
            node = node.toObject().value(token);
        } else if (node.isArray()) {
            bool ok = false;
            const int index = token.toInt(&ok);
            if (!ok || index < 0 || index >= node.toArray().size())
                return false;
            node = node.toArray().at(index);
        } else {
            return false;
        }
    }
    *out = node;
    return true;
}

bool applyAt(QJsonValue &node, QStringList path, const QString &op, const QJsonValue &value)
{
    if (path.isEmpty()) {
        if (op == QLatin1String("remove"))
            return false;
        node = value;
        return true;
    }
    const QString key = unescapePointer(path.takeFirst());
    if (node.isObject()) {
        QJsonObject object = node.toObject();
        if (path.isEmpty()) {
            if ((op == QLatin1String("remove") || op == QLatin1String("replace") || op == QLatin1String("test")) && !object.contains(key))
                return false;
            if (op == QLatin1String("remove"))
                object.remove(key);
            else if (op == QLatin1String("test"))
                return object.value(key) == value;
            else
                object.insert(key, value);
        } else {
            if (!object.contains(key))
                return false;
            QJsonValue child = object.value(key);
            if (!applyAt(child, path, op, value))
                return false;
            object.insert(key, child);
        }
        node = object;
        return true;
    }
    if (node.isArray()) {
        QJsonArray array = node.toArray();
        bool ok = false;
        const int index = key == QLatin1String("-") ? int(array.size()) : key.toInt(&ok);
        if (key != QLatin1String("-") && (!ok || index < 0 || index > array.size()))
            return false;
        if (path.isEmpty()) {
            if (op == QLatin1String("add"))
                array.insert(index, value);
            else if (index >= array.size())
                return false;
            else if (op == QLatin1String("remove"))
                array.removeAt(index);
            else if (op == QLatin1String("test"))
                return array.at(index) == value;
            else
                array.replace(index, value);
        } else {
            if (index >= array.size())
                return false;
            QJsonValue child = array.at(index);
            if (!applyAt(child, path, op, value))
                return false;
            array.replace(index, child);
        }
        node = array;
        return true;
    }
    return false;
}

} // namespace

QJsonObject merge(QJsonObject target, const QJsonObject &patch)
{
    for (auto it = patch.begin(); it != patch.end(); ++it) {
        if (it.value().isNull())
            target.remove(it.key());
        else if (it.value().isObject() && target.value(it.key()).isObject())
            target.insert(it.key(), merge(target.value(it.key()).toObject(), it.value().toObject()));
        else if (it.value().isObject())
            target.insert(it.key(), merge({}, it.value().toObject())); // nulls in a new object are dropped too
        else
            target.insert(it.key(), it.value());
    }
    return target;
}

bool strategicMerge(QJsonObject *target, const QJsonObject &patch, QString *error)
{
    return mergeObject(target, patch, error);
}

bool json(QJsonValue *document, const QJsonArray &operations, QString *error)
{
    static const QStringList known = {u"add"_s, u"remove"_s, u"replace"_s, u"test"_s, u"move"_s, u"copy"_s};
    for (const QJsonValue &opValue : operations) {
        const QJsonObject operation = opValue.toObject();
        QString op = operation.value(QLatin1String("op")).toString();
        const QString pointer = operation.value(QLatin1String("path")).toString();
        if (!known.contains(op)) {
            *error = u"Unable to apply patch: unexpected kind: \"%1\""_s.arg(op);
            return false;
        }
        if (!pointer.startsWith(QLatin1Char('/'))) {
            *error = u"JSON patch path \"%1\" must start with '/'"_s.arg(pointer);
            return false;
        }
        QJsonValue value = operation.value(QLatin1String("value"));
        if (op == QLatin1String("move") || op == QLatin1String("copy")) {
            const QString from = operation.value(QLatin1String("from")).toString();
            if (!valueAt(*document, from, &value)) {
                *error = u"JSON patch %1 from \"%2\": no such path"_s.arg(op, from);
                return false;
            }
            if (op == QLatin1String("move") && !applyAt(*document, from.mid(1).split(QLatin1Char('/')), u"remove"_s, {})) {
                *error = u"JSON patch move from \"%1\" failed"_s.arg(from);
                return false;
            }
            op = u"add"_s;
        }
        if (!applyAt(*document, pointer.mid(1).split(QLatin1Char('/')), op, value)) {
            *error = op == QLatin1String("test") ? u"testing value %1 failed"_s.arg(pointer)
                                                : u"JSON patch %1 of \"%2\" failed: the path does not exist"_s.arg(op, pointer);
            return false;
        }
    }
    return true;
}

} // namespace kube::sim::Patch
