// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>

namespace kube {

// How an object looks to a person at a glance, worked out from the object by its kind's definition (k9s's
// `Healthy`), never read back from a cell's text. The table's status icon, the namespace tree's failing
// counts and the event log's warnings read it; the GUI words it.
enum class Health : quint8 {
    Unknown,   // nothing to judge (a ConfigMap), or too little known yet
    Healthy,   // what was asked for is there and ready
    Warning,   // on its way or degraded: not all replicas ready, a pod starting, a node cordoned
    Failing,   // needs a person: CrashLoopBackOff, a failed Job, a node not Ready, a lost claim
    Completed, // done, as it should be: a Succeeded pod, a complete Job
};

} // namespace kube
