// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "firstpodwatch.h"
#include "errormessage.h"

#include "printers/builtinkinds.h"
#include "rest/restclient.h"
#include "rest/streamcall.h"

#include <QTimer>

#include <limits>

namespace firstpodwatch {

void start(kube::RestClient *client, const QString &namespaceName, const QString &selector,
           const QString &resourceVersion, qint64 timeoutMs, QObject *context, Done done)
{
    const kube::Request request =
        kube::Request::get()
            .resource({{}, QStringLiteral("v1"), QLatin1String(kube::BuiltinKinds::pods.resource)})
            .namespaceName(namespaceName)
            .labelSelector(selector)
            .resourceVersion(resourceVersion)
            .watch();
    kube::WatchCall *watch = client->watch(request);
    auto *deadline = new QTimer(context); // kept with the context: late signals still ask it
    deadline->setSingleShot(true);
    // Whichever comes first decides; the deadline stopped says it was decided.
    const auto decide = [watch, deadline, done](const std::optional<QJsonObject> &pod, const QString &error) {
        deadline->stop();
        watch->cancel();
        done(pod, error);
    };
    QObject::connect(deadline, &QTimer::timeout, context, [decide] {
        decide(std::nullopt, QStringLiteral("error: timed out waiting for the condition"));
    });
    QObject::connect(watch, &kube::WatchCall::events, context,
                     [deadline, decide](const QList<kube::WatchEvent> &events) {
                         for (const kube::WatchEvent &event : events) {
                             if (!deadline->isActive())
                                 return;
                             if (event.type == kube::WatchEvent::Type::Error) {
                                 decide(std::nullopt, kubectlErrorMessage(event.error));
                                 return;
                             }
                             if (event.type == kube::WatchEvent::Type::Added ||
                                 event.type == kube::WatchEvent::Type::Modified) {
                                 decide(event.object.toJsonObject(), {});
                                 return;
                             }
                         }
                     });
    QObject::connect(
        watch, &kube::WatchCall::finished, context, [deadline, decide](const kube::Error &error) {
            if (!deadline->isActive())
                return; // decided already: a pod came, or the time ran out
            decide(std::nullopt,
                   error ? kubectlErrorMessage(error)
                         : QStringLiteral("error: watch closed before UntilWithoutRetry timeout"));
        });
    deadline->start(int(std::min<qint64>(timeoutMs, std::numeric_limits<int>::max())));
}

} // namespace firstpodwatch
