// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Creating the objects of a multi-document manifest against kubesim: the server checks every document first
// (a dry run) and nothing is created if it rejects one; past the check, each document is mapped to its
// resource and reported on its own, as kubectl create -f does.
#include "sessionfixture.h"

#include "session/clustersession.h"
#include "session/manifestapplier.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;

namespace {

const char *manifest = R"(# what a user pastes
apiVersion: v1
kind: Namespace
metadata:
  name: applied
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  namespace: applied
spec:
  replicas: 1
  selector:
    matchLabels: {app: web}
  template:
    metadata:
      labels: {app: web}
    spec:
      containers:
      - name: web
        image: nginx
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: settings-applied
data:
  a: "1"
---
apiVersion: v1
kind: Pod
metadata:
  name: empty
  namespace: applied
spec:
  containers: []
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: settings-applied
)";

// The same with a document the server cannot take: its check fails, so nothing at all is created.
const char *manifestWithUnknownKind = R"(apiVersion: v1
kind: Namespace
metadata:
  name: never-applied
---
apiVersion: v1
kind: ConfigMap
metadata:
  name: never-created
---
apiVersion: example.com/v1
kind: Gadget
metadata:
  name: g
)";

} // namespace

class tst_ManifestApplier : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<ClusterSession> m_session;

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_session = startedSession(*m_fixture);
    }
    void cleanupTestCase()
    {
        m_session.reset();
        m_fixture.reset();
    }

    void eachDocumentIsCreatedOrFailsOnItsOwn()
    {
        ManifestApplier applier(m_session.get(), QStringLiteral("default"));
        QSignalSpy done(&applier, &ManifestApplier::documentDone);
        QSignalSpy finished(&applier, &ManifestApplier::finished);
        applier.createFromText(QString::fromUtf8(manifest));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(finished.first().at(0).toInt(), 3);
        QCOMPARE(finished.first().at(1).toInt(), 2);
        QVERIFY(!applier.busy());
        QCOMPARE(done.size(), 5);
        const auto result = [&done](int at) { return done.at(at).first().value<ManifestResult>(); };
        struct Expected
        {
            int line;
            const char *object;
            Error::Reason reason;
            Error::Kind kind;
        };
        const QList<Expected> expected{
            {2, "namespace/applied", Error::Reason::Unknown, Error::Kind::None},
            {7, "deployment.apps/web", Error::Reason::Unknown, Error::Kind::None},
            {24, "configmap/settings-applied", Error::Reason::Unknown, Error::Kind::None},
            // Not checked by the dry run (its namespace did not exist yet): the server refuses it now.
            {31, "pod/empty", Error::Reason::Invalid, Error::Kind::Status},
            // Passed the check (the first one did not exist yet); the create finds the first one.
            {39, "configmap/settings-applied", Error::Reason::AlreadyExists, Error::Kind::Status},
        };
        for (int at = 0; at < expected.size(); ++at) {
            QCOMPARE(result(at).document, at + 1);
            QVERIFY(!result(at).dryRun);
            QCOMPARE(result(at).line, expected[at].line);
            QCOMPARE(result(at).object, QLatin1String(expected[at].object));
            QCOMPARE(result(at).error.kind(), expected[at].kind);
            if (expected[at].kind == Error::Kind::Status)
                QCOMPARE(result(at).error.reason(), expected[at].reason);
        }
        QCOMPARE(result(3).causes, QStringList{QStringLiteral("spec.containers: Required value")});

        const auto &store = m_fixture->sim().store();
        QVERIFY(store.find(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("namespaces")),
                           {}, QStringLiteral("applied")));
        QVERIFY(store.find(*sim::ResourceType::find(QStringLiteral("apps"), QStringLiteral("v1"),
                                                    QStringLiteral("deployments")),
                           QStringLiteral("applied"), QStringLiteral("web")));
        // No namespace in the document: the one the window shows.
        QVERIFY(store.find(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps")),
                           QStringLiteral("default"), QStringLiteral("settings-applied")));
    }

    void aDocumentTheServerRejectsStopsTheWholeManifest()
    {
        ManifestApplier applier(m_session.get(), QStringLiteral("default"));
        QSignalSpy done(&applier, &ManifestApplier::documentDone);
        QSignalSpy finished(&applier, &ManifestApplier::finished);
        applier.createFromText(QString::fromUtf8(manifestWithUnknownKind));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(finished.first().at(0).toInt(), 0);
        QCOMPARE(finished.first().at(1).toInt(), 1);
        // Only what stops the create is reported.
        QCOMPARE(done.size(), 1);
        const auto rejected = done.first().first().value<ManifestResult>();
        QCOMPARE(rejected.document, 3);
        QCOMPARE(rejected.line, 11);
        QVERIFY(rejected.dryRun);
        QVERIFY(rejected.error.message().contains(
            QLatin1String("no kind \"Gadget\" in version \"example.com/v1\"")));
        const auto &store = m_fixture->sim().store();
        QVERIFY(!store.find(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("namespaces")),
                            {}, QStringLiteral("never-applied")));
        QVERIFY(!store.find(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps")),
                            QStringLiteral("default"), QStringLiteral("never-created")));
    }

    void aCheckReportsEveryDocumentAndCreatesNothing()
    {
        ManifestApplier applier(m_session.get(), QStringLiteral("default"));
        QSignalSpy done(&applier, &ManifestApplier::documentDone);
        QSignalSpy checked(&applier, &ManifestApplier::checked);
        QSignalSpy finished(&applier, &ManifestApplier::finished);
        applier.checkText(
            QStringLiteral("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: only-checked\n"
                           "---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: no-containers\n"
                           "spec:\n  containers: []\n"
                           "---\napiVersion: v1\nkind: Namespace\nmetadata:\n  name: checked-ns\n"
                           "---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: inside\n"
                           "  namespace: checked-ns\n"));
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 10000);
        QCOMPARE(checked.first().at(0).toInt(), 3);
        QCOMPARE(checked.first().at(1).toInt(), 1);
        QVERIFY(finished.isEmpty());
        QVERIFY(!applier.busy());
        QCOMPARE(done.size(), 4);
        const auto result = [&done](int at) { return done.at(at).first().value<ManifestResult>(); };
        for (int at = 0; at < 4; ++at)
            QVERIFY(result(at).dryRun);
        QVERIFY(!result(0).error);
        QCOMPARE(result(0).object, QStringLiteral("configmap/only-checked"));
        QCOMPARE(result(1).error.reason(), Error::Reason::Invalid);
        QCOMPARE(result(1).causes, QStringList{QStringLiteral("spec.containers: Required value")});
        QVERIFY(!result(2).error);
        // The server would say its namespace is not found: not asked, and said so.
        QVERIFY(!result(3).error);
        QCOMPARE(result(3).namespaceDocument, 3);
        const auto &store = m_fixture->sim().store();
        QVERIFY(!store.find(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps")),
                            QStringLiteral("default"), QStringLiteral("only-checked")));
        QVERIFY(!store.find(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("namespaces")),
                            {}, QStringLiteral("checked-ns")));
    }

    void aKindMapsByItsExactApiVersion()
    {
        // Event is served by two groups: each apiVersion finds its own resource.
        const ApiResource *core = m_session->resourceForKind(QStringLiteral("v1"), QStringLiteral("Event"));
        const ApiResource *events =
            m_session->resourceForKind(QStringLiteral("events.k8s.io/v1"), QStringLiteral("Event"));
        QVERIFY(core && events);
        QCOMPARE(core->group, QString());
        QCOMPARE(events->group, QStringLiteral("events.k8s.io"));
        QVERIFY(!m_session->resourceForKind(QStringLiteral("v1"), QStringLiteral("Deployment")));
        QVERIFY(!m_session->resourceForKind(QStringLiteral("autoscaling/v1"),
                                            QStringLiteral("HorizontalPodAutoscaler")));
    }

    void aStreamThatDoesNotParseSendsNothing()
    {
        ManifestApplier applier(m_session.get(), QStringLiteral("default"));
        QSignalSpy failed(&applier, &ManifestApplier::failed);
        QSignalSpy done(&applier, &ManifestApplier::documentDone);
        applier.createFromText(
            QStringLiteral("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: never\n---\nkind: [\n"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QCOMPARE(failed.first().at(1).toInt(), 7);
        QVERIFY(done.isEmpty());
        QVERIFY(!applier.busy());
        QVERIFY(!m_fixture->sim().store().find(
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps")),
            QStringLiteral("default"), QStringLiteral("never")));
    }

    void aFileIsReadOnTheWorkerAndItsTextShown()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("manifest.yaml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-file\n");
        file.close();
        ManifestApplier applier(m_session.get(), QStringLiteral("default"));
        QSignalSpy read(&applier, &ManifestApplier::fileRead);
        QSignalSpy finished(&applier, &ManifestApplier::finished);
        applier.createFromFile(path);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(read.size(), 1);
        QVERIFY(read.first().first().toString().contains(QLatin1String("from-file")));
        QCOMPARE(finished.first().at(0).toInt(), 1);

        QSignalSpy failed(&applier, &ManifestApplier::failed);
        applier.createFromFile(dir.filePath(QStringLiteral("missing.yaml")));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QCOMPARE(failed.first().first().value<Error>().where(), dir.filePath(QStringLiteral("missing.yaml")));
    }
};

QTEST_MAIN(tst_ManifestApplier)
#include "tst_manifestapplier.moc"
