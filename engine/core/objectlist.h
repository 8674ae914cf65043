// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "object.h"

#include <string>

namespace kube {

// A decoded list response (PodList, ...): its items and list metadata.
struct QKUBE_ENGINE_EXPORT ObjectList
{
    QByteArray kind;
    QByteArray apiVersion;
    QByteArray resourceVersion;
    QByteArray continueToken;
    qint64 remainingItemCount = -1;
    qint64 bodyBytes = 0; // the size of the body it was decoded from
    QList<Object> items;

    // Decodes a list body with the SIMD JSON parser; items are cut out of `body` without building a tree.
    static Result<ObjectList> fromJson(QByteArray body, const DecodeOptions &options = {});
};

// Makes sure the padding the JSON parser reads past the end (64 bytes) after `bytes`' data is allocated and
// readable, so a parser may run over it in place (QByteArray::capacity() cannot tell: it also counts free
// space before the data).
QKUBE_ENGINE_EXPORT void ensureJsonPadding(QByteArray &bytes);
QKUBE_ENGINE_EXPORT void ensureJsonPadding(std::string &bytes);

// A decoded metav1.Status body as an Error; `where` is the request it answered.
QKUBE_ENGINE_EXPORT Error statusError(QByteArrayView body, int httpCode, const QString &where);

} // namespace kube
