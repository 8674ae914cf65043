// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "models/navigatormodel.h" // kube::ApiResource as a metatype, for the signals

#include <QObject>
#include <QPointer>

class QAction;
class QMenuBar;
class FuzzyPicker;
class TableKeys;
namespace kube {
class ResourceTableModel;
}

// The command palette (Ctrl+P, or ":" in the table): one list to jump or act from. It offers every kind the
// cluster serves (typed by plural, singular, short name or kind: "po", "deploy", "ct" put that kind first),
// every object of the table by namespace/name, and every enabled action of the menus with its shortcut, found
// by its text or, in a translated window, by its English text too (the action's "sourceText" property).
// Choosing an action triggers it; a kind or an object is the window's to open (the signals).
class CommandPalette : public QObject
{
    Q_OBJECT
public:
    enum Group { KindGroup, ActionGroup, ObjectGroup };

    // What the palette offers, read when it opens.
    struct Sources
    {
        QMenuBar *menus = nullptr;
        const TableKeys *tableKeys = nullptr; // its letters are shown beside the actions they trigger
        QList<kube::ApiResource> resources;
        const kube::ResourceTableModel *table = nullptr;
        kube::ApiResource tableResource;
        QString context;
    };

    explicit CommandPalette(QWidget *window);
    FuzzyPicker *picker() const { return m_picker; }
    void open(const Sources &sources, const QString &typed = {});

Q_SIGNALS:
    void resourceChosen(const kube::ApiResource &resource);
    // An object of the table's kind, by namespace (empty for cluster-scoped kinds) and name.
    void objectChosen(const kube::ApiResource &resource, const QString &namespaceName, const QString &name);

private:
    FuzzyPicker *m_picker;
    QList<QPointer<QAction>> m_actions;
    QList<kube::ApiResource> m_resources;
    kube::ApiResource m_tableResource;
};
