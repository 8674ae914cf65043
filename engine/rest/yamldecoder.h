// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "core/result.h"

#include <QJsonValue>
#include <QList>
#include <QString>

// YAML to JSON as kubectl reads manifests (sigs.k8s.io/yaml over go-yaml v2): plain scalars resolve by
// YAML 1.1 (true/yes/on, null/~, ints in decimal, 0x and 0o, floats), quoted ones stay strings, duplicate
// keys and non-string keys are errors, empty documents are skipped. Errors name line and column (1-based).
// Pure functions; callers run them off the GUI thread, since manifests may be MiBs.
namespace kube::YamlDecoder {

struct QKUBE_ENGINE_EXPORT Document
{
    QJsonValue value;
    int index = 0; // 0-based among all documents of the stream, empty ones counted
    int line = 0;  // 1-based line where the document's content starts
};

// Where a decode failed (1-based); 0 when the failure has no place.
struct QKUBE_ENGINE_EXPORT Position
{
    int line = 0;
    int column = 0;
};

// Every non-empty document of a (multi-document) stream. On failure the Error (Kind::Decode) reads
// "line L, column C: what"; *failedAt gets the position.
QKUBE_ENGINE_EXPORT Result<QList<Document>> decodeAll(const QString &text, Position *failedAt = nullptr);

// Exactly one document, a mapping (what an edited object must be).
QKUBE_ENGINE_EXPORT Result<QJsonObject> decodeObject(const QString &text, Position *failedAt = nullptr);

} // namespace kube::YamlDecoder
