// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "nodedrainer.h"

#include "clustersession.h"
#include "statuscauses.h"

#include "core/threadhandoff.h"
#include "rest/dynamicclient.h"
#include "rest/restclient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

namespace kube {

namespace {

const GroupVersionResource nodesResource{QString(), QStringLiteral("v1"), QStringLiteral("nodes")};
const GroupVersionResource podsResource{QString(), QStringLiteral("v1"), QStringLiteral("pods")};
// Set on the static pods the kubelet mirrors into the API: deleting the mirror does nothing.
const QLatin1String mirrorAnnotation("kubernetes.io/config.mirror");
// Where what the worker tells the GUI thread is handed over (for ThreadSanitizer; see core/threadhandoff.h).
char tellHandoff;

} // namespace

struct NodeDrainer::State
{
    bool cancelled = false;
    bool done = false;
    int pending = 0;
    Error firstError;
};

namespace {

using Tell = std::function<void(std::function<void(NodeDrainer *)>)>;

// One pod's eviction, alive while a request or a retry timer holds it.
struct Eviction
{
    RestClient *client;
    std::shared_ptr<NodeDrainer::State> state;
    QString namespaceName;
    QString name;
    Tell tell;
    std::function<void(const Error &)> finish;
    QString key() const { return namespaceName + QLatin1Char('/') + name; }
};

void evictOnce(const std::shared_ptr<Eviction> &eviction, int tries, int delayMs)
{
    using PodState = NodeDrainer::PodState;
    if (eviction->state->cancelled) {
        eviction->finish(Error(Error::Kind::Cancelled, QStringLiteral("drain cancelled")));
        return;
    }
    const QString key = eviction->key();
    eviction->tell([key, tries](NodeDrainer *drainer) {
        Q_EMIT drainer->podChanged(key, PodState::Evicting, {}, tries);
    });
    const QByteArray body =
        QJsonDocument(QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("policy/v1")},
                                  {QStringLiteral("kind"), QStringLiteral("Eviction")},
                                  {QStringLiteral("metadata"),
                                   QJsonObject{{QStringLiteral("name"), eviction->name},
                                               {QStringLiteral("namespace"), eviction->namespaceName}}}})
            .toJson(QJsonDocument::Compact);
    Request request = ResourceClient(eviction->client, podsResource, eviction->namespaceName)
                          .request("POST")
                          .name(eviction->name)
                          .subresource(QStringLiteral("eviction"));
    request.body(body);
    RestCall *call = eviction->client->send(request);
    QObject::connect(
        call, &RestCall::finished, eviction->client,
        [eviction, key, tries, delayMs](const Response &response) {
            NodeDrainer::State &state = *eviction->state;
            if (response.ok() || response.error.isNotFound()) { // gone already: as good as evicted
                eviction->tell([key, tries](NodeDrainer *drainer) {
                    Q_EMIT drainer->podChanged(key, PodState::Evicted, {}, tries);
                });
                if (--state.pending == 0)
                    eviction->finish(state.firstError);
                return;
            }
            if (response.error.isTooManyRequests()) {
                const QStringList causes = statusCauses(response.body);
                const QString detail =
                    causes.isEmpty() ? response.error.message() : causes.join(QStringLiteral("; "));
                eviction->tell([key, detail, tries](NodeDrainer *drainer) {
                    Q_EMIT drainer->podChanged(key, PodState::Blocked, detail, tries);
                });
                QTimer::singleShot(delayMs, eviction->client, [eviction, tries, delayMs] {
                    evictOnce(eviction, tries + 1, std::min(delayMs * 2, NodeDrainer::retryMaxMs));
                });
                return;
            }
            const Error error = response.error;
            eviction->tell([key, error, tries](NodeDrainer *drainer) {
                Q_EMIT drainer->podChanged(key, PodState::Failed, error.message(), tries);
            });
            if (!state.firstError)
                state.firstError = error.withWhere(key);
            if (--state.pending == 0)
                eviction->finish(state.firstError);
        });
}

} // namespace

NodeDrainer::NodeDrainer(ClusterSession *session, const QString &node, QObject *parent)
    : QObject(parent), m_session(session), m_node(node)
{
    qRegisterMetaType<kube::NodeDrainer::PodState>();
    connect(this, &NodeDrainer::finished, this, [this] { m_running = false; });
}

NodeDrainer::~NodeDrainer()
{
    cancel();
}

void NodeDrainer::cancel()
{
    if (!m_running || !m_session)
        return;
    m_session->post([state = m_state](RestClient *) { state->cancelled = true; });
}

void NodeDrainer::start()
{
    if (!m_session || m_running)
        return;
    m_running = true;
    m_state = std::make_shared<State>();
    QPointer<NodeDrainer> self(this);
    m_session->post([self, state = m_state, node = m_node](RestClient *client) {
        // Everything below runs on the worker; what the GUI hears goes through here.
        const Tell tell = [self](std::function<void(NodeDrainer *)> then) {
            // Built whole before the release; the GUI thread reads nothing of it before its acquire.
            std::function<void()> deliver = [self, then = std::move(then)] {
                detail::handoffAcquire(&tellHandoff);
                if (self)
                    then(self.data());
            };
            detail::handoffRelease(&tellHandoff);
            QMetaObject::invokeMethod(self, std::move(deliver), Qt::QueuedConnection);
        };
        const std::function<void(const Error &)> finish = [state, tell](const Error &error) {
            if (std::exchange(state->done, true))
                return;
            tell([error](NodeDrainer *drainer) { Q_EMIT drainer->finished(error); });
        };
        const QByteArray cordon =
            QJsonDocument(
                QJsonObject{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("unschedulable"), true}}}})
                .toJson(QJsonDocument::Compact);
        RestCall *patch = ResourceClient(client, nodesResource).patch(node, PatchType::Merge, cordon);
        QObject::connect(
            patch, &RestCall::finished, client,
            [client, state, node, tell, finish](const Response &cordoned) {
                if (!cordoned.ok() || state->cancelled) {
                    finish(cordoned.ok() ? Error(Error::Kind::Cancelled, QStringLiteral("drain cancelled"))
                                         : cordoned.error);
                    return;
                }
                ListOptions options;
                options.fieldSelector = QStringLiteral("spec.nodeName=") + node;
                RestCall *list = ResourceClient(client, podsResource).list(options);
                QObject::connect(
                    list, &RestCall::finished, client, [client, state, tell, finish](const Response &listed) {
                        const auto pods = ResourceClient::objectList(listed);
                        if (!pods || state->cancelled) {
                            finish(pods ? Error(Error::Kind::Cancelled, QStringLiteral("drain cancelled"))
                                        : pods.error());
                            return;
                        }
                        QStringList toEvict, skipped;
                        QList<std::pair<QString, QString>> targets; // namespace, name
                        for (const Object &pod : pods->items) {
                            const QString key = QString::fromUtf8(pod.namespaceName()) + QLatin1Char('/') +
                                                QString::fromUtf8(pod.name());
                            bool daemonSet = false;
                            for (const OwnerReference &owner : pod.ownerReferences())
                                daemonSet = daemonSet || (owner.controller && owner.kind == "DaemonSet");
                            const bool mirror = pod.toJsonObject()
                                                    .value(QLatin1String("metadata"))
                                                    .toObject()
                                                    .value(QLatin1String("annotations"))
                                                    .toObject()
                                                    .contains(mirrorAnnotation);
                            if (daemonSet || mirror) {
                                skipped.append(key + (daemonSet ? QStringLiteral(": DaemonSet pod")
                                                                : QStringLiteral(": mirror pod")));
                                continue;
                            }
                            toEvict.append(key);
                            targets.append(
                                {QString::fromUtf8(pod.namespaceName()), QString::fromUtf8(pod.name())});
                        }
                        tell([toEvict, skipped](NodeDrainer *drainer) {
                            Q_EMIT drainer->started(toEvict, skipped);
                        });
                        state->pending = int(targets.size());
                        if (targets.isEmpty()) {
                            finish({});
                            return;
                        }
                        for (const auto &[ns, name] : targets)
                            evictOnce(
                                std::make_shared<Eviction>(Eviction{client, state, ns, name, tell, finish}),
                                1, retryInitialMs);
                    });
            });
    });
}

} // namespace kube
