// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

namespace kube {

// Waits, within a bound, until no QNetworkAccessManager HTTP thread of this process runs any more. Qt 6.4
// gives a deleted manager's thread 5 s to end and then lets it run on until the work it holds is done; one
// still setting up TLS when the process exits races OpenSSL's exit handlers, which free what it reads. Called
// as the application ends, after every RestClient is gone.
QKUBE_ENGINE_EXPORT void awaitEndingNetworkThreads();

} // namespace kube
