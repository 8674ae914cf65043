// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QPointer>
#include <QWidget>

class LogView;
struct LogRequest;

namespace kube {
class ClusterSession;
class PodLogFeed;
} // namespace kube

// The merged log of the pods a label selector picks in one namespace (what the pod table shows under that
// selector), in a window of its own, as stern shows it: each line prefixed by pod/container, pods that start
// later joining. Closing it stops the streams; so does the cluster session going away.
class SelectorLogWindow : public QWidget
{
    Q_OBJECT
public:
    SelectorLogWindow(kube::ClusterSession *session, const QString &context, const QString &namespaceName,
                      const QString &labelSelector, QWidget *parent);

    LogView *logView() const { return m_view; }

private:
    void start(const LogRequest &request);
    void saveFullLog(const QString &path, const LogRequest &request);

    QPointer<kube::ClusterSession> m_session;
    QString m_namespace;
    QString m_selector;
    LogView *m_view;
    QPointer<kube::PodLogFeed> m_feed;
};
