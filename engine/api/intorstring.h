// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QString>

namespace kube::api {

// apimachinery's intstr.IntOrString: a field that holds either an int32 or a string ("80" or "http",
// "25%"). It encodes back as whichever it holds. A value type, usable from any thread.
class QKUBE_ENGINE_EXPORT IntOrString
{
public:
    IntOrString() = default;
    static IntOrString fromInt(qint32 value);
    static IntOrString fromString(QString value);

    bool isInt() const { return m_isInt; }
    qint32 intValue() const { return m_int; }
    const QString &stringValue() const { return m_string; }
    // The value as text: "80" for the number 80.
    QString toString() const { return m_isInt ? QString::number(m_int) : m_string; }

    bool operator==(const IntOrString &other) const = default;

private:
    bool m_isInt = true;
    qint32 m_int = 0;
    QString m_string;
};

} // namespace kube::api
