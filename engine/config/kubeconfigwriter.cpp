// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kubeconfigwriter.h"

#include "kubeconfigyaml.h"

#include "kubeconfigparser.h"

#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <functional>

#include <sys/stat.h>
#include <unistd.h>

#include <yaml-cpp/yaml.h>

namespace kube::KubeConfigWriter {

namespace {

// A value as a YAML scalar: plain where that is unambiguous, double-quoted otherwise.
QByteArray yamlScalar(const QString &value)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_][A-Za-z0-9._@/:-]*$"));
    static const QStringList reserved = {QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("null"),
                                         QStringLiteral("yes"), QStringLiteral("no"), QStringLiteral("on"), QStringLiteral("off"), QStringLiteral("~")};
    if (plain.match(value).hasMatch() && !reserved.contains(value.toLower()) && !value.endsWith(QLatin1Char(':')))
        return value.toUtf8();
    QByteArray quoted = "\"";
    for (const QChar c : value) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            quoted += '\\';
        quoted += QString(c).toUtf8();
    }
    return quoted + '"';
}

// The byte extent of the scalar that starts at `pos` (plain, single- or double-quoted).
qsizetype scalarEnd(const QByteArray &text, qsizetype pos)
{
    if (pos >= text.size())
        return pos;
    const char quote = text.at(pos);
    if (quote == '"' || quote == '\'') {
        for (qsizetype i = pos + 1; i < text.size(); ++i) {
            if (quote == '"' && text.at(i) == '\\') {
                ++i;
                continue;
            }
            if (text.at(i) == quote) {
                if (quote == '\'' && i + 1 < text.size() && text.at(i + 1) == '\'') {
                    ++i;
                    continue;
                }
                return i + 1;
            }
        }
        return text.size();
    }
    qsizetype end = pos;
    while (end < text.size() && text.at(end) != '\n' && text.at(end) != '\r' && !(text.at(end) == '#' && end > pos && text.at(end - 1) == ' '))
        ++end;
    while (end > pos && (text.at(end - 1) == ' ' || text.at(end - 1) == '\t'))
        --end;
    return end;
}

QByteArray replaceScalar(const QByteArray &text, const YAML::Node &node, const QString &value)
{
    const qsizetype pos = node.Mark().pos;
    const qsizetype end = scalarEnd(text, pos);
    QByteArray out = text;
    out.replace(pos, end - pos, yamlScalar(value));
    return out;
}

Result<YAML::Node> load(const QByteArray &text, const QString &path)
{
    if (Error notUtf8 = KubeConfigParser::checkUtf8(text, path); notUtf8.isError())
        return notUtf8;
    try {
        return detail::loadKubeconfigYaml(text);
    } catch (const YAML::Exception &e) {
        return Error(Error::Kind::Config, QStringLiteral("YAML syntax error: %1").arg(QString::fromStdString(e.msg)),
                     QStringLiteral("%1:%2").arg(path).arg(e.mark.line + 1));
    }
}

QByteArray emitYaml(const YAML::Node &root)
{
    YAML::Emitter emitter;
    emitter << root;
    return QByteArray(emitter.c_str()) + '\n';
}

// Two YAML trees hold the same data: the same mappings (in any order), sequences and scalar texts.
bool sameYaml(const YAML::Node &a, const YAML::Node &b)
{
    if (a.Type() != b.Type())
        return false;
    switch (a.Type()) {
    case YAML::NodeType::Scalar:
        return a.Scalar() == b.Scalar();
    case YAML::NodeType::Sequence: {
        auto left = a.begin(), right = b.begin();
        for (; left != a.end() && right != b.end(); ++left, ++right)
            if (!sameYaml(*left, *right))
                return false;
        return left == a.end() && right == b.end();
    }
    case YAML::NodeType::Map: {
        std::size_t entries = 0;
        for (const auto &entry : a) {
            ++entries;
            if (entry.first.IsScalar()) {
                const YAML::Node other = b[entry.first.Scalar()];
                if (!other.IsDefined() || !sameYaml(entry.second, other))
                    return false;
                continue;
            }
            // A key that is null (": value"), a list or a mapping: found by comparing, not by look-up.
            if (std::none_of(b.begin(), b.end(), [&](const auto &other) {
                    return sameYaml(entry.first, other.first) && sameYaml(entry.second, other.second);
                }))
                return false;
        }
        return entries == b.size();
    }
    default:
        return true;
    }
}

// `text` if it reads back as exactly `expected`; else yaml-cpp's rendering of `expected` if that does (a text edit
// can meet a layout it does not handle, like a plain scalar running over several lines); else an error. So what
// is written always says what was meant, and a file that says something else is never written.
Result<QByteArray> verified(const QByteArray &text, const YAML::Node &expected, const QString &path)
{
    for (const QByteArray &candidate : {text, emitYaml(expected)}) {
        try {
            if (sameYaml(detail::loadKubeconfigYaml(candidate), expected))
                return candidate;
        } catch (const YAML::Exception &) {
        }
    }
    return Error(Error::Kind::Config, QStringLiteral("could not write a kubeconfig that reads back as intended; the file was left unchanged"), path);
}

Error writeFile(const QString &path, const QByteArray &text)
{
    // QSaveFile writes a temporary file beside the original and renames it over it on commit (after a flush to
    // disk): a crash or a full disk never leaves half a kubeconfig. The copy gets the original's mode and owner.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error(Error::Kind::Config, QStringLiteral("cannot write kubeconfig: %1").arg(file.errorString()), path);
    struct stat original;
    if (::stat(QFile::encodeName(path).constData(), &original) == 0) {
        ::fchmod(file.handle(), original.st_mode & 07777);
        if (::fchown(file.handle(), original.st_uid, original.st_gid) != 0 && errno != EPERM) {
            file.cancelWriting();
            return Error(Error::Kind::Config, QStringLiteral("cannot keep the kubeconfig's owner: %1").arg(QString::fromLocal8Bit(std::strerror(errno))), path);
        }
    }
    if (file.write(text) != text.size() || !file.commit())
        return Error(Error::Kind::Config, QStringLiteral("cannot write kubeconfig: %1").arg(file.errorString()), path);
    return {};
}

Error edit(const QString &path, const std::function<Result<QByteArray>(const QByteArray &)> &change)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(Error::Kind::Config, QStringLiteral("cannot read kubeconfig: %1").arg(file.errorString()), path);
    const QByteArray before = file.readAll();
    file.close();
    auto after = change(before);
    if (!after)
        return after.error();
    if (after.value() == before)
        return {};
    return writeFile(path, after.value());
}

} // namespace

Result<QByteArray> withCurrentContext(const QByteArray &text, const QString &contextName, const QString &path)
{
    auto root = load(text, path);
    if (!root)
        return root.error();
    YAML::Node node = root.value();
    if (node.IsDefined() && !node.IsNull() && !node.IsMap())
        return Error(Error::Kind::Config, QStringLiteral("a kubeconfig must be a YAML mapping"), path);
    YAML::Node expected = YAML::Clone(node);
    expected["current-context"] = contextName.toStdString();
    const YAML::Node current = node["current-context"];
    if (current.IsDefined() && current.IsScalar() && !current.Scalar().empty() && node.Style() != YAML::EmitterStyle::Flow)
        return verified(replaceScalar(text, current, contextName), expected, path);
    if (!current.IsDefined() && (node.IsNull() || node.Style() != YAML::EmitterStyle::Flow)) {
        QByteArray out = text;
        if (!out.isEmpty() && !out.endsWith('\n'))
            out += '\n';
        return verified(out + "current-context: " + yamlScalar(contextName) + '\n', expected, path);
    }
    return verified(emitYaml(expected), expected, path);
}

Result<QByteArray> withContextNamespace(const QByteArray &text, const QString &contextName, const QString &namespaceName, const QString &path)
{
    auto root = load(text, path);
    if (!root)
        return root.error();
    YAML::Node expected = YAML::Clone(root.value());
    YAML::Node contexts = root.value()["contexts"];
    if (!contexts.IsSequence())
        return Error(Error::Kind::Config, QStringLiteral("context \"%1\" is not defined in this file").arg(contextName), path);
    std::size_t i = 0;
    for (auto it = contexts.begin(); it != contexts.end(); ++it, ++i) {
        YAML::Node entry = *it;
        if (!entry.IsMap() || !entry["name"].IsScalar() || QString::fromStdString(entry["name"].Scalar()) != contextName)
            continue;
        expected["contexts"][i]["context"]["namespace"] = namespaceName.toStdString();
        YAML::Node context = entry["context"];
        const bool blockStyle = context.IsMap() && context.Style() != YAML::EmitterStyle::Flow && context.size() > 0;
        const YAML::Node ns = context.IsMap() ? context["namespace"] : YAML::Node();
        if (blockStyle && ns.IsDefined() && ns.IsScalar() && !ns.Scalar().empty())
            return verified(replaceScalar(text, ns, namespaceName), expected, path);
        if (blockStyle && !ns.IsDefined()) {
            // Insert "namespace: NS" as the first key of the block, at the indentation of its keys.
            const YAML::Mark first = context.begin()->first.Mark();
            qsizetype lineStart = first.pos;
            while (lineStart > 0 && text.at(lineStart - 1) != '\n')
                --lineStart;
            const QByteArray prefix = text.mid(lineStart, first.pos - lineStart);
            if (prefix.trimmed().isEmpty()) {
                QByteArray out = text;
                out.insert(lineStart, QByteArray(first.column, ' ') + "namespace: " + yamlScalar(namespaceName) + '\n');
                return verified(out, expected, path);
            }
        }
        return verified(emitYaml(expected), expected, path);
    }
    return Error(Error::Kind::Config, QStringLiteral("context \"%1\" is not defined in this file").arg(contextName), path);
}

Error setCurrentContext(const KubeConfig &config, const QString &contextName)
{
    if (!config.context(contextName))
        return Error(Error::Kind::Config, QStringLiteral("context \"%1\" not found").arg(contextName), config.files().join(QLatin1Char(':')));
    QString file = config.currentContextFile();
    if (file.isEmpty())
        file = config.files().value(0);
    if (file.isEmpty())
        return Error(Error::Kind::Config, QStringLiteral("no kubeconfig file to write to"));
    if (!QFile::exists(file))
        return writeFile(file, "apiVersion: v1\nkind: Config\ncurrent-context: " + yamlScalar(contextName) + '\n');
    return edit(file, [&](const QByteArray &text) { return withCurrentContext(text, contextName, file); });
}

Error setContextNamespace(const KubeConfig &config, const QString &contextName, const QString &namespaceName)
{
    const ContextEntry *context = config.context(contextName);
    if (!context)
        return Error(Error::Kind::Config, QStringLiteral("context \"%1\" not found").arg(contextName), config.files().join(QLatin1Char(':')));
    const QString file = context->location.file;
    return edit(file, [&](const QByteArray &text) { return withContextNamespace(text, contextName, namespaceName, file); });
}

} // namespace kube::KubeConfigWriter
