// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "remote/filecopy.h"
#include "verbcommand.h"

// `qkubectl cp SRC DEST`, as kubectl 1.32: one side `[[namespace/]pod:]path` in the container, the other a
// local path; tar run in the container through exec (`tar cf - PATH` out, `tar -xmf - -C DIR` in), `-c`,
// `--no-preserve`; tar's own lines passed on where kubectl prints them (stdout downloading, stderr
// uploading); tar's exit code as the command's ("command terminated with exit code 2"). Lives on the main
// thread.
class CpCommand : public VerbCommand
{
    Q_OBJECT
public:
    static void addFlags(FlagSet &flags);
    explicit CpCommand(const Invocation &invocation, QObject *parent = nullptr);

private:
    struct FileSpec
    {
        QString namespaceName;
        QString pod;
        QString path;
    };
    static std::optional<FileSpec> fileSpec(const QString &argument, QString *error);
    bool validate(QString *error) override;
    void start() override;
    void copy(const QString &namespaceName, const QString &container);

    FileSpec m_source, m_destination;
    kube::FileCopy *m_copy = nullptr;
};
