// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// KubeConfigParser and KubeConfigWriter together: whatever parses, the writer can set its current context and
// a context's namespace, and the text it writes parses to the same config with just that changed.
#include "config/kubeconfigparser.h"
#include "config/kubeconfigwriter.h"
#include "fuzzcheck.h"

using namespace kube;

namespace {

// Never read or written: the parser only resolves relative paths against its folder.
const QString path = QStringLiteral("/nonexistent/qkube-fuzz/config");

bool sameExec(const std::optional<ExecConfig> &a, const std::optional<ExecConfig> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || (a->apiVersion == b->apiVersion && a->command == b->command && a->args == b->args && a->env == b->env
                  && a->installHint == b->installHint && a->provideClusterInfo == b->provideClusterInfo && a->interactiveMode == b->interactiveMode);
}

// Equal entries; a context's namespace is left to the caller when `except` names it.
bool sameConfig(const KubeConfig &a, const KubeConfig &b, const QString &exceptContext = {})
{
    if (a.clusters().size() != b.clusters().size() || a.users().size() != b.users().size() || a.contexts().size() != b.contexts().size())
        return false;
    for (qsizetype i = 0; i < a.clusters().size(); ++i) {
        const ClusterEntry &x = a.clusters().at(i), &y = b.clusters().at(i);
        if (x.name != y.name || x.server != y.server || x.certificateAuthority != y.certificateAuthority
            || x.certificateAuthorityData != y.certificateAuthorityData || x.insecureSkipTlsVerify != y.insecureSkipTlsVerify
            || x.tlsServerName != y.tlsServerName || x.proxyUrl != y.proxyUrl)
            return false;
    }
    for (qsizetype i = 0; i < a.users().size(); ++i) {
        const UserEntry &x = a.users().at(i), &y = b.users().at(i);
        if (x.name != y.name || x.token != y.token || x.tokenFile != y.tokenFile || x.clientCertificate != y.clientCertificate
            || x.clientCertificateData != y.clientCertificateData || x.clientKey != y.clientKey || x.clientKeyData != y.clientKeyData
            || x.username != y.username || x.password != y.password || !sameExec(x.exec, y.exec))
            return false;
    }
    for (qsizetype i = 0; i < a.contexts().size(); ++i) {
        const ContextEntry &x = a.contexts().at(i), &y = b.contexts().at(i);
        if (x.name != y.name || x.cluster != y.cluster || x.user != y.user)
            return false;
        if (x.name != exceptContext && (x.namespaceName != y.namespaceName || x.namespaceSet != y.namespaceSet))
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    auto config = KubeConfigParser::parse(text, path);
    if (!config.ok()) {
        FUZZ_CHECK(config.error().kind() == Error::Kind::Config, "not a Config error: %s", qPrintable(config.error().message()));
        return 0;
    }
    const QString context = config->contexts().isEmpty() ? QStringLiteral("fuzz-context") : config->contexts().constLast().name;

    auto switched = KubeConfigWriter::withCurrentContext(text, context, path);
    FUZZ_CHECK(switched.ok(), "cannot set current-context \"%s\": %s", qPrintable(context), qPrintable(switched.error().message()));
    auto reread = KubeConfigParser::parse(switched.value(), path);
    FUZZ_CHECK(reread.ok(), "the written config does not parse: %s\n--- written:\n%s", qPrintable(reread.error().message()),
               switched->constData());
    FUZZ_CHECK(reread->currentContext() == context, "current-context is \"%s\", not \"%s\"", qPrintable(reread->currentContext()), qPrintable(context));
    FUZZ_CHECK(sameConfig(*config, *reread), "setting current-context changed other entries\n--- written:\n%s", switched->constData());

    if (config->contexts().isEmpty())
        return 0;
    const QString namespaceName = QStringLiteral("fuzz-ns");
    auto moved = KubeConfigWriter::withContextNamespace(text, context, namespaceName, path);
    FUZZ_CHECK(moved.ok(), "cannot set the namespace of \"%s\": %s", qPrintable(context), qPrintable(moved.error().message()));
    auto movedConfig = KubeConfigParser::parse(moved.value(), path);
    FUZZ_CHECK(movedConfig.ok(), "the written config does not parse: %s\n--- written:\n%s", qPrintable(movedConfig.error().message()),
               moved->constData());
    FUZZ_CHECK(sameConfig(*config, *movedConfig, context) && movedConfig->currentContext() == config->currentContext(),
               "setting a namespace changed other entries\n--- written:\n%s", moved->constData());
    const ContextEntry *entry = movedConfig->context(context);
    FUZZ_CHECK(entry && entry->namespaceName == namespaceName, "the namespace did not change\n--- written:\n%s", moved->constData());
    return 0;
}
