// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "describewriter.h"

#include "printers/kind.h"

#include "core/error.h"
#include "core/result.h"
#include "rest/dynamicclient.h"
#include "rest/request.h"

#include <QHash>
#include <QJsonObject>
#include <QList>

#include <functional>
#include <optional>

namespace kube {

// The reads a describer makes besides its object, done by its caller (RestDescribeSource, for qkubectl's
// DescribeCommand and the window's ObjectDescriber) on the caller's thread; every answer comes back later
// through its callback on that thread. Owned by the caller, alive until the describer has called `done`.
class QKUBE_ENGINE_EXPORT DescribeSource
{
public:
    using Items = Result<QList<QJsonObject>>;
    using Events = std::optional<QList<QJsonObject>>;
    virtual ~DescribeSource() = default;
    // Every item of a list, continue tokens followed.
    virtual void list(const GroupVersionResource &resource, const QString &namespaceName,
                      const ListOptions &options, std::function<void(Items)> done) = 0;
    virtual void get(const GroupVersionResource &resource, const QString &namespaceName, const QString &name,
                     std::function<void(Result<QJsonObject>)> done) = 0;
    // The Events about `object` (involvedObject.kind=`kind` unless empty); nullopt: no Events section.
    virtual void events(const QJsonObject &object, const QString &kind, std::function<void(Events)> done) = 0;
    // An error printed after the descriptions; the describer then answers an empty description.
    virtual void fail(const Error &error) = 0;
};

// kubectl's generic describer: name, namespace, labels, annotations, every other field by its sorted name,
// and the object's Events.
QKUBE_ENGINE_EXPORT void describeGenerically(const QJsonObject &object, DescribeSource *source,
                                             const DescribeClock &clock,
                                             std::function<void(Description)> done);

// The describer of an object of (`group`, `resource`), of kind `kind`, as kubectl's DescriberFor picks it:
// the describer its kind's definition registers; the generic one for a kind kubectl describes generically
// (custom resources, CRDs, Events, Leases, ...); null for a kind kubectl has a describer of its own for that
// is not written here yet.
QKUBE_ENGINE_EXPORT KindDescriber describerFor(const QString &group, const QString &resource,
                                               const QString &kind);

} // namespace kube
