// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "rest/dynamicclient.h"

namespace kube {

// client-go's ListWatch: how a reflector lists and watches one resource (in one namespace, with selectors).
// A plain value; the calls run on the RestClient's thread.
class QKUBE_ENGINE_EXPORT ListWatch
{
public:
    ListWatch() = default;
    ListWatch(RestClient *client, GroupVersionResource gvr, QString namespaceName = {},
              QString labelSelector = {}, QString fieldSelector = {})
        : m_resource(client, std::move(gvr), std::move(namespaceName)),
          m_labelSelector(std::move(labelSelector)), m_fieldSelector(std::move(fieldSelector))
    {
    }

    // Lists decoded item by item as they arrive (ResourceClient::listDecoded), as JSON or, with
    // `preferProtobuf`, as protobuf where the schema covers the resource.
    RestCall *list(ListOptions options, const DecodeOptions &decode = {}, bool preferProtobuf = false) const;
    WatchCall *watch(ListOptions options, const DecodeOptions &decode) const;
    const ResourceClient &resource() const { return m_resource; }
    QString labelSelector() const { return m_labelSelector; }
    QString fieldSelector() const { return m_fieldSelector; }
    QString description() const;

private:
    ResourceClient m_resource{nullptr, {}};
    QString m_labelSelector;
    QString m_fieldSelector;
};

} // namespace kube
