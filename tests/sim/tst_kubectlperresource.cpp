// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Every resource of kubesim used through kubectl 1.32, a client nobody here wrote, against what kubectl
// printed on a real v1.28.7 apiserver for the same objects (apiserver-samples' live/ recordings, copied under
// tests/data): `get` and `get -o wide` of every recorded kind, `describe` of every recorded describe,
// `explain` of every resource kubesim serves, and `create -f` / `delete -f` of every resource with a recorded
// sample. The recorded objects go into kubesim's store as they were (status included, no controller running),
// as they were on the real server, which ran none either.
#include "clientrun.h"
#include "recordeddiscovery.h"
#include "simfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace kube;

namespace {

const QString recordingDir = QStringLiteral(QKUBE_TEST_DATA_DIR "/kubectlperresource/");
const QString namespaceOfRecordings = QStringLiteral("bench-live");

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// What moves between the recording and now: every age and duration ("11m", "2m15s", "(17m ago)", "400d"), and
// with them the widths of their columns. Everything else must match.
QString withoutTimes(QString text)
{
    static const QRegularExpression duration(
        QStringLiteral("(?<=^|[\\s(])\\d+(s|m|h|d|y)(\\d+(s|m|h))?(?=$|[\\s),])"),
        QRegularExpression::MultilineOption);
    static const QRegularExpression spaces(QStringLiteral("[ \\t]+"));
    return text.replace(duration, QStringLiteral("~")).replace(spaces, QStringLiteral(" "));
}

// A generic describe prints the object's resourceVersion: each server's own count of its writes.
QString withoutResourceVersions(QString text)
{
    static const QRegularExpression version(QStringLiteral("^(\\s*Resource Version:\\s*)\\d+$"),
                                            QRegularExpression::MultilineOption);
    return text.replace(version, QStringLiteral("\\1~"));
}

// kubectl prints a config map's and a secret's keys and a limit range's rows (also in a namespace's describe)
// in Go's map order, which changes from one run to the next (seen against the real server): those describes
// are compared line for line in any order.
bool printedInMapOrder(const QStringList &command)
{
    static const QStringList inMapOrder{QStringLiteral("configmaps"), QStringLiteral("secrets"),
                                        QStringLiteral("limitranges"), QStringLiteral("namespaces")};
    return command.first() == QLatin1String("describe") && inMapOrder.contains(command.at(1));
}

QString sortedLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    lines.sort();
    return lines.join(QLatin1Char('\n'));
}

QString groupOf(const QString &apiVersion)
{
    return apiVersion.contains(QLatin1Char('/')) ? apiVersion.section(QLatin1Char('/'), 0, 0) : QString();
}

QString versionOf(const QString &apiVersion)
{
    return apiVersion.section(QLatin1Char('/'), -1);
}

// The first line that differs, for the failure message.
QString firstDifference(const QString &want, const QString &got)
{
    const QStringList a = want.split(QLatin1Char('\n'));
    const QStringList b = got.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::max(a.size(), b.size()); ++i)
        if (a.value(i) != b.value(i))
            return QStringLiteral("line %1:\n  real:    %2\n  kubesim: %3")
                .arg(i + 1)
                .arg(a.value(i), b.value(i));
    return {};
}

} // namespace

class tst_KubectlPerResource : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    QString m_cacheDir;
    QHash<QString, bool> m_namespaced; // by recorded resource

    ClientRun kubectl(const QStringList &arguments)
    {
        return runClient(QStringLiteral(QKUBE_KUBECTL),
                         QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath(),
                                     QStringLiteral("--cache-dir"), m_cacheDir} +
                             arguments);
    }

    // The objects recorded for `resource` ("deployments.apps": plural, then group) into kubesim's store, each
    // as the real server held it; an object kubesim already has under that name (its own API services, flow
    // schemas, priority classes) is replaced.
    void load(const QString &resource)
    {
        const sim::ResourceType *type = nullptr;
        sim::ObjectStore &store = m_fixture->sim().store();
        for (const QJsonObject &object : recordedObjects(resource)) {
            const QString apiVersion = object.value(QLatin1String("apiVersion")).toString();
            type = sim::ResourceType::find(groupOf(apiVersion), versionOf(apiVersion),
                                           resource.section(QLatin1Char('.'), 0, 0));
            QVERIFY2(type, qPrintable(resource));
            const QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
            const QString ns = metadata.value(QLatin1String("namespace")).toString();
            const QString name = metadata.value(QLatin1String("name")).toString();
            if (store.find(*type, ns, name))
                store.update(*type, object);
            else
                store.create(*type, object);
        }
        QVERIFY2(type, qPrintable(resource + QStringLiteral(": nothing recorded")));
        m_namespaced.insert(resource, type->namespaced);
    }

    // kubectl's -o json: a List, or the object itself when one name was asked for.
    static QList<QJsonObject> recordedObjects(const QString &resource)
    {
        const QJsonObject recorded = readJson(recordingDir + resource + QStringLiteral(".json"));
        if (!recorded.contains(QLatin1String("items")))
            return {recorded};
        QList<QJsonObject> objects;
        for (const QJsonValue &item : recorded.value(QLatin1String("items")).toArray())
            objects.append(item.toObject());
        return objects;
    }

    static QStringList recordedResources()
    {
        QStringList resources;
        for (const QString &file :
             QDir(recordingDir).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            resources.append(file.chopped(int(qstrlen(".json"))));
        return resources;
    }

    // A namespaced kind is asked for in the recordings' namespace, which holds only the recorded objects; a
    // cluster-scoped one by the recorded names (kubesim has cluster objects of its own).
    QStringList whichObjects(const QString &resource) const
    {
        if (m_namespaced.value(resource))
            return {QStringLiteral("-n"), namespaceOfRecordings};
        QStringList names;
        for (const QJsonObject &object : recordedObjects(resource))
            names.append(
                object.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString());
        return names;
    }

private Q_SLOTS:
    void initTestCase()
    {
        sim::KubeSimOptions options = SimFixture::defaultOptions();
        options.controllers = false;
        options.metrics = false;
        options.scenario.pods = 0;
        options.scenario.nodes = 0;
        options.scenario.events = 0;
        options.scenario.namespaces = 1;
        m_fixture = std::make_unique<SimFixture>(options);
        m_cacheDir = m_fixture->dir() + QStringLiteral("/kubectl-cache");
        QVERIFY(recordedResources().size() >= 40);
        // Namespaces first: a real server keeps nothing in a namespace it does not have.
        load(QStringLiteral("namespaces"));
        for (const QString &resource : recordedResources())
            if (resource != QLatin1String("namespaces"))
                load(resource);
    }

    void cleanupTestCase() { m_fixture.reset(); }

    void kubectlPrints_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QString>("recording");
        for (const QString &resource : recordedResources()) {
            const QString stem = recordingDir + resource;
            QTest::addRow("get %s", qPrintable(resource))
                << resource << QStringList{QStringLiteral("get"), resource}
                << stem + QStringLiteral(".get.txt");
            QTest::addRow("get %s -o wide", qPrintable(resource))
                << resource
                << QStringList{QStringLiteral("get"), resource, QStringLiteral("-o"), QStringLiteral("wide")}
                << stem + QStringLiteral(".wide.txt");
            QTest::addRow("describe %s", qPrintable(resource))
                << resource << QStringList{QStringLiteral("describe"), resource}
                << stem + QStringLiteral(".describe.txt");
        }
    }

    void kubectlPrints()
    {
        QFETCH(QString, resource);
        QFETCH(QStringList, command);
        QFETCH(QString, recording);
        const QString recorded = readText(recording);
        QVERIFY(!recorded.isEmpty());
        const ClientRun run = kubectl(command + whichObjects(resource));
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QString want = withoutResourceVersions(withoutTimes(recorded));
        QString got = withoutResourceVersions(withoutTimes(run.out));
        if (printedInMapOrder(command)) {
            want = sortedLines(want);
            got = sortedLines(got);
        }
        QVERIFY2(want == got, qPrintable(firstDifference(want, got)));
    }

    void explainAndCreate_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QJsonObject>("resource");
        const QList<RecordedResource> resources = recordedDiscovery();
        QVERIFY(!resources.isEmpty());
        for (const RecordedResource &resource : resources)
            QTest::addRow("%s %s", qPrintable(resource.groupVersion()), qPrintable(resource.plural()))
                << resource.group << resource.version << resource.entry;
    }

    // kubectl explains every resource from kubesim's OpenAPI v3 (the real server's documents), and where a
    // sample was recorded, creates it from a file and deletes it, printing what it prints on an apiserver.
    void explainAndCreate()
    {
        QFETCH(QString, group);
        QFETCH(QString, version);
        QFETCH(QJsonObject, resource);
        const QString plural = resource.value(QLatin1String("resource")).toString();
        const QString kind =
            resource.value(QLatin1String("responseKind")).toObject().value(QLatin1String("kind")).toString();
        const QString qualified = group.isEmpty() ? plural : plural + QLatin1Char('.') + group;

        const ClientRun explained =
            kubectl({QStringLiteral("explain"), plural, QStringLiteral("--api-version"),
                     group.isEmpty() ? version : group + QLatin1Char('/') + version});
        QVERIFY2(explained.exitCode == 0, qPrintable(explained.err));
        const QString header = (group.isEmpty() ? QString() : QStringLiteral("GROUP:      %1\n").arg(group)) +
                               QStringLiteral("KIND:       %1\nVERSION:    %2\n").arg(kind, version);
        QVERIFY2(explained.out.startsWith(header), qPrintable(explained.out.left(200)));
        QVERIFY2(explained.out.contains(QLatin1String("\nFIELDS:\n")), qPrintable(explained.out.left(400)));

        const QString samplePath = QStringLiteral(QKUBE_TEST_DATA_DIR "/simresources/%1.json").arg(plural);
        const QJsonObject sample = readJson(samplePath);
        if (sample.value(QLatin1String("apiVersion")).toString() !=
            (group.isEmpty() ? version : group + QLatin1Char('/') + version))
            return; // no sample of this group version (events.k8s.io's events: the sample is core's)
        const QString printed = kind.toLower() + (group.isEmpty() ? QString() : QLatin1Char('.') + group) +
                                QStringLiteral("/sample");
        const QStringList where{QStringLiteral("-n"), QStringLiteral("default")};
        const ClientRun created =
            kubectl(QStringList{QStringLiteral("create"), QStringLiteral("-f"), samplePath} + where);
        QVERIFY2(created.exitCode == 0, qPrintable(created.err));
        QCOMPARE(created.out, printed + QStringLiteral(" created\n"));
        const ClientRun again =
            kubectl(QStringList{QStringLiteral("create"), QStringLiteral("-f"), samplePath} + where);
        QCOMPARE(again.exitCode, 1);
        QCOMPARE(again.err, QStringLiteral("Error from server (AlreadyExists): error when creating \"%1\": "
                                           "%2 \"sample\" already exists\n")
                                .arg(samplePath, qualified));
        const ClientRun deleted = kubectl(QStringList{QStringLiteral("delete"), QStringLiteral("-f"),
                                                      samplePath, QStringLiteral("--wait=false")} +
                                          where);
        QVERIFY2(deleted.exitCode == 0, qPrintable(deleted.err));
        QCOMPARE(deleted.out,
                 printed.section(QLatin1Char('/'), 0, 0) + QStringLiteral(" \"sample\" deleted\n"));
    }
};

QTEST_GUILESS_MAIN(tst_KubectlPerResource)
#include "tst_kubectlperresource.moc"
