// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientrun.h"
#include "simfixture.h"

#include <QStandardPaths>
#include <QTest>

// qkubectl auth can-i and auth whoami against kubectl 1.32 on the same kubesim, its admin and its limited
// user: stdout, stderr and the exit code must be the same. Each row also says what the answer is, so that it
// holds where kubectl is missing.
class tst_QkubectlAuth : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    QString m_kubectl;

private Q_SLOTS:
    void initTestCase()
    {
        m_fixture = std::make_unique<SimFixture>();
        m_kubectl = QStandardPaths::findExecutable(QStringLiteral("kubectl"));
        if (m_kubectl.isEmpty())
            qWarning(
                "*** kubectl is not on PATH: qkubectl auth is checked on its own, NOT against kubectl ***");
    }

    void cleanupTestCase() { m_fixture.reset(); }

    void sameAsKubectl_data()
    {
        QTest::addColumn<QString>("arguments"); // split at spaces; LIMITED is the limited user's context
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("err");
        QTest::newRow("admin may create pods") << "auth can-i create pods" << 0 << "yes\n"
                                               << "";
        QTest::newRow("limited may not list pods everywhere")
            << "--context LIMITED auth can-i list pods -A" << 1 << "no\n"
            << "";
        QTest::newRow("limited lists its namespace's pods")
            << "--context LIMITED auth can-i list pods" << 0 << "yes\n"
            << "";
        QTest::newRow("a cluster-scoped resource is warned about")
            << "--context LIMITED auth can-i get nodes" << 1 << "no\n"
            << "Warning: resource 'nodes' is not namespace scoped\n\n";
        QTest::newRow("an unknown verb is warned about") << "auth can-i frob pods" << 0 << "yes\n"
                                                         << "Warning: verb 'frob' is not a known verb\n\n";
        QTest::newRow("an unknown resource is asked as written")
            << "auth can-i get foos.bar" << 0 << "yes\n"
            << "Warning: the server doesn't have a resource type 'foos' in group 'bar'\n\n";
        QTest::newRow("a non-resource URL") << "auth can-i get /healthz" << 0 << "yes\n"
                                            << "";
        QTest::newRow("quiet") << "--context LIMITED auth can-i delete nodes -q" << 1 << ""
                               << "Warning: resource 'nodes' is not namespace scoped\n\n";
        QTest::newRow("one argument")
            << "auth can-i get" << 1 << ""
            << "error: you must specify two arguments: verb resource or verb resource/resourceName.\nSee "
               "'qkubectl auth can-i -h' for help and examples.\n";
        QTest::newRow("no headers without list")
            << "auth can-i get pods --no-headers" << 1 << ""
            << "error: --no-headers cannot be set without --list specified\n";
        QTest::newRow("list with all namespaces")
            << "auth can-i --list -A" << 1 << ""
            << "error: list option can't be specified with neither quiet, all-namespaces nor subresource "
               "options\n";
        QTest::newRow("admin's rules")
            << "auth can-i --list --no-headers" << 0 << "*.*   []    []    [*]\n      [*]   []    [*]\n"
            << "";
        QTest::newRow("limited's rules in its namespace, compacted and sorted")
            << "--context LIMITED auth can-i --list" << 0 << "Resources   Non-Resource URLs"
            << "";
        QTest::newRow("limited's rules elsewhere")
            << "--context LIMITED auth can-i --list -n kube-system" << 0
            << "Resources                                       Non-Resource URLs   Resource Names   Verbs\n"
               "selfsubjectreviews.authentication.k8s.io        []                  []               "
               "[create]\n"
            << "";
        QTest::newRow("impersonated") << "--as sim-limited auth can-i list pods -A" << 1 << "no\n"
                                      << "";
        QTest::newRow("whoami") << "auth whoami" << 0
                                << "ATTRIBUTE   VALUE\nUsername    sim-admin\nGroups      [system:masters "
                                   "system:authenticated]\n"
                                << "";
        QTest::newRow("whoami, limited") << "--context LIMITED auth whoami" << 0
                                         << "ATTRIBUTE   VALUE\nUsername    sim-limited\nGroups      "
                                            "[system:authenticated]\n"
                                         << "";
        QTest::newRow("whoami impersonated, as json")
            << "--as someone --as-group team auth whoami -o json" << 0
            << "{\n    \"kind\": \"SelfSubjectReview\",\n    \"apiVersion\": \"authentication.k8s.io/v1\",\n"
               "    \"metadata\": {\n        \"creationTimestamp\": null\n    },\n    \"status\": {\n"
               "        \"userInfo\": {\n            \"username\": \"someone\",\n            \"groups\": [\n"
               "                \"team\",\n                \"system:authenticated\"\n            ]\n        "
               "}\n"
               "    }\n}\n"
            << "";
        QTest::newRow("whoami with two groups and a uid")
            << "--as=U --as-group=g1 --as-group=g2 --as-uid=X auth whoami" << 0
            << "ATTRIBUTE   VALUE\nUsername    U\nUID         X\nGroups      [g1 g2 system:authenticated]\n"
            << "";
        QTest::newRow("a get as a user in two groups")
            << "--as=U --as-group=system:masters --as-group=g2 --as-uid=X get ns default -o name" << 0
            << "namespace/default\n"
            << "";
        QTest::newRow("the limited user may not impersonate")
            << "--context LIMITED --as=U --as-group=g1 --as-group=g2 --as-uid=X auth whoami" << 1 << ""
            << "error: the selfsubjectreviews API is not enabled in the cluster or you do not have "
               "permission "
               "to call it\n";
        QTest::newRow("cache-dir is accepted")
            << "--cache-dir=/nonexistent get ns default -o name" << 0 << "namespace/default\n"
            << "";
        QTest::newRow("whoami as yaml") << "auth whoami -o yaml" << 0
                                        << "apiVersion: authentication.k8s.io/v1\nkind: SelfSubjectReview\n"
                                           "metadata:\n  creationTimestamp: null\nstatus:\n  userInfo:\n    "
                                           "groups:\n    - system:masters\n    - system:authenticated\n    "
                                           "username: sim-admin\n"
                                        << "";
    }

    void sameAsKubectl()
    {
        QFETCH(QString, arguments);
        QFETCH(int, exitCode);
        QFETCH(QString, out);
        QFETCH(QString, err);
        QStringList args = QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath()} +
                           arguments.split(QLatin1Char(' '));
        args.replaceInStrings(QStringLiteral("LIMITED"),
                              m_fixture->sim().name() + QStringLiteral("-limited"));
        const ClientRun ours = runClient(m_qkubectl, args);
        QVERIFY2(out.isEmpty() ? ours.out.isEmpty() : ours.out.startsWith(out), qPrintable(ours.out));
        QCOMPARE(ours.err, err);
        QCOMPARE(ours.exitCode, exitCode);
        if (m_kubectl.isEmpty())
            return;
        const ClientRun theirs = runClient(m_kubectl, args);
        QCOMPARE(ours.out, theirs.out);
        QCOMPARE(asKubectls(ours.err), theirs.err);
        QCOMPARE(ours.exitCode, theirs.exitCode);
    }
};

QTEST_GUILESS_MAIN(tst_QkubectlAuth)
#include "tst_qkubectlauth.moc"
