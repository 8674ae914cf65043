// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace kube {

// One field that differs between two versions of an object. Values are shown as a person reads them: strings
// bare, numbers and booleans as JSON writes them, objects and lists as compact JSON, all cut to
// maxValueLength.
struct QKUBE_ENGINE_EXPORT FieldChange
{
    enum class Kind : quint8 { Changed, Added, Removed };
    Kind kind = Kind::Changed;
    // Dotted, as kubectl explain and JSONPath read: "status.phase", "spec.containers[0].image", keys that
    // hold a dot or a slash in brackets: "metadata.labels[app.kubernetes.io/name]".
    QString path;
    QString oldValue; // empty when added
    QString newValue; // empty when removed
    bool operator==(const FieldChange &) const = default;

    // "status.phase Pending → Running", "+metadata.labels[tier] frontend", "-spec.paused true".
    QString toString() const;
};

// What changed between two versions of one object, field by field (lists element by element), in document
// order; the fields every write changes (metadata.resourceVersion, metadata.generation,
// metadata.managedFields) are left out. A pure function: run it off the GUI thread, it decodes the JSON.
namespace ChangeSummary {

constexpr qsizetype maxValueLength = 60;

QKUBE_ENGINE_EXPORT QList<FieldChange> between(const QJsonObject &from, const QJsonObject &to);
QKUBE_ENGINE_EXPORT QList<FieldChange> between(const Object &from, const Object &to);
// The first `maxShown` changes joined by ", " and "…" when there are more; empty when nothing changed.
QKUBE_ENGINE_EXPORT QString text(const QList<FieldChange> &changes, qsizetype maxShown = 3);

} // namespace ChangeSummary

} // namespace kube
