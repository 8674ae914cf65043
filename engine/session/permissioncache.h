// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QString>

#include <functional>

namespace kube {

class RestClient;

// One question to the server's authorizer: may the user `verb` this resource (or its subresource) in this
// namespace ("" for cluster-scoped resources and for "in every namespace")?
struct QKUBE_ENGINE_EXPORT AccessQuery
{
    QString verb;
    QString group;
    QString resource;
    QString subresource;
    QString namespaceName;
    bool operator==(const AccessQuery &) const = default;
    // "pods" or "pods/exec", as RBAC's rules and `kubectl auth can-i` spell a resource.
    QString target() const;
};
QKUBE_ENGINE_EXPORT size_t qHash(const AccessQuery &query, size_t seed = 0);

// What the user may do in one cluster, asked of the server as SelfSubjectAccessReviews (kubectl auth can-i's
// request) and cached per query, as Headlamp does to enable its buttons. Lives on the GUI thread; the reviews
// are sent by the session's worker. An answer is asked again when it is older than `answerLifetimeMs` (RBAC
// changes) or at once when the server refused a request the answer allowed (refused()); until the new answer
// arrives the old one stands. A review that fails (no authorization API, a network error) answers Unknown:
// the server, not a guess, then decides when the user acts.
class QKUBE_ENGINE_EXPORT PermissionCache : public QObject
{
    Q_OBJECT
public:
    // RBAC objects change rarely; five minutes keeps a stale "allowed" from lasting a working session.
    static constexpr qint64 answerLifetimeMs = 5 * 60'000;

    enum class Answer { Unknown, Allowed, Denied };
    struct Permission
    {
        Answer answer = Answer::Unknown;
        QString reason; // the authorizer's words (status.reason), when it gave any
    };

    // `send` runs a task on the thread of the session's RestClient.
    explicit PermissionCache(std::function<void(std::function<void(RestClient *)>)> send,
                             QObject *parent = nullptr);

    // The cached answer (Unknown until the server answered); asks the server when there is none yet or it
    // is old. Never blocks.
    Permission check(const AccessQuery &query);
    // The server answered 403 to a request of this kind: the cached answer is asked again.
    void refused(const AccessQuery &query);
    int reviewsSent() const { return m_reviewsSent; }

Q_SIGNALS:
    // An answer arrived (the same or another): whatever is enabled from check() looks again.
    void answered();

private:
    struct Entry
    {
        Permission permission;
        QElapsedTimer answeredAt; // invalid until the first answer
        bool asking = false;
    };
    void ask(const AccessQuery &query);
    void answer(const AccessQuery &query, const Permission &permission);

    std::function<void(std::function<void(RestClient *)>)> m_send;
    QHash<AccessQuery, Entry> m_entries;
    int m_reviewsSent = 0;
};

} // namespace kube
