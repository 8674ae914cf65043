// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

namespace kube {

// One line of a container's log as the engine hands it on, or a marker a log stream puts between lines. The
// engine always asks the server for timestamps (to reconnect without a gap) and strips them into `timeNs`; a
// view shows them or not. `text` keeps the container's bytes untouched (ANSI SGR sequences included):
// decoding and rendering are the view's business.
struct QKUBE_ENGINE_EXPORT LogLine
{
    enum class Kind : quint8 {
        Text,               // a line the container wrote
        Reconnected,        // the stream was cut and resumed here (nothing lost, nothing repeated)
        ContainerRestarted, // the instance ended; `text` is its reason ("OOMKilled"), `exitCode` its code
    };
    Kind kind = Kind::Text;
    qint64 timeNs = 0; // server timestamp in nanoseconds since the epoch; 0 when the line had none
    QString pod;       // the stream the line came from: merged logs of a workload hold several
    QString container;
    QByteArray text; // without the timestamp and the newline
    int exitCode = 0;
};

using LogLines = QList<LogLine>;

} // namespace kube

Q_DECLARE_METATYPE(kube::LogLine)
Q_DECLARE_METATYPE(kube::LogLines)
