// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QString>

#include <optional>

namespace kube {

// A size in bytes as Kubernetes writes memory quantities: "512Mi", "1Gi", "256M", "1.5G", "1048576". The
// journal's limit (qkube --journal-limit, the Journal Limit setting) is given this way.
namespace ByteSize {

// Nothing for text that is not a whole, positive number of bytes ("1.5Ki" is 1536; "0.1" is not).
QKUBE_ENGINE_EXPORT std::optional<qint64> parse(QStringView text);
// The shortest exact binary spelling ("256Mi", "1Gi", "1000"), which parse() reads back.
QKUBE_ENGINE_EXPORT QString text(qint64 bytes);

} // namespace ByteSize

} // namespace kube
