// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace kube::sim {

// The object keys of a JSON text as the apiserver's strict decoder (sigs.k8s.io/json) names them: paths like
// "spec.containers[0].name", each with the byte offset of its first occurrence, and the keys repeated within
// one object ("duplicate field"). QJsonDocument keeps one value of a repeated key and no order, so kubesim
// reads both from the raw body. The text must be valid JSON (decoded once already); a pure function, any
// thread.
class JsonFieldPaths
{
public:
    struct Repeat
    {
        QString path;
        qsizetype offset = 0; // where the repeat is, for ordering errors as the decoder meets them
    };

    explicit JsonFieldPaths(const QByteArray &json);

    // Offset of the first occurrence of `path`, or -1.
    qsizetype offsetOf(const QString &path) const { return m_firstOffsets.value(path, -1); }
    const QList<Repeat> &repeats() const { return m_repeats; }

private:
    void scanValue(const QString &path);
    void scanObject(const QString &path);
    void scanArray(const QString &path);
    QString readString();
    void skipSpace();

    const QByteArray &m_json;
    qsizetype m_at = 0;
    QHash<QString, qsizetype> m_firstOffsets;
    QList<Repeat> m_repeats;
};

} // namespace kube::sim
