// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The table's resource usage columns on kubesim (usage frozen): they come only where metrics.k8s.io is
// served, hold what `qkubectl top` prints for the same pods and nodes, sort by value and colour the cells
// near or past a limit.
#include "clientrun.h"
#include "simfixture.h"

#include "detailspane.h"
#include "namespacepane.h"
#include "openclusters.h"
#include "selectioncontroller.h"
#include "tablepane.h"
#include "theme.h"
#include "usagechartview.h"

#include "metrics/metricsclient.h"
#include "metrics/usagejoin.h"
#include "metrics/usagequantity.h"
#include "models/eventlogmodel.h"

#include "sim/resourcetype.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTableView>
#include <QTest>

using namespace kube;

namespace {

const QString context = QStringLiteral("sim-admin");

sim::KubeSimOptions frozen(bool metrics)
{
    sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.metrics = metrics;
    options.metricsFrozen = true;
    return options;
}

struct Table
{
    OpenClusters clusters;
    TablePane pane{&clusters};
    ClusterSession *session = nullptr;

    explicit Table(SimFixture &fixture, const QString &resource)
    {
        RestConfig config = fixture.restConfig();
        config.qps = 50; // the window's rate: discovery's two dozen requests in no time
        config.burst = 100;
        session = clusters.open(context, config);
        if (!QTest::qWaitFor([this] { return session->discovered(); }, 10000))
            qFatal("kubesim's discovery did not answer");
        pane.setCluster(context, session);
        pane.showResource(*session->findResource({}, resource));
    }
    ResourceTableModel *model() const { return pane.model(); }
    int columnNamed(const QString &name) const
    {
        for (int column = 0; column < model()->columnCount(); ++column)
            if (model()->headerData(column, Qt::Horizontal).toString() == name)
                return column;
        return -1;
    }
    QString text(const QByteArray &key, int column) const
    {
        return model()->index(model()->rowOf(key), column).data().toString();
    }
};

int runningPods(SimFixture &fixture)
{
    int running = 0;
    for (const sim::StoredObject &pod : fixture.sim().store().objects(
             *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"))))
        running += pod.object().value(QStringLiteral("status")).toObject().value(QStringLiteral("phase")) ==
                   QStringLiteral("Running");
    return running;
}

// `qkubectl top KIND` as "key" → its columns after the name.
QHash<QByteArray, QStringList> top(SimFixture &fixture, const QStringList &arguments)
{
    const ClientRun run = runClient(
        QStringLiteral(QKUBE_BINARY_DIR "/app/qkubectl"),
        QStringList{QStringLiteral("--kubeconfig"), fixture.kubeconfigPath(), QStringLiteral("top")} +
            arguments + QStringList{QStringLiteral("--no-headers")});
    if (run.exitCode != 0)
        qFatal("qkubectl top failed: %s", qPrintable(run.err));
    QHash<QByteArray, QStringList> out;
    const bool namespaced = arguments.contains(QStringLiteral("-A"));
    for (const QString &line : run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QByteArray key = fields.takeFirst().toUtf8();
        if (namespaced)
            key += '/' + fields.takeFirst().toUtf8();
        out.insert(key, fields);
    }
    return out;
}

// The Namespaces pane on its own, wide enough for its usage columns, showing the fixture's cluster.
struct NamespacesPane
{
    OpenClusters clusters;
    ClusterSession *session = nullptr;
    NamespacePane pane;

    explicit NamespacesPane(SimFixture &fixture)
    {
        session = clusters.open(context, fixture.restConfig());
        if (!QTest::qWaitFor([this] { return session->discovered(); }, 10000))
            qFatal("kubesim's discovery did not answer");
        pane.resize(640, 400);
        pane.show();
        pane.setCluster(session, QStringLiteral("kubesim"));
    }
};

// A model fed by the test rather than an informer: the rows are what the test says the informer has.
struct FedTable
{
    OpenClusters clusters;
    ClusterSession *session = nullptr;
    ResourceTableModel model;
    UsageColumns usage{&model};
    int polls = 0;

    explicit FedTable(SimFixture &fixture)
    {
        session = clusters.open(context, fixture.restConfig());
        if (!QTest::qWaitFor([this] { return session->discovered(); }, 10000))
            qFatal("kubesim's discovery did not answer");
        PrintColumn name;
        name.name = QStringLiteral("Name");
        name.format = QStringLiteral("name");
        model.setColumns({name}, true);
        // One poll, when the columns subscribe: what the table knows later comes from that answer.
        MetricsClient *client = MetricsClient::of(session);
        client->setIntervalMs(3'600'000);
        QObject::connect(client, &MetricsClient::podMetricsUpdated, &model, [this] { ++polls; });
        usage.attach(context, session, *session->findResource({}, QStringLiteral("pods")), false);
    }
    void upsert(const QJsonObject &pod)
    {
        RowChange change;
        change.row.object = *Object::fromJson(QJsonDocument(pod).toJson(QJsonDocument::Compact));
        change.row.key = change.row.object.key();
        change.row.nameOffset = int(change.row.object.namespaceName().size()) + 1;
        change.row.cells = {PrintCell::none()};
        model.applyBatch({change});
    }
    void remove(const QByteArray &key)
    {
        RowChange change;
        change.type = RowChange::Type::Delete;
        change.row.key = key;
        model.applyBatch({change});
    }
    QString text(const QByteArray &key, int extraColumn) const
    {
        return model.index(model.rowOf(key), model.firstExtraColumn() + extraColumn).data().toString();
    }
};

QList<QJsonObject> runningPodObjects(SimFixture &fixture)
{
    QList<QJsonObject> out;
    for (const sim::StoredObject &pod : fixture.sim().store().objects(
             *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"))))
        if (pod.object().value(QStringLiteral("status")).toObject().value(QStringLiteral("phase")) ==
            QStringLiteral("Running"))
            out.append(pod.object());
    return out;
}

QByteArray keyOf(const QJsonObject &pod)
{
    const QJsonObject metadata = pod.value(QStringLiteral("metadata")).toObject();
    return (metadata.value(QStringLiteral("namespace")).toString() + QLatin1Char('/') +
            metadata.value(QStringLiteral("name")).toString())
        .toUtf8();
}

} // namespace

class tst_UsageColumns : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void podColumnsHoldWhatQkubectlTopPrints()
    {
        SimFixture fixture(frozen(true));
        // Not running: metrics-server has nothing for it.
        fixture.sim().store().create(
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")),
            QJsonDocument::fromJson(R"({"apiVersion":"v1","kind":"Pod",
                "metadata":{"name":"waiting","namespace":"default"},
                "spec":{"containers":[{"name":"app","image":"nginx"}]},"status":{"phase":"Pending"}})")
                .object());
        Table table(fixture, QStringLiteral("pods"));
        const QStringList names = {QStringLiteral("CPU"),    QStringLiteral("MEM"),
                                   QStringLiteral("%CPU/R"), QStringLiteral("%CPU/L"),
                                   QStringLiteral("%MEM/R"), QStringLiteral("%MEM/L")};
        for (const QString &name : names)
            QVERIFY2(table.columnNamed(name) >= 0, qPrintable(name));
        QCOMPARE(table.pane.proxy()->columnCount(), table.model()->columnCount()); // the view sees them
        // Among the wide columns: the table shows them with the others (-o wide).
        QVERIFY(table.model()->isWideColumn(table.columnNamed(QStringLiteral("CPU"))));
        table.pane.setShowWideColumns(true);
        QVERIFY(!table.pane.view()->isColumnHidden(table.columnNamed(QStringLiteral("%MEM/L"))));
        const int cpu = table.columnNamed(QStringLiteral("CPU"));
        const int memory = table.columnNamed(QStringLiteral("MEM"));
        QTRY_COMPARE_WITH_TIMEOUT(
            table.model()->rowCount(),
            int(fixture.sim()
                    .store()
                    .objects(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")))
                    .size()),
            10000);
        // Every Running pod has its usage after the first poll; the others say n/a.
        QTRY_COMPARE_WITH_TIMEOUT(
            [&] {
                int withUsage = 0;
                for (int row = 0; row < table.model()->rowCount(); ++row)
                    withUsage += table.model()->index(row, cpu).data().toString() != QStringLiteral("n/a");
                return withUsage;
            }(),
            runningPods(fixture), 10000);

        const auto printed = top(fixture, {QStringLiteral("pod"), QStringLiteral("-A")});
        QCOMPARE(printed.size(), runningPods(fixture));
        for (auto it = printed.cbegin(); it != printed.cend(); ++it) {
            QVERIFY2(table.model()->rowOf(it.key()) >= 0, it.key().constData());
            QCOMPARE(table.text(it.key(), cpu), it->at(0));
            QCOMPARE(table.text(it.key(), memory), it->at(1));
        }
        bool sawNa = false;
        for (int row = 0; row < table.model()->rowCount(); ++row) {
            const QByteArray key = table.model()->row(row)->key;
            if (!printed.contains(key)) {
                QCOMPARE(table.text(key, cpu), QStringLiteral("n/a"));
                QCOMPARE(table.text(key, table.columnNamed(QStringLiteral("%MEM/L"))), QStringLiteral("n/a"));
                sawNa = true;
            }
        }
        QVERIFY(sawNa);

        // Sorted by CPU, descending: by millicores, not by text ("900m" after "1200m").
        table.pane.proxy()->sort(cpu, Qt::DescendingOrder);
        double previous = std::numeric_limits<double>::max();
        for (int row = 0; row < table.pane.proxy()->rowCount(); ++row) {
            const QString text = table.pane.proxy()->index(row, cpu).data().toString();
            if (text == QStringLiteral("n/a"))
                continue; // sorts last
            const double value = text.chopped(1).toDouble();
            QVERIFY2(value <= previous, qPrintable(text));
            previous = value;
        }
        const int last = table.pane.proxy()->rowCount() - 1;
        QCOMPARE(table.pane.proxy()->index(last, cpu).data().toString(), QStringLiteral("n/a"));
    }

    void cellsPastTheirLimitAreColoured()
    {
        SimFixture fixture(frozen(true));
        // A running pod whose usage is far past its tiny limits (kubesim's usage drifts around the default
        // request when none is set).
        fixture.sim().store().create(
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")),
            QJsonDocument::fromJson(R"({"apiVersion":"v1","kind":"Pod",
                "metadata":{"name":"squeezed","namespace":"default"},
                "spec":{"nodeName":"node-00","containers":[{"name":"app","image":"nginx",
                  "resources":{"limits":{"cpu":"1m","memory":"1Mi"}}}]},
                "status":{"phase":"Running"}})")
                .object());
        Table table(fixture, QStringLiteral("pods"));
        const int cpu = table.columnNamed(QStringLiteral("CPU"));
        const int cpuOfLimit = table.columnNamed(QStringLiteral("%CPU/L"));
        const int memoryOfLimit = table.columnNamed(QStringLiteral("%MEM/L"));
        QTRY_VERIFY_WITH_TIMEOUT(table.model()->rowCount() > 0 &&
                                     table.model()->index(0, cpu).data().toString() != QString(),
                                 10000);
        QTRY_VERIFY_WITH_TIMEOUT(
            runningPods(fixture) > 0 &&
                [&] {
                    for (int row = 0; row < table.model()->rowCount(); ++row)
                        if (table.model()->index(row, cpu).data().toString() != QStringLiteral("n/a"))
                            return true;
                    return false;
                }(),
            10000);
        // The shares come once the worker has read every measured pod's limits.
        QTRY_COMPARE_WITH_TIMEOUT(table.pane.usageColumns()->boundsKnown(), runningPods(fixture), 10000);
        // ...and joined with them on the worker.
        QTRY_VERIFY_WITH_TIMEOUT(
            table.model()->index(table.model()->rowOf("default/squeezed"), cpuOfLimit).data().toInt() >= 100,
            10000);
        const Theme theme(table.pane.view()->palette());
        int coloured = 0;
        for (int row = 0; row < table.model()->rowCount(); ++row) {
            for (const int column : {cpuOfLimit, memoryOfLimit}) {
                const QModelIndex index = table.model()->index(row, column);
                const QString text = index.data().toString();
                const int percent = text == QStringLiteral("n/a") ? -1 : text.toInt();
                const QVariant color = index.data(Qt::ForegroundRole);
                if (percent >= 100) {
                    QCOMPARE(color.value<QColor>(), theme.color(Theme::Role::ErrorText));
                    ++coloured;
                } else if (percent >= 80) {
                    QCOMPARE(color.value<QColor>(), theme.color(Theme::Role::WarningText));
                    ++coloured;
                } else {
                    QVERIFY2(!color.isValid(), qPrintable(text));
                }
            }
        }
        QVERIFY(coloured >= 2);
        const QModelIndex squeezed =
            table.model()->index(table.model()->rowOf("default/squeezed"), cpuOfLimit);
        QVERIFY(squeezed.data().toInt() >= 100);
        QCOMPARE(squeezed.data(ResourceTableModel::LevelRole).toInt(),
                 int(ResourceTableModel::CellLevel::Error));
        QCOMPARE(squeezed.siblingAtColumn(cpu).data(Qt::ForegroundRole).value<QColor>(),
                 theme.color(Theme::Role::ErrorText));
    }

    void nodeColumnsHoldWhatQkubectlTopPrints()
    {
        SimFixture fixture(frozen(true));
        Table table(fixture, QStringLiteral("nodes"));
        const int cpu = table.columnNamed(QStringLiteral("CPU"));
        const int cpuPercent = table.columnNamed(QStringLiteral("CPU%"));
        const int memory = table.columnNamed(QStringLiteral("MEM"));
        const int memoryPercent = table.columnNamed(QStringLiteral("MEM%"));
        QVERIFY(cpu >= 0 && cpuPercent >= 0 && memory >= 0 && memoryPercent >= 0);
        QVERIFY(!table.pane.view()->isColumnHidden(cpu)); // a node's four fit: shown at once
        QTRY_VERIFY_WITH_TIMEOUT(table.model()->rowCount() > 0 &&
                                     table.model()->index(0, cpu).data().toString() != QStringLiteral("n/a"),
                                 10000);
        // The shares come once the worker has read every node's allocatable.
        QTRY_COMPARE_WITH_TIMEOUT(table.pane.usageColumns()->boundsKnown(), table.model()->rowCount(), 10000);
        // ...and joined with them on the worker.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (int row = 0; row < table.model()->rowCount(); ++row)
                    if (table.model()->index(row, cpuPercent).data().toString() == QStringLiteral("n/a"))
                        return false;
                return true;
            }(),
            10000);
        const auto printed = top(fixture, {QStringLiteral("node")});
        QCOMPARE(printed.size(), table.model()->rowCount());
        for (auto it = printed.cbegin(); it != printed.cend(); ++it) {
            QCOMPARE(table.text(it.key(), cpu), it->at(0));
            QCOMPARE(table.text(it.key(), cpuPercent) + QLatin1Char('%'), it->at(1));
            QCOMPARE(table.text(it.key(), memory), it->at(2));
            QCOMPARE(table.text(it.key(), memoryPercent) + QLatin1Char('%'), it->at(3));
        }
    }

    void nodesCountTheirNonTerminatedPodsOfAllocatable()
    {
        SimFixture fixture(frozen(true));
        const sim::ResourceType &pods =
            *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods"));
        const auto podsOnNodes = [&] {
            QHash<QString, int> out;
            for (const sim::StoredObject &pod : fixture.sim().store().objects(pods)) {
                const QJsonObject json = pod.object();
                const QString node = json.value(QStringLiteral("spec"))
                                         .toObject()
                                         .value(QStringLiteral("nodeName"))
                                         .toString();
                const QString phase =
                    json.value(QStringLiteral("status")).toObject().value(QStringLiteral("phase")).toString();
                if (!node.isEmpty() && phase != QStringLiteral("Succeeded") &&
                    phase != QStringLiteral("Failed"))
                    ++out[node];
            }
            return out;
        };
        const QString busiest = podsOnNodes().constBegin().key();
        const int before = podsOnNodes().value(busiest);
        // A finished pod holds no slot; a pending one already placed does.
        for (const QString &phase :
             {QStringLiteral("Succeeded"), QStringLiteral("Failed"), QStringLiteral("Pending")})
            fixture.sim().store().create(pods,
                                         QJsonDocument::fromJson(QStringLiteral(R"({"apiVersion":"v1",
                    "kind":"Pod","metadata":{"name":"placed-%1","namespace":"default"},
                    "spec":{"nodeName":"%2","containers":[{"name":"app","image":"nginx"}]},
                    "status":{"phase":"%3"}})")
                                                                     .arg(phase.toLower(), busiest, phase)
                                                                     .toUtf8())
                                             .object());
        const QHash<QString, int> expected = podsOnNodes();
        QCOMPARE(expected.value(busiest), before + 1);

        Table table(fixture, QStringLiteral("nodes"));
        const int podsColumn = table.columnNamed(QStringLiteral("PODS"));
        QVERIFY(podsColumn >= 0);
        QTRY_VERIFY_WITH_TIMEOUT(table.model()->rowCount() > 0 &&
                                     table.text(busiest.toUtf8(), podsColumn) ==
                                         QStringLiteral("%1/110").arg(before + 1),
                                 10000);
        for (int i = 0; i < table.model()->rowCount(); ++i) {
            const ResourceRow *node = table.model()->row(i);
            const int count = expected.value(QString::fromUtf8(node->key));
            const QString allocatable = node->object.toJsonObject()
                                            .value(QStringLiteral("status"))
                                            .toObject()
                                            .value(QStringLiteral("allocatable"))
                                            .toObject()
                                            .value(QStringLiteral("pods"))
                                            .toString();
            QCOMPARE(table.model()->index(i, podsColumn).data().toString(),
                     QStringLiteral("%1/%2").arg(count).arg(allocatable));
            // Sorted by the count, not the text ("9/110" before "10/110").
            QCOMPARE(table.model()
                         ->index(i, podsColumn)
                         .data(ResourceTableModel::CellRole)
                         .value<PrintCell>()
                         .orderKey(0),
                     PrintCell::number(count, QString()).orderKey(0));
        }
    }

    void namespacesSumTheirPodsUsage()
    {
        SimFixture fixture(frozen(true));
        Table table(fixture, QStringLiteral("namespaces"));
        const int cpu = table.columnNamed(QStringLiteral("CPU"));
        const int memory = table.columnNamed(QStringLiteral("MEM"));
        QVERIFY(cpu >= 0 && memory >= 0);
        QVERIFY(!table.pane.view()->isColumnHidden(cpu));
        // Each pod's CPU as kubectl top prints it (whole millicores, rounded up) adds up to its namespace's;
        // its memory (Mi rounded down) to at most a MiB a pod less.
        QHash<QByteArray, qint64> cpuSum, memorySum, podCount;
        const auto printed = top(fixture, {QStringLiteral("pod"), QStringLiteral("-A")});
        QVERIFY(!printed.isEmpty());
        for (auto it = printed.cbegin(); it != printed.cend(); ++it) {
            const QByteArray ns = it.key().left(it.key().indexOf('/'));
            cpuSum[ns] += it->at(0).chopped(1).toLongLong();
            memorySum[ns] += it->at(1).chopped(2).toLongLong();
            ++podCount[ns];
        }
        QTRY_VERIFY_WITH_TIMEOUT(table.model()->rowCount() > 0 &&
                                     table.text(cpuSum.constBegin().key(), cpu) != QStringLiteral("n/a"),
                                 10000);
        QTRY_VERIFY_WITH_TIMEOUT(table.text(cpuSum.constBegin().key(), cpu) != QStringLiteral("0m"), 10000);
        for (int i = 0; i < table.model()->rowCount(); ++i) {
            const QByteArray ns = table.model()->row(i)->key;
            QCOMPARE(table.model()->index(i, cpu).data().toString(),
                     QStringLiteral("%1m").arg(cpuSum.value(ns)));
            const qint64 mebibytes =
                table.model()->index(i, memory).data().toString().chopped(2).toLongLong();
            QVERIFY2(mebibytes >= memorySum.value(ns) &&
                         mebibytes <= memorySum.value(ns) + podCount.value(ns),
                     ns.constData());
        }
    }

    void theNamespacesPaneSumsItsPodsUsage()
    {
        SimFixture fixture(frozen(true));
        NamespacesPane namespaces(fixture);
        NamespacePane &pane = namespaces.pane;
        QHash<QByteArray, qint64> cpuSum;
        qint64 total = 0;
        const auto printed = top(fixture, {QStringLiteral("pod"), QStringLiteral("-A")});
        for (auto it = printed.cbegin(); it != printed.cend(); ++it) {
            cpuSum[it.key().left(it.key().indexOf('/'))] += it->at(0).chopped(1).toLongLong();
            total += it->at(0).chopped(1).toLongLong();
        }
        QVERIFY(cpuSum.size() > 1);
        NamespaceTreeModel *model = pane.model();
        const QModelIndex cluster = model->index(0, 0);
        const auto cell = [&](const QString &ns, int column) {
            return model->namespaceIndex(ns).siblingAtColumn(column).data().toString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(cell(QStringLiteral("default"), NamespaceTreeModel::CpuColumn),
                                  QStringLiteral("%1m").arg(cpuSum.value("default")), 10000);
        for (auto it = cpuSum.cbegin(); it != cpuSum.cend(); ++it)
            QCOMPARE(cell(QString::fromUtf8(it.key()), NamespaceTreeModel::CpuColumn),
                     QStringLiteral("%1m").arg(*it));
        QVERIFY(
            cell(QStringLiteral("default"), NamespaceTreeModel::MemoryColumn).endsWith(QStringLiteral("Mi")));
        QCOMPARE(cluster.siblingAtColumn(NamespaceTreeModel::CpuColumn).data().toString(),
                 QStringLiteral("%1m").arg(total));
        QVERIFY(model->namespaceIndex(QStringLiteral("default"))
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("CPU %1m").arg(cpuSum.value("default"))));
        // Shown beside the names where there is room; a narrow pane leaves them to the tooltips.
        QVERIFY(!pane.isColumnHidden(NamespaceTreeModel::CpuColumn));
        MetricsClient *client = MetricsClient::of(namespaces.session);
        QVERIFY(client->isPolling());
        pane.resize(180, 400);
        QTRY_VERIFY(pane.isColumnHidden(NamespaceTreeModel::CpuColumn));
        QVERIFY(pane.isColumnHidden(NamespaceTreeModel::MemoryColumn));
        // Not shown, not asked for: nothing polls at 100k pods for a hidden column.
        QVERIFY(!client->isPolling());
        QCOMPARE(cell(QStringLiteral("default"), NamespaceTreeModel::CpuColumn), QString());
        pane.resize(640, 400);
        QTRY_VERIFY(!pane.isColumnHidden(NamespaceTreeModel::MemoryColumn));
    }

    void theNamespacesPaneHasNoUsageWithoutMetricsServer()
    {
        SimFixture fixture(frozen(false));
        NamespacesPane namespaces(fixture);
        NamespacePane &pane = namespaces.pane;
        QTRY_VERIFY_WITH_TIMEOUT(pane.model()->namespaceIndex(QStringLiteral("default")).isValid(), 10000);
        QVERIFY(pane.isColumnHidden(NamespaceTreeModel::CpuColumn));
        QVERIFY(pane.isColumnHidden(NamespaceTreeModel::MemoryColumn));
        QCOMPARE(pane.model()
                     ->namespaceIndex(QStringLiteral("default"))
                     .siblingAtColumn(NamespaceTreeModel::CpuColumn)
                     .data()
                     .toString(),
                 QString());
    }

    void theUsageTabDrawsTheSelectedPodsKeptHistory()
    {
        SimFixture fixture(frozen(true));
        Table table(fixture, QStringLiteral("pods"));
        DetailsPane details;
        EventLogFilterProxyModel events;
        SelectionController selection(&table.pane, &details, &events, &table.clusters);
        const int cpu = table.columnNamed(QStringLiteral("CPU"));
        const int memory = table.columnNamed(QStringLiteral("MEM"));
        int row = -1;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (int i = 0; i < table.model()->rowCount(); ++i)
                    if (table.model()->index(i, cpu).data().toString() != QStringLiteral("n/a"))
                        return (row = i) >= 0;
                return false;
            }(),
            10000);
        const ResourceRow *pod = table.model()->row(row);
        ObjectSelection chosen;
        chosen.context = context;
        chosen.resource = table.pane.resource();
        chosen.namespaceName = QString::fromUtf8(pod->keyNamespace());
        chosen.name = QString::fromUtf8(pod->keyName());
        selection.open(chosen, false);

        // Polls within one metrics-server scrape keep one sample: the one the table shows.
        QTRY_COMPARE_WITH_TIMEOUT(details.usageView()->chart().total.size(), 1, 5000);
        const QString summary = details.usageView()->summaryText();
        QVERIFY2(
            summary.startsWith(QStringLiteral("CPU ") + table.model()->index(row, cpu).data().toString()),
            qPrintable(summary));
        QVERIFY2(summary.contains(table.model()->index(row, memory).data().toString()), qPrintable(summary));
        QVERIFY(!details.usageView()->grab().isNull());
        // One chart per container, with the container's request and limit as lines (kubesim sets both).
        const UsageChart chart = details.usageView()->chart();
        const QList<ContainerResources> spec = podContainerResources(pod->object.toJsonObject());
        QCOMPARE(chart.series.size(), spec.size());
        for (int i = 0; i < spec.size(); ++i) {
            QCOMPARE(chart.series[i].name, spec[i].name);
            QTRY_COMPARE_WITH_TIMEOUT(details.usageView()->chart().series[i].samples.size(), 1, 5000);
            QCOMPARE(chart.series[i].cpuLines.first(),
                     (UsageReference{UsageReference::Kind::Request, *spec[i].requests.cpuMillicores}));
            QCOMPARE(chart.series[i].memoryLines.last(),
                     (UsageReference{UsageReference::Kind::Limit, *spec[i].limits.memoryBytes}));
        }

        // Nothing selected: nothing drawn.
        selection.clear();
        QVERIFY(details.usageView()->chart().total.isEmpty());
        QVERIFY(details.usageView()->chart().series.isEmpty());
    }

    void percentagesWaitForTheBoundsReadOnTheWorker()
    {
        SimFixture fixture(frozen(true));
        OpenClusters clusters;
        TablePane pane(&clusters);
        ClusterSession *session = clusters.open(context, fixture.restConfig());
        QVERIFY(QTest::qWaitFor([session] { return session->discovered(); }, 10000));
        pane.setCluster(context, session);
        ResourceTableModel *model = pane.model();
        // At every change of the cells: a row shows a share of its requests or limits only once the worker
        // has read them from that row's object. The GUI thread never reads them itself.
        int early = 0;
        int changes = 0;
        const auto check = [&] {
            ++changes;
            const int first = model->firstExtraColumn();
            for (int i = 0; i < model->rowCount() && model->extraColumnCount() > 0; ++i)
                for (const int column : {first + 2, first + 3, first + 4, first + 5})
                    if (model->index(i, column)
                                .data(ResourceTableModel::CellRole)
                                .value<PrintCell>()
                                .kind() != PrintCell::Kind::None &&
                        !pane.usageColumns()->boundsOf(QString(), model->row(i)->key))
                        ++early;
        };
        connect(model, &QAbstractItemModel::dataChanged, this, check);
        pane.showResource(*session->findResource({}, QStringLiteral("pods")));
        const int cpuOfRequest = model->firstExtraColumn() + 2;
        QTRY_VERIFY_WITH_TIMEOUT(
            runningPods(fixture) > 0 &&
                [&] {
                    int shown = 0;
                    for (int i = 0; i < model->rowCount(); ++i)
                        shown += model->index(i, cpuOfRequest).data().toString() != QStringLiteral("n/a");
                    return shown == runningPods(fixture);
                }(),
            10000);
        QVERIFY(changes > 0);
        QCOMPARE(early, 0);
        // What the rows show is the worker's reading of each one's current version, as the join says; a pod
        // without usage (not running) is not read at all.
        QCOMPARE(pane.usageColumns()->boundsKnown(), runningPods(fixture));
        for (int i = 0; i < model->rowCount(); ++i) {
            const ResourceRow *row = model->row(i);
            const UsageBounds *bounds = pane.usageColumns()->boundsOf(QString(), row->key);
            if (model->index(i, cpuOfRequest).data().toString() == QStringLiteral("n/a"))
                continue;
            QVERIFY(bounds);
            QCOMPARE(bounds->version.identity(), row->object.identity());
            const PodUsage expected = joinPodUsage(row->object.toJsonObject(), nullptr);
            QCOMPARE(bounds->pod.requests.cpuMillicores, expected.requests.cpuMillicores);
            QCOMPARE(bounds->pod.limits.memoryBytes, expected.limits.memoryBytes);
        }
    }

    void allClustersShowEachClustersUsage()
    {
        // Two clusters: one with metrics-server, one without.
        SimFixture served(frozen(true));
        SimFixture bare(frozen(false));
        OpenClusters clusters;
        TablePane pane(&clusters);
        const QString one = QStringLiteral("one");
        const QString two = QStringLiteral("two");
        ClusterSession *first = clusters.open(one, served.restConfig());
        ClusterSession *second = clusters.open(two, bare.restConfig());
        QVERIFY(QTest::qWaitFor([&] { return first->discovered() && second->discovered(); }, 10000));
        // The current cluster is the one without: the columns come for the other.
        pane.setCluster(two, second);
        pane.setSpansClusters(true);
        pane.showResource(*second->findResource({}, QStringLiteral("pods")));
        ResourceTableModel *model = pane.model();
        const auto columnNamed = [model](const QString &name) {
            for (int column = 0; column < model->columnCount(); ++column)
                if (model->headerData(column, Qt::Horizontal).toString() == name)
                    return column;
            return -1;
        };
        const int cpu = columnNamed(QStringLiteral("CPU"));
        const int memory = columnNamed(QStringLiteral("MEM"));
        const int memoryOfLimit = columnNamed(QStringLiteral("%MEM/L"));
        QVERIFY(cpu >= 0 && memory >= 0 && memoryOfLimit >= 0);
        QCOMPARE(model->clusterColumn(), 0);
        const auto podsOf = [](SimFixture &fixture) {
            return int(
                fixture.sim()
                    .store()
                    .objects(*sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("pods")))
                    .size());
        };
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), podsOf(served) + podsOf(bare), 10000);
        const auto printed = top(served, {QStringLiteral("pod"), QStringLiteral("-A")});
        QVERIFY(!printed.isEmpty());
        // The served cluster's rows hold what qkubectl top prints for it.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (auto it = printed.cbegin(); it != printed.cend(); ++it)
                    if (model->index(model->rowOf(one, it.key()), cpu).data().toString() != it->at(0))
                        return false;
                return true;
            }(),
            10000);
        int bareRows = 0;
        for (int i = 0; i < model->rowCount(); ++i) {
            const QByteArray key = model->row(i)->key;
            if (model->clusterOf(i) == one) {
                if (printed.contains(key))
                    QCOMPARE(model->index(i, memory).data().toString(), printed.value(key).at(1));
                continue;
            }
            // Without metrics-server: n/a, whatever the pod.
            QCOMPARE(model->clusterOf(i), two);
            QCOMPARE(model->index(i, cpu).data().toString(), QStringLiteral("n/a"));
            QCOMPARE(model->index(i, memoryOfLimit).data().toString(), QStringLiteral("n/a"));
            ++bareRows;
        }
        QCOMPARE(bareRows, podsOf(bare));
        // Sorted by CPU over both clusters: by millicores, n/a last.
        pane.proxy()->sort(cpu, Qt::DescendingOrder);
        double previous = std::numeric_limits<double>::max();
        bool sawNa = false;
        for (int row = 0; row < pane.proxy()->rowCount(); ++row) {
            const QString text = pane.proxy()->index(row, cpu).data().toString();
            if (text == QStringLiteral("n/a")) {
                sawNa = true;
                continue;
            }
            QVERIFY2(!sawNa, qPrintable(text));
            const double value = text.chopped(1).toDouble();
            QVERIFY2(value <= previous, qPrintable(text));
            previous = value;
        }
        // The served cluster closes: no cluster left has the API, so neither have the columns.
        pane.dropCluster(one);
        QCOMPARE(model->extraColumnCount(), 0);
    }

    void allClustersNodesCarryTheirOwnClustersFigures()
    {
        SimFixture served(frozen(true));
        SimFixture bare(frozen(false));
        OpenClusters clusters;
        TablePane pane(&clusters);
        ClusterSession *first = clusters.open(QStringLiteral("one"), served.restConfig());
        ClusterSession *second = clusters.open(QStringLiteral("two"), bare.restConfig());
        QVERIFY(QTest::qWaitFor([&] { return first->discovered() && second->discovered(); }, 10000));
        pane.setCluster(QStringLiteral("one"), first);
        pane.setSpansClusters(true);
        pane.showResource(*first->findResource({}, QStringLiteral("nodes")));
        ResourceTableModel *model = pane.model();
        QCOMPARE(model->extraColumnCount(), 5);
        const int cpuPercent = model->firstExtraColumn() + 1;
        const int podsColumn = model->firstExtraColumn() + 4;
        const auto printed = top(served, {QStringLiteral("node")});
        QVERIFY(!printed.isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (auto it = printed.cbegin(); it != printed.cend(); ++it)
                    if (model->index(model->rowOf(QStringLiteral("one"), it.key()), cpuPercent)
                                .data()
                                .toString() +
                            QLatin1Char('%') !=
                        it->at(1))
                        return false;
                return model->rowCount() == 2 * int(printed.size());
            }(),
            10000);
        for (int i = 0; i < model->rowCount(); ++i)
            if (model->clusterOf(i) == QStringLiteral("two")) {
                QCOMPARE(model->index(i, cpuPercent).data().toString(), QStringLiteral("n/a"));
                QCOMPARE(model->index(i, podsColumn).data().toString(), QStringLiteral("n/a"));
            }
    }

    void metricsForAPodTheInformerLacksWaitForItsRow()
    {
        SimFixture fixture(frozen(true));
        QList<QJsonObject> running = runningPodObjects(fixture);
        QVERIFY(running.size() >= 2);
        const QJsonObject late = running.takeLast();
        FedTable table(fixture);
        for (const QJsonObject &pod : std::as_const(running))
            table.upsert(pod);
        QTRY_VERIFY_WITH_TIMEOUT(table.model.extraColumnCount() == 6 &&
                                     table.text(keyOf(running.first()), 0) != QStringLiteral("n/a"),
                                 10000);
        // The answer named a pod the table does not have: nothing shows for it, nothing breaks.
        QCOMPARE(table.polls, 1);
        QCOMPARE(table.model.rowCount(), running.size());
        QCOMPARE(table.model.rowOf(keyOf(late)), -1);
        // Its row comes: it shows the usage that answer had, without waiting for another poll.
        table.upsert(late);
        const auto printed = top(fixture, {QStringLiteral("pod"), QStringLiteral("-A")});
        QTRY_COMPARE(table.text(keyOf(late), 0), printed.value(keyOf(late)).value(0));
        QCOMPARE(table.text(keyOf(late), 1), printed.value(keyOf(late)).value(1));
        QCOMPARE(table.polls, 1);
    }

    void aPodCreatedAgainIsMeasuredAgainstItsNewLimits()
    {
        SimFixture fixture(frozen(true));
        const QJsonObject pod = runningPodObjects(fixture).first();
        const QByteArray key = keyOf(pod);
        FedTable table(fixture);
        table.upsert(pod);
        QTRY_VERIFY_WITH_TIMEOUT(table.model.extraColumnCount() == 6 && table.usage.boundsOf({}, key), 10000);
        const qint64 cpu = table.text(key, 0).chopped(1).toLongLong();
        QVERIFY(cpu > 0);
        // The same name again (a new object, say after a rollout), limited to ten times the CPU in use.
        QJsonObject again = pod;
        QJsonObject spec = again.value(QStringLiteral("spec")).toObject();
        QJsonArray containers = spec.value(QStringLiteral("containers")).toArray();
        QJsonArray limited;
        for (const QJsonValue &value : std::as_const(containers)) {
            QJsonObject container = value.toObject();
            const qint64 share = 10 * cpu / containers.size() + 1;
            container.insert(
                QStringLiteral("resources"),
                QJsonObject{{QStringLiteral("limits"),
                             QJsonObject{{QStringLiteral("cpu"), QStringLiteral("%1m").arg(share)}}}});
            limited.append(container);
        }
        spec.insert(QStringLiteral("containers"), limited);
        again.insert(QStringLiteral("spec"), spec);
        table.remove(key);
        table.upsert(again);
        const PodUsage expected =
            joinPodUsage(again, nullptr); // the new limits, summed as the worker sums them
        const QString share = QString::number(*usagePercent(cpu, *expected.limits.cpuMillicores));
        QTRY_COMPARE(table.text(key, 3), share); // %CPU/L
        QCOMPARE(table.text(key, 2), share);     // %CPU/R: an unset request is its limit
        QCOMPARE(table.polls, 1);
    }

    void noColumnsWithoutMetricsServer()
    {
        SimFixture fixture(frozen(false));
        Table table(fixture, QStringLiteral("pods"));
        QTRY_VERIFY_WITH_TIMEOUT(table.model()->rowCount() > 0, 10000);
        QCOMPARE(table.model()->extraColumnCount(), 0);
        QCOMPARE(table.columnNamed(QStringLiteral("CPU")), -1);
        QCOMPARE(table.columnNamed(QStringLiteral("%MEM/L")), -1);
    }

    void otherKindsHaveNoUsageColumns()
    {
        SimFixture fixture(frozen(true));
        Table table(fixture, QStringLiteral("services"));
        QCOMPARE(table.model()->extraColumnCount(), 0);
        table.pane.showResource(*table.session->findResource({}, QStringLiteral("pods")));
        QCOMPARE(table.model()->extraColumnCount(), 6);
        table.pane.showResource(*table.session->findResource({}, QStringLiteral("nodes")));
        QCOMPARE(table.model()->extraColumnCount(), 5);
        table.pane.showResource(*table.session->findResource({}, QStringLiteral("namespaces")));
        QCOMPARE(table.model()->extraColumnCount(), 2);
        table.pane.showResource(*table.session->findResource({}, QStringLiteral("configmaps")));
        QCOMPARE(table.model()->extraColumnCount(), 0);
    }
};

QTEST_MAIN(tst_UsageColumns)
#include "tst_usagecolumns.moc"
