// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "journalselection.h"

#include "journalfile.h"

namespace kube {

JournalSelection JournalSelection::span(qint64 fromMs, qint64 toMs)
{
    JournalSelection selection;
    selection.scope = Scope::Span;
    selection.fromMs = std::min(fromMs, toMs);
    selection.toMs = std::max(fromMs, toMs);
    return selection;
}

JournalSelection JournalSelection::kind(const QString &cluster, const GroupVersionResource &gvr)
{
    JournalSelection selection;
    selection.scope = Scope::Kind;
    selection.cluster = cluster;
    selection.gvr = gvr;
    return selection;
}

JournalSelection JournalSelection::object(const QString &cluster, const GroupVersionResource &gvr,
                                          QByteArrayView namespaceName, QByteArrayView name)
{
    JournalSelection selection = kind(cluster, gvr);
    selection.scope = Scope::Object;
    selection.namespaceName = namespaceName.toByteArray();
    selection.name = name.toByteArray();
    return selection;
}

QList<JournalEntry> JournalSelection::entries(const Journal &journal) const
{
    switch (scope) {
    case Scope::All: return journal.entries();
    case Scope::Span: return journal.between(fromMs, toMs);
    case Scope::Object: return journal.versionsOf(cluster, gvr, namespaceName, name);
    case Scope::Kind: {
        QList<JournalEntry> found = journal.entries();
        // Any version of the resource: the journal keeps each informer's, and one kind may be watched at two.
        found.removeIf([this](const JournalEntry &entry) {
            return entry.cluster != cluster || entry.gvr.group != gvr.group || entry.gvr.resource != gvr.resource;
        });
        return found;
    }
    }
    return {};
}

Result<qsizetype> JournalSelection::save(const Journal &journal, const QString &path) const
{
    const QList<JournalEntry> selected = entries(journal);
    if (selected.isEmpty())
        return Error(Error::Kind::Invalid, QStringLiteral("the selection holds no change: nothing written"), path);
    if (Error error = JournalFile::save(path, selected,
                                        journal.keepsSecretValues() ? nullptr : journal.secretDigest().get()))
        return error;
    return selected.size();
}

} // namespace kube
