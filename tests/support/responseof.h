// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "rest/restclient.h"

#include <QTest>

// Waits (on the test's own event loop, so a server in the test goes on serving) for a call's response; a
// Timeout error when none comes.
inline kube::Response responseOf(kube::RestCall *restCall, int timeoutMs = 20000)
{
    kube::Response response;
    bool done = false;
    QObject::connect(restCall, &kube::RestCall::finished, [&](const kube::Response &r) {
        response = r;
        done = true;
    });
    if (!QTest::qWaitFor([&done] { return done; }, timeoutMs))
        response.error = kube::Error(kube::Error::Kind::Timeout, QStringLiteral("test: no response"));
    return response;
}
