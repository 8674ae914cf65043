// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// kubesim's Nodes as a kubelet reports them: capacity and allocatable with every resource a real node lists
// (allocatable below capacity by what is reserved), node info, addresses and the four conditions with their
// real reasons, in the shape of a node recorded from a live cluster
// (tests/data/printers/live/nodes.list.json), so that what qkube and `kubectl describe node` show of a
// simulated node is what they show of a real one.
#include "describe/nodedescriber.h"
#include "printers/quantity.h"
#include "sim/kubesim.h"
#include "sim/objectmeta.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace kube::sim;

namespace {
QList<QJsonObject> simNodes(KubeSim &sim)
{
    QList<QJsonObject> nodes;
    for (const StoredObject &stored : sim.store().objects(ResourceType::builtin({}, QStringLiteral("nodes"))))
        nodes.append(stored.object());
    return nodes;
}

QJsonObject liveNode()
{
    QFile file(QStringLiteral(QKUBE_TEST_DATA_DIR "/printers/live/nodes.list.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll())
        .object()
        .value(QLatin1String("items"))
        .toArray()
        .first()
        .toObject();
}

QSet<QString> keysOf(const QJsonObject &object)
{
    const QStringList keys = object.keys();
    return {keys.begin(), keys.end()};
}

QSet<QString> keysOfEach(const QJsonArray &array)
{
    QSet<QString> keys;
    for (const QJsonValue &value : array)
        keys.unite(keysOf(value.toObject()));
    return keys;
}

kube::Quantity quantity(const QJsonObject &list, const QString &resource)
{
    const kube::Result<kube::Quantity> q = kube::Quantity::parse(list.value(resource).toString());
    return q ? q.value() : kube::Quantity();
}
} // namespace

class tst_SimNodes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(!liveNode().isEmpty());
        QCOMPARE(simNodes(m_sim).size(), 3);
    }

    void nodesHaveTheShapeOfARecordedNode()
    {
        const QJsonObject live = ObjectMeta::child(liveNode(), "status");
        for (const QJsonObject &node : simNodes(m_sim)) {
            const QJsonObject status = ObjectMeta::child(node, "status");
            QVERIFY2(keysOf(status).contains(keysOf(live)), qPrintable(ObjectMeta::name(node)));
            QCOMPARE(keysOf(status.value(QLatin1String("nodeInfo")).toObject()),
                     keysOf(live.value(QLatin1String("nodeInfo")).toObject()));
            QCOMPARE(keysOfEach(status.value(QLatin1String("conditions")).toArray()),
                     keysOfEach(live.value(QLatin1String("conditions")).toArray()));
            QCOMPARE(keysOfEach(status.value(QLatin1String("addresses")).toArray()),
                     keysOfEach(live.value(QLatin1String("addresses")).toArray()));
            QVERIFY(keysOf(status.value(QLatin1String("capacity")).toObject())
                        .contains(keysOf(live.value(QLatin1String("capacity")).toObject())));
            QVERIFY(keysOf(status.value(QLatin1String("allocatable")).toObject())
                        .contains(keysOf(live.value(QLatin1String("allocatable")).toObject())));
            QCOMPARE(status.value(QLatin1String("daemonEndpoints"))
                         .toObject()
                         .value(QLatin1String("kubeletEndpoint"))
                         .toObject()
                         .value(QLatin1String("Port"))
                         .toInt(),
                     10250);
            QVERIFY(!status.value(QLatin1String("images")).toArray().isEmpty());
            QCOMPARE(
                ObjectMeta::child(node, "spec").value(QLatin1String("podCIDRs")).toArray().first().toString(),
                ObjectMeta::child(node, "spec").value(QLatin1String("podCIDR")).toString());
        }
    }

    void conditionsAreAHealthyKubeletsReports_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("reason");
        QTest::newRow("memory") << QStringLiteral("MemoryPressure") << QStringLiteral("False")
                                << QStringLiteral("KubeletHasSufficientMemory");
        QTest::newRow("disk") << QStringLiteral("DiskPressure") << QStringLiteral("False")
                              << QStringLiteral("KubeletHasNoDiskPressure");
        QTest::newRow("process ids") << QStringLiteral("PIDPressure") << QStringLiteral("False")
                                     << QStringLiteral("KubeletHasSufficientPID");
        QTest::newRow("ready") << QStringLiteral("Ready") << QStringLiteral("True")
                               << QStringLiteral("KubeletReady");
    }

    void conditionsAreAHealthyKubeletsReports()
    {
        QFETCH(QString, type);
        QFETCH(QString, status);
        QFETCH(QString, reason);
        for (const QJsonObject &node : simNodes(m_sim)) {
            QJsonObject found;
            for (const QJsonValue &condition :
                 ObjectMeta::child(node, "status").value(QLatin1String("conditions")).toArray())
                if (condition.toObject().value(QLatin1String("type")) == type)
                    found = condition.toObject();
            QCOMPARE(found.value(QLatin1String("status")).toString(), status);
            QCOMPARE(found.value(QLatin1String("reason")).toString(), reason);
        }
    }

    void allocatableIsCapacityLessWhatIsReserved_data()
    {
        QTest::addColumn<QString>("resource");
        QTest::addColumn<bool>("reserved"); // strictly below capacity
        QTest::newRow("cpu") << QStringLiteral("cpu") << true;
        QTest::newRow("memory") << QStringLiteral("memory") << true;
        QTest::newRow("ephemeral-storage") << QStringLiteral("ephemeral-storage") << true;
        QTest::newRow("pods") << QStringLiteral("pods") << false;
        QTest::newRow("hugepages-1Gi") << QStringLiteral("hugepages-1Gi") << false;
        QTest::newRow("hugepages-2Mi") << QStringLiteral("hugepages-2Mi") << false;
    }

    void allocatableIsCapacityLessWhatIsReserved()
    {
        QFETCH(QString, resource);
        QFETCH(bool, reserved);
        for (const QJsonObject &node : simNodes(m_sim)) {
            const QJsonObject status = ObjectMeta::child(node, "status");
            const QJsonObject capacity = status.value(QLatin1String("capacity")).toObject();
            const QJsonObject allocatable = status.value(QLatin1String("allocatable")).toObject();
            QVERIFY(kube::Quantity::parse(capacity.value(resource).toString()));
            QVERIFY(kube::Quantity::parse(allocatable.value(resource).toString()));
            const kube::Quantity whole = quantity(capacity, resource);
            const kube::Quantity left = quantity(allocatable, resource);
            QVERIFY(!(whole < left));
            QCOMPARE(left < whole, reserved);
            if (reserved) // a bit below: reservations are a few percent at most
                QVERIFY(left.milliValue() > whole.milliValue() / 100 * 85);
        }
    }

    void describeNodeShowsCapacityAllocatableAndSystemInfo()
    {
        kube::NodeDescription description;
        description.node = simNodes(m_sim).first();
        description.pods = QList<QJsonObject>();
        const QString text =
            kube::describeNode(description, kube::DescribeClock{QDateTime::currentMSecsSinceEpoch()}).text();
        const qsizetype allocatableAt = text.indexOf(QLatin1String("\nAllocatable:\n"));
        QVERIFY2(allocatableAt > 0, qPrintable(text));
        const QString allocatable =
            text.mid(allocatableAt, text.indexOf(QLatin1String("\nSystem Info:")) - allocatableAt + 1);
        for (const char *line : {"  cpu:                7800m\n", "  hugepages-1Gi:      0\n",
                                 "  hugepages-2Mi:      0\n", "  pods:               110\n"})
            QVERIFY2(allocatable.contains(QLatin1String(line)), qPrintable(allocatable));
        QVERIFY2(allocatable.contains(QLatin1String("  memory:             ")) &&
                     allocatable.contains(QLatin1String("  ephemeral-storage:  ")),
                 qPrintable(allocatable));
        for (const char *line : {"Machine ID:", "System UUID:", "Boot ID:", "Kernel Version:",
                                 "Container Runtime Version:  containerd://", "Kubelet Version:"})
            QVERIFY2(text.contains(QLatin1String(line)), line);
        // Requests are a share of what can be allocated, as kubectl computes them.
        QVERIFY2(text.contains(QLatin1String("Allocated resources:")), qPrintable(text));
    }

private:
    KubeSim m_sim{[] {
        KubeSimOptions options;
        options.scenario.nodes = 3;
        return options;
    }()};
};

QTEST_GUILESS_MAIN(tst_SimNodes)
#include "tst_simnodes.moc"
