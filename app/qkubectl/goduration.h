// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

#include <optional>

// Go's time.ParseDuration ("1h30m", "5s", "250ms", "1.5µs"), in nanoseconds; the error worded as Go's: what
// kubectl's duration flags (--request-timeout, --pod-running-timeout, --since, --timeout) accept.
std::optional<qint64> parseGoDuration(const QString &text, QString *error);
