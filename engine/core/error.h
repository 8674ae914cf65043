// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

#include <QMetaType>
#include <QString>

namespace kube {

// An engine failure as a value. `kind` says which layer failed (what callers branch on); for API errors
// `reason` is metav1.Status's reason. `message` is what a person reads; `where` names the file, URL or
// context it happened in. Never carries credentials.
class QKUBE_ENGINE_EXPORT Error
{
public:
    enum class Kind {
        None,      // no error
        Config,    // kubeconfig: missing file, bad YAML, wrong types, unknown names
        Tls,       // certificate material or TLS handshake
        Network,   // connection refused/reset, DNS, proxy
        Timeout,   // per-request timeout elapsed
        Status,    // the server answered with a non-2xx (see reason/httpCode)
        Decode,    // a body or stream that does not parse
        Exec,      // exec credential plugin: missing, failing, timing out, bad output
        Cancelled, // aborted by the caller (shutdown, context switch)
        Invalid,   // bad input from the caller (a selector, a flag)
    };
    enum class Reason {
        Unknown,
        BadRequest,
        Unauthorized,
        Forbidden,
        NotFound,
        MethodNotAllowed,
        AlreadyExists,
        Conflict,
        Gone,
        Expired,
        Invalid,
        TooManyRequests,
        InternalError,
        ServiceUnavailable,
        ServerTimeout,
        Timeout,
    };

    Error() = default;
    Error(Kind kind, QString message, QString where = {});
    static Error status(int httpCode, Reason reason, QString message, QString where = {});
    // A Network error: nothing listens at `server` (host:port), the connection was refused.
    static Error connectionRefused(const QString &server, QString where = {});

    bool isError() const { return m_kind != Kind::None; }
    explicit operator bool() const { return isError(); }

    Kind kind() const { return m_kind; }
    Reason reason() const { return m_reason; }
    int httpCode() const { return m_httpCode; }
    QString message() const { return m_message; }
    QString where() const { return m_where; }
    // The server's Retry-After (429, 5xx) in milliseconds, as it sent it (not capped); -1 when it sent none.
    qint64 retryAfterMs() const { return m_retryAfterMs; }
    void setRetryAfterMs(qint64 ms) { m_retryAfterMs = ms; }
    Error withWhere(const QString &where) const;

    // "message (where)" in one line, for logs and status bars.
    QString toString() const;

    bool isConnectionRefused() const { return m_refused; }
    bool isNotFound() const { return m_reason == Reason::NotFound; }
    bool isAlreadyExists() const { return m_reason == Reason::AlreadyExists; }
    bool isConflict() const { return m_reason == Reason::Conflict; }
    // client-go's IsResourceExpired/IsGone: both mean "list again".
    bool isExpired() const
    {
        return m_reason == Reason::Expired || m_reason == Reason::Gone || m_httpCode == 410;
    }
    bool isUnauthorized() const { return m_reason == Reason::Unauthorized; }
    bool isForbidden() const { return m_reason == Reason::Forbidden; }
    bool isTooManyRequests() const { return m_reason == Reason::TooManyRequests; }
    bool isInvalid() const { return m_reason == Reason::Invalid; }
    bool isServerTimeout() const { return m_reason == Reason::ServerTimeout; }
    bool isInternalError() const { return m_reason == Reason::InternalError; }

    static QString kindName(Kind kind);
    static QString reasonName(Reason reason);
    static Reason reasonFromName(const QString &name);
    static Reason reasonFromHttpCode(int code);

private:
    Kind m_kind = Kind::None;
    Reason m_reason = Reason::Unknown;
    int m_httpCode = 0;
    qint64 m_retryAfterMs = -1;
    bool m_refused = false;
    QString m_message;
    QString m_where;
};

} // namespace kube

Q_DECLARE_METATYPE(kube::Error)
