// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QByteArray>
#include <QJsonValue>

namespace kube::api {

// A JSON value kept as its compact text and parsed only when read: how meta/v1 FieldsV1 (managedFields'
// field sets) is held. A Pod's few field sets are most of its managedFields and rarely read; as Qt's JSON
// tree they took about 9 KB of a 18 KB decoded Pod, as text they take what their JSON does. A value type,
// usable from any thread.
class QKUBE_ENGINE_EXPORT RawJson
{
public:
    RawJson() = default;
    // `json` must be one JSON value (an object, an array or a scalar), as compact text.
    static RawJson fromJson(QByteArray json);
    static RawJson fromValue(const QJsonValue &value);

    bool isEmpty() const { return m_json.isEmpty(); }
    // The value's JSON text, as it was decoded ({"f:metadata":{"f:labels":{".":{}}}}).
    const QByteArray &json() const { return m_json; }
    // The value parsed (Undefined when empty).
    QJsonValue toValue() const;

    // Equal when they hold the same JSON value (key order and number spelling aside).
    bool operator==(const RawJson &other) const;

private:
    QByteArray m_json;
};

} // namespace kube::api
