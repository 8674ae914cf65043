// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "kubeconfigyaml.h"

#include "yamllastkeywins.h"

namespace kube::detail {

namespace {

// go-yaml reads a key that is a list or a mapping, and sigs.k8s.io/yaml then refuses the file ("yaml: invalid
// map key: ..."): kubectl's JSON objects have text keys only.
void refuseKeysThatAreNotText(const YAML::Node &node)
{
    if (node.IsMap()) {
        for (const auto &entry : node) {
            if (entry.first.IsMap() || entry.first.IsSequence())
                throw YAML::ParserException(entry.first.Mark(), "invalid map key");
            refuseKeysThatAreNotText(entry.second);
        }
    } else if (node.IsSequence()) {
        for (const auto &item : node)
            refuseKeysThatAreNotText(item);
    }
}

} // namespace

YAML::Node loadKubeconfigYaml(const QByteArray &text)
{
    std::string lines = text.toStdString();
    for (size_t at = lines.find('\r'); at != std::string::npos; at = lines.find('\r', at + 1))
        if (at + 1 == lines.size() || lines[at + 1] != '\n')
            lines[at] = '\n'; // one byte for one: the marks still point into `text`
    YAML::Node root = YAML::Load(lines);
    refuseKeysThatAreNotText(root);
    keepLastOfDuplicateKeys(root);
    return root;
}

} // namespace kube::detail
