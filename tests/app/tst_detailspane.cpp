// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The details pane on its own: each kind's description laid out (its describer's rows, sections and tables),
// Secret values hidden until revealed, links, the YAML's highlighting, the theme's colours, the last state
// kept when the object goes.
#include "detailspane.h"
#include "theme.h"

#include "describe/describerregistry.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>

using namespace kube;

namespace {
ObjectDetails digest(const char *group, const char *resource, const char *kind, const QByteArray &json)
{
    const auto object = Object::fromJson(json);
    if (!object)
        qFatal("bad test object: %s", qPrintable(object.error().toString()));
    return ObjectDetails::fromObject(object.value(),
                                     {QLatin1String(group), QStringLiteral("v1"), QLatin1String(resource)},
                                     QLatin1String(kind));
}

// The reads a describer makes, answered at once: no other objects and no Events about this one.
class NothingElse : public DescribeSource
{
public:
    void list(const GroupVersionResource &, const QString &, const ListOptions &,
              std::function<void(Items)> done) override
    {
        done(QList<QJsonObject>());
    }
    void get(const GroupVersionResource &, const QString &, const QString &name,
             std::function<void(Result<QJsonObject>)> done) override
    {
        done(Error(Error::Kind::Status, name + QStringLiteral(" not found")));
    }
    void events(const QJsonObject &, const QString &, std::function<void(Events)> done) override
    {
        done(QList<QJsonObject>());
    }
    void fail(const Error &) override {}
};

// What the kind's describer makes of `json` (all of the describers here answer at once).
Description described(const char *group, const char *resource, const char *kind, const QByteArray &json)
{
    NothingElse source;
    Description description;
    describerFor(QLatin1String(group), QLatin1String(resource), QLatin1String(kind))(
        QJsonDocument::fromJson(json).object(), &source, DescribeClock{QDateTime::currentMSecsSinceEpoch()},
        [&description](const Description &made) { description = made; });
    return description;
}

const QByteArray secretJson =
    R"({"apiVersion":"v1","kind":"Secret","metadata":{"name":"db","namespace":"prod","uid":"u-1","resourceVersion":"7"},
    "type":"Opaque","data":{"password":"czNjcjN0","blob":"/w=="}})";
} // namespace

class tst_DetailsPane : public QObject
{
    Q_OBJECT

    void show(DetailsPane &pane, const ObjectDetails &details)
    {
        pane.showLoading(details.key);
        pane.showDetails(details);
    }
    void showDescribed(DetailsPane &pane, const char *group, const char *resource, const char *kind,
                       const QByteArray &json)
    {
        const ObjectDetails details = digest(group, resource, kind, json);
        show(pane, details);
        pane.showDescription(details.key, details.uid, described(group, resource, kind, json), {});
    }

private Q_SLOTS:
    // What each kind's describer prints, as the overview lays it out.
    void theOverviewShowsTheKindsDescription_data()
    {
        QTest::addColumn<QByteArray>("group");
        QTest::addColumn<QByteArray>("resource");
        QTest::addColumn<QByteArray>("kind");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QStringList>("shown");
        QTest::newRow("a pod not yet scheduled shows its containers of every kind from the spec")
            << QByteArray("") << QByteArray("pods") << QByteArray("Pod")
            << QByteArray(
                   R"({"kind":"Pod","metadata":{"name":"p","namespace":"n","uid":"u","labels":{"app":"web"},"finalizers":["example.com/keep"]},
                 "spec":{"initContainers":[{"name":"setup","image":"busybox"}],"containers":[{"name":"app","image":"nginx:1.27",
                 "ports":[{"containerPort":80}],"resources":{"requests":{"cpu":"100m"}},"readinessProbe":{"httpGet":{"path":"/ready","port":80}}}],
                 "ephemeralContainers":[{"name":"debugger","image":"busybox"}]},"status":{"phase":"Pending"}})")
            << QStringList{QStringLiteral("Init Containers"),
                           QStringLiteral("setup"),
                           QStringLiteral("nginx:1.27"),
                           QStringLiteral("Ephemeral Containers"),
                           QStringLiteral("debugger"),
                           QStringLiteral("80/TCP"),
                           QStringLiteral("cpu"),
                           QStringLiteral("100m"),
                           QStringLiteral("http-get http://:80/ready"),
                           QStringLiteral("app=web"),
                           QStringLiteral("example.com/keep")};
        QTest::newRow("a service shows its type, ports and selector")
            << QByteArray("") << QByteArray("services") << QByteArray("Service")
            << QByteArray(
                   R"({"kind":"Service","metadata":{"name":"s","namespace":"n","uid":"u"},"spec":{"type":"NodePort","clusterIPs":["10.0.0.9"],
                 "selector":{"app":"web"},"ports":[{"name":"http","port":80,"targetPort":8080,"nodePort":30080,"protocol":"TCP"}]}})")
            << QStringList{QStringLiteral("NodePort"), QStringLiteral("10.0.0.9"), QStringLiteral("app=web"),
                           QStringLiteral("30080/TCP"), QStringLiteral("8080/TCP")};
        QTest::newRow("a node shows addresses, taints, capacity and conditions")
            << QByteArray("") << QByteArray("nodes") << QByteArray("Node")
            << QByteArray(
                   R"({"kind":"Node","metadata":{"name":"node-1","uid":"u"},"spec":{"taints":[{"key":"gpu","value":"yes","effect":"NoSchedule"}]},
                 "status":{"addresses":[{"type":"InternalIP","address":"10.1.0.1"}],"capacity":{"cpu":"8"},"allocatable":{"cpu":"7500m"},
                 "conditions":[{"type":"Ready","status":"True","reason":"KubeletReady","message":"kubelet is posting ready status"}]}})")
            << QStringList{
                   QStringLiteral("InternalIP"),         QStringLiteral("10.1.0.1"),
                   QStringLiteral("gpu=yes:NoSchedule"), QStringLiteral("7500m"),
                   QStringLiteral("KubeletReady"),       QStringLiteral("kubelet is posting ready status")};
        QTest::newRow("a config map shows its keys and values")
            << QByteArray("") << QByteArray("configmaps") << QByteArray("ConfigMap")
            << QByteArray(
                   R"({"kind":"ConfigMap","metadata":{"name":"c","namespace":"n","uid":"u"},"data":{"mode":"fast"}})")
            << QStringList{QStringLiteral("mode"), QStringLiteral("fast")};
        QTest::newRow("a deployment shows replicas, strategy and selector")
            << QByteArray("apps") << QByteArray("deployments") << QByteArray("Deployment")
            << QByteArray(
                   R"({"kind":"Deployment","metadata":{"name":"d","namespace":"n","uid":"u"},"spec":{"replicas":3,"selector":{"matchLabels":{"app":"web"}},
                 "strategy":{"type":"Recreate"},"template":{"spec":{"containers":[{"name":"c","image":"nginx"}]}}},"status":{"readyReplicas":2}})")
            << QStringList{QStringLiteral("3 desired"), QStringLiteral("Recreate"), QStringLiteral("app=web"),
                           QStringLiteral("nginx")};
    }
    void theOverviewShowsTheKindsDescription()
    {
        QFETCH(QByteArray, group);
        QFETCH(QByteArray, resource);
        QFETCH(QByteArray, kind);
        QFETCH(QByteArray, json);
        QFETCH(QStringList, shown);
        DetailsPane pane;
        showDescribed(pane, group.constData(), resource.constData(), kind.constData(), json);
        for (const QString &text : std::as_const(shown))
            QVERIFY2(pane.summaryText().contains(text),
                     qPrintable(text + QStringLiteral(" not in:\n") + pane.summaryText()));
    }

    // The overview of each kind digested, before its description arrives, compared with
    // tests/data/detailspane: its metadata and links, and the data the window's actions and related lists
    // read.
    void overviewIsUnchanged_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("group");
        QTest::addColumn<QByteArray>("resource");
        const struct
        {
            const char *file, *group, *resource;
        } rows[] = {{"pod", "", "pods"},
                    {"deployment", "apps", "deployments"},
                    {"statefulset", "apps", "statefulsets"},
                    {"daemonset", "apps", "daemonsets"},
                    {"replicaset", "apps", "replicasets"},
                    {"service", "", "services"},
                    {"service-external", "", "services"},
                    {"node", "", "nodes"},
                    {"job", "batch", "jobs"},
                    {"cronjob", "batch", "cronjobs"},
                    {"pvc", "", "persistentvolumeclaims"},
                    {"pv", "", "persistentvolumes"},
                    {"event", "", "events"},
                    {"event-v1", "events.k8s.io", "events"},
                    {"configmap", "", "configmaps"},
                    {"secret", "", "secrets"},
                    {"ingress", "networking.k8s.io", "ingresses"}};
        for (const auto &row : rows)
            QTest::newRow(row.file) << QString::fromLatin1(row.file) << QByteArray(row.group)
                                    << QByteArray(row.resource);
    }
    void overviewIsUnchanged()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, group);
        QFETCH(QByteArray, resource);
        const QString base = QStringLiteral(QKUBE_TEST_DATA_DIR "/detailspane/") + file;
        QFile json(base + QStringLiteral(".json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        const ObjectDetails details = digest(group.constData(), resource.constData(), "", json.readAll());
        DetailsPane pane;
        pane.setPalette(Theme::palette(Theme::Mode::Light));
        show(pane, details);
        QList<RelatedObjects> related;
        for (const RelatedQuery &query : details.related)
            related.append(query.collect({}));
        pane.showRelated(related);
        QString shown = pane.overview()->document()->toHtml() + QStringLiteral("\n--\n");
        for (const PodContainer &container : details.containers)
            shown += QStringLiteral("container %1 %2\n").arg(container.name).arg(int(container.kind));
        for (const ForwardablePort &port : details.forwardablePorts)
            shown += QStringLiteral("port %1 %2\n").arg(port.name).arg(port.number);
        shown += QStringLiteral("selector %1 replicas %2 unschedulable %3 suspended %4\n")
                     .arg(details.podSelector)
                     .arg(details.desiredReplicas)
                     .arg(details.unschedulable ? int(*details.unschedulable) : -1)
                     .arg(details.suspended ? int(*details.suspended) : -1);
        for (const RelatedQuery &query : details.related)
            shown += QStringLiteral("related %1 %2 %3 [%4] [%5] [%6] %7 %8\n")
                         .arg(query.gvr.group, query.gvr.resource, query.kind, query.namespaceName,
                              query.labelSelector, query.fieldSelector)
                         .arg(int(query.match))
                         .arg(query.value);
        QFile expected(base + QStringLiteral(".expected"));
        if (!expected.open(QIODevice::ReadOnly) || QString::fromUtf8(expected.readAll()) != shown) {
            QFile actual(QDir::temp().filePath(QStringLiteral("detailspane-") + file + QStringLiteral(".actual")));
            QVERIFY(actual.open(QIODevice::WriteOnly));
            actual.write(shown.toUtf8());
            QFAIL(qPrintable(QStringLiteral("the overview differs from %1.expected: see %2")
                                 .arg(base, actual.fileName())));
        }
    }

    void secretValuesStayHiddenUntilRevealed()
    {
        DetailsPane pane;
        showDescribed(pane, "", "secrets", "Secret", secretJson);
        QVERIFY(
            pane.summaryText().contains(QLatin1String("6 bytes"))); // the description's size, as kubectl's
        QVERIFY(!pane.summaryText().contains(QLatin1String("s3cr3t")));
        QVERIFY(pane.summaryText().contains(QLatin1String("password")));
        QVERIFY(pane.summaryText().contains(
            QLatin1String("1 bytes of binary data"))); // not UTF-8: not shown as text
        Q_EMIT pane.overview()->anchorClicked(QUrl(QStringLiteral("reveal:password")));
        QVERIFY(pane.summaryText().contains(QLatin1String("s3cr3t"))); // base64-decoded
        // A new version keeps what the user revealed; hiding it again works.
        pane.showDetails(digest("", "secrets", "Secret", QByteArray(secretJson).replace("\"7\"", "\"8\"")));
        QVERIFY(pane.summaryText().contains(QLatin1String("s3cr3t")));
        Q_EMIT pane.overview()->anchorClicked(QUrl(QStringLiteral("reveal:password")));
        QVERIFY(!pane.summaryText().contains(QLatin1String("s3cr3t")));
    }

    // The YAML tab hides a Secret's values (its last-applied copy too) until "Reveal values"; each object
    // starts hidden again. A value is copied, decoded, only once revealed in the overview.
    void aSecretsYamlHidesItsValuesUntilRevealed()
    {
        DetailsPane pane;
        // (Built without a raw string: moc misreads escaped quotes inside one.)
        const QByteArray withLastApplied = QByteArray(secretJson).replace(
            "\"resourceVersion\":\"7\"}",
            "\"resourceVersion\":\"7\",\"annotations\":{\"kubectl.kubernetes.io/last-applied-configuration\":"
            "\"{\\\"data\\\":{\\\"password\\\":\\\"czNjcjN0\\\"}}\"}}");
        show(pane, digest("", "secrets", "Secret", withLastApplied));
        pane.show();
        const auto holdsValue = [](const QString &text) {
            return text.contains(QLatin1String("czNjcjN0")) || text.contains(QLatin1String("s3cr3t"));
        };
        QVERIFY2(!holdsValue(pane.yamlText()), qPrintable(pane.yamlText()));
        QVERIFY(
            pane.yamlText().contains(QStringLiteral("password: ") + ObjectDetails::maskedValue.toString()));
        QVERIFY2(!holdsValue(pane.summaryText()), qPrintable(pane.summaryText()));
        QVERIFY(!pane.revealValuesBox()->isHidden());
        pane.findChild<QPushButton *>(QStringLiteral("copyYamlButton"))->click();
        QVERIFY(!holdsValue(QApplication::clipboard()->text()));
        // Copying a hidden value copies nothing.
        QApplication::clipboard()->setText(QStringLiteral("before"));
        Q_EMIT pane.overview()->anchorClicked(QUrl(QStringLiteral("copy:password")));
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("before"));

        pane.revealValuesBox()->setChecked(true);
        QVERIFY(pane.yamlText().contains(QLatin1String("password: czNjcjN0")));
        Q_EMIT pane.overview()->anchorClicked(QUrl(QStringLiteral("reveal:password")));
        Q_EMIT pane.overview()->anchorClicked(QUrl(QStringLiteral("copy:password")));
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("s3cr3t"));

        show(pane, digest("", "secrets", "Secret", QByteArray(secretJson).replace("\"db\"", "\"db2\"")));
        QVERIFY(!pane.revealValuesBox()->isChecked());
        QVERIFY2(!holdsValue(pane.yamlText()), qPrintable(pane.yamlText()));
        // Other kinds have nothing to hide.
        show(pane, digest("", "configmaps", "ConfigMap",
                          R"({"kind":"ConfigMap","metadata":{"name":"c","uid":"u"},"data":{"k":"v"}})"));
        QVERIFY(pane.revealValuesBox()->isHidden());
        QVERIFY(pane.yamlText().contains(QLatin1String("k: v")));
    }

    void anOwnerIsALink()
    {
        DetailsPane pane;
        show(pane, digest("", "pods", "Pod",
                          R"({"kind":"Pod","metadata":{"name":"web-1","namespace":"prod","uid":"u",
            "ownerReferences":[{"apiVersion":"apps/v1","kind":"ReplicaSet","name":"web-7d9f","uid":"rs-uid","controller":true}]},"spec":{"containers":[]}})"));
        QSignalSpy opened(&pane, &DetailsPane::linkActivated);
        Q_EMIT pane.overview()->anchorClicked(QUrl(QStringLiteral("link:0")));
        QCOMPARE(opened.size(), 1);
        const ObjectLink link = opened.first().first().value<ObjectLink>();
        QCOMPARE(link.kind, QStringLiteral("ReplicaSet"));
        QCOMPARE(link.group(), QStringLiteral("apps"));
        QCOMPARE(link.key(), QStringLiteral("prod/web-7d9f"));
        QCOMPARE(link.uid, QStringLiteral("rs-uid"));
    }

    void theYamlIsHighlighted()
    {
        DetailsPane pane;
        show(pane, digest("", "secrets", "Secret", secretJson));
        QTextBlock block = pane.yamlView()->document()->firstBlock();
        QVERIFY(block.text().startsWith(QLatin1String("apiVersion: v1")));
        const QList<QTextLayout::FormatRange> formats = block.layout()->formats();
        QVERIFY(formats.size() >= 2);
        QCOMPARE(formats.first().start, 0);
        QCOMPARE(formats.first().length, 10); // "apiVersion", the key
        QVERIFY(formats.first().format.foreground() != formats.last().format.foreground());
        // Nested keys, and quoted values under them, too.
        const QTextDocument *document = pane.yamlView()->document();
        QTextBlock nested = document->begin();
        while (nested.isValid() && !nested.text().startsWith(QLatin1String("  name: db")))
            nested = nested.next();
        QVERIFY(nested.isValid());
        const QList<QTextLayout::FormatRange> nestedFormats = nested.layout()->formats();
        QVERIFY(!nestedFormats.isEmpty());
        QCOMPARE(nestedFormats.first().start, 2);
        QCOMPARE(nestedFormats.first().length, 4); // "name"
        QCOMPARE(nestedFormats.first().format.foreground(), formats.first().format.foreground());
    }

    // The description's rows, sections and tables: a table is a table in the overview, each column a cell.
    void theDescriptionsTablesAreTables()
    {
        DetailsPane pane;
        showDescribed(
            pane, "", "pods", "Pod",
            R"({"kind":"Pod","metadata":{"name":"p","namespace":"n","uid":"u"},"spec":{"containers":[]},
                  "status":{"conditions":[{"type":"Ready","status":"False"},{"type":"PodScheduled","status":"True"}]}})");
        // The overview's tables, each as its rows of cell texts.
        QList<QList<QStringList>> tables;
        for (QTextFrame *frame : pane.overview()->document()->rootFrame()->childFrames())
            if (auto *table = qobject_cast<QTextTable *>(frame)) {
                QList<QStringList> rows;
                for (int row = 0; row < table->rows(); ++row) {
                    QStringList cells;
                    for (int column = 0; column < table->columns(); ++column) {
                        const QTextTableCell cell = table->cellAt(row, column);
                        QTextCursor cursor = cell.firstCursorPosition();
                        cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
                        cells.append(cursor.selectedText());
                    }
                    rows.append(cells);
                }
                tables.append(rows);
            }
        const QList<QStringList> conditions{{QStringLiteral("Type"), QStringLiteral("Status")},
                                            {QStringLiteral("Ready"), QStringLiteral("False")},
                                            {QStringLiteral("PodScheduled"), QStringLiteral("True")}};
        QVERIFY2(tables.contains(conditions), qPrintable(QDebug::toString(tables)));
    }

    // View → Theme changes the pane's palette: the overview is drawn again in the new theme's colours.
    void theOverviewFollowsThePalette()
    {
        DetailsPane pane;
        pane.setPalette(Theme::palette(Theme::Mode::Light));
        showDescribed(
            pane, "", "configmaps", "ConfigMap",
            R"({"kind":"ConfigMap","metadata":{"name":"c","namespace":"n","uid":"u"},"data":{"k":"v"}})");
        const auto muted = [](Theme::Mode mode) {
            return Theme(Theme::palette(mode)).color(Theme::Role::MutedText).name();
        };
        QVERIFY(pane.overview()->toHtml().contains(muted(Theme::Mode::Light)));
        pane.setPalette(Theme::palette(Theme::Mode::Dark));
        QTRY_VERIFY(pane.overview()->toHtml().contains(muted(Theme::Mode::Dark)));
        QVERIFY(pane.summaryText().contains(QLatin1String("Namespace")));
    }

    void aGoneObjectKeepsItsLastState()
    {
        DetailsPane pane;
        const ObjectDetails details = digest("", "secrets", "Secret", secretJson);
        show(pane, details);
        pane.showGone(QStringLiteral("Secret prod/db was deleted."));
        QCOMPARE(pane.noticeText(), QStringLiteral("Secret prod/db was deleted."));
        QVERIFY(pane.summaryText().contains(QLatin1String("Secret prod/db was deleted.")));
        QCOMPARE(pane.yamlText(), details.maskedYaml);
        // An answer about another object with the same name is not shown in its place.
        ObjectDetails impostor = details;
        impostor.uid = QStringLiteral("u-2");
        impostor.maskedYaml = QStringLiteral("impostor");
        pane.showDetails(impostor);
        QCOMPARE(pane.yamlText(), details.maskedYaml);
    }
};

QTEST_MAIN(tst_DetailsPane)
#include "tst_detailspane.moc"
