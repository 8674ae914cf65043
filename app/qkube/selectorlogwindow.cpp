// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "selectorlogwindow.h"

#include "fulllogsaver.h"
#include "logfeedview.h"
#include "logview.h"

#include "session/clustersession.h"
#include "session/podlogfeed.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace kube;

SelectorLogWindow::SelectorLogWindow(ClusterSession *session, const QString &context,
                                     const QString &namespaceName, const QString &labelSelector,
                                     QWidget *parent)
    : QWidget(parent, Qt::Window), m_session(session), m_namespace(namespaceName), m_selector(labelSelector),
      m_view(new LogView(this))
{
    setObjectName(QStringLiteral("selectorLogWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Logs of %1 in %2 (context %3)").arg(labelSelector, namespaceName, context));
    auto *layout = new QVBoxLayout(this);
    auto *heading =
        new QLabel(tr("Pods matching <b>%1</b> in namespace <b>%2</b>; pods that start later join.")
                       .arg(labelSelector.toHtmlEscaped(), namespaceName.toHtmlEscaped()),
                   this);
    layout->addWidget(heading);
    layout->addWidget(m_view);
    // Containers differ from pod to pod: the picker offers "all containers" only.
    m_view->setContainers({});
    connect(m_view, &LogView::requestChanged, this, &SelectorLogWindow::start);
    connect(m_view, &LogView::fullLogRequested, this, &SelectorLogWindow::saveFullLog);
    resize(1000, 640);
    start(m_view->request());
}

void SelectorLogWindow::start(const LogRequest &request)
{
    delete m_feed;
    if (!m_session)
        return;
    PodLogOptions options = request.options(m_namespace);
    options.container = request.container;
    m_feed = new PodLogFeed(m_session, options, m_selector, this);
    showLogFeed(m_feed, m_view, true);
}

void SelectorLogWindow::saveFullLog(const QString &path, const LogRequest &request)
{
    if (!m_session)
        return;
    PodLogOptions options = request.options(m_namespace); // a one-shot request: LogView asks for it so
    options.container = request.container;
    auto *feed = new PodLogFeed(m_session, options, m_selector, this);
    connect(new FullLogSaver(feed, path, true, this), &FullLogSaver::done, this,
            [this](const QString &, const QString &error) {
                if (!error.isEmpty())
                    m_view->showError(Error(Error::Kind::Invalid, error));
            });
}
