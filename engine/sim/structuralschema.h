// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace kube::sim {

// One field error, as the apiserver's field.Error reports it: "spec.replicas: Invalid value: ...".
struct FieldError
{
    QString field;  // "spec.replicas"
    QString reason; // the Status cause's reason: FieldValueInvalid, FieldValueRequired, FieldValueNotSupported
    QString detail; // "Invalid value: \"string\": spec.replicas in body must be of type integer: \"string\""
    QString text() const { return field + QStringLiteral(": ") + detail; }
};

// A CustomResourceDefinition version's openAPIV3Schema, applied to a custom object the way kube-apiserver
// does for a structural schema: types, required, enum, and pruning of fields the schema does not declare
// (unless x-kubernetes-preserve-unknown-fields). apiVersion, kind and metadata are the server's, not the schema's.
namespace StructuralSchema {
// The type errors and missing required fields of `object`, in document order.
QList<FieldError> validate(const QJsonObject &schema, const QJsonObject &object);
// `object` without the fields the schema does not declare; `unknown` gets their paths (".spec.foo").
QJsonObject prune(const QJsonObject &schema, const QJsonObject &object, QStringList *unknown);
} // namespace StructuralSchema

} // namespace kube::sim
