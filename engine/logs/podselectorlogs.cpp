// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "podselectorlogs.h"

#include "cache/resourceeventhandler.h"
#include "printers/field.h"
#include "rest/dynamicclient.h"
#include "rest/restclient.h"

namespace kube {

namespace {

const GroupVersionResource podsResource{{}, QStringLiteral("v1"), QStringLiteral("pods")};

// A container that has not run yet has no log: the server would answer "waiting to start". One that ran
// has, even while it waits to restart (CrashLoopBackOff: the server shows its last run).
bool hasLog(const Field &pod, const QString &container)
{
    bool found = false;
    for (const char *list : {"containerStatuses", "initContainerStatuses"})
        pod["status"][list].forEach([&](const Field &status) {
            if (found || status["name"].text() != container)
                return;
            found = status["state"]["running"].exists() || status["state"]["terminated"].exists() ||
                    status["lastState"]["terminated"].exists();
        });
    return found;
}

} // namespace

PodSelectorLogs::PodSelectorLogs(RestClient *client, PodLogOptions options, QString labelSelector,
                                 QObject *parent)
    : QObject(parent), m_client(client), m_options(std::move(options)), m_selector(std::move(labelSelector)),
      m_group(new PodLogGroup(client, m_options, {}, PodLogGroup::Order::Concurrent, this))
{
    connect(m_group, &PodLogGroup::lines, this, &PodSelectorLogs::lines);
    connect(m_group, &PodLogGroup::failed, this, &PodSelectorLogs::failed);
    connect(m_group, &PodLogGroup::finished, this, &PodSelectorLogs::finished);
}

PodSelectorLogs::~PodSelectorLogs()
{
    stop();
}

void PodSelectorLogs::start()
{
    m_group->setExpectingMore(true);
    m_group->start();
    if (m_options.follow)
        followPods();
    else
        listPods();
}

void PodSelectorLogs::stop()
{
    m_stopped = true;
    if (m_informer) {
        // Joins the handler's thread: no notification is queued to this object after it.
        m_informer->removeEventHandler(m_registration);
        m_informer->stop();
        m_informer.reset();
    }
    m_group->stop();
}

void PodSelectorLogs::followPods()
{
    m_informer = std::make_unique<SharedIndexInformer>(podsResource, m_options.namespaceName, m_selector);
    auto handler = std::make_shared<FunctionEventHandler>();
    // The handler runs on the informer's listener thread: each pod is handed to this object's thread.
    auto seen = [this](const Object &pod) {
        QMetaObject::invokeMethod(
            this, [this, pod] { podSeen(pod); }, Qt::QueuedConnection);
    };
    handler->added = [seen](const Object &pod, bool) { seen(pod); };
    handler->updated = [seen](const Object &, const Object &pod) { seen(pod); };
    m_registration = m_informer->addEventHandler(handler);
    connect(m_informer.get(), &SharedIndexInformer::errorOccurred, this,
            [this](const Error &error) { Q_EMIT failed(QString(), QString(), error); });
    m_informer->run(m_client);
}

void PodSelectorLogs::listPods()
{
    ListOptions options;
    options.labelSelector = m_selector;
    RestCall *call = ResourceClient(m_client, podsResource, m_options.namespaceName).listDecoded(options);
    connect(call, &RestCall::finished, this, [this](const Response &response) {
        if (m_stopped)
            return;
        if (response.error || !response.list) {
            Q_EMIT failed(QString(), QString(), response.error);
            m_group->setExpectingMore(false);
            return;
        }
        QList<Object> pods = response.list->items;
        std::sort(pods.begin(), pods.end(),
                  [](const Object &a, const Object &b) { return a.name() < b.name(); });
        for (const Object &pod : std::as_const(pods))
            podSeen(pod);
        m_group->setExpectingMore(false);
    });
}

void PodSelectorLogs::podSeen(const Object &pod)
{
    if (m_stopped || pod.deletionTimestamp() != 0)
        return;
    const QByteArray uid = pod.uid().toByteArray();
    const Field fields = Field::parse(pod);
    const QString name = QString::fromUtf8(pod.name());
    QList<PodLogTarget> targets;
    const auto add = [&](const Field &containers) {
        containers.forEach([&](const Field &container) {
            const QString containerName = container["name"].text();
            if (!m_options.container.isEmpty() && containerName != m_options.container)
                return;
            const QByteArray key = uid + '/' + containerName.toUtf8();
            // One that has not run yet joins when an update shows it ran.
            if (!m_read.contains(key) && hasLog(fields, containerName)) {
                m_read.insert(key);
                targets.append({name, containerName});
            }
        });
    };
    add(fields["spec"]["containers"]);
    if (!m_options.container.isEmpty() && targets.isEmpty())
        add(fields["spec"]["initContainers"]);
    if (targets.isEmpty())
        return;
    const QJsonObject podObject = pod.toJsonObject(); // the streams need no GET of it
    for (PodLogTarget &target : targets)
        target.podObject = podObject;
    if (m_streams + targets.size() > maxStreams) {
        Q_EMIT failed(name, QString(),
                      Error(Error::Kind::Invalid,
                            QStringLiteral("not read: the merged log already reads %1 streams, its most")
                                .arg(maxStreams)));
        return;
    }
    m_streams += targets.size();
    m_group->addTargets(targets);
}

} // namespace kube
