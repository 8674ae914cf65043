// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/object.h"
#include "rest/request.h"

namespace kube {

// What a journal keeps of a Secret instead of its values: each data/stringData value becomes
// "qkube-digest:<16 hex> length <n>" (n the value's decoded bytes), so that a reader sees which values
// changed and their size, never the value. The digest is HMAC-SHA256 under a random key made here and never
// written anywhere, cut to 64 bits: without the key not even a short value (a PIN) can be guessed back from
// it by trying candidates, and a new journal (a new key) cannot be compared with an old one. Owned by the
// journal's writer; const once made, so any thread may use it.
class QKUBE_ENGINE_EXPORT SecretDigest
{
public:
    SecretDigest();

    // The start of every digest value, for readers (the History tab) to tell a digest from a value.
    static constexpr QLatin1StringView prefix{"qkube-digest:"};

    // Core v1 secrets: the only resource whose values the journal does not keep.
    static bool isSecret(const GroupVersionResource &gvr);
    // `object` when `gvr` is not secrets; else the Secret with its values digested (those digested already
    // kept) and without its last-applied annotation (which repeats them).
    Object digested(const GroupVersionResource &gvr, const Object &object) const;
    // The digest of one (decoded) value.
    QString digest(QByteArrayView value) const;
    // Whether `object` (of `gvr`) is a Secret holding a value that is not a digest.
    static bool holdsValues(const GroupVersionResource &gvr, const Object &object);

private:
    QByteArray m_key;
};

} // namespace kube
