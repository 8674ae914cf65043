// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "describerregistry.h"

#include <QPointer>

namespace kube {

class RestClient;

// The reads the describers make, answered by the apiserver behind `client`, as kubectl describe makes them:
// lists in pages of `chunkSize` items (0: whole) with continue tokens followed, the Events about an object by
// its involvedObject fields (by uid, a node's also by name; a static pod's by its mirror's uid). Lives on the
// client's thread: every answer arrives there, and none once `context` is destroyed. What a describer
// reports through fail() goes to `failed`.
class QKUBE_ENGINE_EXPORT RestDescribeSource : public DescribeSource
{
public:
    struct Options
    {
        qint64 chunkSize = 0;
        bool showEvents = true; // false: no Events section (describe --show-events=false)
    };
    RestDescribeSource(RestClient *client, QObject *context, Options options,
                       std::function<void(const Error &)> failed);

    void list(const GroupVersionResource &resource, const QString &namespaceName, const ListOptions &options,
              std::function<void(Items)> done) override;
    void get(const GroupVersionResource &resource, const QString &namespaceName, const QString &name,
             std::function<void(Result<QJsonObject>)> done) override;
    void events(const QJsonObject &object, const QString &kind, std::function<void(Events)> done) override;
    void fail(const Error &error) override;

    // Every item of `client`'s list, in pages, continue tokens followed.
    void listAll(const ResourceClient &client, const ListOptions &options, std::function<void(Items)> done,
                 QList<QJsonObject> sofar = {});
    // The JSON object a response carries, or why there is none.
    static Result<QJsonObject> objectOf(const Response &response);

private:
    RestClient *m_client;
    QPointer<QObject> m_context;
    Options m_options;
    std::function<void(const Error &)> m_failed;
};

} // namespace kube
