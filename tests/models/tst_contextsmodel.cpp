// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "models/contextsmodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kube;

namespace {
void write(const QString &path, const QByteArray &text)
{
    QFile file(path + QStringLiteral(".tmp"));
    file.open(QIODevice::WriteOnly);
    file.write(text);
    file.close();
    QFile::remove(path);
    QFile::rename(path + QStringLiteral(".tmp"), path); // as editors do: replace the file
}
const QByteArray base = "clusters:\n- name: c\n  cluster: {server: 'https://x:6443'}\nusers:\n- name: u\n  user: {token: t}\n";
} // namespace

class tst_ContextsModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reloadsWhenTheFileChanges()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config"));
        write(path, base + "current-context: a\ncontexts:\n- name: a\n  context: {cluster: c, user: u}\n- name: b\n  context: {cluster: c, user: u, namespace: apps}\n");
        ContextsModel model(path);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.index(0).data(ContextsModel::CurrentRole).toBool());
        QCOMPARE(model.index(1).data(ContextsModel::NamespaceRole).toString(), QStringLiteral("apps"));
        QSignalSpy reloaded(&model, &ContextsModel::reloaded);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        write(path, base + "current-context: b\ncontexts:\n- name: b\n  context: {cluster: c, user: u, namespace: apps}\n- name: new\n  context: {cluster: c, user: u}\n");
        QTRY_VERIFY_WITH_TIMEOUT(reloaded.size() >= 1, 5000);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0).data().toString(), QStringLiteral("b"));
        QVERIFY(model.index(0).data(ContextsModel::CurrentRole).toBool());
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("new"));
        QCOMPARE(reset.size(), 0);
    }

    void aBrokenFileKeepsTheLastGoodList()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config"));
        write(path, base + "contexts:\n- name: a\n  context: {cluster: c, user: u}\n");
        ContextsModel model(path);
        QSignalSpy failed(&model, &ContextsModel::loadFailed);
        write(path, "contexts: [unclosed\n");
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 5000);
        QCOMPARE(model.rowCount(), 1);
        QVERIFY(model.lastError().where().startsWith(path));
    }
};

QTEST_MAIN(tst_ContextsModel)
#include "tst_contextsmodel.moc"
