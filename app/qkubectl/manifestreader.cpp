// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "manifestreader.h"

#include "rest/yamldecoder.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>

#include <cstdio>

namespace ManifestReader {

kube::Result<QList<Entry>> read(const QStringList &paths)
{
    QList<Entry> entries;
    for (const QString &path : paths) {
        QFile file;
        const bool stdinPath = path == QLatin1String("-");
        if (stdinPath) {
            if (!file.open(stdin, QIODevice::ReadOnly))
                return kube::Error(kube::Error::Kind::Invalid, QStringLiteral("cannot read stdin"));
        } else {
            if (!QFileInfo::exists(path))
                return kube::Error(kube::Error::Kind::Invalid, QStringLiteral("the path \"%1\" does not exist").arg(path));
            file.setFileName(path);
            if (!file.open(QIODevice::ReadOnly))
                return kube::Error(kube::Error::Kind::Invalid, QStringLiteral("open %1: %2").arg(path, file.errorString()));
        }
        const QString source = stdinPath ? QStringLiteral("STDIN") : path;
        const auto documents = kube::YamlDecoder::decodeAll(QString::fromUtf8(file.readAll()));
        if (!documents)
            return kube::Error(kube::Error::Kind::Invalid, QStringLiteral("error parsing %1: %2").arg(source, documents.error().message()));
        for (const kube::YamlDecoder::Document &document : documents.value()) {
            const QJsonObject object = document.value.toObject();
            if (object.value(QLatin1String("kind")).toString().endsWith(QLatin1String("List")) && object.value(QLatin1String("items")).isArray()) {
                for (const QJsonValue &item : object.value(QLatin1String("items")).toArray())
                    entries.append({item.toObject(), source});
                continue;
            }
            if (object.value(QLatin1String("kind")).toString().isEmpty())
                return kube::Error(kube::Error::Kind::Invalid,
                                   QStringLiteral("error validating data: kind not set; if you choose to ignore these errors, turn "
                                                  "validation off with --validate=false")
                                       .prepend(QStringLiteral("error validating \"%1\": ").arg(source)));
            entries.append({object, source});
        }
    }
    return entries;
}

} // namespace ManifestReader
