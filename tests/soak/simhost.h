// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// One of the soak's kubesim clusters in the servers' process (qkube_soak_servers): served and churned on a
// thread of its own, struck by the operations of serverops.h, and asked what it holds at checkpoints.
#pragma once

#include "cachestate.h"
#include "core/workerpriority.h"
#include "serverops.h"
#include "sim/kubesim.h"

#include <QJsonObject>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <functional>
#include <vector>

namespace soak {

using namespace kube;

// One kubesim on a thread of its own, so that the clusters serve and churn side by side. Everything reaching
// the server goes through post() (queued) or call() (waits: the soak's questions).
class SimHost
{
public:
    SimHost(const QString &name, quint32 seed, const QString &dir)
        : m_name(name), m_kubeconfig(dir + QStringLiteral("/") + name)
    {
        m_thread.setObjectName(name);
        startWorkerThread(m_thread); // below the GUI thread, as a remote apiserver would not compete with it
        m_anchor.moveToThread(&m_thread);
        call([&] {
            sim::KubeSimOptions options;
            options.name = name;
            options.scenario.seed = seed;
            options.scenario.pods = podsPerCluster;
            options.scenario.namespaces = 4;
            options.history = 3000; // small enough that compaction also comes on its own
            options.bookmarkIntervalMs = 10'000;
            m_sim = new sim::KubeSim(options);
            QString error;
            if (!m_sim->start(&error) || !m_sim->writeKubeconfig(m_kubeconfig, &error))
                qFatal("kubesim %s: %s", qPrintable(name), qPrintable(error));
            m_port = m_sim->port();
            QObject::connect(&m_sim->store(), &sim::ObjectStore::changed, m_sim, [this] { ++m_changes; });
            m_objectChurn = new QTimer(m_sim);
            QObject::connect(m_objectChurn, &QTimer::timeout, m_sim, [this] { churnObjects(); });
        });
    }
    ~SimHost()
    {
        call([&] { delete m_sim; });
        m_thread.quit();
        m_thread.wait();
    }
    QString context() const { return m_name + QStringLiteral("-admin"); }
    QString kubeconfig() const { return m_kubeconfig; }
    qint64 changes() const { return m_changes.load(); }
    quint16 port() const { return m_port; }
    void post(std::function<void(sim::KubeSim &)> work)
    {
        QMetaObject::invokeMethod(
            &m_anchor, [this, work = std::move(work)] { work(*m_sim); }, Qt::QueuedConnection);
    }
    void call(const std::function<void()> &work)
    {
        QMetaObject::invokeMethod(&m_anchor, work, Qt::BlockingQueuedConnection);
    }
    void setChurning(bool on)
    {
        post([this, on](sim::KubeSim &sim) {
            sim.setChurn(on ? podChurnPerCluster : 0);
            sim.setCrontabUpdates(on ? crontabUpdatesPerCluster : 0);
            if (on)
                m_objectChurn->start(objectChurnMs);
            else
                m_objectChurn->stop();
        });
    }
    // "uid resourceVersion" by key of what the server holds of a resource (in one namespace, or all).
    IdentitiesByKey identities(const GroupVersionResource &gvr, const QString &ns)
    {
        IdentitiesByKey out;
        call([&] {
            const sim::ResourceType *type = m_sim->resources().find(gvr.group, gvr.version, gvr.resource);
            if (!type)
                return;
            const auto &objects = m_sim->store().objects(*type);
            for (auto it = objects.constBegin(); it != objects.constEnd(); ++it) {
                if (!ns.isEmpty() && !it.key().startsWith(ns + QLatin1Char('/')))
                    continue;
                const QString uid = it->object()
                                        .value(QLatin1String("metadata"))
                                        .toObject()
                                        .value(QLatin1String("uid"))
                                        .toString();
                out.insert(it.key().toUtf8(), uid.toUtf8() + ' ' + QByteArray::number(it->resourceVersion));
            }
        });
        return out;
    }

    // The resourceVersion of each Event the server holds, by key.
    QHash<QByteArray, quint64> eventVersions()
    {
        QHash<QByteArray, quint64> out;
        call([&] {
            for (const auto &[version, key] : eventsByVersion())
                out.insert(key.toUtf8(), version);
        });
        return out;
    }

    // The keys of the server's `count` newest Events (by resourceVersion): those of the last seconds of
    // churn.
    QSet<QByteArray> newestEvents(int count)
    {
        QSet<QByteArray> out;
        call([&] {
            auto byVersion = eventsByVersion();
            const auto newest = byVersion.begin() + std::min<qsizetype>(count, byVersion.size());
            std::partial_sort(byVersion.begin(), newest, byVersion.end(), std::greater<>());
            for (auto it = byVersion.begin(); it != newest; ++it)
                out.insert(it->second.toUtf8());
        });
        return out;
    }

private:
    static const sim::ResourceType &eventsType()
    {
        return *sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("events"));
    }
    // (resourceVersion, key) of each Event the server holds. On kubesim's thread.
    std::vector<std::pair<quint64, QString>> eventsByVersion() const
    {
        const QMap<QString, sim::StoredObject> &objects = m_sim->store().objects(eventsType());
        std::vector<std::pair<quint64, QString>> out;
        out.reserve(size_t(objects.size()));
        for (auto it = objects.constBegin(); it != objects.constEnd(); ++it)
            out.emplace_back(it->resourceVersion, it.key());
        return out;
    }

    // Creates and deletes the churn of the other kinds the window shows: ConfigMaps (created, changed,
    // deleted) and CronTabs, a custom kind (created and deleted; Churn updates them).
    void churnObjects()
    {
        const sim::ResourceType *configMaps =
            sim::ResourceType::find({}, QStringLiteral("v1"), QStringLiteral("configmaps"));
        const sim::ResourceType *crontabs = m_sim->resources().find(
            QStringLiteral("stable.example.com"), QStringLiteral("v1"), QStringLiteral("crontabs"));
        const int n = m_serial++;
        const QString ns = QStringLiteral("default");
        auto meta = [&](const QString &name) {
            return QJsonObject{
                {QStringLiteral("name"), name},
                {QStringLiteral("namespace"), ns},
                {QStringLiteral("labels"), QJsonObject{{QStringLiteral("soak"), QStringLiteral("yes")}}}};
        };
        m_sim->store().create(
            *configMaps, {{QStringLiteral("metadata"), meta(QStringLiteral("soak-cm-%1").arg(n))},
                          {QStringLiteral("data"), QJsonObject{{QStringLiteral("n"), QString::number(n)}}}});
        if (n >= churnedObjectsKept) {
            m_sim->store().remove(*configMaps, ns, QStringLiteral("soak-cm-%1").arg(n - churnedObjectsKept));
            QJsonObject changed{
                {QStringLiteral("metadata"), meta(QStringLiteral("soak-cm-%1").arg(n - 1))},
                {QStringLiteral("data"), QJsonObject{{QStringLiteral("n"), QString::number(-n)}}}};
            m_sim->store().update(*configMaps, changed);
        }
        // The apiserver's event TTL: Churn bounds the Events it records, the controllers' come on top; the
        // oldest go (by resourceVersion), so that what the soak measures is the window's memory, not
        // kubesim's. By age, as the TTL: trimmed by key, a new Event of an object late in the alphabet
        // outlived thousands newer than it, and the server's newest 200 reached back past the 5,000 lines the
        // event log keeps of a cluster.
        if (m_sim->store().objects(eventsType()).size() > eventsKept) {
            auto byVersion = eventsByVersion();
            const auto oldest =
                byVersion.begin() +
                std::min<qsizetype>(eventsTrimmedPerTick, qsizetype(byVersion.size()) - eventsKept);
            std::nth_element(byVersion.begin(), oldest, byVersion.end());
            for (auto it = byVersion.begin(); it != oldest; ++it)
                m_sim->store().remove(eventsType(), it->second.section(QLatin1Char('/'), 0, 0),
                                      it->second.section(QLatin1Char('/'), 1));
        }
        if (!crontabs)
            return;
        m_sim->store().create(
            *crontabs,
            {{QStringLiteral("metadata"), meta(QStringLiteral("soak-cron-%1").arg(n))},
             {QStringLiteral("spec"), QJsonObject{{QStringLiteral("cronSpec"), QStringLiteral("*/5 * * * *")},
                                                  {QStringLiteral("image"), QStringLiteral("soak")},
                                                  {QStringLiteral("replicas"), n % 7}}}});
        if (n >= churnedObjectsKept)
            m_sim->store().remove(*crontabs, ns, QStringLiteral("soak-cron-%1").arg(n - churnedObjectsKept));
    }

    QString m_name, m_kubeconfig;
    QThread m_thread;
    QObject m_anchor;
    sim::KubeSim *m_sim = nullptr;
    QTimer *m_objectChurn = nullptr;
    int m_serial = 0;
    quint16 m_port = 0;
    std::atomic<qint64> m_changes{0};
};

} // namespace soak
