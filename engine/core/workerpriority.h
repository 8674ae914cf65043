// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "core/export.h"

class QThread;

namespace kube {

// How many steps below the main thread's priority the engine's worker threads (a session's, an informer
// factory's, each informer listener's, the decode helpers, and the network threads they start) run, whichever
// thread starts them: Linux nice steps (Linux keeps a nice value per thread), elsewhere QThread::LowPriority
// for any step. 0, the default, leaves them at the priority of the thread that starts them. An application
// with a GUI sets it once at start: then five clusters decoding their lists on two cores never keep the GUI
// thread waiting for a core.
QKUBE_ENGINE_EXPORT void setWorkerThreadNiceness(int steps);
QKUBE_ENGINE_EXPORT int workerThreadNiceness();

// How far below the other workers a background worker runs (a journal's listener: work nobody waits for),
// so that on a busy machine it takes what they leave and catches up after them.
inline constexpr int backgroundExtraNiceness = 9;

// Starts `thread`; it lowers its own priority by workerThreadNiceness() (plus `extraSteps`) before it runs
// anything else.
QKUBE_ENGINE_EXPORT void startWorkerThread(QThread &thread, int extraSteps = 0);

} // namespace kube
