// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "protobufschema.h"

namespace kube {

namespace {
constexpr char statusMessage[] = "k8s.io.apimachinery.pkg.apis.meta.v1.Status";
}

const ProtobufMessage *ProtobufSchema::messageForKind(QByteArrayView apiVersion, QByteArrayView kind)
{
    // Every group answers errors with a metav1.Status under its own apiVersion.
    if (kind == "Status")
        return message(statusMessage);
    for (qsizetype i = 0; i < detail::protobufKindCount; ++i) {
        const ProtobufKind &known = detail::protobufKinds[i];
        if (kind == known.kind && apiVersion == known.apiVersion)
            return &detail::protobufMessages[known.message];
    }
    return nullptr;
}

bool ProtobufSchema::coversApiVersion(QByteArrayView apiVersion)
{
    for (qsizetype i = 0; i < detail::protobufKindCount; ++i) {
        if (apiVersion == detail::protobufKinds[i].apiVersion)
            return true;
    }
    return false;
}

const ProtobufMessage *ProtobufSchema::message(QByteArrayView fullName)
{
    for (qsizetype i = 0; i < detail::protobufMessageCount; ++i) {
        if (fullName == detail::protobufMessages[i].name)
            return &detail::protobufMessages[i];
    }
    return nullptr;
}

const ProtobufMessage &ProtobufSchema::message(qint16 index)
{
    Q_ASSERT(index >= 0 && index < detail::protobufMessageCount);
    return detail::protobufMessages[index];
}

std::span<const ProtobufField> ProtobufSchema::fields(const ProtobufMessage &message)
{
    return {detail::protobufFields + message.firstField, message.fieldCount};
}

int ProtobufSchema::fieldPosition(const ProtobufMessage &message, quint32 number)
{
    if (number > message.maxNumber)
        return -1;
    return detail::protobufFieldIndex[message.firstIndex + number];
}

} // namespace kube
