// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "fulllogsaver.h"

#include "session/podlogfeed.h"

#include <QSaveFile>
#include <QThread>

using namespace kube;

FullLogSaver::FullLogSaver(PodLogFeed *feed, QString path, bool prefixed, QObject *parent)
    : QObject(parent), m_feed(feed), m_path(std::move(path)), m_prefixed(prefixed),
      m_text(std::make_shared<QByteArray>())
{
    feed->setParent(this);
    connect(feed, &PodLogFeed::lines, this, [this](const LogLines &lines) {
        for (const LogLine &line : lines) {
            if (line.kind != LogLine::Kind::Text)
                continue;
            if (m_prefixed)
                m_text->append("[pod/" + line.pod.toUtf8() + '/' + line.container.toUtf8() + "] ");
            m_text->append(line.text).append('\n');
        }
        if (m_text->size() > maxBytes)
            finish(tr("the log is larger than %1 MiB; qkubectl logs can write it").arg(maxBytes >> 20));
    });
    connect(feed, &PodLogFeed::failed, this,
            [this](const QString &, const QString &, const Error &error) { finish(error.toString()); });
    connect(feed, &PodLogFeed::finished, this, &FullLogSaver::write);
}

void FullLogSaver::finish(const QString &error)
{
    if (m_feed) {
        m_feed->disconnect(this);
        delete m_feed; // stops its streams
        m_feed = nullptr;
    }
    Q_EMIT done(m_path, error);
    deleteLater();
}

void FullLogSaver::write()
{
    m_feed->disconnect(this);
    delete m_feed;
    m_feed = nullptr;
    auto error = std::make_shared<QString>();
    QThread *writer = QThread::create([text = m_text, path = m_path, error] {
        QSaveFile file(path);
        // Owner-only before a byte is written (logs print tokens and passwords more often than they should).
        if (!file.open(QIODevice::WriteOnly) ||
            !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner) ||
            file.write(*text) != text->size() || !file.commit())
            *error = file.errorString();
    });
    writer->setParent(this);
    connect(writer, &QThread::finished, this, [this, error] { finish(*error); });
    writer->start();
}
