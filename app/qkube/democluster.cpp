// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "democluster.h"
#include "demochurn.h"

#include "printers/builtinkinds.h"
#include "sim/resourcetype.h"

#include <QJsonObject>

namespace {
// A slow link that still lists a demo cluster within seconds: 64 KiB a second.
constexpr qint64 slowLinkBytesPerSecond = 64 * 1024;

// Every `every`th pod evicted, as a node under memory pressure leaves them: the cluster that needs attention.
void evictSome(kube::sim::KubeSim *sim, int every)
{
    const auto *pods = kube::sim::ResourceType::find({}, QStringLiteral("v1"),
                                                     QLatin1String(kube::BuiltinKinds::pods.resource));
    QList<QJsonObject> evicted;
    int index = 0;
    for (const kube::sim::StoredObject &stored : sim->store().objects(*pods))
        if (++index % every == 0)
            evicted.append(stored.object());
    for (QJsonObject pod : std::as_const(evicted)) {
        pod.insert(QStringLiteral("status"),
                   QJsonObject{
                       {QStringLiteral("phase"), QStringLiteral("Failed")},
                       {QStringLiteral("reason"), QStringLiteral("Evicted")},
                       {QStringLiteral("message"), QStringLiteral("The node was low on resource: memory.")}});
        sim->store().update(*pods, pod);
    }
}
} // namespace

QList<DemoCluster::Profile> DemoCluster::profiles(int count)
{
    const QList<Profile> kinds = {
        {QStringLiteral("prod"), 400, 8, 0, 0},
        {QStringLiteral("staging"), 120, 5, 6, 0},                  // many failing pods
        {QStringLiteral("edge"), 60, 3, 0, slowLinkBytesPerSecond}, // slow to list and to watch
        {QStringLiteral("dev"), 30, 3, 0, 0},
    };
    QList<Profile> chosen;
    for (int i = 0; i < count; ++i) {
        Profile profile = kinds[i % kinds.size()];
        if (i >= kinds.size())
            profile.name += QString::number(i / kinds.size() + 1);
        chosen.append(profile);
    }
    return chosen;
}

kube::sim::KubeSimOptions DemoCluster::simOptions(const Profile &profile)
{
    kube::sim::KubeSimOptions options;
    options.name = profile.name;
    options.scenario.pods = profile.pods;
    options.scenario.namespaces = profile.namespaces;
    options.scenario.nodes = 4;
    options.scenario.events = 60;
    options.scenario.failures = kube::sim::ScenarioOptions::Failures::OneOfEach;
    options.bookmarkIntervalMs = 30'000;
    options.prometheus = true;
    return options;
}

DemoCluster::DemoCluster(QObject *parent) : DemoCluster(Profile{}, parent) {}

DemoCluster::DemoCluster(Profile profile, QObject *parent) : QObject(parent), m_profile(std::move(profile))
{
    m_thread.setObjectName(QStringLiteral("qkube-demo-cluster"));
    m_thread.start();
}

DemoCluster::~DemoCluster()
{
    // kubesim goes on its own thread (finished → deleteLater, in start()): its timers and sockets can be
    // stopped only there.
    m_thread.quit();
    m_thread.wait();
}

QString DemoCluster::kubeconfigPath() const
{
    return m_dir.filePath(QStringLiteral("kubeconfig"));
}

void DemoCluster::start()
{
    auto *context = new QObject;
    context->moveToThread(&m_thread);
    const QString path = kubeconfigPath();
    const Profile profile = m_profile;
    QMetaObject::invokeMethod(
        context,
        [this, context, path, profile] {
            auto *sim = new kube::sim::KubeSim(simOptions(profile));
            connect(&m_thread, &QThread::finished, sim, &QObject::deleteLater);
            QString error;
            const bool started = sim->start(&error) && sim->writeKubeconfig(path, &error);
            if (started && profile.failingEvery > 0)
                evictSome(sim, profile.failingEvery);
            if (started && profile.bytesPerSecond > 0)
                sim->setWriteRate(profile.bytesPerSecond);
            if (started)
                (new DemoChurn(sim, sim))->start();
            const QString url = sim->url();
            delete context;
            QMetaObject::invokeMethod(
                this,
                [this, started, error, path, url] {
                    if (started)
                        Q_EMIT ready(path, url);
                    else
                        Q_EMIT failed(error);
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}
