// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The ABI from release to release: libqkube-engine exports what engine/abi/qkube-engine.symbols lists
// (demangled, one a line, sorted), no more and no less. A change to the exported set fails here until the
// list is updated with it, so that a release's notes can say what was added or removed (a removal or a
// changed signature needs a new SOVERSION). The current list is written to the build folder for review and
// copying.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

constexpr int nmTimeoutMs = 60'000;

// The engine's exported definitions, demangled: what `nm -D --defined-only -C` prints after the address and
// type, of the kube namespace's own names (functions, variables, their classes' typeinfo and vtables). Left
// out: std:: and Qt templates instantiated over kube types, and lambdas' typeinfo, which come and go with the
// optimiser's inlining (a Release build emits other ones than RelWithDebInfo) and are no one's API.
QStringList exportedSymbols(const QString &library, QString *error)
{
    QProcess nm;
    nm.start(QStringLiteral("nm"),
             {QStringLiteral("-D"), QStringLiteral("--defined-only"), QStringLiteral("-C"), library});
    if (!nm.waitForFinished(nmTimeoutMs) || nm.exitCode() != 0) {
        *error =
            QStringLiteral("nm failed on %1: %2").arg(library, QString::fromUtf8(nm.readAllStandardError()));
        return {};
    }
    static const QRegularExpression ownName(
        QStringLiteral("^((typeinfo name for|typeinfo for|vtable for|VTT for|non-virtual thunk to|virtual "
                       "thunk to) )?kube::"));
    QSet<QString> names;
    for (const QByteArray &line : nm.readAllStandardOutput().split('\n')) {
        const QList<QByteArray> fields = line.split(' ');
        if (fields.size() < 3)
            continue;
        const QString name = QString::fromUtf8(line.mid(fields.at(0).size() + fields.at(1).size() + 2));
        if (ownName.match(name).hasMatch() && !name.contains(QLatin1String("{lambda")))
            names.insert(name);
    }
    QStringList sorted(names.begin(), names.end());
    sorted.sort();
    return sorted;
}

} // namespace

class tst_Abi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exportedSymbolsAreTheListedOnes()
    {
        QString error;
        const QStringList exported = exportedSymbols(QStringLiteral(QKUBE_ENGINE_LIBRARY), &error);
        QVERIFY2(!exported.isEmpty(), qPrintable(error));

        const QString current = QStringLiteral(QKUBE_BINARY_DIR "/qkube-engine.symbols");
        QFile out(current);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write((exported.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
        out.close();

        QFile listed(QStringLiteral(QKUBE_ABI_LIST));
        QVERIFY2(listed.open(QIODevice::ReadOnly), QKUBE_ABI_LIST);
        const QStringList expected =
            QString::fromUtf8(listed.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const QSet<QString> expectedSet(expected.begin(), expected.end());
        const QSet<QString> exportedSet(exported.begin(), exported.end());
        QStringList added = (exportedSet - expectedSet).values();
        QStringList removed = (expectedSet - exportedSet).values();
        added.sort();
        removed.sort();
        QVERIFY2(added.isEmpty() && removed.isEmpty(),
                 qPrintable(QStringLiteral("the exported symbols changed (%1 added, %2 removed); if meant, "
                                           "cp %3 %4\nadded:\n  %5\nremoved:\n  %6")
                                .arg(added.size())
                                .arg(removed.size())
                                .arg(current, QStringLiteral(QKUBE_ABI_LIST),
                                     added.mid(0, 40).join(QStringLiteral("\n  ")),
                                     removed.mid(0, 40).join(QStringLiteral("\n  ")))));
        // The list is the API: nothing from kube::detail (the typed API's codec helpers, kube::api::detail,
        // are called by generated code and stay).
        static const QRegularExpression internalName(QStringLiteral("^(\\w+ for )*kube::detail::"));
        QStringList internal;
        for (const QString &name : exported)
            if (internalName.match(name).hasMatch())
                internal.append(name);
        QVERIFY2(internal.isEmpty(), qPrintable(internal.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(tst_Abi)
#include "tst_abi.moc"
