// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The command palette's search over many object names. Not a test: scripts/bench.sh may run it.
//   bench_fuzzy [--objects N] [--rounds R]
//       N "namespace/name" keys shaped like a cluster's pods (deployment name, ReplicaSet hash, pod suffix;
//       seeded, so every run ranks the same names), in a FuzzyResultsModel as the palette holds them. Types
//       each query one character at a time, as a person does, R times, and reports per keystroke the median,
//       95th percentile and longest setQuery() (ranking every candidate, or those still matching when the query
//       grew), the first keystroke separately (nothing to narrow from), and the highlighting of the rows a
//       picker draws. Times are the thread's CPU time (on a shared machine, wall time mostly measures the
//       neighbours); the wall-clock median is printed too.
// Prints key=value lines.
#include "models/fuzzyresultsmodel.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace kube;

namespace {

constexpr int drawnRows = 12; // what the picker shows without scrolling

double cpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

QString randomWord(QRandomGenerator &random, int length, QLatin1StringView alphabet)
{
    QString word;
    for (int i = 0; i < length; ++i)
        word.append(QChar(alphabet[qsizetype(random.bounded(int(alphabet.size())))]));
    return word;
}

QList<FuzzyCandidate> podKeys(int count)
{
    QRandomGenerator random(1);
    const QLatin1StringView letters("abcdefghijklmnopqrstuvwxyz");
    const QLatin1StringView podAlphabet("bcdfghjklmnpqrstvwxz2456789"); // Kubernetes' generated-name alphabet
    const QStringList apps{"api", "web", "worker", "ingest", "search", "coredns", "kube-proxy", "db", "cache",
                           "payments", "checkout", "frontend", "nginx-ingress-controller", "prometheus", "grafana"};
    QList<FuzzyCandidate> keys;
    keys.reserve(count);
    QStringList deployments;
    for (int i = 0; i < count / 40 + 1; ++i)
        deployments.append(apps.at(int(random.bounded(int(apps.size())))) + (i % 3 ? QStringLiteral("-") + randomWord(random, 4, letters) : QString()) +
                           QLatin1Char('-') + randomWord(random, 10, podAlphabet));
    for (int i = 0; i < count; ++i) {
        const QString ns = QStringLiteral("team-%1").arg(random.bounded(50), 2, 10, QLatin1Char('0'));
        const QString name = deployments.at(int(random.bounded(int(deployments.size())))) + QLatin1Char('-') + randomWord(random, 5, podAlphabet);
        keys.append({ns + QLatin1Char('/') + name, QStringLiteral("Pod · bench"), {}, 2, 0, {}, {}});
    }
    return keys;
}

struct Figures
{
    std::vector<double> keystrokes; // ms, every keystroke after the first of a query
    std::vector<double> first;      // ms, the first keystroke of a query
    std::vector<double> highlight;  // ms, positions of the drawn rows
    std::vector<double> wall;       // ms, every keystroke, wall clock
};

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, size_t(p * double(values.size() - 1) + 0.5))];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption objects(QStringLiteral("objects"), QStringLiteral("Object names."), QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption rounds(QStringLiteral("rounds"), QStringLiteral("Times each query is typed."), QStringLiteral("R"), QStringLiteral("5"));
    parser.addOptions({objects, rounds});
    parser.process(app);
    const int count = parser.value(objects).toInt();
    const int repeat = std::max(1, parser.value(rounds).toInt());

    FuzzyResultsModel model;
    QElapsedTimer timer;
    timer.start();
    model.setCandidates(podKeys(count));
    const double loadMs = double(timer.nsecsElapsed()) / 1e6;

    // Queries as people type them: a name's start, a fuzzy abbreviation, namespace and name, a pod's suffix,
    // nothing that matches.
    const QStringList queries{QStringLiteral("coredns"), QStringLiteral("ngxingctl"), QStringLiteral("team-07 web"),
                              QStringLiteral("checkout-b7"), QStringLiteral("paymnts"), QStringLiteral("qqqqqq")};
    Figures figures;
    for (int round = 0; round < repeat; ++round) {
        for (const QString &query : queries) {
            model.setQuery({});
            for (int length = 1; length <= query.size(); ++length) {
                timer.restart();
                double started = cpuMs();
                model.setQuery(query.left(length));
                (length == 1 ? figures.first : figures.keystrokes).push_back(cpuMs() - started);
                figures.wall.push_back(double(timer.nsecsElapsed()) / 1e6);
                started = cpuMs();
                for (int row = 0; row < std::min(drawnRows, model.rowCount()); ++row)
                    model.index(row).data(FuzzyResultsModel::PositionsRole);
                figures.highlight.push_back(cpuMs() - started);
            }
        }
    }
    std::printf("objects=%d\n", count);
    std::printf("load_ms=%.1f\n", loadMs);
    std::printf("keystroke_median_ms=%.2f\n", percentile(figures.keystrokes, 0.5));
    std::printf("keystroke_p95_ms=%.2f\n", percentile(figures.keystrokes, 0.95));
    std::printf("keystroke_max_ms=%.2f\n", percentile(figures.keystrokes, 1.0));
    std::printf("first_keystroke_median_ms=%.2f\n", percentile(figures.first, 0.5));
    std::printf("first_keystroke_max_ms=%.2f\n", percentile(figures.first, 1.0));
    std::printf("highlight_drawn_rows_max_ms=%.3f\n", percentile(figures.highlight, 1.0));
    std::printf("keystroke_wall_median_ms=%.2f\n", percentile(figures.wall, 0.5));
    return 0;
}
