// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Every resource of kubesim used through kubectl 1.32, a client nobody here wrote, against what kubectl
// printed on a real v1.28.7 apiserver for the same objects (apiserver-samples' live/ recordings, copied under
// tests/data): `get` and `get -o wide` of every recorded kind, `describe` of every recorded describe,
// `explain` of every resource kubesim serves, and `create -f` / `delete -f` of every resource with a recorded
// sample. The recorded objects go into kubesim's store as they were (status included, no controller running),
// as they were on the real server, which ran none either.
#include "clientrun.h"
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

const QString liveDir = QStringLiteral(QKUBE_TEST_DATA_DIR "/printers/live/");
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

    ClientRun kubectl(const QStringList &arguments)
    {
        return runClient(QStringLiteral(QKUBE_KUBECTL),
                         QStringList{QStringLiteral("--kubeconfig"), m_fixture->kubeconfigPath(),
                                     QStringLiteral("--cache-dir"), m_cacheDir} +
                             arguments);
    }

    // A recorded list's objects into kubesim's store, each as the real server held it; an object kubesim
    // already has under that name (its built-in API services, flow schemas, priority classes) is replaced.
    void load(const QString &resource)
    {
        const QJsonObject list = readJson(liveDir + resource + QStringLiteral(".list.json"));
        const QString apiVersion = list.value(QLatin1String("apiVersion")).toString();
        QString kind = list.value(QLatin1String("kind")).toString();
        kind.chop(4); // "…List"
        const sim::ResourceType *type =
            sim::ResourceType::find(groupOf(apiVersion), versionOf(apiVersion), resource);
        QVERIFY2(type, qPrintable(resource));
        sim::ObjectStore &store = m_fixture->sim().store();
        for (const QJsonValue &value : list.value(QLatin1String("items")).toArray()) {
            QJsonObject object = value.toObject();
            object.insert(QStringLiteral("apiVersion"), apiVersion);
            object.insert(QStringLiteral("kind"), kind);
            const QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
            const QString ns = metadata.value(QLatin1String("namespace")).toString();
            const QString name = metadata.value(QLatin1String("name")).toString();
            if (store.find(*type, ns, name))
                store.update(*type, object);
            else
                store.create(*type, object);
        }
    }

    QStringList recordedResources() const
    {
        QStringList resources;
        for (const QString &file :
             QDir(liveDir).entryList({QStringLiteral("*.list.json")}, QDir::Files, QDir::Name))
            resources.append(file.chopped(int(qstrlen(".list.json"))));
        return resources;
    }

    bool namespaced(const QString &resource) const
    {
        const QJsonObject list = readJson(liveDir + resource + QStringLiteral(".list.json"));
        const QString apiVersion = list.value(QLatin1String("apiVersion")).toString();
        const sim::ResourceType *type =
            sim::ResourceType::find(groupOf(apiVersion), versionOf(apiVersion), resource);
        return type && type->namespaced;
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
        // Namespaces first: a real server keeps nothing in a namespace it does not have.
        load(QStringLiteral("namespaces"));
        for (const QString &resource : recordedResources())
            if (resource != QLatin1String("namespaces"))
                load(resource);
    }

    void cleanupTestCase() { m_fixture.reset(); }

    void get_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QString>("output");
        for (const QString &resource : recordedResources())
            for (const char *output : {"", "wide"})
                QTest::addRow("%s%s%s", qPrintable(resource), *output ? " -o " : "", output)
                    << resource << QString::fromLatin1(output);
    }

    // A namespaced kind is listed in the recordings' namespace, which holds only the recorded objects; a
    // cluster-scoped one is asked for by the recorded names (kubesim has cluster objects of its own).
    void get()
    {
        QFETCH(QString, resource);
        QFETCH(QString, output);
        const QString recording = readText(
            liveDir + resource +
            (output.isEmpty() ? QStringLiteral(".kubectl.txt") : QStringLiteral(".kubectl-wide.txt")));
        QVERIFY(!recording.isEmpty());
        QStringList arguments{QStringLiteral("get"), resource};
        if (namespaced(resource)) {
            arguments << QStringLiteral("-n") << namespaceOfRecordings;
        } else {
            const QStringList rows = recording.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(1);
            for (const QString &row : rows)
                arguments << row.section(QLatin1Char(' '), 0, 0);
        }
        if (!output.isEmpty())
            arguments << QStringLiteral("-o") << output;
        const ClientRun run = kubectl(arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString want = withoutTimes(recording);
        const QString got = withoutTimes(run.out);
        QVERIFY2(want == got, qPrintable(firstDifference(want, got)));
    }

    void describe_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("recording");
        const QString dir = QStringLiteral(QKUBE_TEST_DATA_DIR "/describe/");
        for (const QString &file :
             QDir(dir).entryList({QStringLiteral("describe-*.txt")}, QDir::Files, QDir::Name)) {
            // describe-TYPE-NAME.txt, TYPE as it was typed (pod, hpa, pvc, statefulset…)
            const QString stem = file.mid(int(qstrlen("describe-"))).chopped(int(qstrlen(".txt")));
            const QString type = stem.section(QLatin1Char('-'), 0, 0);
            const QString name = stem.section(QLatin1Char('-'), 1);
            QTest::addRow("%s %s", qPrintable(type), qPrintable(name)) << type << name << dir + file;
        }
    }

    void describe()
    {
        QFETCH(QString, type);
        QFETCH(QString, name);
        QFETCH(QString, recording);
        const ClientRun run =
            kubectl({QStringLiteral("describe"), type, name, QStringLiteral("-n"), namespaceOfRecordings});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString want = withoutTimes(readText(recording));
        const QString got = withoutTimes(run.out);
        QVERIFY(!want.isEmpty());
        QVERIFY2(want == got, qPrintable(firstDifference(want, got)));
    }

    void explainAndCreate_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QJsonObject>("resource");
        for (const char *file : {"discovery-aggregated-api.json", "discovery-aggregated-apis.json"}) {
            const QJsonObject document =
                readJson(QStringLiteral(QKUBE_TEST_DATA_DIR "/sim/") + QLatin1String(file));
            QVERIFY2(!document.isEmpty(), file);
            for (const QJsonValue &group : document.value(QLatin1String("items")).toArray()) {
                const QString name = group.toObject()
                                         .value(QLatin1String("metadata"))
                                         .toObject()
                                         .value(QLatin1String("name"))
                                         .toString();
                const QJsonObject version =
                    group.toObject().value(QLatin1String("versions")).toArray().first().toObject();
                const QString v = version.value(QLatin1String("version")).toString();
                for (const QJsonValue &resource : version.value(QLatin1String("resources")).toArray())
                    QTest::addRow("%s%s%s %s", qPrintable(name), name.isEmpty() ? "" : "/", qPrintable(v),
                                  qPrintable(resource.toObject().value(QLatin1String("resource")).toString()))
                        << name << v << resource.toObject();
            }
        }
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
