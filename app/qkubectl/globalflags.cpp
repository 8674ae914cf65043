// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "globalflags.h"
#include "flagset.h"

void addGlobalFlags(FlagSet &flags)
{
    flags.addString(QStringLiteral("kubeconfig"), {}, {}, QStringLiteral("Path to the kubeconfig file to use for CLI requests."));
    flags.addString(QStringLiteral("context"), {}, {}, QStringLiteral("The name of the kubeconfig context to use"));
    flags.addString(QStringLiteral("cluster"), {}, {}, QStringLiteral("The name of the kubeconfig cluster to use"));
    flags.addString(QStringLiteral("user"), {}, {}, QStringLiteral("The name of the kubeconfig user to use"));
    flags.addString(QStringLiteral("namespace"), QLatin1Char('n'), {},
                    QStringLiteral("If present, the namespace scope for this CLI request"));
    flags.addString(QStringLiteral("server"), QLatin1Char('s'), {},
                    QStringLiteral("The address and port of the Kubernetes API server"));
    flags.addString(QStringLiteral("token"), {}, {}, QStringLiteral("Bearer token for authentication to the API server"));
    flags.addString(QStringLiteral("request-timeout"), {}, QStringLiteral("0"),
                    QStringLiteral("The length of time to wait before giving up on a single server request. Non-zero "
                                   "values should contain a corresponding time unit (e.g. 1s, 2m, 3h). A value of zero "
                                   "means don't timeout requests."));
    flags.addBool(QStringLiteral("insecure-skip-tls-verify"), {}, false,
                  QStringLiteral("If true, the server's certificate will not be checked for validity. This will make "
                                 "your HTTPS connections insecure"));
    flags.addString(QStringLiteral("certificate-authority"), {}, {},
                    QStringLiteral("Path to a cert file for the certificate authority"));
    flags.addString(QStringLiteral("client-certificate"), {}, {},
                    QStringLiteral("Path to a client certificate file for TLS"));
    flags.addString(QStringLiteral("client-key"), {}, {}, QStringLiteral("Path to a client key file for TLS"));
    flags.addString(QStringLiteral("tls-server-name"), {}, {},
                    QStringLiteral("Server name to use for server certificate validation. If it is not provided, the "
                                   "hostname used to contact the server is used"));
    flags.addString(QStringLiteral("as"), {}, {},
                    QStringLiteral("Username to impersonate for the operation. User could be a regular user or a "
                                   "service account in a namespace."));
    flags.addStringArray(QStringLiteral("as-group"), {},
                         QStringLiteral("Group to impersonate for the operation, this flag can be repeated to specify "
                                        "multiple groups."));
    flags.addBool(QStringLiteral("disable-compression"), {}, false,
                  QStringLiteral("If true, opt-out of response compression for all requests to the server"));
    flags.addInt(QStringLiteral("v"), QLatin1Char('v'), 0, QStringLiteral("number for the log level verbosity"));
}
