// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "cache/resourceeventhandler.h"
#include "core/export.h"
#include "journal.h"
#include "secretdigest.h"

#include <memory>

namespace kube {

// The handler that feeds one informer's changes into a Journal, stamped with the time they reach it. Runs on
// the informer's listener thread; keeps the journal alive as long as the informer holds the handler. Secrets
// are recorded digested by `secretDigest` while the journal's "record secret values" switch is off; with no
// digest, or with the switch on, as they are.
class QKUBE_ENGINE_EXPORT JournalRecorder : public ResourceEventHandler
{
public:
    JournalRecorder(std::shared_ptr<Journal> journal, QString cluster, GroupVersionResource gvr,
                    std::shared_ptr<const SecretDigest> secretDigest);

    void onAdd(const Object &object, bool isInInitialList) override;
    void onUpdate(const Object &oldObject, const Object &newObject) override;
    void onDelete(const Object &object, bool finalStateUnknown) override;
    void onReplace(const Object &oldObject, const Object &newObject) override;
    // The first list is in (an empty one too, which records no entry): recording began.
    void onSynced() override;

private:
    void record(JournalEntry::Type type, const Object &object);

    std::shared_ptr<Journal> m_journal;
    QString m_cluster;
    GroupVersionResource m_gvr;
    std::shared_ptr<const SecretDigest> m_secretDigest;
};

} // namespace kube
