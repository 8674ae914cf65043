// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>

// kubectl's global flags that take a value, accepted before or after the command's name: skipped when
// looking for that name among the arguments.
inline const QStringList &globalFlagsWithValue()
{
    static const QStringList flags = {QStringLiteral("--kubeconfig"), QStringLiteral("--context"),
                                      QStringLiteral("-n"), QStringLiteral("--namespace"),
                                      QStringLiteral("--request-timeout"),
                                      QStringLiteral("--as"),
                                      QStringLiteral("--as-group")};
    return flags;
}
