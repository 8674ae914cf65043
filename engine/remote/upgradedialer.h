// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/restconfig.h"
#include "core/error.h"
#include "core/export.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>

class QNetworkRequest;
class QWebSocket;

namespace kube {

class RestClient;

// Opens a WebSocket to a path of the apiserver (pods/exec, pods/attach, pods/portforward) as the config's
// user: the same bearer token, client certificate, exec-plugin credential, TLS (CA, server name, insecure)
// and proxy-url as every other request of a RestClient. Subprotocols are offered in the given order; `done`
// gets the open socket and the one the server chose, or the error. A refused upgrade is reported with the
// server's own Status (403 Forbidden, 404 NotFound, 400 "container not valid", ...), as kubectl shows it.
// Lives on the thread that creates it (the stream's worker thread).
class QKUBE_ENGINE_EXPORT UpgradeDialer : public QObject
{
    Q_OBJECT
public:
    using Done = std::function<void(QWebSocket *socket, const QString &subprotocol, const Error &error)>;

    explicit UpgradeDialer(RestConfig config, QObject *parent = nullptr);
    ~UpgradeDialer() override;

    // `pathAndQuery`: "/api/v1/namespaces/NS/pods/NAME/exec?command=sh&stdin=true". The socket is a child of
    // `owner` and belongs to the caller once `done` has it.
    void open(const QString &pathAndQuery, const QStringList &subprotocols, QObject *owner, Done done);

private:
    // The upgrade was refused or failed before it began (`reason`, Qt's words): the same upgrade by hand, to
    // read the server's answer; when the server cannot be reached at all, refused() says why.
    void readRefusal(const QNetworkRequest &networkRequest, const QStringList &subprotocols,
                     const QString &pathAndQuery, const QString &reason, QPointer<QObject> owner, Done done);
    // The same URL as a plain POST through RestClient, for its words on a server that cannot be reached.
    void refused(const QString &pathAndQuery, const QString &reason, QPointer<QObject> owner, Done done);

    RestConfig m_config;
    RestClient *m_client; // for credentials (exec plugin, token file) and the Status of a refused upgrade
};

} // namespace kube
