// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "invocation.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

// Every qkubectl command, declared once as cobra declares kubectl's: its words, aliases, help heading,
// one-line and longer description, usage line, its flags and how it starts. main dispatches through it;
// --help, help and `options` are written from it. A command's flags are the global ones (globalflags.h),
// -h/--help and its own; they are parsed once, by FlagSet, before the command is made. Main thread.
struct CommandSpec
{
    QString path;        // "get", "config use-context"
    QStringList aliases; // other spellings of the last word: "po", "pods" for "top pod"
    QString heading;     // the root help's group: "Basic Commands"
    QString summary;     // one line, for the root's list
    QString description; // the command's help, above its options
    QString use;         // the usage line after the program's name: "get TYPE [NAME...] [flags]"
    void (*addFlags)(FlagSet &flags) = nullptr;
    // Makes the command and queues its run; it ends the application with its exit code. Null: the command
    // only groups others (its help lists them).
    QObject *(*start)(const Invocation &invocation) = nullptr;
};

namespace CommandRegistry {

const QList<CommandSpec> &commands();

// What main runs: a command made and queued, or (help, a mistake on the command line) an exit code, with
// what was to be said already written.
struct Dispatch
{
    QObject *command = nullptr;
    int exitCode = 0;
};
// Finds the command in `arguments` (without the program's name) as cobra does (flags skipped by their types,
// aliases followed), parses its flags, and starts it.
Dispatch dispatch(const QStringList &arguments);

// The flags a command parses: the global ones, -h/--help and its own (null: the root's).
FlagSet flagsOf(const CommandSpec *command);

} // namespace CommandRegistry
