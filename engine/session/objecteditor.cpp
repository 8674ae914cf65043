// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objecteditor.h"

#include "clustersession.h"
#include "statuscauses.h"

#include "core/jsonmergepatch.h"
#include "core/linediff.h"
#include "core/threadhandoff.h"
#include "rest/dynamicclient.h"
#include "rest/outputformat.h"
#include "rest/restclient.h"
#include "rest/yamldecoder.h"

#include <QJsonDocument>

namespace kube {

namespace {

QJsonObject metadataOf(const QJsonObject &object)
{
    return object.value(QLatin1String("metadata")).toObject();
}

QJsonObject withResourceVersion(QJsonObject object, const QString &resourceVersion)
{
    QJsonObject metadata = metadataOf(object);
    metadata.insert(QStringLiteral("resourceVersion"), resourceVersion);
    object.insert(QStringLiteral("metadata"), metadata);
    return object;
}

// Runs `then` on the GUI thread, on the editor, unless it is gone.
template <typename Then>
void answer(const QPointer<ObjectEditor> &self, RestClient *client, Then then)
{
    detail::handoffRelease(client);
    QMetaObject::invokeMethod(self, [self, client, then = std::move(then)] {
        detail::handoffAcquire(client);
        if (self)
            then(self.data());
    }, Qt::QueuedConnection);
}

} // namespace

ObjectEditor::ObjectEditor(ClusterSession *session, const ApiResource &resource, const QString &namespaceName, const QString &name,
                           QObject *parent)
    : QObject(parent), m_session(session), m_resource(resource), m_namespace(namespaceName), m_name(name)
{
}

QString ObjectEditor::key() const
{
    return m_namespace.isEmpty() ? m_name : m_namespace + QLatin1Char('/') + m_name;
}

void ObjectEditor::load()
{
    if (!m_session || m_busy)
        return;
    m_busy = true;
    QPointer<ObjectEditor> self(this);
    const GroupVersionResource gvr = m_resource.gvr();
    m_session->post([self, gvr, ns = m_namespace, name = m_name](RestClient *client) {
        RestCall *call = ResourceClient(client, gvr, ns).get(name);
        QObject::connect(call, &RestCall::finished, client, [self, client](const Response &response) {
            const auto object = ResourceClient::object(response);
            if (!object) {
                const Error error = object.error();
                const QStringList causes = statusCauses(response.body);
                answer(self, client, [error, causes](ObjectEditor *editor) {
                    editor->m_busy = false;
                    Q_EMIT editor->failed(error, causes);
                });
                return;
            }
            const QJsonObject json = OutputFormat::withoutManagedFields(object->toJsonObject());
            const QString yaml = OutputFormat::toYaml(json);
            answer(self, client, [json, yaml](ObjectEditor *editor) { editor->onLoaded(json, yaml); });
        });
    });
}

void ObjectEditor::onLoaded(const QJsonObject &object, const QString &yaml)
{
    m_busy = false;
    m_original = object;
    m_originalYaml = yaml;
    m_latest = {};
    Q_EMIT loaded(yaml);
}

void ObjectEditor::save(const QString &text)
{
    send(text, Mode::Save);
}

void ObjectEditor::reapply(const QString &text)
{
    if (hasLatest())
        send(text, Mode::Reapply);
}

void ObjectEditor::overwrite(const QString &text)
{
    if (hasLatest())
        send(text, Mode::Overwrite);
}

void ObjectEditor::send(const QString &text, Mode mode)
{
    if (!m_session || m_busy || m_original.isEmpty())
        return;
    m_busy = true;
    QPointer<ObjectEditor> self(this);
    const GroupVersionResource gvr = m_resource.gvr();
    m_session->post([self, gvr, ns = m_namespace, name = m_name, text, mode, original = m_original, originalYaml = m_originalYaml,
                     latest = m_latest](RestClient *client) {
        YamlDecoder::Position at;
        const auto edited = YamlDecoder::decodeObject(text, &at);
        if (!edited) {
            const QString message = edited.error().message();
            answer(self, client, [at, message](ObjectEditor *editor) {
                editor->m_busy = false;
                Q_EMIT editor->invalidYaml(at.line, at.column, message);
            });
            return;
        }
        QJsonObject body;
        switch (mode) {
        case Mode::Save: // the version the user started from: the server refuses it if the object changed since
            body = withResourceVersion(edited.value(), metadataOf(original).value(QLatin1String("resourceVersion")).toString());
            break;
        case Mode::Reapply:
            body = withResourceVersion(JsonMergePatch::apply(latest, JsonMergePatch::create(original, edited.value())),
                                       metadataOf(latest).value(QLatin1String("resourceVersion")).toString());
            break;
        case Mode::Overwrite:
            body = withResourceVersion(edited.value(), metadataOf(latest).value(QLatin1String("resourceVersion")).toString());
            break;
        }
        RestCall *call = ResourceClient(client, gvr, ns).update(name, QJsonDocument(body).toJson(QJsonDocument::Compact));
        QObject::connect(call, &RestCall::finished, client, [self, client, gvr, ns, name, original, originalYaml](const Response &response) {
            if (response.ok()) {
                const QString resourceVersion =
                    metadataOf(QJsonDocument::fromJson(response.body).object()).value(QLatin1String("resourceVersion")).toString();
                answer(self, client, [resourceVersion](ObjectEditor *editor) {
                    editor->m_busy = false;
                    Q_EMIT editor->saved(resourceVersion);
                });
                return;
            }
            if (!response.error.isConflict()) {
                const Error error = response.error;
                const QStringList causes = statusCauses(response.body);
                answer(self, client, [error, causes](ObjectEditor *editor) {
                    editor->m_busy = false;
                    Q_EMIT editor->failed(error, causes);
                });
                return;
            }
            // Changed meanwhile: what is there now, and how it differs from where the user started.
            RestCall *get = ResourceClient(client, gvr, ns).get(name);
            QObject::connect(get, &RestCall::finished, client, [self, client, original, originalYaml](const Response &current) {
                const auto object = ResourceClient::object(current);
                const QString uid = metadataOf(original).value(QLatin1String("uid")).toString();
                Error error = object ? Error() : object.error();
                if (object && QString::fromUtf8(object->uid()) != uid)
                    error = Error::status(409, Error::Reason::Conflict,
                                          QStringLiteral("the object was deleted and another was created under its name (uid %1, was %2)")
                                              .arg(QString::fromUtf8(object->uid()), uid));
                if (error) {
                    answer(self, client, [error](ObjectEditor *editor) {
                        editor->m_busy = false;
                        Q_EMIT editor->failed(error, {});
                    });
                    return;
                }
                const QJsonObject latest = OutputFormat::withoutManagedFields(object->toJsonObject());
                const QString diff = LineDiff::unified(originalYaml, OutputFormat::toYaml(latest),
                                                       QStringLiteral("as you opened it (resourceVersion %1)")
                                                           .arg(metadataOf(original).value(QLatin1String("resourceVersion")).toString()),
                                                       QStringLiteral("on the server now (resourceVersion %1)")
                                                           .arg(metadataOf(latest).value(QLatin1String("resourceVersion")).toString()));
                answer(self, client, [latest, diff](ObjectEditor *editor) { editor->onConflict(latest, diff); });
            });
        });
    });
}

void ObjectEditor::onConflict(const QJsonObject &latest, const QString &diff)
{
    m_busy = false;
    m_latest = latest;
    Q_EMIT conflicted(diff);
}

} // namespace kube
