// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/kubeconfig.h"
#include "config/restconfig.h"
#include "sim/kubesim.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

// A kubesim on a free loopback port with its kubeconfig written to a temporary folder, for tests that talk
// to a real server over real sockets.
class SimFixture
{
public:
    explicit SimFixture(kube::sim::KubeSimOptions options = defaultOptions())
        : m_sim(std::make_unique<kube::sim::KubeSim>(options))
    {
        QString error;
        if (!m_sim->start(&error))
            qFatal("kubesim did not start: %s", qPrintable(error));
        m_kubeconfig = m_dir.filePath(QStringLiteral("kubeconfig"));
        if (!m_sim->writeKubeconfig(m_kubeconfig, &error))
            qFatal("cannot write kubeconfig: %s", qPrintable(error));
    }

    static kube::sim::KubeSimOptions defaultOptions()
    {
        kube::sim::KubeSimOptions options;
        options.scenario.pods = 30;
        options.scenario.namespaces = 4;
        return options;
    }

    kube::sim::KubeSim &sim() { return *m_sim; }
    QString kubeconfigPath() const { return m_kubeconfig; }
    QString dir() const { return m_dir.path(); }

    kube::RestConfig restConfig(const QString &context = QStringLiteral("sim-admin")) const
    {
        auto config = kube::KubeConfig::load(m_kubeconfig);
        if (!config)
            qFatal("kubeconfig: %s", qPrintable(config.error().toString()));
        auto rest = kube::RestConfig::fromKubeConfig(config.value(), context);
        if (!rest)
            qFatal("rest config: %s", qPrintable(rest.error().toString()));
        return rest.value();
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<kube::sim::KubeSim> m_sim;
    QString m_kubeconfig;
};
