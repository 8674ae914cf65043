// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "verbcommand.h"

#include <QProcess>

// `qkubectl edit TYPE NAME` (or TYPE/NAME), as kubectl 1.32: the object, without managedFields, as YAML (or
// JSON with -o json) in a temporary file under kubectl's header comment, opened in KUBE_EDITOR, else EDITOR,
// else vi. An empty or unchanged file: `Edit cancelled, no changes made.`. An edit that does not parse or
// that the server refuses reopens the file with the error as comments at the top; an edit left as it was
// after that keeps the file, names its path and fails, in kubectl's words. Otherwise the change is sent as a
// JSON merge patch: `deployment.apps/web edited`. One object at a time.
class EditCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    explicit EditCommand(const Invocation &invocation, QObject *parent = nullptr);

private:
    bool validate(QString *error) override;
    void start() override;
    void openEditor();
    void edited();
    void reopen(const QString &comments, const QString &summary);
    void cancel();

    Target m_target;
    QJsonObject m_original; // as read, without managedFields
    QString m_body;         // what the file holds below the comments, as last written
    QString m_comments;     // the errors of the last attempt, as comment lines
    QString m_lastError;    // and as kubectl summarises it when giving up
    QString m_path;
    QProcess *m_editor = nullptr;
};
