// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "clientrun.h"
#include "simfixture.h"

#include "sim/objectstore.h"
#include "sim/resourcetype.h"

#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

// qkubectl's write verbs (delete, scale, rollout, create, apply, patch, edit, cordon, uncordon, drain)
// against kubectl 1.32. Each row runs on a fresh kubesim (the same seeded state each time): qkubectl on one,
// kubectl on another, after the same setup; stdout, stderr and the exit code must match (as sorted lines
// where kubectl's own order is its goroutines', as in drain). Each row also names what it must print and what
// it must have done to the cluster, so it means something without kubectl too.
class tst_QkubectlVerbs : public QObject
{
    Q_OBJECT

public:
    enum class Compare { Exact, SortedLines, Not };
    Q_ENUM(Compare)

private:
    struct Run
    {
        int exitCode = -1;
        QString out, err;
    };

    QString m_qkubectl = QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl");
    QString m_kubectl;
    const QString m_data = QStringLiteral(QKUBE_TEST_DATA_DIR "/qkubectl-verbs");

    QStringList words(const QString &text) const
    {
        QStringList list = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (QString &word : list)
            word.replace(QLatin1String("@DATA@"), m_data);
        return list;
    }

    // Runs a client without blocking the event loop the kubesim serves on.
    Run run(const QString &program, SimFixture &fixture, const QString &arguments,
            const QString &stdinFile = {}, const QString &editor = {})
    {
        QProcess process;
        if (!stdinFile.isEmpty())
            process.setStandardInputFile(m_data + QLatin1Char('/') + stdinFile);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("TZ"), QStringLiteral("UTC"));
        if (!editor.isEmpty()) {
            environment.insert(QStringLiteral("KUBE_EDITOR"), m_data + QLatin1Char('/') + editor);
            environment.insert(QStringLiteral("TMPDIR"), fixture.dir());
        }
        process.setProcessEnvironment(environment);
        process.start(program, QStringList{QStringLiteral("--kubeconfig"), fixture.kubeconfigPath()} +
                                   words(arguments));
        Run result;
        if (!QTest::qWaitFor([&process] { return process.state() == QProcess::NotRunning; }, 60000)) {
            process.kill();
            process.waitForFinished();
            result.err = QStringLiteral("timed out");
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

    // The same state for both clients: a fresh kubesim, then the setup commands (qkubectl's, each must work).
    std::unique_ptr<SimFixture> prepared(const QStringList &setup)
    {
        auto fixture = std::make_unique<SimFixture>();
        for (const QString &command : setup) {
            const Run done = run(m_qkubectl, *fixture, command);
            if (done.exitCode != 0)
                qWarning("setup \"%s\" failed: %s", qPrintable(command), qPrintable(done.err));
        }
        return fixture;
    }

    // "GROUP/RESOURCE NAMESPACE/NAME /json/pointer EXPECTED" (EXPECTED: a value, <missing>, <gone> for the
    // object itself, * for any value), or "podsOn NODE COUNT" (COUNT: a number or >0).
    static QString checkEffect(kube::sim::KubeSim &sim, const QString &check)
    {
        const QStringList parts = check.split(QLatin1Char(' '));
        if (parts.value(0) == QLatin1String("podsOn")) {
            int count = 0;
            const auto pods =
                sim.store().objects(kube::sim::ResourceType::builtin({}, QStringLiteral("pods")));
            for (const kube::sim::StoredObject &pod : pods)
                if (pod.object()
                        .value(QLatin1String("spec"))
                        .toObject()
                        .value(QLatin1String("nodeName"))
                        .toString() == parts.value(1))
                    ++count;
            const bool ok =
                parts.value(2) == QLatin1String(">0") ? count > 0 : count == parts.value(2).toInt();
            return ok ? QString() : QStringLiteral("%1 pods on %2").arg(count).arg(parts.value(1));
        }
        const QString group = parts.value(0).section(QLatin1Char('/'), 0, 0);
        const QString resource = parts.value(0).section(QLatin1Char('/'), 1);
        const QString ns = parts.value(1).section(QLatin1Char('/'), 0, 0);
        const QString name = parts.value(1).section(QLatin1Char('/'), 1);
        const kube::sim::StoredObject *stored =
            sim.store().find(kube::sim::ResourceType::builtin(group, resource), ns, name);
        const QString expected = parts.value(3);
        if (parts.value(2) == QLatin1String("<gone>"))
            return stored ? QStringLiteral("%1 is still there").arg(parts.value(1)) : QString();
        if (!stored)
            return QStringLiteral("%1 is gone").arg(parts.value(1));
        QJsonValue value = stored->object();
        for (QString key : parts.value(2).split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
            key.replace(QLatin1String("~1"), QLatin1String("/"))
                .replace(QLatin1String("~0"), QLatin1String("~"));
            value = value.isArray() ? value.toArray().at(key.toInt()) : value.toObject().value(key);
        }
        QString text = value.isUndefined() ? QStringLiteral("<missing>")
                       : value.isBool() ? (value.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                       : value.isDouble() ? QString::number(value.toInteger())
                                          : value.toString();
        if (expected == QLatin1String("*") ? !value.isUndefined() && !text.isEmpty() : text == expected)
            return {};
        return QStringLiteral("%1 %2 is %3, not %4").arg(parts.value(1), parts.value(2), text, expected);
    }

    static QString sortedLines(const QString &text)
    {
        QStringList lines = text.split(QLatin1Char('\n'));
        lines.sort();
        return lines.join(QLatin1Char('\n'));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_kubectl = QStandardPaths::findExecutable(QStringLiteral("kubectl"));
        if (m_kubectl.isEmpty())
            qWarning("*** kubectl is not on PATH: qkubectl's write verbs are checked on their own, NOT "
                     "against kubectl ***");
    }

    void sameAsKubectl_data()
    {
        QTest::addColumn<QStringList>("setup");
        QTest::addColumn<QString>("arguments"); // split at spaces; @DATA@ is tests/data/qkubectl-verbs
        QTest::addColumn<QString>("stdinFile");
        QTest::addColumn<QString>("editor");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("inStdout");
        QTest::addColumn<QString>("inStderr");
        QTest::addColumn<QStringList>("effects");
        QTest::addColumn<Compare>("compare");
        auto row = [](const char *name, QStringList setup, const char *arguments, int exitCode,
                      const char *inStdout, const char *inStderr, QStringList effects = {},
                      Compare compare = Compare::Exact, const char *stdinFile = "", const char *editor = "") {
            QTest::newRow(name) << setup << QString::fromUtf8(arguments) << QString::fromUtf8(stdinFile)
                                << QString::fromUtf8(editor) << exitCode << QString::fromUtf8(inStdout)
                                << QString::fromUtf8(inStderr) << effects << compare;
        };
        const QString web = QStringLiteral("apps/deployments default/web");
        // delete
        row("delete a deployment", {}, "delete deploy web", 0, "deployment.apps \"web\" deleted\n", "",
            {web + " <gone>"});
        row("delete TYPE/NAME pairs as names", {}, "delete deploy/web svc/web -o name", 0,
            "deployment.apps/web\nservice/web\n", "", {web + " <gone>", "/services default/web <gone>"});
        row("delete a missing pod", {}, "delete pod nope", 1, "",
            "Error from server (NotFound): pods \"nope\" not found\n");
        row("delete found and missing names", {}, "delete deploy web nope", 1,
            "deployment.apps \"web\" deleted", "deployments.apps \"nope\" not found", {web + " <gone>"});
        row("ignore what is not found", {}, "delete pod nope --ignore-not-found", 0, "", "");
        row("delete by label selector", {}, "delete deploy -l app=web", 0, "deployment.apps \"web\" deleted",
            "", {web + " <gone>"});
        row("a selector that matches nothing", {}, "delete pods -l app=nope", 0, "No resources found\n", "");
        row("delete all of a type in a namespace", {}, "delete deploy --all -n team-00", 0,
            "deployment.apps \"worker\" deleted", "",
            {"apps/deployments team-00/worker <gone>", web + " /metadata/name web"});
        row("delete what a file names", {"create -f @DATA@/app.yaml"}, "delete -f @DATA@/app.yaml", 0,
            "deployment.apps \"shop\" deleted\nconfigmap \"shop-settings\" deleted\n", "",
            {"apps/deployments default/shop <gone>", "/configmaps default/shop-settings <gone>"});
        row("orphan cascade keeps the ReplicaSet", {}, "delete deploy web --cascade=orphan", 0,
            "deployment.apps \"web\" deleted", "",
            {web + " <gone>", "apps/replicasets default/web-qq4n8nbcqv /metadata/ownerReferences <missing>"});
        row("cascade=false is orphan, with kubectl's warning", {}, "delete deploy web --cascade=false", 0,
            "deleted",
            "warning: --cascade=false is deprecated (boolean value) and can be replaced with "
            "--cascade=orphan.",
            {"apps/replicasets default/web-qq4n8nbcqv /metadata/name web-qq4n8nbcqv"});
        row("foreground cascade", {}, "delete deploy worker -n team-00 --cascade=foreground", 0,
            "deployment.apps \"worker\" deleted", "", {"apps/deployments team-00/worker <gone>"});
        row("delete a pod and wait until it is gone", {"create -f @DATA@/lone-pod.yaml"},
            "delete pod lone -n team-00", 0, "pod \"lone\" deleted\n", "", {"/pods team-00/lone <gone>"});
        row("force delete warns", {"create -f @DATA@/lone-pod.yaml"},
            "delete pod lone -n team-00 --force --grace-period=0", 0, "pod \"lone\" force deleted\n",
            "Warning: Immediate deletion does not wait for confirmation", {"/pods team-00/lone <gone>"});
        row("delete now without waiting", {"create -f @DATA@/lone-pod.yaml"},
            "delete pod lone -n team-00 --now --wait=false", 0, "pod \"lone\" deleted\n", "");
        row("delete needs something to delete", {}, "delete", 1, "",
            "error: You must provide one or more resources by argument or filename.");
        row("delete a type needs names", {}, "delete pods", 1, "",
            "error: resource(s) were provided, but no name was specified\n");
        row("a bad cascade", {}, "delete deploy web --cascade=bogus", 1, "", "invalid cascade value (bogus)",
            {web + " /metadata/name web"});
        row("delete prints names only", {}, "delete cm nope -o yaml", 1, "", "We only support '-o name'");
        row("now and a grace period", {}, "delete pod nope --now --grace-period=3", 1, "",
            "--now and --grace-period cannot be specified together");
        row("all and a selector", {}, "delete deploy --all -l a=b", 1, "",
            "setting 'all' parameter but found a non empty selector.");
        row("an unknown type", {}, "delete foo x", 1, "",
            "error: the server doesn't have a resource type \"foo\"\n");
        row("an unknown flag", {}, "delete pod x --foo", 1, "",
            "Error: unknown flag: --foo\nSee 'qkubectl delete --help' for usage.\n");
        row("a bad duration", {}, "delete pod x --timeout=5", 1, "", "time: missing unit in duration \"5\"");
        // scale
        row("scale a deployment", {}, "scale deploy web --replicas=3", 0, "deployment.apps/web scaled\n", "",
            {web + " /spec/replicas 3"});
        row("scale with the current replicas", {}, "scale deploy/web --replicas=2 --current-replicas=8", 0,
            "deployment.apps/web scaled\n", "", {web + " /spec/replicas 2"});
        row("scale refuses other current replicas", {}, "scale deploy/web --replicas=2 --current-replicas=5",
            1, "", "error: Expected replicas to be 5, was 8\n", {web + " /spec/replicas 8"});
        row("scale a missing deployment", {}, "scale deploy nope --replicas=2", 1, "",
            "error: no objects passed to scale deployments.apps \"nope\" not found\n");
        row("scale what has no scale subresource", {}, "scale svc kubernetes --replicas=2", 1, "",
            "Error from server (NotFound): the server could not find the requested resource\n");
        // kubectl says this one through klog, with a time stamp.
        row("scale needs --replicas", {}, "scale deploy web", 1, "", "required flag(s) \"replicas\" not set",
            {}, Compare::Not);
        // rollout
        row("restart a deployment", {}, "rollout restart deploy/web", 0, "deployment.apps/web restarted\n",
            "", {web + " /spec/template/metadata/annotations/kubectl.kubernetes.io~1restartedAt *"});
        row("restart every deployment of a namespace", {}, "rollout restart deploy -n team-00", 0,
            "deployment.apps/worker restarted\n", "",
            {"apps/deployments team-00/worker "
             "/spec/template/metadata/annotations/kubectl.kubernetes.io~1restartedAt *"});
        row("restart a service", {}, "rollout restart svc/kubernetes", 1, "",
            "error: services \"kubernetes\" restarting is not supported\n");
        row("restart a missing deployment", {}, "rollout restart deploy/nope", 1, "",
            "Error from server (NotFound): deployments.apps \"nope\" not found\n");
        row("restart needs a resource", {}, "rollout restart", 1, "",
            "error: required resource not specified\n");
        row("an unknown rollout command", {}, "rollout bogus x", 1, "", "error: unknown command \"bogus x\"");
        row("status of a finished rollout", {}, "rollout status deploy/worker -n team-00", 0,
            "deployment \"worker\" successfully rolled out\n", "");
        // create and apply
        row("create from a multi-document file", {}, "create -f @DATA@/app.yaml", 0,
            "deployment.apps/shop created\nconfigmap/shop-settings created\n", "",
            {"apps/deployments default/shop /spec/replicas 2",
             "/configmaps default/shop-settings /data/mode production"});
        row("create what exists", {"create -f @DATA@/app.yaml"}, "create -f @DATA@/app.yaml", 1, "",
            "Error from server (AlreadyExists): error when creating \"" QKUBE_TEST_DATA_DIR
            "/qkubectl-verbs/app.yaml\": deployments.apps \"shop\" already exists\n");
        row("create from stdin", {}, "create -f -", 0, "configmap/json-settings created\n", "",
            {"/configmaps default/json-settings /data/a 1"}, Compare::Exact, "settings.json");
        row("create from several files into a namespace", {},
            "create -f @DATA@/settings.json -f @DATA@/app.yaml -n team-01", 0,
            "configmap/json-settings created\ndeployment.apps/shop created\n", "",
            {"apps/deployments team-01/shop /metadata/name shop"});
        row("create from a missing file", {}, "create -f /nope.yaml", 1, "",
            "error: the path \"/nope.yaml\" does not exist\n");
        row("create needs -f", {}, "create", 1, "", "error: must specify one of -f and -k\n");
        row("create takes no words", {}, "create foo x", 1, "",
            "error: Unexpected args: [foo x]\nSee 'qkubectl create -h' for help and examples\n");
        row("apply takes no words, -f or not", {}, "apply -f @DATA@/app.yaml foo", 1, "",
            "error: Unexpected args: [foo]\nSee 'qkubectl apply -h' for help and examples\n",
            {"apps/deployments default/shop <gone>"});
        row("a command qkubectl lacks is named, even before an unknown flag", {}, "debug web --image=busybox", 1, "",
            "error: unknown command \"debug\" for \"qkubectl\"\n", {}, Compare::Not);
        // kubectl has typed create subcommands, qkubectl says it has not (kubectl creates the object).
        row("typed create is refused by name", {}, "create configmap settings --from-literal=a=b", 1, "",
            "error: qkubectl create has no \"configmap\" subcommand (kubectl create configmap); "
            "write the object to a manifest and use qkubectl create -f FILE\n",
            {"/configmaps default/settings <gone>"}, Compare::Not);
        row("typed create after a global flag", {}, "-n team-00 create deploy web2 --image=nginx", 1, "",
            "has no \"deploy\" subcommand", {"apps/deployments team-00/web2 <gone>"}, Compare::Not);
        row("apply creates with the last applied configuration", {}, "apply -f @DATA@/app.yaml", 0,
            "deployment.apps/shop created\nconfigmap/shop-settings created\n", "",
            {"/configmaps default/shop-settings "
             "/metadata/annotations/kubectl.kubernetes.io~1last-applied-configuration "
             "{\"apiVersion\":\"v1\",\"data\":{\"mode\":\"production\"},\"kind\":\"ConfigMap\",\"metadata\":{"
             "\"annotations\":{},\"name\":\"shop-settings\",\"namespace\":\"default\"}}\n"});
        row("apply the same file again", {"apply -f @DATA@/app.yaml"}, "apply -f @DATA@/app.yaml", 0,
            "deployment.apps/shop unchanged\nconfigmap/shop-settings unchanged\n", "");
        row("apply a changed file", {"apply -f @DATA@/app.yaml"}, "apply -f @DATA@/app-v2.yaml", 0,
            "deployment.apps/shop configured\nconfigmap/shop-settings configured\n", "",
            {"apps/deployments default/shop /spec/replicas 3",
             "apps/deployments default/shop /metadata/labels/tier front",
             "/configmaps default/shop-settings /data/mode <missing>",
             "/configmaps default/shop-settings /data/level debug"});
        row("apply over what create made", {"create -f @DATA@/app.yaml"}, "apply -f @DATA@/app-v2.yaml", 0,
            "deployment.apps/shop configured\n",
            "Warning: resource deployments/shop is missing the "
            "kubectl.kubernetes.io/last-applied-configuration annotation",
            {"apps/deployments default/shop /spec/replicas 3"});
        row("apply from stdin, names only", {}, "apply -f - -o name", 0, "configmap/json-settings\n", "", {},
            Compare::Exact, "settings.json");
        // patch
        row("strategic merge patch", {}, "patch deploy web -p {\"spec\":{\"replicas\":4}}", 0,
            "deployment.apps/web patched\n", "", {web + " /spec/replicas 4"});
        row("merge patch", {},
            "patch deploy web --type merge -p {\"metadata\":{\"labels\":{\"tier\":\"front\"}}}", 0,
            "deployment.apps/web patched\n", "", {web + " /metadata/labels/tier front"});
        row("JSON patch", {},
            "patch deploy/web --type json -p [{\"op\":\"replace\",\"path\":\"/spec/replicas\",\"value\":1}]",
            0, "deployment.apps/web patched\n", "", {web + " /spec/replicas 1"});
        row("a patch that changes nothing", {}, "patch deploy web -p {\"spec\":{\"replicas\":8}}", 0,
            "deployment.apps/web patched (no change)\n", "");
        row("a patch file in YAML", {}, "patch deploy web --patch-file @DATA@/patch-replicas.yaml", 0,
            "deployment.apps/web patched\n", "", {web + " /spec/replicas 5"});
        row("patch a missing object", {}, "patch deploy nope -p {}", 1, "",
            "Error from server (NotFound): deployments.apps \"nope\" not found\n");
        row("patch needs a patch", {}, "patch deploy web", 1, "",
            "error: must specify --patch or --patch-file containing the contents of the patch\n");
        row("an unknown patch type", {}, "patch deploy web --type foo -p {}", 1, "",
            "error: --type must be one of [json merge strategic], not \"foo\"\n");
        // edit, with a script for an editor
        row("edit with an editor", {}, "edit deploy web", 0, "deployment.apps/web edited\n", "",
            {web + " /spec/replicas 6"}, Compare::Exact, "", "edit-replicas.sh");
        row("edit TYPE/NAME and change nothing", {}, "edit deploy/web", 0, "",
            "Edit cancelled, no changes made.\n", {web + " /spec/replicas 8"}, Compare::Exact, "",
            "edit-nothing.sh");
        // The kept file's random name is in both outputs, and the parser's words differ from go-yaml's.
        row("an edit that does not parse is reopened, then kept", {}, "edit deploy web", 1, "",
            "error: deployments.apps \"web\" is invalid\nA copy of your changes has been stored to \"",
            {web + " /kind Deployment"}, Compare::Not, "", "edit-break.sh");
        row("edit a missing object", {}, "edit deploy nope", 1, "",
            "Error from server (NotFound): deployments.apps \"nope\" not found\n", {}, Compare::Exact, "",
            "edit-nothing.sh");
        row("edit needs a resource", {}, "edit", 1, "", "error: You must provide one or more resources", {},
            Compare::Exact, "", "edit-nothing.sh");
        // cordon, uncordon, drain
        row("cordon", {}, "cordon node-01", 0, "node/node-01 cordoned\n", "",
            {"/nodes /node-01 /spec/unschedulable true"});
        row("cordon twice", {"cordon node-01"}, "cordon node-01", 0, "node/node-01 already cordoned\n", "");
        row("uncordon", {"cordon node-01"}, "uncordon node-01", 0, "node/node-01 uncordoned\n", "",
            {"/nodes /node-01 /spec/unschedulable <missing>"});
        row("uncordon a schedulable node", {}, "uncordon node-01", 0, "node/node-01 already uncordoned\n",
            "");
        row("cordon a missing node", {}, "cordon nope", 1, "",
            "Error from server (NotFound): nodes \"nope\" not found\n");
        row("cordon needs a node", {}, "cordon", 1, "",
            "error: USAGE: cordon NODE [flags]\nSee 'qkubectl cordon -h' for help and examples\n");
        row("drain evicts every pod", {}, "drain node-01", 0, "node/node-01 drained\n", "",
            {"/nodes /node-01 /spec/unschedulable true", "podsOn node-01 0"}, Compare::SortedLines);
        row("drain refuses a pod without a controller", {"create -f @DATA@/lone-pod.yaml"}, "drain node-01",
            1, "node/node-01 cordoned\n",
            "error: unable to drain node \"node-01\" due to error: cannot delete cannot delete Pods that "
            "declare no controller (use --force to "
            "override): team-00/lone, continuing command...\nThere are pending nodes to be drained:\n "
            "node-01\n",
            {"/pods team-00/lone /metadata/name lone", "podsOn node-01 >0"});
        row("drain with --force and --delete-emptydir-data", {"create -f @DATA@/lone-pods.yaml"},
            "drain node-01 --force --delete-emptydir-data", 0, "evicting pod team-00/scratch",
            "Warning: deleting Pods that declare no controller: team-00/lone, team-00/scratch\n",
            {"/pods team-00/lone <gone>", "/pods team-00/scratch <gone>", "podsOn node-01 0"},
            Compare::SortedLines);
        row("drain deleting instead of evicting", {}, "drain node-01 --disable-eviction --grace-period=1", 0,
            "node/node-01 drained\n", "", {"podsOn node-01 0"}, Compare::SortedLines);
        // How many times a budget refuses in the time allowed is a matter of timing, so is kubectl's output.
        row("drain waits for a disruption budget until --timeout", {"create -f @DATA@/web-budget.yaml"},
            "drain node-01 --timeout=3s", 1, "evicting pod default/web-",
            "Cannot evict pod as it would violate the pod's disruption budget.", {"podsOn node-01 >0"},
            Compare::Not);
    }

    void sameAsKubectl()
    {
        QFETCH(QStringList, setup);
        QFETCH(QString, arguments);
        QFETCH(QString, stdinFile);
        QFETCH(QString, editor);
        QFETCH(int, exitCode);
        QFETCH(QString, inStdout);
        QFETCH(QString, inStderr);
        QFETCH(QStringList, effects);
        QFETCH(Compare, compare);
        const std::unique_ptr<SimFixture> ours = prepared(setup);
        const Run mine = run(m_qkubectl, *ours, arguments, stdinFile, editor);
        QVERIFY2(mine.out.contains(inStdout), qPrintable(mine.out + QLatin1Char('|') + mine.err));
        QVERIFY2(mine.err.contains(inStderr), qPrintable(mine.err));
        QCOMPARE(mine.exitCode, exitCode);
        for (const QString &effect : std::as_const(effects)) {
            const QString failure = checkEffect(ours->sim(), effect);
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
        }
        if (m_kubectl.isEmpty() || compare == Compare::Not)
            return;
        const std::unique_ptr<SimFixture> theirs = prepared(setup);
        const Run kubectl = run(m_kubectl, *theirs, arguments, stdinFile, editor);
        // kubectl's klog notes on its own client-side throttling are no part of the command's output.
        static const QRegularExpression klog(QStringLiteral("^I\\d{4} [^\\n]*\\n"),
                                             QRegularExpression::MultilineOption);
        const QString ourErr = asKubectls(mine.err);
        const QString theirErr = QString(kubectl.err).remove(klog);
        if (compare == Compare::SortedLines) {
            QCOMPARE(sortedLines(mine.out), sortedLines(kubectl.out));
            QCOMPARE(sortedLines(ourErr), sortedLines(theirErr));
        } else {
            QCOMPARE(mine.out, kubectl.out);
            QCOMPARE(ourErr, theirErr);
        }
        QCOMPARE(mine.exitCode, kubectl.exitCode);
    }
};

QTEST_GUILESS_MAIN(tst_QkubectlVerbs)
#include "tst_qkubectlverbs.moc"
