// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "journal/journalentry.h"

#include <QAbstractTableModel>

namespace kube {

// The versions of one object from the journal, newest first: when, what kind of change, and what changed (the
// summary, worked out off the GUI thread by whoever feeds the model). As versions arrive they are inserted at
// the top, and those the journal dropped are removed at the bottom; another object resets the model. GUI thread
// only.
class ObjectHistoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { TimeColumn, ChangeColumn, SummaryColumn, ResourceVersionColumn, ColumnCount };
    enum Role {
        EntryRole = Qt::UserRole + 1, // kube::JournalEntry
    };

    struct Version
    {
        JournalEntry entry;
        QString summary; // ChangeSummary::text against the version before; empty: nothing but noise changed
    };

    explicit ObjectHistoryModel(QObject *parent = nullptr);

    // `oldestFirst`, as Journal::versionsOf gives them, with their summaries.
    void setVersions(const QList<Version> &oldestFirst);
    void clear();
    // The entry shown at `row`; a null object when out of range.
    JournalEntry entryAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static bool sameVersion(const JournalEntry &a, const JournalEntry &b);
    QString changeText(JournalEntry::Type type) const;

    QList<Version> m_versions; // oldest first; row r shows m_versions[size - 1 - r]
};

} // namespace kube
