// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"

namespace kube {

struct QKUBE_ENGINE_EXPORT WatchEvent
{
    enum class Type { Added, Modified, Deleted, Bookmark, Error };
    Type type = Type::Added;
    Object object; // all but Error
    Error error;   // Error: the Status the server sent (410 Expired, ...)

    static QByteArray typeName(Type type);
};

} // namespace kube

Q_DECLARE_METATYPE(kube::WatchEvent)
