// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describeevents.h"
#include "describers.h"

#include <QSet>

namespace kube {

namespace {

const GroupVersionResource serviceAccountSecrets{QString(), QStringLiteral("v1"), QStringLiteral("secrets")};

// `kubectl describe serviceaccount`: its image pull and mountable secrets (" (not found)" when absent from
// `secrets`, the namespace's), and the token secrets issued for it (by name and uid annotations).
Description describeServiceAccount(const QJsonObject &account, const QList<QJsonObject> &secrets,
                                   const std::optional<QList<QJsonObject>> &events,
                                   const DescribeClock &clock)
{
    DescribeWriter w(clock);
    const QJsonObject metadata = jsonObject(account, "metadata");
    w.write(DescribeWriter::level0, QStringLiteral("Name:\t%1\n").arg(jsonString(metadata, "name")));
    w.write(DescribeWriter::level0,
            QStringLiteral("Namespace:\t%1\n").arg(jsonString(metadata, "namespace")));
    w.labels(QStringLiteral("Labels"), jsonObject(metadata, "labels"));
    w.annotations(QStringLiteral("Annotations"), jsonObject(metadata, "annotations"));
    QSet<QString> existing;
    QStringList tokens;
    for (const QJsonObject &secret : secrets) {
        const QJsonObject secretMetadata = jsonObject(secret, "metadata");
        existing.insert(jsonString(secretMetadata, "name"));
        const QJsonObject annotations = jsonObject(secretMetadata, "annotations");
        if (jsonString(secret, "type") == QLatin1String("kubernetes.io/service-account-token") &&
            jsonString(annotations, "kubernetes.io/service-account.name") == jsonString(metadata, "name") &&
            jsonString(annotations, "kubernetes.io/service-account.uid") == jsonString(metadata, "uid"))
            tokens.append(jsonString(secretMetadata, "name"));
    }
    const auto names = [&account](const char *key) {
        QStringList found;
        for (const QJsonValue &reference : account.value(QLatin1String(key)).toArray())
            found.append(reference.toObject().value(QLatin1String("name")).toString());
        return found;
    };
    // kubectl's headers, padded to one width, in their sorted order.
    const QList<std::pair<QString, QStringList>> sections{
        {QStringLiteral("Image pull secrets:"), names("imagePullSecrets")},
        {QStringLiteral("Mountable secrets: "), names("secrets")},
        {QStringLiteral("Tokens:            "), tokens}};
    for (const auto &[header, list] : sections) {
        if (list.isEmpty()) {
            w.write(DescribeWriter::level0, header + QStringLiteral("\t<none>\n"));
            continue;
        }
        QString prefix = header;
        for (const QString &name : list) {
            w.write(DescribeWriter::level0,
                    prefix + QLatin1Char('\t') + name +
                        (existing.contains(name) ? QString() : QStringLiteral(" (not found)")) +
                        QLatin1Char('\n'));
            prefix = QString(header.size(), QLatin1Char(' '));
        }
    }
    if (events)
        describeEvents(w, *events);
    return w.description();
}

} // namespace

void describeServiceAccountObject(const QJsonObject &object, DescribeSource *source,
                                  const DescribeClock &clock, std::function<void(Description)> done)
{
    source->list(serviceAccountSecrets, jsonString(jsonObject(object, "metadata"), "namespace"), {},
                 [object, source, clock, done](const DescribeSource::Items &secrets) {
                     const QList<QJsonObject> found = secrets ? *secrets : QList<QJsonObject>();
                     source->events(object, QStringLiteral("ServiceAccount"),
                                    [object, found, clock, done](const DescribeSource::Events &events) {
                                        done(describeServiceAccount(object, found, events, clock));
                                    });
                 });
}

} // namespace kube
