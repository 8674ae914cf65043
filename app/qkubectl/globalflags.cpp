// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "globalflags.h"
#include "flagset.h"

void addGlobalFlags(FlagSet &flags)
{
    flags.addString(QStringLiteral("kubeconfig"), {}, {}, QStringLiteral("Read this kubeconfig file only"));
    flags.addString(QStringLiteral("context"), {}, {}, QStringLiteral("Use this context of the kubeconfig"));
    flags.addString(QStringLiteral("cluster"), {}, {},
                    QStringLiteral("Use this cluster of the kubeconfig instead of the context's"));
    flags.addString(QStringLiteral("user"), {}, {},
                    QStringLiteral("Use this user of the kubeconfig instead of the context's"));
    flags.addString(QStringLiteral("namespace"), QLatin1Char('n'), {},
                    QStringLiteral("The namespace (default: the context's)"));
    flags.addString(QStringLiteral("server"), QLatin1Char('s'), {},
                    QStringLiteral("The API server's URL, instead of the cluster's"));
    flags.addString(QStringLiteral("token"), {}, {}, QStringLiteral("Authenticate with this bearer token"));
    flags.addString(
        QStringLiteral("request-timeout"), {}, QStringLiteral("0"),
        QStringLiteral(
            "Give up on a request after this long: whole seconds or a duration (5s, 1m); 0: never"));
    flags.addBool(QStringLiteral("insecure-skip-tls-verify"), {}, false,
                  QStringLiteral("Do not check the server's certificate (insecure)"));
    flags.addString(QStringLiteral("certificate-authority"), {}, {},
                    QStringLiteral("Trust the server certificates this PEM file's authorities signed"));
    flags.addString(QStringLiteral("client-certificate"), {}, {},
                    QStringLiteral("Authenticate with this client certificate (PEM file)"));
    flags.addString(QStringLiteral("client-key"), {}, {},
                    QStringLiteral("The client certificate's private key (PEM file)"));
    flags.addString(QStringLiteral("tls-server-name"), {}, {},
                    QStringLiteral("Check the server's certificate for this name, not the URL's host"));
    flags.addString(QStringLiteral("as"), {}, {},
                    QStringLiteral("Act as this user (or system:serviceaccount:NAMESPACE:NAME)"));
    flags.addStringArray(QStringLiteral("as-group"), {},
                         QStringLiteral("Act as a member of this group too (with --as)"));
    flags.addString(QStringLiteral("as-uid"), {}, {}, QStringLiteral("Act with this UID too (with --as)"));
    flags.addString(QStringLiteral("cache-dir"), {}, {},
                    QStringLiteral("Accepted as kubectl's; qkubectl keeps no discovery cache"));
    flags.addBool(QStringLiteral("disable-compression"), {}, false,
                  QStringLiteral("Ask for answers without gzip"));
    flags.addInt(QStringLiteral("v"), QLatin1Char('v'), 0,
                 QStringLiteral(
                     "Log level: 6 logs each request, 7 its headers, 8 the answers' headers, 9 the bodies"));
}
