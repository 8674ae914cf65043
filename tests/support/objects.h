// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/object.h"

#include <QtGlobal>

// A small pod for store and queue tests: namespace/name at a resourceVersion, with optional labels and node.
inline kube::Object testPod(const char *ns, const char *name, int resourceVersion, const QByteArray &labels = "{}", const char *node = "")
{
    const QByteArray json = QByteArray("{\"kind\":\"Pod\",\"apiVersion\":\"v1\",\"metadata\":{\"name\":\"") + name + "\",\"namespace\":\"" + ns +
        "\",\"uid\":\"uid-" + name + "\",\"resourceVersion\":\"" + QByteArray::number(resourceVersion) + "\",\"labels\":" + labels +
        "},\"spec\":{\"nodeName\":\"" + node + "\"}}";
    auto object = kube::Object::fromJson(json);
    if (!object)
        qFatal("bad test object: %s", qPrintable(object.error().message()));
    return object.value();
}
