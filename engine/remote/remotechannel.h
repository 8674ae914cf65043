// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"
#include "execsession.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace kube {

// The framing of Kubernetes' channel WebSocket protocols (v4.channel.k8s.io, v5.channel.k8s.io), as
// apimachinery's wsstream and client-go's remotecommand speak them: every binary message is one channel byte
// and its payload. v5 adds the close signal (channel 255, payload the id of the channel closed). Pure
// functions on values, used from any thread.
class QKUBE_ENGINE_EXPORT RemoteChannel
{
public:
    enum Id : quint8 {
        Stdin = 0,
        Stdout = 1,
        Stderr = 2,
        Error = 3,   // a metav1.Status, once, before the server closes
        Resize = 4,  // {"Width":W,"Height":H}
        Close = 255, // v5: the channel in the payload is done
    };
    static constexpr const char *v5Protocol = "v5.channel.k8s.io";
    static constexpr const char *v4Protocol = "v4.channel.k8s.io";

    // One message from the server, split; `payload` views the message it was parsed from.
    struct Frame
    {
        quint8 channel = 0;
        QByteArrayView payload;
    };

    static QByteArray frame(Id channel, QByteArrayView payload);
    // v5's close signal for `channel`: {255, channel}.
    static QByteArray closeFrame(Id channel);
    static QByteArray resizeFrame(TerminalSize size);
    // An empty message has no channel: a malformed frame (client-go: "read stream id: EOF").
    static bool parse(QByteArrayView message, Frame *frame);
    // The error channel's bytes, as client-go's errorDecoderV4 reads them: Success → exit code 0; Failure
    // with reason NonZeroExitCode → the code of its ExitCode cause; any other Failure → an error with its
    // message; anything else → a protocol error. Empty bytes (the server closed without a word) are a
    // success, as client-go takes them.
    static ExecResult resultFromStatus(QByteArrayView status);
};

} // namespace kube
