// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace kube {

// A resource quota's scopes, sorted, as kubectl lists them.
QKUBE_ENGINE_EXPORT QStringList resourceQuotaScopes(const QJsonObject &quota);
// kubectl's help text for a quota scope ("" for a scope it has none for).
QKUBE_ENGINE_EXPORT QString resourceQuotaScopeHelp(const QString &scope);

} // namespace kube
