// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

class QDockWidget;
class QMainWindow;

// Where the window and its panes are: saved as it closes, put back as it opens. A first start takes a share
// of the screen, centred, and gives the table the most room and the side panes and the bottom panel their
// shares.
namespace WindowLayout {

struct Docks
{
    QDockWidget *navigator;
    QDockWidget *namespaces;
    QDockWidget *details;
    QDockWidget *bottom;
};

void restore(QMainWindow *window, const Docks &docks);
void save(const QMainWindow *window);

} // namespace WindowLayout
