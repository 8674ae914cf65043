// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <utility>

namespace kube::sim {

// What label and field selectors look at, read once when an object is stored, so a list or a watch over 100k
// objects never re-parses their JSON.
struct SelectableFields
{
    QString namespaceName;
    QString name;
    QList<std::pair<QString, QString>> labels;
    QList<std::pair<QString, QString>> fields; // the supported field selectors' values (see supportsField)

    static SelectableFields of(const ResourceType &type, const QJsonObject &object);
    const QString *label(const QString &key) const;
    QString field(const QString &field) const; // null when the field is not supported for the type
};

// The field selectors kube-apiserver accepts per resource (metadata.name/namespace everywhere).
bool supportsField(const ResourceType &type, const QString &field);

} // namespace kube::sim
