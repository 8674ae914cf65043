// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "objectlist.h"

namespace kube {

// Turns a list body into objects while its bytes arrive, whatever its encoding (JSON: ListDecoder; Kubernetes
// protobuf: ProtobufListDecoder). Lives on one thread.
class QKUBE_ENGINE_EXPORT ListBodyDecoder
{
public:
    virtual ~ListBodyDecoder() = default;

    // Takes the next bytes of the body. After an error, further bytes are ignored.
    virtual void feed(QByteArrayView chunk) = 0;
    // The whole list once the body has ended, or what is wrong with it.
    virtual Result<ObjectList> finish() = 0;
    virtual const Error &error() const = 0;
    // Bytes of the item in progress that are held (an endless item grows this; callers cap it).
    virtual qsizetype pendingItemBytes() const = 0;
};

} // namespace kube
