// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "kubeconfig.h"

namespace kube {

// Reads one kubeconfig file into a KubeConfig (not merged). Every error names the file, the line and the
// key path (`users[2].user.client-key-data`) of what is wrong.
class QKUBE_ENGINE_EXPORT KubeConfigParser
{
public:
    static Result<KubeConfig> parseFile(const QString &path);
    static Result<KubeConfig> parse(const QByteArray &text, const QString &path);
    // The error for text that is not UTF-8 or holds a character YAML excludes (a control character, a
    // surrogate), as go-yaml (and so kubectl) words it, with its line and column; no error when it is none of
    // those. YAML is Unicode text: the parser and the writer refuse anything else.
    static Error checkUtf8(const QByteArray &text, const QString &path);
    // Appends `other`'s entries that `into` does not already define (the first definition wins).
    static void merge(KubeConfig &into, const KubeConfig &other);
};

} // namespace kube
