// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once
#pragma once

#include <QHash>
#include <QIcon>
#include <QString>

namespace kube {

// A model's icons, made once per file and handed out as the same QIcon ever after (GUI thread). A QIcon built
// for every data() call is a new SVG engine each time, whose pixmaps QPixmapCache never finds again: every
// paint of a row rendered its SVG anew and left a dead pixmap in the cache. Holds one icon per file named.
class IconCache
{
public:
    const QIcon &icon(const QString &file) const
    {
        auto it = m_icons.find(file);
        if (it == m_icons.end())
            it = m_icons.insert(file, QIcon(file));
        return *it;
    }

private:
    mutable QHash<QString, QIcon> m_icons;
};

} // namespace kube
