// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "printers/printer.h"
#include "printers/quantity.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

Q_DECLARE_METATYPE(kube::PrintCell)

using namespace kube;

namespace {

const QString dataDir = QStringLiteral(QKUBE_TEST_DATA_DIR "/printers/");

QJsonObject readJson(const QString &name)
{
    QFile file(dataDir + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString readText(const QString &name)
{
    QFile file(dataDir + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return QString::fromUtf8(file.readAll());
}

QList<Object> objectsOf(const QJsonObject &list)
{
    QList<Object> objects;
    for (const QJsonValue &item : list.value(QLatin1String("items")).toArray()) {
        auto object = Object::fromJson(QJsonDocument(item.toObject()).toJson(QJsonDocument::Compact));
        if (!object)
            qFatal("bad recorded object: %s", qPrintable(object.error().toString()));
        objects.append(object.value());
    }
    return objects;
}

// The printer kubectl's server used: the CRD's columns for the custom resource, the built-in one otherwise.
std::shared_ptr<const Printer> printerFor(const QString &group, const QString &resource)
{
    if (group != QLatin1String("stable.example.com"))
        return Printers::forResource(group, resource);
    const QList<Object> crds =
        objectsOf(readJson(QStringLiteral("tables/customresourcedefinitions.list.json")));
    return Printers::forCustomResourceDefinition(crds.value(0), QStringLiteral("v1"));
}

// What kubectl prints for a server-side Table: upper-cased headers, priority-1 columns only with -o wide, and
// columns aligned by Go's tabwriter (each at least 6 wide, 3 spaces of padding, the last one not padded).
QString kubectlText(const Printer &printer, const QList<Object> &objects, qint64 nowMs, bool wide)
{
    constexpr int minimumWidth = 6;
    constexpr int padding = 3;
    const QList<PrintColumn> columns = printer.columns();
    QList<QStringList> lines;
    QStringList header;
    for (const PrintColumn &column : columns)
        if (wide || column.priority == 0)
            header.append(column.name.toUpper());
    lines.append(header);
    for (const Object &object : objects) {
        const QList<PrintCell> cells = printer.cells(object);
        QStringList line;
        for (qsizetype i = 0; i < columns.size(); ++i)
            if (wide || columns[i].priority == 0)
                line.append(cells.value(i).render(nowMs));
        lines.append(line);
    }
    QList<qsizetype> widths(header.size(), 0);
    for (const QStringList &line : std::as_const(lines))
        for (qsizetype i = 0; i + 1 < line.size(); ++i)
            widths[i] = std::max(widths[i], std::max<qsizetype>(line[i].size() + padding, minimumWidth));
    QString text;
    for (const QStringList &line : std::as_const(lines)) {
        for (qsizetype i = 0; i < line.size(); ++i)
            text += i + 1 < line.size() ? line[i].leftJustified(widths[i]) : line[i];
        text += QLatin1Char('\n');
    }
    return text;
}

// The recorded objects in the order of the recorded Table's rows (a list and a table were separate requests).
QList<Object> recordedObjects(const QString &recording)
{
    QHash<QString, Object> byKey;
    for (const Object &object : objectsOf(readJson(recording + QStringLiteral(".list.json"))))
        byKey.insert(QString::fromUtf8(object.key()), object);
    QList<Object> objects;
    for (const QJsonValue &row :
         readJson(recording + QStringLiteral(".table.json")).value(QLatin1String("rows")).toArray()) {
        const QJsonObject metadata = row.toObject()
                                         .value(QLatin1String("object"))
                                         .toObject()
                                         .value(QLatin1String("metadata"))
                                         .toObject();
        const QString name = metadata.value(QLatin1String("name")).toString(),
                      namespaceName = metadata.value(QLatin1String("namespace")).toString();
        const QString key = namespaceName.isEmpty() ? name : namespaceName + QLatin1Char('/') + name;
        if (!byKey.contains(key))
            qFatal("%s: no object %s in the list", qPrintable(recording), qPrintable(key));
        objects.append(byKey.value(key));
    }
    return objects;
}

// The header and the rows of the objects recorded: tables/pods.list.json is the first page (5) of the 1000
// pods kubectl printed; everywhere else this is the whole text.
QString firstLines(const QString &text, qsizetype count)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    return lines.mid(0, count).join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void addRecording(const char *recording, const char *group, const char *resource, qint64 tableNowMs,
                  qint64 kubectlNowMs, qint64 wideNowMs)
{
    QTest::newRow(recording) << QString::fromLatin1(recording) << QString::fromLatin1(group)
                             << QString::fromLatin1(resource) << tableNowMs << kubectlNowMs << wideNowMs;
}

} // namespace

// Every kind recorded from a real kube-apiserver (tests/data/printers, from apiserver-samples live/ and
// tables/): the printer turns KIND.list.json into KIND.table.json's column definitions and cells, and
// kubectl's text. Each recording's "now" is the second at which every age it shows holds (a table and
// kubectl's output of it were taken a moment apart).
class tst_Printers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void recordings_data()
    {
        QTest::addColumn<QString>("recording");
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<qint64>("tableNowMs");
        QTest::addColumn<qint64>("kubectlNowMs");
        QTest::addColumn<qint64>("wideNowMs");
        addRecording("live/apiservices", "apiregistration.k8s.io", "apiservices", 1795431998000,
                     1795431998000, 1795431998000);
        addRecording("live/clusterrolebindings", "rbac.authorization.k8s.io", "clusterrolebindings",
                     1795431996000, 1795431996000, 1795431996000);
        addRecording("live/configmaps", "", "configmaps", 1795431990000, 1795431990000, 1795431990000);
        addRecording("live/cronjobs", "batch", "cronjobs", 1795431988000, 1795431988000, 1795431988000);
        addRecording("live/csidrivers", "storage.k8s.io", "csidrivers", 1795431997000, 1795431997000,
                     1795431997000);
        addRecording("live/daemonsets", "apps", "daemonsets", 1795431987000, 1795431987000, 1795431987000);
        addRecording("live/deployments", "apps", "deployments", 1795431986000, 1795431986000, 1795431986000);
        addRecording("live/endpoints", "", "endpoints", 1795431988000, 1795431989000, 1795431989000);
        addRecording("live/endpointslices", "discovery.k8s.io", "endpointslices", 1795431989000,
                     1795431989000, 1795431989000);
        addRecording("live/events", "", "events", 1795431994000, 1795431994000, 1795431994000);
        addRecording("live/flowschemas", "flowcontrol.apiserver.k8s.io", "flowschemas", 1795431949000,
                     1795431949000, 1795431949000);
        addRecording("live/horizontalpodautoscalers", "autoscaling", "horizontalpodautoscalers",
                     1795431991000, 1795431991000, 1795431992000);
        addRecording("live/ingressclasses", "networking.k8s.io", "ingressclasses", 1795431996000,
                     1795431996000, 1795431996000);
        addRecording("live/ingresses", "networking.k8s.io", "ingresses", 1795431989000, 1795431989000,
                     1795431989000);
        addRecording("live/jobs", "batch", "jobs", 1795431987000, 1795431988000, 1795431988000);
        addRecording("live/leases", "coordination.k8s.io", "leases", 1795431993000, 1795431994000,
                     1795431994000);
        addRecording("live/limitranges", "", "limitranges", 0, 0, 0);
        addRecording("live/namespaces", "", "namespaces", 1795431995000, 1795431995000, 1795431995000);
        addRecording("live/networkpolicies", "networking.k8s.io", "networkpolicies", 1795431990000,
                     1795431990000, 1795431990000);
        addRecording("live/nodes", "", "nodes", 1795431994000, 1795431995000, 1795431995000);
        addRecording("live/persistentvolumeclaims", "", "persistentvolumeclaims", 1795431991000,
                     1795431991000, 1795431991000);
        addRecording("live/persistentvolumes", "", "persistentvolumes", 1795431995000, 1795431995000,
                     1795431995000);
        addRecording("live/poddisruptionbudgets", "policy", "poddisruptionbudgets", 1795431992000,
                     1795431992000, 1795431992000);
        addRecording("live/pods", "", "pods", 1795431985000, 1795431985000, 1795431986000);
        addRecording("live/podtemplates", "", "podtemplates", 0, 0, 0);
        addRecording("live/priorityclasses", "scheduling.k8s.io", "priorityclasses", 1795431996000,
                     1795431996000, 1795431996000);
        addRecording("live/prioritylevelconfigurations", "flowcontrol.apiserver.k8s.io",
                     "prioritylevelconfigurations", 1795431949000, 1795431949000, 1795431949000);
        addRecording("live/replicasets", "apps", "replicasets", 1795431986000, 1795431986000, 1795431986000);
        addRecording("live/replicationcontrollers", "", "replicationcontrollers", 1795431987000,
                     1795431987000, 1795431987000);
        addRecording("live/resourcequotas", "", "resourcequotas", 1795431992000, 1795431992000,
                     1795431992000);
        addRecording("live/rolebindings", "rbac.authorization.k8s.io", "rolebindings", 1795431993000,
                     1795431993000, 1795431993000);
        addRecording("live/roles", "rbac.authorization.k8s.io", "roles", 0, 0, 0);
        addRecording("live/runtimeclasses", "node.k8s.io", "runtimeclasses", 1795431997000, 1795431997000,
                     1795431997000);
        addRecording("live/secrets", "", "secrets", 1795431990000, 1795431990000, 1795431991000);
        addRecording("live/serviceaccounts", "", "serviceaccounts", 1795431991000, 1795431991000,
                     1795431991000);
        addRecording("live/services", "", "services", 1795431988000, 1795431988000, 1795431988000);
        addRecording("live/statefulsets", "apps", "statefulsets", 1795431986000, 1795431987000,
                     1795431987000);
        addRecording("tables/clusterroles", "rbac.authorization.k8s.io", "clusterroles", 0, 0, 0);
        addRecording("tables/configmaps", "", "configmaps", 1795431895000, 1795431896000, 1795431896000);
        addRecording("tables/cronjobs", "batch", "cronjobs", 1795431896000, 1795431897000, 1795431897000);
        addRecording("tables/crontabs", "stable.example.com", "crontabs", 1795431900000, 1795431900000,
                     1795431900000);
        addRecording("tables/customresourcedefinitions", "apiextensions.k8s.io", "customresourcedefinitions",
                     0, 0, 0);
        addRecording("tables/deployments", "apps", "deployments", 1795431894000, 1795431895000,
                     1795431895000);
        addRecording("tables/events", "", "events", 1795431900000, 1795431901000, 1795431901000);
        addRecording("tables/ingresses", "networking.k8s.io", "ingresses", 1795431897000, 1795431897000,
                     1795431897000);
        addRecording("tables/jobs", "batch", "jobs", 1795431896000, 1795431896000, 1795431896000);
        addRecording("tables/namespaces", "", "namespaces", 1795431898000, 1795431898000, 1795431898000);
        addRecording("tables/nodes", "", "nodes", 1795431898000, 1795431898000, 1795431898000);
        addRecording("tables/persistentvolumeclaims", "", "persistentvolumeclaims", 1795431897000,
                     1795431897000, 1795431897000);
        addRecording("tables/pods", "", "pods", 1795431893000, 1795431893000, 1795431893000);
        addRecording("tables/replicasets", "apps", "replicasets", 0, 0, 0);
        addRecording("tables/rolebindings", "rbac.authorization.k8s.io", "rolebindings", 1795431899000,
                     1795431899000, 1795431900000);
        addRecording("tables/secrets", "", "secrets", 1795431896000, 1795431896000, 1795431896000);
        addRecording("tables/serviceaccounts", "", "serviceaccounts", 1795431899000, 1795431899000,
                     1795431899000);
        addRecording("tables/services", "", "services", 1795431895000, 1795431895000, 1795431895000);
        addRecording("tables/storageclasses", "storage.k8s.io", "storageclasses", 1795431897000,
                     1795431898000, 1795431898000);
    }

    void recordings()
    {
        QFETCH(QString, recording);
        QFETCH(QString, group);
        QFETCH(QString, resource);
        QFETCH(qint64, tableNowMs);
        const auto printer = printerFor(group, resource);
        const QList<Object> objects = recordedObjects(recording);
        const QJsonObject expected = readJson(recording + QStringLiteral(".table.json"));
        const QJsonObject actual = Printers::table(*printer, objects, tableNowMs);

        QCOMPARE(actual.value(QLatin1String("columnDefinitions")).toArray(),
                 expected.value(QLatin1String("columnDefinitions")).toArray());
        const QJsonArray expectedRows = expected.value(QLatin1String("rows")).toArray();
        const QJsonArray actualRows = actual.value(QLatin1String("rows")).toArray();
        QCOMPARE(actualRows.size(), expectedRows.size());
        const QJsonArray definitions = expected.value(QLatin1String("columnDefinitions")).toArray();
        for (qsizetype row = 0; row < expectedRows.size(); ++row) {
            const QJsonObject want = expectedRows[row].toObject(), have = actualRows[row].toObject();
            const QString name = want.value(QLatin1String("object"))
                                     .toObject()
                                     .value(QLatin1String("metadata"))
                                     .toObject()
                                     .value(QLatin1String("name"))
                                     .toString();
            QCOMPARE(have.value(QLatin1String("object"))
                         .toObject()
                         .value(QLatin1String("metadata"))
                         .toObject()
                         .value(QLatin1String("name"))
                         .toString(),
                     name);
            const QJsonArray wantCells = want.value(QLatin1String("cells")).toArray(),
                             haveCells = have.value(QLatin1String("cells")).toArray();
            QCOMPARE(haveCells.size(), wantCells.size());
            for (qsizetype cell = 0; cell < wantCells.size(); ++cell)
                QVERIFY2(
                    haveCells[cell] == wantCells[cell],
                    qPrintable(QStringLiteral("%1, column %2: printed %3, the apiserver %4")
                                   .arg(name,
                                        definitions[cell].toObject().value(QLatin1String("name")).toString(),
                                        QString::fromUtf8(QJsonDocument(QJsonArray{haveCells[cell]})
                                                              .toJson(QJsonDocument::Compact)),
                                        QString::fromUtf8(QJsonDocument(QJsonArray{wantCells[cell]})
                                                              .toJson(QJsonDocument::Compact)))));
        }
    }

    void kubectlOutput_data() { recordings_data(); }

    void kubectlOutput()
    {
        QFETCH(QString, recording);
        QFETCH(QString, group);
        QFETCH(QString, resource);
        QFETCH(qint64, kubectlNowMs);
        QFETCH(qint64, wideNowMs);
        const auto printer = printerFor(group, resource);
        const QList<Object> objects = recordedObjects(recording);
        if (objects.isEmpty()) { // kubectl prints no table for an empty list, only a notice
            QVERIFY(readText(recording + QStringLiteral(".kubectl.txt"))
                        .startsWith(QLatin1String("No resources found")));
            return;
        }
        QCOMPARE(kubectlText(*printer, objects, kubectlNowMs, false),
                 firstLines(readText(recording + QStringLiteral(".kubectl.txt")), objects.size() + 1));
        QCOMPARE(kubectlText(*printer, objects, wideNowMs, true),
                 firstLines(readText(recording + QStringLiteral(".kubectl-wide.txt")), objects.size() + 1));
    }

    // Kubernetes quantities read as numbers, so CAPACITY and quota cells sort by size.
    void quantities_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<double>("value");
        QTest::newRow("milli") << "500m" << true << 0.5;
        QTest::newRow("plain") << "2" << true << 2.0;
        QTest::newRow("decimal kilo with a fraction") << "1.5k" << true << 1500.0;
        QTest::newRow("binary gibi") << "2Gi" << true << 2147483648.0;
        QTest::newRow("binary mebi") << "1728Mi" << true << 1728.0 * 1024 * 1024;
        QTest::newRow("exponent") << "1e3" << true << 1000.0;
        QTest::newRow("negative") << "-3M" << true << -3e6;
        QTest::newRow("nano") << "100n" << true << 1e-7;
        QTest::newRow("unknown suffix") << "5Qi" << false << 0.0;
        QTest::newRow("no digits is zero, as ParseQuantity reads it") << "Gi" << true << 0.0;
        QTest::newRow("empty") << "" << false << 0.0;
        QTest::newRow("text") << "<none>" << false << 0.0;
    }

    void quantities()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(double, value);
        const auto parsed = parseQuantity(text);
        QCOMPARE(parsed.has_value(), valid);
        if (valid)
            QCOMPARE(*parsed, value);
    }

    // Cells sort by what they mean, not by their text.
    void sortsByValue_data()
    {
        QTest::addColumn<PrintCell>("smaller");
        QTest::addColumn<PrintCell>("larger");
        constexpr qint64 now = 1'800'000'000'000;
        QTest::newRow("integers by number, not text") << PrintCell::integer(9) << PrintCell::integer(10);
        QTest::newRow("quantities by size")
            << PrintCell::number(0.5, QStringLiteral("500m")) << PrintCell::number(2, QStringLiteral("2"));
        QTest::newRow("mebi below gibi") << PrintCell::number(1728.0 * 1024 * 1024, QStringLiteral("1728Mi"))
                                         << PrintCell::number(2147483648.0, QStringLiteral("2Gi"));
        QTest::newRow("younger age first") << PrintCell::age(now - 60'000) << PrintCell::age(now - 3'600'000);
        QTest::newRow("restarts by count")
            << PrintCell::countWithAgo(2, now - 1000) << PrintCell::countWithAgo(12, now - 500'000);
        QTest::newRow("shorter duration first")
            << PrintCell::elapsed(now - 70'000, now) << PrintCell::elapsed(now - 3'000'000, now - 1'000'000);
        QTest::newRow("earlier timestamp first")
            << PrintCell::timestamp(now - 1000) << PrintCell::timestamp(now);
        QTest::newRow("false before true") << PrintCell::boolean(false) << PrintCell::boolean(true);
        QTest::newRow("no value before any") << PrintCell::none() << PrintCell::integer(-5);
        QTest::newRow("reals by value") << PrintCell::real(2.5) << PrintCell::real(10);
    }

    void sortsByValue()
    {
        QFETCH(PrintCell, smaller);
        QFETCH(PrintCell, larger);
        constexpr qint64 now = 1'800'000'000'000;
        QVERIFY(PrintCell::compare(smaller, larger, now) < 0);
        QVERIFY(PrintCell::compare(larger, smaller, now) > 0);
        QCOMPARE(PrintCell::compare(smaller, smaller, now), 0);
    }

    // A custom resource's printer columns, formatted per type as apiextensions-apiserver does it.
    void customResourceColumns_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("jsonPath");
        QTest::addColumn<QJsonValue>("cell");
        QTest::addColumn<QString>("printed");
        QTest::newRow("string") << "string"
                                << ".spec.cronSpec" << QJsonValue(QStringLiteral("*/5 * * * *"))
                                << "*/5 * * * *";
        QTest::newRow("string of a number") << "string"
                                            << ".spec.replicas" << QJsonValue(QStringLiteral("3")) << "3";
        QTest::newRow("string of an array is its JSON")
            << "string"
            << ".spec.tags" << QJsonValue(QStringLiteral("[\"a\",\"b\"]")) << "[\"a\",\"b\"]";
        QTest::newRow("string of the first of many")
            << "string"
            << ".spec.items[*].name" << QJsonValue(QStringLiteral("first")) << "first";
        QTest::newRow("integer") << "integer"
                                 << ".spec.replicas" << QJsonValue(3) << "3";
        QTest::newRow("integer from a real truncates") << "integer"
                                                       << ".spec.ratio" << QJsonValue(2) << "2";
        QTest::newRow("integer of a string is none")
            << "integer"
            << ".spec.cronSpec" << QJsonValue(QJsonValue::Null) << "<none>";
        QTest::newRow("number") << "number"
                                << ".spec.ratio" << QJsonValue(2.75) << "2.75";
        QTest::newRow("large number prints in exponent form")
            << "number"
            << ".spec.large" << QJsonValue(1234567.5) << "1.2345675e+06";
        QTest::newRow("boolean") << "boolean"
                                 << ".spec.enabled" << QJsonValue(true) << "true";
        QTest::newRow("boolean of a string is none")
            << "boolean"
            << ".spec.cronSpec" << QJsonValue(QJsonValue::Null) << "<none>";
        QTest::newRow("date as an age") << "date"
                                        << ".status.lastRun" << QJsonValue(QStringLiteral("120m")) << "120m";
        QTest::newRow("date that is not a date")
            << "date"
            << ".spec.cronSpec" << QJsonValue(QStringLiteral("<invalid>")) << "<invalid>";
        QTest::newRow("missing field is none") << "string"
                                               << ".spec.absent" << QJsonValue(QJsonValue::Null) << "<none>";
        QTest::newRow("filtered condition") << "string"
                                            << ".status.conditions[?(@.type==\"Ready\")].status"
                                            << QJsonValue(QStringLiteral("True")) << "True";
    }

    void customResourceColumns()
    {
        QFETCH(QString, type);
        QFETCH(QString, jsonPath);
        QFETCH(QJsonValue, cell);
        QFETCH(QString, printed);
        constexpr qint64 now = 1'795'435'200'000; // 2026-11-23T12:00:00Z
        const auto object = Object::fromJson(
            "{\"apiVersion\":\"stable.example.com/v1\",\"kind\":\"CronTab\","
            "\"metadata\":{\"name\":\"tab\",\"namespace\":\"n\",\"creationTimestamp\":\"2026-11-23T11:00:"
            "00Z\"},"
            "\"spec\":{\"cronSpec\":\"*/5 * * * "
            "*\",\"replicas\":3,\"ratio\":2.75,\"large\":1234567.5,\"enabled\":true,\"tags\":[\"a\",\"b\"],"
            "\"items\":[{\"name\":\"first\"},{\"name\":\"second\"}]},"
            "\"status\":{\"lastRun\":\"2026-11-23T10:00:00Z\",\"conditions\":[{\"type\":\"Synced\","
            "\"status\":\"False\"},{\"type\":\"Ready\",\"status\":\"True\"}]}}");
        QVERIFY(object);
        const auto printer =
            Printers::forCustomResource({{QStringLiteral("Value"), type, {}, {}, 0, jsonPath}});
        const QList<PrintColumn> columns = printer->columns();
        QCOMPARE(columns.size(), 2);
        QCOMPARE(columns[1].name, QStringLiteral("Value"));
        QCOMPARE(columns[1].type, type);
        QCOMPARE(columns[1].description,
                 QStringLiteral("Custom resource definition column (in JSONPath format): ") + jsonPath);
        const QList<PrintCell> cells = printer->cells(object.value());
        QCOMPARE(cells.size(), 2);
        QCOMPARE(cells[0].render(now), QStringLiteral("tab"));
        QCOMPARE(cells[1].toJson(now), cell);
        QCOMPARE(cells[1].render(now), printed);
    }

    // Without printer columns a custom resource shows NAME and AGE; a kind without a printer NAME and CREATED
    // AT.
    void defaultColumns()
    {
        const auto custom = Printers::forCustomResource({});
        QCOMPARE(custom->columns().size(), 2);
        QCOMPARE(custom->columns()[1].name, QStringLiteral("Age"));
        QCOMPARE(custom->columns()[1].type, QStringLiteral("date"));
        const auto builtIn = Printers::forResource(QStringLiteral("example.com"), QStringLiteral("widgets"));
        QCOMPARE(builtIn->columns()[1].name, QStringLiteral("Created At"));
        const auto object = Object::fromJson("{\"kind\":\"Widget\",\"metadata\":{\"name\":\"w\","
                                             "\"creationTimestamp\":\"2026-11-23T11:00:00Z\"}}");
        QVERIFY(object);
        constexpr qint64 now = 1'795'435'200'000;
        QCOMPARE(custom->cells(object.value())[1].render(now), QStringLiteral("60m"));
        QCOMPARE(builtIn->cells(object.value())[1].render(now), QStringLiteral("2026-11-23T11:00:00Z"));
    }

    // The kinds whose printers came with kubesim's 57 resources, as printers.go's handlers print them (no
    // real-apiserver recording of these: rows written from its print functions).
    void newKinds_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("text");
        const QByteArray meta = R"("name":"x","creationTimestamp":"2026-11-23T11:00:00Z")";
        QTest::newRow("controllerrevision of a daemonset")
            << "apps" << "controllerrevisions"
            << R"({"metadata":{)" + meta + R"(,"ownerReferences":[{"apiVersion":"apps/v1","kind":"DaemonSet","name":"agent","uid":"u","controller":true}]},"revision":3})"
            << "NAME   CONTROLLER             REVISION   AGE\nx      daemonset.apps/agent   3          60m\n";
        QTest::newRow("controllerrevision without a controller")
            << "apps" << "controllerrevisions"
            << R"({"metadata":{)" + meta + R"(,"ownerReferences":[{"apiVersion":"v1","kind":"Pod","name":"p","uid":"u"}]},"revision":1})"
            << "NAME   CONTROLLER   REVISION   AGE\nx      <none>       1          60m\n";
        QTest::newRow("volumeattachment")
            << "storage.k8s.io" << "volumeattachments"
            << R"({"metadata":{)" + meta + R"(},"spec":{"attacher":"csi.example.com","nodeName":"node-1","source":{"persistentVolumeName":"pv-1"}},"status":{"attached":true}})"
            << "NAME   ATTACHER          PV     NODE     ATTACHED   AGE\nx      csi.example.com   pv-1   node-1   true       60m\n";
        QTest::newRow("volumeattachment of an inline volume")
            << "storage.k8s.io" << "volumeattachments"
            << R"({"metadata":{)" + meta + R"(},"spec":{"attacher":"a","nodeName":"n","source":{"inlineVolumeSpec":{}}}})"
            << "NAME   ATTACHER   PV    NODE   ATTACHED   AGE\nx      a                n      false      60m\n";
        QTest::newRow("csinode")
            << "storage.k8s.io" << "csinodes"
            << R"({"metadata":{)" + meta + R"(},"spec":{"drivers":[{"name":"a","nodeID":"1"},{"name":"b","nodeID":"2"}]}})"
            << "NAME   DRIVERS   AGE\nx      2         60m\n";
        // A v1.28.7 apiserver has no printer for it: its default table.
        QTest::newRow("csistoragecapacity")
            << "storage.k8s.io" << "csistoragecapacities"
            << R"({"metadata":{)" + meta + R"(},"storageClassName":"fast","capacity":"1024Mi"})"
            << "NAME   CREATED AT\nx      2026-11-23T11:00:00Z\n";
        QTest::newRow("validatingwebhookconfiguration")
            << "admissionregistration.k8s.io" << "validatingwebhookconfigurations"
            << R"({"metadata":{)" + meta + R"(},"webhooks":[{"name":"a"},{"name":"b"}]})"
            << "NAME   WEBHOOKS   AGE\nx      2          60m\n";
        QTest::newRow("mutatingwebhookconfiguration without webhooks")
            << "admissionregistration.k8s.io" << "mutatingwebhookconfigurations"
            << R"({"metadata":{)" + meta + R"(}})"
            << "NAME   WEBHOOKS   AGE\nx      0          60m\n";
        QTest::newRow("componentstatus unhealthy")
            << "" << "componentstatuses"
            << R"({"metadata":{)" + meta + R"(},"conditions":[{"type":"Healthy","status":"False","message":"m","error":"refused"}]})"
            << "NAME   STATUS      MESSAGE   ERROR\nx      Unhealthy   m         refused\n";
        QTest::newRow("componentstatus without conditions")
            << "" << "componentstatuses" << R"({"metadata":{)" + meta + R"(}})"
            << "NAME   STATUS    MESSAGE   ERROR\nx      Unknown             \n";
        QTest::newRow("csr pending")
            << "certificates.k8s.io" << "certificatesigningrequests"
            << R"({"metadata":{)" + meta + R"(},"spec":{"signerName":"kubernetes.io/kube-apiserver-client","username":"alice","expirationSeconds":86400}})"
            << "NAME   AGE   SIGNERNAME                            REQUESTOR   REQUESTEDDURATION   CONDITION\n"
               "x      60m   kubernetes.io/kube-apiserver-client   alice       24h                 Pending\n";
        QTest::newRow("csr denied and failed, issued")
            << "certificates.k8s.io" << "certificatesigningrequests"
            << R"({"metadata":{)" + meta + R"(},"spec":{"username":"bob"},"status":{"certificate":"Y2VydA==","conditions":[{"type":"Approved"},{"type":"Failed"},{"type":"Denied"}]}})"
            << "NAME   AGE   SIGNERNAME   REQUESTOR   REQUESTEDDURATION   CONDITION\n"
               "x      60m   <none>       bob         <none>              Denied,Failed,Issued\n";
    }

    void newKinds()
    {
        QFETCH(QString, group);
        QFETCH(QString, resource);
        QFETCH(QByteArray, json);
        QFETCH(QString, text);
        const auto object = Object::fromJson(json);
        QVERIFY(object);
        constexpr qint64 now = 1'795'435'200'000;
        QCOMPARE(kubectlText(*Printers::forResource(group, resource), {object.value()}, now, false), text);
    }

    // A column whose JSONPath does not parse ends the columns, as the apiserver's table convertor does.
    void customColumnsStopAtABadPath()
    {
        const auto printer = Printers::forCustomResource(
            {{QStringLiteral("Good"), QStringLiteral("string"), {}, {}, 0, QStringLiteral(".spec.a")},
             {QStringLiteral("Bad"), QStringLiteral("string"), {}, {}, 0, QStringLiteral(".spec[")},
             {QStringLiteral("Later"), QStringLiteral("string"), {}, {}, 0, QStringLiteral(".spec.b")}});
        QCOMPARE(printer->columns().size(), 2);
        QCOMPARE(printer->columns()[1].name, QStringLiteral("Good"));
    }

    // An object whose JSON a printer cannot use still gets a full row: its name, then no values.
    void everyRowHasEveryColumn()
    {
        const auto object = Object::fromJson("{\"kind\":\"Deployment\",\"metadata\":{\"name\":\"bare\"}}");
        QVERIFY(object);
        const auto printer = Printers::forResource(QStringLiteral("apps"), QStringLiteral("deployments"));
        const QList<PrintCell> cells = printer->cells(object.value());
        QCOMPARE(cells.size(), printer->columns().size());
        QCOMPARE(cells[0].render(0), QStringLiteral("bare"));
        QCOMPARE(cells[1].render(0), QStringLiteral("0/1")); // the apiserver's default of one replica
        QCOMPARE(cells[4].render(0), QStringLiteral("<unknown>"));
    }

    // events.k8s.io/v1 Events print as the apiserver prints them: through the core Event's fields (regarding,
    // note, deprecatedSource... renamed), so both APIs show the same row. Expected rows from
    // live/events.table.json.
    void eventsOfBothApis_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("row");
        const QStringList series = {
            QStringLiteral("17m"),
            QStringLiteral("Warning"),
            QStringLiteral("OOMKilling"),
            QStringLiteral("pod/api-7c9d8b6f5d-m4q9z"),
            QString(),
            QStringLiteral("kubelet, live-node-2"),
            QStringLiteral("Memory cgroup out of memory: Killed process 4242 (nginx)"),
            QStringLiteral("18m"),
            QStringLiteral("3"),
            QStringLiteral("api-series.17b0000000ff")};
        const QStringList counted = {QStringLiteral("121m"),
                                     QStringLiteral("Normal"),
                                     QStringLiteral("ScalingReplicaSet"),
                                     QStringLiteral("deployment/api"),
                                     QString(),
                                     QStringLiteral("deployment-controller"),
                                     QStringLiteral("Scaled up replica set api-7c9d8b6f5d to 3"),
                                     QStringLiteral("121m"),
                                     QStringLiteral("1"),
                                     QStringLiteral("api.17b000007bbc")};
        const QByteArray seriesMetadata =
            "\"metadata\":{\"name\":\"api-series.17b0000000ff\",\"namespace\":\"bench-live\","
            "\"creationTimestamp\":\"2026-11-23T11:04:24Z\"},"
            "\"reason\":\"OOMKilling\",\"type\":\"Warning\",\"eventTime\":\"2026-11-23T10:47:57.000000Z\","
            "\"series\":{\"count\":3,\"lastObservedTime\":\"2026-11-23T10:49:17.000000Z\"},"
            "\"reportingInstance\":\"live-node-2\",";
        const QByteArray countedMetadata = "\"metadata\":{\"name\":\"api.17b000007bbc\",\"namespace\":"
                                           "\"bench-live\",\"creationTimestamp\":\"2026-11-23T11:04:24Z\"},"
                                           "\"reason\":\"ScalingReplicaSet\",\"type\":\"Normal\",";
        QTest::newRow("core/v1 with a series")
            << QString()
            << QByteArray("{\"kind\":\"Event\"," + seriesMetadata +
                          "\"involvedObject\":{\"kind\":\"Pod\",\"name\":\"api-7c9d8b6f5d-m4q9z\"},"
                          "\"message\":\"Memory cgroup out of memory: Killed process 4242 (nginx)\","
                          "\"source\":{},\"reportingComponent\":\"kubelet\"}")
            << series;
        QTest::newRow("events.k8s.io/v1 with a series")
            << QStringLiteral("events.k8s.io")
            << QByteArray("{\"kind\":\"Event\"," + seriesMetadata +
                          "\"regarding\":{\"kind\":\"Pod\",\"name\":\"api-7c9d8b6f5d-m4q9z\"},\"note\":"
                          "\"Memory cgroup out of memory: Killed process 4242 (nginx)\","
                          "\"reportingController\":\"kubelet\"}")
            << series;
        QTest::newRow("core/v1 with a count")
            << QString()
            << QByteArray("{\"kind\":\"Event\"," + countedMetadata +
                          "\"involvedObject\":{\"kind\":\"Deployment\",\"name\":\"api\"},\"message\":"
                          "\"Scaled up replica set api-7c9d8b6f5d to 3\","
                          "\"source\":{\"component\":\"deployment-controller\"},\"firstTimestamp\":\"2026-11-"
                          "23T09:04:37Z\",\"lastTimestamp\":\"2026-11-23T09:04:37Z\",\"count\":1}")
            << counted;
        QTest::newRow("events.k8s.io/v1 with a deprecated count")
            << QStringLiteral("events.k8s.io")
            << QByteArray("{\"kind\":\"Event\"," + countedMetadata +
                          "\"regarding\":{\"kind\":\"Deployment\",\"name\":\"api\"},\"note\":\"Scaled up "
                          "replica set api-7c9d8b6f5d to 3\","
                          "\"deprecatedSource\":{\"component\":\"deployment-controller\"},"
                          "\"deprecatedFirstTimestamp\":\"2026-11-23T09:04:37Z\","
                          "\"deprecatedLastTimestamp\":\"2026-11-23T09:04:37Z\",\"deprecatedCount\":1}")
            << counted;
    }

    void eventsOfBothApis()
    {
        QFETCH(QString, group);
        QFETCH(QByteArray, json);
        QFETCH(QStringList, row);
        constexpr qint64 recordedAt = 1795431994000; // live/events.table.json
        const auto object = Object::fromJson(json);
        QVERIFY2(object, qPrintable(object.error().toString()));
        QStringList printed;
        for (const PrintCell &cell :
             Printers::forResource(group, QStringLiteral("events"))->cells(object.value()))
            printed.append(cell.render(recordedAt));
        QCOMPARE(printed, row);
    }

    // A table of Events opens with what happened last on top; other kinds keep the window's namespace/name.
    void eventsOpenNewestFirst_data()
    {
        QTest::addColumn<QString>("group");
        QTest::newRow("core/v1") << QString();
        QTest::newRow("events.k8s.io/v1") << QStringLiteral("events.k8s.io");
    }
    void eventsOpenNewestFirst()
    {
        QFETCH(QString, group);
        const std::shared_ptr<const Printer> printer = Printers::forResource(group, QStringLiteral("events"));
        const PrintSort sort = printer->defaultSort();
        const QList<PrintColumn> columns = printer->columns();
        const auto column = std::find_if(columns.begin(), columns.end(),
                                         [&](const PrintColumn &c) { return c.name == sort.column; });
        QVERIFY2(column != columns.end(), qPrintable(sort.column));
        const qsizetype at = column - columns.begin();
        const auto event = [&](const char *name, const char *lastSeen) {
            const QByteArray json = QByteArray("{\"kind\":\"Event\",\"metadata\":{\"name\":\"") + name +
                                    "\",\"namespace\":\"a\"},\"lastTimestamp\":\"" + lastSeen +
                                    "\",\"deprecatedLastTimestamp\":\"" + lastSeen + "\"}";
            return printer->cells(Object::fromJson(json).value()).at(at);
        };
        QList<std::pair<QString, PrintCell>> rows = {
            {QStringLiteral("old"), event("old", "2026-11-23T09:00:00Z")},
            {QStringLiteral("newest"), event("newest", "2026-11-23T11:00:00Z")},
            {QStringLiteral("middle"), event("middle", "2026-11-23T10:00:00Z")}};
        constexpr qint64 now = 1795431994000;
        // Sorted as a table sorts a column: by PrintCell::compare, in the order given.
        std::stable_sort(rows.begin(), rows.end(), [&](const auto &left, const auto &right) {
            const int order = PrintCell::compare(left.second, right.second, now);
            return sort.order == Qt::AscendingOrder ? order < 0 : order > 0;
        });
        QStringList names;
        for (const auto &row : rows)
            names.append(row.first);
        QCOMPARE(names,
                 (QStringList{QStringLiteral("newest"), QStringLiteral("middle"), QStringLiteral("old")}));
    }
    void otherKindsHaveNoOrderOfTheirOwn()
    {
        for (const char *resource : {"pods", "namespaces", "nodes", "configmaps"})
            QCOMPARE(Printers::forResource({}, QLatin1String(resource))->defaultSort(), PrintSort());
        QCOMPARE(Printers::forResource(QStringLiteral("apps"), QStringLiteral("deployments"))->defaultSort(),
                 PrintSort());
    }

    // Shapes the recordings do not hold, printed as kubectl's printers print them (cells joined by "|").
    void rowsBeyondTheRecordings_data()
    {
        QTest::addColumn<QString>("group");
        QTest::addColumn<QString>("resource");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("row");
        const QByteArray meta = "\"metadata\":{\"name\":\"x\",\"namespace\":\"n\",\"creationTimestamp\":"
                                "\"2026-11-23T11:00:00Z\"}";
        QTest::newRow("autoscaling/v1 HPA with a CPU target")
            << "autoscaling"
            << "horizontalpodautoscalers"
            << QByteArray("{" + meta +
                          ",\"spec\":{\"scaleTargetRef\":{\"kind\":\"Deployment\",\"name\":\"web\"},"
                          "\"maxReplicas\":4,"
                          "\"targetCPUUtilizationPercentage\":60},\"status\":{\"currentReplicas\":2,"
                          "\"currentCPUUtilizationPercentage\":30}}")
            << "x|Deployment/web|30%/60%|<unset>|4|2|60m";
        QTest::newRow("HPA with three metrics lists two")
            << "autoscaling"
            << "horizontalpodautoscalers"
            << QByteArray("{" + meta +
                          ",\"spec\":{\"scaleTargetRef\":{\"kind\":\"Deployment\",\"name\":\"web\"},"
                          "\"minReplicas\":1,\"maxReplicas\":4,\"metrics\":["
                          "{\"type\":\"Pods\",\"pods\":{\"target\":{\"averageValue\":\"1k\"}}},"
                          "{\"type\":\"External\",\"external\":{\"target\":{\"averageValue\":\"30\"}}},"
                          "{\"type\":\"Object\",\"object\":{\"target\":{\"value\":\"2\"}}}]},"
                          "\"status\":{\"currentReplicas\":1,\"currentMetrics\":[{\"type\":\"Pods\",\"pods\":"
                          "{\"current\":{\"averageValue\":\"500\"}}}]}}")
            << "x|Deployment/web|500/1k, <unknown>/30 (avg) + 1 more...|1|4|1|60m";
        QTest::newRow("load balancer without an address")
            << ""
            << "services"
            << QByteArray("{" + meta +
                          ",\"spec\":{\"type\":\"LoadBalancer\",\"clusterIP\":\"10.0.0.9\",\"ports\":[{"
                          "\"port\":443,\"nodePort\":30443}],"
                          "\"selector\":{\"b\":\"2\",\"a\":\"1\"}},\"status\":{\"loadBalancer\":{}}}")
            << "x|LoadBalancer|10.0.0.9|<pending>|443:30443/TCP|60m|a=1,b=2";
        QTest::newRow("ingress with five hosts, no class, no address")
            << "networking.k8s.io"
            << "ingresses"
            << QByteArray("{" + meta +
                          ",\"spec\":{\"rules\":[{\"host\":\"a\"},{\"host\":\"b\"},{\"host\":\"c\"},{"
                          "\"host\":\"d\"},{\"host\":\"e\"}]}}")
            << "x|<none>|a,b,c + 2 more...||80|60m";
        QTest::newRow("IPv6 endpoints and subsets without addresses")
            << ""
            << "endpoints"
            << QByteArray("{" + meta +
                          ",\"subsets\":[{\"addresses\":[{\"ip\":\"fd00::1\"}],\"ports\":[{\"port\":53}]},{"
                          "\"notReadyAddresses\":[{\"ip\":\"10.0.0.1\"}]}]}")
            << "x|[fd00::1]:53|60m";
        QTest::newRow("job with parallelism and no completions, running")
            << "batch"
            << "jobs"
            << QByteArray("{" + meta +
                          ",\"spec\":{\"parallelism\":3,\"selector\":{\"matchExpressions\":[{\"key\":"
                          "\"tier\",\"operator\":\"In\",\"values\":[\"web\",\"api\"]},"
                          "{\"key\":\"gone\",\"operator\":\"DoesNotExist\"}]},\"template\":{\"spec\":{"
                          "\"containers\":[{\"name\":\"c\",\"image\":\"i\"}]}}},"
                          "\"status\":{\"succeeded\":1,\"startTime\":\"2026-11-23T11:30:00Z\"}}")
            << "x|1/1 of 3|30m|60m|c|i|!gone,tier in (api,web)";
        QTest::newRow("node without conditions, with roles")
            << ""
            << "nodes"
            << QByteArray(
                   "{\"metadata\":{\"name\":\"x\",\"creationTimestamp\":\"2026-11-23T11:00:00Z\",\"labels\":{"
                   "\"node-role.kubernetes.io/control-plane\":\"\","
                   "\"kubernetes.io/role\":\"edge\"}},\"spec\":{\"unschedulable\":true},\"status\":{}}")
            << "x|Unknown,SchedulingDisabled|control-plane,edge|60m||<none>|<none>|<unknown>|<unknown>|<"
               "unknown>";
        QTest::newRow("terminating claim bound through the beta annotation")
            << ""
            << "persistentvolumeclaims"
            << QByteArray(
                   "{\"metadata\":{\"name\":\"x\",\"namespace\":\"n\",\"creationTimestamp\":\"2026-11-23T11:"
                   "00:00Z\",\"deletionTimestamp\":\"2026-11-23T11:59:00Z\","
                   "\"annotations\":{\"volume.beta.kubernetes.io/"
                   "storage-class\":\"old\"}},\"spec\":{\"volumeName\":\"pv\",\"storageClassName\":\"new\"},"
                   "\"status\":{\"phase\":\"Bound\",\"capacity\":{\"storage\":\"1Gi\"},\"accessModes\":["
                   "\"ReadWriteOncePod\",\"ReadWriteOnce\"]}}")
            << "x|Terminating|pv|1Gi|RWO,RWOP|old|60m|<unset>";
    }

    void rowsBeyondTheRecordings()
    {
        QFETCH(QString, group);
        QFETCH(QString, resource);
        QFETCH(QByteArray, json);
        QFETCH(QString, row);
        constexpr qint64 now = 1'795'435'200'000; // 2026-11-23T12:00:00Z
        const auto object = Object::fromJson(json);
        QVERIFY2(object, qPrintable(object.error().toString()));
        const auto printer = Printers::forResource(group, resource);
        const QList<PrintCell> cells = printer->cells(object.value());
        QCOMPARE(cells.size(), printer->columns().size());
        QStringList printed;
        for (const PrintCell &cell : cells)
            printed.append(cell.render(now));
        QCOMPARE(printed.join(QLatin1Char('|')), row);
    }
};

QTEST_GUILESS_MAIN(tst_Printers)
#include "tst_printers.moc"
