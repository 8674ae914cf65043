// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "authcommand.h"
#include "flagerror.h"

#include "globalflags.h"
#include "tableprinter.h"

#include "printers/outputformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

// The verbs kubectl auth can-i knows; another is answered, with a warning.
const QStringList resourceVerbs = {u"get"_s,     u"list"_s,  u"watch"_s,       u"create"_s,
                                   u"update"_s,  u"patch"_s, u"delete"_s,      u"deletecollection"_s,
                                   u"use"_s,     u"bind"_s,  u"impersonate"_s, u"*"_s,
                                   u"approve"_s, u"sign"_s,  u"escalate"_s,    u"attest"_s};
const QStringList nonResourceVerbs = {u"get"_s,     u"put"_s,    u"post"_s,  u"head"_s,
                                      u"options"_s, u"delete"_s, u"patch"_s, u"*"_s};
// Resources that are no API resource but are authorized as one (kubectl's nonStandardResourceNames).
const QStringList nonStandardResources = {u"users"_s, u"groups"_s};

QStringList strings(const QJsonValue &array)
{
    QStringList out;
    for (const QJsonValue &value : array.toArray())
        out.append(value.toString());
    return out;
}

// Go's %v of a []string: "[a b]".
QString goList(const QStringList &list)
{
    return u'[' + list.join(u' ') + u']';
}

// One rule of a SelfSubjectRulesReview, as rbacv1.PolicyRule.
struct Rule
{
    QStringList verbs, groups, resources, names, urls;
    // PolicyRule.String(), the key kubectl sorts the rules by.
    QString sortKey() const
    {
        return u"&PolicyRule{Verbs:%1,APIGroups:%2,Resources:%3,ResourceNames:%4,NonResourceURLs:%5,}"_s.arg(
            goList(verbs), goList(groups), goList(resources), goList(names), goList(urls));
    }
};

// rbac's BreakdownRule: one rule per group, resource and name; one per non-resource URL.
QList<Rule> breakdown(const Rule &rule)
{
    QList<Rule> out;
    for (const QString &group : rule.groups)
        for (const QString &resource : rule.resources) {
            if (rule.names.isEmpty())
                out.append({rule.verbs, {group}, {resource}, {}, {}});
            for (const QString &name : rule.names)
                out.append({rule.verbs, {group}, {resource}, {name}, {}});
        }
    for (const QString &url : rule.urls)
        out.append({rule.verbs, {}, {}, {}, {url}});
    return out;
}

// rbac's CompactRules: rules naming one group and resource (and at most one name) merge their verbs.
QList<Rule> compact(const QList<Rule> &rules)
{
    QList<Rule> out;
    QList<Rule> simple;
    for (const Rule &rule : rules) {
        if (rule.names.size() > 1 || !rule.urls.isEmpty() || rule.groups.size() != 1 ||
            rule.resources.size() != 1) {
            out.append(rule);
            continue;
        }
        auto same = std::find_if(simple.begin(), simple.end(), [&](const Rule &s) {
            return s.groups == rule.groups && s.resources == rule.resources && s.names == rule.names;
        });
        if (same == simple.end()) {
            simple.append(rule);
            continue;
        }
        for (const QString &verb : rule.verbs)
            if (!same->verbs.contains(verb))
                same->verbs.append(verb);
    }
    return out + simple;
}

// kubectl's CombineResourceGroup: "deployments.apps/scale".
QString resourceAndGroup(const QStringList &resources, const QStringList &groups)
{
    if (resources.isEmpty())
        return {};
    const QString resource = resources.first().section(u'/', 0, 0);
    QString combined = resource;
    if (!groups.isEmpty() && !groups.first().isEmpty())
        combined += u'.' + groups.first();
    if (resources.first().contains(u'/'))
        combined += u'/' + resources.first().section(u'/', 1);
    return combined;
}

// A JSON value as Go's MarshalIndent writes it at `depth` (4 spaces a level).
QString indentedJson(const QJsonValue &value, int depth)
{
    const QString text = kube::OutputFormat::toJson(QJsonObject{{u"v"_s, value}});
    // toJson of {"v": value}: the value's lines, one level too deep, between "{\n    \"v\": " and "\n}".
    QString inner = text.mid(text.indexOf(u':') + 2);
    inner.chop(inner.endsWith(u'\n') ? 3 : 2);
    QStringList lines = inner.split(u'\n');
    for (qsizetype i = 1; i < lines.size(); ++i)
        lines[i] = QString(4 * depth, u' ') + lines[i].mid(4);
    return lines.join(u'\n');
}

// kubectl -o json of the typed SelfSubjectReview it decoded: its fields in the Go struct's order (kind,
// apiVersion, metadata with a null creationTimestamp, status.userInfo's username, uid, groups, extra).
QString typedReviewJson(const QJsonObject &review)
{
    const QJsonObject user =
        review.value(QLatin1String("status")).toObject().value(QLatin1String("userInfo")).toObject();
    QStringList userFields;
    for (const char *field : {"username", "uid", "groups", "extra"})
        if (user.contains(QLatin1String(field)))
            userFields.append(u"            \"%1\": %2"_s.arg(
                QLatin1String(field), indentedJson(user.value(QLatin1String(field)), 3)));
    return u"{\n    \"kind\": \"SelfSubjectReview\",\n    \"apiVersion\": \"authentication.k8s.io/v1\",\n"
           "    \"metadata\": {\n        \"creationTimestamp\": null\n    },\n    \"status\": {\n"
           "        \"userInfo\": {\n"_s +
           userFields.join(u",\n"_s) + u"\n        }\n    }\n}\n"_s;
}

} // namespace

void AuthCommand::addCanIFlags(FlagSet &flags)
{
    VerbCommand::addFlags(flags);
    flags.addBool(u"list"_s, {}, false, u"List every action the user may perform"_s);
    flags.addBool(u"no-headers"_s, {}, false, u"With --list: print no header line"_s);
    flags.addBool(u"quiet"_s, QLatin1Char('q'), false, u"Print nothing: the exit code answers"_s);
    flags.addString(u"subresource"_s, {}, {}, u"The subresource asked about (log, scale)"_s);
}

void AuthCommand::addWhoAmIFlags(FlagSet &flags)
{
    flags.addString(u"output"_s, QLatin1Char('o'), {}, u"json or yaml; a table without"_s);
}

AuthCommand::AuthCommand(const Invocation &invocation, QObject *parent) : VerbCommand(invocation, parent) {}

bool AuthCommand::validate(QString *error)
{
    if (verb() == QLatin1String("auth")) {
        // The subcommands qkubectl has; kubectl's reconcile is not one of them.
        *error = args().isEmpty() ? u"error: auth needs a subcommand (can-i, whoami)"_s
                                  : u"error: unknown command \"%1\" for \"%2 auth\""_s.arg(
                                        args().first(), FlagError::program());
        return false;
    }
    if (verb() == QLatin1String("auth whoami")) {
        const QString output = value(u"output"_s);
        if (output.isEmpty() || output == QLatin1String("json") || output == QLatin1String("yaml"))
            return true;
        static const QStringList kubectlFormats = {u"go-template"_s,   u"go-template-file"_s,
                                                   u"jsonpath"_s,      u"jsonpath-as-json"_s,
                                                   u"jsonpath-file"_s, u"name"_s,
                                                   u"template"_s,      u"templatefile"_s};
        if (kubectlFormats.contains(output.section(u'=', 0, 0)))
            *error = u"error: qkubectl auth whoami prints -o json or -o yaml, not -o %1"_s.arg(output);
        else
            *error =
                u"error: unable to match a printer suitable for the output format \"%1\", allowed formats "
                "are: "
                "go-template,go-template-file,json,jsonpath,jsonpath-as-json,jsonpath-file,name,template,"
                "templatefile,yaml"_s.arg(output);
        return false;
    }
    if (flag(u"list"_s)) {
        if (!args().isEmpty()) {
            *error = u"error: list option must be specified with no arguments"_s;
            return false;
        }
        if (flag(u"quiet"_s) || allNamespaces() || !value(u"subresource"_s).isEmpty()) {
            *error =
                u"error: list option can't be specified with neither quiet, all-namespaces nor subresource "
                "options"_s;
            return false;
        }
        return true;
    }
    if (args().size() != 2) {
        *error = u"error: you must specify two arguments: verb resource or verb resource/resourceName.\n"_s +
                 FlagError::seeHelp(u"auth can-i"_s) + u'.';
        return false;
    }
    return true;
}

void AuthCommand::start()
{
    m_namespace = allNamespaces() ? QString() : namespaceName();
    if (verb() == QLatin1String("auth whoami"))
        whoAmI();
    else if (flag(u"list"_s))
        listRules();
    else
        canI();
}

void AuthCommand::review(const QString &resource, const QJsonObject &body,
                         std::function<void(const QJsonObject &review)> done)
{
    const QString group = resource == QLatin1String("selfsubjectreviews") ? u"authentication.k8s.io"_s
                                                                          : u"authorization.k8s.io"_s;
    kube::Request request = kube::Request::post();
    request.resource({group, u"v1"_s, resource}).body(QJsonDocument(body).toJson(QJsonDocument::Compact));
    const bool selfSubjectReview = resource == QLatin1String("selfsubjectreviews");
    send(request, [this, selfSubjectReview, done = std::move(done)](const kube::Response &response) {
        if (!response.ok()) {
            // kubectl auth whoami words a refused review in its own words, not the server's.
            if (selfSubjectReview && response.error.reason() == kube::Error::Reason::Forbidden)
                fail(u"error: the selfsubjectreviews API is not enabled in the cluster or you do not have "
                     "permission to call it"_s);
            else
                fail(kubectlErrorMessage(response.error));
            return;
        }
        done(objectOf(response));
    });
}

void AuthCommand::canI()
{
    const QString verbWord = args().at(0);
    const QString target = args().at(1);
    QStringList warnings;
    if (target.startsWith(u'/')) {
        m_nonResourceUrl = target;
        if (!value(u"subresource"_s).isEmpty()) {
            fail(u"error: --subresource can not be used with NonResourceURL"_s);
            return;
        }
        if (!nonResourceVerbs.contains(verbWord))
            warnings.append(u"verb '%1' is not a known verb"_s.arg(verbWord));
    } else {
        const QString type = target.section(u'/', 0, 0).toLower();
        m_resourceName = target.section(u'/', 1);
        bool namespaced = true;
        if (type == QLatin1String("*")) {
            m_resource = {{}, {}, type};
        } else if (auto mapping = mapper().resourceFor(type)) {
            m_resource = mapping->resource.gvr();
            namespaced = mapping->resource.namespaced;
        } else {
            // kubectl's resourceFor: an unknown type is asked about as written, with a warning.
            const QString resource = type.section(u'.', 0, 0), group = type.section(u'.', 1);
            if (!nonStandardResources.contains(type))
                writeErr(
                    group.isEmpty()
                        ? u"Warning: the server doesn't have a resource type '%1'\n\n"_s.arg(resource)
                        : u"Warning: the server doesn't have a resource type '%1' in group '%2'\n\n"_s.arg(
                              resource, group));
            m_resource = {{}, {}, target.section(u'/', 0, 0)};
        }
        if (!m_resource.resource.isEmpty() && !allNamespaces() && !namespaced)
            warnings.append(m_resource.group.isEmpty()
                                ? u"resource '%1' is not namespace scoped"_s.arg(m_resource.resource)
                                : u"resource '%1' is not namespace scoped in group '%2'"_s.arg(
                                      m_resource.resource, m_resource.group));
        if (!m_resource.resource.isEmpty() && !resourceVerbs.contains(verbWord))
            warnings.append(u"verb '%1' is not a known verb"_s.arg(verbWord));
    }
    // kubectl's warning printer ends the line, after a message that ends its own.
    for (const QString &warning : std::as_const(warnings))
        writeErr(u"Warning: "_s + warning + u"\n\n"_s);
    if (flag(u"no-headers"_s)) {
        fail(u"error: --no-headers cannot be set without --list specified"_s);
        return;
    }
    QJsonObject spec;
    if (m_nonResourceUrl.isEmpty()) {
        QJsonObject attributes{{u"namespace"_s, m_namespace},
                               {u"verb"_s, verbWord},
                               {u"group"_s, m_resource.group},
                               {u"resource"_s, m_resource.resource},
                               {u"subresource"_s, value(u"subresource"_s)},
                               {u"name"_s, m_resourceName}};
        for (auto it = attributes.begin(); it != attributes.end();)
            it = it.value().toString().isEmpty() ? attributes.erase(it) : it + 1;
        spec.insert(u"resourceAttributes"_s, attributes);
    } else {
        spec.insert(u"nonResourceAttributes"_s,
                    QJsonObject{{u"verb"_s, verbWord}, {u"path"_s, m_nonResourceUrl}});
    }
    const QJsonObject body{{u"apiVersion"_s, u"authorization.k8s.io/v1"_s},
                           {u"kind"_s, u"SelfSubjectAccessReview"_s},
                           {u"spec"_s, spec}};
    review(u"selfsubjectaccessreviews"_s, body, [this](const QJsonObject &answer) {
        const QJsonObject status = answer.value(QLatin1String("status")).toObject();
        const bool allowed = status.value(QLatin1String("allowed")).toBool();
        QString line = allowed ? u"yes"_s : u"no"_s;
        if (!allowed) {
            if (const QString reason = status.value(QLatin1String("reason")).toString(); !reason.isEmpty())
                line += u" - "_s + reason;
            if (const QString error = status.value(QLatin1String("evaluationError")).toString();
                !error.isEmpty())
                line += u" - "_s + error;
        }
        if (!flag(u"quiet"_s))
            writeOut(line + u'\n');
        finish(allowed ? 0 : 1);
    });
}

void AuthCommand::listRules()
{
    const QJsonObject body{{u"apiVersion"_s, u"authorization.k8s.io/v1"_s},
                           {u"kind"_s, u"SelfSubjectRulesReview"_s},
                           {u"spec"_s, QJsonObject{{u"namespace"_s, m_namespace}}}};
    review(u"selfsubjectrulesreviews"_s, body, [this](const QJsonObject &answer) {
        const QJsonObject status = answer.value(QLatin1String("status")).toObject();
        if (status.value(QLatin1String("incomplete")).toBool())
            writeErr(u"warning: the list may be incomplete: %1\n"_s.arg(
                status.value(QLatin1String("evaluationError")).toString()));
        QList<Rule> rules;
        for (const QJsonValue &value : status.value(QLatin1String("resourceRules")).toArray()) {
            const QJsonObject rule = value.toObject();
            rules += breakdown({strings(rule.value(QLatin1String("verbs"))),
                                strings(rule.value(QLatin1String("apiGroups"))),
                                strings(rule.value(QLatin1String("resources"))),
                                strings(rule.value(QLatin1String("resourceNames"))),
                                {}});
        }
        for (const QJsonValue &value : status.value(QLatin1String("nonResourceRules")).toArray()) {
            const QJsonObject rule = value.toObject();
            rules += breakdown({strings(rule.value(QLatin1String("verbs"))),
                                {},
                                {},
                                {},
                                strings(rule.value(QLatin1String("nonResourceURLs")))});
        }
        rules = compact(rules);
        std::stable_sort(rules.begin(), rules.end(),
                         [](const Rule &a, const Rule &b) { return a.sortKey() < b.sortKey(); });
        TablePrinter table;
        if (!flag(u"no-headers"_s))
            table.addRow({u"Resources"_s, u"Non-Resource URLs"_s, u"Resource Names"_s, u"Verbs"_s});
        for (const Rule &rule : std::as_const(rules))
            table.addRow({resourceAndGroup(rule.resources, rule.groups), goList(rule.urls),
                          goList(rule.names), goList(rule.verbs)});
        writeOut(table.toString());
        finish(0);
    });
}

void AuthCommand::whoAmI()
{
    const QJsonObject body{{u"apiVersion"_s, u"authentication.k8s.io/v1"_s},
                           {u"kind"_s, u"SelfSubjectReview"_s}};
    review(u"selfsubjectreviews"_s, body, [this](const QJsonObject &answer) {
        const QString output = value(u"output"_s);
        if (output == QLatin1String("json")) {
            writeOut(typedReviewJson(answer));
        } else if (output == QLatin1String("yaml")) {
            writeOut(kube::OutputFormat::toYaml(answer));
        } else {
            const QJsonObject user =
                answer.value(QLatin1String("status")).toObject().value(QLatin1String("userInfo")).toObject();
            TablePrinter table;
            table.addRow({u"ATTRIBUTE"_s, u"VALUE"_s});
            if (const QString name = user.value(QLatin1String("username")).toString(); !name.isEmpty())
                table.addRow({u"Username"_s, name});
            if (const QString uid = user.value(QLatin1String("uid")).toString(); !uid.isEmpty())
                table.addRow({u"UID"_s, uid});
            if (const QStringList groups = strings(user.value(QLatin1String("groups"))); !groups.isEmpty())
                table.addRow({u"Groups"_s, goList(groups)});
            const QJsonObject extra = user.value(QLatin1String("extra")).toObject();
            for (auto it = extra.begin(); it != extra.end();
                 ++it) // QJsonObject keeps keys sorted, as kubectl
                table.addRow({u"Extra: "_s + it.key(), goList(strings(it.value()))});
            writeOut(table.toString());
        }
        finish(0);
    });
}
