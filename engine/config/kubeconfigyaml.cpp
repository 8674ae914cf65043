// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kubeconfigyaml.h"

#include "yamllastkeywins.h"

namespace kube::detail {

YAML::Node loadKubeconfigYaml(const QByteArray &text)
{
    std::string lines = text.toStdString();
    for (size_t at = lines.find('\r'); at != std::string::npos; at = lines.find('\r', at + 1))
        if (at + 1 == lines.size() || lines[at + 1] != '\n')
            lines[at] = '\n'; // one byte for one: the marks still point into `text`
    YAML::Node root = YAML::Load(lines);
    keepLastOfDuplicateKeys(root);
    return root;
}

} // namespace kube::detail
