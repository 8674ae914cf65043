// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <memory>
#include <string_view>
#include <vector>

namespace kube {
class JsonCompactor;
}

namespace kube::detail {

// The annotations Object's decoding looks for (its cuts and the watch-list end marker).
inline constexpr std::string_view lastAppliedKey = "kubectl.kubernetes.io/last-applied-configuration";
inline constexpr std::string_view initialEventsEndKey = "k8s.io/initial-events-end";

// A run of bytes inside ObjectData::strings.
struct Span
{
    quint32 offset = 0;
    quint32 length = 0;
};

struct OwnerSpans
{
    Span apiVersion, kind, name, uid;
    bool controller = false;
};

// A typed decoding of an object (an engine/api kind), made on first use by whichever thread asks first and
// shared by every holder of that version of the object while any of them holds it: the slot keeps it weakly,
// so a cache read typed once does not keep a second, larger copy of every object (about 8 KB a pod against
// the 2.8 KB the cache holds); the next read after the last holder let go decodes again. `type` names the
// C++ type. Any thread: a slot's reads and writes go through one of a few shared locks.
class DecodedSlot
{
public:
    DecodedSlot() = default;
    // Data copied for another object starts with nothing decoded.
    DecodedSlot(const DecodedSlot &) {}
    DecodedSlot &operator=(const DecodedSlot &) { return *this; }

    // The decoding of `type` a holder still holds, or nullptr.
    std::shared_ptr<const void> get(const void *type) const;
    // Keeps `value` unless a live decoding was kept first (another thread's, or another type's); returns the
    // one kept for `type`, or `value` itself when the slot holds another type's.
    std::shared_ptr<const void> keep(const void *type, std::shared_ptr<const void> value) const;

private:
    mutable const void *m_type = nullptr;
    mutable std::weak_ptr<const void> m_value;
};

// The decoded metadata keeps its strings in one buffer (one allocation per object, not one per field).
struct ObjectData
{
    QByteArray json;
    // Set when `json` holds the bytes packed by it; `jsonSize` is then their unpacked length.
    std::shared_ptr<JsonCompactor> compactor;
    qsizetype jsonSize = 0;
    QByteArray strings;
    Span kind, apiVersion, namespaceName, name, uid, resourceVersion;
    std::vector<std::pair<Span, Span>> labels; // sorted by key
    std::vector<OwnerSpans> owners;
    qint64 generation = 0;
    qint64 created = 0;
    qint64 deleted = 0;
    // Byte ranges inside `json` that stripped() can cut, or -1.
    qint32 managedFieldsBegin = -1, managedFieldsEnd = -1;
    qint32 lastAppliedBegin = -1, lastAppliedEnd = -1;
    bool initialEventsEnd = false;
    DecodedSlot decoded;

    QByteArrayView view(Span span) const
    {
        return QByteArrayView(strings.constData() + span.offset, span.length);
    }
    Span add(std::string_view text)
    {
        Span span{quint32(strings.size()), quint32(text.size())};
        strings.append(text.data(), qsizetype(text.size()));
        return span;
    }
};

} // namespace kube::detail
