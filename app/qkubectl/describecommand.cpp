// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describecommand.h"

#include "clientconfig.h"
#include "errormessage.h"

#include "config/kubeconfig.h"
#include "describe/describerregistry.h"
#include "describe/restdescribesource.h"
#include "printers/builtinkinds.h"
#include "rest/restmapper.h"

#include <QCoreApplication>
#include <QDateTime>

#include <algorithm>
#include <cstdio>
#include <limits>

namespace {

using Items = kube::DescribeSource::Items;

void describeOut(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stdout);
}

void describeErr(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stderr);
}

QString describeMetadata(const QJsonObject &object, const char *key)
{
    return kube::jsonString(kube::jsonObject(object, "metadata"), key);
}

// A list's item as kubectl's unstructured decoding gives it: the servers leave out apiVersion and kind in the
// items of built-in lists, and the generic describer prints them.
QJsonObject describeListItem(QJsonObject item, const kube::ApiResource &resource)
{
    if (!item.contains(QLatin1String("apiVersion")) && !item.contains(QLatin1String("kind"))) {
        item.insert(QStringLiteral("apiVersion"), resource.groupVersion());
        item.insert(QStringLiteral("kind"), resource.kind);
    }
    return item;
}

} // namespace

void DescribeCommand::addFlags(FlagSet &flags)
{
    flags.addString(QStringLiteral("selector"), QLatin1Char('l'), {},
                    QStringLiteral("Label selector (app=web,tier!=db)"));
    flags.addBool(QStringLiteral("all-namespaces"), QLatin1Char('A'), false,
                  QStringLiteral("Across all namespaces"));
    flags.addBool(QStringLiteral("show-events"), {}, true,
                  QStringLiteral("With the Events about each object"));
    flags.addInt(QStringLiteral("chunk-size"), {}, 500,
                 QStringLiteral("Ask for lists in pages this long (0: one request)"));
}

DescribeCommand::DescribeCommand(const Invocation &invocation, QObject *parent)
    : QObject(parent), m_invocation(invocation)
{
    const FlagSet &flags = invocation.flags;
    m_options.namespaceName = flags.string(QStringLiteral("namespace"));
    m_options.namespaceSet = flags.changed(QStringLiteral("namespace"));
    m_options.selector = flags.string(QStringLiteral("selector"));
    m_options.allNamespaces = flags.boolean(QStringLiteral("all-namespaces"));
    m_options.showEvents = flags.boolean(QStringLiteral("show-events"));
    m_options.chunkSize = flags.integer(QStringLiteral("chunk-size"));
    m_options.positional = invocation.args();
}

void DescribeCommand::fail(const QString &message)
{
    describeErr(message + QLatin1Char('\n'));
    finish(1);
}

void DescribeCommand::finish(int code)
{
    std::fflush(stdout);
    std::fflush(stderr);
    if (m_client)
        m_client->closeConnections();
    QCoreApplication::exit(code);
}

void DescribeCommand::run()
{
    if (m_options.positional.isEmpty()) {
        fail(QStringLiteral("You must specify the type of resource to describe. Use \"%1 api-resources\" for "
                            "a complete list of "
                            "supported resources.\nerror: Required resource not specified.\nSee '%1 describe "
                            "-h' for help and examples")
                 .arg(QCoreApplication::applicationName()));
        return;
    }
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
    if (!m_options.namespaceSet)
        m_options.namespaceName = config.defaultNamespace;
    m_client = new kube::RestClient(config, this);
    m_source = std::make_unique<kube::RestDescribeSource>(
        m_client, this, kube::RestDescribeSource::Options{m_options.chunkSize, m_options.showEvents},
        [this](const kube::Error &error) { m_errors.append(error); });
    reportThrottling(m_client);
    auto *discovery = new kube::DiscoveryClient(m_client, this);
    connect(discovery, &kube::DiscoveryClient::failed, this, [this](const kube::Error &e) {
        fail(discoveryFailureMessage(e, DiscoveryUse::ResourceBuilder,
                                     builderTypeWords(m_options.positional)));
    });
    connect(discovery, &kube::DiscoveryClient::discovered, this, &DescribeCommand::resolve);
    discovery->discover(true);
}

void DescribeCommand::resolve(const kube::Discovery &discovery)
{
    const kube::RestMapper mapper(discovery);
    auto map = [&](const QString &type) -> std::optional<kube::ApiResource> {
        auto mapping = mapper.resourceFor(type);
        if (!mapping) {
            fail(QStringLiteral("error: ") + mapping.error().message());
            return std::nullopt;
        }
        for (const QString &warning : std::as_const(mapping->warnings))
            describeErr(QStringLiteral("Warning: ") + warning + QLatin1Char('\n'));
        return mapping->resource;
    };
    const QStringList &args = m_options.positional;
    const qsizetype withSlash = std::count_if(args.begin(), args.end(),
                                              [](const QString &a) { return a.contains(QLatin1Char('/')); });
    if (withSlash > 0 && withSlash != args.size()) {
        fail(QStringLiteral(
                 "error: there is no need to specify a resource type as a separate argument when passing "
                 "arguments in "
                 "resource/name form (e.g. '%1 get resource/<resource_name>' instead of '%1 get resource "
                 "resource/<resource_name>'")
                 .arg(QCoreApplication::applicationName()));
        return;
    }
    if (withSlash > 0) {
        for (const QString &arg : args) {
            const QStringList parts = arg.split(QLatin1Char('/'));
            if (parts.size() != 2 || parts.at(0).isEmpty() || parts.at(1).isEmpty()) {
                fail(QStringLiteral(
                    "error: arguments in resource/name form must have a single resource and name"));
                return;
            }
            const auto resource = map(parts.at(0));
            if (!resource)
                return;
            m_targets.append({*resource, parts.at(1)});
        }
    } else {
        if (!m_options.selector.isEmpty() && args.size() > 1) {
            fail(QStringLiteral("error: name cannot be provided when a selector is specified"));
            return;
        }
        QStringList types = args.first().split(QLatin1Char(','));
        types.removeDuplicates();
        for (const QString &type : std::as_const(types)) {
            const auto resource = map(type);
            if (!resource)
                return;
            if (args.size() == 1)
                m_targets.append({*resource, QString()});
            for (const QString &name : args.mid(1))
                m_targets.append({*resource, name});
        }
    }
    fetchNext();
}

QString DescribeCommand::namespaceFor(const kube::ApiResource &resource) const
{
    return resource.namespaced && !m_options.allNamespaces ? m_options.namespaceName : QString();
}

void DescribeCommand::fetchNext()
{
    if (m_nextTarget >= m_targets.size()) {
        // kubectl's quirk, kept: with two arguments and one error, a NotFound, the second argument is taken
        // as a name prefix among the objects the first one names (`describe pods web` finds web-1 and web-2).
        if (m_options.positional.size() == 2 && m_errors.size() == 1 && m_errors.first().isNotFound()) {
            const kube::Error notFound = m_errors.takeFirst();
            m_found.clear();
            fetchMatching(m_targets.first(), notFound);
            return;
        }
        describeNext();
        return;
    }
    const Target target = m_targets.at(m_nextTarget++);
    const kube::ResourceClient client(m_client, target.resource.gvr(), namespaceFor(target.resource));
    if (target.name.isEmpty()) {
        kube::ListOptions options;
        options.labelSelector = m_options.selector;
        m_source->listAll(client, options, [this, target](const Items &items) {
            if (!items)
                m_errors.append(items.error());
            else
                for (const QJsonObject &item : *items)
                    m_found.append({target.resource, describeListItem(item, target.resource)});
            fetchNext();
        });
        return;
    }
    connect(client.get(target.name), &kube::RestCall::finished, this,
            [this, target](const kube::Response &response) {
                const auto body = kube::RestDescribeSource::objectOf(response);
                if (body)
                    m_found.append({target.resource, *body});
                else
                    m_errors.append(body.error());
                fetchNext();
            });
}

void DescribeCommand::fetchMatching(const Target &first, const kube::Error &notFound)
{
    m_matching = true;
    const QString prefix = m_options.positional.at(1);
    const QString ns = first.resource.namespaced ? m_options.namespaceName : QString();
    const kube::ResourceClient client(m_client, first.resource.gvr(), ns);
    const auto keep = [this, first, prefix, notFound](const Items &items) {
        if (!items) {
            m_errors.append(items.error());
        } else {
            for (const QJsonObject &item : *items)
                if (describeMetadata(item, "name").startsWith(prefix))
                    m_found.append({first.resource, describeListItem(item, first.resource)});
            if (m_found.isEmpty())
                m_errors.append(notFound);
        }
        describeNext();
    };
    if (!m_options.positional.first().contains(
            QLatin1Char('/'))) { // TYPE PREFIX: every object of the type in the namespace
        m_source->listAll(client, {}, keep);
        return;
    }
    connect(client.get(first.name), &kube::RestCall::finished, this,
            [keep](const kube::Response &response) { // TYPE/NAME PREFIX
                const auto body = kube::RestDescribeSource::objectOf(response);
                keep(body ? Items(QList<QJsonObject>{*body}) : Items(body.error()));
            });
}

void DescribeCommand::describeNext()
{
    if (m_nextFound >= m_found.size()) {
        if (m_found.isEmpty() && m_errors.isEmpty() && !m_matching)
            describeErr(
                m_options.allNamespaces
                    ? QStringLiteral("No resources found\n")
                    : QStringLiteral("No resources found in %1 namespace.\n").arg(m_options.namespaceName));
        for (const kube::Error &e : std::as_const(m_errors))
            describeErr(kubectlErrorMessage(e) + QLatin1Char('\n'));
        finish(m_errors.isEmpty() ? 0 : 1);
        return;
    }
    const Found found = m_found.at(m_nextFound++);
    describe(found, [this](const kube::Description &description) {
        const QString text = description.text();
        // An empty text: the describer failed, and its error is printed with the others.
        if (!text.isEmpty() && m_matching)
            describeOut(text + QLatin1Char('\n'));
        else if (!text.isEmpty()) {
            describeOut(m_printed ? QStringLiteral("\n\n") + text : text);
            m_printed = true;
        }
        describeNext();
    });
}

void DescribeCommand::describe(const Found &found, std::function<void(kube::Description)> done)
{
    const kube::DescribeClock clock{QDateTime::currentMSecsSinceEpoch()};
    const QString kind = found.resource.kind;
    if (const kube::KindDescriber describer =
            kube::describerFor(found.resource.group, found.resource.name, kind)) {
        describer(found.object, m_source.get(), clock, std::move(done));
    } else {
        const kube::Error missing(
            kube::Error::Kind::Invalid,
            QStringLiteral("%1 describe has no describer for %2 yet (kubectl has one of its own for it; the "
                           "README lists the kinds qkubectl describes)")
                .arg(QCoreApplication::applicationName(),
                     found.resource.group.isEmpty() ? kind : kind + QLatin1Char('.') + found.resource.group));
        // Said once for the kind, not once for each of its objects.
        if (std::none_of(m_errors.cbegin(), m_errors.cend(), [&missing](const kube::Error &error) {
                return error.message() == missing.message();
            }))
            m_errors.append(missing);
        done({});
    }
}
