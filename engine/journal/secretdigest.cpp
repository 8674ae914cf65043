// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "secretdigest.h"

#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

namespace kube {

namespace {
// The HMAC key: as long as SHA-256's output, the most that adds strength.
constexpr int keyBytes = 32;
// Bytes of the HMAC kept: enough that two different values never show the same digest in practice.
constexpr int keptBytes = 8;
} // namespace

SecretDigest::SecretDigest() : m_key(keyBytes, Qt::Uninitialized)
{
    QRandomGenerator::system()->generate(m_key.begin(), m_key.end());
}

bool SecretDigest::isSecret(const GroupVersionResource &gvr)
{
    return gvr.group.isEmpty() && gvr.resource == QLatin1String("secrets");
}

QString SecretDigest::digest(QByteArrayView value) const
{
    const QByteArray mac =
        QMessageAuthenticationCode::hash(value.toByteArray(), m_key, QCryptographicHash::Sha256);
    return prefix + QString::fromLatin1(mac.left(keptBytes).toHex()) + QStringLiteral(" length ") +
           QString::number(value.size());
}

Object SecretDigest::digested(const GroupVersionResource &gvr, const Object &object) const
{
    if (!isSecret(gvr))
        return object;
    QJsonObject json = object.stripped(false, true).toJsonObject();
    // data holds base64 (digested decoded, so that the same value reads the same under data and stringData).
    for (const auto &[field, base64] :
         {std::pair{QLatin1String("data"), true}, {QLatin1String("stringData"), false}}) {
        if (!json.value(field).isObject())
            continue;
        QJsonObject values = json.value(field).toObject();
        for (auto it = values.begin(); it != values.end(); ++it) {
            const QByteArray value = it.value().toString().toUtf8();
            it.value() = digest(base64 ? QByteArray::fromBase64(value) : value);
        }
        json.insert(field, values);
    }
    auto decoded = Object::fromJson(QJsonDocument(json).toJson(QJsonDocument::Compact));
    // The JSON was the object's own, so it decodes; were it not to, nothing of the Secret is better than its
    // values.
    return decoded ? std::move(decoded).value() : Object();
}

} // namespace kube
