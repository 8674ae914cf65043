// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <functional>
#include <optional>

class QObject;

namespace kube {
class RestClient;
}

// A kind kubectl logs and exec accept as TYPE/NAME (a pod, or what selects pods: its definition says so), and
// its API path.
struct Workload
{
    QString group, version, resource;
    QString qualified() const { return group.isEmpty() ? resource : resource + QLatin1Char('.') + group; }
};

// The workload `type` names, mapped as kubectl maps it (the RESTMapper: plural, singular, short name,
// resource.group) after discovering the server's resources. `done` is called once, on `context`'s thread,
// with the workload or nullopt and the line kubectl prints instead (no server, a type the server does not
// have, or one whose pods cannot be found: "`refusal` *v1.ConfigMap: selector for *v1.ConfigMap not
// implemented", `refusal` being the command's words, "cannot get the logs from" or "cannot attach to").
void resolveWorkload(kube::RestClient *client, QObject *context, const QString &type, const QString &refusal,
                     std::function<void(std::optional<Workload>, const QString &failure)> done);
