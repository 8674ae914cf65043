// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "yamllastkeywins.h"

#include <map>
#include <string>

namespace kube::detail {

void keepLastOfDuplicateKeys(YAML::Node node)
{
    if (node.IsSequence()) {
        for (YAML::Node child : node)
            keepLastOfDuplicateKeys(child);
        return;
    }
    if (!node.IsMap())
        return;
    std::map<std::string, int> seen;
    std::map<std::string, YAML::Node> last;
    for (auto it = node.begin(); it != node.end(); ++it) {
        if (!it->first.IsScalar())
            continue; // a complex key: no kubeconfig field has one
        ++seen[it->first.Scalar()];
        last.insert_or_assign(it->first.Scalar(), it->second);
    }
    for (const auto &[key, times] : seen) {
        if (times < 2)
            continue;
        while (node.remove(key)) {
        }
        node[key] = last[key];
    }
    for (auto it = node.begin(); it != node.end(); ++it)
        keepLastOfDuplicateKeys(it->second);
}

} // namespace kube::detail
