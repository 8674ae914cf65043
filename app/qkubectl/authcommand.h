// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "verbcommand.h"

// kubectl auth can-i and auth whoami: a SelfSubjectAccessReview answered "yes" or "no" (exit code 0 or 1), a
// SelfSubjectRulesReview broken down, compacted and sorted as kubectl's rbac helpers do (--list), and the
// SelfSubjectReview's user (whoami, as a table or -o json|yaml). The global --as and --as-group impersonate.
// Lives on the main thread.
class AuthCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addCanIFlags(FlagSet &flags);
    static void addWhoAmIFlags(FlagSet &flags);
    explicit AuthCommand(const Invocation &invocation, QObject *parent = nullptr);

protected:
    bool validate(QString *error) override;
    void start() override;
    bool usesMapper() const override
    {
        return verb() == QLatin1String("auth can-i") && !flag(QStringLiteral("list"));
    }
    DiscoveryUse discoveryUse() const override { return DiscoveryUse::AccessReview; }

private:
    void canI();
    void listRules();
    void whoAmI();
    // A review POSTed as the user (impersonated when --as is given); its answer's status to `done`.
    void review(const QString &resource, const QJsonObject &body,
                std::function<void(const QJsonObject &review)> done);

    QString m_namespace;
    kube::GroupVersionResource m_resource;
    QString m_resourceName;
    QString m_nonResourceUrl;
};
