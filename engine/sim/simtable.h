// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "objectstore.h"
#include "printers/printer.h"

namespace kube::sim {

// Server-side tables (meta.k8s.io/v1 Table) with the columns kube-apiserver prints for each kind: `printer` is
// the kind's (engine/printers), or a custom resource's from its CRD's additionalPrinterColumns. Each row carries
// the object's metadata (PartialObjectMetadata, the apiserver's default), or with `wholeObjects` the object itself
// (?includeObject=Object, what kubectl --sort-by asks for).
namespace SimTable {
QJsonObject table(const Printer &printer, const QList<const StoredObject *> &objects, const QString &resourceVersion,
                  const QString &continueToken, qint64 remainingItemCount, bool wholeObjects = false);
} // namespace SimTable

} // namespace kube::sim
