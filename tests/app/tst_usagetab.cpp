// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The details pane's Usage tab with kubesim's Prometheus: its range choice offers Prometheus's ranges only
// where a Prometheus is found (detected, or set for the context), a 6 h range is drawn from Prometheus's
// series, a failing Prometheus says why in the tab, and the setting's one-line form.
#include "simfixture.h"

#include "detailspane.h"
#include "openclusters.h"
#include "prometheussettings.h"
#include "selectioncontroller.h"
#include "tablepane.h"
#include "usagechartview.h"

#include "metrics/prometheusclient.h"
#include "metrics/prometheuslocator.h"
#include "metrics/usagejoin.h"
#include "models/eventlogmodel.h"

#include <QComboBox>
#include <QStandardPaths>
#include <QTest>

using namespace kube;

namespace {

const QString context = QStringLiteral("sim-admin");
constexpr qint64 sixHours = 6 * 3600;

sim::KubeSimOptions options(bool prometheus)
{
    sim::KubeSimOptions options = SimFixture::defaultOptions();
    options.prometheus = prometheus;
    return options;
}

// A pods table, a details pane and the selection between them, on one kubesim.
struct Window
{
    OpenClusters clusters;
    TablePane pane{&clusters};
    DetailsPane details;
    EventLogFilterProxyModel events;
    SelectionController selection{&pane, &details, &events, &clusters};
    ClusterSession *session = nullptr;

    explicit Window(SimFixture &fixture)
    {
        RestConfig config = fixture.restConfig();
        config.qps = 50;
        config.burst = 100;
        session = clusters.open(context, config);
        if (!QTest::qWaitFor([this] { return session->discovered(); }, 10000))
            qFatal("kubesim's discovery did not answer");
        pane.setCluster(context, session);
        pane.showResource(*session->findResource({}, QStringLiteral("pods")));
    }

    // Selects the first Running pod the table lists; its object.
    Object selectRunningPod()
    {
        const int status = [this] {
            for (int column = 0; column < pane.model()->columnCount(); ++column)
                if (pane.model()->headerData(column, Qt::Horizontal).toString() == QLatin1String("STATUS"))
                    return column;
            return -1;
        }();
        int row = -1;
        if (!QTest::qWaitFor(
                [&] {
                    for (int i = 0; i < pane.model()->rowCount(); ++i)
                        if (pane.model()->index(i, status).data().toString() == QLatin1String("Running"))
                            return (row = i) >= 0;
                    return false;
                },
                10000))
            qFatal("no Running pod listed");
        const ResourceRow *pod = pane.model()->row(row);
        ObjectSelection chosen;
        chosen.context = context;
        chosen.resource = pane.resource();
        chosen.namespaceName = QString::fromUtf8(pod->keyNamespace());
        chosen.name = QString::fromUtf8(pod->keyName());
        selection.open(chosen, false);
        return pod->object;
    }

    QStringList ranges() const
    {
        QStringList out;
        for (int i = 0; i < details.usageRange()->count(); ++i)
            out.append(details.usageRange()->itemText(i));
        return out;
    }
};

} // namespace

class tst_UsageTab : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the per-context setting goes to a test QSettings
        QCoreApplication::setOrganizationName(QStringLiteral("qkube-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_usagetab"));
        PrometheusSettings::save(context, std::nullopt);
    }

    void sixHoursAreDrawnFromPrometheus()
    {
        SimFixture fixture(options(true));
        Window window(fixture);
        const Object pod = window.selectRunningPod();
        // Detected: prometheus-operator's Service in monitoring.
        QTRY_COMPARE_WITH_TIMEOUT(
            window.ranges(),
            (QStringList{u"Last hour (metrics-server)"_qs, u"Last hour (Prometheus)"_qs,
                         u"Last 6 hours (Prometheus)"_qs, u"Last 24 hours (Prometheus)"_qs,
                         u"Last 7 days (Prometheus)"_qs}),
            10000);
        QCOMPARE(PrometheusLocator::of(window.session)->service(), PrometheusLocator::candidates().first());

        window.details.usageRange()->setCurrentIndex(window.details.usageRange()->findData(sixHours));
        const qint64 points = sixHours / PrometheusClient::stepFor(sixHours) + 1;
        QTRY_COMPARE_WITH_TIMEOUT(window.details.usageView()->chart().total.size(), points, 10000);
        const UsageChart chart = window.details.usageView()->chart();
        const QList<ContainerResources> spec = podContainerResources(pod.toJsonObject());
        QCOMPARE(chart.series.size(), spec.size());
        for (qsizetype i = 0; i < spec.size(); ++i) {
            QCOMPARE(chart.series.at(i).name, spec.at(i).name);
            QCOMPARE(chart.series.at(i).samples.size(), points);
        }
        QCOMPARE(chart.total.last().timeSecs - chart.total.first().timeSecs, sixHours);
        QVERIFY(window.details.usageView()->summaryText().startsWith(u"CPU "_qs));

        // Prometheus gone (its Service without endpoints): the tab says why instead of an empty chart.
        fixture.sim().prometheus().setUnavailable(true);
        window.details.usageRange()->setCurrentIndex(
            window.details.usageRange()->findData(qint64(24 * 3600)));
        QTRY_VERIFY_WITH_TIMEOUT(!window.details.usageView()->failure().isEmpty(), 10000);
        QVERIFY(window.details.usageView()->chart().series.isEmpty());
        QVERIFY2(
            window.details.usageView()->summaryText().startsWith(
                u"No usage from Prometheus: no endpoints available for service \"prometheus-operated\""_qs),
            qPrintable(window.details.usageView()->summaryText()));

        // Back to metrics-server's hour: its kept samples again.
        window.details.usageRange()->setCurrentIndex(0);
        QTRY_VERIFY_WITH_TIMEOUT(!window.details.usageView()->chart().total.isEmpty(), 10000);
        QVERIFY(window.details.usageView()->failure().isEmpty());
        QVERIFY(window.details.usageView()->chart().total.size() < points);
    }

    void withoutPrometheusOnlyTheMetricsServerHourIsOffered()
    {
        SimFixture fixture(options(false));
        Window window(fixture);
        window.selectRunningPod();
        QTRY_COMPARE_WITH_TIMEOUT(PrometheusLocator::of(window.session)->state(),
                                  PrometheusLocator::State::NotFound, 10000);
        QCOMPARE(window.ranges(), QStringList{u"Last hour (metrics-server)"_qs});
    }

    void theContextsSettingIsUsedAsItIs()
    {
        // A Service the cluster lacks, set for the context: offered (not detected), and its query says so.
        PrometheusSettings::save(context,
                                 PrometheusService{u"metrics"_qs, u"thanos-query"_qs, u"9090"_qs, {}});
        SimFixture fixture(options(true));
        Window window(fixture);
        window.selectRunningPod();
        QTRY_COMPARE_WITH_TIMEOUT(window.ranges().size(), 5, 10000);
        QCOMPARE(PrometheusLocator::of(window.session)->service().name, u"thanos-query"_qs);
        window.details.usageRange()->setCurrentIndex(1);
        QTRY_VERIFY_WITH_TIMEOUT(!window.details.usageView()->failure().isEmpty(), 10000);
        QVERIFY2(window.details.usageView()->failure().startsWith(u"services \"thanos-query\" not found"_qs),
                 qPrintable(window.details.usageView()->failure()));
        PrometheusSettings::save(context, std::nullopt);
    }

    void theSettingsOneLineForm_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("normalised");
        QTest::newRow("namespace, name, port")
            << u"monitoring/prometheus-operated:9090"_qs << true << u"monitoring/prometheus-operated:9090"_qs;
        QTest::newRow("a named port and a prefix") << u" monitoring/prometheus-k8s:web/prometheus "_qs << true
                                                   << u"monitoring/prometheus-k8s:web/prometheus"_qs;
        QTest::newRow("no port") << u"lens-metrics/prometheus"_qs << true << u"lens-metrics/prometheus"_qs;
        QTest::newRow("no namespace") << u"prometheus:9090"_qs << false << QString();
        QTest::newRow("upper case name") << u"monitoring/Prometheus:9090"_qs << false << QString();
    }

    void theSettingsOneLineForm()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QString, normalised);
        const std::optional<PrometheusService> service = PrometheusSettings::parse(text);
        QCOMPARE(service.has_value(), valid);
        if (valid)
            QCOMPARE(PrometheusSettings::text(*service), normalised);
    }
};

QTEST_MAIN(tst_UsageTab)
#include "tst_usagetab.moc"
