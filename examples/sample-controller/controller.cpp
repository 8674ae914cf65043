// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "controller.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace {

constexpr const char *component = "sample-controller";

QJsonObject ownerReference(const kube::Object &foo)
{
    return {{QStringLiteral("apiVersion"), QStringLiteral("samplecontroller.k8s.io/v1alpha1")},
            {QStringLiteral("kind"), QStringLiteral("Foo")},
            {QStringLiteral("name"), QString::fromUtf8(foo.name())},
            {QStringLiteral("uid"), QString::fromUtf8(foo.uid())},
            {QStringLiteral("controller"), true},
            {QStringLiteral("blockOwnerDeletion"), true}};
}

// The Deployment a Foo asks for: nginx pods labelled for this Foo, owned by it.
QJsonObject newDeployment(const kube::Object &foo, const QString &name, int replicas)
{
    const QJsonObject labels{{QStringLiteral("app"), QStringLiteral("nginx")}, {QStringLiteral("controller"), QString::fromUtf8(foo.name())}};
    return {{QStringLiteral("apiVersion"), QStringLiteral("apps/v1")},
            {QStringLiteral("kind"), QStringLiteral("Deployment")},
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name},
                                                     {QStringLiteral("namespace"), QString::fromUtf8(foo.namespaceName())},
                                                     {QStringLiteral("ownerReferences"), QJsonArray{ownerReference(foo)}}}},
            {QStringLiteral("spec"),
             QJsonObject{{QStringLiteral("replicas"), replicas},
                         {QStringLiteral("selector"), QJsonObject{{QStringLiteral("matchLabels"), labels}}},
                         {QStringLiteral("template"),
                          QJsonObject{{QStringLiteral("metadata"), QJsonObject{{QStringLiteral("labels"), labels}}},
                                      {QStringLiteral("spec"), QJsonObject{{QStringLiteral("containers"),
                                                                           QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("nginx")},
                                                                                                  {QStringLiteral("image"), QStringLiteral("nginx:latest")}}}}}}}}}}};
}

bool controlledBy(const kube::Object &object, const kube::Object &owner)
{
    for (const kube::OwnerReference &reference : object.ownerReferences())
        if (reference.controller)
            return reference.uid == owner.uid();
    return false;
}

int intAt(const QJsonObject &object, const char *section, const char *field)
{
    return object.value(QLatin1String(section)).toObject().value(QLatin1String(field)).toInt();
}

} // namespace

Controller::Controller(kube::SharedInformerFactory *factory, kube::RestClient *client, int workers, QObject *parent)
    : QObject(parent), m_factory(factory), m_client(client), m_fooInformer(factory->informerFor(foos)),
      m_deploymentInformer(factory->informerFor(deployments)), m_recorder(m_broadcaster.newRecorder(QString::fromLatin1(component))),
      m_workers(workers)
{
    m_broadcaster.startRecordingToSink(client);
    m_broadcaster.startLogging([](const kube::RecordedEvent &event) {
        std::fprintf(stderr, "event: %s %s/%s %s: %s\n", qPrintable(event.type), qPrintable(event.object.namespaceName), qPrintable(event.object.name),
                     qPrintable(event.reason), qPrintable(event.message));
    });

    // Handlers run on the informers' listener threads: they only put keys into the (thread-safe) queue.
    auto fooHandler = std::make_shared<kube::FunctionEventHandler>();
    fooHandler->added = [this](const kube::Object &foo, bool) { enqueueFoo(foo); };
    fooHandler->updated = [this](const kube::Object &, const kube::Object &foo) { enqueueFoo(foo); };
    m_fooInformer->addEventHandler(fooHandler);

    auto deploymentHandler = std::make_shared<kube::FunctionEventHandler>();
    deploymentHandler->added = [this](const kube::Object &deployment, bool) { handleOwnedObject(deployment); };
    deploymentHandler->updated = [this](const kube::Object &oldDeployment, const kube::Object &deployment) {
        // A resync (same resourceVersion) changes nothing worth a sync.
        if (oldDeployment.resourceVersion() != deployment.resourceVersion())
            handleOwnedObject(deployment);
    };
    deploymentHandler->deleted = [this](const kube::Object &deployment, bool) { handleOwnedObject(deployment); };
    m_deploymentInformer->addEventHandler(deploymentHandler);

    m_queue.setNotify([this] { QMetaObject::invokeMethod(this, &Controller::processNext, Qt::QueuedConnection); });
    connect(m_factory, &kube::SharedInformerFactory::cacheSynced, this, [this] {
        m_started = true;
        processNext();
    });
}

void Controller::run()
{
    m_factory->start();
}

void Controller::shutDown()
{
    m_shuttingDown = true;
    m_queue.shutDown();
    QMetaObject::invokeMethod(this, &Controller::processNext, Qt::QueuedConnection);
}

void Controller::enqueueFoo(const kube::Object &foo)
{
    m_queue.add(foo.key());
}

// A Deployment changed: the Foo that controls it (if any) is synced again, so a Deployment changed by hand is
// put back and Foo's status follows the Deployment's.
void Controller::handleOwnedObject(const kube::Object &object)
{
    for (const kube::OwnerReference &reference : object.ownerReferences()) {
        if (!reference.controller || reference.kind != "Foo")
            continue;
        const QByteArray key = object.namespaceName().toByteArray() + '/' + reference.name;
        if (m_fooInformer->indexer().getByKey(key))
            m_queue.add(key);
    }
}

void Controller::processNext()
{
    if (!m_started)
        return;
    while (m_inFlight < m_workers) {
        const std::optional<QByteArray> key = m_queue.tryGet();
        if (!key)
            break;
        ++m_inFlight;
        sync(*key);
    }
    if (m_shuttingDown && m_inFlight == 0 && m_queue.length() == 0)
        Q_EMIT drained();
}

void Controller::sync(const QByteArray &key)
{
    const std::optional<kube::Object> foo = m_fooInformer->indexer().getByKey(key);
    if (!foo) {
        // Deleted: its Deployment goes with it by garbage collection (the owner reference).
        finishSync(key, {});
        return;
    }
    const QJsonObject fooJson = foo->toJsonObject();
    const QJsonObject spec = fooJson.value(QLatin1String("spec")).toObject();
    const QString deploymentName = spec.value(QLatin1String("deploymentName")).toString();
    if (deploymentName.isEmpty()) {
        // Nothing to retry until the user fixes the Foo (client-go's sample logs and drops it).
        m_recorder.event(*foo, QString::fromLatin1(kube::EventRecorder::warning), QStringLiteral("InvalidSpec"),
                         QStringLiteral("spec.deploymentName must be specified"));
        finishSync(key, {});
        return;
    }
    const int replicas = spec.value(QLatin1String("replicas")).toInt(1);
    const QByteArray deploymentKey = foo->namespaceName().toByteArray() + '/' + deploymentName.toUtf8();
    const std::optional<kube::Object> deployment = m_deploymentInformer->indexer().getByKey(deploymentKey);
    const kube::ResourceClient deploymentClient(m_client, deployments, QString::fromUtf8(foo->namespaceName()));

    if (!deployment) {
        const QByteArray body = QJsonDocument(newDeployment(*foo, deploymentName, replicas)).toJson(QJsonDocument::Compact);
        connect(deploymentClient.create(body), &kube::RestCall::finished, this, [this, key, foo = *foo](const kube::Response &response) {
            const auto created = kube::ResourceClient::object(response);
            if (!created) {
                finishSync(key, created.error());
                return;
            }
            updateFooStatus(key, foo, created.value());
        });
        return;
    }
    if (!controlledBy(*deployment, *foo)) {
        const QString message = QStringLiteral("Resource \"%1\" already exists and is not managed by Foo").arg(deploymentName);
        m_recorder.event(*foo, QString::fromLatin1(kube::EventRecorder::warning), QStringLiteral("ErrResourceExists"), message);
        finishSync(key, kube::Error(kube::Error::Kind::Invalid, message));
        return;
    }
    QJsonObject deploymentJson = deployment->toJsonObject();
    if (intAt(deploymentJson, "spec", "replicas") != replicas) {
        QJsonObject deploymentSpec = deploymentJson.value(QLatin1String("spec")).toObject();
        deploymentSpec.insert(QStringLiteral("replicas"), replicas);
        deploymentJson.insert(QStringLiteral("spec"), deploymentSpec);
        // The update carries the resourceVersion it read: a concurrent change gives 409 and the key is retried.
        connect(deploymentClient.update(deploymentName, QJsonDocument(deploymentJson).toJson(QJsonDocument::Compact)), &kube::RestCall::finished, this,
                [this, key, foo = *foo](const kube::Response &response) {
                    const auto updated = kube::ResourceClient::object(response);
                    if (!updated) {
                        finishSync(key, updated.error());
                        return;
                    }
                    updateFooStatus(key, foo, updated.value());
                });
        return;
    }
    updateFooStatus(key, *foo, *deployment);
}

void Controller::updateFooStatus(const QByteArray &key, const kube::Object &foo, const kube::Object &deployment)
{
    QJsonObject fooJson = foo.toJsonObject();
    const int available = intAt(deployment.toJsonObject(), "status", "availableReplicas");
    const auto reportSynced = [this, key, foo] {
        m_recorder.event(foo, QString::fromLatin1(kube::EventRecorder::normal), QStringLiteral("Synced"), QStringLiteral("Foo synced successfully"));
        Q_EMIT synced(QString::fromUtf8(key));
        finishSync(key, {});
    };
    if (fooJson.value(QLatin1String("status")).toObject().contains(QLatin1String("availableReplicas"))
        && intAt(fooJson, "status", "availableReplicas") == available) {
        reportSynced();
        return;
    }
    QJsonObject status = fooJson.value(QLatin1String("status")).toObject();
    status.insert(QStringLiteral("availableReplicas"), available);
    fooJson.insert(QStringLiteral("status"), status);
    const kube::Request request = kube::Request::put()
                                      .resource(foos)
                                      .namespaceName(QString::fromUtf8(foo.namespaceName()))
                                      .name(QString::fromUtf8(foo.name()))
                                      .subresource(QStringLiteral("status"))
                                      .body(QJsonDocument(fooJson).toJson(QJsonDocument::Compact));
    m_client->send(request, this, [this, key, reportSynced](const kube::Response &response) {
        if (!response.ok()) {
            finishSync(key, response.error);
            return;
        }
        reportSynced();
    });
}

void Controller::finishSync(const QByteArray &key, const kube::Error &error)
{
    --m_inFlight;
    if (error) {
        std::fprintf(stderr, "error syncing '%s': %s, requeuing\n", key.constData(), qPrintable(error.toString()));
        m_queue.addRateLimited(key);
    } else {
        m_queue.forget(key);
    }
    m_queue.done(key);
    processNext();
}
