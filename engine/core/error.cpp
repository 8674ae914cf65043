// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "error.h"

#include <array>
#include <utility>

namespace kube {

namespace {
constexpr std::array<std::pair<Error::Reason, const char *>, 16> reasonNames{{
    {Error::Reason::Unknown, ""},
    {Error::Reason::BadRequest, "BadRequest"},
    {Error::Reason::Unauthorized, "Unauthorized"},
    {Error::Reason::Forbidden, "Forbidden"},
    {Error::Reason::NotFound, "NotFound"},
    {Error::Reason::MethodNotAllowed, "MethodNotAllowed"},
    {Error::Reason::AlreadyExists, "AlreadyExists"},
    {Error::Reason::Conflict, "Conflict"},
    {Error::Reason::Gone, "Gone"},
    {Error::Reason::Expired, "Expired"},
    {Error::Reason::Invalid, "Invalid"},
    {Error::Reason::TooManyRequests, "TooManyRequests"},
    {Error::Reason::InternalError, "InternalError"},
    {Error::Reason::ServiceUnavailable, "ServiceUnavailable"},
    {Error::Reason::ServerTimeout, "ServerTimeout"},
    {Error::Reason::Timeout, "Timeout"},
}};
} // namespace

Error::Error(Kind kind, QString message, QString where)
    : m_kind(kind), m_message(std::move(message)), m_where(std::move(where))
{
}

Error Error::status(int httpCode, Reason reason, QString message, QString where)
{
    Error error(Kind::Status, std::move(message), std::move(where));
    error.m_httpCode = httpCode;
    error.m_reason = reason == Reason::Unknown ? reasonFromHttpCode(httpCode) : reason;
    return error;
}

Error Error::connectionRefused(const QString &server, QString where)
{
    Error error(Kind::Network, QStringLiteral("connection refused by %1").arg(server), std::move(where));
    error.m_refused = true;
    return error;
}

Error Error::withWhere(const QString &where) const
{
    Error copy = *this;
    copy.m_where = where;
    return copy;
}

QString Error::toString() const
{
    if (m_where.isEmpty())
        return m_message;
    return QStringLiteral("%1 (%2)").arg(m_message, m_where);
}

QString Error::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return QStringLiteral("None");
    case Kind::Config: return QStringLiteral("Config");
    case Kind::Tls: return QStringLiteral("Tls");
    case Kind::Network: return QStringLiteral("Network");
    case Kind::Timeout: return QStringLiteral("Timeout");
    case Kind::Status: return QStringLiteral("Status");
    case Kind::Decode: return QStringLiteral("Decode");
    case Kind::Exec: return QStringLiteral("Exec");
    case Kind::Cancelled: return QStringLiteral("Cancelled");
    case Kind::Invalid: return QStringLiteral("Invalid");
    }
    return {};
}

QString Error::reasonName(Reason reason)
{
    for (const auto &[r, name] : reasonNames)
        if (r == reason)
            return QString::fromLatin1(name);
    return {};
}

Error::Reason Error::reasonFromName(const QString &name)
{
    for (const auto &[r, n] : reasonNames)
        if (name == QLatin1String(n))
            return r;
    return Reason::Unknown;
}

// As apimachinery's errors.FromObject/NewGenericServerResponse when a body carries no reason.
Error::Reason Error::reasonFromHttpCode(int code)
{
    switch (code) {
    case 400: return Reason::BadRequest;
    case 401: return Reason::Unauthorized;
    case 403: return Reason::Forbidden;
    case 404: return Reason::NotFound;
    case 405: return Reason::MethodNotAllowed;
    case 409: return Reason::Conflict;
    case 410: return Reason::Gone;
    case 422: return Reason::Invalid;
    case 429: return Reason::TooManyRequests;
    case 500: return Reason::InternalError;
    case 503: return Reason::ServiceUnavailable;
    case 504: return Reason::ServerTimeout;
    default: return Reason::Unknown;
    }
}

} // namespace kube
