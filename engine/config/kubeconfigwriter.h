// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "kubeconfig.h"

namespace kube {

// Writes `use-context` and a context's namespace back to the file that owns the entry, as clientcmd does.
// The edit is made in the file's text, so order, unknown keys and comments stay as they were; whatever is to
// be written is first read back and compared with what was meant, and when the text edit does not read back
// right (flow style, a plain scalar over several lines, ...) yaml-cpp's emitter writes the file instead
// (unknown keys kept, comments lost); when neither does, nothing is written and the error says so. Writes
// atomically (temporary file, flush, rename), keeping the file's mode and owner.
namespace KubeConfigWriter {
QKUBE_ENGINE_EXPORT Error setCurrentContext(const KubeConfig &config, const QString &contextName);
QKUBE_ENGINE_EXPORT Error setContextNamespace(const KubeConfig &config, const QString &contextName,
                                              const QString &namespaceName);
// The edits themselves, on a file's text; public for tests.
QKUBE_ENGINE_EXPORT Result<QByteArray> withCurrentContext(const QByteArray &text, const QString &contextName,
                                                          const QString &path);
QKUBE_ENGINE_EXPORT Result<QByteArray> withContextNamespace(const QByteArray &text,
                                                            const QString &contextName,
                                                            const QString &namespaceName,
                                                            const QString &path);
} // namespace KubeConfigWriter

} // namespace kube
