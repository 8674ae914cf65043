// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "verbcommand.h"
#include "clientconfig.h"
#include "flagerror.h"

#include "config/kubeconfig.h"
#include "config/restconfig.h"
#include "rest/discoveryclient.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cstdio>

VerbCommand::VerbCommand(const Invocation &invocation, QObject *parent)
    : QObject(parent), m_invocation(invocation)
{
}

void VerbCommand::addFlags(FlagSet &flags)
{
    flags.addBool(QStringLiteral("all-namespaces"), QLatin1Char('A'), false,
                  QStringLiteral("If present, act across all namespaces."));
}

void VerbCommand::run()
{
    QString error;
    if (!validate(&error)) {
        fail(error);
        return;
    }
    connectAndDiscover();
}

void VerbCommand::connectAndDiscover()
{
    auto loaded = kube::KubeConfig::load(m_invocation.flags.string(QStringLiteral("kubeconfig")));
    if (!loaded) {
        fail(QStringLiteral("error: ") + loaded.error().toString());
        return;
    }
    auto rest = qkubectlRestConfig(loaded.value(), m_invocation.flags, m_invocation.requestLog);
    if (!rest) {
        fail(QStringLiteral("error: ") + rest.error().toString());
        return;
    }
    const kube::RestConfig config = rest.value();
    m_namespace = m_invocation.flags.changed(QStringLiteral("namespace"))
                      ? m_invocation.flags.string(QStringLiteral("namespace"))
                      : config.defaultNamespace;
    m_client = new kube::RestClient(config, this);
    reportThrottling(m_client);
    if (!usesMapper()) {
        start();
        return;
    }
    auto *discovery = new kube::DiscoveryClient(m_client, this);
    connect(discovery, &kube::DiscoveryClient::failed, this, [this, discovery](const kube::Error &e) {
        discovery->disconnect(this); // it reports each part that failed (core, groups): the first one decides
        if (discoveryUse() == DiscoveryUse::AccessReview && e.kind() == kube::Error::Kind::Status &&
            e.httpCode() == 403) {
            // kubectl asks about the type as written (with its warning) when it cannot map it.
            writeErr(refusedDiscoveryLog(DiscoveryUse::AccessReview));
            m_mapper.emplace(kube::Discovery{});
            start();
            return;
        }
        fail(discoveryFailureMessage(e, discoveryUse()));
    });
    connect(discovery, &kube::DiscoveryClient::discovered, this, [this](const kube::Discovery &found) {
        m_discovery = found;
        m_mapper.emplace(found);
        start();
    });
    discovery->discover(true);
}

DiscoveryUse VerbCommand::discoveryUse() const
{
    static const QStringList builderVerbs = {QStringLiteral("delete"), QStringLiteral("edit"),
                                             QStringLiteral("patch")};
    return builderVerbs.contains(verb()) ? DiscoveryUse::ResourceBuilder : DiscoveryUse::OneObject;
}

std::optional<QList<VerbCommand::Target>>
VerbCommand::resolveTargets(const QStringList &words, bool namesRequired, QString *error) const
{
    QList<Target> targets;
    auto map = [&](const QString &type) -> std::optional<kube::ApiResource> {
        auto mapping = mapper().resourceFor(type);
        if (!mapping) {
            *error = QStringLiteral("error: ") + mapping.error().message();
            return std::nullopt;
        }
        for (const QString &warning : std::as_const(mapping->warnings))
            writeErr(QStringLiteral("Warning: ") + warning + QLatin1Char('\n'));
        return mapping->resource;
    };
    const qsizetype withSlash = std::count_if(words.begin(), words.end(),
                                              [](const QString &w) { return w.contains(QLatin1Char('/')); });
    if (withSlash > 0 && withSlash != words.size()) {
        *error = QStringLiteral("error: there is no need to specify a resource type as a separate argument "
                                "when passing arguments in "
                                "resource/name form (e.g. '%1 get resource/<resource_name>' instead of "
                                "'%1 get resource resource/<resource_name>'")
                     .arg(FlagError::program());
        return std::nullopt;
    }
    if (withSlash > 0) {
        for (const QString &word : words) {
            const QStringList parts = word.split(QLatin1Char('/'));
            if (parts.size() != 2) {
                *error =
                    QStringLiteral("error: arguments in resource/name form may not have more than one slash");
                return std::nullopt;
            }
            if (parts[0].isEmpty() || parts[1].isEmpty() || parts[0].contains(QLatin1Char(','))) {
                *error = QStringLiteral(
                    "error: arguments in resource/name form must have a single resource and name");
                return std::nullopt;
            }
            const auto resource = map(parts[0]);
            if (!resource)
                return std::nullopt;
            targets.append({*resource, parts[1], resource->namespaced ? m_namespace : QString()});
        }
        return targets;
    }
    if (words.isEmpty())
        return targets;
    QList<kube::ApiResource> types;
    for (const QString &type : words.first().split(QLatin1Char(','))) {
        const auto resource = map(type);
        if (!resource)
            return std::nullopt;
        types.append(*resource);
    }
    const QStringList names = words.mid(1);
    if (names.isEmpty()) {
        if (namesRequired) {
            *error = QStringLiteral("error: resource(s) were provided, but no name was specified");
            return std::nullopt;
        }
        for (const kube::ApiResource &type : std::as_const(types))
            targets.append({type, {}, type.namespaced ? m_namespace : QString()});
        return targets;
    }
    for (const kube::ApiResource &type : std::as_const(types))
        for (const QString &name : names)
            targets.append({type, name, type.namespaced ? m_namespace : QString()});
    return targets;
}

std::optional<VerbCommand::Target> VerbCommand::targetOf(const QJsonObject &object, const QString &source,
                                                         QString *error) const
{
    const QString apiVersion = object.value(QLatin1String("apiVersion")).toString();
    const QString kind = object.value(QLatin1String("kind")).toString();
    const QJsonObject metadata = object.value(QLatin1String("metadata")).toObject();
    const QString name = metadata.value(QLatin1String("name")).toString();
    for (const kube::ApiResource &r : m_discovery.resources) {
        if (r.kind != kind || r.groupVersion() != apiVersion || r.name.contains(QLatin1Char('/')))
            continue;
        const QString ns = metadata.value(QLatin1String("namespace")).toString();
        return Target{r, name, r.namespaced ? (ns.isEmpty() ? m_namespace : ns) : QString()};
    }
    *error = QStringLiteral("error: resource mapping not found for name: \"%1\" namespace: \"%2\" from "
                            "\"%3\": no matches for kind "
                            "\"%4\" in version \"%5\"\nensure CRDs are installed first")
                 .arg(name, metadata.value(QLatin1String("namespace")).toString(), source, kind, apiVersion);
    return std::nullopt;
}

kube::Request VerbCommand::request(const QByteArray &verb, const Target &target) const
{
    kube::Request r(verb);
    r.resource(target.resource.gvr()).name(target.name);
    if (target.resource.namespaced)
        r.namespaceName(target.namespaceName);
    return r;
}

void VerbCommand::send(const kube::Request &request, std::function<void(const kube::Response &)> callback)
{
    m_client->send(request, this, std::move(callback));
}

QString VerbCommand::kindPrefix(const kube::ApiResource &resource)
{
    return resource.group.isEmpty() ? resource.kind.toLower()
                                    : resource.kind.toLower() + QLatin1Char('.') + resource.group;
}

QString VerbCommand::objectName(const QJsonObject &object)
{
    return object.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
}

QJsonObject VerbCommand::objectOf(const kube::Response &response)
{
    return QJsonDocument::fromJson(response.body).object();
}

void VerbCommand::writeOut(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stdout);
    std::fflush(stdout);
}

void VerbCommand::writeErr(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stderr);
    std::fflush(stderr);
}

void VerbCommand::fail(const QString &message)
{
    writeErr(message + QLatin1Char('\n'));
    finish(1);
}

void VerbCommand::finish(int code)
{
    if (m_finished)
        return;
    m_finished = true;
    std::fflush(stdout);
    std::fflush(stderr);
    if (m_client)
        m_client->closeConnections();
    QCoreApplication::exit(code);
}
