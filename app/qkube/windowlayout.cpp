// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "windowlayout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QTimer>

#include <algorithm>

namespace {
// Bumped when the docks change: a state saved for other docks would put the panes in odd places.
constexpr int layoutVersion = 2;
constexpr double firstStartScreenShare = 0.85;
constexpr double navigatorShare = 0.19;
constexpr double detailsShare = 0.28;
constexpr double bottomShare = 0.3;
} // namespace

namespace WindowLayout {

void restore(QMainWindow *window, const Docks &docks)
{
    QSettings settings;
    if (window->restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray())) {
        // The panes' sizes once the window has its own: restored earlier, they were spread over another size.
        const QByteArray state = settings.value(QStringLiteral("window/state")).toByteArray();
        window->restoreState(state, layoutVersion);
        QTimer::singleShot(0, window, [window, state] { window->restoreState(state, layoutVersion); });
        return;
    }
    const QRect screen = window->screen() ? window->screen()->availableGeometry() : QRect(0, 0, 1280, 800);
    const QSize size =
        (screen.size() * firstStartScreenShare).expandedTo(QSize(1280, 800)).boundedTo(screen.size());
    window->setGeometry(QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, screen));
    const auto shares = [window, docks, size] {
        window->resizeDocks({docks.navigator, docks.details},
                            {std::max(250, int(size.width() * navigatorShare)),
                             std::max(360, int(size.width() * detailsShare))},
                            Qt::Horizontal);
        window->resizeDocks({docks.navigator, docks.namespaces},
                            {size.height() * 6 / 10, size.height() * 4 / 10}, Qt::Vertical);
        window->resizeDocks({docks.bottom}, {int(size.height() * bottomShare)}, Qt::Vertical);
    };
    shares();
    QTimer::singleShot(0, window,
                       shares); // again once shown: the layout spreads sizes set before over its own
}

void save(const QMainWindow *window)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), window->saveGeometry());
    settings.setValue(QStringLiteral("window/state"), window->saveState(layoutVersion));
}

} // namespace WindowLayout
