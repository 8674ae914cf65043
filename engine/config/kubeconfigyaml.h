// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

#include <yaml-cpp/yaml.h>

namespace kube::detail {

// A kubeconfig's text as kubectl's YAML reader (go-yaml) reads it, through yaml-cpp: a lone carriage return
// ends a line (yaml-cpp would keep it in the scalar before it), a key that is a list or a mapping is refused
// ("invalid map key", as kubectl refuses it), and a key named twice holds its last value
// (keepLastOfDuplicateKeys). Marks keep the text's byte positions. Throws YAML::Exception as YAML::Load does.
// Any thread.
YAML::Node loadKubeconfigYaml(const QByteArray &text);

} // namespace kube::detail
