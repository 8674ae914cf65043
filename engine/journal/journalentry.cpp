// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "journalentry.h"

namespace kube {

const char *JournalEntry::typeName(Type type)
{
    switch (type) {
    case Type::Added: return "ADDED";
    case Type::Modified: return "MODIFIED";
    case Type::Deleted: return "DELETED";
    case Type::Replaced: return "REPLACED";
    }
    return "ADDED";
}

std::optional<JournalEntry::Type> JournalEntry::typeFromName(QByteArrayView name)
{
    for (Type type : {Type::Added, Type::Modified, Type::Deleted, Type::Replaced})
        if (name == typeName(type))
            return type;
    return std::nullopt;
}

} // namespace kube
