// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "simfixture.h"

#include "session/clustersession.h"

#include <QTest>

#include <memory>

// A ClusterSession on `fixture`'s kubesim (context `context`) whose discovery has answered: where the tests
// of what runs on a session (editors, appliers, drainers, followers) start.
inline std::unique_ptr<kube::ClusterSession>
startedSession(const SimFixture &fixture, const QString &context = QStringLiteral("sim-admin"))
{
    auto session = std::make_unique<kube::ClusterSession>(fixture.restConfig(context));
    session->start();
    if (!QTest::qWaitFor([&] { return session->discovered(); }, 10000))
        qFatal("kubesim's discovery did not answer within 10 s");
    return session;
}
