// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace kube::sim {

struct KeyPair
{
    QByteArray certificatePem;
    QByteArray keyPem;
};

// A throwaway PKI made at start-up (EC P-256, valid 2 days): a CA, a server certificate for loopback names and
// client certificates whose CN/O are the user and groups, as kube-apiserver reads them.
namespace Certificates {
KeyPair makeCa(const QString &commonName);
KeyPair makeServer(const KeyPair &ca, const QStringList &dnsNames, const QStringList &ipAddresses);
KeyPair makeClient(const KeyPair &ca, const QString &user, const QStringList &groups);
// True when `certificatePem` is signed by the CA in `caPem` and is within its validity period.
bool isIssuedBy(const QByteArray &certificatePem, const QByteArray &caPem);
} // namespace Certificates

} // namespace kube::sim
