// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "manifestapplier.h"

#include "clustersession.h"
#include "statuscauses.h"

#include "core/threadhandoff.h"
#include "rest/dynamicclient.h"
#include "rest/restclient.h"
#include "rest/yamldecoder.h"

#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>

namespace kube {

namespace {

// A manifest bigger than this is no hand-written file; the apiserver's own request limit is 3 MiB per object.
constexpr qint64 maxManifestBytes = 64 * 1024 * 1024;

QString objectName(const ApiResource *resource, const QString &kind, const QString &name)
{
    QString type = kind.toLower();
    if (resource && !resource->group.isEmpty())
        type += QLatin1Char('.') + resource->group;
    return name.isEmpty() ? type : type + QLatin1Char('/') + name;
}

// The documents still to send, walked one request at a time on the worker thread: first the server's check
// of every document, then (unless only checking) the creation of each.
struct Run
{
    QList<YamlDecoder::Document> documents;
    QList<ApiResource> resources;
    QString defaultNamespace;
    bool checkOnly = false;
    bool checking = true;
    QHash<QString, int> namespaceDocuments; // a Namespace the manifest creates → its document
    int next = 0;
    int passed = 0; // created, or passed the check
    int failed = 0;
};

void sendNext(const std::shared_ptr<Run> &run, const QPointer<ManifestApplier> &self, RestClient *client)
{
    if (run->next >= run->documents.size()) {
        if (run->checking && !run->checkOnly && run->failed == 0) {
            run->checking = false;
            run->next = run->passed = 0;
            sendNext(run, self, client);
            return;
        }
        detail::postTo(self, client, [run](ManifestApplier *applier) {
            if (run->checkOnly)
                Q_EMIT applier->checked(run->passed, run->failed);
            else
                Q_EMIT applier->finished(run->checking ? 0 : run->passed, run->failed);
        });
        return;
    }
    const YamlDecoder::Document &document = run->documents[run->next];
    ManifestResult result;
    result.document = ++run->next;
    result.line = document.line;
    result.dryRun = run->checking;
    const QJsonObject object = document.value.toObject();
    const QString apiVersion = object.value(QLatin1String("apiVersion")).toString();
    const QString kind = object.value(QLatin1String("kind")).toString();
    const QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    const QString name = metadata.value(QLatin1String("name")).toString();
    const ApiResource *resource = nullptr;
    for (const ApiResource &candidate : run->resources)
        if (!resource && candidate.kind == kind && candidate.groupVersion() == apiVersion)
            resource = &candidate;
    result.object = kind.isEmpty() ? QString() : objectName(resource, kind, name);
    const auto report = [run, self, client](ManifestResult done) {
        ++(done.error ? run->failed : run->passed);
        // While checking before a create, only what stops the create is worth a line.
        if (!done.dryRun || run->checkOnly || done.error)
            detail::postTo(self, client,
                           [done](ManifestApplier *applier) { Q_EMIT applier->documentDone(done); });
        sendNext(run, self, client);
    };
    if (!document.value.isObject())
        result.error =
            Error(Error::Kind::Invalid,
                  QStringLiteral("a document must be a YAML mapping (apiVersion, kind, metadata, ...)"));
    else if (apiVersion.isEmpty() || kind.isEmpty())
        result.error = Error(Error::Kind::Invalid, QStringLiteral("apiVersion and kind must be set"));
    else if (!resource)
        result.error =
            Error(Error::Kind::Invalid,
                  QStringLiteral("the server serves no kind \"%1\" in version \"%2\"").arg(kind, apiVersion));
    else if (name.isEmpty() && metadata.value(QLatin1String("generateName")).toString().isEmpty())
        result.error = Error(Error::Kind::Invalid,
                             QStringLiteral("metadata.name (or metadata.generateName) must be set"));
    if (result.error) {
        report(result);
        return;
    }
    QString ns;
    if (resource->namespaced) {
        ns = metadata.value(QLatin1String("namespace")).toString();
        if (ns.isEmpty())
            ns = run->defaultNamespace;
    } else if (run->checking && resource->group.isEmpty() && resource->name == QLatin1String("namespaces")) {
        run->namespaceDocuments.insert(name, result.document);
    }
    if (run->checking && run->namespaceDocuments.contains(ns)) {
        // The server can check it only once that namespace exists.
        result.namespaceDocument = run->namespaceDocuments.value(ns);
        report(result);
        return;
    }
    Request request = ResourceClient(client, resource->gvr(), ns).request("POST");
    if (run->checking)
        request.param(QStringLiteral("dryRun"), QStringLiteral("All"));
    RestCall *call = client->send(request.body(QJsonDocument(object).toJson(QJsonDocument::Compact)));
    QObject::connect(call, &RestCall::finished, client,
                     [result, resource = *resource, kind, report](const Response &response) mutable {
                         if (response.ok()) {
                             // A generated name is known only now.
                             const QString name = QJsonDocument::fromJson(response.body)
                                                      .object()
                                                      .value(QLatin1String("metadata"))
                                                      .toObject()
                                                      .value(QLatin1String("name"))
                                                      .toString();
                             result.object = objectName(&resource, kind, name);
                         } else {
                             result.error = response.error;
                             result.causes = statusCauses(response.body);
                         }
                         report(result);
                     });
}

} // namespace

ManifestApplier::ManifestApplier(ClusterSession *session, const QString &defaultNamespace, QObject *parent)
    : QObject(parent), m_session(session), m_defaultNamespace(defaultNamespace)
{
    qRegisterMetaType<kube::ManifestResult>();
    // A run ends in one of these three signals, whichever step sent it.
    connect(this, &ManifestApplier::finished, this, [this] { m_busy = false; });
    connect(this, &ManifestApplier::failed, this, [this] { m_busy = false; });
    connect(this, &ManifestApplier::checked, this, [this] { m_busy = false; });
}

void ManifestApplier::createFromText(const QString &text)
{
    run(text, {}, Mode::CheckThenCreate);
}

void ManifestApplier::createFromFile(const QString &path)
{
    run({}, path, Mode::CheckThenCreate);
}

void ManifestApplier::checkText(const QString &text)
{
    run(text, {}, Mode::CheckOnly);
}

void ManifestApplier::run(const QString &text, const QString &path, Mode mode)
{
    if (!m_session || m_busy)
        return;
    m_busy = true;
    auto state = std::make_shared<Run>();
    state->resources = m_session->servedResources();
    state->defaultNamespace =
        m_defaultNamespace.isEmpty() ? m_session->fallbackNamespace() : m_defaultNamespace;
    state->checkOnly = mode == Mode::CheckOnly;
    QPointer<ManifestApplier> self(this);
    m_session->post([self, state, text, path](RestClient *client) {
        QString manifest = text;
        if (!path.isEmpty()) {
            QFile file(path);
            Error error;
            if (!file.open(QIODevice::ReadOnly))
                error = Error(Error::Kind::Invalid, file.errorString(), path);
            else if (file.size() > maxManifestBytes)
                error =
                    Error(Error::Kind::Invalid,
                          QStringLiteral("the file is larger than %1 MiB").arg(maxManifestBytes >> 20), path);
            if (error) {
                detail::postTo(self, client,
                               [error](ManifestApplier *applier) { Q_EMIT applier->failed(error, 0, 0); });
                return;
            }
            manifest = QString::fromUtf8(file.readAll());
            detail::postTo(self, client,
                           [manifest](ManifestApplier *applier) { Q_EMIT applier->fileRead(manifest); });
        }
        YamlDecoder::Position at;
        auto documents = YamlDecoder::decodeAll(manifest, &at);
        if (!documents) {
            const Error error =
                documents.error().withWhere(path.isEmpty() ? documents.error().where() : path);
            detail::postTo(self, client, [error, at](ManifestApplier *applier) {
                Q_EMIT applier->failed(error, at.line, at.column);
            });
            return;
        }
        state->documents = std::move(documents).value();
        sendNext(state, self, client);
    });
}

} // namespace kube
