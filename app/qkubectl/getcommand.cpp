// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "getcommand.h"

#include "errormessage.h"
#include "watchprinter.h"

#include "common/unixsignals.h"

#include "core/object.h"
#include "printers/jsonpath.h"
#include "printers/printer.h"
#include "printers/quantity.h"
#include "rest/dynamicclient.h"
#include "printers/outputformat.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cstdio>
#include <functional>

namespace {

void writeOut(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stdout);
}

void writeErr(const QString &text)
{
    std::fputs(text.toUtf8().constData(), stderr);
}

const QByteArray tableAccept =
    QByteArrayLiteral("application/json;as=Table;v=v1;g=meta.k8s.io,application/json");

QString kindPrefix(const kube::ApiResource &resource)
{
    return resource.group.isEmpty() ? resource.kind.toLower()
                                    : resource.kind.toLower() + QLatin1Char('.') + resource.group;
}

// kubectl's RelaxedJSONPathExpression: "a.b", ".a.b", "{a.b}" and "{.a.b}" all mean "{.a.b}".
kube::Result<QString> relaxedJsonPath(const QString &expression)
{
    static const QRegularExpression form(QStringLiteral("^\\{\\.?([^{}]+)\\}$|^\\.?([^{}]+)$"));
    if (expression.isEmpty())
        return expression;
    const QRegularExpressionMatch match = form.match(expression);
    if (!match.hasMatch())
        return kube::Error(
            kube::Error::Kind::Invalid,
            QStringLiteral("unexpected path string, expected a 'name1.name2' or '.name1.name2' or "
                           "'{name1.name2}' or '{.name1.name2}'"));
    const QString field = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
    return QStringLiteral("{.%1}").arg(field);
}

// The template of -o jsonpath=T or -o jsonpath-as-json=T; null for other outputs.
QString jsonPathTemplate(const QString &output)
{
    for (const QLatin1String prefix : {QLatin1String("jsonpath="), QLatin1String("jsonpath-as-json=")})
        if (output.startsWith(prefix))
            return output.mid(prefix.size());
    return QString();
}

// Go's strconv.Quote (%q, and strings in %#v): printable characters as they are, the rest escaped.
QString goQuote(const QString &text)
{
    QString out = QStringLiteral("\"");
    const QList<uint> codePoints = text.toUcs4();
    for (const uint c : codePoints) {
        switch (c) {
        case '"':
            out += QLatin1String("\\\"");
            continue;
        case '\\':
            out += QLatin1String("\\\\");
            continue;
        case '\a':
            out += QLatin1String("\\a");
            continue;
        case '\b':
            out += QLatin1String("\\b");
            continue;
        case '\f':
            out += QLatin1String("\\f");
            continue;
        case '\n':
            out += QLatin1String("\\n");
            continue;
        case '\r':
            out += QLatin1String("\\r");
            continue;
        case '\t':
            out += QLatin1String("\\t");
            continue;
        case '\v':
            out += QLatin1String("\\v");
            continue;
        default:
            break;
        }
        const char32_t codePoint = c;
        const QString character = QString::fromUcs4(&codePoint, 1);
        if (c < 0x20 || c == 0x7f)
            out += QStringLiteral("\\x%1").arg(c, 2, 16, QLatin1Char('0'));
        else if (c >= 0x80 && (!character.at(0).isPrint() || (c < 0x10000 && QChar(c).isSpace())))
            out += c < 0x10000 ? QStringLiteral("\\u%1").arg(c, 4, 16, QLatin1Char('0'))
                               : QStringLiteral("\\U%1").arg(c, 8, 16, QLatin1Char('0'));
        else
            out += character;
    }
    return out + QLatin1Char('"');
}

// Go's %#v of a decoded JSON value (map[string]interface {}{"k":v, ...}), as kubectl prints the object a
// template failed on.
QString goSyntax(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QStringLiteral("interface {}(nil)");
    case QJsonValue::String:
        return goQuote(value.toString());
    case QJsonValue::Array: {
        QStringList parts;
        for (const QJsonValue &element : value.toArray())
            parts.append(goSyntax(element));
        return QStringLiteral("[]interface {}{") + parts.join(QStringLiteral(", ")) + QLatin1Char('}');
    }
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        QStringList parts;
        for (auto it = object.begin(); it != object.end(); ++it)
            parts.append(goQuote(it.key()) + QLatin1Char(':') + goSyntax(it.value()));
        return QStringLiteral("map[string]interface {}{") + parts.join(QStringLiteral(", ")) +
               QLatin1Char('}');
    }
    default:
        return kube::JsonPath::toText(value);
    }
}

// Go's %v of a decoded JSON value, as custom columns print it: maps as map[k:v ...] with sorted keys, arrays
// as [a b], integers without a fraction.
QString goText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QStringLiteral("<nil>");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (d == double(value.toInteger()))
            return QString::number(value.toInteger());
        return QString::number(d, 'g', QLocale::FloatingPointShortest);
    }
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Array: {
        QStringList parts;
        for (const QJsonValue &v : value.toArray())
            parts.append(goText(v));
        return QLatin1Char('[') + parts.join(QLatin1Char(' ')) + QLatin1Char(']');
    }
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        QStringList parts;
        for (auto it = object.begin(); it != object.end(); ++it) // QJsonObject iterates its keys sorted
            parts.append(it.key() + QLatin1Char(':') + goText(it.value()));
        return QStringLiteral("map[") + parts.join(QLatin1Char(' ')) + QLatin1Char(']');
    }
    }
    return {};
}

// kubectl's isLess on two decoded values: numbers by value, strings as quantities when both are, else byte by
// byte; anything else (objects, arrays, mixed types) is never less.
bool valueLess(const QJsonValue &a, const QJsonValue &b)
{
    if (a.isDouble() && b.isDouble())
        return a.toDouble() < b.toDouble();
    if (a.isBool() && b.isBool())
        return !a.toBool() && b.toBool();
    if (a.isString() && b.isString()) {
        const auto qa = kube::parseQuantity(a.toString());
        const auto qb = kube::parseQuantity(b.toString());
        if (qa && qb)
            return *qa < *qb;
        return a.toString().toUtf8() < b.toString().toUtf8();
    }
    return false;
}

// Sorts `values` by the first value `path` finds in each, missing first, as kubectl's --sort-by does.
// False when the path finds nothing in any of them.
bool sortBy(QJsonArray *values, const kube::JsonPath &path,
            const std::function<QJsonValue(const QJsonValue &)> &subject)
{
    QList<std::pair<std::optional<QJsonValue>, QJsonValue>> keyed;
    bool foundOnce = false;
    for (const QJsonValue &value : std::as_const(*values)) {
        const auto found = path.find(subject(value));
        std::optional<QJsonValue> key;
        if (found && !found->isEmpty()) {
            key = found->first();
            foundOnce = true;
        }
        keyed.append({key, value});
    }
    if (!foundOnce && !values->isEmpty())
        return false;
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto &a, const auto &b) {
        if (!a.first)
            return bool(b.first);
        if (!b.first)
            return false;
        return valueLess(*a.first, *b.first);
    });
    QJsonArray sorted;
    for (const auto &[key, value] : std::as_const(keyed))
        sorted.append(value);
    *values = sorted;
    return true;
}

// A table cell as kubectl's table printer writes it: text up to its first line break ("..." if cut), numbers
// and booleans as Go prints them, null as nothing.
QString cellText(const QJsonValue &cell)
{
    if (cell.isString()) {
        static const QRegularExpression lineBreak(QStringLiteral("[\\f\\n\\r]"));
        const QString text = cell.toString();
        const qsizetype cut = text.indexOf(lineBreak);
        return cut < 0 ? text : text.left(cut) + QStringLiteral("...");
    }
    if (cell.isNull() || cell.isUndefined())
        return {};
    return goText(cell);
}

// labels.FormatLabels: sorted k=v pairs, "<none>" when there are none.
QString formatLabels(const QJsonObject &labels)
{
    QStringList pairs;
    for (auto it = labels.begin(); it != labels.end(); ++it)
        pairs.append(it.key() + QLatin1Char('=') + it.value().toString());
    return pairs.isEmpty() ? QStringLiteral("<none>") : pairs.join(QLatin1Char(','));
}

// One custom column: its header and its relaxed JSONPath template, parsed only when printing, as kubectl does
// (after the header is out).
struct CustomColumn
{
    QString header;
    QString expression;
};

kube::Result<QList<CustomColumn>> parseCustomColumns(const QString &spec)
{
    if (spec.isEmpty())
        return kube::Error(kube::Error::Kind::Invalid,
                           QStringLiteral("custom-columns format specified but no custom columns given"));
    QList<CustomColumn> columns;
    for (const QString &part : spec.split(QLatin1Char(','))) {
        const qsizetype colon = part.indexOf(QLatin1Char(':'));
        if (colon < 0)
            return kube::Error(
                kube::Error::Kind::Invalid,
                QStringLiteral("unexpected custom-columns spec: %1, expected <header>:<json-path-expr>")
                    .arg(part));
        const auto relaxed = relaxedJsonPath(part.mid(colon + 1));
        if (!relaxed)
            return relaxed.error();
        columns.append({part.left(colon), *relaxed});
    }
    return columns;
}

} // namespace

GetCommand::GetCommand(kube::RestClient *client, kube::RestConfig config, Options options, QObject *parent)
    : QObject(parent), m_client(client), m_config(std::move(config)), m_options(std::move(options))
{
}

bool GetCommand::humanReadable() const
{
    return m_options.output.isEmpty() || m_options.output == QLatin1String("wide");
}

void GetCommand::fail(const QString &message)
{
    writeErr(message + QLatin1Char('\n'));
    done();
}

void GetCommand::done()
{
    std::fflush(stdout);
    std::fflush(stderr);
    Q_EMIT finished(m_errors.isEmpty() ? 0 : 1);
}

void GetCommand::run()
{
    if (m_options.arguments.isEmpty()) {
        m_errors.append(kube::Error(kube::Error::Kind::Invalid, {}));
        fail(QStringLiteral("You must specify the type of resource to get. Use \"%1 api-resources\" for a "
                            "complete list of "
                            "supported resources.\n\nerror: Required resource not specified.\nUse \"%1 "
                            "explain <resource>\" "
                            "for a detailed description of that resource (e.g. %1 explain pods).\nSee '%1 "
                            "get -h' for help "
                            "and examples")
                 .arg(m_options.programName));
        return;
    }
    if (m_options.output.startsWith(QLatin1String("custom-columns=")) && m_options.sortBy.isEmpty()) {
        // Columns whose templates all parse are evaluated page by page; otherwise printing reports the error.
        if (const auto columns = parseCustomColumns(m_options.output.section(QLatin1Char('='), 1))) {
            for (const CustomColumn &column : *columns) {
                auto path = kube::JsonPath::parse(column.expression);
                if (!path)
                    break;
                path.value().setAllowMissingKeys(true);
                m_columnPaths.append(path.value());
            }
            m_columnsStream = m_columnPaths.size() == columns->size();
        }
    }
    if (const QString tmpl = jsonPathTemplate(m_options.output);
        !tmpl.isNull() && m_options.sortBy.isEmpty()) {
        if (const auto path = kube::JsonPath::parse(tmpl))
            m_itemReads = path->listItemReads();
    }
    auto *discovery = new kube::DiscoveryClient(m_client, this);
    connect(discovery, &kube::DiscoveryClient::failed, this, [this](const kube::Error &e) {
        m_errors.append(e);
        fail(
            discoveryFailureMessage(e, DiscoveryUse::ResourceBuilder, builderTypeWords(m_options.arguments)));
    });
    connect(discovery, &kube::DiscoveryClient::discovered, this, &GetCommand::resolve);
    discovery->discover(true);
}

void GetCommand::resolve(const kube::Discovery &discovery)
{
    auto usage = [this](const QString &message) {
        m_errors.append(kube::Error(kube::Error::Kind::Invalid, message));
        fail(QStringLiteral("error: ") + message);
    };
    const kube::RestMapper mapper(discovery);
    QStringList printedWarnings;
    auto map = [&](const QString &argument) -> std::optional<kube::ApiResource> {
        auto mapping = mapper.resourceFor(argument);
        if (!mapping) {
            usage(mapping.error().message());
            return std::nullopt;
        }
        for (const QString &warning : std::as_const(mapping->warnings))
            if (!printedWarnings.contains(warning)) {
                printedWarnings.append(warning);
                writeErr(QStringLiteral("Warning: ") + warning + QLatin1Char('\n'));
            }
        return mapping->resource;
    };
    const QStringList &args = m_options.arguments;
    const bool selector = !m_options.labelSelector.isEmpty() || !m_options.fieldSelector.isEmpty();
    const qsizetype withSlash = std::count_if(args.begin(), args.end(),
                                              [](const QString &a) { return a.contains(QLatin1Char('/')); });
    if (withSlash > 0 && withSlash != args.size()) {
        usage(QStringLiteral(
                  "there is no need to specify a resource type as a separate argument when passing arguments "
                  "in "
                  "resource/name form (e.g. '%1 get resource/<resource_name>' instead of '%1 get resource "
                  "resource/<resource_name>'")
                  .arg(m_options.programName));
        return;
    }
    if (withSlash > 0) { // TYPE/NAME pairs, fetched in the order given
        QList<std::pair<QString, QString>> tuples;
        for (const QString &arg : args) {
            const QStringList parts = arg.split(QLatin1Char('/'));
            if (parts.size() != 2) {
                usage(QStringLiteral("arguments in resource/name form may not have more than one slash"));
                return;
            }
            QStringList types = parts.at(0).split(QLatin1Char(','));
            types.removeDuplicates();
            if (parts.at(0).isEmpty() || parts.at(1).isEmpty() || types.size() != 1) {
                usage(QStringLiteral("arguments in resource/name form must have a single resource and name"));
                return;
            }
            tuples.append({types.first(), parts.at(1)});
        }
        if (selector) {
            usage(QStringLiteral(
                "selectors and the all flag cannot be used when passing resource/name arguments"));
            return;
        }
        if (m_options.watch && tuples.size() > 1) {
            usage(QStringLiteral("you may only specify a single resource type"));
            return;
        }
        QHash<QString, kube::ApiResource> resolved;
        for (const auto &[type, name] : std::as_const(tuples)) {
            if (resolved.contains(type))
                continue;
            const auto resource = map(type);
            if (!resource)
                return;
            resolved.insert(type, *resource);
        }
        for (const auto &[type, name] : std::as_const(tuples))
            m_fetches.append({resolved.value(type), name});
        m_singleItemImplied = tuples.size() == 1;
    } else {
        // Categories ("all") become their resources; then the types, each once.
        QStringList types;
        for (const QString &word : args.first().split(QLatin1Char(','))) {
            if (const auto members = mapper.expandCategory(word))
                types += *members;
            else
                types.append(word);
        }
        types.removeDuplicates();
        const QStringList names = args.mid(1);
        if (m_options.watch && types.size() > 1) {
            usage(QStringLiteral("you may only specify a single resource type"));
            return;
        }
        if (selector && !names.isEmpty()) {
            usage(QStringLiteral("name cannot be provided when a selector is specified"));
            return;
        }
        QList<kube::ApiResource> resources;
        for (const QString &type : std::as_const(types)) {
            const auto resource = map(type);
            if (!resource)
                return;
            const bool seen =
                std::any_of(resources.cbegin(), resources.cend(), [&](const kube::ApiResource &r) {
                    return r.group == resource->group && r.version == resource->version &&
                           r.kind == resource->kind;
                });
            if (!seen)
                resources.append(*resource);
        }
        for (const kube::ApiResource &resource : std::as_const(resources)) {
            if (names.isEmpty())
                m_fetches.append({resource, QString()});
            for (const QString &name : names)
                m_fetches.append({resource, name});
        }
        m_singleItemImplied = names.size() == 1;
    }
    if (m_options.allNamespaces)
        for (const Fetch &fetch : std::as_const(m_fetches))
            if (!fetch.name.isEmpty() && fetch.resource.namespaced) {
                usage(QStringLiteral("a resource cannot be retrieved by name across all namespaces"));
                return;
            }
    // The printer, checked before anything is fetched.
    const QString &output = m_options.output;
    if (output == QLatin1String("jsonpath") || output == QLatin1String("jsonpath=") ||
        output == QLatin1String("jsonpath-as-json") || output == QLatin1String("jsonpath-as-json=")) {
        usage(QStringLiteral("template format specified but no template given"));
        return;
    }
    if (const QString tmpl = jsonPathTemplate(output); !tmpl.isNull()) {
        if (const auto parsed = kube::JsonPath::parse(tmpl); !parsed) {
            usage(QStringLiteral("error parsing jsonpath %1, %2").arg(tmpl, parsed.error().message()));
            return;
        }
    } else if (output == QLatin1String("custom-columns") ||
               output.startsWith(QLatin1String("custom-columns="))) {
        if (const auto columns = parseCustomColumns(output.section(QLatin1Char('='), 1)); !columns) {
            usage(columns.error().message());
            return;
        }
    } else if (!humanReadable() && output != QLatin1String("json") && output != QLatin1String("yaml") &&
               output != QLatin1String("name")) {
        usage(QStringLiteral(
                  "unable to match a printer suitable for the output format \"%1\", allowed formats are: "
                  "custom-columns,json,jsonpath,name,wide,yaml")
                  .arg(output));
        return;
    }
    if (m_options.watch) {
        watch(m_fetches.first().resource, m_fetches.first().name);
        return;
    }
    fetchNext();
}

void GetCommand::watch(const kube::ApiResource &resource, const QString &name)
{
    if (resource.group.isEmpty()) {
        startWatch(resource, name, kube::Printers::forResource(resource.group, resource.name));
        return;
    }
    // A custom resource's rows have its CRD's printer columns (kubectl gets them in the server's Tables).
    const kube::ResourceClient crds(m_client, {QStringLiteral("apiextensions.k8s.io"), QStringLiteral("v1"),
                                               QStringLiteral("customresourcedefinitions")});
    kube::RestCall *call = crds.get(resource.name + QLatin1Char('.') + resource.group);
    connect(call, &kube::RestCall::finished, this, [this, resource, name](const kube::Response &response) {
        const auto crd = response.ok() ? kube::Object::fromJson(response.body)
                                       : kube::Result<kube::Object>(response.error);
        startWatch(resource, name,
                   crd ? kube::Printers::forCustomResourceDefinition(*crd, resource.version)
                       : kube::Printers::forResource(resource.group, resource.name));
    });
}

void GetCommand::startWatch(const kube::ApiResource &resource, const QString &name,
                            std::shared_ptr<const kube::Printer> printer)
{
    QString fieldSelector = m_options.fieldSelector;
    if (!name.isEmpty())
        fieldSelector = fieldSelector.isEmpty() ? QStringLiteral("metadata.name=") + name
                                                : fieldSelector + QStringLiteral(",metadata.name=") + name;
    WatchPrinter::Options options{m_options.namespaceName,  m_options.labelSelector, fieldSelector,
                                  m_options.output,         m_options.allNamespaces, m_options.watchEvents,
                                  m_options.noHeaders,      m_options.stats,         m_options.journal,
                                  m_config.requestTimeoutMs};
    m_client->closeConnections(); // the informer brings its own, on its thread
    auto *watchPrinter = new WatchPrinter(m_config, resource, std::move(printer), options, this);
    auto *signals_ = new UnixSignals(this);
    connect(signals_, &UnixSignals::terminationRequested, watchPrinter, &WatchPrinter::stop);
    connect(watchPrinter, &WatchPrinter::finished, this, &GetCommand::finished);
    watchPrinter->start();
}

void GetCommand::fetchNext()
{
    if (m_next >= m_fetches.size()) {
        if (humanReadable())
            printTables();
        else
            printGeneric();
        return;
    }
    fetchPage({});
}

void GetCommand::fetchPage(const QString &continueToken)
{
    const Fetch &fetch = m_fetches.at(m_next);
    const QString ns =
        fetch.resource.namespaced && !m_options.allNamespaces ? m_options.namespaceName : QString();
    kube::ResourceClient client(m_client, fetch.resource.gvr(), ns);
    kube::Request request =
        client.request("GET").accept(humanReadable() ? tableAccept : QByteArrayLiteral("application/json"));
    // Objects (not a Table) of a list are decoded as they arrive, and come as protobuf where the codec covers
    // the kind: the printed JSON is the same, and the server encodes protobuf several times faster.
    const bool listOfObjects = !humanReadable() && fetch.name.isEmpty();
    if (listOfObjects) {
        kube::DecodeOptions decode;
        decode.dropManagedFields =
            !m_options.showManagedFields && jsonPathTemplate(m_options.output).isNull();
        request.decodeListAsItArrives(decode).preferProtobufList();
    }
    if (fetch.name.isEmpty()) {
        kube::ListOptions listOptions;
        listOptions.labelSelector = m_options.labelSelector;
        listOptions.fieldSelector = m_options.fieldSelector;
        // kubectl sorts what one request brought: with --sort-by it asks for everything at once.
        listOptions.limit = m_options.sortBy.isEmpty() ? m_options.chunkSize : 0;
        listOptions.continueToken = continueToken;
        listOptions.applyTo(request);
    } else {
        request.name(fetch.name);
    }
    if (humanReadable() && !m_options.sortBy.isEmpty())
        request.param(QStringLiteral("includeObject"),
                      QStringLiteral("Object")); // --sort-by reads the whole object
    kube::RestCall *call = m_client->send(request);
    connect(call, &kube::RestCall::finished, this, [this, continueToken](const kube::Response &response) {
        if (!response.ok()) {
            m_errors.append(response.error);
            ++m_next;
            fetchNext();
            return;
        }
        if (response.list) {
            listFetched(*response.list, response.url, continueToken.isEmpty());
            return;
        }
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(response.body, &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
            m_errors.append(
                kube::Error(kube::Error::Kind::Decode,
                            QStringLiteral("the server's answer is not a JSON object (%1 at byte %2)")
                                .arg(parseError.errorString())
                                .arg(parseError.offset),
                            response.url));
            ++m_next;
            fetchNext();
            return;
        }
        const Fetch &fetch = m_fetches.at(m_next);
        const QJsonObject body = document.object();
        const QString kind = body.value(QLatin1String("kind")).toString();
        const bool isList =
            kind.endsWith(QLatin1String("List")) && body.value(QLatin1String("items")).isArray();
        // What was asked: a Table, a list of the resource's kind, or one object of it. A Status or another
        // kind in a 2xx is not an empty answer.
        const QString expected = humanReadable()        ? QStringLiteral("Table")
                                 : fetch.name.isEmpty() ? fetch.resource.kind + QStringLiteral("List")
                                                        : fetch.resource.kind;
        if (kind != expected &&
            !(humanReadable() && (isList || (!fetch.name.isEmpty() && kind == fetch.resource.kind)))) {
            m_errors.append(
                kube::Error(kube::Error::Kind::Decode,
                            QStringLiteral("the server answered a %1 where a %2 was asked for")
                                .arg(kind.isEmpty() ? QStringLiteral("body without a kind") : kind, expected),
                            response.url));
            ++m_next;
            fetchNext();
            return;
        }
        if (continueToken.isEmpty())
            m_infos.append(Info{fetch.resource, {}, {}, {}, fetch.name.isEmpty()});
        Info &info = m_infos.last();
        if (humanReadable()) {
            QJsonObject table = body;
            if (kind != QLatin1String("Table")) {
                // An old server or a proxy that dropped Accept's parameters sent objects: print them as
                // kubectl does, with the kind's own columns.
                QList<kube::Object> objects;
                const QJsonArray items =
                    isList ? body.value(QLatin1String("items")).toArray() : QJsonArray{body};
                for (const QJsonValue &item : items) {
                    auto object =
                        kube::Object::fromJson(QJsonDocument(item.toObject()).toJson(QJsonDocument::Compact));
                    if (!object) {
                        m_errors.append(object.error().withWhere(response.url));
                        ++m_next;
                        fetchNext();
                        return;
                    }
                    objects.append(object.value());
                }
                const auto printer = kube::Printers::forResource(fetch.resource.group, fetch.resource.name);
                table = kube::Printers::table(*printer, objects, QDateTime::currentMSecsSinceEpoch());
            }
            if (m_options.sortBy.isEmpty()) {
                // Without --sort-by a row is printed from its cells, namespace and labels: they are kept as
                // text and the rest of the page is dropped as it arrives.
                const bool labelsShown = !m_options.labelColumns.isEmpty() || m_options.showLabels;
                for (const QJsonValue &rowValue : table.value(QLatin1String("rows")).toArray()) {
                    const QJsonObject row = rowValue.toObject();
                    const QJsonObject metadata = row.value(QLatin1String("object"))
                                                     .toObject()
                                                     .value(QLatin1String("metadata"))
                                                     .toObject();
                    QStringList packed{
                        metadata.value(QLatin1String("namespace")).toString(),
                        labelsShown ? QString::fromUtf8(
                                          QJsonDocument(metadata.value(QLatin1String("labels")).toObject())
                                              .toJson(QJsonDocument::Compact))
                                    : QString()};
                    for (const QJsonValue &cell : row.value(QLatin1String("cells")).toArray())
                        packed.append(cellText(cell));
                    info.rows.append(packed);
                }
                table.remove(QStringLiteral("rows"));
            }
            if (info.table.isEmpty()) {
                info.table = table;
            } else {
                QJsonArray rows = info.table.value(QLatin1String("rows")).toArray();
                for (const QJsonValue &row : table.value(QLatin1String("rows")).toArray())
                    rows.append(row);
                info.table.insert(QStringLiteral("rows"), rows);
            }
        } else if (isList) {
            for (const QJsonValue &item : body.value(QLatin1String("items")).toArray())
                addObject(info, item.toObject());
        } else {
            addObject(info, body);
        }
        pageDone(
            fetch.name.isEmpty()
                ? body.value(QLatin1String("metadata")).toObject().value(QLatin1String("continue")).toString()
                : QString());
    });
}

void GetCommand::listFetched(const kube::ObjectList &list, const QString &url, bool firstPage)
{
    const Fetch &fetch = m_fetches.at(m_next);
    const QString expected = fetch.resource.kind + QStringLiteral("List");
    if (QString::fromUtf8(list.kind) != expected) {
        m_errors.append(kube::Error(kube::Error::Kind::Decode,
                                    QStringLiteral("the server answered a %1 where a %2 was asked for")
                                        .arg(list.kind.isEmpty() ? QStringLiteral("body without a kind")
                                                                 : QString::fromUtf8(list.kind),
                                             expected),
                                    url));
        ++m_next;
        fetchNext();
        return;
    }
    if (firstPage)
        m_infos.append(Info{fetch.resource, {}, {}, {}, true});
    Info &info = m_infos.last();
    const bool namesOnly = m_options.output == QLatin1String("name") && m_options.sortBy.isEmpty();
    for (const kube::Object &item : list.items) {
        if (namesOnly) // the name is decoded already: no JSON tree is built
            addObject(info,
                      QJsonObject{{QStringLiteral("metadata"),
                                   QJsonObject{{QStringLiteral("name"), QString::fromUtf8(item.name())}}}});
        else
            addObject(info, item.toJsonObject());
    }
    pageDone(QString::fromUtf8(list.continueToken));
}

void GetCommand::addObject(Info &info, QJsonObject object)
{
    const Fetch &fetch = m_fetches.at(m_next);
    // -o name reads only the name: keeping just that holds 100k pods in a few MB, not GBs.
    if (m_options.output == QLatin1String("name") && m_options.sortBy.isEmpty())
        object = QJsonObject{
            {QStringLiteral("metadata"),
             QJsonObject{{QStringLiteral("name"),
                          object.value(QLatin1String("metadata")).toObject().value(QLatin1String("name"))}}}};
    else if (!m_options.showManagedFields && jsonPathTemplate(m_options.output).isNull())
        object = kube::OutputFormat::withoutManagedFields(object);
    object.insert(QStringLiteral("kind"), fetch.resource.kind);
    object.insert(QStringLiteral("apiVersion"), fetch.resource.groupVersion());
    if (m_columnsStream)
        addColumnsRow(object);
    else
        keepObject(info, object);
}

void GetCommand::pageDone(const QString &continueToken)
{
    if (!continueToken.isEmpty()) {
        fetchPage(continueToken);
        return;
    }
    ++m_next;
    fetchNext();
}

void GetCommand::addColumnsRow(const QJsonObject &object)
{
    if (m_columnError)
        return; // the table ends at the first object a template fails on
    QStringList line;
    for (const kube::JsonPath &path : std::as_const(m_columnPaths)) {
        const auto found = path.find(object);
        if (!found) {
            m_columnError = found.error();
            return;
        }
        QStringList values;
        for (const QJsonValue &value : *found)
            values << goText(value);
        line << (values.isEmpty() ? QStringLiteral("<none>") : values.join(QLatin1Char(',')));
    }
    m_columnRows.append(line);
}

void GetCommand::keepObject(Info &info, const QJsonObject &object)
{
    // Past a page's worth, a template's objects are kept cut down to the fields it reads: the same output
    // from a few MB where 100k whole pods take GBs. (On a template error, kubectl's dump of the object given
    // to the template then shows those fields only.)
    constexpr qsizetype wholeObjectsKept = 500;
    if (!m_itemReads || ++m_objectsKept <= wholeObjectsKept) {
        info.objects.append(object);
        return;
    }
    if (m_objectsKept == wholeObjectsKept + 1)
        for (Info &kept : m_infos)
            for (qsizetype i = 0; i < kept.objects.size(); ++i)
                kept.objects[i] = kube::JsonPath::itemCutTo(kept.objects.at(i).toObject(), *m_itemReads);
    info.objects.append(kube::JsonPath::itemCutTo(object, *m_itemReads));
}

void GetCommand::printTables()
{
    QSet<QString> kinds;
    for (const Info &info : std::as_const(m_infos))
        kinds.insert(info.resource.groupVersion() + QLatin1Char('/') + info.resource.kind);
    const bool withKind = kinds.size() > 1;
    const bool wide = m_options.output == QLatin1String("wide");
    // With --sort-by, kubectl sorts several answers as objects (a Table has no such field, so that fails),
    // and each table's rows by the field of their objects; a table whose rows lack it is not printed.
    std::optional<kube::JsonPath> sortPath;
    if (!m_options.sortBy.isEmpty()) {
        const auto relaxed = relaxedJsonPath(m_options.sortBy);
        const QString field = relaxed ? *relaxed : m_options.sortBy;
        auto parsed = kube::JsonPath::parse(field);
        if (parsed) {
            parsed.value().setAllowMissingKeys(true);
            sortPath = parsed.value();
        }
        if (m_infos.size() > 1) {
            QJsonArray tables; // each with its place, to put the infos in the sorted order
            for (qsizetype i = 0; i < m_infos.size(); ++i)
                tables.append(QJsonObject{{QStringLiteral("index"), i},
                                          {QStringLiteral("table"), m_infos.at(i).table}});
            if (!parsed || !sortBy(&tables, *sortPath, [](const QJsonValue &v) {
                    return v.toObject().value(QLatin1String("table"));
                })) {
                writeErr(
                    QStringLiteral("error: couldn't find any field with path \"%1\" in the list of objects\n")
                        .arg(field));
                std::fflush(stderr);
                Q_EMIT finished(1);
                return;
            }
            QList<Info> sorted;
            for (const QJsonValue &entry : std::as_const(tables))
                sorted.append(m_infos.at(entry.toObject().value(QLatin1String("index")).toInteger()));
            m_infos = sorted;
        }
    }
    QString text;
    qint64 written = 0;
    bool separatorReady = false;
    TablePrinter printer;
    auto flush = [&] {
        const QString block = printer.toString();
        if (!block.isEmpty()) {
            if (separatorReady)
                text += QLatin1Char('\n');
            separatorReady = false;
            text += block;
            written += block.size();
        }
        printer = TablePrinter();
    };
    QString lastResource;
    QJsonArray lastColumns;
    bool allNamespaced = !m_options.allNamespaces;
    // kubectl's printers share one set of flags: once a namespaced kind's printer has the NAMESPACE column
    // under -A, so has every later kind's, cluster-scoped ones included (their cell is empty).
    bool withNamespace = false;
    for (qsizetype index = 0; index < m_infos.size(); ++index) {
        Info &info = m_infos[index];
        allNamespaced = allNamespaced && info.resource.namespaced;
        const QString resourceKey = info.resource.groupVersion() + QLatin1Char('/') + info.resource.name;
        if (index == 0 || resourceKey != lastResource) {
            flush();
            withNamespace = withNamespace || (m_options.allNamespaces && info.resource.namespaced);
            if (index > 0 && !m_options.noHeaders && written > 0)
                separatorReady = true;
            lastResource = resourceKey;
            lastColumns = {};
        }
        const QJsonArray columns = info.table.value(QLatin1String("columnDefinitions")).toArray();
        if (!m_options.sortBy.isEmpty()) {
            // Sorted rows come with their objects: packed like the others once in order.
            QJsonArray rows = info.table.value(QLatin1String("rows")).toArray();
            if (sortPath && rows.size() > 1 && !sortBy(&rows, *sortPath, [](const QJsonValue &row) {
                    return row.toObject().value(QLatin1String("object"));
                }))
                continue;
            if (!sortPath && rows.size() > 1)
                continue;
            const bool labelsShown = !m_options.labelColumns.isEmpty() || m_options.showLabels;
            for (const QJsonValue &rowValue : std::as_const(rows)) {
                const QJsonObject row = rowValue.toObject();
                const QJsonObject metadata =
                    row.value(QLatin1String("object")).toObject().value(QLatin1String("metadata")).toObject();
                QStringList packed{
                    metadata.value(QLatin1String("namespace")).toString(),
                    labelsShown
                        ? QString::fromUtf8(QJsonDocument(metadata.value(QLatin1String("labels")).toObject())
                                                .toJson(QJsonDocument::Compact))
                        : QString()};
                for (const QJsonValue &cell : row.value(QLatin1String("cells")).toArray())
                    packed.append(cellText(cell));
                info.rows.append(packed);
            }
        }
        const PackedRows rows = std::exchange(info.rows, {});
        qsizetype nameColumn = -1;
        for (qsizetype i = 0; withKind && nameColumn < 0 && i < columns.size(); ++i) {
            const QJsonObject c = columns.at(i).toObject();
            if (c.value(QLatin1String("format")).toString() == QLatin1String("name") &&
                c.value(QLatin1String("type")).toString() == QLatin1String("string"))
                nameColumn = i;
        }
        auto visible = [&](qsizetype i) {
            return wide || columns.at(i).toObject().value(QLatin1String("priority")).toInt() == 0;
        };
        const bool sameColumns = !columns.isEmpty() && columns == lastColumns;
        if (!columns.isEmpty())
            lastColumns = columns;
        if (!m_options.noHeaders && !sameColumns && !rows.isEmpty()) {
            QStringList header;
            if (withNamespace)
                header << QStringLiteral("NAMESPACE");
            for (qsizetype i = 0; i < columns.size(); ++i)
                if (visible(i))
                    header << columns.at(i).toObject().value(QLatin1String("name")).toString().toUpper();
            for (const QString &label : std::as_const(m_options.labelColumns))
                header << label.section(QLatin1Char('/'), -1).toUpper();
            if (m_options.showLabels)
                header << QStringLiteral("LABELS");
            printer.addRow(header);
        }
        for (qsizetype r = 0; r < rows.size(); ++r) {
            // A packed row: namespace, labels, then one cell per column definition.
            constexpr qsizetype firstCell = 2;
            QStringList line;
            if (withNamespace)
                line << rows.cell(r, 0).toString();
            for (qsizetype i = 0; i < columns.size(); ++i) {
                if (!visible(i))
                    continue;
                const QString cell =
                    firstCell + i < rows.cellCount(r) ? rows.cell(r, firstCell + i).toString() : QString();
                line << (i == nameColumn ? kindPrefix(info.resource) + QLatin1Char('/') + cell : cell);
            }
            const QJsonObject labels = rows.cell(r, 1).isEmpty()
                                           ? QJsonObject()
                                           : QJsonDocument::fromJson(rows.cell(r, 1).toUtf8()).object();
            for (const QString &key : std::as_const(m_options.labelColumns))
                line << labels.value(key).toString();
            if (m_options.showLabels)
                line << formatLabels(labels);
            printer.addRow(line);
        }
    }
    flush();
    writeOut(text);
    if (written == 0 && m_errors.isEmpty()) {
        if (allNamespaced)
            writeErr(QStringLiteral("No resources found in %1 namespace.\n").arg(m_options.namespaceName));
        else
            writeErr(QStringLiteral("No resources found\n"));
    }
    for (const kube::Error &error : std::as_const(m_errors))
        writeErr(kubectlErrorMessage(error, m_errors.size() == 1) + QLatin1Char('\n'));
    done();
}

void GetCommand::printGeneric()
{
    QJsonArray objects;
    for (const Info &info : std::as_const(m_infos))
        for (const QJsonValue &object : info.objects)
            objects.append(object);
    const bool asList = !m_singleItemImplied || objects.size() != 1;
    auto finishWith = [this](const QString &printError) {
        for (const kube::Error &error : std::as_const(m_errors))
            writeErr(kubectlErrorMessage(error, m_errors.size() == 1 && printError.isEmpty()) +
                     QLatin1Char('\n'));
        if (!printError.isEmpty()) {
            writeErr((m_errors.isEmpty() ? QStringLiteral("error: ") : QString()) + printError +
                     QLatin1Char('\n'));
            m_errors.append(kube::Error(kube::Error::Kind::Invalid, printError));
        }
        done();
    };
    if (asList && !m_options.sortBy.isEmpty() && !objects.isEmpty()) {
        const auto relaxed = relaxedJsonPath(m_options.sortBy);
        if (!relaxed)
            return finishWith(relaxed.error().message());
        auto path = kube::JsonPath::parse(*relaxed);
        if (!path)
            return finishWith(path.error().message());
        path.value().setAllowMissingKeys(true);
        if (!sortBy(&objects, path.value(), [](const QJsonValue &v) { return v; }))
            return finishWith(
                QStringLiteral("couldn't find any field with path \"%1\" in the list of objects")
                    .arg(*relaxed));
    }
    const QJsonObject printed =
        asList ? QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                             {QStringLiteral("items"), objects},
                             {QStringLiteral("kind"), QStringLiteral("List")},
                             {QStringLiteral("metadata"),
                              QJsonObject{{QStringLiteral("resourceVersion"), QString()}}}}
               : objects.first().toObject();
    const QString &output = m_options.output;
    auto nameOf = [](const QJsonValue &object) {
        return object.toObject()
            .value(QLatin1String("metadata"))
            .toObject()
            .value(QLatin1String("name"))
            .toString();
    };
    if (output == QLatin1String("json")) {
        writeOut(kube::OutputFormat::toJson(printed));
    } else if (output == QLatin1String("yaml")) {
        writeOut(kube::OutputFormat::toYaml(printed));
    } else if (output == QLatin1String("name")) {
        QString text;
        for (const QJsonValue &value : std::as_const(objects)) {
            const QJsonObject object = value.toObject();
            const QString kind = object.value(QLatin1String("kind")).toString().toLower();
            const QString apiVersion = object.value(QLatin1String("apiVersion")).toString();
            const QString group = apiVersion.contains(QLatin1Char('/'))
                                      ? apiVersion.section(QLatin1Char('/'), 0, 0)
                                      : QString();
            text += (group.isEmpty() ? kind : kind + QLatin1Char('.') + group) + QLatin1Char('/') +
                    nameOf(object) + QLatin1Char('\n');
        }
        writeOut(text);
    } else if (const QString tmpl = jsonPathTemplate(output); !tmpl.isNull()) {
        auto path = kube::JsonPath::parse(tmpl);
        path.value().setAllowMissingKeys(m_options.allowMissingTemplateKeys);
        const auto text = output.startsWith(QLatin1String("jsonpath-as-json=")) ? path->executeAsJson(printed)
                                                                                : path->execute(printed);
        if (!text)
            // kubectl's JSONPathPrinter error, the whole object in Go syntax included.
            return finishWith(
                QStringLiteral("error executing jsonpath %1: Error executing template: %2. Printing "
                               "more information for debugging the template:\n\ttemplate was:\n\t\t%3\n"
                               "\tobject given to jsonpath engine was:\n\t\t%4\n\n")
                    .arg(goQuote(tmpl), text.error().message(), tmpl, goSyntax(printed)));
        writeOut(*text);
    } else {
        const auto columns = parseCustomColumns(output.section(QLatin1Char('='), 1));
        TablePrinter table;
        if (!m_options.noHeaders) {
            QStringList header;
            for (const CustomColumn &column : *columns)
                header << column.header;
            table.addRow(header);
        }
        if (m_columnsStream) {
            for (qsizetype r = 0; r < m_columnRows.size(); ++r)
                table.addRow(m_columnRows.row(r));
            m_columnRows = {};
            writeOut(table.toString());
            return finishWith(m_columnError ? m_columnError.message() : QString());
        }
        // A template that does not parse, or fails on an object, ends the table there: what is printed so far
        // comes out, then the error, as kubectl's tabwriter flushes it.
        QList<kube::JsonPath> paths;
        for (const CustomColumn &column : *columns) {
            auto path = kube::JsonPath::parse(column.expression);
            if (!path) {
                writeOut(table.toString());
                return finishWith(path.error().message());
            }
            path.value().setAllowMissingKeys(true);
            paths.append(path.value());
        }
        const QJsonArray rows = asList ? objects : QJsonArray{printed};
        for (const QJsonValue &object : rows) {
            QStringList line;
            for (const kube::JsonPath &path : std::as_const(paths)) {
                const auto found = path.find(object);
                if (!found) {
                    writeOut(table.toString());
                    return finishWith(found.error().message());
                }
                QStringList values;
                for (const QJsonValue &value : *found)
                    values << goText(value);
                line << (values.isEmpty() ? QStringLiteral("<none>") : values.join(QLatin1Char(',')));
            }
            table.addRow(line);
        }
        writeOut(table.toString());
    }
    finishWith({});
}
