// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QList>
#include <QSslCertificate>
#include <QSslKey>

namespace kube {

// Certificates and keys from kubeconfig fields (inline data or files), checked as clientcmd would before any
// connection is made: PEM that parses, a key that belongs to its certificate. `where` names the field.
namespace TlsMaterial {
QKUBE_ENGINE_EXPORT Result<QByteArray> readFile(const QString &path, const QString &what,
                                                const QString &where);
QKUBE_ENGINE_EXPORT Result<QList<QSslCertificate>> certificates(const QByteArray &pem, const QString &what,
                                                                const QString &where);
QKUBE_ENGINE_EXPORT Result<QSslKey> privateKey(const QByteArray &pem, const QString &where);
// An error unless `keyPem`'s private key belongs to the first certificate of `certificatePem`.
QKUBE_ENGINE_EXPORT Error checkKeyMatches(const QByteArray &certificatePem, const QByteArray &keyPem,
                                          const QString &where);
} // namespace TlsMaterial

} // namespace kube
