// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "verbcommand.h"
#include "applycommand.h"
#include "authcommand.h"
#include "clientconfig.h"
#include "cpcommand.h"
#include "deletecommand.h"
#include "draincommand.h"
#include "editcommand.h"
#include "flagerror.h"
#include "globalflags.h"
#include "goduration.h"
#include "patchcommand.h"
#include "portforwardcommand.h"
#include "rolloutcommand.h"
#include "scalecommand.h"
#include "topcommand.h"

#include "config/kubeconfig.h"
#include "config/restconfig.h"
#include "rest/discoveryclient.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cstdio>

namespace {

std::optional<bool> parseBool(const QString &text)
{
    static const QStringList yes = {QStringLiteral("1"),    QStringLiteral("t"),    QStringLiteral("T"),
                                    QStringLiteral("TRUE"), QStringLiteral("true"), QStringLiteral("True")};
    static const QStringList no = {QStringLiteral("0"),     QStringLiteral("f"),     QStringLiteral("F"),
                                   QStringLiteral("FALSE"), QStringLiteral("false"), QStringLiteral("False")};
    if (yes.contains(text))
        return true;
    if (no.contains(text))
        return false;
    return std::nullopt;
}

} // namespace

VerbCommand *VerbCommand::create(const QStringList &arguments)
{
    // --help is Command's, for every command.
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h")))
        return nullptr;
    QString first; // the command's name: the first word that is neither a flag nor a global flag's value
    for (qsizetype i = 0; i < arguments.size() && first.isEmpty(); ++i) {
        if (globalFlagsWithValue().contains(arguments[i]))
            ++i;
        else if (!arguments[i].startsWith(QLatin1Char('-')))
            first = arguments[i];
    }
    if (first == QLatin1String("delete"))
        return new DeleteCommand(arguments);
    if (first == QLatin1String("scale"))
        return new ScaleCommand(arguments);
    if (first == QLatin1String("top"))
        return new TopCommand(arguments);
    if (first == QLatin1String("rollout"))
        return new RolloutCommand(arguments);
    if (first == QLatin1String("create") || first == QLatin1String("apply"))
        return new ApplyCommand(arguments, first == QLatin1String("apply") ? ApplyCommand::Mode::Apply
                                                                           : ApplyCommand::Mode::Create);
    if (first == QLatin1String("cordon") || first == QLatin1String("uncordon") ||
        first == QLatin1String("drain"))
        return new DrainCommand(arguments);
    if (first == QLatin1String("edit"))
        return new EditCommand(arguments);
    if (first == QLatin1String("patch"))
        return new PatchCommand(arguments);
    if (first == QLatin1String("port-forward"))
        return new PortForwardCommand(arguments);
    if (first == QLatin1String("cp"))
        return new CpCommand(arguments);
    if (first == QLatin1String("auth"))
        return new AuthCommand(arguments);
    return nullptr;
}

VerbCommand::VerbCommand(QStringList arguments, int words, QList<Flag> flags, QObject *parent)
    : QObject(parent), m_arguments(std::move(arguments)), m_words(words), m_flags(std::move(flags))
{
}

QString VerbCommand::value(const QString &name) const
{
    if (m_values.contains(name))
        return m_values.value(name);
    for (const Flag &f : m_flags)
        if (f.name == name)
            return f.defaultValue;
    return {};
}

bool VerbCommand::flag(const QString &name) const
{
    return parseBool(value(name)).value_or(false);
}

qint64 VerbCommand::durationMs(const QString &name) const
{
    QString ignored;
    return parseGoDuration(value(name), &ignored).value_or(0) / 1'000'000;
}

bool VerbCommand::parse(QString *error)
{
    QList<Flag> all = m_flags;
    all += {Flag{QStringLiteral("--kubeconfig"), {}, FlagType::Value},
            Flag{QStringLiteral("--context"), {}, FlagType::Value},
            Flag{QStringLiteral("--namespace"), QStringLiteral("-n"), FlagType::Value},
            Flag{QStringLiteral("--request-timeout"), {}, FlagType::Value},
            Flag{QStringLiteral("--all-namespaces"), QStringLiteral("-A"), FlagType::Bool}};
    for (qsizetype i = 0; i < m_arguments.size(); ++i) {
        const QString arg = m_arguments.at(i);
        if (!arg.startsWith(QLatin1Char('-')) || arg == QLatin1String("-")) {
            m_positional.append(arg);
            continue;
        }
        if (arg == QLatin1String("--")) {
            m_positional += m_arguments.mid(i + 1);
            break;
        }
        const Flag *found = nullptr;
        std::optional<QString> text;
        for (const Flag &f : std::as_const(all)) {
            for (const QString &n : {f.name, f.shortName}) {
                if (n.isEmpty())
                    continue;
                if (arg == n)
                    found = &f;
                else if (arg.startsWith(n + QLatin1Char('=')))
                    found = &f, text = arg.mid(n.size() + 1);
                else if (n == f.shortName && f.type != FlagType::Bool && arg.startsWith(n) &&
                         arg.size() > 2 && !arg.startsWith(QLatin1String("--")))
                    found = &f, text = arg.mid(2);
                if (found)
                    break;
            }
            if (found)
                break;
        }
        if (!found) {
            *error = FlagError::unknown(arg);
            return false;
        }
        const QString shown =
            found->shortName.isEmpty() ? found->name : found->shortName + QStringLiteral(", ") + found->name;
        if (found->type == FlagType::Bool) {
            const QString t = text.value_or(QStringLiteral("true"));
            if (!parseBool(t)) {
                *error = QStringLiteral("invalid argument \"%1\" for \"%2\" flag: strconv.ParseBool: parsing "
                                        "\"%1\": invalid syntax")
                             .arg(t, shown);
                return false;
            }
            m_values.insert(found->name, t);
            continue;
        }
        if (!text) {
            if (i + 1 >= m_arguments.size()) {
                *error = FlagError::needsValue(arg);
                return false;
            }
            text = m_arguments.at(++i);
        }
        if (found->type == FlagType::Int) {
            bool ok = false;
            text->toLongLong(&ok);
            if (!ok) {
                *error = QStringLiteral("invalid argument \"%1\" for \"%2\" flag: strconv.ParseInt: parsing "
                                        "\"%1\": invalid syntax")
                             .arg(*text, shown);
                return false;
            }
        } else if (found->type == FlagType::Duration) {
            QString durationError;
            if (!parseGoDuration(*text, &durationError)) {
                *error = QStringLiteral("invalid argument \"%1\" for \"%2\" flag: %3")
                             .arg(*text, shown, durationError);
                return false;
            }
        }
        if (found->type == FlagType::List)
            m_lists[found->name].append(*text);
        m_values.insert(found->name, *text);
    }
    m_verb = m_positional.mid(0, m_words).join(QLatin1Char(' '));
    m_positional = m_positional.mid(m_words);
    m_kubeconfig = m_values.value(QStringLiteral("--kubeconfig"));
    m_context = m_values.value(QStringLiteral("--context"));
    m_namespaceSet = m_values.contains(QStringLiteral("--namespace"));
    m_namespace = m_values.value(QStringLiteral("--namespace"));
    m_allNamespaces = flag(QStringLiteral("--all-namespaces"));
    if (m_values.contains(QStringLiteral("--request-timeout"))) {
        const QString t = m_values.value(QStringLiteral("--request-timeout"));
        bool plain = false;
        const qint64 seconds = t.toLongLong(&plain);
        QString durationError;
        std::optional<qint64> ms =
            plain ? std::optional<qint64>(seconds * 1000) : parseGoDuration(t, &durationError);
        if (ms && !plain)
            *ms /= 1'000'000;
        if (!ms || *ms < 0) {
            *error = QStringLiteral("invalid argument \"%1\" for \"--request-timeout\" flag: %2")
                         .arg(t, durationError);
            return false;
        }
        m_requestTimeoutMs = int(std::min<qint64>(*ms, std::numeric_limits<int>::max()));
    }
    return true;
}

void VerbCommand::run()
{
    QString error;
    if (!checkCommandLine(m_arguments, &error)) {
        fail(error);
        return;
    }
    if (!parse(&error)) {
        const QString command = m_positional.mid(0, m_words).join(QLatin1Char(' '));
        fail(FlagError::usage(error, command));
        return;
    }
    if (!validate(&error)) {
        fail(error);
        return;
    }
    connectAndDiscover();
}

void VerbCommand::connectAndDiscover()
{
    auto loaded = kube::KubeConfig::load(m_kubeconfig);
    if (!loaded) {
        fail(QStringLiteral("error: ") + loaded.error().toString());
        return;
    }
    auto rest = qkubectlRestConfig(loaded.value(), m_context, m_requestTimeoutMs, m_requestLog);
    if (!rest) {
        fail(QStringLiteral("error: ") + rest.error().toString());
        return;
    }
    const kube::RestConfig config = rest.value();
    if (!m_namespaceSet)
        m_namespace = config.defaultNamespace;
    m_client = new kube::RestClient(config, this);
    reportThrottling(m_client);
    if (!usesMapper()) {
        start();
        return;
    }
    auto *discovery = new kube::DiscoveryClient(m_client, this);
    connect(discovery, &kube::DiscoveryClient::failed, this,
            [this](const kube::Error &e) { fail(discoveryFailureMessage(e)); });
    connect(discovery, &kube::DiscoveryClient::discovered, this, [this](const kube::Discovery &found) {
        m_discovery = found;
        m_mapper.emplace(found);
        start();
    });
    discovery->discover(true);
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
                                "resource/name form (e.g. 'kubectl get resource/<resource_name>' instead of "
                                "'kubectl get resource "
                                "resource/<resource_name>'");
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
