// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "versiondiff.h"

#include "core/linediff.h"
#include "rest/outputformat.h"

namespace kube::VersionDiff {

QString yaml(const Object &object)
{
    QJsonObject json = OutputFormat::withoutManagedFields(object.toJsonObject());
    QJsonObject metadata = json.value(QLatin1String("metadata")).toObject();
    metadata.remove(QLatin1String("resourceVersion"));
    json.insert(QLatin1String("metadata"), metadata);
    return OutputFormat::toYaml(json);
}

QString unified(const Object &from, const Object &to, const QString &fromLabel, const QString &toLabel)
{
    return LineDiff::unified(yaml(from), yaml(to), fromLabel, toLabel);
}

} // namespace kube::VersionDiff
