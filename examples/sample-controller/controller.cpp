// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "controller.h"

#include <cstdio>

namespace {

constexpr const char *component = "sample-controller";
// A Foo without spec.replicas asks for one, as client-go's sample does (its Deployment's default).
constexpr qint64 defaultReplicas = 1;

// The workqueue's key of an object: "namespace/name", as client-go's MetaNamespaceKeyFunc.
QByteArray keyOf(const kube::api::meta::v1::ObjectMeta &meta)
{
    return (meta.namespace_.value_or(QString()) + QLatin1Char('/') + meta.name.value_or(QString())).toUtf8();
}

// The Deployment a Foo asks for: nginx pods labelled for this Foo, owned by it (client-go's newDeployment).
appsv1::Deployment newDeployment(const samplev1alpha1::Foo &foo)
{
    const QMap<QString, QString> labels{{QStringLiteral("app"), QStringLiteral("nginx")},
                                        {QStringLiteral("controller"), *foo.metadata->name}};

    kube::api::meta::v1::OwnerReference owner;
    owner.apiVersion = QString::fromLatin1(samplev1alpha1::Foo::staticApiVersion);
    owner.kind = QString::fromLatin1(samplev1alpha1::Foo::staticKind);
    owner.name = *foo.metadata->name;
    owner.uid = foo.metadata->uid.value_or(QString());
    owner.controller = true;
    owner.blockOwnerDeletion = true;

    kube::api::core::v1::Container nginx;
    nginx.name = QStringLiteral("nginx");
    nginx.image = QStringLiteral("nginx:latest");

    appsv1::Deployment deployment;
    auto &metadata = deployment.metadata.emplace();
    metadata.name = foo.spec->deploymentName;
    metadata.namespace_ = foo.metadata->namespace_;
    metadata.ownerReferences = QList{owner};
    auto &spec = deployment.spec.emplace();
    spec.replicas = qint32(foo.spec->replicas.value_or(defaultReplicas));
    spec.selector.matchLabels = labels;
    spec.template_.metadata.emplace().labels = labels;
    spec.template_.spec.emplace().containers = {nginx};
    return deployment;
}

// metav1.IsControlledBy: the object's controlling owner is `owner`.
bool isControlledBy(const appsv1::Deployment &object, const samplev1alpha1::Foo &owner)
{
    for (const auto &reference :
         object.metadata->ownerReferences.value_or(QList<kube::api::meta::v1::OwnerReference>()))
        if (reference.controller.value_or(false))
            return reference.uid == owner.metadata->uid;
    return false;
}

} // namespace

Controller::Controller(kube::SharedInformerFactory *factory, kube::RestClient *client, int workers,
                       QObject *parent)
    : QObject(parent), m_factory(factory), m_kubeClientset(client), m_sampleClientset(client),
      m_deploymentInformer(factory), m_fooInformer(kube::SamplecontrollerV1alpha1Informers(factory).foos()),
      m_deploymentsLister(m_deploymentInformer.lister()), m_foosLister(m_fooInformer.lister()),
      m_recorder(m_broadcaster.newRecorder(QString::fromLatin1(component))), m_workers(workers)
{
    m_broadcaster.startRecordingToSink(client);
    m_broadcaster.startLogging([](const kube::RecordedEvent &event) {
        std::fprintf(stderr, "event: %s %s/%s %s: %s\n", qPrintable(event.type),
                     qPrintable(event.object.namespaceName), qPrintable(event.object.name),
                     qPrintable(event.reason), qPrintable(event.message));
    });

    // Handlers run on the informers' listener threads: they only put keys into the (thread-safe) queue.
    auto fooHandler = std::make_shared<kube::TypedEventHandler<samplev1alpha1::Foo>>();
    fooHandler->added = [this](const auto &foo, bool) { enqueueFoo(*foo); };
    fooHandler->updated = [this](const auto &, const auto &foo) { enqueueFoo(*foo); };
    m_fooInformer.addEventHandler(fooHandler);

    auto deploymentHandler = std::make_shared<kube::TypedEventHandler<appsv1::Deployment>>();
    deploymentHandler->added = [this](const auto &deployment, bool) { handleObject(*deployment); };
    deploymentHandler->updated = [this](const auto &oldDeployment, const auto &newDeployment) {
        // A resync (same resourceVersion) changes nothing worth a sync.
        if (oldDeployment->metadata->resourceVersion != newDeployment->metadata->resourceVersion)
            handleObject(*newDeployment);
    };
    deploymentHandler->deleted = [this](const auto &deployment, bool) { handleObject(*deployment); };
    m_deploymentInformer.addEventHandler(deploymentHandler);

    m_queue.setNotify(
        [this] { QMetaObject::invokeMethod(this, &Controller::processNext, Qt::QueuedConnection); });
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

void Controller::enqueueFoo(const samplev1alpha1::Foo &foo)
{
    m_queue.add(keyOf(*foo.metadata));
}

// A Deployment changed: the Foo that controls it (if any) is synced again, so a Deployment changed by hand is
// put back and Foo's status follows the Deployment's.
void Controller::handleObject(const appsv1::Deployment &deployment)
{
    for (const auto &owner :
         deployment.metadata->ownerReferences.value_or(QList<kube::api::meta::v1::OwnerReference>())) {
        if (!owner.controller.value_or(false) || owner.kind != QLatin1String(samplev1alpha1::Foo::staticKind))
            continue;
        if (const auto foo =
                m_foosLister.byNamespace(deployment.metadata->namespace_.value_or(QString())).get(owner.name))
            enqueueFoo(*foo.value());
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
        syncHandler(*key);
    }
    if (m_shuttingDown && m_inFlight == 0 && m_queue.length() == 0)
        Q_EMIT drained();
}

// client-go's syncHandler: compares the Foo's wish with its Deployment and acts on the difference.
void Controller::syncHandler(const QByteArray &key)
{
    const qsizetype slash = key.indexOf('/');
    const QString namespaceName = QString::fromUtf8(key.left(slash));
    const QString name = QString::fromUtf8(key.mid(slash + 1));
    const auto foo = m_foosLister.byNamespace(namespaceName).get(name);
    if (!foo) {
        // Deleted: its Deployment goes with it by garbage collection (the owner reference).
        finishSync(key, foo.error().isNotFound() ? kube::Error() : foo.error());
        return;
    }
    const QString deploymentName =
        foo.value()->spec ? foo.value()->spec->deploymentName.value_or(QString()) : QString();
    if (deploymentName.isEmpty()) {
        // Nothing to retry until the user fixes the Foo (client-go's sample logs and drops it).
        recordEvent(*foo.value(), kube::EventRecorder::warning, QStringLiteral("InvalidSpec"),
                    QStringLiteral("spec.deploymentName must be specified"));
        finishSync(key, {});
        return;
    }
    const qint64 replicas = foo.value()->spec->replicas.value_or(defaultReplicas);
    const auto deployments = m_kubeClientset.appsV1().deployments(namespaceName);
    const auto deployment = m_deploymentsLister.byNamespace(namespaceName).get(deploymentName);

    if (!deployment) {
        if (!deployment.error().isNotFound()) {
            finishSync(key, deployment.error());
            return;
        }
        deployments.create(newDeployment(*foo.value()), {}, this,
                           [this, key, foo = foo.value()](kube::Result<appsv1::Deployment> created) {
                               if (!created)
                                   return finishSync(key, created.error());
                               updateFooStatus(key, *foo, created.value());
                           });
        return;
    }
    if (!isControlledBy(*deployment.value(), *foo.value())) {
        const QString message =
            QStringLiteral("Resource \"%1\" already exists and is not managed by Foo").arg(deploymentName);
        recordEvent(*foo.value(), kube::EventRecorder::warning, QStringLiteral("ErrResourceExists"), message);
        finishSync(key, kube::Error(kube::Error::Kind::Invalid, message));
        return;
    }
    if (deployment.value()->spec->replicas.value_or(defaultReplicas) != replicas) {
        // The lister's object is shared and immutable: change a copy. Its resourceVersion makes the update a
        // compare-and-swap: a concurrent change gives 409 and the key is retried.
        appsv1::Deployment changed = *deployment.value();
        changed.spec->replicas = qint32(replicas);
        deployments.update(changed, {}, this,
                           [this, key, foo = foo.value()](kube::Result<appsv1::Deployment> updated) {
                               if (!updated)
                                   return finishSync(key, updated.error());
                               updateFooStatus(key, *foo, updated.value());
                           });
        return;
    }
    updateFooStatus(key, *foo.value(), *deployment.value());
}

void Controller::updateFooStatus(const QByteArray &key, const samplev1alpha1::Foo &foo,
                                 const appsv1::Deployment &deployment)
{
    const qint64 available = deployment.status ? deployment.status->availableReplicas.value_or(0) : 0;
    const auto reportSynced = [this, key, foo] {
        recordEvent(foo, kube::EventRecorder::normal, QStringLiteral("Synced"),
                    QStringLiteral("Foo synced successfully"));
        Q_EMIT synced(QString::fromUtf8(key));
        finishSync(key, {});
    };
    if (foo.status && foo.status->availableReplicas == available) {
        reportSynced();
        return;
    }
    samplev1alpha1::Foo changed = foo;
    if (!changed.status)
        changed.status.emplace();
    changed.status->availableReplicas = available;
    m_sampleClientset.foos(foo.metadata->namespace_.value_or(QString()))
        .updateStatus(changed, {}, this,
                      [this, key, reportSynced](kube::Result<samplev1alpha1::Foo> updated) {
                          if (!updated)
                              return finishSync(key, updated.error());
                          reportSynced();
                      });
}

void Controller::recordEvent(const samplev1alpha1::Foo &foo, const char *type, const QString &reason,
                             const QString &message) const
{
    const auto &meta = *foo.metadata;
    const kube::ObjectReference reference{QString::fromLatin1(samplev1alpha1::Foo::staticApiVersion),
                                          QString::fromLatin1(samplev1alpha1::Foo::staticKind),
                                          meta.namespace_.value_or(QString()),
                                          meta.name.value_or(QString()),
                                          meta.uid.value_or(QString()),
                                          meta.resourceVersion.value_or(QString())};
    m_recorder.event(reference, QString::fromLatin1(type), reason, message);
}

void Controller::finishSync(const QByteArray &key, const kube::Error &error)
{
    --m_inFlight;
    if (error) {
        std::fprintf(stderr, "error syncing '%s': %s, requeuing\n", key.constData(),
                     qPrintable(error.toString()));
        m_queue.addRateLimited(key);
    } else {
        m_queue.forget(key);
    }
    m_queue.done(key);
    processNext();
}
