// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "remotechannel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace kube {

namespace {

// apimachinery's remotecommand constants: the Status reason and the cause that carry a process's exit code.
constexpr QLatin1StringView nonZeroExitCodeReason("NonZeroExitCode");
constexpr QLatin1StringView exitCodeCauseType("ExitCode");

ExecResult protocolError(const QString &message)
{
    ExecResult result;
    result.error =
        kube::Error(kube::Error::Kind::Decode, QStringLiteral("error stream protocol error: ") + message);
    return result;
}

} // namespace

QByteArray RemoteChannel::frame(Id channel, QByteArrayView payload)
{
    QByteArray message;
    message.reserve(payload.size() + 1);
    message.append(char(channel));
    message.append(payload);
    return message;
}

QByteArray RemoteChannel::closeFrame(Id channel)
{
    QByteArray message(2, Qt::Uninitialized);
    message[0] = char(Close);
    message[1] = char(channel);
    return message;
}

QByteArray RemoteChannel::resizeFrame(TerminalSize size)
{
    // Go's json.Marshal of remotecommand.TerminalSize{Width, Height uint16}.
    return frame(Resize,
                 QStringLiteral("{\"Width\":%1,\"Height\":%2}").arg(size.columns).arg(size.rows).toUtf8());
}

bool RemoteChannel::parse(QByteArrayView message, Frame *frame)
{
    if (message.isEmpty())
        return false;
    frame->channel = quint8(message.front());
    frame->payload = message.sliced(1);
    return true;
}

ExecResult RemoteChannel::resultFromStatus(QByteArrayView status)
{
    ExecResult result;
    if (status.isEmpty()) {
        result.exitCodeKnown = true;
        return result;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(status.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return protocolError(QStringLiteral("%1 in \"%2\"")
                                 .arg(parseError.error != QJsonParseError::NoError
                                          ? parseError.errorString()
                                          : QStringLiteral("not an object"),
                                      QString::fromUtf8(status)));
    const QJsonObject object = document.object();
    const QString state = object.value(QLatin1String("status")).toString();
    if (state == QLatin1String("Success")) {
        result.exitCodeKnown = true;
        return result;
    }
    if (state != QLatin1String("Failure"))
        return protocolError(QStringLiteral("unknown error"));
    const QString reason = object.value(QLatin1String("reason")).toString();
    if (reason == nonZeroExitCodeReason) {
        const QJsonValue details = object.value(QLatin1String("details"));
        if (!details.isObject())
            return protocolError(QStringLiteral("details must be set"));
        for (const QJsonValue &cause : details.toObject().value(QLatin1String("causes")).toArray()) {
            const QJsonObject c = cause.toObject();
            if (c.value(QLatin1String("reason")).toString() != exitCodeCauseType)
                continue;
            const QString text = c.value(QLatin1String("message")).toString();
            bool ok = false;
            const uint code = text.toUInt(&ok);
            if (!ok || code > 255) // Go's strconv.ParseUint(message, 10, 8)
                return protocolError(QStringLiteral("invalid exit code value \"%1\"").arg(text));
            result.exitCode = int(code);
            result.exitCodeKnown = true;
            return result;
        }
        return protocolError(QStringLiteral("no %1 cause given").arg(exitCodeCauseType));
    }
    const int code = object.value(QLatin1String("code")).toInt();
    result.error = kube::Error::status(code, kube::Error::reasonFromName(reason),
                                       object.value(QLatin1String("message")).toString());
    return result;
}

} // namespace kube
