// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "describerregistry.h"

namespace kube {

namespace {

QString describerKey(const QString &group, const QString &kind)
{
    return group + QLatin1Char('/') + kind;
}

} // namespace

const DescriberRegistry &DescriberRegistry::instance()
{
    static const DescriberRegistry registry = [] {
        DescriberRegistry filled;
        registerBuiltinDescribers(filled);
        registerConfigMapDescriber(filled);
        registerSecretDescriber(filled);
        registerServiceAccountDescriber(filled);
        return filled;
    }();
    return registry;
}

void DescriberRegistry::add(const QString &group, const QString &kind, Describer describer)
{
    m_describers.insert(describerKey(group, kind), std::move(describer));
}

const Describer *DescriberRegistry::find(const QString &group, const QString &kind) const
{
    const auto found = m_describers.constFind(describerKey(group, kind));
    return found == m_describers.cend() ? nullptr : &found.value();
}

} // namespace kube
