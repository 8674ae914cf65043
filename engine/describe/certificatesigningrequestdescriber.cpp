// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describerregistry.h"
#include "describers.h"
#include "printers/humanduration.h"
#include "printers/podview.h"

#include <QByteArray>
#include <QHostAddress>
#include <QtEndian>

#include <openssl/bio.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>

#include <memory>

namespace kube {

namespace {

using W = DescribeWriter;

// What kubectl prints of a PKCS#10 request: the subject's attributes as Go's pkix.Name gathers them (the last
// common name and serial number; every value of the others, in order) and the subject alternative names.
struct CertificateRequestText
{
    QString commonName, serialNumber;
    QStringList organization, organizationalUnit, country, locality, province, streetAddress, postalCode;
    QStringList dnsNames, emailAddresses, uris, ipAddresses;
};

QString asn1Text(const ASN1_STRING *string)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(ASN1_STRING_get0_data(string)),
                             ASN1_STRING_length(string));
}

// certificate.ParseCSR: one PEM "CERTIFICATE REQUEST" block; the error in Go's words.
Result<CertificateRequestText> parseCertificateRequest(const QByteArray &pem)
{
    std::unique_ptr<BIO, decltype(&BIO_free)> bio(BIO_new_mem_buf(pem.constData(), int(pem.size())),
                                                  BIO_free);
    std::unique_ptr<X509_REQ, decltype(&X509_REQ_free)> request(
        PEM_read_bio_X509_REQ(bio.get(), nullptr, nullptr, nullptr), X509_REQ_free);
    if (!request)
        return Error(Error::Kind::Decode, QStringLiteral("PEM block type must be CERTIFICATE REQUEST"));
    CertificateRequestText text;
    const X509_NAME *subject = X509_REQ_get_subject_name(request.get());
    for (int i = 0; i < X509_NAME_entry_count(subject); ++i) {
        const X509_NAME_ENTRY *entry = X509_NAME_get_entry(subject, i);
        const QString value = asn1Text(X509_NAME_ENTRY_get_data(entry));
        switch (OBJ_obj2nid(X509_NAME_ENTRY_get_object(entry))) {
        case NID_commonName:
            text.commonName = value;
            break;
        case NID_serialNumber:
            text.serialNumber = value;
            break;
        case NID_organizationName:
            text.organization.append(value);
            break;
        case NID_organizationalUnitName:
            text.organizationalUnit.append(value);
            break;
        case NID_countryName:
            text.country.append(value);
            break;
        case NID_localityName:
            text.locality.append(value);
            break;
        case NID_stateOrProvinceName:
            text.province.append(value);
            break;
        case NID_streetAddress:
            text.streetAddress.append(value);
            break;
        case NID_postalCode:
            text.postalCode.append(value);
            break;
        default:
            break;
        }
    }
    STACK_OF(X509_EXTENSION) *extensions = X509_REQ_get_extensions(request.get());
    auto *names =
        extensions
            ? static_cast<GENERAL_NAMES *>(X509V3_get_d2i(extensions, NID_subject_alt_name, nullptr, nullptr))
            : nullptr;
    for (int i = 0; names && i < sk_GENERAL_NAME_num(names); ++i) {
        const GENERAL_NAME *name = sk_GENERAL_NAME_value(names, i);
        if (name->type == GEN_DNS)
            text.dnsNames.append(asn1Text(name->d.dNSName));
        else if (name->type == GEN_EMAIL)
            text.emailAddresses.append(asn1Text(name->d.rfc822Name));
        else if (name->type == GEN_URI)
            text.uris.append(asn1Text(name->d.uniformResourceIdentifier));
        else if (name->type == GEN_IPADD && name->d.iPAddress->length == 4)
            text.ipAddresses.append(
                QHostAddress(qFromBigEndian<quint32>(name->d.iPAddress->data)).toString());
        else if (name->type == GEN_IPADD && name->d.iPAddress->length == 16)
            text.ipAddresses.append(QHostAddress(name->d.iPAddress->data).toString());
    }
    GENERAL_NAMES_free(names);
    sk_X509_EXTENSION_pop_free(extensions, X509_EXTENSION_free);
    return text;
}

// extractCSRStatus: Denied before Approved before Pending, then ",Failed" and ",Issued".
QString requestStatus(const QJsonObject &status)
{
    bool approved = false, denied = false, failed = false;
    for (const QJsonValue &condition : status.value(QLatin1String("conditions")).toArray()) {
        const QString type = jsonString(condition.toObject(), "type");
        approved = approved || type == QLatin1String("Approved");
        denied = denied || type == QLatin1String("Denied");
        failed = failed || type == QLatin1String("Failed");
    }
    QString text = denied     ? QStringLiteral("Denied")
                   : approved ? QStringLiteral("Approved")
                              : QStringLiteral("Pending");
    if (failed)
        text += QStringLiteral(",Failed");
    if (!jsonString(status, "certificate").isEmpty())
        text += QStringLiteral(",Issued");
    return text;
}

// `kubectl describe csr`.
Description describeCertificateSigningRequest(const QJsonObject &request,
                                              const CertificateRequestText &parsed,
                                              const std::optional<QList<QJsonObject>> &events,
                                              const DescribeClock &clock)
{
    const QJsonObject metadata = jsonObject(request, "metadata");
    const QJsonObject spec = jsonObject(request, "spec");
    W w(clock);
    const auto list = [&w](const QString &name, const QStringList &values) {
        if (!values.isEmpty())
            w.write(W::level0,
                    QStringLiteral("\t%1:\t%2\n").arg(name, values.join(QStringLiteral("\n\t\t"))));
    };
    w.write(W::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(W::level0, QStringLiteral("Labels:\t%1\n").arg(formatLabels(jsonObject(metadata, "labels"))));
    w.write(W::level0,
            QStringLiteral("Annotations:\t%1\n").arg(formatLabels(jsonObject(metadata, "annotations"))));
    w.write(W::level0, QStringLiteral("CreationTimestamp:\t%1\n")
                           .arg(w.timestamp(jsonString(metadata, "creationTimestamp"))));
    w.write(W::level0, QStringLiteral("Requesting User:\t%1\n").arg(jsonString(spec, "username")));
    if (!jsonString(spec, "signerName").isEmpty())
        w.write(W::level0, QStringLiteral("Signer:\t%1\n").arg(jsonString(spec, "signerName")));
    if (spec.contains(QLatin1String("expirationSeconds")))
        w.write(W::level0,
                QStringLiteral("Requested Duration:\t%1\n")
                    .arg(humanDuration(spec.value(QLatin1String("expirationSeconds")).toInteger() * 1000)));
    w.write(W::level0, QStringLiteral("Status:\t%1\n").arg(requestStatus(jsonObject(request, "status"))));
    w.write(W::level0, QStringLiteral("Subject:\n"));
    w.write(W::level0, QStringLiteral("\tCommon Name:\t%1\n").arg(parsed.commonName));
    w.write(W::level0, QStringLiteral("\tSerial Number:\t%1\n").arg(parsed.serialNumber));
    list(QStringLiteral("Organization"), parsed.organization);
    list(QStringLiteral("Organizational Unit"), parsed.organizationalUnit);
    list(QStringLiteral("Country"), parsed.country);
    list(QStringLiteral("Locality"), parsed.locality);
    list(QStringLiteral("Province"), parsed.province);
    list(QStringLiteral("StreetAddress"), parsed.streetAddress);
    list(QStringLiteral("PostalCode"), parsed.postalCode);
    if (!parsed.dnsNames.isEmpty() || !parsed.emailAddresses.isEmpty() || !parsed.uris.isEmpty() ||
        !parsed.ipAddresses.isEmpty()) {
        w.write(W::level0, QStringLiteral("Subject Alternative Names:\n"));
        list(QStringLiteral("DNS Names"), parsed.dnsNames);
        list(QStringLiteral("Email Addresses"), parsed.emailAddresses);
        list(QStringLiteral("URIs"), parsed.uris);
        list(QStringLiteral("IP Addresses"), parsed.ipAddresses);
    }
    if (events)
        describeEvents(w, *events);
    return w.description();
}

void describeCertificateSigningRequestWith(const QJsonObject &object, DescribeSource *source,
                                           const DescribeClock &clock, std::function<void(Description)> done)
{
    const auto parsed = parseCertificateRequest(
        QByteArray::fromBase64(jsonString(jsonObject(object, "spec"), "request").toLatin1()));
    if (!parsed) {
        source->fail(
            Error(Error::Kind::Decode, QStringLiteral("Error parsing CSR: ") + parsed.error().message()));
        done({});
        return;
    }
    source->events(object, QStringLiteral("CertificateSigningRequest"),
                   [object, text = *parsed, done, clock](const DescribeSource::Events &events) {
                       done(describeCertificateSigningRequest(object, text, events, clock));
                   });
}

} // namespace

void describeCertificateSigningRequestObject(const QJsonObject &object, DescribeSource *source,
                                             const DescribeClock &clock,
                                             std::function<void(Description)> done)
{
    describeCertificateSigningRequestWith(object, source, clock, std::move(done));
}

} // namespace kube
