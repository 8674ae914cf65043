// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The details' descriptions, made on the session's worker against kubesim: the describer's own reads answer
// there, versions asked for while one is described are skipped but the newest is described, and a describer
// destroyed mid-way says nothing. Runs under TSan (label tsan).
#include "sessionfixture.h"

#include "session/objectdescriber.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace kube;

namespace {

const QString namespaceName = QStringLiteral("described");

const sim::ResourceType &typeOf(const char *resource)
{
    return *sim::ResourceType::find({}, QStringLiteral("v1"), QLatin1String(resource));
}

QJsonObject podManifest(const QString &name, const QString &image)
{
    return QJsonObject{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("Pod")},
        {QStringLiteral("metadata"),
         QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("namespace"), namespaceName}}},
        {QStringLiteral("spec"),
         QJsonObject{{QStringLiteral("containers"),
                      QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("main")},
                                             {QStringLiteral("image"), image}}}}}}};
}

// An Event about `pod`, which only the describer's own read of the Events can show.
QJsonObject eventAbout(const Object &pod, const QString &message)
{
    return QJsonObject{
        {QStringLiteral("apiVersion"), QStringLiteral("v1")},
        {QStringLiteral("kind"), QStringLiteral("Event")},
        {QStringLiteral("metadata"),
         QJsonObject{{QStringLiteral("name"), QString::fromUtf8(pod.name()) + QStringLiteral(".1")},
                     {QStringLiteral("namespace"), namespaceName}}},
        {QStringLiteral("involvedObject"), // kubectl finds the Events of an object by its name and UID
         QJsonObject{{QStringLiteral("kind"), QStringLiteral("Pod")},
                     {QStringLiteral("namespace"), namespaceName},
                     {QStringLiteral("name"), QString::fromUtf8(pod.name())},
                     {QStringLiteral("uid"), QString::fromUtf8(pod.uid())}}},
        {QStringLiteral("reason"), QStringLiteral("Tested")},
        {QStringLiteral("message"), message},
        {QStringLiteral("type"), QStringLiteral("Normal")},
        {QStringLiteral("count"), 1}};
}

Object objectOf(const sim::StoredObject &stored)
{
    return Object::fromJson(stored.json).value();
}

QString imageLine(const Description &description)
{
    for (const QString &line : description.text().split(QLatin1Char('\n')))
        if (line.trimmed().startsWith(QLatin1String("Image:")))
            return line.section(QLatin1Char(':'), 1).trimmed();
    return {};
}

} // namespace

class tst_ObjectDescriber : public QObject
{
    Q_OBJECT

    std::unique_ptr<SimFixture> m_fixture;
    std::unique_ptr<ClusterSession> m_session;
    ApiResource m_pods;

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<kube::Object>();
        qRegisterMetaType<kube::Error>();
        m_fixture = std::make_unique<SimFixture>();
        m_fixture->sim().store().create(
            typeOf("namespaces"),
            QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                        {QStringLiteral("kind"), QStringLiteral("Namespace")},
                        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), namespaceName}}}});
        m_session = startedSession(*m_fixture);
        const ApiResource *pods = m_session->findResource({}, QStringLiteral("pods"));
        QVERIFY(pods);
        m_pods = *pods;
    }
    void cleanupTestCase()
    {
        m_session.reset();
        m_fixture.reset();
    }

    // What `qkubectl describe pod` prints, the Events read on the worker included.
    void describesWithTheDescribersReads()
    {
        const Object pod = objectOf(m_fixture->sim().store().create(typeOf("pods"), podManifest("web", "nginx:1")));
        m_fixture->sim().store().create(typeOf("events"), eventAbout(pod, QStringLiteral("seen by the describer")));
        ObjectDescriber describer(m_session.get(), m_pods);
        QSignalSpy described(&describer, &ObjectDescriber::described);
        describer.describe(pod);
        QTRY_COMPARE(described.count(), 1);
        const auto description = described.first().at(1).value<Description>();
        QVERIFY2(!described.first().at(2).value<Error>(),
                 qPrintable(described.first().at(2).value<Error>().toString()));
        QCOMPARE(described.first().at(0).value<Object>().name(), QByteArrayView("web"));
        const QString text = description.text();
        QVERIFY2(text.startsWith(QLatin1String("Name:")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Namespace:    described")), qPrintable(text));
        QCOMPARE(imageLine(description), QStringLiteral("nginx:1"));
        QVERIFY2(text.contains(QLatin1String("seen by the describer")), qPrintable(text));
    }

    // Three versions asked for at once: the first is described, the second skipped, the newest described
    // after it; the window never shows an older version last.
    void versionsAskedForWhileOneIsDescribedAreSkipped()
    {
        sim::ObjectStore &store = m_fixture->sim().store();
        QList<Object> versions{objectOf(store.create(typeOf("pods"), podManifest("busy", "nginx:1")))};
        for (const char *image : {"nginx:2", "nginx:3"}) {
            QJsonObject next = podManifest(QStringLiteral("busy"), QLatin1String(image));
            versions.append(objectOf(store.update(typeOf("pods"), next)));
        }
        ObjectDescriber describer(m_session.get(), m_pods);
        QSignalSpy described(&describer, &ObjectDescriber::described);
        for (const Object &version : std::as_const(versions))
            describer.describe(version);
        QTRY_COMPARE(described.count(), 2);
        QCOMPARE(imageLine(described.at(0).at(1).value<Description>()), QStringLiteral("nginx:1"));
        QCOMPARE(imageLine(described.at(1).at(1).value<Description>()), QStringLiteral("nginx:3"));
        QCOMPARE(described.at(1).at(0).value<Object>().resourceVersion(), versions.last().resourceVersion());

        // Idle again: the next version is described at once.
        describer.describe(versions.at(1));
        QTRY_COMPARE(described.count(), 3);
        QCOMPARE(imageLine(described.at(2).at(1).value<Description>()), QStringLiteral("nginx:2"));
    }

    // A describer destroyed while its description is made (the selection moved on) hears nothing, and the
    // session's worker goes on: a describer made after it is answered.
    void aDescriberDestroyedMidwaySaysNothing()
    {
        const Object pod =
            objectOf(m_fixture->sim().store().create(typeOf("pods"), podManifest("gone", "nginx:1")));
        bool heard = false;
        auto *first = new ObjectDescriber(m_session.get(), m_pods);
        connect(first, &ObjectDescriber::described, this, [&heard] { heard = true; });
        first->describe(pod);
        delete first;
        ObjectDescriber second(m_session.get(), m_pods);
        QSignalSpy described(&second, &ObjectDescriber::described);
        second.describe(pod);
        QTRY_COMPARE(described.count(), 1); // the worker answers in order: the first's answer came before
        QVERIFY(!heard);
    }
};

QTEST_GUILESS_MAIN(tst_ObjectDescriber)
#include "tst_objectdescriber.moc"
