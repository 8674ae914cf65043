// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "accessreviews.h"

#include "codec/protobufreader.h"

#include <algorithm>

#include <QHash>
#include <QJsonArray>

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {

constexpr QByteArrayView protobufMagic{"k8s\0", 4};

// A protobuf message's length-delimited fields by number (the last one wins, as proto3 merges scalars).
QHash<quint32, QByteArray> fieldsOf(const QByteArray &message)
{
    QHash<quint32, QByteArray> fields;
    ProtobufReader reader(message);
    quint32 number = 0;
    ProtobufReader::WireType wireType;
    while (!reader.atEnd() && reader.readTag(number, wireType)) {
        if (wireType != ProtobufReader::WireType::LengthDelimited) {
            if (!reader.skip(wireType))
                break;
            continue;
        }
        qsizetype begin = 0, length = 0;
        if (!reader.readLengthDelimited(begin, length))
            break;
        fields.insert(number, message.mid(begin, length));
    }
    return fields;
}

QJsonObject stringsOf(const QByteArray &message,
                      std::initializer_list<std::pair<quint32, const char *>> names)
{
    const QHash<quint32, QByteArray> fields = fieldsOf(message);
    QJsonObject out;
    for (const auto &[number, name] : names)
        if (fields.contains(number))
            out.insert(QLatin1String(name), QString::fromUtf8(fields.value(number)));
    return out;
}

QJsonObject rule(const QStringList &verbs, const QString &key, const QStringList &values, bool withGroups)
{
    QJsonObject out{{u"verbs"_s, QJsonArray::fromStringList(verbs)},
                    {key, QJsonArray::fromStringList(values)}};
    if (withGroups)
        out.insert(u"apiGroups"_s, QJsonArray{u"*"_s});
    return out;
}

} // namespace

AccessReviews::AccessReviews(Decide decide, Scope everything, Served served, Revoked revoked)
    : m_decide(std::move(decide)), m_everything(std::move(everything)), m_served(std::move(served)),
      m_revoked(std::move(revoked))
{
}

QJsonArray AccessReviews::grantsOfEverything(const QString &user) const
{
    const QMap<QString, QStringList> revoked = m_revoked(user);
    if (revoked.isEmpty())
        return {rule({u"*"_s}, u"resources"_s, {u"*"_s}, true)};
    // Each group with a revoked verb lists its resources: the others with every verb, a revoked one with the
    // verbs it has left. (Subresources of such a group are not listed: the sim's users ask about resources.)
    QStringList groups;
    QMap<QString, QStringList> untouched;
    QJsonArray restricted;
    for (const ResourceType *type : m_served()) {
        if (!groups.contains(type->group))
            groups.append(type->group);
        const QString key = type->group + u'/' + type->resource;
        if (!revoked.contains(key)) {
            untouched[type->group].append(type->resource);
            continue;
        }
        QStringList verbs = type->verbs;
        for (const QString &verb : revoked.value(key))
            verbs.removeAll(verb);
        if (!verbs.isEmpty())
            restricted.append(QJsonObject{{u"verbs"_s, QJsonArray::fromStringList(verbs)},
                                          {u"apiGroups"_s, QJsonArray{type->group}},
                                          {u"resources"_s, QJsonArray{type->resource}}});
    }
    QJsonArray rules;
    for (const QString &group : std::as_const(groups)) {
        const bool touched = std::any_of(revoked.keyBegin(), revoked.keyEnd(), [&](const QString &key) {
            return key.section(u'/', 0, 0) == group;
        });
        rules.append(QJsonObject{{u"verbs"_s, QJsonArray{u"*"_s}},
                                 {u"apiGroups"_s, QJsonArray{group}},
                                 {u"resources"_s, touched ? QJsonArray::fromStringList(untouched.value(group))
                                                          : QJsonArray{u"*"_s}}});
    }
    for (const QJsonValue &r : std::as_const(restricted))
        rules.append(r);
    return rules;
}

QJsonObject AccessReviews::decodeProtobuf(const QByteArray &body)
{
    if (!body.startsWith(protobufMagic))
        return {};
    const QHash<quint32, QByteArray> unknown = fieldsOf(body.mid(protobufMagic.size()));
    const QJsonObject typeMeta = stringsOf(unknown.value(1), {{1, "apiVersion"}, {2, "kind"}});
    const QString kind = typeMeta.value(QLatin1String("kind")).toString();
    const QHash<quint32, QByteArray> object = fieldsOf(unknown.value(2));
    QJsonObject result = typeMeta;
    result.insert(u"metadata"_s, stringsOf(object.value(1), {{1, "name"}, {3, "namespace"}}));
    const QHash<quint32, QByteArray> spec = fieldsOf(object.value(2));
    QJsonObject specJson;
    if (kind == QLatin1String("SelfSubjectRulesReview")) {
        specJson = stringsOf(object.value(2), {{1, "namespace"}});
    } else if (kind.endsWith(QLatin1String("AccessReview"))) {
        if (spec.contains(1))
            specJson.insert(u"resourceAttributes"_s, stringsOf(spec.value(1), {{1, "namespace"},
                                                                               {2, "verb"},
                                                                               {3, "group"},
                                                                               {4, "version"},
                                                                               {5, "resource"},
                                                                               {6, "subresource"},
                                                                               {7, "name"}}));
        if (spec.contains(2))
            specJson.insert(u"nonResourceAttributes"_s, stringsOf(spec.value(2), {{1, "path"}, {2, "verb"}}));
        // SubjectAccessReviewSpec (not the self kind) names its subject after the attributes.
        const QJsonObject subject = stringsOf(object.value(2), {{3, "user"}, {6, "uid"}});
        for (auto it = subject.begin(); it != subject.end(); ++it)
            specJson.insert(it.key(), it.value());
    } else if (kind != QLatin1String("SelfSubjectReview")) {
        return {};
    }
    result.insert(u"spec"_s, specJson);
    return result;
}

QJsonObject AccessReviews::answer(const QString &kind, const QJsonObject &body, const QString &user,
                                  const QStringList &groups, const QString &uid, const QString &ns) const
{
    QJsonObject review = body;
    const QJsonObject spec = body.value(QLatin1String("spec")).toObject();
    QJsonObject metadata = body.value(QLatin1String("metadata")).toObject();
    metadata.insert(u"creationTimestamp"_s, QJsonValue::Null);
    review.insert(u"metadata"_s, metadata);
    if (kind == QLatin1String("SelfSubjectReview")) {
        QStringList allGroups = groups;
        allGroups.append(u"system:authenticated"_s);
        QJsonObject userInfo{{u"username"_s, user}, {u"groups"_s, QJsonArray::fromStringList(allGroups)}};
        if (!uid.isEmpty())
            userInfo.insert(u"uid"_s, uid);
        review.insert(u"status"_s, QJsonObject{{u"userInfo"_s, userInfo}});
    } else if (kind == QLatin1String("TokenReview")) {
        // kubesim reviews no tokens for others: every token is answered as not authenticated.
        review.insert(u"status"_s, QJsonObject{{u"user"_s, QJsonObject()}});
    } else if (kind == QLatin1String("SelfSubjectRulesReview")) {
        review.insert(u"status"_s, rulesStatus(user, spec.value(QLatin1String("namespace")).toString()));
    } else {
        const QString subject = kind == QLatin1String("SelfSubjectAccessReview")
                                    ? user
                                    : spec.value(QLatin1String("user")).toString();
        review.insert(u"status"_s, accessStatus(subject, spec, ns));
    }
    return review;
}

QJsonObject AccessReviews::accessStatus(const QString &user, const QJsonObject &spec, const QString &ns) const
{
    const QJsonObject attributes = spec.value(QLatin1String("resourceAttributes")).toObject();
    auto text = [&](const char *key) { return attributes.value(QLatin1String(key)).toString(); };
    bool allowed;
    if (spec.contains(QLatin1String("nonResourceAttributes")))
        allowed = m_everything(user, {});
    else
        // A LocalSubjectAccessReview is about its own namespace, whatever the attributes say.
        allowed = m_decide(user, text("verb"), text("group"), text("resource"), text("subresource"),
                           ns.isEmpty() ? text("namespace") : ns, text("name"));
    return {{u"allowed"_s, allowed}};
}

QJsonObject AccessReviews::rulesStatus(const QString &user, const QString &ns) const
{
    QJsonArray resourceRules;
    QJsonArray nonResourceRules;
    if (m_everything(user, ns)) {
        resourceRules = grantsOfEverything(user);
    } else {
        // What every authenticated user may do (the system:basic-user and system:discovery roles).
        resourceRules.append(QJsonObject{
            {u"verbs"_s, QJsonArray{u"create"_s}},
            {u"apiGroups"_s, QJsonArray{u"authorization.k8s.io"_s}},
            {u"resources"_s, QJsonArray{u"selfsubjectaccessreviews"_s, u"selfsubjectrulesreviews"_s}}});
        resourceRules.append(QJsonObject{{u"verbs"_s, QJsonArray{u"create"_s}},
                                         {u"apiGroups"_s, QJsonArray{u"authentication.k8s.io"_s}},
                                         {u"resources"_s, QJsonArray{u"selfsubjectreviews"_s}}});
    }
    if (m_everything(user, {}))
        nonResourceRules.append(rule({u"*"_s}, u"nonResourceURLs"_s, {u"*"_s}, false));
    else
        nonResourceRules.append(
            rule({u"get"_s}, u"nonResourceURLs"_s,
                 {u"/api"_s, u"/api/*"_s, u"/apis"_s, u"/apis/*"_s, u"/healthz"_s, u"/livez"_s, u"/openapi"_s,
                  u"/openapi/*"_s, u"/readyz"_s, u"/version"_s, u"/version/"_s},
                 false));
    return {{u"resourceRules"_s, resourceRules},
            {u"nonResourceRules"_s, nonResourceRules},
            {u"incomplete"_s, false}};
}

} // namespace kube::sim
