// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "intorstring.h"

namespace kube::api {

IntOrString IntOrString::fromInt(qint32 value)
{
    IntOrString out;
    out.m_int = value;
    return out;
}

IntOrString IntOrString::fromString(QString value)
{
    IntOrString out;
    out.m_isInt = false;
    out.m_string = std::move(value);
    return out;
}

} // namespace kube::api
