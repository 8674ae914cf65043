// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "listwatch.h"

namespace kube {

RestCall *ListWatch::list(ListOptions options, const DecodeOptions &decode, bool preferProtobuf) const
{
    options.labelSelector = m_labelSelector;
    options.fieldSelector = m_fieldSelector;
    return m_resource.listDecoded(options, decode, preferProtobuf);
}

WatchCall *ListWatch::watch(ListOptions options, const DecodeOptions &decode) const
{
    options.labelSelector = m_labelSelector;
    options.fieldSelector = m_fieldSelector;
    return m_resource.watch(options, decode);
}

QString ListWatch::description() const
{
    QString text = m_resource.gvr().groupVersion() + QLatin1Char('/') + m_resource.gvr().resource;
    if (!m_resource.namespaceName().isEmpty())
        text += QStringLiteral(" in ") + m_resource.namespaceName();
    if (!m_labelSelector.isEmpty())
        text += QStringLiteral(" -l ") + m_labelSelector;
    if (!m_fieldSelector.isEmpty())
        text += QStringLiteral(" --field-selector ") + m_fieldSelector;
    return text;
}

} // namespace kube
