// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The Usage tab's charts: which series and lines a pod's containers (a node) get from their requests and
// limits (allocatable and capacity), and where the painted charts put those lines.
#include "theme.h"
#include "usagechartview.h"

#include "metrics/usagechart.h"

#include <QApplication>
#include <QImage>
#include <QJsonDocument>
#include <QTest>

using namespace kube;

namespace {

constexpr qint64 mi = 1024 * 1024;
using Kind = UsageReference::Kind;

QJsonObject jsonFrom(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

// `count` samples 15 s apart with CPU and memory climbing from the values given.
QList<UsageSample> samplesFrom(qint64 cpu, qint64 memory, int count = 5)
{
    QList<UsageSample> out;
    for (int i = 0; i < count; ++i)
        out.append({1'800'000'000 + 15 * i, cpu + 10 * i, memory + i * mi});
    return out;
}

// A pod with an "app" container that sets requests and limits and a "sidecar" that sets neither.
const char *twoContainers = R"({"metadata":{"namespace":"ns","name":"web"},"spec":{"containers":[
    {"name":"app","resources":{"requests":{"cpu":"250m","memory":"64Mi"},"limits":{"cpu":"500m","memory":"128Mi"}}},
    {"name":"sidecar"}]}})";

UsageChart chartOfTwoContainers()
{
    return UsageChart::forPod(jsonFrom(twoContainers), samplesFrom(150, 60 * mi),
                              {{QStringLiteral("app"), samplesFrom(100, 40 * mi)},
                               {QStringLiteral("sidecar"), samplesFrom(50, 20 * mi)}});
}

// How many pixels of row `y` between `left` and `right` have the colour `color`.
int pixelsOf(const QImage &image, int y, int left, int right, const QColor &color)
{
    int count = 0;
    for (int x = left; x <= right; ++x)
        count += image.pixelColor(x, y) == color;
    return count;
}

} // namespace

class tst_UsageChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void podSeriesAndLines_data()
    {
        QTest::addColumn<QByteArray>("pod");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QList<QList<UsageReference>>>("cpuLines");
        QTest::addColumn<QList<QList<UsageReference>>>("memoryLines");

        QTest::newRow("one container with requests and limits, one with neither")
            << QByteArray(twoContainers) << QStringList{QStringLiteral("app"), QStringLiteral("sidecar")}
            << QList<QList<UsageReference>>{{{Kind::Request, 250}, {Kind::Limit, 500}}, {}}
            << QList<QList<UsageReference>>{{{Kind::Request, 64 * mi}, {Kind::Limit, 128 * mi}}, {}};
        QTest::newRow("a limit without a request is the request too (the API server's defaulting)")
            << QByteArray(R"({"spec":{"containers":[
                 {"name":"a","resources":{"limits":{"cpu":"1","memory":"1Gi"}}},
                 {"name":"b","resources":{"requests":{"cpu":"100m"}}}]}})")
            << QStringList{QStringLiteral("a"), QStringLiteral("b")}
            << QList<QList<UsageReference>>{{{Kind::Request, 1000}, {Kind::Limit, 1000}},
                                            {{Kind::Request, 100}}}
            << QList<QList<UsageReference>>{{{Kind::Request, 1024 * mi}, {Kind::Limit, 1024 * mi}}, {}};
        QTest::newRow("a sidecar is charted, a finished init container is not")
            << QByteArray(R"({"spec":{"initContainers":[
                 {"name":"setup","resources":{"limits":{"cpu":"2"}}},
                 {"name":"proxy","restartPolicy":"Always","resources":{"limits":{"memory":"32Mi"}}}],
                 "containers":[{"name":"main"}]}})")
            << QStringList{QStringLiteral("main"), QStringLiteral("proxy")}
            << QList<QList<UsageReference>>{{}, {}}
            << QList<QList<UsageReference>>{{}, {{Kind::Request, 32 * mi}, {Kind::Limit, 32 * mi}}};
        QTest::newRow("a zero request draws no line")
            << QByteArray(R"({"spec":{"containers":[{"name":"a","resources":{"requests":{"cpu":"0"}}}]}})")
            << QStringList{QStringLiteral("a")} << QList<QList<UsageReference>>{{}}
            << QList<QList<UsageReference>>{{}};
    }

    void podSeriesAndLines()
    {
        QFETCH(QByteArray, pod);
        QFETCH(QStringList, names);
        QFETCH(QList<QList<UsageReference>>, cpuLines);
        QFETCH(QList<QList<UsageReference>>, memoryLines);

        const QList<UsageSample> total = samplesFrom(10, mi);
        const UsageChart chart = UsageChart::forPod(jsonFrom(pod.constData()), total, {});
        QCOMPARE(chart.total.size(), total.size());
        QCOMPARE(chart.series.size(), names.size());
        for (int i = 0; i < names.size(); ++i) {
            QCOMPARE(chart.series[i].name, names[i]);
            QCOMPARE(chart.series[i].cpuLines, cpuLines[i]);
            QCOMPARE(chart.series[i].memoryLines, memoryLines[i]);
            QVERIFY(chart.series[i].samples.isEmpty());
        }
    }

    void eachContainerGetsItsOwnSamples()
    {
        const UsageChart chart = UsageChart::forPod(jsonFrom(twoContainers), {},
                                                    {{QStringLiteral("sidecar"), samplesFrom(7, mi, 2)},
                                                     {QStringLiteral("gone"), samplesFrom(3, mi, 1)}});
        QCOMPARE(chart.series.size(), 3);
        QVERIFY(chart.series[0].samples.isEmpty()); // "app": no metrics yet
        QCOMPARE(chart.series[1].samples.size(), 2);
        QCOMPARE(chart.series[1].samples.first().cpuMillicores, 7);
        // Metrics of a container the spec no longer has: its samples, no lines.
        QCOMPARE(chart.series[2].name, QStringLiteral("gone"));
        QCOMPARE(chart.series[2].samples.size(), 1);
        QVERIFY(chart.series[2].cpuLines.isEmpty());
    }

    void aNodeGetsAllocatableAndCapacity()
    {
        const UsageChart chart = UsageChart::forNode(jsonFrom(R"({"metadata":{"name":"n1"},"status":{
                "capacity":{"cpu":"4","memory":"8Gi","pods":"110"},
                "allocatable":{"cpu":"3800m","memory":"7Gi","pods":"110"}}})"),
                                                     samplesFrom(900, 2048 * mi));
        QCOMPARE(chart.series.size(), 1);
        QCOMPARE(chart.series[0].name, QStringLiteral("n1"));
        QCOMPARE(chart.total.size(), 5);
        QCOMPARE(chart.series[0].samples.size(), 5);
        QCOMPARE(chart.series[0].cpuLines,
                 (QList<UsageReference>{{Kind::Allocatable, 3800}, {Kind::Capacity, 4000}}));
        QCOMPARE(chart.series[0].memoryLines, (QList<UsageReference>{{Kind::Allocatable, 7 * 1024 * mi},
                                                                     {Kind::Capacity, 8 * 1024 * mi}}));
        QCOMPARE(chart.series[0].largestCpu(), 4000);
    }

    void theScaleLeavesRoomAboveTheHighestLine()
    {
        const UsageChart chart = chartOfTwoContainers();
        // app: its limit (500m, 128Mi) is above every sample; a tenth more on top.
        QCOMPARE(UsageChartView::scaleTop(chart.series[0], UsageChartView::Resource::Cpu), 550);
        QCOMPARE(UsageChartView::scaleTop(chart.series[0], UsageChartView::Resource::Memory),
                 128 * mi + 128 * mi / 10);
        // sidecar: no lines, its largest sample (50m + 4 × 10m) is the scale.
        QCOMPARE(UsageChartView::scaleTop(chart.series[1], UsageChartView::Resource::Cpu), 99);
    }

    void theLimitLineIsDashedWhereItsValueIs()
    {
        UsageChartView view;
        view.resize(640, 400);
        view.setChart(chartOfTwoContainers());
        QImage image(view.size(), QImage::Format_ARGB32);
        view.render(&image);
        const Theme theme(view.palette());
        const QColor limit = theme.color(Theme::Role::ErrorText);
        const QColor request = theme.color(Theme::Role::WarningText);

        for (const auto resource : {UsageChartView::Resource::Cpu, UsageChartView::Resource::Memory}) {
            const QRectF area = view.plotArea(0, resource);
            QVERIFY(area.width() > 100);
            // The limit at 500/550 (128/140.8) of the height: worked out here, not asked of the view.
            const int limitY = int(std::round(area.bottom() - area.height() / 1.1));
            QCOMPARE(int(std::round(
                         view.yOf(0, resource, resource == UsageChartView::Resource::Cpu ? 500 : 128 * mi))),
                     limitY);
            const int left = int(area.left()) + 2;
            const int right = int(area.right()) - 2;
            const int width = right - left + 1;
            const int onLimit = pixelsOf(image, limitY, left, right, limit);
            // Dashed: much of the row, not all of it.
            QVERIFY2(onLimit > width / 4 && onLimit < width * 9 / 10, qPrintable(QString::number(onLimit)));
            // Half the limit is the request's line, and no limit's colour lies between the two.
            const int requestY = int(
                std::round(view.yOf(0, resource, resource == UsageChartView::Resource::Cpu ? 250 : 64 * mi)));
            QVERIFY(pixelsOf(image, requestY, left, right, request) > width / 4);
            QCOMPARE(pixelsOf(image, (limitY + requestY) / 2, left, right, limit), 0);
        }
        // The sidecar sets no limit: none of its chart is in the limit's colour.
        const QRectF sidecar = view.plotArea(1, UsageChartView::Resource::Cpu);
        QVERIFY(sidecar.top() > view.plotArea(0, UsageChartView::Resource::Cpu).bottom());
        for (int y = int(sidecar.top()); y <= int(sidecar.bottom()); ++y)
            QCOMPARE(pixelsOf(image, y, int(sidecar.left()) + 2, int(sidecar.right()) - 2, limit), 0);
    }

    void theSummarySaysThePodsTotal()
    {
        UsageChartView view;
        view.setChart(chartOfTwoContainers());
        QCOMPARE(view.summaryText(),
                 QStringLiteral("CPU 190m (max 190m) · memory 64Mi (max 64Mi) · 5 sample(s)"));
        view.setChart({});
        QVERIFY(view.summaryText().startsWith(QStringLiteral("No usage kept")));
    }
};

QTEST_MAIN(tst_UsageChart)
#include "tst_usagechart.moc"
