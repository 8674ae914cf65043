// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "objecteditor.h"

#include "clustersession.h"
#include "objectdetails.h"
#include "statuscauses.h"

#include "core/jsonmergepatch.h"
#include "core/linediff.h"
#include "core/threadhandoff.h"
#include "journal/secretdigest.h"
#include "rest/dynamicclient.h"
#include "printers/outputformat.h"
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

} // namespace

ObjectEditor::ObjectEditor(ClusterSession *session, const ApiResource &resource, const QString &namespaceName,
                           const QString &name, QObject *parent)
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
        QObject::connect(call, &RestCall::finished, client, [self, client, gvr](const Response &response) {
            const auto object = ResourceClient::object(response);
            if (!object) {
                const Error error = object.error();
                const QStringList causes = statusCauses(response.body);
                detail::postTo(self, client, [error, causes](ObjectEditor *editor) {
                    editor->m_busy = false;
                    Q_EMIT editor->failed(error, causes);
                });
                return;
            }
            const QJsonObject json = OutputFormat::withoutManagedFields(object->toJsonObject());
            const QString yaml = OutputFormat::toYaml(json);
            const QString masked = SecretDigest::isSecret(gvr)
                                       ? OutputFormat::toYaml(ObjectDetails::maskedSecret(json))
                                       : QString();
            detail::postTo(self, client, [json, yaml, masked](ObjectEditor *editor) {
                editor->onLoaded(json, yaml, masked);
            });
        });
    });
}

void ObjectEditor::onLoaded(const QJsonObject &object, const QString &yaml, const QString &maskedYaml)
{
    m_busy = false;
    m_original = object;
    m_originalYaml = yaml;
    m_maskedYaml = maskedYaml;
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

namespace {

// One save on the worker thread: the PUT, and on a conflict the latest version (merged into again, for a
// reapply, up to reapplyAttempts times: an object whose status a controller keeps writing would otherwise
// conflict on every try).
struct Put
{
    QPointer<ObjectEditor> editor;
    RestClient *client;
    GroupVersionResource gvr;
    QString namespaceName;
    QString name;
    QJsonObject original;
    QString originalYaml;
    QJsonObject patch; // the user's edits, for a reapply; empty otherwise
    int reappliesLeft = 0;
};

void sendPut(const std::shared_ptr<Put> &put, const QJsonObject &body);

void onLatest(const std::shared_ptr<Put> &put, const Response &current)
{
    const auto object = ResourceClient::object(current);
    const QString uid = metadataOf(put->original).value(QLatin1String("uid")).toString();
    Error error = object ? Error() : object.error();
    if (object && QString::fromUtf8(object->uid()) != uid)
        error = Error::status(
            409, Error::Reason::Conflict,
            QStringLiteral("the object was deleted and another was created under its name (uid %1, was %2)")
                .arg(QString::fromUtf8(object->uid()), uid));
    if (error) {
        detail::postTo(put->editor, put->client, [error](ObjectEditor *editor) { editor->reportFailure(error, {}); });
        return;
    }
    const QJsonObject latest = OutputFormat::withoutManagedFields(object->toJsonObject());
    const QString latestVersion = metadataOf(latest).value(QLatin1String("resourceVersion")).toString();
    if (put->reappliesLeft-- > 0) {
        sendPut(put, withResourceVersion(JsonMergePatch::apply(latest, put->patch), latestVersion));
        return;
    }
    const QString diff = LineDiff::unified(
        put->originalYaml, OutputFormat::toYaml(latest),
        QStringLiteral("as you opened it (resourceVersion %1)")
            .arg(metadataOf(put->original).value(QLatin1String("resourceVersion")).toString()),
        QStringLiteral("on the server now (resourceVersion %1)").arg(latestVersion));
    detail::postTo(put->editor, put->client,
           [latest, diff](ObjectEditor *editor) { editor->reportConflict(latest, diff); });
}

void sendPut(const std::shared_ptr<Put> &put, const QJsonObject &body)
{
    RestCall *call = ResourceClient(put->client, put->gvr, put->namespaceName)
                         .update(put->name, QJsonDocument(body).toJson(QJsonDocument::Compact));
    QObject::connect(call, &RestCall::finished, put->client, [put](const Response &response) {
        if (response.ok()) {
            const QString resourceVersion = metadataOf(QJsonDocument::fromJson(response.body).object())
                                                .value(QLatin1String("resourceVersion"))
                                                .toString();
            detail::postTo(put->editor, put->client,
                   [resourceVersion](ObjectEditor *editor) { editor->reportSaved(resourceVersion); });
            return;
        }
        if (!response.error.isConflict()) {
            const Error error = response.error;
            const QStringList causes = statusCauses(response.body);
            detail::postTo(put->editor, put->client,
                   [error, causes](ObjectEditor *editor) { editor->reportFailure(error, causes); });
            return;
        }
        // Changed meanwhile: what is there now, and how it differs from where the user started.
        RestCall *get = ResourceClient(put->client, put->gvr, put->namespaceName).get(put->name);
        QObject::connect(get, &RestCall::finished, put->client,
                         [put](const Response &current) { onLatest(put, current); });
    });
}

} // namespace

void ObjectEditor::send(const QString &text, Mode mode)
{
    if (!m_session || m_busy || m_original.isEmpty())
        return;
    m_busy = true;
    QPointer<ObjectEditor> self(this);
    m_session->post([self, gvr = m_resource.gvr(), ns = m_namespace, name = m_name, text, mode,
                     original = m_original, originalYaml = m_originalYaml,
                     latest = m_latest](RestClient *client) {
        YamlDecoder::Position at;
        const auto edited = YamlDecoder::decodeObject(text, &at);
        if (!edited) {
            const QString message = edited.error().message();
            detail::postTo(self, client, [at, message](ObjectEditor *editor) {
                editor->m_busy = false;
                Q_EMIT editor->invalidYaml(at.line, at.column, message);
            });
            return;
        }
        auto put = std::make_shared<Put>(Put{self, client, gvr, ns, name, original, originalYaml, {}, 0});
        const QString latestVersion = metadataOf(latest).value(QLatin1String("resourceVersion")).toString();
        switch (mode) {
        case Mode::Save: // the version the user started from: the server refuses it if the object changed
                         // since
            sendPut(put, withResourceVersion(
                             edited.value(),
                             metadataOf(original).value(QLatin1String("resourceVersion")).toString()));
            break;
        case Mode::Reapply:
            put->patch = JsonMergePatch::create(original, edited.value());
            put->reappliesLeft = reapplyAttempts;
            sendPut(put, withResourceVersion(JsonMergePatch::apply(latest, put->patch), latestVersion));
            break;
        case Mode::Overwrite:
            sendPut(put, withResourceVersion(edited.value(), latestVersion));
            break;
        }
    });
}

void ObjectEditor::reportSaved(const QString &resourceVersion)
{
    m_busy = false;
    Q_EMIT saved(resourceVersion);
}

void ObjectEditor::reportFailure(const Error &error, const QStringList &causes)
{
    m_busy = false;
    Q_EMIT failed(error, causes);
}

void ObjectEditor::reportConflict(const QJsonObject &latest, const QString &diff)
{
    m_busy = false;
    m_latest = latest;
    Q_EMIT conflicted(diff);
}

} // namespace kube
