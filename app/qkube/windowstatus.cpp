// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "windowstatus.h"
#include "theme.h"

#include "models/resourcesubscription.h"
#include "session/clustersession.h"

#include <QEvent>
#include <QLabel>
#include <QScopedValueRollback>
#include <QStatusBar>

using namespace kube;

WindowStatus::WindowStatus(QStatusBar *bar, QWidget *bannerParent)
    : QObject(bar), m_bar(bar), m_banner(new QLabel(bannerParent)), m_state(new QLabel(bar)),
      m_version(new QLabel(bar)), m_count(new QLabel(bar)), m_error(new QLabel(bar))
{
    m_banner->setObjectName(QStringLiteral("banner"));
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setMargin(6);
    m_banner->hide();
    m_count->setObjectName(QStringLiteral("countLabel"));
    m_error->setObjectName(QStringLiteral("errorLabel"));
    m_bar->addWidget(m_state);
    m_bar->addWidget(m_version);
    m_bar->addWidget(m_count, 1);
    m_bar->addPermanentWidget(m_error);
    m_banner->installEventFilter(this); // its colours follow the theme
    paintBanner();
}

QString WindowStatus::bannerText() const
{
    return m_banner->isVisible() ? m_banner->text() : QString();
}

QString WindowStatus::statusText() const
{
    return QStringList{m_state->text(), m_version->text(), m_count->text(), m_error->text()}.join(
        QStringLiteral(" | "));
}

void WindowStatus::showBanner(const QString &text, bool error)
{
    m_bannerSource = text;
    m_bannerIsError = error;
    m_banner->setVisible(!text.isEmpty());
    m_banner->setText(text);
    paintBanner();
}

bool WindowStatus::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_banner && event->type() == QEvent::PaletteChange && !m_painting)
        paintBanner();
    return QObject::eventFilter(watched, event);
}

void WindowStatus::paintBanner()
{
    // The style sheet changes the banner's palette too: not a theme change to answer again.
    const QScopedValueRollback painting(m_painting, true);
    const Theme theme(m_bar->palette());
    using Role = Theme::Role;
    m_banner->setStyleSheet(
        QStringLiteral("background:%1;color:%2;border:1px solid %3")
            .arg(theme.css(m_bannerIsError ? Role::ErrorBackground : Role::InfoBackground),
                 theme.css(m_bannerIsError ? Role::ErrorText : Role::InfoText),
                 theme.css(m_bannerIsError ? Role::ErrorBorder : Role::InfoBorder)));
    QPalette palette = m_error->palette();
    palette.setColor(QPalette::WindowText, theme.color(Role::ErrorText));
    m_error->setPalette(palette);
}

void WindowStatus::showMessage(const QString &text, int timeoutMs)
{
    m_bar->showMessage(text, timeoutMs);
}

void WindowStatus::setCountText(const QString &text)
{
    m_count->setText(text);
}

void WindowStatus::update(const ClusterSession *session, const QString &context,
                          const ResourceSubscription *subscription, const QString &pastBanner,
                          bool pastIsError)
{
    if (!session) {
        m_state->setText(tr("Not connected"));
        m_version->clear();
        m_count->clear();
        m_error->clear();
        return;
    }
    const QString server = session->config().host.toString();
    const QString waiting = subscription ? subscription->waitingText() : QString();
    switch (session->state()) {
    case ClusterSession::State::Connecting:
        m_state->setText(
            tr("Connecting to %1 (context %2) — %n s", nullptr, int(session->connectingMs() / 1000))
                .arg(server, context));
        break;
    case ClusterSession::State::Synced:
        m_state->setText(waiting.isEmpty() ? tr("Connected") : waiting);
        break;
    case ClusterSession::State::Unreachable:
        m_state->setText(tr("Unreachable, retrying"));
        break;
    case ClusterSession::State::Unauthorized:
        m_state->setText(tr("Not authorized"));
        break;
    case ClusterSession::State::TlsError:
        m_state->setText(tr("TLS error"));
        break;
    }
    m_version->setText(session->serverVersion().isEmpty() ? QString()
                                                          : tr("Server %1").arg(session->serverVersion()));
    const Error error = session->lastError();
    m_error->setText(error ? error.message().left(120) : QString());
    m_error->setToolTip(error ? error.toString() : QString());

    // The state, where it applies, with what to do about it.
    switch (session->state()) {
    case ClusterSession::State::Unreachable:
        showBanner(tr("Cannot reach %1: %2. qkube keeps retrying with backoff and recovers by itself once "
                      "the server answers.")
                       .arg(server, error.message()),
                   true);
        return;
    case ClusterSession::State::Unauthorized:
        showBanner(tr("The server does not accept the credentials of user \"%1\" (%2). qkube asked the "
                      "credential plugin once more; log in again or fix the kubeconfig, then press F5.")
                       .arg(session->config().userName, error.message()),
                   true);
        return;
    case ClusterSession::State::TlsError:
        showBanner(tr("TLS problem with %1: %2. Check certificate-authority and tls-server-name of the "
                      "cluster in the kubeconfig.")
                       .arg(server, error.message()),
                   true);
        return;
    default:
        break;
    }
    if (!pastBanner.isEmpty()) {
        showBanner(pastBanner, pastIsError); // the past stays marked as such until Live
        return;
    }
    const QString notice = subscription ? subscription->notice() : QString();
    if (!notice.isEmpty())
        showBanner(notice, false);
    else if (!m_bannerSource.isEmpty() && !m_bannerIsError)
        showBanner({}, false);
    else if (m_bannerIsError && session->state() == ClusterSession::State::Synced)
        showBanner({}, false);
}
