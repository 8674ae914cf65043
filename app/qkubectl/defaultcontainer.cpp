// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "defaultcontainer.h"

#include <QJsonArray>
#include <QStringList>

namespace {

QJsonArray listOf(const QJsonObject &spec, const char *list)
{
    return spec.value(QLatin1String(list)).toArray();
}

QString nameOf(const QJsonValue &container)
{
    return container.toObject().value(QLatin1String("name")).toString();
}

// podcmd.FindContainerByName: containers first, then init containers, then ephemeral ones.
QJsonObject findByName(const QJsonObject &spec, const QString &name)
{
    for (const char *list : {"containers", "initContainers", "ephemeralContainers"}) {
        for (const QJsonValue &container : listOf(spec, list)) {
            if (nameOf(container) == name)
                return container.toObject();
        }
    }
    return {};
}

} // namespace

DefaultContainer findOrDefaultContainer(const QJsonObject &pod, const QString &name)
{
    DefaultContainer result;
    const QJsonObject metadata = pod.value(QLatin1String("metadata")).toObject();
    const QJsonObject spec = pod.value(QLatin1String("spec")).toObject();
    const QString podName = metadata.value(QLatin1String("name")).toString();
    if (!name.isEmpty()) {
        result.container = findByName(spec, name);
        if (result.container.isEmpty())
            result.error = QStringLiteral("container %1 not found in pod %2").arg(name, podName);
        result.name = name;
        return result;
    }
    const QJsonArray containers = listOf(spec, "containers");
    if (containers.isEmpty()) {
        result.error = QStringLiteral("pod %1/%2 does not have any containers")
                           .arg(metadata.value(QLatin1String("namespace")).toString(), podName);
        return result;
    }
    const QString annotated = metadata.value(QLatin1String("annotations"))
                                  .toObject()
                                  .value(QLatin1String("kubectl.kubernetes.io/default-container"))
                                  .toString();
    if (!annotated.isEmpty()) {
        result.container = findByName(spec, annotated);
        if (!result.container.isEmpty()) {
            result.name = annotated;
            return result;
        }
    }
    result.container = containers.first().toObject();
    result.name = nameOf(containers.first());
    const QJsonArray init = listOf(spec, "initContainers");
    const QJsonArray ephemeral = listOf(spec, "ephemeralContainers");
    if (containers.size() > 1 || !init.isEmpty() || !ephemeral.isEmpty()) {
        QStringList all;
        for (const QJsonValue &c : containers)
            all.append(nameOf(c));
        for (const QJsonValue &c : ephemeral)
            all.append(nameOf(c) + QLatin1String(" (ephem)"));
        for (const QJsonValue &c : init)
            all.append(nameOf(c) + QLatin1String(" (init)"));
        result.note = QStringLiteral("Defaulted container \"%1\" out of: %2")
                          .arg(result.name, all.join(QLatin1String(", ")));
    }
    return result;
}
