// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <yaml-cpp/yaml.h>

namespace kube::detail {

// Makes a mapping that names a key twice hold only the last value, in `node` and every node below it, as
// kubectl reads a kubeconfig (sigs.k8s.io/yaml: the last wins; yaml-cpp's lookups would find the first). The
// values keep their nodes (and so their positions in the text). Any thread.
void keepLastOfDuplicateKeys(YAML::Node node);

} // namespace kube::detail
