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
