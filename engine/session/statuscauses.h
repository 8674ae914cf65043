// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QByteArray>
#include <QStringList>

namespace kube {

// The causes of a failure Status (details.causes, what a 422 Invalid lists per field) as "field: message"
// lines; empty when the body is no Status or has none. Decodes JSON: call it on a worker thread.
QKUBE_ENGINE_EXPORT QStringList statusCauses(const QByteArray &body);

} // namespace kube
