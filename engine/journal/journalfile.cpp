// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "journalfile.h"

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>

namespace kube::JournalFile {

namespace {

QString gvrText(const GroupVersionResource &gvr)
{
    return gvr.groupVersion() + QLatin1Char('/') + gvr.resource;
}

std::optional<GroupVersionResource> gvrFromText(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('/'));
    for (const QString &part : parts)
        if (part.isEmpty())
            return std::nullopt;
    if (parts.size() == 2)
        return GroupVersionResource{{}, parts[0], parts[1]};
    if (parts.size() == 3)
        return GroupVersionResource{parts[0], parts[1], parts[2]};
    return std::nullopt;
}

Error lineError(qint64 lineNumber, const QString &message)
{
    return Error(Error::Kind::Decode, QStringLiteral("line %1: %2").arg(lineNumber).arg(message));
}

} // namespace

QByteArray line(const JournalEntry &entry)
{
    const Object &object = entry.object;
    QJsonObject header{
        {QStringLiteral("time"), QDateTime::fromMSecsSinceEpoch(entry.timeMs, Qt::UTC).toString(Qt::ISODateWithMs)},
        {QStringLiteral("cluster"), entry.cluster},
        {QStringLiteral("format"), format},
        {QStringLiteral("gvr"), gvrText(entry.gvr)},
        {QStringLiteral("type"), QLatin1String(JournalEntry::typeName(entry.type))},
        {QStringLiteral("namespace"), QString::fromUtf8(object.namespaceName())},
        {QStringLiteral("name"), QString::fromUtf8(object.name())},
        {QStringLiteral("uid"), QString::fromUtf8(object.uid())},
        {QStringLiteral("resourceVersion"), QString::fromUtf8(object.resourceVersion())},
    };
    QByteArray text = QJsonDocument(header).toJson(QJsonDocument::Compact);
    text.chop(1); // the closing brace: the object follows
    text += ",\"object\":";
    // Line breaks in JSON can only be whitespace between tokens (inside strings they are escaped): blanks keep
    // the object's bytes on one line without decoding it.
    QByteArray json = object.json();
    json.replace('\n', ' ').replace('\r', ' ');
    text += json;
    text += "}\n";
    return text;
}

Result<JournalEntry> parseLine(QByteArrayView text, qint64 lineNumber)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return lineError(lineNumber, QStringLiteral("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset + 1));
    if (!document.isObject())
        return lineError(lineNumber, QStringLiteral("not a JSON object"));
    const QJsonObject fields = document.object();
    const QJsonValue lineFormat = fields.value(QLatin1String("format"));
    if (!lineFormat.isUndefined() && lineFormat.toInt(-1) != format)
        return lineError(lineNumber, QStringLiteral("journal format %1 is not one this qkube reads (format %2): a newer qkube wrote it")
                                         .arg(lineFormat.toVariant().toString())
                                         .arg(format));
    JournalEntry entry;
    const QString time = fields.value(QLatin1String("time")).toString();
    const QDateTime when = QDateTime::fromString(time, Qt::ISODateWithMs);
    if (!when.isValid())
        return lineError(lineNumber, QStringLiteral("\"time\" is not an RFC 3339 time: \"%1\"").arg(time));
    entry.timeMs = when.toMSecsSinceEpoch();
    entry.cluster = fields.value(QLatin1String("cluster")).toString();
    const QString gvr = fields.value(QLatin1String("gvr")).toString();
    const auto resource = gvrFromText(gvr);
    if (!resource)
        return lineError(lineNumber, QStringLiteral("\"gvr\" is not group/version/resource or version/resource: \"%1\"").arg(gvr));
    entry.gvr = *resource;
    const QString type = fields.value(QLatin1String("type")).toString();
    const auto parsedType = JournalEntry::typeFromName(type.toUtf8());
    if (!parsedType)
        return lineError(lineNumber, QStringLiteral("\"type\" is not ADDED, MODIFIED, DELETED or REPLACED: \"%1\"").arg(type));
    entry.type = *parsedType;
    const QJsonValue object = fields.value(QLatin1String("object"));
    if (!object.isObject())
        return lineError(lineNumber, QStringLiteral("\"object\" is missing or not a JSON object"));
    auto decoded = Object::fromJson(QJsonDocument(object.toObject()).toJson(QJsonDocument::Compact));
    if (!decoded)
        return lineError(lineNumber, QStringLiteral("\"object\": %1").arg(decoded.error().message()));
    if (decoded->name().isEmpty())
        return lineError(lineNumber, QStringLiteral("\"object\" has no metadata.name"));
    entry.object = std::move(decoded).value();
    return entry;
}

Result<qint64> readEach(QIODevice *device, const QString &where, qint64 firstLine, qint64 maxLines,
                        const std::function<void(JournalEntry &&)> &take)
{
    qint64 lines = 0;
    while (!device->atEnd() && (maxLines < 0 || lines < maxLines)) {
        const qint64 lineNumber = firstLine + lines++;
        // One byte past the limit tells an over-long line from one exactly that long.
        QByteArray text = device->readLine(maxLineBytes + 2);
        const bool complete = text.endsWith('\n');
        if (complete)
            text.chop(1);
        if (text.size() > maxLineBytes || (!complete && !device->atEnd()))
            return Error(Error::Kind::Decode, QStringLiteral("line %1: longer than %2 bytes").arg(lineNumber).arg(maxLineBytes), where);
        if (text.trimmed().isEmpty() || text.startsWith(headerStart))
            continue;
        auto entry = parseLine(text, lineNumber);
        if (!entry) {
            // The last line, unterminated and unreadable: the writer stopped in the middle of it.
            if (!complete && QJsonDocument::fromJson(text).isNull())
                return Error(Error::Kind::Decode, QStringLiteral("line %1: cut short (the file ends inside it)").arg(lineNumber), where);
            return Error(entry.error().kind(), entry.error().message(), where);
        }
        take(std::move(entry).value());
    }
    return lines;
}

Result<QList<JournalEntry>> read(QIODevice *device, const QString &where)
{
    QList<JournalEntry> entries;
    const auto read = readEach(device, where, 1, -1, [&entries](JournalEntry &&entry) { entries.append(std::move(entry)); });
    if (!read)
        return read.error();
    return entries;
}

Result<qsizetype> load(const QString &path, Journal &journal)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(Error::Kind::Invalid, QStringLiteral("cannot open the journal: %1").arg(file.errorString()), path);
    qsizetype count = 0;
    const auto read = readEach(&file, path, 1, -1, [&journal, &count](JournalEntry &&entry) {
        journal.record(std::move(entry));
        ++count;
    });
    if (!read)
        return read.error();
    return count;
}

Error save(const QString &path, const QList<JournalEntry> &entries, const SecretDigest *secretDigest)
{
    const auto failed = [&path](const QFileDevice &file) {
        return Error(Error::Kind::Invalid, QStringLiteral("cannot write the journal: %1").arg(file.errorString()), path);
    };
    QSaveFile file(path);
    // The temporary file is made with the umask's mode, or the replaced file's: owner-only before a byte is
    // written, and so after the rename.
    if (!file.open(QIODevice::WriteOnly) ||
        !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return failed(file);
    const bool holdsValues =
        !secretDigest && std::any_of(entries.begin(), entries.end(), [](const JournalEntry &entry) {
            return SecretDigest::holdsValues(entry.gvr, entry.object);
        });
    if (holdsValues) {
        const QJsonObject header{
            {QStringLiteral("format"), format},
            {QStringLiteral("secretValues"), true},
            {QStringLiteral("note"), QStringLiteral("This journal holds the values of Secrets (\"record "
                                                    "secret values\" was on): keep it private.")},
        };
        QByteArray text =
            headerStart.toByteArray() + QJsonDocument(header).toJson(QJsonDocument::Compact) + "}\n";
        if (file.write(text) < 0)
            return failed(file);
    }
    for (const JournalEntry &entry : entries) {
        const QByteArray text = secretDigest && SecretDigest::isSecret(entry.gvr)
                                    ? line({entry.timeMs, entry.cluster, entry.gvr, entry.type,
                                            secretDigest->digested(entry.gvr, entry.object)})
                                    : line(entry);
        if (file.write(text) < 0)
            return failed(file);
    }
    if (!file.commit())
        return failed(file);
    return {};
}

} // namespace kube::JournalFile
