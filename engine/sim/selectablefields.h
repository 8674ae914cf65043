// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include "cache/labelselector.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUuid>

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
    // What the controllers and the garbage collector read: identity, ownerReferences, deletion, pod readiness.
    QUuid uid;
    QList<QUuid> owners; // every ownerReference's uid
    QUuid controller;    // the ownerReference with controller: true
    bool terminating = false; // metadata.deletionTimestamp is set
    bool ready = false;       // a pod whose Ready condition is True

    static SelectableFields of(const ResourceType &type, const QJsonObject &object);
    bool matches(const LabelSelector &selector) const;
    bool matches(const FieldSelector &selector) const;
    const QString *label(const QString &key) const;
    QString field(const QString &field) const; // null when the field is not supported for the type
};

// The field selectors kube-apiserver accepts per resource (metadata.name/namespace everywhere).
bool supportsField(const ResourceType &type, const QString &field);

} // namespace kube::sim
