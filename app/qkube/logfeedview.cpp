// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "logfeedview.h"

#include "logview.h"

#include "session/podlogfeed.h"

using namespace kube;

void showLogFeed(PodLogFeed *feed, LogView *view, bool merged)
{
    view->setStreamState(LogStreamState::Connecting);
    QObject::connect(feed, &PodLogFeed::lines, view,
                     [view, streaming = false](const LogLines &lines) mutable {
                         if (!std::exchange(streaming, true))
                             view->setStreamState(LogStreamState::Streaming);
                         view->appendLines(lines);
                     });
    QObject::connect(feed, &PodLogFeed::failed, view,
                     [view, merged](const QString &pod, const QString &container, const Error &error) {
                         if (!merged || pod.isEmpty()) {
                             view->showError(error);
                             return;
                         }
                         const QString source =
                             container.isEmpty() ? pod : pod + QLatin1Char('/') + container;
                         const QString message =
                             error.message().isEmpty() ? error.toString() : error.message();
                         view->showError(Error(error.kind(), source + QStringLiteral(": ") + message));
                     });
    QObject::connect(feed, &PodLogFeed::finished, view,
                     [view] { view->setStreamState(LogStreamState::Ended); });
}
