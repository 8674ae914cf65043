// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "errormessage.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QUrl>

#include <algorithm>

namespace {
// kubectl (its cold discovery cache) asks for the server's groups this many times before it gives up, and
// logs each failure (errormessage.h: per how the command reads its types).
constexpr int oneObjectDiscoveryTries = 4;
constexpr int accessReviewDiscoveryTries = 2;

// One of kubectl's klog error lines ("E1129 01:26:57.141515    9938 memcache.go:265] ..."): the caller's
// time and process id, kubectl's source position.
QString klogError(const QString &text)
{
    return QDateTime::currentDateTime().toString(QStringLiteral("'E'MMdd HH:mm:ss.zzz000")) +
           QString::number(QCoreApplication::applicationPid()).rightJustified(8) +
           QStringLiteral(" memcache.go:265] ") + text + QLatin1Char('\n');
}

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

QString discoveryFailureMessage(const kube::Error &e, DiscoveryUse use, int typeWords)
{
    if (e.isUnauthorized()) // a token or certificate the server does not take (--token, --client-certificate)
        return QStringLiteral("error: You must be logged in to the server (%1)").arg(e.message());
    if (e.kind() == kube::Error::Kind::Status && e.httpCode() == 403) {
        // kubectl's discovery client decodes no Status: its error reads "unknown", the reason by the code.
        return refusedDiscoveryLog(use, typeWords) + QStringLiteral("Error from server (Forbidden): unknown");
    }
    return unreachable(e);
}

int builderTypeWords(const QStringList &arguments)
{
    if (arguments.isEmpty() || std::any_of(arguments.cbegin(), arguments.cend(), [](const QString &argument) {
            return argument.contains(QLatin1Char('/'));
        }))
        return 0;
    return int(arguments.first().split(QLatin1Char(',')).size());
}

QString refusedDiscoveryLog(DiscoveryUse use, int typeWords)
{
    int tries = 0;
    switch (use) {
    case DiscoveryUse::ResourceBuilder:
        tries = oneObjectDiscoveryTries + typeWords;
        break;
    case DiscoveryUse::OneObject:
        tries = oneObjectDiscoveryTries;
        break;
    case DiscoveryUse::AccessReview:
        tries = accessReviewDiscoveryTries;
        break;
    case DiscoveryUse::ServerGroups:
        break;
    }
    QString text;
    for (int i = 0; i < tries; ++i)
        text += klogError(QStringLiteral(
            "\"Unhandled Error\" err=\"couldn't get current server API group list: unknown\""));
    return text;
}
