// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

namespace kube::sim {

// Runs a Job's pods (its template with the job-name and controller-uid labels) up to parallelism until
// completions pods Succeeded, then marks it Complete with completionTime; keeps startTime, active, ready,
// succeeded and failed in its status. A suspended Job runs nothing.
class JobController : public Controller
{
public:
    using Controller::Controller;
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;
};

} // namespace kube::sim
