// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"
#include "rest/request.h"

#include <QMetaType>
#include <QString>

#include <optional>

namespace kube {

// One change an informer delivered, as the journal keeps it: when, from which cluster and resource, what kind
// of change, and the object version itself (shared with the informer's cache, never copied). Namespace, name,
// uid and resourceVersion are read from the object.
struct QKUBE_ENGINE_EXPORT JournalEntry
{
    // Replaced: a relist (after 410 Expired or a broken watch) found the object new or changed; versions
    // between the last one seen and this one were missed.
    enum class Type : quint8 { Added, Modified, Deleted, Replaced };

    qint64 timeMs = 0; // since the epoch
    QString cluster;   // the context's name
    GroupVersionResource gvr;
    Type type = Type::Added;
    Object object;

    // "ADDED", "MODIFIED", "DELETED", "REPLACED": the watch event names, and the journal file's.
    static const char *typeName(Type type);
    static std::optional<Type> typeFromName(QByteArrayView name);
};

} // namespace kube

Q_DECLARE_METATYPE(kube::JournalEntry)
