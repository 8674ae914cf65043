// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "verbcommand.h"

// `qkubectl create -f` and `qkubectl apply -f` (client-side), as kubectl 1.32: every object of the files
// (YAML or JSON, several documents, - for stdin) in order. create POSTs each (`deployment.apps/web created`,
// an existing one is kubectl's AlreadyExists error). apply creates what is absent with the
// kubectl.kubernetes.io/last-applied-configuration annotation kubectl writes, and patches what exists with a
// three-way JSON merge patch from the last applied configuration, the new one and the live object
// (`configured`), or sends nothing when that patch is empty (`unchanged`). Lists are replaced whole when they
// differ, unlike kubectl's strategic merge by key; a live list that only adds server defaults to the applied
// one counts as unchanged. kubectl's typed create subcommands (create configmap, create deployment...) are
// not here: they are refused by name.
class ApplyCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    enum class Mode { Create, Apply };
    ApplyCommand(const Invocation &invocation, Mode mode, QObject *parent = nullptr);

    // The three-way merge patch: what turns `live` into `modified`, and removes what `original` (the last
    // applied) had and `modified` no longer has. Empty when nothing is to change.
    static QJsonObject threeWayPatch(const QJsonObject &original, const QJsonObject &modified,
                                     const QJsonObject &live);

private:
    struct Item
    {
        Target target;
        QJsonObject object;
        QString source;
    };

    bool validate(QString *error) override;
    void start() override;
    void next();
    void create(const Item &item, const QJsonObject &object);
    void report(const Item &item, const QString &operation);
    void error(const kube::Error &error, const QString &context);

    Mode m_mode;
    QList<Item> m_items;
    bool m_failed = false;
};
