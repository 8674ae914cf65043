// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// What the user may do, asked of kubesim as SelfSubjectAccessReviews over loopback: answers per verb,
// resource and namespace, asked once and cached, asked again after a 403 when RBAC changed behind the cache.
#include "sessionfixture.h"

#include "session/clustersession.h"
#include "session/permissioncache.h"

#include <QSignalSpy>
#include <QTest>

using namespace kube;

class tst_PermissionCache : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;

    // The answer once the server gave it (the first check only asks).
    static PermissionCache::Permission answered(PermissionCache *cache, const AccessQuery &query)
    {
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(cache->check(query).answer != PermissionCache::Answer::Unknown, 10000);
        }();
        return cache->check(query);
    }

private Q_SLOTS:
    void initTestCase() { m_fixture = std::make_unique<SimFixture>(); }
    void cleanupTestCase() { m_fixture.reset(); }

    void theLimitedUserMayActOnlyInItsNamespace()
    {
        auto session = startedSession(*m_fixture, QStringLiteral("sim-limited"));
        PermissionCache *cache = session->permissions();
        const QString own = m_fixture->sim().limitedNamespace();
        const AccessQuery deleteOwn{QStringLiteral("delete"), {}, QStringLiteral("pods"), {}, own};
        QCOMPARE(cache->check(deleteOwn).answer, PermissionCache::Answer::Unknown); // not answered yet
        QCOMPARE(answered(cache, deleteOwn).answer, PermissionCache::Answer::Allowed);
        const AccessQuery execOwn{
            QStringLiteral("create"), {}, QStringLiteral("pods"), QStringLiteral("exec"), own};
        QCOMPARE(answered(cache, execOwn).answer, PermissionCache::Answer::Allowed);
        const AccessQuery deleteOther{
            QStringLiteral("delete"), {}, QStringLiteral("pods"), {}, QStringLiteral("kube-system")};
        QCOMPARE(answered(cache, deleteOther).answer, PermissionCache::Answer::Denied);
        const AccessQuery cordon{QStringLiteral("patch"), {}, QStringLiteral("nodes"), {}, {}};
        QCOMPARE(answered(cache, cordon).answer, PermissionCache::Answer::Denied);
        QCOMPARE(cache->reviewsSent(), 4);
    }

    void anAnswerIsAskedOnceAndKept()
    {
        auto session = startedSession(*m_fixture);
        PermissionCache *cache = session->permissions();
        const AccessQuery query{QStringLiteral("update"),
                                QStringLiteral("apps"),
                                QStringLiteral("deployments"),
                                {},
                                QStringLiteral("default")};
        QSignalSpy answers(cache, &PermissionCache::answered);
        for (int i = 0; i < 5; ++i)
            cache->check(query);
        QCOMPARE(answered(cache, query).answer, PermissionCache::Answer::Allowed);
        QCOMPARE(answers.size(), 1);
        for (int i = 0; i < 5; ++i)
            cache->check(query);
        QCOMPARE(cache->reviewsSent(), 1);
    }

    void aRefusedDeleteAsksAgainAndTheAnswerChanges()
    {
        auto session = startedSession(*m_fixture, QStringLiteral("sim-token"));
        PermissionCache *cache = session->permissions();
        const AccessQuery query{
            QStringLiteral("delete"), {}, QStringLiteral("configmaps"), {}, QStringLiteral("default")};
        QCOMPARE(answered(cache, query).answer, PermissionCache::Answer::Allowed);

        // RBAC changes behind the cache: the cached answer stands until a request is refused.
        m_fixture->sim().revoke(QStringLiteral("sim-token"), QStringLiteral("delete"), {},
                                QStringLiteral("configmaps"));
        QCOMPARE(cache->check(query).answer, PermissionCache::Answer::Allowed);
        QSignalSpy deleted(session.get(), &ClusterSession::objectDeleted);
        const ApiResource *configMaps = session->findResource({}, QStringLiteral("configmaps"));
        QVERIFY(configMaps);
        session->deleteObject(*configMaps, QStringLiteral("default"), QStringLiteral("kube-root-ca.crt"), {});
        QTRY_COMPARE_WITH_TIMEOUT(deleted.size(), 1, 10000);
        QVERIFY(deleted.first().at(1).value<Error>().isForbidden());
        QTRY_COMPARE_WITH_TIMEOUT(cache->check(query).answer, PermissionCache::Answer::Denied, 10000);
        QCOMPARE(cache->reviewsSent(), 2);
    }

    void aServerWithoutTheAuthorizationApiRefusesNothing()
    {
        // A review that cannot be sent answers Unknown: the server decides when the user acts.
        auto session = startedSession(*m_fixture);
        PermissionCache *cache = session->permissions();
        m_fixture->sim().revoke(QStringLiteral("sim-admin"), QStringLiteral("create"),
                                QStringLiteral("authorization.k8s.io"),
                                QStringLiteral("selfsubjectaccessreviews"));
        const AccessQuery query{
            QStringLiteral("delete"), {}, QStringLiteral("secrets"), {}, QStringLiteral("default")};
        QSignalSpy answers(cache, &PermissionCache::answered);
        cache->check(query);
        QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 1, 10000);
        QCOMPARE(cache->check(query).answer, PermissionCache::Answer::Unknown);
        QCOMPARE(cache->reviewsSent(), 1); // and it is not asked again at once
    }
};

QTEST_MAIN(tst_PermissionCache)
#include "tst_permissioncache.moc"
