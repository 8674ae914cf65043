// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The related objects of the details pane, followed live against kubesim: a change on the server shows
// without selecting the object again, and each query reads only what its selectors pick.
#include "sessionfixture.h"

#include "session/clustersession.h"
#include "session/relatedfollower.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {

const sim::ResourceType &pods()
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
}

QJsonObject pod(const QString &name, const QJsonObject &labels, const QJsonObject &spec = {},
                const QJsonArray &owners = {})
{
    QJsonObject metadata{{QStringLiteral("name"), name},
                         {QStringLiteral("namespace"), QStringLiteral("related")},
                         {QStringLiteral("labels"), labels}};
    if (!owners.isEmpty())
        metadata.insert(QStringLiteral("ownerReferences"), owners);
    QJsonObject podSpec = spec;
    podSpec.insert(QStringLiteral("containers"),
                   QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("c")},
                                          {QStringLiteral("image"), QStringLiteral("nginx")}}});
    return QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                       {QStringLiteral("kind"), QStringLiteral("Pod")},
                       {QStringLiteral("metadata"), metadata},
                       {QStringLiteral("spec"), podSpec}};
}

QStringList names(const QVariantList &signal, int query = 0)
{
    QStringList out;
    for (const ObjectLink &link : signal.first().value<QList<RelatedObjects>>().at(query).links)
        out.append(link.name);
    return out;
}

// The details of a workload or Service as the pane digests them: what they relate to comes from there.
ObjectDetails detailsOf(const QJsonObject &json, const GroupVersionResource &gvr, const QString &kind)
{
    auto object = Object::fromJson(QJsonDocument(json).toJson(QJsonDocument::Compact));
    return ObjectDetails::fromObject(object.value(), gvr, kind);
}

} // namespace

class tst_RelatedFollower : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<ClusterSession> m_session;

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<QList<kube::RelatedObjects>>();
        m_fixture = std::make_unique<SimFixture>();
        m_fixture->sim().store().create(
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("namespaces")),
            QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                        {QStringLiteral("kind"), QStringLiteral("Namespace")},
                        {QStringLiteral("metadata"),
                         QJsonObject{{QStringLiteral("name"), QStringLiteral("related")}}}});
        m_session = startedSession(*m_fixture);
    }
    void cleanupTestCase()
    {
        m_session.reset();
        m_fixture.reset();
    }

    void aServicesPodsFollowTheServer()
    {
        auto &store = m_fixture->sim().store();
        store.create(pods(),
                     pod(QStringLiteral("front-1"), {{QStringLiteral("app"), QStringLiteral("front")}}));
        store.create(pods(),
                     pod(QStringLiteral("back-1"), {{QStringLiteral("app"), QStringLiteral("back")}}));
        const QJsonObject service{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("Service")},
            {QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("front")},
                         {QStringLiteral("namespace"), QStringLiteral("related")},
                         {QStringLiteral("uid"), QStringLiteral("11111111-1111-1111-1111-111111111111")}}},
            {QStringLiteral("spec"),
             QJsonObject{{QStringLiteral("selector"),
                          QJsonObject{{QStringLiteral("app"), QStringLiteral("front")}}}}}};
        const ObjectDetails details =
            detailsOf(service, {QString(), QStringLiteral("v1"), QStringLiteral("services")},
                      QStringLiteral("Service"));
        QCOMPARE(details.related.size(), 1);

        RelatedFollower follower(m_session.get(), details.key, details.uid, details.related);
        QSignalSpy changed(&follower, &RelatedFollower::changed);
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, 10000);
        QCOMPARE(names(changed.takeFirst()), QStringList{QStringLiteral("front-1")});

        // A new pod the Service selects shows without asking again; one it does not select never does.
        store.create(pods(),
                     pod(QStringLiteral("front-2"), {{QStringLiteral("app"), QStringLiteral("front")}}));
        store.create(pods(),
                     pod(QStringLiteral("back-2"), {{QStringLiteral("app"), QStringLiteral("back")}}));
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty() && names(changed.last()).size() == 2, 10000);
        QCOMPARE(names(changed.last()), (QStringList{QStringLiteral("front-1"), QStringLiteral("front-2")}));

        store.remove(pods(), QStringLiteral("related"), QStringLiteral("front-1"));
        QTRY_VERIFY_WITH_TIMEOUT(names(changed.last()) == QStringList{QStringLiteral("front-2")}, 10000);
    }

    void aWorkloadsPodsAreThoseItControlsAmongThoseItsSelectorPicks()
    {
        const QString uid = QStringLiteral("22222222-2222-2222-2222-222222222222");
        const QJsonObject replicaSet{
            {QStringLiteral("apiVersion"), QStringLiteral("apps/v1")},
            {QStringLiteral("kind"), QStringLiteral("ReplicaSet")},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), QStringLiteral("api-1")},
                                                     {QStringLiteral("namespace"), QStringLiteral("related")},
                                                     {QStringLiteral("uid"), uid}}},
            {QStringLiteral("spec"),
             QJsonObject{
                 {QStringLiteral("selector"),
                  QJsonObject{{QStringLiteral("matchLabels"),
                               QJsonObject{{QStringLiteral("app"), QStringLiteral("api")}}},
                              {QStringLiteral("matchExpressions"),
                               QJsonArray{QJsonObject{
                                   {QStringLiteral("key"), QStringLiteral("tier")},
                                   {QStringLiteral("operator"), QStringLiteral("In")},
                                   {QStringLiteral("values"), QJsonArray{QStringLiteral("web")}}}}}}}}}};
        const ObjectDetails details = detailsOf(
            replicaSet, {QStringLiteral("apps"), QStringLiteral("v1"), QStringLiteral("replicasets")},
            QStringLiteral("ReplicaSet"));
        QCOMPARE(details.related.size(), 1);
        QCOMPARE(details.related.first().labelSelector, QStringLiteral("app=api,tier in (web)"));

        const QJsonArray controlled{QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("apps/v1")},
                                                {QStringLiteral("kind"), QStringLiteral("ReplicaSet")},
                                                {QStringLiteral("name"), QStringLiteral("api-1")},
                                                {QStringLiteral("uid"), uid},
                                                {QStringLiteral("controller"), true}}};
        const QJsonObject labels{{QStringLiteral("app"), QStringLiteral("api")},
                                 {QStringLiteral("tier"), QStringLiteral("web")}};
        auto &store = m_fixture->sim().store();
        store.create(pods(), pod(QStringLiteral("api-1-a"), labels, {}, controlled));
        // Selected by the labels, but another ReplicaSet's (a rollout's old one): not a child.
        store.create(pods(), pod(QStringLiteral("api-0-a"), labels));
        RelatedFollower follower(m_session.get(), details.key, details.uid, details.related);
        QSignalSpy changed(&follower, &RelatedFollower::changed);
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, 10000);
        const RelatedObjects found = changed.first().first().value<QList<RelatedObjects>>().first();
        QCOMPARE(found.total, 1);
        QCOMPARE(found.links.first().name, QStringLiteral("api-1-a"));
        QCOMPARE(found.links.first().kind, QStringLiteral("Pod"));
    }

    void aNodesPodsAreReadByItsFieldSelector()
    {
        const QJsonObject node{
            {QStringLiteral("apiVersion"), QStringLiteral("v1")},
            {QStringLiteral("kind"), QStringLiteral("Node")},
            {QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"), QStringLiteral("node-related")},
                         {QStringLiteral("uid"), QStringLiteral("33333333-3333-3333-3333-333333333333")}}}};
        const ObjectDetails details = detailsOf(
            node, {QString(), QStringLiteral("v1"), QStringLiteral("nodes")}, QStringLiteral("Node"));
        RelatedFollower follower(m_session.get(), details.key, details.uid, details.related);
        QSignalSpy changed(&follower, &RelatedFollower::changed);
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 1, 10000);
        QCOMPARE(names(changed.last()), QStringList());

        m_fixture->sim().store().create(pods(),
                                        pod(QStringLiteral("on-node"), {},
                                            {{QStringLiteral("nodeName"), QStringLiteral("node-related")}}));
        QTRY_VERIFY_WITH_TIMEOUT(names(changed.last()) == QStringList{QStringLiteral("on-node")}, 10000);
        // The demo cluster's other pods were never read: the server narrowed the list to this node's.
        const RelatedObjects found = changed.last().first().value<QList<RelatedObjects>>().first();
        QCOMPARE(found.total, 1);
    }
};

QTEST_MAIN(tst_RelatedFollower)
#include "tst_relatedfollower.moc"
