// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objectdescriber.h"

#include "clustersession.h"
#include "core/threadhandoff.h"
#include "describe/restdescribesource.h"
#include "rest/restclient.h"

#include <QDateTime>

namespace kube {

namespace {

// One description under way on the worker thread: the describer's reads answer while it exists, and it is
// deleted (with them) once the describer has answered.
class DescribeRun : public QObject
{
public:
    explicit DescribeRun(RestClient *client)
        : source(client, this, {}, [this](const Error &failed) { error = failed; })
    {
    }
    RestDescribeSource source;
    Error error;
};

} // namespace

ObjectDescriber::ObjectDescriber(ClusterSession *session, ApiResource resource, QObject *parent)
    : QObject(parent), m_session(session), m_resource(std::move(resource))
{
    qRegisterMetaType<kube::Description>();
}

void ObjectDescriber::describe(const Object &object)
{
    if (m_busy) {
        m_next = object;
        return;
    }
    start(object);
}

void ObjectDescriber::start(const Object &object)
{
    if (!m_session)
        return;
    m_busy = true;
    QPointer<ObjectDescriber> self(this);
    const ApiResource resource = m_resource;
    m_session->post([self, resource, object](RestClient *client) {
        const auto answer = [self, client, object](const Description &description, const Error &error) {
            detail::handoffRelease(client);
            QMetaObject::invokeMethod(
                self,
                [self, client, object, description, error] {
                    detail::handoffAcquire(client);
                    if (!self)
                        return;
                    self->m_busy = false;
                    Q_EMIT self->described(object, description, error);
                    if (self && self->m_next) {
                        const Object next = *std::exchange(self->m_next, std::nullopt);
                        self->start(next);
                    }
                },
                Qt::QueuedConnection);
        };
        const KindDescriber describer = describerFor(resource.group, resource.name, resource.kind);
        if (!describer) {
            answer({},
                   Error(Error::Kind::Invalid, QStringLiteral("no describer for %1 yet").arg(resource.kind)));
            return;
        }
        QJsonObject json = object.toJsonObject();
        // The describers print the object's type as a list item's is filled in (informers keep it out).
        if (!json.contains(QLatin1String("apiVersion")))
            json.insert(QStringLiteral("apiVersion"), resource.groupVersion());
        if (!json.contains(QLatin1String("kind")))
            json.insert(QStringLiteral("kind"), resource.kind);
        auto *run = new DescribeRun(client);
        run->setParent(client); // goes with the worker's client if the session stops first
        describer(json, &run->source, DescribeClock{QDateTime::currentMSecsSinceEpoch()},
                  [run, answer](const Description &description) {
                      answer(description, run->error);
                      run->deleteLater();
                  });
    });
}

} // namespace kube
