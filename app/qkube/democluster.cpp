// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "democluster.h"

#include "sim/kubesim.h"

DemoCluster::DemoCluster(QObject *parent) : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("qkube-demo-cluster"));
    m_thread.start();
}

DemoCluster::~DemoCluster()
{
    m_thread.quit();
    m_thread.wait();
    delete m_sim; // its thread has ended: its sockets and timers can go from here
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
    QMetaObject::invokeMethod(context, [this, context, path] {
        kube::sim::KubeSimOptions options;
        options.scenario.pods = pods;
        options.scenario.namespaces = namespaces;
        options.scenario.nodes = 4;
        options.scenario.events = 60;
        options.churnPerSecond = churnPerSecond;
        options.bookmarkIntervalMs = 30'000;
        m_sim = new kube::sim::KubeSim(options);
        QString error;
        const bool started = m_sim->start(&error) && m_sim->writeKubeconfig(path, &error);
        const QString url = m_sim->url();
        delete context;
        QMetaObject::invokeMethod(this, [this, started, error, path, url] {
            if (started)
                Q_EMIT ready(path, url);
            else
                Q_EMIT failed(error);
        }, Qt::QueuedConnection);
    }, Qt::QueuedConnection);
}
