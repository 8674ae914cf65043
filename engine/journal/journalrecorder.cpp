// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "journalrecorder.h"

#include <QDateTime>

namespace kube {

JournalRecorder::JournalRecorder(std::shared_ptr<Journal> journal, QString cluster, GroupVersionResource gvr,
                                 std::shared_ptr<const SecretDigest> secretDigest)
    : m_journal(std::move(journal)), m_cluster(std::move(cluster)), m_gvr(std::move(gvr)),
      m_secretDigest(std::move(secretDigest))
{
}

void JournalRecorder::record(JournalEntry::Type type, const Object &object)
{
    m_journal->record({QDateTime::currentMSecsSinceEpoch(), m_cluster, m_gvr, type,
                       m_secretDigest ? m_secretDigest->digested(m_gvr, object) : object});
}

void JournalRecorder::onAdd(const Object &object, bool)
{
    record(JournalEntry::Type::Added, object);
}

void JournalRecorder::onUpdate(const Object &, const Object &newObject)
{
    record(JournalEntry::Type::Modified, newObject);
}

// A tombstone (the final state unknown) is recorded with the last state the informer knew.
void JournalRecorder::onDelete(const Object &object, bool)
{
    record(JournalEntry::Type::Deleted, object);
}

void JournalRecorder::onReplace(const Object &, const Object &newObject)
{
    record(JournalEntry::Type::Replaced, newObject);
}

void JournalRecorder::onSynced()
{
    m_journal->noteListed(m_cluster, m_gvr, QDateTime::currentMSecsSinceEpoch());
}

} // namespace kube
