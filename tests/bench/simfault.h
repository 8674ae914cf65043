// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// Switches a kubesim fault from a benchmark: POST /kubesim/faults on a plain-HTTP kubesim (everyone is admin).
#pragma once

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QUrl>

#include <cstdio>
#include <functional>

namespace bench {

inline void postSimFault(QNetworkAccessManager *network, const QUrl &server, const QString &fault, qint64 value, std::function<void()> then = {})
{
    QUrl url = server;
    url.setPath(QStringLiteral("/kubesim/faults"));
    url.setQuery(QStringLiteral("fault=%1&value=%2").arg(fault).arg(value));
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QNetworkReply *reply = network->post(request, QByteArray());
    QObject::connect(reply, &QNetworkReply::finished, reply, [reply, then = std::move(then)] {
        if (reply->error() != QNetworkReply::NoError)
            std::fprintf(stderr, "bench: setting kubesim fault failed: %s\n", qPrintable(reply->errorString()));
        reply->deleteLater();
        if (then)
            then();
    });
}

} // namespace bench
