// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "tlsmaterial.h"

#include <QFile>

#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/pem.h>
#include <openssl/x509.h>

#include <memory>

namespace kube::TlsMaterial {

Result<QByteArray> readFile(const QString &path, const QString &what, const QString &where)
{
    QFile file(path);
    if (!file.exists())
        return Error(Error::Kind::Config, QStringLiteral("%1 file %2 does not exist").arg(what, path), where);
    if (!file.open(QIODevice::ReadOnly))
        return Error(Error::Kind::Config, QStringLiteral("cannot read %1 file %2: %3").arg(what, path, file.errorString()), where);
    return file.readAll();
}

Result<QList<QSslCertificate>> certificates(const QByteArray &pem, const QString &what, const QString &where)
{
    QList<QSslCertificate> list = QSslCertificate::fromData(pem, QSsl::Pem);
    if (list.isEmpty() || list.first().isNull())
        return Error(Error::Kind::Tls, QStringLiteral("%1 is not a PEM certificate (no parsable \"BEGIN CERTIFICATE\" block)").arg(what), where);
    return list;
}

Result<QSslKey> privateKey(const QByteArray &pem, const QString &where)
{
    for (QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Dsa}) {
        QSslKey key(pem, algorithm, QSsl::Pem, QSsl::PrivateKey);
        if (!key.isNull())
            return key;
    }
    return Error(Error::Kind::Tls, QStringLiteral("client key is not a PEM private key (RSA, EC or PKCS#8)"), where);
}

Error checkKeyMatches(const QByteArray &certificatePem, const QByteArray &keyPem, const QString &where)
{
    auto bioOf = [](const QByteArray &bytes) {
        return std::unique_ptr<BIO, decltype(&BIO_free)>(BIO_new_mem_buf(bytes.constData(), int(bytes.size())), &BIO_free);
    };
    auto certBio = bioOf(certificatePem);
    auto keyBio = bioOf(keyPem);
    std::unique_ptr<X509, decltype(&X509_free)> cert(PEM_read_bio_X509(certBio.get(), nullptr, nullptr, nullptr), &X509_free);
    std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)> key(PEM_read_bio_PrivateKey(keyBio.get(), nullptr, nullptr, nullptr), &EVP_PKEY_free);
    ERR_clear_error();
    if (!cert)
        return Error(Error::Kind::Tls, QStringLiteral("client certificate is not a PEM certificate"), where);
    if (!key)
        return Error(Error::Kind::Tls, QStringLiteral("client key is not a PEM private key"), where);
    if (X509_check_private_key(cert.get(), key.get()) != 1) {
        ERR_clear_error();
        return Error(Error::Kind::Tls, QStringLiteral("client key does not match the client certificate"), where);
    }
    return {};
}

} // namespace kube::TlsMaterial
