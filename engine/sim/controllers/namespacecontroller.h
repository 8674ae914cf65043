// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "controller.h"

namespace kube::sim {

// Finishes a namespace's deletion: while it is Terminating, every object in it is deleted (pods gracefully,
// through the kubelet); when nothing is left, the namespace goes.
class NamespaceController : public Controller
{
public:
    using Controller::Controller;
    void observe(const StoreEvent &event) override;
    void sync(const QString &key) override;
};

} // namespace kube::sim
