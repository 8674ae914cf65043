// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <optional>

namespace kube {

// A size in bytes as Kubernetes writes memory quantities: "512Mi", "1Gi", "256M", "1.5G", "1048576". The
// journal's limit (qkube --journal-limit, the Journal Limit setting) is given this way.
namespace ByteSize {

// Nothing for text that is not a whole, positive number of bytes ("1.5Ki" is 1536; "0.1" is not).
std::optional<qint64> parse(QStringView text);
// The shortest exact binary spelling ("256Mi", "1Gi", "1000"), which parse() reads back.
QString text(qint64 bytes);

} // namespace ByteSize

} // namespace kube
