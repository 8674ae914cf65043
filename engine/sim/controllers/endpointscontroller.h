// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

#include <QHash>

namespace kube::sim {

// For every Service with a selector: an Endpoints object of the same name and an EndpointSlice
// (discovery.k8s.io/v1, SERVICE-xxxxx, owned by the Service) listing the selected pods' IPs, ready or not,
// with the Service's ports. Pod changes are coalesced per Service over endpointsDelayMs, so churn does not
// rewrite them on every pod change. At start, the seeded Services get theirs.
class EndpointsController : public Controller
{
public:
    static constexpr int endpointsDelayMs = 200;

    using Controller::Controller;
    void start() override;
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;

private:
    void remember(const QString &serviceKey, const QJsonObject &service);
    // Services' selectors by key ("ns/name"), so a pod change finds its Services without parsing them.
    QHash<QString, QList<std::pair<QString, QString>>> m_selectors;
};

} // namespace kube::sim
