// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QString>

// kubectl's podcmd.FindOrDefaultContainerByName: the container `name` names (among the containers, init and
// ephemeral containers), or, with no name, the one the kubectl.kubernetes.io/default-container annotation
// names, else the first; `note` gets kubectl's "Defaulted container "x" out of: x, y (init)" line (without its
// newline) when it chose the first of several, `error` kubectl's words when there is nothing to choose.
struct DefaultContainer
{
    QString name;
    QJsonObject container; // its spec (tty, stdin, ...)
    QString note;
    QString error;
    bool ok() const { return error.isEmpty(); }
};

DefaultContainer findOrDefaultContainer(const QJsonObject &pod, const QString &name);
