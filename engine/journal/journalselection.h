// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"
#include "journal.h"

namespace kube {

// What of a journal to export: all of it, a span of time (the timeline's selection), one kind of one cluster,
// or one object's history (by identity, as the History tab shows it). A plain value; entries() reads the
// journal under its lock and copies, so run it off the GUI thread for a big journal.
struct QKUBE_ENGINE_EXPORT JournalSelection
{
    enum class Scope { All, Span, Kind, Object };

    Scope scope = Scope::All;
    qint64 fromMs = 0; // Span: fromMs <= time <= toMs
    qint64 toMs = 0;
    QString cluster; // Kind and Object
    GroupVersionResource gvr;
    QByteArray namespaceName; // Object
    QByteArray name;

    static JournalSelection span(qint64 fromMs, qint64 toMs);
    static JournalSelection kind(const QString &cluster, const GroupVersionResource &gvr);
    static JournalSelection object(const QString &cluster, const GroupVersionResource &gvr,
                                   QByteArrayView namespaceName, QByteArrayView name);

    // The entries selected, oldest first.
    QList<JournalEntry> entries(const Journal &journal) const;
    // Writes them to `path` as JournalFile does; returns how many. An empty selection writes nothing and says
    // so. Secrets' values are written only while the journal keeps them ("record secret values" on).
    Result<qsizetype> save(const Journal &journal, const QString &path) const;
};

} // namespace kube
