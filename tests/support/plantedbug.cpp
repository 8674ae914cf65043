// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The switch of the planted bugs (engine/cache/plantedbug.h), linked only into the tst_*_planted programs:
// QKUBE_PLANTED_BUG=NAME makes the branch NAME wrong. An unknown name stops the program, so that a typo does
// not pass for a bug the tests missed.
#include "cache/plantedbug.h"

#include <QByteArray>
#include <QByteArrayList>

#include <cstdio>
#include <cstdlib>

namespace kube::detail {

namespace {
const QByteArrayList plantable = {"relist-keeps-vanished",    "relist-forgets-queued",
                                  "expired-event-rewatches",  "expired-status-rewatches",
                                  "bookmark-version-dropped", "short-watch-rewatches"};

QByteArray chosen()
{
    const QByteArray name = qgetenv("QKUBE_PLANTED_BUG");
    if (!name.isEmpty() && !plantable.contains(name)) {
        std::fprintf(stderr, "QKUBE_PLANTED_BUG=%s: no such bug; plantable: %s\n", name.constData(),
                     plantable.join(", ").constData());
        std::exit(2);
    }
    if (!name.isEmpty())
        std::fprintf(stderr, "planted bug: %s\n", name.constData());
    return name;
}
} // namespace

bool plantedBug(const char *name)
{
    static const QByteArray planted = chosen();
    return planted == name;
}

} // namespace kube::detail
