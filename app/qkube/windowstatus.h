// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QPointer>

class QLabel;
class QStatusBar;
class QWidget;
namespace kube {
class ClusterSession;
class ResourceSubscription;
} // namespace kube

// What the window says about its state: the status bar (connection, server version, the count shown, the last
// error) and the banner above the table for states that need the user's attention, with what to do about
// them.
class WindowStatus : public QObject
{
    Q_OBJECT
public:
    WindowStatus(QStatusBar *bar, QWidget *bannerParent);

    QLabel *banner() const { return m_banner; }
    QString bannerText() const;
    QString statusText() const;
    // A problem or a notice of the user's doing (a failed save, a kubeconfig that cannot be read).
    void showBanner(const QString &text, bool error);
    void showMessage(const QString &text, int timeoutMs);
    void setCountText(const QString &text);
    // Says again what the session and the table's subscription are doing; `pastBanner` (the timeline's) stays
    // up until the table is live again.
    void update(const kube::ClusterSession *session, const QString &context,
                const kube::ResourceSubscription *subscription, const QString &pastBanner, bool pastIsError);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void paintBanner();

    QStatusBar *m_bar;
    QLabel *m_banner;
    QLabel *m_state;
    QLabel *m_version;
    QLabel *m_count;
    QLabel *m_error;
    QString m_bannerSource;
    bool m_bannerIsError = false;
    bool m_painting = false;
};
