// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "workload.h"

#include "errormessage.h"

#include "printers/kind.h"
#include "rest/discoveryclient.h"
#include "rest/restmapper.h"

#include <QObject>

void resolveWorkload(kube::RestClient *client, QObject *context, const QString &type, const QString &refusal,
                     std::function<void(std::optional<Workload>, const QString &failure)> done)
{
    auto *discovery = new kube::DiscoveryClient(client, context);
    QObject::connect(discovery, &kube::DiscoveryClient::failed, context,
                     [discovery, done](const kube::Error &error) {
                         discovery->deleteLater();
                         done(std::nullopt, discoveryFailureMessage(error, DiscoveryUse::OneObject));
                     });
    QObject::connect(
        discovery, &kube::DiscoveryClient::discovered, context,
        [discovery, type, refusal, done](const kube::Discovery &found) {
            discovery->deleteLater();
            const auto mapping = kube::RestMapper(found).resourceFor(type);
            if (!mapping) {
                done(std::nullopt, QStringLiteral("error: ") + mapping.error().message());
                return;
            }
            const kube::ApiResource &resource = mapping->resource;
            const kube::Kind *kind = kube::Kinds::find(resource.group, resource.name);
            if (!kind || !kind->actions.testFlag(kube::KindAction::LogsAndExec)) {
                // kubectl's SelectorsForObject, for a kind it has no selector for.
                const QString goType = QStringLiteral("*%1.%2").arg(resource.version, resource.kind);
                done(std::nullopt,
                     QStringLiteral("error: %1 %2: selector for %2 not implemented").arg(refusal, goType));
                return;
            }
            done(Workload{resource.group, resource.version, resource.name}, {});
        });
    discovery->discover(true);
}
