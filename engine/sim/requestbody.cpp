// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "requestbody.h"

#include <QJsonDocument>

namespace kube::sim {

using namespace Qt::StringLiterals;

DecodedBody decodeRequestBody(const QByteArray &contentType, const QByteArray &body)
{
    const QByteArray mediaType = contentType.split(';').value(0).trimmed().toLower();
    if (mediaType == "application/vnd.kubernetes.protobuf")
        return {{}, 415, u"UnsupportedMediaType"_s,
                u"the body of the request was in an unknown format - accepted media types include: application/json, application/yaml"_s};
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return {{}, 400, u"BadRequest"_s, u"the object provided is unrecognized: %1 at offset %2"_s.arg(error.errorString()).arg(error.offset)};
    return {document.object(), 0, {}, {}};
}

} // namespace kube::sim
