// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

namespace kube {
class PodLogFeed;
}

// "Save the full log": gathers everything a one-shot (not following) feed reads, then writes it to `path` on
// a thread of its own (the GUI thread does no file I/O). The lines carry "[pod/NAME/CONTAINER] " when
// `prefixed`, as kubectl --prefix writes them. Reports once with done() and deletes itself, the feed with it.
class FullLogSaver : public QObject
{
    Q_OBJECT
public:
    // Past this the log is gathered no further: qkubectl logs is the tool (it streams to a file with flat
    // memory).
    static constexpr qsizetype maxBytes = qsizetype(512) * 1024 * 1024;

    // Takes `feed`.
    FullLogSaver(kube::PodLogFeed *feed, QString path, bool prefixed, QObject *parent);

Q_SIGNALS:
    void done(const QString &path, const QString &error); // error is empty on success

private:
    void finish(const QString &error);
    void write();

    kube::PodLogFeed *m_feed;
    QString m_path;
    bool m_prefixed;
    std::shared_ptr<QByteArray> m_text;
};
