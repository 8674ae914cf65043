// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>
#include <functional>

namespace kube::sim {

// Answers the review kinds of authorization.k8s.io and authentication.k8s.io (SelfSubjectAccessReview,
// SubjectAccessReview, LocalSubjectAccessReview, SelfSubjectRulesReview, SelfSubjectReview; TokenReview
// answers every token as not authenticated) as the apiserver does: nothing is stored, the posted object comes
// back with its status filled in. Decisions come from the caller's authorizer, so a review says what kubesim
// then enforces. Owned by KubeSim, on its thread.
class AccessReviews
{
public:
    // Whether user may do verb on group/resource[/subresource] (name, in ns; ns empty: cluster scope).
    using Decide = std::function<bool(const QString &user, const QString &verb, const QString &group,
                                      const QString &resource, const QString &subresource, const QString &ns,
                                      const QString &name)>;
    // Whether user is allowed everything in ns (empty: everywhere): what a rules review lists.
    using Scope = std::function<bool(const QString &user, const QString &ns)>;
    // The resources served, and the verbs taken from user ("group/resource" -> verbs, KubeSim::revoke): a
    // rules review lists what is left of "everything" as explicit rules, as a role without them would.
    using Served = std::function<QList<const ResourceType *>()>;
    using Revoked = std::function<QMap<QString, QStringList>(const QString &user)>;

    AccessReviews(Decide decide, Scope everything, Served served, Revoked revoked);

    // The answered review of kind for the requesting user, groups and uid; body is the posted object as JSON
    // (protobuf bodies go through decodeProtobuf first).
    QJsonObject answer(const QString &kind, const QJsonObject &body, const QString &user,
                       const QStringList &groups, const QString &uid, const QString &ns) const;

    // The JSON of a review kubectl posts in protobuf (kubectl auth can-i, auth whoami); empty when body is
    // not one of the review kinds.
    static QJsonObject decodeProtobuf(const QByteArray &body);

private:
    QJsonObject accessStatus(const QString &user, const QJsonObject &spec, const QString &ns) const;
    QJsonObject rulesStatus(const QString &user, const QString &ns) const;

    QJsonArray grantsOfEverything(const QString &user) const;

    Decide m_decide;
    Scope m_everything;
    Served m_served;
    Revoked m_revoked;
};

} // namespace kube::sim
