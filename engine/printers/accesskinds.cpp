// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kindprinter.h"

#include "describe/describers.h"

// Access: who may do what (kubectl's printServiceAccount, printRoleBinding, printClusterRoleBinding; Roles
// and ClusterRoles print as the apiserver's default, NAME and CREATED AT).
namespace kube::detail {

namespace {

QList<PrintCell> serviceAccountCells(const Object &object, Field root)
{
    return {nameCell(object), PrintCell::integer(qint64(root["secrets"].size())), ageCell(object)};
}

// ROLE, then the subjects (wide): users, groups and service accounts as "namespace/name".
QList<PrintCell> bindingCells(const Object &object, Field root)
{
    const Field role = root["roleRef"];
    QStringList users, groups, serviceAccounts;
    root["subjects"].forEach([&](Field subject) {
        const std::string_view kind = subject["kind"].view();
        if (kind == "User")
            users.append(subject["name"].text());
        else if (kind == "Group")
            groups.append(subject["name"].text());
        else if (kind == "ServiceAccount")
            serviceAccounts.append(subject["namespace"].text() + QLatin1Char('/') + subject["name"].text());
    });
    const QString separator = QStringLiteral(", ");
    return {nameCell(object),
            PrintCell::text(role["kind"].text() + QLatin1Char('/') + role["name"].text()),
            ageCell(object),
            PrintCell::text(users.join(separator)),
            PrintCell::text(groups.join(separator)),
            PrintCell::text(serviceAccounts.join(separator))};
}

} // namespace

void addAccessKinds(KindRegistry &registry)
{
    registry.add(
        "", "serviceaccounts",
        {KindCategory::Access, QT_TRANSLATE_NOOP("kube::NavigatorModel", "ServiceAccounts")},
        {nameColumn(),
         column("Secrets", "Secrets is a list of the secrets in the same namespace that pods running using "
                           "this ServiceAccount are "
                           "allowed to use. Pods are only limited to this list if this service account has a "
                           "\"kubernetes.io/enforce-mountable-secrets\" annotation set to \"true\". This "
                           "field should not be used to find "
                           "auto-generated service account token secrets for use outside of pods. Instead, "
                           "tokens can be requested "
                           "directly using the TokenRequest API, or service account token secrets can be "
                           "manually created. More info: "
                           "https://kubernetes.io/docs/concepts/configuration/secret"),
         ageColumn()},
        serviceAccountCells, noHealth);
    registry.addDefault("rbac.authorization.k8s.io", "roles",
                        {KindCategory::Access, QT_TRANSLATE_NOOP("kube::NavigatorModel", "Roles")});
    registry.add("rbac.authorization.k8s.io", "rolebindings",
                 {KindCategory::Access, QT_TRANSLATE_NOOP("kube::NavigatorModel", "RoleBindings")},
                 {nameColumn(),
                  column("Role", "RoleRef can reference a Role in the current namespace or a ClusterRole in "
                                 "the global namespace. If the "
                                 "RoleRef cannot be resolved, the Authorizer must return an error."),
                  ageColumn(), column("Users", "Users in the roleBinding", 1),
                  column("Groups", "Groups in the roleBinding", 1),
                  column("ServiceAccounts", "ServiceAccounts in the roleBinding", 1)},
                 bindingCells, noHealth);
    registry.addDefault("rbac.authorization.k8s.io", "clusterroles",
                        {KindCategory::Access, QT_TRANSLATE_NOOP("kube::NavigatorModel", "ClusterRoles")});
    registry.add("rbac.authorization.k8s.io", "clusterrolebindings",
                 {KindCategory::Access, QT_TRANSLATE_NOOP("kube::NavigatorModel", "ClusterRoleBindings")},
                 {nameColumn(),
                  column("Role", "RoleRef can only reference a ClusterRole in the global namespace. If the "
                                 "RoleRef cannot be resolved, the "
                                 "Authorizer must return an error."),
                  ageColumn(), column("Users", "Users in the clusterRoleBinding", 1),
                  column("Groups", "Groups in the clusterRoleBinding", 1),
                  column("ServiceAccounts", "ServiceAccounts in the clusterRoleBinding", 1)},
                 bindingCells, noHealth);

    registry.setDescriber("", "serviceaccounts", describeServiceAccountObject);
    registry.setDescriber("rbac.authorization.k8s.io", "roles", describeRoleObject);
    registry.setDescriber("rbac.authorization.k8s.io", "rolebindings", describeRoleBindingObject);
    registry.setDescriber("rbac.authorization.k8s.io", "clusterroles", describeRoleObject);
    registry.setDescriber("rbac.authorization.k8s.io", "clusterrolebindings", describeRoleBindingObject);
}

} // namespace kube::detail
