// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kubeconfigparser.h"

#include "kubeconfigyaml.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <yaml-cpp/yaml.h>

namespace kube {

namespace {

// Where `text` stops being what go-yaml's reader takes, and why (its words, which kubectl prints), or -1:
// UTF-8 that is well formed, not overlong, no surrogate or code point past U+10FFFF, and none of the control
// characters YAML excludes. kubectl refuses such a file, and yaml-cpp, which takes the bytes as they come,
// would read keys that no writer can put back.
qsizetype invalidYamlText(const QByteArray &text, QString *what)
{
    for (qsizetype i = 0; i < text.size();) {
        const auto lead = uchar(text[i]);
        const int length = lead < 0x80 ? 1 : (lead & 0xE0) == 0xC0 ? 2 : (lead & 0xF0) == 0xE0 ? 3 : (lead & 0xF8) == 0xF0 ? 4 : 0;
        if (length == 0) {
            *what = QStringLiteral("invalid leading UTF-8 octet");
            return i;
        }
        if (i + length > text.size()) {
            *what = QStringLiteral("incomplete UTF-8 octet sequence");
            return i;
        }
        char32_t value = length == 1   ? lead
                         : length == 2 ? lead & 0x1F
                         : length == 3 ? lead & 0x0F
                                       : lead & 0x07;
        for (int k = 1; k < length; ++k) {
            const auto octet = uchar(text[i + k]);
            if ((octet & 0xC0) != 0x80) {
                *what = QStringLiteral("invalid trailing UTF-8 octet");
                return i + k;
            }
            value = (value << 6) | (octet & 0x3F);
        }
        if ((length == 2 && value < 0x80) || (length == 3 && value < 0x800) ||
            (length == 4 && value < 0x10000)) {
            *what = QStringLiteral("invalid length of a UTF-8 sequence");
            return i;
        }
        if ((value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF) {
            *what = QStringLiteral("invalid Unicode character");
            return i;
        }
        const bool allowed = value == 0x09 || value == 0x0A || value == 0x0D ||
                             (value >= 0x20 && value <= 0x7E) || value == 0x85 ||
                             (value >= 0xA0 && value <= 0xD7FF) || (value >= 0xE000 && value <= 0xFFFD) ||
                             value >= 0x10000;
        if (!allowed) {
            *what = QStringLiteral("control characters are not allowed");
            return i;
        }
        i += length;
    }
    return -1;
}

// Walks the YAML tree and turns every type mismatch into an Error naming file, line and key path.
class Reader
{
public:
    Reader(QString path) : m_path(std::move(path)), m_dir(QFileInfo(m_path).absolutePath()) {}

    Error error() const { return m_error; }
    bool failed() const { return m_error.isError(); }

    void fail(const YAML::Node &node, const QString &keyPath, const QString &what)
    {
        if (failed())
            return;
        const int line = node.IsDefined() && node.Mark().line >= 0 ? node.Mark().line + 1 : 0;
        const QString where = line > 0 ? QStringLiteral("%1:%2").arg(m_path).arg(line) : m_path;
        m_error = Error(Error::Kind::Config, QStringLiteral("%1: %2").arg(keyPath, what), where);
    }

    QString string(const YAML::Node &parent, const char *key, const QString &path)
    {
        const YAML::Node node = parent[key];
        if (!node.IsDefined() || node.IsNull())
            return {};
        if (!node.IsScalar()) {
            fail(node, path + QLatin1Char('.') + QLatin1String(key), QStringLiteral("expected a string"));
            return {};
        }
        return QString::fromStdString(node.Scalar());
    }

    bool boolean(const YAML::Node &parent, const char *key, const QString &path)
    {
        const YAML::Node node = parent[key];
        if (!node.IsDefined() || node.IsNull())
            return false;
        bool value = false;
        if (!node.IsScalar() || !YAML::convert<bool>::decode(node, value)) {
            fail(node, path + QLatin1Char('.') + QLatin1String(key), QStringLiteral("expected true or false"));
            return false;
        }
        return value;
    }

    QByteArray base64(const YAML::Node &parent, const char *key, const QString &path)
    {
        const QString text = string(parent, key, path);
        if (text.isEmpty())
            return {};
        auto decoded = QByteArray::fromBase64Encoding(text.toLatin1().trimmed(), QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            fail(parent[key], path + QLatin1Char('.') + QLatin1String(key), QStringLiteral("is not valid base64"));
            return {};
        }
        return *decoded;
    }

    QString path(const YAML::Node &parent, const char *key, const QString &keyPath)
    {
        const QString value = string(parent, key, keyPath);
        if (value.isEmpty())
            return value;
        return resolve(value);
    }

    QString resolve(const QString &value) const
    {
        if (QDir::isAbsolutePath(value))
            return QDir::cleanPath(value);
        if (value.startsWith(QLatin1String("~/")))
            return QDir::cleanPath(QDir::homePath() + value.mid(1));
        return QDir::cleanPath(m_dir + QLatin1Char('/') + value);
    }

    SourceLocation location(const YAML::Node &node) const
    {
        return {m_path, node.Mark().line >= 0 ? node.Mark().line + 1 : 0};
    }

    QString file() const { return m_path; }

private:
    QString m_path;
    QString m_dir;
    Error m_error;
};

template <typename Entry, typename Fill>
void readNamedList(Reader &reader, const YAML::Node &root, const char *listKey, const char *entryKey,
                   QList<Entry> &out, Fill fill)
{
    const YAML::Node list = root[listKey];
    if (!list.IsDefined() || list.IsNull())
        return;
    if (!list.IsSequence()) {
        reader.fail(list, QLatin1String(listKey), QStringLiteral("expected a list"));
        return;
    }
    QSet<QString> seen;
    // Iterators, not list[i] under list.size(): yaml-cpp counts a sequence's size by walking it, which made
    // reading 100k contexts quadratic.
    std::size_t i = 0;
    for (auto it = list.begin(); it != list.end() && !reader.failed(); ++it, ++i) {
        const YAML::Node item = *it;
        const QString itemPath = QStringLiteral("%1[%2]").arg(QLatin1String(listKey)).arg(i);
        if (!item.IsMap()) {
            reader.fail(item, itemPath, QStringLiteral("expected a mapping with name and %1").arg(QLatin1String(entryKey)));
            return;
        }
        Entry entry;
        entry.name = reader.string(item, "name", itemPath);
        if (reader.failed())
            return;
        if (entry.name.isEmpty()) {
            reader.fail(item, itemPath + QLatin1String(".name"), QStringLiteral("is missing"));
            return;
        }
        if (seen.contains(entry.name)) {
            reader.fail(item, itemPath + QLatin1String(".name"), QStringLiteral("duplicate name \"%1\"").arg(entry.name));
            return;
        }
        seen.insert(entry.name);
        entry.location = reader.location(item["name"]);
        const YAML::Node body = item[entryKey];
        const QString bodyPath = itemPath + QLatin1Char('.') + QLatin1String(entryKey);
        if (body.IsDefined() && !body.IsNull() && !body.IsMap()) {
            reader.fail(body, bodyPath, QStringLiteral("expected a mapping"));
            return;
        }
        if (body.IsDefined() && body.IsMap())
            fill(body, bodyPath, entry);
        out.append(entry);
    }
}

void readExec(Reader &reader, const YAML::Node &node, const QString &path, UserEntry &user)
{
    if (!node.IsMap()) {
        reader.fail(node, path, QStringLiteral("expected a mapping"));
        return;
    }
    ExecConfig exec;
    exec.apiVersion = reader.string(node, "apiVersion", path);
    exec.command = reader.string(node, "command", path);
    if (exec.command.contains(QLatin1Char('/')))
        exec.command = reader.resolve(exec.command);
    exec.installHint = reader.string(node, "installHint", path);
    exec.provideClusterInfo = reader.boolean(node, "provideClusterInfo", path);
    exec.interactiveMode = reader.string(node, "interactiveMode", path);
    const YAML::Node args = node["args"];
    if (args.IsDefined() && !args.IsNull()) {
        if (!args.IsSequence()) {
            reader.fail(args, path + QLatin1String(".args"), QStringLiteral("expected a list of strings"));
            return;
        }
        for (const auto &arg : args) {
            if (!arg.IsScalar()) {
                reader.fail(arg, path + QLatin1String(".args"), QStringLiteral("expected a list of strings"));
                return;
            }
            exec.args.append(QString::fromStdString(arg.Scalar()));
        }
    }
    const YAML::Node env = node["env"];
    if (env.IsDefined() && !env.IsNull()) {
        if (!env.IsSequence()) {
            reader.fail(env, path + QLatin1String(".env"), QStringLiteral("expected a list of {name, value}"));
            return;
        }
        std::size_t i = 0;
        for (auto it = env.begin(); it != env.end(); ++it, ++i) {
            const YAML::Node entry = *it;
            const QString envPath = QStringLiteral("%1.env[%2]").arg(path).arg(i);
            if (!entry.IsMap()) {
                reader.fail(entry, envPath, QStringLiteral("expected {name, value}"));
                return;
            }
            exec.env.append({reader.string(entry, "name", envPath), reader.string(entry, "value", envPath)});
        }
    }
    if (reader.failed())
        return;
    static const QStringList supported = {QStringLiteral("client.authentication.k8s.io/v1"),
                                          QStringLiteral("client.authentication.k8s.io/v1beta1")};
    if (!supported.contains(exec.apiVersion)) {
        reader.fail(node["apiVersion"].IsDefined() ? node["apiVersion"] : node, path + QLatin1String(".apiVersion"),
                    exec.apiVersion.isEmpty()
                        ? QStringLiteral("is missing (use client.authentication.k8s.io/v1)")
                        : QStringLiteral("\"%1\" is not supported (use client.authentication.k8s.io/v1 or v1beta1)")
                              .arg(exec.apiVersion));
        return;
    }
    if (exec.command.isEmpty()) {
        reader.fail(node, path + QLatin1String(".command"), QStringLiteral("is missing"));
        return;
    }
    if (exec.interactiveMode.isEmpty()) {
        if (exec.apiVersion.endsWith(QLatin1String("/v1"))) {
            reader.fail(node, path + QLatin1String(".interactiveMode"),
                        QStringLiteral("must be set for client.authentication.k8s.io/v1 (Never, IfAvailable or Always)"));
            return;
        }
        exec.interactiveMode = QStringLiteral("IfAvailable");
    } else if (exec.interactiveMode != QLatin1String("Never") && exec.interactiveMode != QLatin1String("IfAvailable")
               && exec.interactiveMode != QLatin1String("Always")) {
        reader.fail(node["interactiveMode"], path + QLatin1String(".interactiveMode"),
                    QStringLiteral("\"%1\" is not one of Never, IfAvailable, Always").arg(exec.interactiveMode));
        return;
    }
    user.exec = exec;
}

} // namespace

QString SourceLocation::toString() const
{
    return line > 0 ? QStringLiteral("%1:%2").arg(file).arg(line) : file;
}

Result<KubeConfig> KubeConfigParser::parseFile(const QString &path)
{
    QFile file(path);
    if (!file.exists())
        return Error(Error::Kind::Config, QStringLiteral("kubeconfig file does not exist"), path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(Error::Kind::Config, QStringLiteral("cannot read kubeconfig: %1").arg(file.errorString()), path);
    return parse(file.readAll(), QFileInfo(path).absoluteFilePath());
}

Error KubeConfigParser::checkUtf8(const QByteArray &text, const QString &path)
{
    QString what;
    const qsizetype at = invalidYamlText(text, &what);
    if (at < 0)
        return {};
    const qsizetype lineStart = text.lastIndexOf('\n', at) + 1;
    return Error(Error::Kind::Config, QStringLiteral("YAML syntax error: %1").arg(what),
                 QStringLiteral("%1:%2:%3").arg(path).arg(text.left(at).count('\n') + 1).arg(at - lineStart + 1));
}

Result<KubeConfig> KubeConfigParser::parse(const QByteArray &text, const QString &path)
{
    KubeConfig config;
    config.m_files = {path};
    if (Error notUtf8 = checkUtf8(text, path); notUtf8.isError())
        return notUtf8;
    YAML::Node root;
    try {
        root = detail::loadKubeconfigYaml(text);
    } catch (const YAML::Exception &e) {
        return Error(Error::Kind::Config, QStringLiteral("YAML syntax error: %1").arg(QString::fromStdString(e.msg)),
                     QStringLiteral("%1:%2:%3").arg(path).arg(e.mark.line + 1).arg(e.mark.column + 1));
    }
    if (!root.IsDefined() || root.IsNull())
        return config; // an empty file is an empty config, as in clientcmd
    if (!root.IsMap())
        return Error(Error::Kind::Config, QStringLiteral("a kubeconfig must be a YAML mapping (apiVersion, clusters, users, contexts)"),
                     QStringLiteral("%1:%2").arg(path).arg(root.Mark().line + 1));

    Reader reader(path);
    try {
        config.m_currentContext = reader.string(root, "current-context", QString());
        if (!config.m_currentContext.isEmpty())
            config.m_currentContextFile = path;
        const QString kind = reader.string(root, "kind", QString());
        if (!kind.isEmpty() && kind != QLatin1String("Config"))
            reader.fail(root["kind"], QStringLiteral("kind"), QStringLiteral("\"%1\" is not a kubeconfig (kind: Config)").arg(kind));

        readNamedList(reader, root, "clusters", "cluster", config.m_clusters,
                      [&reader](const YAML::Node &node, const QString &p, ClusterEntry &cluster) {
                          cluster.server = reader.string(node, "server", p);
                          cluster.certificateAuthority = reader.path(node, "certificate-authority", p);
                          cluster.certificateAuthorityData = reader.base64(node, "certificate-authority-data", p);
                          cluster.insecureSkipTlsVerify = reader.boolean(node, "insecure-skip-tls-verify", p);
                          cluster.tlsServerName = reader.string(node, "tls-server-name", p);
                          cluster.proxyUrl = reader.string(node, "proxy-url", p);
                          cluster.disableCompression = reader.boolean(node, "disable-compression", p);
                      });
        readNamedList(reader, root, "users", "user", config.m_users,
                      [&reader](const YAML::Node &node, const QString &p, UserEntry &user) {
                          user.token = reader.string(node, "token", p);
                          user.tokenFile = reader.path(node, "tokenFile", p);
                          user.clientCertificate = reader.path(node, "client-certificate", p);
                          user.clientCertificateData = reader.base64(node, "client-certificate-data", p);
                          user.clientKey = reader.path(node, "client-key", p);
                          user.clientKeyData = reader.base64(node, "client-key-data", p);
                          user.username = reader.string(node, "username", p);
                          user.password = reader.string(node, "password", p);
                          const YAML::Node exec = node["exec"];
                          if (exec.IsDefined() && !exec.IsNull())
                              readExec(reader, exec, p + QLatin1String(".exec"), user);
                      });
        readNamedList(reader, root, "contexts", "context", config.m_contexts,
                      [&reader](const YAML::Node &node, const QString &p, ContextEntry &context) {
                          context.cluster = reader.string(node, "cluster", p);
                          context.user = reader.string(node, "user", p);
                          context.namespaceName = reader.string(node, "namespace", p);
                          context.namespaceSet = !context.namespaceName.isEmpty();
                      });
    } catch (const YAML::Exception &e) {
        return Error(Error::Kind::Config, QStringLiteral("malformed kubeconfig: %1").arg(QString::fromStdString(e.msg)),
                     QStringLiteral("%1:%2").arg(path).arg(e.mark.line + 1));
    }
    if (reader.failed())
        return reader.error();
    for (ContextEntry &context : config.m_contexts)
        if (context.namespaceName.isEmpty())
            context.namespaceName = QStringLiteral("default");
    return config;
}

void KubeConfigParser::merge(KubeConfig &into, const KubeConfig &other)
{
    for (const QString &file : other.m_files)
        if (!into.m_files.contains(file))
            into.m_files.append(file);
    if (into.m_currentContext.isEmpty() && !other.m_currentContext.isEmpty()) {
        into.m_currentContext = other.m_currentContext;
        into.m_currentContextFile = other.m_currentContextFile;
    }
    auto mergeList = [](auto &mine, const auto &theirs) {
        QSet<QString> known;
        known.reserve(mine.size());
        for (const auto &entry : mine)
            known.insert(entry.name);
        for (const auto &entry : theirs)
            if (!known.contains(entry.name)) {
                known.insert(entry.name);
                mine.append(entry);
            }
    };
    mergeList(into.m_clusters, other.m_clusters);
    mergeList(into.m_users, other.m_users);
    mergeList(into.m_contexts, other.m_contexts);
}

} // namespace kube
