// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "errormessage.h"

#include <QUrl>

namespace {
QString unreachable(const kube::Error &e)
{
    if (e.isConnectionRefused()) {
        // where() is "URL" or "URL, context "NAME""; kubectl names the server as the URL's host and port.
        const QString url = e.where().section(QStringLiteral(", "), 0, 0);
        return QStringLiteral(
                   "The connection to the server %1 was refused - did you specify the right host or port?")
            .arg(QUrl(url).authority());
    }
    return QStringLiteral("Unable to connect to the server: ") + e.toString();
}
} // namespace

QString kubectlErrorMessage(const kube::Error &e, bool alone)
{
    switch (e.kind()) {
    case kube::Error::Kind::Status: {
        const QString reason = kube::Error::reasonName(e.reason());
        return QStringLiteral("Error from server (%1): %2")
            .arg(reason.isEmpty() ? QStringLiteral("Unknown") : reason, e.message());
    }
    case kube::Error::Kind::Network:
    case kube::Error::Kind::Timeout:
    case kube::Error::Kind::Tls:
        return unreachable(e);
    default:
        return alone ? QStringLiteral("error: ") + e.toString() : e.toString();
    }
}

QString discoveryFailureMessage(const kube::Error &e)
{
    if (e.isUnauthorized()) // a token or certificate the server does not take (--token, --client-certificate)
        return QStringLiteral("error: You must be logged in to the server (%1)").arg(e.message());
    return unreachable(e);
}
