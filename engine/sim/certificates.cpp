// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "certificates.h"

#include <QRandomGenerator>

#include <openssl/bio.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <memory>

namespace kube::sim::Certificates {

namespace {

constexpr long validitySeconds = 2 * 24 * 3600;

using PKey = std::unique_ptr<EVP_PKEY, decltype(&EVP_PKEY_free)>;
using Cert = std::unique_ptr<X509, decltype(&X509_free)>;

PKey newKey()
{
    return PKey(EVP_EC_gen("P-256"), &EVP_PKEY_free);
}

QByteArray toPem(X509 *cert)
{
    std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), &BIO_free);
    PEM_write_bio_X509(bio.get(), cert);
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio.get(), &data);
    return QByteArray(data, size);
}

QByteArray toPem(EVP_PKEY *key)
{
    std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new(BIO_s_mem()), &BIO_free);
    PEM_write_bio_PrivateKey(bio.get(), key, nullptr, nullptr, 0, nullptr, nullptr);
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio.get(), &data);
    return QByteArray(data, size);
}

void addExtension(X509 *cert, X509 *issuer, int nid, const char *value)
{
    X509V3_CTX ctx;
    X509V3_set_ctx_nodb(&ctx);
    X509V3_set_ctx(&ctx, issuer, cert, nullptr, nullptr, 0);
    X509_EXTENSION *extension = X509V3_EXT_conf_nid(nullptr, &ctx, nid, value);
    if (extension) {
        X509_add_ext(cert, extension, -1);
        X509_EXTENSION_free(extension);
    }
}

Cert newCertificate(EVP_PKEY *key, const QString &commonName, const QStringList &organizations)
{
    Cert cert(X509_new(), &X509_free);
    X509_set_version(cert.get(), 2);
    ASN1_INTEGER_set(X509_get_serialNumber(cert.get()), long(QRandomGenerator::global()->bounded(1, 0x7fffffff)));
    X509_gmtime_adj(X509_getm_notBefore(cert.get()), -3600);
    X509_gmtime_adj(X509_getm_notAfter(cert.get()), validitySeconds);
    X509_set_pubkey(cert.get(), key);
    X509_NAME *name = X509_get_subject_name(cert.get());
    for (const QString &o : organizations)
        X509_NAME_add_entry_by_txt(name, "O", MBSTRING_UTF8, reinterpret_cast<const unsigned char *>(o.toUtf8().constData()), -1, -1, 0);
    X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8, reinterpret_cast<const unsigned char *>(commonName.toUtf8().constData()), -1, -1, 0);
    return cert;
}

std::pair<Cert, PKey> parse(const KeyPair &pair)
{
    std::unique_ptr<BIO, decltype(&BIO_free)> certBio(BIO_new_mem_buf(pair.certificatePem.constData(), int(pair.certificatePem.size())), &BIO_free);
    std::unique_ptr<BIO, decltype(&BIO_free)> keyBio(BIO_new_mem_buf(pair.keyPem.constData(), int(pair.keyPem.size())), &BIO_free);
    return {Cert(PEM_read_bio_X509(certBio.get(), nullptr, nullptr, nullptr), &X509_free),
            PKey(PEM_read_bio_PrivateKey(keyBio.get(), nullptr, nullptr, nullptr), &EVP_PKEY_free)};
}

KeyPair issue(const KeyPair &ca, const QString &commonName, const QStringList &organizations, const QString &subjectAltNames, bool server)
{
    auto [caCert, caKey] = parse(ca);
    PKey key = newKey();
    Cert cert = newCertificate(key.get(), commonName, organizations);
    X509_set_issuer_name(cert.get(), X509_get_subject_name(caCert.get()));
    addExtension(cert.get(), caCert.get(), NID_basic_constraints, "critical,CA:FALSE");
    addExtension(cert.get(), caCert.get(), NID_key_usage, "critical,digitalSignature,keyEncipherment");
    addExtension(cert.get(), caCert.get(), NID_ext_key_usage, server ? "serverAuth" : "clientAuth");
    if (!subjectAltNames.isEmpty())
        addExtension(cert.get(), caCert.get(), NID_subject_alt_name, subjectAltNames.toUtf8().constData());
    X509_sign(cert.get(), caKey.get(), EVP_sha256());
    return {toPem(cert.get()), toPem(key.get())};
}

} // namespace

KeyPair makeCa(const QString &commonName)
{
    PKey key = newKey();
    Cert cert = newCertificate(key.get(), commonName, {});
    X509_set_issuer_name(cert.get(), X509_get_subject_name(cert.get()));
    addExtension(cert.get(), cert.get(), NID_basic_constraints, "critical,CA:TRUE");
    addExtension(cert.get(), cert.get(), NID_key_usage, "critical,keyCertSign,cRLSign,digitalSignature");
    addExtension(cert.get(), cert.get(), NID_subject_key_identifier, "hash");
    X509_sign(cert.get(), key.get(), EVP_sha256());
    return {toPem(cert.get()), toPem(key.get())};
}

KeyPair makeServer(const KeyPair &ca, const QStringList &dnsNames, const QStringList &ipAddresses)
{
    QStringList sans;
    for (const QString &dns : dnsNames)
        sans.append(QStringLiteral("DNS:") + dns);
    for (const QString &ip : ipAddresses)
        sans.append(QStringLiteral("IP:") + ip);
    return issue(ca, dnsNames.value(0, QStringLiteral("kubesim")), {}, sans.join(QLatin1Char(',')), true);
}

KeyPair makeClient(const KeyPair &ca, const QString &user, const QStringList &groups)
{
    return issue(ca, user, groups, {}, false);
}

bool isIssuedBy(const QByteArray &certificatePem, const QByteArray &caPem)
{
    auto [cert, unusedKey] = parse({certificatePem, {}});
    auto [ca, unusedCaKey] = parse({caPem, {}});
    if (!cert || !ca)
        return false;
    PKey caKey(X509_get_pubkey(ca.get()), &EVP_PKEY_free);
    return X509_verify(cert.get(), caKey.get()) == 1 && X509_cmp_current_time(X509_get0_notAfter(cert.get())) > 0
        && X509_cmp_current_time(X509_get0_notBefore(cert.get())) < 0;
}

} // namespace kube::sim::Certificates
