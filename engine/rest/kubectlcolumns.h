// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/object.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace kube {

// The columns kubectl shows for a kind (kube-apiserver's table convertors and kubectl's printers agree on them)
// and one object's cells. kubesim's server-side tables and qkubectl's watch rows both use it.
namespace KubectlColumns {
struct Column
{
    const char *name;
    int priority; // 0: always shown; 1: with -o wide
    const char *type = "string";
};
QList<Column> columnsFor(const QString &group, const QString &resource);
QJsonArray cellsFor(const QString &group, const QString &resource, const Object &object, qint64 nowMs);
} // namespace KubectlColumns

} // namespace kube
