// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "controllerhistory.h"

#include "controllermanager.h"

#include "../objectmeta.h"

#include <QJsonDocument>

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {
constexpr int defaultHistoryLimit = 10; // revisionHistoryLimit's default for both kinds
} // namespace

ControllerHistory::ControllerHistory(ControllerManager *manager, const ResourceType &ownerType,
                                     const QString &hashLabel)
    : m_manager(manager), m_ownerType(ownerType), m_hashLabel(hashLabel)
{
}

const ResourceType &ControllerHistory::revisionsType()
{
    return ResourceType::builtin(u"apps"_s, u"controllerrevisions"_s);
}

QJsonObject ControllerHistory::templatePatch(const QJsonObject &owner)
{
    QJsonObject podTemplate = ObjectMeta::child(owner, "spec").value(QLatin1String("template")).toObject();
    podTemplate.insert(u"$patch"_s, u"replace"_s);
    return {{u"spec"_s, QJsonObject{{u"template"_s, podTemplate}}}};
}

QString ControllerHistory::hashOf(const QJsonObject &data, int collisionCount)
{
    QByteArray raw = QJsonDocument(data).toJson(QJsonDocument::Compact);
    // Go's json.Marshal escapes these for HTML; outside strings JSON has none of them.
    raw.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
    raw += QByteArray::number(collisionCount);
    quint32 value = 2166136261U; // FNV-32 (multiply, then xor), as hash/fnv.New32
    for (const char c : std::as_const(raw)) {
        value *= 16777619U;
        value ^= quint8(c);
    }
    static const char alphabet[] = "bcdfghjklmnpqrstvwxz2456789"; // apimachinery's rand.SafeEncodeString
    QString out;
    for (const char digit : QByteArray::number(value))
        out.append(QLatin1Char(alphabet[quint8(digit) % (sizeof(alphabet) - 1)]));
    return out;
}

QJsonObject ControllerHistory::revisionOf(const ResourceType &ownerType, const QJsonObject &owner,
                                          const QString &hashLabel, qint64 number)
{
    const QJsonObject data = templatePatch(owner);
    const QString hash =
        hashOf(data, ObjectMeta::child(owner, "status").value(QLatin1String("collisionCount")).toInt());
    QJsonObject labels = ObjectMeta::child(owner, "spec")
                             .value(QLatin1String("template"))
                             .toObject()
                             .value(QLatin1String("metadata"))
                             .toObject()
                             .value(QLatin1String("labels"))
                             .toObject();
    labels.insert(hashLabel, hash);
    QJsonObject metadata{{u"name"_s, ObjectMeta::name(owner) + QLatin1Char('-') + hash},
                         {u"namespace"_s, ObjectMeta::namespaceOf(owner)},
                         {u"labels"_s, labels},
                         {u"ownerReferences"_s, QJsonArray{ObjectMeta::ownerReference(ownerType, owner)}}};
    const QJsonObject annotations =
        ObjectMeta::metadata(owner).value(QLatin1String("annotations")).toObject();
    if (!annotations.isEmpty())
        metadata.insert(u"annotations"_s, annotations);
    return {{u"apiVersion"_s, u"apps/v1"_s},
            {u"kind"_s, u"ControllerRevision"_s},
            {u"metadata"_s, metadata},
            {u"data"_s, data},
            {u"revision"_s, number}};
}

ControllerHistory::Revision ControllerHistory::sync(const QJsonObject &owner, const QStringList &inUse)
{
    ObjectStore &store = m_manager->store();
    const QString ns = ObjectMeta::namespaceOf(owner);
    const QString name = ObjectMeta::name(owner);
    const QUuid uid(ObjectMeta::uid(owner));
    QList<StoredObject> revisions =
        m_manager->controlledBy(revisionsType(), ns, name + QLatin1Char('-'), uid);
    std::sort(revisions.begin(), revisions.end(), [](const StoredObject &a, const StoredObject &b) {
        return a.object().value(QLatin1String("revision")).toInteger() <
               b.object().value(QLatin1String("revision")).toInteger();
    });
    const qint64 latest =
        revisions.isEmpty() ? 0 : revisions.last().object().value(QLatin1String("revision")).toInteger();
    const QJsonObject data = templatePatch(owner);
    const int collisionCount =
        ObjectMeta::child(owner, "status").value(QLatin1String("collisionCount")).toInt();
    Revision current;
    for (const StoredObject &revision : std::as_const(revisions)) {
        QJsonObject object = revision.object();
        if (object.value(QLatin1String("data")).toObject() != data)
            continue;
        current = {revision.selectable->name, ObjectMeta::labels(object).value(m_hashLabel).toString(),
                   object.value(QLatin1String("revision")).toInteger()};
        if (current.number != latest) {
            // A template returned to (kubectl rollout undo) becomes the newest revision again.
            current.number = latest + 1;
            object.insert(u"revision"_s, current.number);
            store.update(revisionsType(), object);
        }
        break;
    }
    if (current.name.isEmpty()) {
        const QJsonObject revision = revisionOf(m_ownerType, owner, m_hashLabel, latest + 1);
        current = {ObjectMeta::name(revision), ObjectMeta::labels(revision).value(m_hashLabel).toString(),
                   latest + 1};
        store.create(revisionsType(), revision);
        revisions = m_manager->controlledBy(revisionsType(), ns, name + QLatin1Char('-'), uid);
        std::sort(revisions.begin(), revisions.end(), [](const StoredObject &a, const StoredObject &b) {
            return a.object().value(QLatin1String("revision")).toInteger() <
                   b.object().value(QLatin1String("revision")).toInteger();
        });
    }
    // Old revisions beyond the limit go, oldest first, unless pods still run them.
    const int limit = ObjectMeta::child(owner, "spec")
                          .value(QLatin1String("revisionHistoryLimit"))
                          .toInt(defaultHistoryLimit);
    qsizetype old = revisions.size() - 1;
    for (const StoredObject &revision : std::as_const(revisions)) {
        if (old <= limit)
            break;
        if (revision.selectable->name == current.name || inUse.contains(revision.selectable->name))
            continue;
        store.remove(revisionsType(), ns, revision.selectable->name);
        --old;
    }
    return current;
}

} // namespace kube::sim
