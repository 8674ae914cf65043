// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "prometheussettings.h"

#include <QRegularExpression>
#include <QSettings>

namespace {
QString groupOf(const QString &context)
{
    return QStringLiteral("clusters/") + context + QStringLiteral("/prometheus");
}
} // namespace

std::optional<kube::PrometheusService> PrometheusSettings::load(const QString &context)
{
    QSettings settings;
    settings.beginGroup(groupOf(context));
    kube::PrometheusService service{settings.value(QStringLiteral("namespace")).toString(),
                                    settings.value(QStringLiteral("name")).toString(),
                                    settings.value(QStringLiteral("port")).toString(),
                                    settings.value(QStringLiteral("pathPrefix")).toString()};
    if (!service.isValid())
        return std::nullopt;
    return service;
}

void PrometheusSettings::save(const QString &context, const std::optional<kube::PrometheusService> &service)
{
    QSettings settings;
    settings.remove(groupOf(context));
    if (!service || !service->isValid())
        return;
    settings.beginGroup(groupOf(context));
    settings.setValue(QStringLiteral("namespace"), service->namespaceName);
    settings.setValue(QStringLiteral("name"), service->name);
    settings.setValue(QStringLiteral("port"), service->port);
    settings.setValue(QStringLiteral("pathPrefix"), service->pathPrefix);
}

QString PrometheusSettings::text(const kube::PrometheusService &service)
{
    QString out = service.namespaceName + QLatin1Char('/') + service.name;
    if (!service.port.isEmpty())
        out += QLatin1Char(':') + service.port;
    if (!service.pathPrefix.isEmpty())
        out += (service.pathPrefix.startsWith(QLatin1Char('/')) ? QString() : QStringLiteral("/")) +
               service.pathPrefix;
    return out;
}

std::optional<kube::PrometheusService> PrometheusSettings::parse(const QString &text)
{
    // Names as Kubernetes allows them (DNS labels); a port by number or name; any path after.
    static const QRegularExpression form(QStringLiteral(
        "^([a-z0-9]([-a-z0-9]*[a-z0-9])?)/([a-z0-9]([-a-z0-9]*[a-z0-9])?)(:([A-Za-z0-9-]+))?(/.*)?$"));
    const QRegularExpressionMatch match = form.match(text.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    return kube::PrometheusService{match.captured(1), match.captured(3), match.captured(6),
                                   match.captured(7)};
}
