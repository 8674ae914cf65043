// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "requestbody.h"

#include "codec/protobufcodec.h"
#include "codec/protobufschema.h"

#include <QJsonDocument>

namespace kube::sim {

using namespace Qt::StringLiterals;

DecodedBody decodeRequestBody(const QByteArray &contentType, const QByteArray &body)
{
    QByteArray json = body;
    if (isProtobufContentType(contentType)) {
        // As the apiserver: a body that does not decode is 400; a kind with no protobuf form (custom resources) 415.
        const auto typeMeta = protobufTypeMeta(body);
        if (!typeMeta)
            return {{}, 400, u"BadRequest"_s, typeMeta.error().message()};
        if (!ProtobufSchema::messageForKind(typeMeta->apiVersion, typeMeta->kind))
            return {{}, 415, u"UnsupportedMediaType"_s,
                    u"the body of the request was in an unknown format - accepted media types include: application/json, application/yaml"_s};
        auto decoded = protobufToJson(body);
        if (!decoded)
            return {{}, 400, u"BadRequest"_s, decoded.error().message()};
        json = decoded.value();
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return {{}, 400, u"BadRequest"_s, u"the object provided is unrecognized: %1 at offset %2"_s.arg(error.errorString()).arg(error.offset)};
    return {document.object(), 0, {}, {}};
}

} // namespace kube::sim
