// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "rest/restmapper.h"

#include <QTest>

using namespace kube;

namespace {
ApiResource resource(const QString &groupVersion, const QString &name, const QString &kind, QStringList shortNames = {},
                     QStringList categories = {})
{
    ApiResource r;
    const qsizetype slash = groupVersion.indexOf(QLatin1Char('/'));
    r.group = slash < 0 ? QString() : groupVersion.left(slash);
    r.version = slash < 0 ? groupVersion : groupVersion.mid(slash + 1);
    r.name = name;
    r.kind = kind;
    r.singularName = kind.toLower();
    r.namespaced = true;
    r.shortNames = shortNames;
    r.categories = categories;
    return r;
}

// A server shaped like kubesim's (and a real one's): the core group first, then the groups of /apis in order;
// events in two groups, a CRD group served in two versions, the newer one preferred.
Discovery cluster()
{
    Discovery d;
    d.preferredGroupVersions = {QStringLiteral("v1"), QStringLiteral("apps/v1"), QStringLiteral("events.k8s.io/v1"),
                                QStringLiteral("autoscaling/v2"), QStringLiteral("batch/v1"),
                                QStringLiteral("stable.example.com/v1")};
    d.resources = {
        resource(QStringLiteral("v1"), QStringLiteral("events"), QStringLiteral("Event"), {QStringLiteral("ev")}),
        resource(QStringLiteral("v1"), QStringLiteral("pods"), QStringLiteral("Pod"), {QStringLiteral("po")}, {QStringLiteral("all")}),
        resource(QStringLiteral("v1"), QStringLiteral("services"), QStringLiteral("Service"), {QStringLiteral("svc")}, {QStringLiteral("all")}),
        resource(QStringLiteral("apps/v1"), QStringLiteral("deployments"), QStringLiteral("Deployment"), {QStringLiteral("deploy")}, {QStringLiteral("all")}),
        resource(QStringLiteral("events.k8s.io/v1"), QStringLiteral("events"), QStringLiteral("Event"), {QStringLiteral("ev")}),
        resource(QStringLiteral("autoscaling/v2"), QStringLiteral("horizontalpodautoscalers"), QStringLiteral("HorizontalPodAutoscaler"), {QStringLiteral("hpa")},
                 {QStringLiteral("all")}),
        resource(QStringLiteral("autoscaling/v1"), QStringLiteral("horizontalpodautoscalers"), QStringLiteral("HorizontalPodAutoscaler"), {QStringLiteral("hpa")},
                 {QStringLiteral("all")}),
        resource(QStringLiteral("batch/v1"), QStringLiteral("jobs"), QStringLiteral("Job"), {}, {QStringLiteral("all")}),
        resource(QStringLiteral("stable.example.com/v1"), QStringLiteral("crontabs"), QStringLiteral("CronTab"), {QStringLiteral("ct")},
                 {QStringLiteral("all"), QStringLiteral("cron")}),
        resource(QStringLiteral("stable.example.com/v1beta1"), QStringLiteral("crontabs"), QStringLiteral("CronTab"), {QStringLiteral("ct")},
                 {QStringLiteral("all"), QStringLiteral("cron")}),
    };
    return d;
}
} // namespace

class tst_RestMapper : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resolvesAsKubectl_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<QString>("resolved"); // group/version/resource, or the error
        QTest::addColumn<QStringList>("warnings");
        auto row = [](const char *name, const char *argument, const char *resolved, QStringList warnings = {}) {
            QTest::newRow(name) << QString::fromLatin1(argument) << QString::fromLatin1(resolved) << warnings;
        };
        row("plural", "deployments", "apps/v1/deployments");
        row("singular", "deployment", "apps/v1/deployments");
        row("short name", "deploy", "apps/v1/deployments");
        row("kind", "Deployment", "apps/v1/deployments");
        row("plural in capitals", "DEPLOYMENTS", "apps/v1/deployments");
        row("short names are case-sensitive", "DEPLOY", "the server doesn't have a resource type \"DEPLOY\"");
        row("resource.group", "deployments.apps", "apps/v1/deployments");
        row("kind.group", "Deployment.apps", "apps/v1/deployments");
        row("short name.group", "deploy.apps", "apps/v1/deployments");
        row("resource.version.group", "deployment.v1.apps", "apps/v1/deployments");
        row("short name.version.group", "deploy.v1.apps", "apps/v1/deployments");
        row("core resource.version.", "pods.v1.", "v1/pods");
        row("group prefix", "deployments.app", "apps/v1/deployments");
        row("group prefix of a short name", "hpa.autoscal", "autoscaling/v2/horizontalpodautoscalers");
        row("group prefix without a short name", "jobs.bat", "batch/v1/jobs");
        row("no group prefix with a version", "deployment.v1.app", "the server doesn't have a resource type \"deployment\"");
        row("unknown version", "deployments.v2.apps", "the server doesn't have a resource type \"deployments\"");
        row("CRD short name", "ct", "stable.example.com/v1/crontabs");
        row("CRD resource.group with dots", "crontabs.stable.example.com", "stable.example.com/v1/crontabs");
        row("CRD resource.version.group", "crontabs.v1beta1.stable.example.com", "stable.example.com/v1beta1/crontabs");
        row("CRD kind", "CronTab", "stable.example.com/v1/crontabs");
        row("preferred version when several", "horizontalpodautoscalers", "autoscaling/v2/horizontalpodautoscalers");
        row("core group first among groups", "events", "v1/events");
        row("ambiguous short name warns", "ev", "v1/events",
            {QStringLiteral("short name \"ev\" could also match lower priority resource events.events.k8s.io")});
        row("other group by prefix", "events.events", "events.k8s.io/v1/events");
        row("unknown", "foo", "the server doesn't have a resource type \"foo\"");
        row("unknown group names the resource", "deploy.foo", "the server doesn't have a resource type \"deploy\"");
        row("empty", "", "the server doesn't have a resource type \"\"");
        row("a category is not a resource", "all", "the server doesn't have a resource type \"all\"");
    }

    void resolvesAsKubectl()
    {
        QFETCH(QString, argument);
        QFETCH(QString, resolved);
        QFETCH(QStringList, warnings);
        const RestMapper mapper(cluster());
        const auto mapping = mapper.resourceFor(argument);
        if (!mapping) {
            QCOMPARE(mapping.error().kind(), Error::Kind::Invalid);
            QCOMPARE(mapping.error().message(), resolved);
            return;
        }
        QCOMPARE(mapping->resource.groupVersion() + QLatin1Char('/') + mapping->resource.name, resolved);
        QCOMPARE(mapping->warnings, warnings);
    }

    void expandsCategories_data()
    {
        QTest::addColumn<QString>("category");
        QTest::addColumn<QStringList>("members");
        QTest::newRow("all: discovery order, every version listed") << QStringLiteral("all")
            << QStringList{QStringLiteral("pods"), QStringLiteral("services"), QStringLiteral("deployments.apps"),
                           QStringLiteral("horizontalpodautoscalers.autoscaling"), QStringLiteral("horizontalpodautoscalers.autoscaling"),
                           QStringLiteral("jobs.batch"), QStringLiteral("crontabs.stable.example.com"), QStringLiteral("crontabs.stable.example.com")};
        QTest::newRow("a CRD's own category") << QStringLiteral("cron")
                                              << QStringList{QStringLiteral("crontabs.stable.example.com"), QStringLiteral("crontabs.stable.example.com")};
        QTest::newRow("not a category") << QStringLiteral("pods") << QStringList();
    }

    void expandsCategories()
    {
        QFETCH(QString, category);
        QFETCH(QStringList, members);
        const auto expanded = RestMapper(cluster()).expandCategory(category);
        QCOMPARE(expanded.has_value(), !members.isEmpty());
        if (expanded)
            QCOMPARE(*expanded, members);
    }
};

QTEST_GUILESS_MAIN(tst_RestMapper)
#include "tst_restmapper.moc"
