// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/fuzzymatcher.h"
#include "models/fuzzyresultsmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace kube;

namespace {
QStringList shown(const FuzzyResultsModel &model)
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(); ++row)
        rows.append(model.index(row).data().toString());
    return rows;
}

QList<FuzzyCandidate> candidates(const QStringList &texts)
{
    QList<FuzzyCandidate> out;
    for (const QString &text : texts)
        out.append({text, {}, {}, 0, 0, {}, {}});
    return out;
}
} // namespace

class tst_FuzzyMatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matchesOrNot_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("matches");
        QTest::newRow("characters in order with gaps") << "ngx" << "nginx-7f9c" << true;
        QTest::newRow("out of order does not match") << "xgn" << "nginx" << false;
        QTest::newRow("case does not matter") << "CoreDNS" << "kube-system/coredns-5d78c9869d-abcde" << true;
        QTest::newRow("a character missing does not match") << "nginxz" << "nginx" << false;
        QTest::newRow("every space-separated term must match") << "kube dns" << "kube-system/coredns" << true;
        QTest::newRow("one term failing fails the whole") << "kube web" << "kube-system/coredns" << false;
        QTest::newRow("the empty pattern matches everything") << "" << "anything" << true;
        QTest::newRow("non-ASCII letters fold too") << "ÄPFEL" << "äpfel-pod" << true;
        QTest::newRow("a pattern longer than the text") << "deployments" << "deploy" << false;
    }
    void matchesOrNot()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, text);
        QFETCH(bool, matches);
        QCOMPARE(FuzzyMatcher(pattern).score(text).has_value(), matches);
    }

    // The positions a view highlights: the best placement, not the first one found.
    void positions_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("expected");
        QTest::newRow("a word start beats an earlier letter inside a word")
            << "db" << "addon-db" << QList<int>{6, 7};
        QTest::newRow("a contiguous run beats scattered letters")
            << "web" << "w-e-b-web" << QList<int>{6, 7, 8};
        QTest::newRow("word starts across separators") << "kcd" << "kube-system/coredns-dns" << QList<int>{0, 12, 20};
        QTest::newRow("camel case humps") << "sS" << "StatefulSet" << QList<int>{0, 8};
        QTest::newRow("two terms, positions merged in order") << "dns kube" << "kube-system/coredns"
                                                              << QList<int>{0, 1, 2, 3, 16, 17, 18};
        QTest::newRow("the whole term at a word start, after it inside a word")
            << "team"
            << "steam-team-team" << QList<int>{6, 7, 8, 9};
        QTest::newRow("a camel hump is no word start: the run after the separator")
            << "Set"
            << "StatefulSet-set" << QList<int>{12, 13, 14};
    }

    // A run at a word start earns every character the start's bonus: the most a placement can score, the same
    // wherever the text has it.
    void aRunAtAWordStartScoresTheMost()
    {
        const FuzzyMatcher matcher(QStringLiteral("team-"));
        const int best = *matcher.score(QStringLiteral("team-07/web-1"));
        QCOMPARE(best, FuzzyMatcher::matchScore +
                           FuzzyMatcher::boundaryBonus * FuzzyMatcher::firstCharacterMultiplier +
                           4 * (FuzzyMatcher::matchScore + FuzzyMatcher::boundaryBonus));
        QCOMPARE(*matcher.score(QStringLiteral("kube-system/team-07")), best);
        QVERIFY(*matcher.score(QStringLiteral("steam-07")) < best);
        QVERIFY(*matcher.score(QStringLiteral("t-e-a-m-")) < best);
    }
    void positions()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, text);
        QFETCH(QList<int>, expected);
        QList<int> positions;
        QVERIFY(FuzzyMatcher(pattern).match(text, &positions));
        QCOMPARE(positions, expected);
    }

    // Which of several texts ranks first, as a user typing expects.
    void ranking_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QStringList>("texts");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("a word start beats the same letters inside a word")
            << "dep" << QStringList{"sidecar-deps", "undeployed", "deploy-web"}
            << QStringList{"deploy-web", "sidecar-deps", "undeployed"};
        QTest::newRow("contiguous beats scattered")
            << "api" << QStringList{"a-p-i-gateway", "public-api"} << QStringList{"public-api", "a-p-i-gateway"};
        QTest::newRow("word starts beat letters in the middle of words")
            << "rs" << QStringList{"workers", "replicasets", "ReplicaSet"} << QStringList{"ReplicaSet", "replicasets", "workers"};
        QTest::newRow("equal scores: the shorter text first")
            << "web" << QStringList{"web-frontend", "web"} << QStringList{"web", "web-frontend"};
        QTest::newRow("fewer gaps rank higher")
            << "ngx" << QStringList{"n----g----x", "ngx-1", "n-gx"} << QStringList{"ngx-1", "n-gx", "n----g----x"};
        QTest::newRow("non-matching texts are left out")
            << "prod" << QStringList{"staging", "production", "dev"} << QStringList{"production"};
        QTest::newRow("after a slash is a word start")
            << "dns" << QStringList{"kube-system/coredns", "kube-system/dns-autoscaler"}
            << QStringList{"kube-system/dns-autoscaler", "kube-system/coredns"};
    }
    void ranking()
    {
        QFETCH(QString, pattern);
        QFETCH(QStringList, texts);
        QFETCH(QStringList, expected);
        FuzzyResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCandidates(candidates(texts));
        model.setQuery(pattern);
        QCOMPARE(shown(model), expected);
    }

    void anExactAliasComesFirst_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("first");
        QTest::newRow("a short name") << "po" << "pods";
        QTest::newRow("a singular name") << "deployment" << "deployments";
        QTest::newRow("an abbreviation kubectl knows") << "deploy" << "deployments";
        QTest::newRow("a custom resource's short name") << "ct" << "crontabs";
        QTest::newRow("a kind, any case") << "cronjob" << "cronjobs";
    }
    void anExactAliasComesFirst()
    {
        QFETCH(QString, typed);
        QFETCH(QString, first);
        FuzzyResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCandidates({
            {"poddisruptionbudgets", {}, {"pdb", "poddisruptionbudget", "PodDisruptionBudget"}, 0, 0, {}, {}},
            {"pods", {}, {"po", "pod", "Pod"}, 0, 0, {}, {}},
            {"deployments", {}, {"deploy", "deployment", "Deployment"}, 0, 0, {}, {}},
            {"cronjobs", {}, {"cj", "cronjob", "CronJob"}, 0, 0, {}, {}},
            {"crontabs", {}, {"ct", "crontab", "CronTab"}, 0, 0, {}, {}},
            {"default/podinfo-deploy-7f9c", {}, {}, 2, 0, {}, {}},
            {"default/ct-runner", {}, {}, 2, 0, {}, {}},
        });
        model.setQuery(typed);
        QVERIFY(model.rowCount() > 0);
        QCOMPARE(model.index(0).data().toString(), first);
    }

    void boostAndGroupOrderTheEmptyQuery()
    {
        FuzzyResultsModel model;
        model.setCandidates({{"zeta", {}, {}, 1, 0, {}, {}},
                             {"alpha", {}, {}, 1, 0, {}, {}},
                             {"recent", {}, {}, 1, 50, {}, {}},
                             {"kind", {}, {}, 0, 0, {}, {}}});
        model.setQuery({});
        QCOMPARE(shown(model), (QStringList{"recent", "kind", "zeta", "alpha"}));
    }

    void typingOnNarrowsAndBackspaceWidens()
    {
        FuzzyResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCandidates(candidates({"nginx", "nats", "node-exporter", "redis"}));
        model.setQuery(QStringLiteral("n"));
        QCOMPARE(model.matchCount(), 3);
        model.setQuery(QStringLiteral("ng"));
        QCOMPARE(shown(model), QStringList{"nginx"});
        model.setQuery(QStringLiteral("n")); // backspace: everything is considered again
        QCOMPARE(model.matchCount(), 3);
        model.setQuery(QStringLiteral("re"));
        QCOMPARE(shown(model), (QStringList{"redis", "node-exporter"}));
    }

    void onlyTheBestRowsAreShown()
    {
        FuzzyResultsModel model;
        QStringList many;
        for (int i = 0; i < 1000; ++i)
            many.append(QStringLiteral("pod-%1").arg(i, 4, 10, QLatin1Char('0')));
        model.setCandidates(candidates(many));
        model.setMaximumRows(10);
        model.setQuery(QStringLiteral("pod-09"));
        // Every name with a 0 somewhere before a 9 after "pod-" matches, contiguous or not.
        int expected = 0;
        for (const QString &name : std::as_const(many))
            expected += name.indexOf(QLatin1Char('9'), name.indexOf(QLatin1Char('0'))) > 0;
        QCOMPARE(model.matchCount(), expected);
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.index(0).data().toString(), QStringLiteral("pod-0900"));
    }

    void freeTextOffersWhatWasTyped()
    {
        FuzzyResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCandidates(candidates({"default", "production"}));
        model.setFreeTextLabel(QStringLiteral("Use namespace \"%1\""));
        model.setQuery(QStringLiteral("prod"));
        QCOMPARE(shown(model), (QStringList{"production", "Use namespace \"prod\""}));
        QVERIFY(model.isFreeTextRow(1));
        QCOMPARE(model.index(1).data(FuzzyResultsModel::FreeTextRole).toString(), QStringLiteral("prod"));
        QCOMPARE(model.candidate(1), nullptr);
        model.setQuery(QStringLiteral("team-secret"));
        QCOMPARE(shown(model), QStringList{"Use namespace \"team-secret\""});
        model.setQuery(QStringLiteral("production")); // exactly a listed one: nothing extra to offer
        QCOMPARE(shown(model), QStringList{"production"});
        model.setQuery({});
        QCOMPARE(model.rowCount(), 2);
    }

    void positionsRoleHighlightsTheShownRow()
    {
        FuzzyResultsModel model;
        model.setCandidates(candidates({"kube-system/coredns"}));
        model.setQuery(QStringLiteral("kcd"));
        QCOMPARE(model.index(0).data(FuzzyResultsModel::PositionsRole).value<QList<int>>(), (QList<int>{0, 12, 16}));
    }

    // The window in Chinese: an action shows 伸缩…, and a user who knows it as Scale… still finds it.
    void aCandidateIsFoundByItsSourceTextToo()
    {
        FuzzyResultsModel model;
        QAbstractItemModelTester tester(&model);
        FuzzyCandidate scale;
        scale.text = QStringLiteral("伸缩…");
        scale.sourceText = QStringLiteral("Scale…");
        FuzzyCandidate other;
        other.text = QStringLiteral("删除…");
        other.sourceText = QStringLiteral("Delete…");
        model.setCandidates({other, scale});

        model.setQuery(QStringLiteral("scale"));
        QCOMPARE(shown(model), QStringList{QStringLiteral("伸缩…")});
        // The text shown has none of the typed characters: nothing of it is highlighted.
        QVERIFY(model.index(0).data(FuzzyResultsModel::PositionsRole).value<QList<int>>().isEmpty());

        model.setQuery(QStringLiteral("伸缩"));
        QCOMPARE(shown(model), QStringList{QStringLiteral("伸缩…")});
        QCOMPARE(model.index(0).data(FuzzyResultsModel::PositionsRole).value<QList<int>>(), (QList<int>{0, 1}));

        model.setQuery(QStringLiteral("del"));
        QCOMPARE(shown(model), QStringList{QStringLiteral("删除…")});
    }
};

QTEST_GUILESS_MAIN(tst_FuzzyMatcher)
#include "tst_fuzzymatcher.moc"
