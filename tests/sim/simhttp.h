// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>

// Plain-HTTP requests to a kubesim started with tls = false, for tests of its API semantics.
class SimHttp
{
public:
    struct Reply
    {
        int code = 0;
        QJsonObject body;
        QByteArray raw;
        QString message() const { return body.value(QLatin1String("message")).toString(); }
    };

    explicit SimHttp(QString baseUrl) : m_base(std::move(baseUrl)) {}

    Reply call(const QByteArray &method, const QString &pathAndQuery, const QJsonValue &body = {}, const QByteArray &contentType = "application/json")
    {
        QNetworkRequest request(QUrl(m_base + pathAndQuery));
        QByteArray payload;
        if (!body.isUndefined()) {
            request.setHeader(QNetworkRequest::ContentTypeHeader, contentType);
            payload = body.isArray() ? QJsonDocument(body.toArray()).toJson(QJsonDocument::Compact) : QJsonDocument(body.toObject()).toJson(QJsonDocument::Compact);
        }
        QNetworkReply *reply = m_network.sendCustomRequest(request, method, payload);
        QSignalSpy finished(reply, &QNetworkReply::finished);
        if (!finished.wait(20000))
            qWarning("no reply to %s %s", method.constData(), qPrintable(pathAndQuery));
        Reply out;
        out.code = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        out.raw = reply->readAll();
        out.body = QJsonDocument::fromJson(out.raw).object();
        reply->deleteLater();
        return out;
    }
    Reply get(const QString &path) { return call("GET", path); }
    Reply post(const QString &path, const QJsonObject &body) { return call("POST", path, body); }
    Reply put(const QString &path, const QJsonObject &body) { return call("PUT", path, body); }
    Reply patch(const QString &path, const QJsonValue &body, const QByteArray &type) { return call("PATCH", path, body, type); }
    Reply remove(const QString &path, const QJsonObject &options = {}) { return options.isEmpty() ? call("DELETE", path) : call("DELETE", path, options); }

private:
    QString m_base;
    QNetworkAccessManager m_network;
};
