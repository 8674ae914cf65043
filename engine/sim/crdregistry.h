// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "resourcetype.h"

#include <QJsonObject>

#include <memory>
#include <vector>

namespace kube::sim {

// What kubesim serves: the built-in resources and the custom resources of the CustomResourceDefinitions
// created so far. install() makes a CRD's served versions appear in discovery and the API; uninstall() takes
// them away. A type handed out stays valid for the registry's life (the store's history and open watches point
// at it), even after its CRD is gone. Lives on the server's thread.
class CrdRegistry
{
public:
    // The apiserver's checks of a CRD before it is stored: the message of a 422, or empty when valid.
    static QString validate(const QJsonObject &crd);
    // The CRD as the apiserver stores it: names defaulted (singular, listKind), the NamesAccepted and
    // Established conditions, acceptedNames and storedVersions.
    static QJsonObject withStatus(QJsonObject crd);
    // Serves (or, for a CRD updated in place, re-describes) the CRD's served versions.
    void install(const QJsonObject &crd);
    // Stops serving the CRD's resources; returns the types that were served, whose objects are now orphans.
    QList<const ResourceType *> uninstall(const QString &crdName);

    const ResourceType *find(const QString &group, const QString &version, const QString &resource) const;
    // Built-in types first, then the custom ones in the order their CRDs came.
    QList<const ResourceType *> served() const;
    bool isCustom(const ResourceType &type) const;
    // The version's openAPIV3Schema (empty: none) and the whole CRD the type came from.
    QJsonObject schemaOf(const ResourceType &type) const;
    QJsonObject definitionOf(const ResourceType &type) const;

private:
    struct Entry
    {
        QString crdName;
        std::unique_ptr<ResourceType> type;
        QJsonObject schema;
        QJsonObject crd;
        bool served = true;
    };
    const Entry *entryOf(const ResourceType &type) const;
    std::vector<Entry> m_entries;
};

} // namespace kube::sim
